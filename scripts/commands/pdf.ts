/**
 * `npm run pdf`: the built site's Resume printed to dist/resume.pdf (scripts/pdf/pdf.ts), and
 * the site linked to it; every other page of the site also its own, from its page, to the PDF the
 * build's record names for it (scripts/publish/build-record.ts): each other language's to dist/resume.<lang>.pdf
 * (resume.pt-PT.pdf), each variant's to dist/resume.<variant>.pdf and resume.<variant>.<lang>.pdf,
 * each page linked to its own. A variant's PDF over its page budget (site.yaml's `pages`) is
 * warned about, with what begins on the pages over it. With --out, the default language's alone,
 * and the site left as it is. Each cover letter the record lists (letters/*.md) is printed from
 * its page to its `letter.pdf`, warned about past one page; a letter with `withResume` also to
 * `letter-resume.pdf`, the letter then its variant's resume in its language.
 *
 * A page with characters no font on the machine has is not written (its PDF would show them as
 * boxes): the command says which, their script and the font package to install, prints the
 * other pages, and exits 1, the earlier PDF left as it was (scripts/pdf/missing-glyphs.ts).
 *
 *   npm run build && npm run pdf [-- --paper a4|letter] [--out FILE] [--dist DIR]
 *
 * The paper is --paper's, else site.yaml's `pdf.paper` (as the build's record holds it), else A4.
 */

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { RESUME_PDF, VARIANTS_FOLDER } from "../../src/shared/paths.ts";
import { budgetWarning, overBudget } from "../check/pdf-budget.ts";
import type { JsonResume } from "../interop/json-resume/export.ts";
import { CHROMIUM_FLAGS, installedChromiumPath, startChromium } from "../lib/chromium.ts";
import { parseOptions, runAsCommand, unlessRefused } from "../lib/command.ts";
import { missingFontsLine } from "../lib/font-packages.ts";
import { within, writeFileAtomically } from "../lib/safe-output.ts";
import { recordSiteFiles } from "../lib/site-folder.ts";
import { boxGlyphs, missingCharacters } from "../pdf/missing-glyphs.ts";
import {
  letterWithResume,
  linkResumePdf,
  PAPER,
  type Paper,
  printLetter,
  printResume,
  refuseNoSite,
  refusePdfTarget,
} from "../pdf/pdf.ts";
import {
  type BuildRecord,
  type BuiltLetter,
  letterResume,
  readBuildRecord,
} from "../publish/build-record.ts";
import { serveFolder } from "../publish/serve-dist.ts";

const USAGE = "usage: npm run pdf -- [--paper a4|letter] [--out FILE] [--dist DIR]";

export function main(argv: string[]): Promise<number> {
  return unlessRefused(() => print(argv));
}

async function print(argv: string[]): Promise<number> {
  const values = parseOptions(
    argv,
    { paper: { type: "string" }, out: { type: "string" }, dist: { type: "string" } },
    USAGE,
  );
  if (!values) return 2;
  const paper = values.paper?.toLowerCase();
  if (paper !== undefined && !(paper in PAPER)) {
    console.error(`unknown --paper ${values.paper}\n${USAGE}`);
    return 2;
  }
  const dist = values.dist ?? "dist";
  // The options as given first; the PDFs' own places in the site once the site is known to be one.
  if (values.out !== undefined) await refusePdfTarget(values.out);
  refuseNoSite(dist);
  const record = readBuildRecord(dist);
  const site = sitePdfs(record, dist);
  const letters = values.out === undefined ? (record.letters ?? []) : [];
  const pages =
    values.out === undefined
      ? site
      : [
          {
            folder: "",
            file: values.out,
            linked: path.resolve(values.out) === path.resolve(dist, RESUME_PDF),
            paper: site[0]?.paper ?? "a4",
          },
        ];
  if (values.out === undefined)
    for (const file of [
      ...pages.map(({ file }) => file),
      ...letters.flatMap((letter) => letterPdfs(dist, letter)),
    ])
      await refusePdfTarget(file);
  // A browser that is not there is refused before any other work; one that does not start, at its start.
  installedChromiumPath();
  // Loaded only now: a refusal starts no browser library.
  const { chromium } = await import("@playwright/test");
  const served = await serveFolder(dist);
  let failed = false;
  try {
    const browser = await startChromium((executablePath) =>
      chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] }),
    );
    try {
      const page = await browser.newPage();
      for (const { folder, file, linked, budget, paper: asked } of pages) {
        const printedOn = (paper as Paper | undefined) ?? asked;
        const pdf = await printResume(page, new URL(folder, served.url).href, printedOn);
        const boxes = await missingFonts(page, pdf, file);
        if (boxes) {
          console.error(boxes);
          failed = true;
          continue;
        }
        writeFileAtomically(file, pdf);
        console.log(`wrote ${file} (${PAPER[printedOn]}, ${Math.round(pdf.length / 1024)} kB)`);
        if (budget !== undefined) await warnOverBudget(pdf, file, folder, budget);
        const relinked = linked ? linkFromSite(path.join(dist, folder), path.basename(file)) : undefined;
        // Written into the site, the files are the site's: the next build knows them for its own.
        const inSite = [file, ...(relinked ? [relinked] : [])].filter((written) =>
          within(path.resolve(written), path.resolve(dist)),
        );
        if (inSite.length > 0) recordSiteFiles(dist, inSite);
      }
      const printedOn = paper as Paper | undefined;
      for (const letter of letters)
        if (!(await printLetterPdfs(page, served.url, dist, record, letter, printedOn))) failed = true;
    } finally {
      await browser.close();
    }
  } finally {
    await served.close();
  }
  return failed ? 1 : 0;
}

