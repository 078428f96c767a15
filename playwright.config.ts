import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/lib/chromium.ts";
import { SITE_CONTENT_VARIABLE, SITE_DIST_VARIABLE, testPort } from "./scripts/lib/site-dirs.ts";
import { SITES } from "./tests/e2e/sites.ts";

/** Paths in the options are relative to the project, wherever the config that calls siteTests is. */
const ROOT = import.meta.dirname;

/** Layout and audit tests run at both sizes; every other test on the desktop only. */
const BOTH_SIZES = /@both-sizes/;

/**
 * Browser tests of a built site: `outDir` served at `port` (tests/e2e/serve-site.ts) once the
 * `globalSetup` files given have run (the browser suite's builds its sites), driven in the
 * system's Chromium (scripts/lib/chromium.ts), every expectation derived from `contentDir`, the
 * content the site was built from. Never downloads a browser; run `npm run setup:browser` on
 * a machine without one, or point CHROMIUM_PATH at it.
 */
export function siteTests(options: {
  testDir: string;
  outDir: string;
  contentDir: string;
  port: number;
  globalSetup?: string[];
}): PlaywrightTestConfig {
  process.env[SITE_CONTENT_VARIABLE] = options.contentDir;
  process.env[SITE_DIST_VARIABLE] = options.outDir;
  return defineConfig({
    testDir: path.join(ROOT, options.testDir),
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    // Two cores: one browser per core.
    workers: 2,
    // The list reporter ends with "N passed", which the CI log must show.
    reporter: "list",
    // Limits for a busy two-core machine, where a test takes several times as long as on a quiet
    // one (each browser call a second or more when other jobs share the cores): they catch a
    // hang, not a slow page (performance is measured by npm run audit).
    timeout: 120_000,
    expect: { timeout: 15_000 },
    use: {
      baseURL: `http://127.0.0.1:${options.port}/`,
      // A trace costs about a fifth of the run time; CI keeps one for each failure.
      trace: process.env.CI ? "retain-on-failure" : "off",
      screenshot: "only-on-failure",
      launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] },
    },
    projects: [
      {
        name: "desktop",
        use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
      },
      {
        name: "phone",
        grep: BOTH_SIZES,
        use: {
          browserName: "chromium",
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        },
      },
    ],
    // Served by a global set-up, after those given: Playwright starts a webServer before any.
    globalSetup: [
      ...(options.globalSetup ?? []).map((file) => path.join(ROOT, file)),
      path.join(ROOT, "tests/e2e/serve-site.ts"),
    ],
  });
}

/**
 * The product's browser suite (tests/e2e/): the fixture site tests/fixtures/valid-full, never
 * the owner's content; its global set-up builds it and the suite's other sites first.
 */
export default siteTests({
  testDir: "tests/e2e",
  outDir: SITES["valid-full"].outDir,
  contentDir: SITES["valid-full"].contentDir,
  port: testPort(0),
  globalSetup: ["tests/e2e/global-setup.ts"],
});
