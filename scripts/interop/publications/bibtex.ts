/**
 * Publications from a BibTeX (or BibLaTeX) file, read by @retorquere/bibtex-parser, which
 * turns LaTeX into text: accents (`{\"o}`, `\'{e}`, `{\ss}`), braces that protect a word's
 * case (`{GPU}`), `@string`s and `#` joins. A file the parser cannot read whole is refused at
 * the line and column where it stops, with a hint, and nothing is imported from it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { type Creator, type Entry, parse } from "@retorquere/bibtex-parser";
import type { PublicationType } from "../../../src/shared/publication-types.ts";
import type { Author } from "../../compiler/author-names.ts";
import { Refused } from "../../lib/command.ts";
import { bareDoi, dateOf, type FoundPublication, foundPublication } from "./found.ts";

/** The largest .bib read, in bytes: a lifetime's publications are far under it. */
const MAX_BIB_BYTES = 5 * 1024 * 1024;

/**
 * The kind of each BibTeX (and BibLaTeX) entry type, as sections.yaml's `type` names it; an
 * entry of a type not here (a patent, software, a data set, misc) gets none, but for one with an
 * eprint, a preprint.
 */
const ENTRY_TYPES: Record<string, PublicationType> = {
  article: "article",
  inproceedings: "conference-paper",
  conference: "conference-paper",
  proceedings: "book",
  book: "book",
  mvbook: "book",
  collection: "book",
  inbook: "chapter",
  incollection: "chapter",
  phdthesis: "thesis",
  mastersthesis: "thesis",
  thesis: "thesis",
  techreport: "report",
  report: "report",
};

/** The fields that name where it was published, the first one present winning. */
const VENUE_FIELDS = [
  "journal",
  "journaltitle",
  "booktitle",
  "eventtitle",
  "school",
  "institution",
  "publisher",
  "howpublished",
];

/** The text of a field, as the parser gives it: the formatting it writes as HTML (<i>, <b>, <sup>) taken out. */
function plain(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value.join(", ") : value)
    ?.replace(/<\/?(?:b|i|em|strong|sup|sub|sc|span|nc)(?:\s[^>]*)?>/g, "")
    .replace(/\s+/g, " ")
    .trim()
    // Accents as one character each (é, not e and a combining accent), as the owner types them.
    .normalize("NFC");
  return text || undefined;
}

/** One of BibTeX's authors: "Möller, Jürgen", "van der Berg, Jan", or a group's name in braces. */
function authorOf(creator: Creator): Author {
  const nfc = (text: string | undefined) => text?.normalize("NFC");
  if (creator.name) return { literal: creator.name.normalize("NFC") };
  const family = [creator.prefix, creator.lastName, creator.suffix]
    .filter(Boolean)
    .join(" ")
    .normalize("NFC");
  const given = nfc(creator.firstName);
  return { ...(given ? { given } : {}), ...(family ? { family } : {}) };
}

/** The line an entry starts on in `text`, by its key (the parser gives entries without their place). */
function lineOf(text: string, entry: Entry): number | undefined {
  const at = text.search(new RegExp(`@\\s*${entry.type}\\s*[{(]\\s*${escapeRegExp(entry.key)}\\s*,`, "i"));
  return at < 0 ? undefined : text.slice(0, at).split("\n").length;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A publication of the entry, or why it is not one (no title). */
function publicationOf(entry: Entry, from: string): FoundPublication | string {
  const { fields } = entry;
  const title = plain(fields.title);
  if (!title) return `${from}: no title, not imported`;
  // Google Scholar's exports end a journal's name with a comma ("Phys. Rev.,"): it goes.
  const venue = VENUE_FIELDS.map((field) =>
    plain(fields[field as keyof typeof fields] as string)?.replace(/\s*[,;]+$/, ""),
  ).find(Boolean);
  const [year, month] = fields.date ? fields.date.split("-") : [fields.year, fields.month];
  const date = dateOf(year, month);
  const doi = bareDoi(fields.doi);
  const url = fields.url?.trim();
  const type =
    ENTRY_TYPES[entry.type.toLowerCase()] ?? (fields.eprint || fields.archiveprefix ? "preprint" : undefined);
  const abstract = plain(fields.abstract);
  const authors = (fields.author ?? []).map(authorOf);
  return foundPublication({ title, authors, venue, date, type, doi, url, abstract, from });
}

/** What most often breaks a .bib where the parser stopped, for the error's hint. */
const BIB_HINT =
  'each field is name = {value} or name = "value", fields are parted by commas, and every { is closed by a }';

/**
 * The publications in the BibTeX file `file`, with each entry left out and why. Refused: a
 * file that is not there, not UTF-8 or too large, and one the parser cannot read, at the line
 * and column where it stops.
 */
export function readBibtex(file: string): { publications: FoundPublication[]; skipped: string[] } {
  if (!existsSync(file)) throw new Refused(`no such file: ${file}`);
  if (!statSync(file).isFile()) throw new Refused(`${file} is not a file: give the .bib file itself`);
  if (statSync(file).size > MAX_BIB_BYTES)
    throw new Refused(`${file} is over ${MAX_BIB_BYTES / 1024 / 1024} MB: not a .bib this import reads`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(file)).replace(/^\uFEFF/, "");
  } catch {
    throw new Refused(
      `${file}: expected UTF-8 text (hint: save the .bib as UTF-8; LaTeX accents such as {\\"o} are read too)`,
    );
  }
  const library = parse(text, {
    sentenceCase: false,
    caseProtection: false,
    english: false,
    // A command the parser does not know keeps its text: \mbox{GPU} is GPU.
    unsupported: (_node, tex) => tex.replace(/^\\[a-zA-Z@]+\*?/, "").replace(/[{}]/g, ""),
  });
  const [error] = library.errors;
  if (error) {
    const at = /\s*at line (\d+), column (\d+)(?: in "[^"]*")?/.exec(error.error);
    const message = (at ? error.error.replace(at[0], "") : error.error)
      .replace(/\\n/g, " ")
      .replace(/\s+/g, " ");
    throw new Refused(
      `${file}:${at ? `${at[1]}:${at[2]}` : "1:1"}: ${message} (hint: ${BIB_HINT}); nothing was written`,
    );
  }
  const publications: FoundPublication[] = [];
  const skipped: string[] = [];
  for (const entry of library.entries) {
    const line = lineOf(text, entry);
    const found = publicationOf(entry, `${file}${line ? `:${line}` : ""} @${entry.type}{${entry.key}}`);
    if (typeof found === "string") skipped.push(found);
    else publications.push(found);
  }
  return { publications, skipped };
}