/**
 * What keeps `pdf`, printed from the page open in `page`, from being written to `file`: the
 * characters it would draw as boxes for want of a font, in one line; undefined when it has none.
 */
async function missingFonts(page: Page, pdf: Uint8Array, file: string): Promise<string | undefined> {
  const [missing, boxes] = await Promise.all([missingCharacters(page), boxGlyphs(pdf)]);
  const kept = `${file} is left as it was`;
  if (missing.length > 0) return `${missingFontsLine(file, missing)}, then print again; ${kept}`;
  if (boxes > 0)
    return `${file}: ${boxes} glyphs would print as boxes, for characters no font on this machine has (in your stylesheet's content?); install fonts for them, then print again; ${kept}`;
  return undefined;
}

/** A page to print: its folder in the site's, its PDF's file, whether to link it, its page budget and paper. */
type PdfPage = { folder: string; file: string; linked: boolean; budget?: number | undefined; paper: Paper };

/**
 * The PDFs of the site in `dist`: each page's, as the build's record lists them (the public
 * site's in each language, then each variant's in each), to the file it names for it:
 * `resume.pdf`, `resume.pt-PT.pdf`, `resume.backend.pdf`, `resume.backend.pt-PT.pdf`, all
 * beside the first page.
 */
function sitePdfs(record: BuildRecord, dist: string): PdfPage[] {
  return record.pages.map(({ folder, pdf, budget, paper }) => ({
    folder,
    file: path.join(dist, pdf),
    linked: true,
    budget,
    paper,
  }));
}

/** Warns when the PDF `pdf` of the variant's page in `folder` takes more than its `budget` pages. */
async function warnOverBudget(pdf: Uint8Array, file: string, folder: string, budget: number): Promise<void> {
  const variant = folder.slice(VARIANTS_FOLDER.length).split("/")[0] ?? folder;
  const json = file.replace(/\.pdf$/, ".json");
  const resume = existsSync(json) ? (JSON.parse(readFileSync(json, "utf8")) as JsonResume) : undefined;
  const report = await overBudget(pdf, budget, resume);
  if (report) console.warn(budgetWarning(file, variant, report));
}

/**
 * Makes the page in `folder` of the built site link to its PDF, `file`, just written; returns
 * the page when it changed it.
 */
function linkFromSite(folder: string, file: string): string | undefined {
  const page = path.join(folder, "index.html");
  const html = readFileSync(page, "utf8");
  const linked = linkResumePdf(html);
  if (linked === null) console.warn(`${page} has no place for a link to ${file}: rebuild the site`);
  else if (linked !== html) {
    writeFileAtomically(page, linked);
    console.log(`${page} now links to ${file}`);
    return page;
  }
  return undefined;
}

/** The PDFs `letter` is printed to, in the site in `dist`: its own, and the one with its resume when it asks for it. */
function letterPdfs(dist: string, letter: BuiltLetter): string[] {
  return [letter.pdf, ...(letter.withResume ? [letter.withResume] : [])].map((file) => path.join(dist, file));
}

/**
 * Prints `letter` of the site in `dist` (served at `siteUrl`) to its PDF, and with its resume
 * when it asks for it (the PDF of its variant's page in its language, just printed); false when
 * a character of it has no font (its PDFs left as they were).
 */
async function printLetterPdfs(
  page: Page,
  siteUrl: string,
  dist: string,
  record: BuildRecord,
  letter: BuiltLetter,
  paper: Paper | undefined,
): Promise<boolean> {
  const [file = "", joined] = letterPdfs(dist, letter);
  const printedOn = paper ?? letter.paper;
  const pdf = await printLetter(page, new URL(letter.folder, siteUrl).href, printedOn);
  const boxes = await missingFonts(page, pdf, file);
  if (boxes) {
    console.error(boxes);
    return false;
  }
  writeFileAtomically(file, pdf);
  console.log(`wrote ${file} (${PAPER[printedOn]}, ${Math.round(pdf.length / 1024)} kB)`);
  const report = await overBudget(pdf, letter.budget, undefined);
  if (report)
    console.warn(
      `warning: ${file} takes ${report.pages} pages, ${report.pages - letter.budget} over the ${letter.budget} a cover letter should take (its last page holds ${report.lastPageLines} lines of text); shorten letters/${letter.name}.md`,
    );
  const written = [file];
  const resume = joined && letterResume(record, letter);
  if (joined && !(resume && existsSync(path.join(dist, resume))))
    console.warn(`warning: ${joined} is not written: the resume it would hold was not printed`);
  else if (joined && resume) {
    writeFileAtomically(joined, await letterWithResume(pdf, readFileSync(path.join(dist, resume))));
    console.log(`wrote ${joined} (the letter, then ${resume})`);
    written.push(joined);
  }
  recordSiteFiles(dist, written);
  return true;
}

runAsCommand(import.meta.url, main, "could not print the resume");
