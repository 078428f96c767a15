/**
 * A site in several languages (tests/fixtures/valid-languages: three, one written right to
 * left): a page per language, each in its folder, saying its language, naming the others as
 * alternates, with a switcher in its header that leads to the same screen, open project and
 * place in another language, before the app has started as after; and each language's PDF.
 * A site in one language (valid-full) has none of it. The names of a Japanese original
 * (valid-japanese) in each language: the translation's, or the original's in its own `lang`, and
 * on the Japanese page the name's reading over it and its Latin form under it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { ogLocale, pageTitle } from "../../scripts/vite/share/metadata.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { pageData } from "../../src/shared/page-data.ts";
import { languageFile, pagePath, RESUME_PDF } from "../../src/shared/paths.ts";
import { copyOfSite, fixtureSite, THEMES, testFixtureSite } from "./fixture-site";
import {
  appStarted,
  expect,
  expectNoAxeViolations,
  test as oneLanguageTest,
  projectDialog,
  ROUTES,
  readPdf,
  saveScreenshot,
  scrollsSideways,
  visit,
} from "./fixtures";

const FIXTURE = "valid-languages";
const test = testFixtureSite(FIXTURE);

const compiled = await compileContent({ contentDir: fixtureSite(FIXTURE).contentDir });
if (!compiled.ok || compiled.translations.length < 2)
  throw new Error(`tests/fixtures/${FIXTURE} must compile to a site in three languages`);

/** Each language's site: its content, its page's folder (`pt-pt/`), its tag and name. */
const SITES = [compiled.content, ...compiled.translations].map((site) => ({
  site,
  folder: pagePath(site.site),
  lang: site.site.lang,
  name: site.site.languages?.find(({ lang }) => lang === site.site.lang)?.name ?? "",
}));
type Site = (typeof SITES)[number];
const [DEFAULT] = SITES;
const RTL = SITES.find(({ site }) => site.site.dir === "rtl");
const PROJECT = compiled.content.projects.find((project) => project.images.length > 0);
if (!DEFAULT || !RTL || !PROJECT)
  throw new Error(`tests/fixtures/${FIXTURE} needs a right-to-left language and a project with images`);

/** The project of `id` in the site of another language. */
const projectIn = (site: SiteContent, id: string) => site.projects.find((project) => project.id === id);

/** The header's switcher of the page of `site`, by its name in that page's language. */
const switcher = (page: Page, { site }: Site) =>
  page.locator(".site-header").getByRole("navigation", { name: site.site.words.language });

/** The open project's dialog, in the page of `from`, and its own link to the page of `to`. */
const dialogIn = (page: Page, from: Site) =>
  projectDialog(page, projectIn(from.site, PROJECT.id)?.title ?? "");
const dialogLinkTo = (page: Page, from: Site, to: Site) =>
  dialogIn(page, from)
    .getByRole("group", { name: from.site.site.words.language })
    .getByRole("link", { name: to.name, exact: true });

/** The switcher's link to the page of `to`, by that language's own name. */
const linkTo = (page: Page, from: Site, to: Site) =>
  switcher(page, from).getByRole("link", { name: to.name, exact: true });

