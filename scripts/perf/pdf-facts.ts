/**
 * `npm run pdf:facts -- --dist DIR [--content DIR]`: how well machines read a built site's
 * resume PDFs. For each language's PDF in DIR (`npm run pdf` wrote it), the facts of its JSON
 * Resume file found in order by each extractor (scripts/check/pdf-text.ts: pdf.js in drawing
 * order, pdftotext in layout order where it is installed) out of all of them, and its page
 * count; then its text runs as parsers group them (scripts/check/pdf-runs.ts): facts that are
 * runs of their own, headings that are one run, entries 1.5 lines apart, pages ending in a
 * heading. With --content, the content the site was built from, the facts must also sit under
 * their sections' headings (scripts/check/resume-facts.ts says the rules), and those headings
 * are the runs' too. --failures lists each rule broken. Figures only: it exits 0 whatever they are, 1 when it cannot read the site.
 */
import { existsSync, readFileSync } from "node:fs";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { checkRuns, pdfRuns, runFigures } from "../check/pdf-runs.ts";
import { figures, type PageLayout, pageLayoutOf } from "../check/resume-facts.ts";
import {
  type LanguageFiles,
  languageFiles,
  pageCount,
  pdfName,
  readJsonResume,
  readResumePdf,
} from "../check/resume-pdf.ts";
import { compileContent } from "../compiler/compile.ts";
import { parseOptions, Refused, runAsCommand } from "../lib/command.ts";

const USAGE = "usage: npm run pdf:facts -- --dist DIR [--content DIR] [--failures]";

/** The layout of each language's page (by its tag; the default's under "" too: a site in one language's), from the content. */
async function layoutsByLanguage(contentDir: string): Promise<Map<string, PageLayout>> {
  const compiled = await compileContent({ contentDir });
  if (!compiled.ok)
    throw new Refused(`${contentDir} does not compile: see npm run validate -- --content ${contentDir}`);
  const sites: SiteContent[] = [compiled.content, ...compiled.translations];
  return new Map([
    ["", pageLayoutOf(compiled.content)],
    ...sites.map((site) => [site.site.lang, pageLayoutOf(site)] as const),
  ]);
}

/** One language's line of figures, and its failures when asked. */
async function report(files: LanguageFiles, layout: PageLayout, failures: boolean): Promise<void> {
  const resume = readJsonResume(files.json);
  const name = pdfName(files, resume);
  if (!existsSync(files.pdf)) {
    console.log(`${name}: no PDF (run npm run pdf)`);
    return;
  }
  const readings = await readResumePdf(files.pdf, resume, layout);
  const columns = readings.map(({ extractor, report }) => `${extractor} ${figures(report)}`);
  console.log(`${name}: ${columns.join(" · ")} · ${await pageCount(files.pdf)} pages`);
  // The runs as parsers group them, the headings those of resume.json's sections the layout names.
  const pageHeadings = Object.values(layout.headings ?? {}).filter((heading): heading is string => !!heading);
  const runs = checkRuns(resume, await pdfRuns(new Uint8Array(readFileSync(files.pdf))), {
    ...layout,
    pageHeadings,
  });
  console.log(`  runs: ${runFigures(runs)}`);
  if (failures) {
    for (const { extractor, report } of readings)
      for (const failure of report.failures) console.log(`  ${extractor}: ${failure}`);
    for (const failure of runs.failures) console.log(`  runs: ${failure}`);
  }
}

export async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(
    argv,
    { dist: { type: "string" }, content: { type: "string" }, failures: { type: "boolean" } },
    USAGE,
  );
  if (!parsed) return 2;
  if (!parsed.dist) throw new Refused(`give the built site: ${USAGE}`, 2);
  if (!existsSync(parsed.dist)) throw new Refused(`there is no folder ${parsed.dist}`);
  const languages = languageFiles(parsed.dist);
  if (languages.length === 0)
    throw new Refused(`${parsed.dist} holds no resume.json: is it a site npm run build wrote?`);
  const layouts = parsed.content ? await layoutsByLanguage(parsed.content) : new Map<string, PageLayout>();
  for (const files of languages) await report(files, layouts.get(files.lang) ?? {}, parsed.failures ?? false);
  return 0;
}

runAsCommand(import.meta.url, main, "could not read the PDFs");
