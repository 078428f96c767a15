/**
 * The build's record: what `npm run build` knows of the site it wrote and its other commands
 * need (`npm run pdf`, the site check, `npm run size`, `npm run applications`): its pages, each
 * page's language, variant, PDF and JSON Resume, a variant's page budget and the paper, and its
 * cover letters' files. They read it here, never from the
 * site's pages, and nothing of it is published: it lies beside the site's folder, not in it
 * (`.folio/dist.build.json` for `dist/`), in a folder that tells git to leave it alone. It names
 * the build it belongs to, as the site's marker does (scripts/lib/site-folder.ts), so a record of
 * another build of the folder is known for one.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { languageFile, pagePath, RESUME_JSON, RESUME_PDF, siteLanguages } from "../../src/shared/paths.ts";
import type { CompiledLetter } from "../compiler/passes/letters.ts";
import { Refused } from "../lib/command.ts";
import { shown, writeFileAtomically } from "../lib/safe-output.ts";
import { siteBuildId } from "../lib/site-folder.ts";
import {
  LETTER_PAGE,
  LETTER_PDF,
  LETTER_TEXT,
  LETTER_WITH_RESUME_PDF,
  LETTER_WORD,
  letterFolder,
} from "../vite/share/letter-page.ts";

/** The record's shape's version: a record of another is read as none, and the site built again. */
export const BUILD_RECORD_VERSION = 1;

/** The paper a page's PDF is printed on without --paper. */
export type RecordPaper = "a4" | "letter";

/** A page of the built site, and its files. */
export type BuiltPage = {
  /** Its language's tag; "" on a site in one language. */
  lang: string;
  /** Its folder in the site's: "", "pt-pt/", "v/data/", "v/data/pt-pt/". */
  folder: string;
  /** The variant it is the page of (site.yaml's `variants`); absent on the public site's pages. */
  variant?: string;
  /** Its PDF's and its JSON Resume's paths in the site's folder: "resume.pdf", "resume.data.pt-PT.json". */
  pdf: string;
  json: string;
  /** The most pages its PDF should take (a variant's `pages`); absent without a budget. */
  budget?: number;
  /** The paper its PDF is printed on without --paper (site.yaml's `pdf.paper`, else A4). */
  paper: RecordPaper;
};

/** A cover letter of the site (letters/*.md), and its files' paths in the site's folder. */
export type BuiltLetter = {
  /** Its file's name without `.md`: `harbour-lines`. */
  name: string;
  lang: string;
  /** The variant of the resume it goes with; absent for the full resume. */
  variant?: string;
  role?: string;
  company?: string;
  /** YYYY-MM-DD, as its front matter gives them. */
  date?: string;
  sent?: { date: string; to?: string };
  /** Its folder, `l/<slug>/`, and its page, text, Word file and PDF there. */
  folder: string;
  page: string;
  text: string;
  word: string;
  pdf: string;
  /** The PDF of the letter then the resume, when the letter asks for it (`withResume`). */
  withResume?: string;
  /** The most pages its PDF should take: one. */
  budget: number;
  paper: RecordPaper;
};

/**
 * The record: its version, the build it belongs to (as the site's marker names it), and every
 * page of the site, the public site's in each language (the default's first), then each
 * variant's in each.
 */
export type BuildRecord = {
  version: typeof BUILD_RECORD_VERSION;
  build: string;
  pages: BuiltPage[];
  /** The cover letters, by file name; absent in a record of a site without them. */
  letters?: BuiltLetter[];
};

/** The pages a letter's PDF should take. */
export const LETTER_BUDGET = 1;

