/**
 * Every fixture site's resume, printed in each of its languages as `npm run pdf` prints it,
 * reads right: its text, by pdf.js in drawing order and by pdftotext in layout order, holds
 * every fact of the language's resume.json in order, each entry's together under its heading
 * (scripts/check/resume-facts.ts), but for words in right-to-left letters, which do not read
 * back (readableFailures). The figures (facts in order out of all, by each
 * extractor) are the test's annotations.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { figures, pageLayoutOf, readableFailures } from "../../scripts/check/resume-facts.ts";
import { readJsonResume, readResumePdf } from "../../scripts/check/resume-pdf.ts";
import { printResume } from "../../scripts/site/pdf.ts";
import { languageFile, pagePath, RESUME_JSON } from "../../src/shared/paths.ts";
import { testFixtureSite } from "./fixture-site.ts";
import { expect, test } from "./fixtures";
import { contentIn, languagesOf } from "./site-languages.ts";
import { type FixtureSite, SITES, type SiteName } from "./sites.ts";

for (const [name, site] of Object.entries(SITES) as [SiteName, FixtureSite][]) {
  const siteTest = testFixtureSite(name);
  for (const lang of languagesOf(site)) {
    siteTest(
      `${name}${lang ? ` (${lang})` : ""}: the printed resume holds every fact of its resume.json in order, by pdf.js and pdftotext`,
      async ({ page, baseURL }, testInfo) => {
        test.slow();
        const content = await contentIn(site, lang);
        const pdf = await printResume(page, new URL(pagePath(content.site), baseURL ?? "").href);
        const file = testInfo.outputPath("resume.pdf");
        writeFileSync(file, pdf);
        const resume = readJsonResume(path.join(site.outDir, languageFile(RESUME_JSON, content.site)));
        const readings = await readResumePdf(file, resume, {
          ...pageLayoutOf(content),
          requirePdftotext: true,
          data: pdf,
        });
        // Words in right-to-left letters do not read back (docs/publishing.md#pdf).
        for (const { extractor, report } of readings) {
          testInfo.annotations.push({ type: extractor, description: figures(report) });
          const failures = readableFailures(report, content.site.dir);
          expect.soft(failures, `${extractor} reads ${name}'s resume:\n${failures.join("\n")}`).toEqual([]);
        }
      },
    );
  }
}
