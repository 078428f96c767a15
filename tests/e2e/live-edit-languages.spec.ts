/**
 * `npm run dev` on a site in several languages (a copy of tests/fixtures/valid-languages): each
 * language's page is served at its folder (/en/), shows that language's content and pictures,
 * updates in place as its translation is saved, and shows a broken translation in the overlay;
 * a text added to an original shows untranslated, in the original's language. A cover letter's
 * page is served at its name, and reloads as the letter is saved.
 */
import type { Page } from "@playwright/test";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { pagePath } from "../../src/shared/paths.ts";
import { devServerTest } from "./dev-server";
import { appStarted, expect } from "./fixtures";

const FIXTURE = "tests/fixtures/valid-languages";
/** Generous: the dev server compiles each module on its first request, on a busy machine. */
const UPDATE_TIMEOUT = 30_000;

const compiled = await compileContent({ contentDir: FIXTURE });
const english = compiled.ok ? compiled.translations.find((site) => site.site.lang === "en") : undefined;
if (!compiled.ok || !english?.profile.label)
  throw new Error(`${FIXTURE} must compile, with an English translation that gives a job title`);
const LABEL = english.profile.label;
const FOLDER = pagePath(english.site);

const { test, edit } = devServerTest(FIXTURE);

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
  await expect(banner.locator(".banner-label")).toHaveText(LABEL);
  await page.evaluate(() => Object.assign(window, { liveEditMark: true }));

  const label = `${LABEL}, edited`;
  edit("profile.en.yaml", `label: ${LABEL}`, `label: ${label}`);
  await expect(banner.locator(".banner-label")).toHaveText(label, { timeout: UPDATE_TIMEOUT });
  expect(await page.evaluate(() => "liveEditMark" in window), "the page updated without a reload").toBe(true);

  // A translation that does not compile: its file and line in the overlay, the page as it was.
  edit("profile.en.yaml", `label: ${label}`, "label: [unfinished");
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeAttached({ timeout: UPDATE_TIMEOUT });
  await expect(overlay.locator(".message-body")).toContainText(/profile\.en\.yaml:\d+:\d+/);
  await expect(banner.locator(".banner-label")).toHaveText(label);

  edit("profile.en.yaml", "label: [unfinished", `label: ${LABEL}`);
  await expect(banner.locator(".banner-label")).toHaveText(LABEL, {
    timeout: UPDATE_TIMEOUT,
  });
  await expect(overlay).not.toBeAttached();
});

test("a highlight added to the original shows on the English page in the original's words, marked with its language", async ({
  page,
}) => {
  test.slow();
  await page.goto(`./${FOLDER}#/`);
  await appStarted(page);
  const last = "      - Aprendió JavaScript por las noches, con proyectos propios.\n";
  const added = "Diseñó el catálogo de una librería del barrio, de cuatrocientas páginas.";
  edit("experience.yaml", last, `${last}      - ${added}\n`);
  const highlight = page.locator(".entry-highlights li", { hasText: added });
  await expect(highlight).toHaveAttribute("lang", compiled.content.site.lang, { timeout: UPDATE_TIMEOUT });
  // The translation's own highlights say nothing of a language: they are the page's.
  const translated = english.experience[1]?.roles[0]?.highlights[0] ?? "";
  await expect(page.locator(".entry-highlights li", { hasText: translated })).not.toHaveAttribute(
    "lang",
    /.*/,
  );
  edit("experience.yaml", `${last}      - ${added}\n`, last);
  await expect(highlight).toHaveCount(0, { timeout: UPDATE_TIMEOUT });
});

/**
 * Resolves once the page's next load has connected Vite's client, which a letter's page loads:
 * the server tells a save only to the pages connected then, so a save made while the page is
 * still loading would go unseen.
 */
function clientConnected(page: Page) {
  return page.waitForEvent("websocket", { timeout: UPDATE_TIMEOUT }).then((socket) =>
    socket.waitForEvent("framereceived", {
      predicate: ({ payload }) => String(payload).includes('"connected"'),
      timeout: UPDATE_TIMEOUT,
    }),
  );
}

test("a cover letter is served at its name in the site's look, in its language, and reloads as it is saved; a broken one shows in the overlay", async ({
  page,
}) => {
  test.slow();
  let connected = clientConnected(page);
  await page.goto("./l/harbour-lines/");
  await connected;
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator(".letter-head h1")).toHaveText(compiled.content.profile.name);
  // The site's stylesheet reached it: the letter is in the site's face.
  const look = await page.locator(".letter").evaluate((letter) => {
    const style = getComputedStyle(letter);
    const root = getComputedStyle(document.documentElement);
    return { font: style.fontFamily, sans: root.getPropertyValue("--font-sans").trim() };
  });
  expect(look.sans).not.toBe("");
  expect(look.font).toBe(look.sans);
  await page.evaluate(() => Object.assign(window, { liveEditMark: true }));

  const body = page.locator(".letter-body");
  connected = clientConnected(page);
  edit("letters/harbour-lines.md", "Dear Ms Whitfield,", "Dear Ms Whitfield and team,");
  await expect(body).toContainText("Dear Ms Whitfield and team,", { timeout: UPDATE_TIMEOUT });
  expect(await page.evaluate(() => "liveEditMark" in window), "the letter's page was reloaded").toBe(false);
  await connected;

  // A letter that does not compile: its file and line in the overlay, the letter as it was.
  edit("letters/harbour-lines.md", "lang: en\n", "lang: english\n");
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeAttached({ timeout: UPDATE_TIMEOUT });
  await expect(overlay.locator(".message-body")).toContainText(/letters\/harbour-lines\.md:\d+:\d+/);
  await expect(body).toContainText("Dear Ms Whitfield and team,");

  // Mended: the page reloads, without the overlay, and follows the next save.
  connected = clientConnected(page);
  edit("letters/harbour-lines.md", "lang: english\n", "lang: en\n");
  await expect(overlay).not.toBeAttached({ timeout: UPDATE_TIMEOUT });
  await connected;
  edit("letters/harbour-lines.md", "Dear Ms Whitfield and team,", "Dear Ms Whitfield,");
  await expect(body).toContainText("Dear Ms Whitfield,", { timeout: UPDATE_TIMEOUT });
});