/** A letter as the record holds it, printed on the site's paper. */
export function builtLetter(letter: CompiledLetter, paper: RecordPaper): BuiltLetter {
  const folder = letterFolder(letter);
  return {
    name: letter.name,
    lang: letter.lang,
    ...(letter.variant ? { variant: letter.variant } : {}),
    ...(letter.role ? { role: letter.role } : {}),
    ...(letter.recipient.company ? { company: letter.recipient.company } : {}),
    ...(letter.date ? { date: letter.date.value } : {}),
    ...(letter.sent ? { sent: letter.sent } : {}),
    folder,
    page: `${folder}${LETTER_PAGE}`,
    text: `${folder}${LETTER_TEXT}`,
    word: `${folder}${LETTER_WORD}`,
    pdf: `${folder}${LETTER_PDF}`,
    ...(letter.withResume ? { withResume: `${folder}${LETTER_WITH_RESUME_PDF}` } : {}),
    budget: LETTER_BUDGET,
    paper,
  };
}

/** The folder beside a site that holds the records of the sites built beside it. */
export const RECORD_FOLDER = ".folio";

/** Where the record of the site in `dist` lies: `.folio/<dist's name>.build.json` beside it. */
export function recordFile(dist: string): string {
  const site = path.resolve(dist);
  return path.join(path.dirname(site), RECORD_FOLDER, `${path.basename(site)}.build.json`);
}

/** The page of `content` (one language's page of the public site or of a variant) as the record holds it. */
export function builtPage(content: SiteContent): BuiltPage {
  const { site } = content;
  return {
    lang: siteLanguages(site) ? site.lang : "",
    folder: pagePath(site),
    ...(site.variant ? { variant: site.variant.name } : {}),
    pdf: languageFile(RESUME_PDF, site),
    json: languageFile(RESUME_JSON, site),
    ...(site.variant?.pages !== undefined ? { budget: site.variant.pages } : {}),
    paper: site.paper ?? "a4",
  };
}

/**
 * The resume PDF that goes with `letter` in the site `record` lists, by its path in the site's
 * folder: its variant's page's (the public site's without one) in its language, else that
 * variant's in the site's default language.
 */
export function letterResume(record: Pick<BuildRecord, "pages">, letter: BuiltLetter): string | undefined {
  const pages = record.pages.filter(({ variant }) => variant === letter.variant);
  return (pages.find(({ lang }) => lang === letter.lang || lang === "") ?? pages[0])?.pdf;
}

/**
 * Writes the record of the site just built in `dist` (marked as build `build`), whose pages are
 * `pages`' (the compiled content of each).
 */
export function writeBuildRecord(
  dist: string,
  build: string,
  pages: SiteContent[],
  letters: readonly CompiledLetter[] = [],
): void {
  const file = recordFile(dist);
  const folder = path.dirname(file);
  mkdirSync(folder, { recursive: true });
  // Nothing in the folder is the owner's to commit, whatever their .gitignore says.
  const ignore = path.join(folder, ".gitignore");
  if (!existsSync(ignore))
    writeFileAtomically(ignore, "# Written by npm run build: the records of built sites.\n*\n");
  const paper = pages[0]?.site.paper ?? "a4";
  const record: BuildRecord = {
    version: BUILD_RECORD_VERSION,
    build,
    pages: pages.map(builtPage),
    ...(letters.length > 0 ? { letters: letters.map((letter) => builtLetter(letter, paper)) } : {}),
  };
  writeFileAtomically(file, `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The record of the site in `dist`, which a build wrote (see builtSiteAt): refused (throws
 * Refused) when it is missing, of another version of the engine, or of another build than the
 * site's, saying to build again.
 */
export function readBuildRecord(dist: string): BuildRecord {
  const file = recordFile(dist);
  const where = `the record of the site in ${shown(dist)}, ${shown(path.dirname(file))}${path.basename(file)},`;
  const again = `run npm run build (with the same --out) to write the site and its record again`;
  let record: Partial<BuildRecord> | undefined;
  try {
    record = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildRecord>;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Refused(`${where} is ${missing ? "missing" : "not one a build wrote"}: ${again}`);
  }
  if (record?.version !== BUILD_RECORD_VERSION || !Array.isArray(record.pages))
    throw new Refused(`${where} was written by another version of the engine: ${again}`);
  if (record.build !== siteBuildId(dist))
    throw new Refused(`${where} is of another build than the site in it: ${again}`);
  return record as BuildRecord;
}
