/**
 * `npm run dev` on a site with variants (a copy of tests/fixtures/valid-variants): each variant's
 * page is served at its folder in each language (/v/data/, /v/data/es/), with its files, and
 * updates in place as site.yaml's variant is saved; an address of no page lists the variants'.
 */
import { compileContent } from "../../scripts/compiler/compile.ts";
import { languageFile, pagePath, RESUME_JSON } from "../../src/shared/paths.ts";
import { devServerTest } from "./dev-server";
import { appStarted, expect } from "./fixtures";

const FIXTURE = "tests/fixtures/valid-variants";
/** Generous: the dev server compiles each module on its first request, on a busy machine. */
const UPDATE_TIMEOUT = 30_000;

const compiled = await compileContent({ contentDir: FIXTURE });
const data = compiled.ok ? compiled.resumeVariants.find(({ name }) => name === "data") : undefined;
const [english, spanish] = data?.languages.map(({ content }) => content) ?? [];
const [englishLabel, spanishLabel] = [english?.profile.label, spanish?.profile.label];
if (!english || !spanish || !englishLabel || !spanishLabel)
  throw new Error(`${FIXTURE} must compile, with a variant data in two languages, each with a job title`);

const { test, edit } = devServerTest(FIXTURE);

test("each variant's page is served in each language, with its own files, and updates as site.yaml is saved", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.goto(`./${pagePath(spanish.site)}#/`);
  await appStarted(page);
  const label = page.locator(".banner-label");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(label).toHaveText(spanishLabel);
  const json = await page.request.get(new URL(languageFile(RESUME_JSON, spanish.site), baseURL).href);
  expect(((await json.json()) as { basics: { label: string } }).basics.label).toBe(spanishLabel);

  await page.goto(`./${pagePath(english.site)}#/`);
  await appStarted(page);
  await expect(label).toHaveText(englishLabel);
  await page.evaluate(() => Object.assign(window, { liveEditMark: true }));
  edit("site.yaml", `label: ${englishLabel}`, "label: Analytics Engineer");
  await expect(label).toHaveText("Analytics Engineer", { timeout: UPDATE_TIMEOUT });
  expect(await page.evaluate(() => "liveEditMark" in window), "the page updated without a reload").toBe(true);

  // A variant no longer named has no page; the dev server lists those there are.
  const gone = await page.request.get(new URL("v/nothing/", baseURL).href);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain(`href="/${pagePath(spanish.site)}"`);
});
