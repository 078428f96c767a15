/**
 * Every fixture site's resume, printed in each of its languages as `npm run pdf` prints it,
 * reads right: its text, by pdf.js in drawing order and by pdftotext in layout order, holds
 * every fact of the language's resume.json in order, each entry's together under its heading
 * (scripts/check/resume-facts.ts), but for words in right-to-left letters, which do not read
 * back (readableFailures). The figures (facts in order out of all, by each
 * extractor) are the test's annotations.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { figures, pageLayoutOf, readableFailures } from "../../scripts/check/resume-facts.ts";
import { readJsonResume, readResumePdf } from "../../scripts/check/resume-pdf.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { printResume } from "../../scripts/site/pdf.ts";
import { languageFile, pagePath, RESUME_JSON } from "../../src/shared/paths.ts";
import { testFixtureSite } from "./fixture-site.ts";
import { expect, test } from "./fixtures";
import { type FixtureSite, SITES, type SiteName } from "./sites.ts";

/**
 * The languages of a fixture site, from its site.yaml as the tests are listed (the global
 * set-up writes the laid-together and imported content only later): the first is the default.
 * An imported site, or one without a list, is in one language ("" for it).
 */
function languagesOf(site: FixtureSite): string[] {
  const folders = site.layers?.map((layer) => path.join("tests/fixtures", layer)) ?? [site.contentDir];
  if (site.importFrom) return [""];
  const lists = folders.map((folder) => {
    try {
      return (parse(readFileSync(path.join(folder, "site.yaml"), "utf8")) as { languages?: string[] })
        ?.languages;
    } catch {
      return undefined;
    }
  });
  return lists.findLast((list) => list && list.length > 1) ?? [""];
}

/** The compiled content of `site` in the language `lang` ("" or the first: the default). */
async function contentIn(site: FixtureSite, lang: string) {
  const compiled = await compileContent({ contentDir: site.contentDir });
  if (!compiled.ok) throw new Error(`${site.contentDir} does not compile`);
  const all = [compiled.content, ...compiled.translations];
  const found = lang ? all.find((content) => content.site.lang === lang) : compiled.content;
  if (!found) throw new Error(`${site.contentDir} has no language ${lang}`);
  return found;
}

/**
 * What an extractor is known not to read back in a site's PDF, by the test's site and language:
 * a fault of the engine, held here exactly, so the test fails as soon as it reads right (and the
 * entry goes) or reads worse. Chromium embeds a CJK font of CFF outlines (Noto Sans CJK) as
 * Type 3, whose glyph boxes are taller than the line: pdftotext, laying the page out, puts the
 * full-width brackets and commas among Latin words on a line of their own.
 */
const KNOWN_UNREAD: Partial<Record<string, Partial<Record<string, string[]>>>> = {
  "valid-japanese (ja)": {
    pdftotext: ["skills 2 'クラウド': keyword 'AWS（Lambda、CloudFront、S3）' not found"],
  },
};

for (const [name, site] of Object.entries(SITES) as [SiteName, FixtureSite][]) {
  const siteTest = testFixtureSite(name);
  for (const lang of languagesOf(site)) {
    const title = `${name}${lang ? ` (${lang})` : ""}`;
    siteTest(
      `${title}: the printed resume holds every fact of its resume.json in order, by pdf.js and pdftotext`,
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
          expect
            .soft(failures, `${extractor} reads ${name}'s resume:\n${failures.join("\n")}`)
            .toEqual(KNOWN_UNREAD[title]?.[extractor] ?? []);
        }
      },
    );
  }
}
