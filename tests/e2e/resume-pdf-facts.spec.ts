/**
 * Every fixture site's resume, printed in each of its languages as `npm run pdf` prints it,
 * reads right: its text, by pdf.js in drawing order and by pdftotext in layout order, holds
 * every fact of the language's resume.json in order, each entry's together under its heading
 * (scripts/check/resume-facts.ts). Words in right-to-left letters read back, each fact in
 * order, by pdf.js honouring the PDF's marks for them (pdf.js+ActualText, which reads every
 * PDF that has any); by the others, what of them does (readableFailures). The figures (facts
 * in order out of all, by each extractor) are the test's annotations.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { figures, pageLayoutOf, RIGHT_TO_LEFT, readableFailures } from "../../scripts/check/resume-facts.ts";
import { readJsonResume, readResumePdf } from "../../scripts/check/resume-pdf.ts";
import { printResume } from "../../scripts/pdf/pdf.ts";
import { languageFile, pagePath, RESUME_JSON } from "../../src/shared/paths.ts";
import { testFixtureSite } from "./fixture-site.ts";
import { expect, test } from "./fixtures";
import { contentIn, languagesOf } from "./site-languages.ts";
import { type FixtureSite, SITES, type SiteName } from "./sites.ts";

/**
 * Characters a PDF's map back to text may give for others drawn with the same glyph: CJK
 * radicals for their ideographs, the hyphenation point for "・", the figure dash for "–".
 */
const STAND_INS = /[\u2e80-\u2fdf\u2027\u2012]/gu;

for (const [name, site] of Object.entries(SITES) as [SiteName, FixtureSite][]) {
  const siteTest = testFixtureSite(name);
  for (const lang of languagesOf(site)) {
    const title = `${name}${lang ? ` (${lang})` : ""}`;
    siteTest(
      `${title}: the printed resume holds every fact of its resume.json in order, by pdf.js and pdftotext`,
      async ({ page, baseURL }, testInfo) => {
        test.slow();
        const content = await contentIn(site, lang);
        const pdf = await printResume(
          page,
          new URL(pagePath(content.site), baseURL ?? "").href,
          content.site.paper ?? "a4",
        );
        const file = testInfo.outputPath("resume.pdf");
        writeFileSync(file, pdf);
        const resume = readJsonResume(path.join(site.outDir, languageFile(RESUME_JSON, content.site)));
        const readings = await readResumePdf(file, resume, {
          ...pageLayoutOf(content),
          requirePdftotext: true,
          data: pdf,
        });
        // Words in right-to-left letters read back by an extractor that honours the PDF's marks
        // for them, every fact in order; by the others, what of them does (docs/publishing.md#pdf).
        for (const { extractor, report, lines } of readings) {
          testInfo.annotations.push({ type: extractor, description: figures(report) });
          const failures = readableFailures(report, content.site.dir, extractor);
          expect.soft(failures, `${extractor} reads ${name}'s resume:\n${failures.join("\n")}`).toEqual([]);
          // Read back as written, before any normalising: no character that stands in for
          // another (a radical for its ideograph), and the name as a recruiter copies it out.
          const text = lines.join("\n").normalize("NFC");
          const written = JSON.stringify(resume).normalize("NFC");
          const standIns = [...new Set(text.match(STAND_INS) ?? [])].filter(
            (char) => !written.includes(char),
          );
          expect.soft(standIns, `${extractor} reads characters ${name} does not write`).toEqual([]);
          if (content.site.dir === "ltr" || extractor === "pdf.js+ActualText")
            expect
              .soft(text.replace(/\s+/g, " "), `${extractor} reads ${name}'s name as written`)
              .toContain((resume.basics?.name ?? "").normalize("NFC"));
        }
        const rightToLeft = readings
          .flatMap(({ report }) => report.results)
          .filter((result) => RIGHT_TO_LEFT.test(result.value));
        if (rightToLeft.length > 0) {
          const logical = readings.find(({ extractor }) => extractor === "pdf.js+ActualText")?.report;
          const verified = (logical?.results ?? []).filter(
            (result) => result.inOrder && RIGHT_TO_LEFT.test(result.value),
          );
          testInfo.annotations.push({
            type: "right to left",
            description: `${verified.length} facts in right-to-left letters verified in order`,
          });
          expect(logical, "the PDF's right-to-left text is read by pdf.js+ActualText").toBeDefined();
          expect(verified.length).toBe(logical?.results.filter((r) => RIGHT_TO_LEFT.test(r.value)).length);
        }
      },
    );
  }
}
