/**
 * A site's resume PDFs read against its JSON Resume files: each language's `resume.pdf` (or
 * `resume.<tag>.pdf`) by each extractor of pdf-text.ts, its facts checked by resume-facts.ts
 * against the `resume.json` (or `resume.<tag>.json`) beside it.
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import type { JsonResume } from "../interop/json-resume/export.ts";
import { readBuildRecord } from "../publish/build-record.ts";
import { type Extractor, extractedTexts, pdfJsText } from "./pdf-text.ts";
import { checkFacts, type FactReport, type PageLayout } from "./resume-facts.ts";

/** One extractor's reading of a PDF, checked: its lines as read, and the facts found in them. */
export type PdfReading = { extractor: Extractor; lines: string[]; report: FactReport };

/**
 * The PDF `file` (its bytes `data`, read from it unless given) checked against `resume` for the
 * page's layout (`headings`, `jobRoles`: pageLayoutOf), by each extractor (pdftotext only where
 * it is installed, unless `requirePdftotext`).
 */
export async function readResumePdf(
  file: string,
  resume: JsonResume,
  {
    headings = {},
    jobRoles,
    requirePdftotext = false,
    data,
  }: PageLayout & { requirePdftotext?: boolean; data?: Uint8Array } = {},
): Promise<PdfReading[]> {
  const bytes = data ?? new Uint8Array(readFileSync(file));
  const texts = await extractedTexts(file, bytes, { requirePdftotext });
  return texts.map(({ extractor, lines }) => ({
    extractor,
    lines,
    report: checkFacts(resume, lines, { headings, jobRoles }),
  }));
}

/** The PDF's page count, by pdf.js. */
export async function pageCount(file: string): Promise<number> {
  return (await pdfJsText(new Uint8Array(readFileSync(file)))).pages;
}

/** A page's files in a built site: its language ("" on a site in one), its folder, and its JSON Resume and PDF (present or not). */
export type LanguageFiles = { lang: string; folder: string; json: string; pdf: string };

/**
 * Each page's JSON Resume in the site `dist` and the PDF that goes with it (present or not): the
 * public site's in each language, then each variant's, as the build's record names them.
 */
export function languageFiles(dist: string): LanguageFiles[] {
  return readBuildRecord(dist).pages.map(({ lang, folder, json, pdf }) => ({
    lang,
    folder,
    json: path.join(dist, json),
    pdf: path.join(dist, pdf),
  }));
}

/** How a report names a page's PDF: its file and its language, "resume.pdf (en)" ("the one language" on a site in one). */
export function pdfName(files: LanguageFiles, resume: JsonResume): string {
  return `${path.basename(files.pdf)} (${resume.meta?.language ?? (files.lang || "the one language")})`;
}

/** The JSON Resume file `file`, read. */
export function readJsonResume(file: string): JsonResume {
  return JSON.parse(readFileSync(file, "utf8")) as JsonResume;
}