test.describe("a site in several languages", () => {
  for (const { site, folder, lang } of SITES)
    test(`the ${lang} page says its language and direction, names every language's page and has its own title`, async ({
      page,
      baseURL,
    }) => {
      const html = await (await page.request.get(new URL(folder, baseURL).href)).text();
      expect(html).toContain(`<title>${pageTitle(site).replaceAll("'", "&#39;")}</title>`);
      await visit(page, "/", folder);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", site.site.dir);
      // The tab's title, in the page's words, once the app runs.
      await expect(page).toHaveTitle(`${site.site.words.resume} · ${site.profile.name}`);

      // Every language's page, and the default's as x-default: absolute with profile.url, else
      // relative to this page (its folder's way back to the site's).
      const root = site.profile.url ?? baseURL ?? "";
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), (link as HTMLLinkElement).href]),
        );
      expect(alternates).toEqual([
        ...SITES.map((other) => [other.lang, new URL(other.folder, root).href]),
        ["x-default", new URL(DEFAULT.folder, root).href],
      ]);
      const meta = (property: string) =>
        page
          .locator(`head meta[property="${property}"]`)
          .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
      expect(await meta("og:locale")).toEqual([ogLocale(lang)]);
      expect(await meta("og:locale:alternate")).toEqual(
        SITES.filter((other) => other.lang !== lang).map((other) => ogLocale(other.lang)),
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
      );
      expect(jsonLd.inLanguage).toBe(lang);
      expect(jsonLd.name).toBe(pageTitle(site));

      // Its own link preview and JSON Resume, beside the default's.
      for (const file of ["og-image.png", "resume.json"]) {
        const response = await page.request.get(new URL(languageFile(file, site.site), baseURL).href);
        expect(response.ok(), languageFile(file, site.site)).toBe(true);
      }
      const resume = await (
        await page.request.get(new URL(languageFile("resume.json", site.site), baseURL).href)
      ).json();
      expect(resume.basics.label).toBe(site.profile.label);
    });

  test("the switcher names every language in its own, marks this one, and is reached by the keyboard", async ({
    page,
  }) => {
    for (const from of SITES) {
      await visit(page, "/", from.folder);
      const links = switcher(page, from).getByRole("link");
      await expect(links).toHaveCount(SITES.length);
      for (const [index, to] of SITES.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveText(to.name);
        await expect(link).toHaveAttribute("lang", to.lang);
        await expect(link).toHaveAttribute("hreflang", to.lang);
        if (to === from) await expect(link).toHaveAttribute("aria-current", "true");
        else await expect(link).not.toHaveAttribute("aria-current");
      }
    }
    // After the navigation, the keyboard reaches each language, and Enter follows it.
    const [, second] = SITES;
    if (!second) throw new Error("three languages");
    await visit(page, "/projects", DEFAULT.folder);
    await page.locator(".site-nav a").last().focus();
    await page.keyboard.press("Tab");
    await expect(linkTo(page, DEFAULT, DEFAULT)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(linkTo(page, DEFAULT, second)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", second.lang);
    await appStarted(page);
    await expect(page.locator("main h1:visible")).toHaveText(second.site.site.words.projectHighlights);
  });

  test("the switcher leads to the same screen and the same open project in each language, and back", async ({
    page,
    baseURL,
  }) => {
    for (const [index, from] of SITES.entries()) {
      const to = SITES[(index + 1) % SITES.length] as Site;
      // The screen: the Projects screen stays the Projects screen.
      await visit(page, "/projects", from.folder);
      await linkTo(page, from, to).click();
      await expect(page).toHaveURL(new URL(`${to.folder}#/projects`, baseURL).href);
      await appStarted(page);
      await expect(page.locator("html")).toHaveAttribute("lang", to.lang);
      await expect(page.locator("main h1:visible")).toHaveText(to.site.site.words.projectHighlights);

      // The open project: the header is behind its dialog, whose own links lead to it in the
      // other language. A real click, as a visitor's.
      await visit(page, `/projects?project=${PROJECT.id}`, from.folder);
      await expect(dialogIn(page, from)).toBeVisible();
      const link = dialogLinkTo(page, from, to);
      const href = new URL((await link.getAttribute("href")) ?? "", page.url());
      expect(href.pathname).toBe(new URL(to.folder, baseURL).pathname);
      expect(href.hash).toBe(`#/projects?project=${encodeURIComponent(PROJECT.id)}`);
      await link.click();
      await expect(page.locator("html")).toHaveAttribute("lang", to.lang);
      await appStarted(page);
      await expect(dialogIn(page, to)).toBeVisible();
    }
  });

  test("a project's dialog has the language links, reached with Tab and marked where the visitor is", async ({
    page,
    baseURL,
  }) => {
    const to = RTL;
    await visit(page, `/projects?project=${PROJECT.id}`, DEFAULT.folder);
    const dialog = dialogIn(page, DEFAULT);
    await expect(dialog).toBeVisible();
    const group = dialog.getByRole("group", { name: DEFAULT.site.site.words.language });
    await expect(group.getByRole("link")).toHaveCount(SITES.length);
    await expect(group.getByRole("link", { name: DEFAULT.name, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The keyboard: Tab stays in the dialog and reaches the link, Enter follows it.
    const link = dialogLinkTo(page, DEFAULT, to);
    let presses = 0;
    while (!(await link.evaluate((element) => element === document.activeElement)) && presses < 40) {
      await page.keyboard.press("Tab");
      presses++;
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      new URL(`${to.folder}#/projects?project=${encodeURIComponent(PROJECT.id)}`, baseURL).href,
    );
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await appStarted(page);
    await expect(dialogIn(page, to)).toBeVisible();
    // Closing it leaves the visitor on the Projects screen of that language.
    await page.keyboard.press("Escape");
    await expect(dialogIn(page, to)).toBeHidden();
    await expect(page.locator("main h1:visible")).toHaveText(to.site.site.words.projectHighlights);
  });

  test("the switcher works before the app starts: the same screen in the other language", async ({
    page,
    baseURL,
  }) => {
    // The app's code never arrives (held, never answered): the page works as prerendered, with its inline scripts.
    await page.route("**/assets/*.js", () => {});
    const to = RTL;
    await page.goto(`./${DEFAULT.folder}#/projects`, { waitUntil: "commit" });
    await expect(page.locator("main h1:visible")).toHaveText(compiled.content.site.words.projectHighlights);
    await linkTo(page, DEFAULT, to).click();
    await expect(page).toHaveURL(new URL(`${to.folder}#/projects`, baseURL).href);
    await expect(page.locator("html")).toHaveAttribute("lang", to.lang);
    await expect(page.locator("main h1:visible")).toHaveText(to.site.site.words.projectHighlights);
    // And back, to a shared project's sheet.
    await page.goto(`./${to.folder}#/projects?project=${PROJECT.id}`, { waitUntil: "commit" });
    await expect(dialogIn(page, to)).toBeVisible();
    await dialogLinkTo(page, to, DEFAULT).click();
    await expect(page.locator("html")).toHaveAttribute("lang", DEFAULT.lang);
    await expect(dialogIn(page, DEFAULT)).toBeVisible();
  });

  test("the switcher keeps the place on the page: the same section as far above the window's top", async ({
    page,
  }) => {
    for (const to of SITES.slice(1)) {
      await visit(page, "/", DEFAULT.folder);
      const heading = page.locator("#experience-heading");
      // The Experience heading 30 pixels above the window's top.
      await heading.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 30),
      );
      await linkTo(page, DEFAULT, to).click();
      await expect(page.locator("html")).toHaveAttribute("lang", to.lang);
      await appStarted(page);
      await expect(page.locator("#experience-heading")).toHaveText(to.site.site.words.experience);
      await expect
        .poll(() =>
          page.locator("#experience-heading").evaluate((element) => element.getBoundingClientRect().top),
        )
        .toBeCloseTo(-30, 0);
    }
  });

  test("the switcher fits a phone 360 pixels wide, in every language, right to left too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const from of SITES) {
      await visit(page, "/", from.folder);
      expect(await scrollsSideways(page)).toBe(false);
      const boxes = await switcher(page, from)
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, box] of boxes.entries()) {
        expect(box.left, `${from.lang}: link ${i} inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(360);
        for (const other of boxes.slice(i + 1))
          expect(
            box.right <= other.left + 0.5 || other.right <= box.left + 0.5 || box.bottom <= other.top + 0.5,
          ).toBe(true);
      }
    }
  });

  for (const entry of SITES)
    test(`a project's dialog in ${entry.lang}, with its language links, fits and passes axe in both themes @both-sizes`, async ({
      page,
    }, testInfo) => {
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await visit(page, `/projects?project=${PROJECT.id}`, entry.folder);
        const dialog = dialogIn(page, entry);
        await expect(dialog).toBeVisible();
        // Title, links and close button each in their own space, inside the dialog.
        const header = dialog.locator(".dialog-header");
        const parts = [
          header.getByRole("heading"),
          ...(await header.getByRole("link").all()),
          header.getByRole("button", { name: entry.site.site.words.close }),
        ];
        const frame = await dialog.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
        const boxes: DOMRect[] = [];
        for (const part of parts) {
          const box = await part.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
          expect(box.left).toBeGreaterThanOrEqual(frame.left);
          expect(box.right).toBeLessThanOrEqual(frame.right);
          boxes.push(box);
        }
        for (const [i, box] of boxes.entries())
          for (const other of boxes.slice(i + 1))
            expect(
              box.right <= other.left + 0.5 ||
                other.right <= box.left + 0.5 ||
                box.bottom <= other.top + 0.5 ||
                other.bottom <= box.top + 0.5,
              `${entry.lang}: the dialog header's parts do not overlap`,
            ).toBe(true);
        await expectNoAxeViolations(page, `a project's dialog in ${entry.lang}, ${theme}`);
        await saveScreenshot(page, testInfo, theme, `languages-${entry.lang}-project-dialog`);
      }
    });

  for (const entry of SITES)
    for (const { name, path: route, slug } of ROUTES.filter(({ slug }) =>
      (pageData(entry.site).screens as string[]).includes(slug),
    ))
      test(`the ${name} screen in ${entry.lang}, with its switcher, passes axe in both themes @both-sizes`, async ({
        page,
      }, testInfo) => {
        const { site, folder, lang } = entry;
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          await visit(page, route, folder);
          await expect(page.locator("html")).toHaveAttribute("dir", site.site.dir);
          await expect(switcher(page, entry)).toBeVisible();
          expect(await scrollsSideways(page)).toBe(false);
          await expectNoAxeViolations(page, `${name} in ${lang}, ${theme}`);
          await saveScreenshot(page, testInfo, theme, `languages-${lang}-${slug}`, {
            fullPage: slug !== "resume",
          });
        }
      });

  test("npm run pdf prints each language's resume, in its words, and links each page to its own", async ({
    baseURL,
  }) => {
    test.slow();
    const dist = copyOfSite(fixtureSite(FIXTURE).outDir, "folio-languages-pdf-");
    try {
      execFileSync(path.join("node_modules/.bin/tsx"), ["scripts/commands/pdf.ts", "--dist", dist], {
        stdio: "pipe",
      });
      for (const { site, folder } of SITES) {
        const file = path.join(dist, languageFile(RESUME_PDF, site.site));
        expect(existsSync(file), file).toBe(true);
        const { pages, info } = await readPdf(new Uint8Array(readFileSync(file)));
        // Printed from its language's page: its title is the owner's in that language.
        expect(info.Title).toBe(`${site.profile.name}, ${site.profile.label}`);
        const text = pages.map((pdfPage) => pdfPage.text).join(" ");
        const headings = [site.site.words.experience, site.site.words.education];
        if (site.site.dir === "ltr")
          // Headings print in capitals.
          for (const heading of headings)
            expect(text.toLocaleUpperCase(site.site.lang), `${file} holds "${heading}"`).toContain(
              heading.toLocaleUpperCase(site.site.lang),
            );
        else {
          // Right to left, the PDF draws each line from its end: read back to front, it holds them.
          const read = pages.map((pdfPage) => pdfPage.rightToLeft).join("");
          for (const heading of headings)
            expect(read, `${file} holds "${heading}"`).toContain(
              heading.normalize("NFKC").replace(/\s+/g, ""),
            );
        }
        for (const heading of [DEFAULT.site.site.words.experience, DEFAULT.site.site.words.education])
          if (site !== DEFAULT.site)
            expect(text.toLocaleUpperCase()).not.toContain(heading.toLocaleUpperCase());
        const html = readFileSync(path.join(dist, folder, "index.html"), "utf8");
        expect(html).toContain(
          `<a class="pdf-link" href="${folder ? "../" : ""}${languageFile(RESUME_PDF, site.site)}"`,
        );
      }
    } finally {
      rmSync(path.dirname(dist), { recursive: true, force: true });
    }
    // The site it printed from is the one served.
    expect(baseURL).toBeTruthy();
  });
});

