/**
 * A site's resume PDFs read against its JSON Resume files: each language's `resume.pdf` (or
 * `resume.<tag>.pdf`) by each extractor of pdf-text.ts, its facts checked by resume-facts.ts
 * against the `resume.json` (or `resume.<tag>.json`) beside it.
 */

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { RESUME_PDF, taggedFile } from "../../src/shared/paths.ts";
import type { JsonResume } from "../interop/json-resume/export.ts";
import { type Extractor, extractedTexts, pdfJsText } from "./pdf-text.ts";
import { checkFacts, type FactReport, type Headings } from "./resume-facts.ts";

/** One extractor's reading of a PDF, checked. */
export type PdfReading = { extractor: Extractor; report: FactReport };

/**
 * The PDF `file` (its bytes `data`, read from it unless given) checked against `resume`, by
 * each extractor (pdftotext only where it is installed, unless `requirePdftotext`).
 */
export async function readResumePdf(
  file: string,
  resume: JsonResume,
  {
    headings = {},
    requirePdftotext = false,
    data,
  }: { headings?: Headings; requirePdftotext?: boolean; data?: Uint8Array } = {},
): Promise<PdfReading[]> {
  const bytes = data ?? new Uint8Array(readFileSync(file));
  const texts = await extractedTexts(file, bytes, { requirePdftotext });
  return texts.map(({ extractor, lines }) => ({ extractor, report: checkFacts(resume, lines, headings) }));
}

/** The PDF's page count, by pdf.js. */
export async function pageCount(file: string): Promise<number> {
  return (await pdfJsText(new Uint8Array(readFileSync(file)))).pages;
}

/** A language's files in a built site: its tag ("" for the default) and its JSON Resume and PDF. */
export type LanguageFiles = { lang: string; json: string; pdf: string };

/** Each language's JSON Resume in the site `dist` and the PDF that goes with it (present or not). */
export function languageFiles(dist: string): LanguageFiles[] {
  return readdirSync(dist)
    .flatMap((name) => {
      const match = /^resume(?:\.([A-Za-z0-9-]+))?\.json$/.exec(name);
      return match ? [match] : [];
    })
    .map((match) => {
      const lang = match[1] ?? "";
      return {
        lang,
        json: path.join(dist, match[0]),
        pdf: path.join(dist, lang ? taggedFile(RESUME_PDF, lang) : RESUME_PDF),
      };
    })
    .sort((a, b) => a.lang.localeCompare(b.lang));
}

/** The JSON Resume file `file`, read. */
export function readJsonResume(file: string): JsonResume {
  return JSON.parse(readFileSync(file, "utf8")) as JsonResume;
}
