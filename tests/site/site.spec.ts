/**
 * The owner's built site, checked before it is published (`npm run check:site`): whatever the
 * content, every screen of every language's page renders the owner's name without a console
 * error, follows the link rules and passes axe in both themes, every project opens, the Resume
 * prints, and it links to its PDF exactly when `npm run pdf` has made one.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { printResume } from "../../scripts/site/pdf.ts";
import { pageData } from "../../src/shared/page-data";
import { languageFile, pagePath, RESUME_PDF } from "../../src/shared/paths.ts";
import {
  brokenLinkRules,
  content,
  expect,
  expectNoAxeViolations,
  linksOn,
  pdfText,
  projectDialog,
  ROUTES,
  readPdf,
  siteDist,
  test,
  translations,
  visit,
} from "../e2e/fixtures";

/** A letter of a script written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko, and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** Letters of right-to-left scripts (their marks and punctuation too) and spaces, nothing else. */
const ONLY_RIGHT_TO_LEFT = /^[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\s]+$/;

/** Each language's page of the site: the default's, then each other's in its folder (`pt-pt/`). */
const PAGES = [content, ...translations].map((site) => ({
  site,
  folder: pagePath(site.site),
  /** " (pt-PT)" after a test's name on a site in several languages. */
  in: translations.length > 0 ? ` (${site.site.lang})` : "",
}));

for (const { site, folder, in: language } of PAGES) {
  const { name } = site.profile;
  /** A site without projects or an About page has no such screen (its address shows Not Found). */
  const { screens } = pageData(site);

  for (const route of ROUTES.filter((route) => (screens as string[]).includes(route.slug))) {
    test(`${route.name}${language} renders the owner's name, follows the link rules and passes axe in both themes @both-sizes`, async ({
      page,
      baseURL,
    }) => {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await visit(page, route.path, folder);
        await expect(page.locator("html")).toHaveAttribute("lang", site.site.lang);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
        expect(brokenLinkRules(await linksOn(page), new URL(baseURL ?? "").origin)).toEqual([]);
        await expectNoAxeViolations(page, `${route.name}${language}, ${colorScheme}`);
      }
    });
  }

  test(`every project${language} opens in its dialog, follows the link rules and passes axe`, async ({
    page,
    baseURL,
  }) => {
    for (const project of site.projects) {
      await visit(page, `/projects?project=${project.id}`, folder);
      await expect(projectDialog(page, project.title)).toBeVisible();
      expect(brokenLinkRules(await linksOn(page), new URL(baseURL ?? "").origin), project.title).toEqual([]);
      await expectNoAxeViolations(page, project.title);
    }
  });

  test(`the Resume${language} prints: a PDF holding the name, title, every employer and school`, async ({
    page,
    baseURL,
  }) => {
    const pdf = await printResume(page, new URL(folder, baseURL).href, "a4");
    const { pages } = await readPdf(new Uint8Array(pdf));
    const text = pages.map((pdfPage) => pdfPage.text).join(" ");
    const rightToLeft = pages.map((pdfPage) => pdfPage.rightToLeft).join("");
    // Text written right to left comes out of a PDF in the order it is drawn, each line from its
    // end: read back to front (PdfPage.rightToLeft), a text wholly in such a script is there as
    // written. One that mixes in left-to-right words is drawn in an order no reader puts back
    // reliably: the PDF must hold text in its script.
    for (const expected of [
      name,
      site.profile.label,
      ...site.experience.map((job) => job.company),
      ...site.education.map((school) => school.institution),
    ])
      if (ONLY_RIGHT_TO_LEFT.test(expected))
        expect(rightToLeft, expected).toContain(expected.normalize("NFKC").replace(/\s+/g, ""));
      else if (RIGHT_TO_LEFT.test(expected)) expect(text.normalize("NFKC")).toMatch(RIGHT_TO_LEFT);
      else expect(text).toContain(expected.replace(/\s+/g, " "));
  });

  test(`the Resume${language} links to its PDF exactly when the site has one, and the link leads to it`, async ({
    page,
  }) => {
    await visit(page, "/", folder);
    const link = page.locator(".banner").getByRole("link", { name: site.site.words.resumePdf });
    if (!existsSync(path.join(siteDist, languageFile(RESUME_PDF, site.site)))) {
      await expect(link).toHaveCount(0);
      return;
    }
    await expect(link).toBeVisible();
    const response = await page.request.get(
      new URL((await link.getAttribute("href")) ?? "", page.url()).href,
    );
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    const text = (await pdfText(new Uint8Array(await response.body()))).join(" ");
    expect(text).toContain(name.replace(/\s+/g, " "));
  });
}