oneLanguageTest(
  "a site in one language has no switcher, no alternates and no language script",
  async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("a[data-language-link]")).toHaveCount(0);
    await expect(page.locator(".language-switcher")).toHaveCount(0);
    await expect(page.locator("link[hreflang], meta[property^='og:locale']")).toHaveCount(0);
    await expect(page.locator("script#language-switch")).toHaveCount(0);
  },
);

const japaneseTest = testFixtureSite("valid-japanese");

japaneseTest.describe("names in each language (valid-japanese)", () => {
  japaneseTest(
    "the English page names the owner and a company as English writes them, and a company left in Japanese in its own lang",
    async ({ page }, testInfo) => {
      await visit(page, "/", "en/");
      await expect(page).toHaveTitle(/ · Aoi Yamamoto-Klaus$/);
      await expect(page.locator(".site-header .brand")).toHaveText("Aoi Yamamoto-Klaus");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aoi Yamamoto-Klaus");
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
      const given = page.getByRole("heading", { level: 3, name: "Naniwa Yoyaku Inc." });
      await expect(given).toBeVisible();
      await expect(given.locator("[lang]")).toHaveCount(0);
      const leftOut = page.getByRole("heading", { level: 3, name: "京町システム合同会社" });
      await expect(leftOut.locator('[lang="ja"]')).toHaveText("京町システム合同会社");
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await saveScreenshot(page, testInfo, theme, "japanese-names-en", { fullPage: false });
      }
    },
  );

  japaneseTest(
    "the Japanese page sets each word's reading over it, and the name in Latin letters under it",
    async ({ page }, testInfo) => {
      await visit(page, "/");
      const name = page.getByRole("heading", { level: 1 });
      await expect(name.locator("rt")).toHaveText(["やまもとクラウス", "あおい"]);
      await expect(name.locator("ruby")).toHaveCount(2);
      const latin = name.locator(".banner-latin-name");
      await expect(latin).toHaveText("Aoi Yamamoto-Klaus");
      await expect(latin).toHaveAttribute("lang", "ja-Latn");
      // Each reading above its word, and the Latin form below the name: as a Japanese reader expects them.
      const placed = await name.evaluate((heading) => {
        const latinTop = heading.querySelector(".banner-latin-name")?.getBoundingClientRect().top ?? 0;
        return [...heading.querySelectorAll("ruby")].map((ruby) => {
          const base = document.createRange();
          base.selectNodeContents(ruby.firstChild as Node);
          const word = base.getBoundingClientRect();
          const reading = ruby.querySelector("rt")?.getBoundingClientRect() ?? word;
          return {
            // The word's box is its font's, taller than its letters: the reading starts above it, and ends in its upper half.
            above: reading.top < word.top && reading.bottom <= word.top + word.height / 2,
            over: reading.left < word.right && reading.right > word.left,
            latinUnder: latinTop >= word.bottom - 1,
          };
        });
      });
      expect(placed).toEqual([
        { above: true, over: true, latinUnder: true },
        { above: true, over: true, latinUnder: true },
      ]);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await saveScreenshot(page, testInfo, theme, "japanese-names-ja", { fullPage: false });
      }
    },
  );
});
