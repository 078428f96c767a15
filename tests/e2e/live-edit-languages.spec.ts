/**
 * `npm run dev` on a site in several languages (a copy of tests/fixtures/valid-languages): each
 * language's page is served at its folder (/en/), shows that language's content and pictures,
 * updates in place as its translation is saved, and shows a broken translation in the overlay.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ViteDevServer } from "vite";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { CONTENT_DIR_VARIABLE, GENERATED_DIR_VARIABLE } from "../../scripts/lib/site-dirs.ts";
import { pagePath } from "../../src/shared/paths.ts";
import { appStarted, expect, test as siteTest } from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = "tests/fixtures/valid-languages";
/** Generous: the dev server compiles each module on its first request, on a busy machine. */
const UPDATE_TIMEOUT = 30_000;

const compiled = await compileContent({ contentDir: FIXTURE });
const english = compiled.ok ? compiled.translations.find((site) => site.site.lang === "en") : undefined;
if (!compiled.ok || !english) throw new Error(`${FIXTURE} must compile, with an English translation`);
const FOLDER = pagePath(english.site);

let temp = "";
let server: ViteDevServer | undefined;
let serverUrl = "";
const savedEnv = {
  [CONTENT_DIR_VARIABLE]: process.env[CONTENT_DIR_VARIABLE],
  [GENERATED_DIR_VARIABLE]: process.env[GENERATED_DIR_VARIABLE],
};

const test = siteTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use) => {
    await use(serverUrl);
  },
});

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  temp = mkdtempSync(path.join(tmpdir(), "folio-live-languages-"));
  cpSync(path.resolve(ROOT, FIXTURE), path.join(temp, "content"), { recursive: true });
  process.env[CONTENT_DIR_VARIABLE] = path.join(temp, "content");
  process.env[GENERATED_DIR_VARIABLE] = path.join(temp, "generated");
  const { createServer } = await import("vite");
  server = await createServer({
    root: ROOT,
    configFile: path.join(ROOT, "vite.config.ts"),
    cacheDir: path.join(temp, "vite-cache"),
    clearScreen: false,
    logLevel: "silent",
    server: { host: "127.0.0.1", port: 0 },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("the dev server has no local address");
  serverUrl = url;
});

test.afterAll(async () => {
  await server?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Replaces `from` with `to` in the copied content file `file`, as an owner's save does. */
function edit(file: string, from: string, to: string) {
  const absolute = path.join(temp, "content", file);
  const text = readFileSync(absolute, "utf8");
  expect(text, `${file} holds the text to edit`).toContain(from);
  writeFileSync(absolute, text.replace(from, to));
}

/** Whether every picture the page shows has loaded. */
async function picturesShow(page: Page) {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.checkVisibility())
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

test("each language's page is served at its folder, with its pictures, its words and a switcher", async ({
  page,
}) => {
  await page.goto(`./${FOLDER}#/projects`);
  await appStarted(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("main h1:visible")).toHaveText(english.site.words.projectHighlights);
  await expect.poll(() => picturesShow(page), { timeout: UPDATE_TIMEOUT }).toBe(true);
  const es = page.locator('.language-switcher a[hreflang="es"]');
  await expect(es).toHaveAttribute("href", "../#/projects");
  await es.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("main h1:visible")).toHaveText(compiled.content.site.words.projectHighlights);
});

test("a saved translation updates its language's page in place; a broken one shows in the overlay", async ({
  page,
}) => {
  test.slow();
  await page.goto(`./${FOLDER}#/`);
  await appStarted(page);
  const banner = page.locator(".banner");
  await expect(banner.locator(".banner-label")).toHaveText(english.profile.label);
  await page.evaluate(() => Object.assign(window, { liveEditMark: true }));

  const label = `${english.profile.label}, edited`;
  edit("profile.en.yaml", `label: ${english.profile.label}`, `label: ${label}`);
  await expect(banner.locator(".banner-label")).toHaveText(label, { timeout: UPDATE_TIMEOUT });
  expect(await page.evaluate(() => "liveEditMark" in window), "the page updated without a reload").toBe(true);

  // A translation that does not compile: its file and line in the overlay, the page as it was.
  edit("profile.en.yaml", `label: ${label}`, "label: [unfinished");
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeAttached({ timeout: UPDATE_TIMEOUT });
  await expect(overlay.locator(".message-body")).toContainText(/profile\.en\.yaml:\d+:\d+/);
  await expect(banner.locator(".banner-label")).toHaveText(label);

  edit("profile.en.yaml", "label: [unfinished", `label: ${english.profile.label}`);
  await expect(banner.locator(".banner-label")).toHaveText(english.profile.label, {
    timeout: UPDATE_TIMEOUT,
  });
  await expect(overlay).not.toBeAttached();
});
