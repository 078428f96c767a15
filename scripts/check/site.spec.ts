/**
 * The owner's built site, checked before it is published (`npm run check`): whatever the
 * content, every screen of every language's page renders the owner's name without a console
 * error, follows the link rules and passes axe in both themes, every project opens, the Resume
 * prints, it links to its PDF exactly when `npm run pdf` has made one, and its plain text
 * (resume.txt) holds the owner and every job. Each variant's page in each language renders, is
 * kept out of search engines and passes axe; so does each cover letter's page, in its language
 * and direction, with the owner's name.
 *
 * Each printed PDF must open, have pages and name the owner as its author: right for every
 * content. How machines read it back (every fact of its resume.json in order, by each
 * extractor: scripts/check/resume-facts.ts) judges the engine's own output, its layout, fonts
 * and reading order, which no content can change: the figures and any rule broken are a warning
 * the owner reads (printed, and the test's annotation), never a failure of the deploy. The
 * engine's own browser suite holds its fixtures to those rules (tests/e2e/resume-pdf-facts.spec.ts).
 * Each page's Word file (resume.docx) must be there and open as one; its text is read back
 * (scripts/check/resume-word.ts) and held to the same rules, a rule broken a warning as the PDF's.
 * So must each cover letter's Word file (letter.docx); its paragraphs, as its PDF's, are read
 * back in order (scripts/check/letter-reading.ts), one not found a warning.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { TestInfo } from "@playwright/test";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { pageData } from "../../src/shared/page-data.ts";
import { languageFile, pagePath, RESUME_JSON, RESUME_PDF, RESUME_WORD } from "../../src/shared/paths.ts";
import { printResume } from "../pdf/pdf.ts";
import { LETTER_BUDGET } from "../publish/build-record.ts";
import { LETTER_PDF, LETTER_WORD, letterFolder } from "../vite/share/letter-page.ts";
import {
  brokenLinkRules,
  content,
  expect,
  expectNoAxeViolations,
  letters,
  linksOn,
  projectDialog,
  ROUTES,
  siteDist,
  test,
  translations,
  variantPages,
  visit,
} from "./fixtures.ts";
import { letterOpenings, notInOrder, orderWarning, readLetterWord } from "./letter-reading.ts";
import { extractedTexts, hasPdftotext } from "./pdf-text.ts";
import { expectPlainTextResume } from "./plain-resume.ts";
import { figures, pageLayoutOf, readableFailures } from "./resume-facts.ts";
import { readJsonResume, readResumePdf } from "./resume-pdf.ts";
import { readResumeWord, UnreadableWord, wordWarning } from "./resume-word.ts";

/** A PDF's pages and the document information a reader shows (the title, the author). */
async function pdfInfo(data: Uint8Array) {
  const pdf = await PDFDocument.load(data, { updateMetadata: false });
  return { pages: pdf.getPageCount(), title: pdf.getTitle() ?? "", author: pdf.getAuthor() ?? "" };
}

/** Where an owner reports a fault of the engine's PDF: npm opens the engine's issue tracker. */
const REPORT_TO = "npm bugs folio-resume";

/**
 * The PDF `file`, printed for `site`, checked: it opens, has pages and names the owner as its
 * author (failures: what the owner can fix is printing it again). Then read back by each
 * extractor: the figures are the test's annotation, and each rule broken (a fault of the
 * engine's PDF, never of the content) a warning, printed where the owner sees it and annotated.
 */
