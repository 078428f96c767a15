/**
 * The printed resume as résumé parsers take it apart (scripts/check/pdf-runs.ts): pdf.js's text
 * items, grouped into runs as OpenResume groups them, in every look and on both papers, and in
 * each language of the fixture in several (but for those written right to left, whose words
 * pdf.js gives last to first). Each fact is a run of its own, each heading one run, entries stand
 * ENTRY_GAP lines apart, and no page but the last ends with a heading; the outline names each
 * school's course list with its words apart. The figures are the test's annotations.
 */
import path from "node:path";
import { getDocumentProxy } from "unpdf";
import { checkRuns, pdfRuns, runFigures } from "../../scripts/check/pdf-runs.ts";
import { pageLayoutOf } from "../../scripts/check/resume-facts.ts";
import { readJsonResume } from "../../scripts/check/resume-pdf.ts";
import { PAPER, type Paper, printResume } from "../../scripts/pdf/pdf.ts";
import { LOOKS } from "../../src/shared/looks.ts";
import { languageFile, pagePath, RESUME_JSON } from "../../src/shared/paths.ts";
import { textDirection } from "../../src/shared/text-direction.ts";
import { fill } from "../../src/shared/words.ts";
import { testFixtureSite } from "./fixture-site.ts";
import { expect, test } from "./fixtures";
import { contentIn, languagesOf } from "./site-languages.ts";
import { lookSite, SITES, type SiteName } from "./sites.ts";

/** The complete site in each look (the default's is the suite's own), and the fixture in several languages. */
const PRINTED: SiteName[] = [
  ...LOOKS.map((look): SiteName => (look === "cards" ? "valid-full" : lookSite(look))),
  "valid-languages",
];

/** Every entry's title in the PDF's outline (its bookmarks), depth first. */
async function outlineTitles(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(pdf.slice(), { disableFontFace: true });
  type Item = { title: string; items: Item[] };
  const titles = (items: Item[] | null): string[] =>
    (items ?? []).flatMap((item) => [item.title, ...titles(item.items)]);
  try {
    return titles(await document.getOutline());
  } finally {
    await document.destroy();
  }
}

for (const name of PRINTED) {
  const site = SITES[name];
  const siteTest = testFixtureSite(name);
  // pdf.js gives the words of a language written right to left last to first.
  for (const lang of languagesOf(site).filter((lang) => !lang || textDirection(lang) === "ltr"))
    for (const paper of Object.keys(PAPER) as Paper[])
      siteTest(
        `${name}${lang ? ` (${lang})` : ""} on ${PAPER[paper]}: each fact of the printed resume is a text run of its own, entries apart, no heading last on a page`,
        async ({ page, baseURL }, testInfo) => {
          test.slow();
          const content = await contentIn(site, lang);
          const pdf = await printResume(page, new URL(pagePath(content.site), baseURL ?? "").href, paper);
          // The sections' headings as the printed page shows them.
          const pageHeadings = await page
            .locator("main h2")
            .evaluateAll((headings) =>
              headings.flatMap((heading) =>
                heading.checkVisibility() ? [(heading as HTMLElement).innerText.trim()] : [],
              ),
            );
          const resume = readJsonResume(path.join(site.outDir, languageFile(RESUME_JSON, content.site)));
          const report = checkRuns(resume, await pdfRuns(pdf), { ...pageLayoutOf(content), pageHeadings });
          testInfo.annotations.push({ type: "runs", description: runFigures(report) });
          expect(report.headings, "the page has section headings").toBeGreaterThan(0);
          expect(report.failures, report.failures.join("\n")).toEqual([]);
          // The outline names each school's course list in words apart: "Course list for …".
          const { words } = content.site;
          const courseLists = content.education.flatMap((school) =>
            school.courses?.length
              ? [`${words.courseList} ${fill(words.courseListFor, { institution: school.institution })}`]
              : [],
          );
          const outline = await outlineTitles(pdf);
          for (const title of courseLists) expect(outline).toContain(title);
        },
      );
}
