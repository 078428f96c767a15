/**
 * Browser tests of sites of other shapes than valid-full, each built from its fixture and
 * served on a port of its own (tests/e2e/sparse-site.spec.ts, grouped-site.spec.ts).
 * `npm run test:browser` builds them first; a run of one file alone builds its site when missing.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { TEST_SITE_DIR } from "../../scripts/lib/site-dirs.ts";
import { type ServedFolder, serveFolder } from "../../scripts/site/serve-dist.ts";
import { test } from "./fixtures";

/** Where the site of `fixture` (a folder of tests/fixtures/) is built. */
export function fixtureSiteDist(fixture: string) {
  return path.join(TEST_SITE_DIR, fixture, "dist");
}

/** Runs one of the project's scripts in a process of its own, as `npm run` does. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  execFileSync(process.execPath, ["--import", "tsx", script, ...args], { stdio: "pipe", env });
}

/**
 * The site of content imported from `input` (a JSON Resume file, or LinkedIn's export) with
 * `npm run import`, built with CI set as a deploy builds it, at .cache/test-site/<name>/.
 */
export function importedSiteDist(name: string, input: string) {
  const dist = path.join(TEST_SITE_DIR, name, "dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    const content = path.join(TEST_SITE_DIR, name, "content");
    runScript("scripts/commands/import.ts", [input, "--content", content, "--force"]);
    runScript("scripts/commands/build.ts", ["--content", content, "--out", dist], {
      ...process.env,
      CI: "true",
    });
  }
  return dist;
}

/** The suite's `test`, with the site imported from `input` served and as the base URL. */
export function testImportedSite(name: string, input: string) {
  return test.extend<object, { served: ServedFolder }>({
    served: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
      async ({}, use) => {
        const served = await serveFolder(importedSiteDist(name, input));
        await use(served);
        await served.close();
      },
      { scope: "worker", timeout: 180_000 },
    ],
    baseURL: async ({ served }, use) => use(served.url),
  });
}

/** The suite's `test`, with the site of `fixture` served and as the base URL. */
export function testFixtureSite(fixture: string) {
  return test.extend<object, { served: ServedFolder }>({
    served: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
      async ({}, use) => {
        const dist = fixtureSiteDist(fixture);
        // In a process of its own: a production build in this one would mix React's development
        // and production builds, which the worker's other tests may have loaded.
        if (!existsSync(path.join(dist, "index.html")))
          execFileSync(
            process.execPath,
            [
              "--import",
              "tsx",
              "scripts/commands/build.ts",
              "--content",
              path.join("tests/fixtures", fixture),
              "--out",
              dist,
            ],
            { stdio: "pipe" },
          );
        const served = await serveFolder(dist);
        await use(served);
        await served.close();
      },
      { scope: "worker", timeout: 180_000 },
    ],
    baseURL: async ({ served }, use) => use(served.url),
  });
}

export const THEMES = ["light", "dark"] as const;

/** The card of the Resume's section headed `title`. */
export function section(page: Page, title: string) {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title }) });
}

/** An entry of a timeline, by its heading (the company or school). */
export function entry(timeline: Locator, name: string, nth = 0) {
  return timeline
    .getByRole("listitem")
    .filter({ has: timeline.page().getByRole("heading", { level: 3, name }) })
    .nth(nth);
}