async function checkPdf(file: string, site: SiteContent, testInfo: TestInfo): Promise<void> {
  const data = new Uint8Array(readFileSync(file));
  const { pages, author } = await pdfInfo(data);
  expect(pages, `${path.basename(file)} has no page: print it again with npm run pdf`).toBeGreaterThan(0);
  expect(author, `${path.basename(file)} is not the owner's: print it again with npm run pdf`).toBe(
    site.profile.name,
  );
  const resume = readJsonResume(path.join(siteDist, languageFile(RESUME_JSON, site.site)));
  const readings = await readResumePdf(file, resume, { ...pageLayoutOf(site), data });
  testInfo.annotations.push({
    type: "extractors",
    description: [
      ...readings.map(({ extractor, report }) => `${extractor}: ${figures(report)}`),
      ...(hasPdftotext() ? [] : ["pdftotext not installed (npm run setup:browser installs it): not run"]),
    ].join("; "),
  });
  // Words in right-to-left letters read back by pdf.js+ActualText, which honours the PDF's marks
  // for them; the other extractors are held to what of them they can read (docs/publishing.md#pdf).
  for (const { extractor, report } of readings) {
    const failures = readableFailures(report, site.site.dir, extractor);
    if (failures.length === 0) continue;
    const warning = [
      `warning: ${path.basename(file)} as ${extractor} reads it: ${figures(report)}, ${failures.length} of the engine's reading rules broken.`,
      "How machines read the PDF is the engine's doing, not your content's (unless content/site.css hides or moves what it names): nothing to change, and the deploy goes on.",
      `Report it with the lines below and your resume.json (${REPORT_TO} opens the engine's issues):`,
      ...failures.map((failure) => `  ${failure}`),
    ].join("\n");
    testInfo.annotations.push({ type: "warning", description: warning });
    console.log(warning);
  }
}

/**
 * Whether npm run pdf has left `file` unprinted (it prints the PDFs after the build): then there
 * is nothing to read, and the test notes so.
 */
function notPrinted(file: string, testInfo: TestInfo): boolean {
  if (existsSync(file)) return false;
  testInfo.annotations.push({ type: "no PDF", description: `${file} is not there: npm run pdf prints it` });
  return true;
}

/**
 * The Word file of `site`'s page, checked: it is there and opens as a Word file (failures: what
 * the owner can fix is building the site again). Then its text read back: the figures are the
 * test's annotation, and each rule broken (the engine's doing) a warning, as the PDF's.
 */
async function checkWord(site: SiteContent, testInfo: TestInfo): Promise<void> {
  const name = languageFile(RESUME_WORD, site.site);
  const file = path.join(siteDist, name);
  expect(existsSync(file), `${name} is not there: build the site again with npm run build`).toBe(true);
  const resume = readJsonResume(path.join(siteDist, languageFile(RESUME_JSON, site.site)));
  let reading: Awaited<ReturnType<typeof readResumeWord>> | undefined;
  let unreadable: string | undefined;
  try {
    reading = await readResumeWord(file, resume, pageLayoutOf(site));
  } catch (error) {
    if (!(error instanceof UnreadableWord)) throw error;
    unreadable = error.message;
  }
  expect(
    unreadable,
    `${name} cannot be read as a Word file: ${unreadable}. Build the site again with npm run build`,
  ).toBeUndefined();
  if (!reading) return;
  const { report } = reading;
  testInfo.annotations.push({ type: "word", description: `${name}: ${figures(report)}` });
  const warning = wordWarning(name, report, REPORT_TO);
  if (!warning) return;
  testInfo.annotations.push({ type: "warning", description: warning });
  console.log(warning);
}

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

  test(`the Resume${language} prints: a PDF titled with the owner's name`, async ({ page, baseURL }) => {
    const pdf = await printResume(page, new URL(folder, baseURL).href, "a4");
    const { pages, title } = await pdfInfo(new Uint8Array(pdf));
    expect(pages).toBeGreaterThan(0);
    // The title is the Resume page's, which starts with the owner's name.
    expect(title).toContain(name);
  });

  test(`resume.txt${language} is the resume as plain text: the owner's name first, every job's company and position in order, no markup`, async ({
    request,
  }) => {
    await expectPlainTextResume(request, site);
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
    // npm run pdf writes the owner as the PDF's author.
    expect((await pdfInfo(new Uint8Array(await response.body()))).author).toBe(name);
  });

  test(`resume.docx${language} opens as a Word file, and how a portal reads it is reported`, async ({
    page: _page,
  }, testInfo) => {
    await checkWord(site, testInfo);
  });

  test(`the resume PDF${language} opens, names the owner, and how machines read it is reported`, async ({
    page: _page,
  }, testInfo) => {
    const pdf = path.join(siteDist, languageFile(RESUME_PDF, site.site));
    if (notPrinted(pdf, testInfo)) return;
    await checkPdf(pdf, site, testInfo);
  });
}

for (const site of variantPages) {
  const variant = site.site.variant?.name ?? "";
  const what = `the variant ${variant}${translations.length > 0 ? ` (${site.site.lang})` : ""}`;
  const folder = pagePath(site.site);

  test(`${what}'s page renders its Resume, is kept out of search engines and passes axe in both themes`, async ({
    page,
    baseURL,
  }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await visit(page, "/", folder);
      await expect(page.locator("html")).toHaveAttribute("lang", site.site.lang);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByText(site.profile.name, { exact: true }).first()).toBeVisible();
      expect(brokenLinkRules(await linksOn(page), new URL(baseURL ?? "").origin)).toEqual([]);
      await expectNoAxeViolations(page, `${what}, ${colorScheme}`);
    }
  });

  test(`${what}'s Word file opens, and how a portal reads it is reported`, async ({
    page: _page,
  }, testInfo) => {
    await checkWord(site, testInfo);
  });

  test(`${what}'s PDF opens, names the owner, how machines read it reported, its pages against its budget noted`, async ({
    page: _page,
  }, testInfo) => {
    const pdf = path.join(siteDist, languageFile(RESUME_PDF, site.site));
    if (notPrinted(pdf, testInfo)) return;
    await checkPdf(pdf, site, testInfo);
    const budget = site.site.variant?.pages;
    // Over it, npm run pdf said by how much and what begins on the pages over it: a warning, not a failure.
    if (budget !== undefined) {
      const { pages } = await pdfInfo(new Uint8Array(readFileSync(pdf)));
      testInfo.annotations.push({ type: "pages", description: `${pages} of ${budget}` });
    }
  });
}

for (const letter of letters) {
  const folder = letterFolder(letter);
  const owner = [content, ...translations].find(({ site }) => site.lang === letter.lang) ?? content;
  const what = `the letter ${letter.name}`;

  test(`${what}'s page shows the owner and the letter in its language, is kept out of search engines and passes axe`, async ({
    page,
  }) => {
    await page.goto(`./${folder}`);
    await expect(page.locator("html")).toHaveAttribute("lang", letter.lang);
    await expect(page.locator("html")).toHaveAttribute("dir", letter.dir);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.locator("main h1")).toHaveText(owner.profile.name);
    await expectNoAxeViolations(page, what);
  });

  test(`${what}'s PDF opens, names the owner, how machines read it reported, its pages against its budget noted`, async ({
    page: _page,
  }, testInfo) => {
    const file = path.join(siteDist, folder, LETTER_PDF);
    if (notPrinted(file, testInfo)) return;
    const data = new Uint8Array(readFileSync(file));
    const { pages, author } = await pdfInfo(data);
    expect(pages, `${path.basename(file)} has no page: print it again with npm run pdf`).toBeGreaterThan(0);
    expect(author, `${file} is not the owner's: print it again with npm run pdf`).toBe(owner.profile.name);
    testInfo.annotations.push({ type: "pages", description: `${pages} of ${LETTER_BUDGET}` });
    // Its paragraphs' opening words in order, read as the PDF's marks say (right to left too):
    // a fault of the engine's PDF, never of the letter, so a warning.
    const texts = await extractedTexts(file, data);
    const read = (texts.find(({ extractor }) => extractor === "pdf.js+ActualText") ?? texts[0])?.lines ?? [];
    const warning = orderWarning(file, notInOrder(read, letterOpenings(letter.blocks)), REPORT_TO);
    if (warning) {
      console.warn(warning);
      testInfo.annotations.push({ type: "warning", description: warning });
    }
  });

  test(`${what}'s Word file opens, and its paragraphs read back in order`, async ({
    page: _page,
  }, testInfo) => {
    const file = path.join(siteDist, folder, LETTER_WORD);
    const { lines, missing, failure } = await readLetterWord(file, letter.blocks);
    expect(failure, failure).toBeUndefined();
    testInfo.annotations.push({ type: "word", description: `${file}: ${lines.length} paragraphs` });
    const warning = orderWarning(file, missing, REPORT_TO);
    if (warning) {
      console.warn(warning);
      testInfo.annotations.push({ type: "warning", description: warning });
    }
  });
}
