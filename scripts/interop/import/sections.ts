/**
 * The import's pass that writes sections.yaml: a JSON Resume's certificates, awards,
 * publications, volunteering, interests and references.
 */
import type { z } from "zod";
import {
  PUBLICATION_TYPE_NAMES,
  PUBLICATION_TYPES,
  type PublicationType,
} from "../../../src/shared/publication-types.ts";
import { ENGLISH_WORDS } from "../../../src/shared/words.ts";
import { ids as compilerIds } from "../../compiler/ids.ts";
import type { sectionsFileSchema } from "../../compiler/schema/schema.ts";
import { isLink } from "../../compiler/schema/schema.ts";
import { WORD_TABLES } from "../../compiler/word-tables.ts";
import { yamlFile } from "../../content/content-tree.ts";
import { AUTHORS_SEPARATOR, type JsonResume } from "../json-resume/export.ts";
import { holdsAnything } from "../json-resume/input.ts";
import { type Importing, nonEmpty, toDate } from "./importing.ts";
import { markdownText } from "./markdown-text.ts";

type Sections = z.input<typeof sectionsFileSchema>;

/** A start and an end as sections.yaml takes them: one date when they are the same month, or no end. */
function whenOf(startDate: unknown, endDate: unknown): { date?: string; start?: string; end?: string } {
  const start = toDate(startDate);
  const end = toDate(endDate);
  if (start && end) return start === end ? { date: start } : { start, end };
  // As for a job, no end date means it goes on; an end alone is the one date known.
  if (start) return { start, end: "present" };
  return end ? { date: end } : {};
}

/** Text trimmed, under `key`, or nothing. */
const textField = <K extends string>(key: K, value: unknown) =>
  (nonEmpty(value) ? { [key]: value.trim() } : {}) as { [key in K]?: string };

/** A summary as Markdown that shows it as written, or nothing. */
const summaryField = (value: unknown) => (nonEmpty(value) ? { summary: markdownText(value) } : {});

/** A link, or nothing. */
const urlField = (value: unknown) => (isLink(value) ? { url: value } : {});

/** A list's texts trimmed, under `key`, or nothing when none holds any. */
const listField = <K extends string>(key: K, values: unknown) => {
  const items = Array.isArray(values) ? values.filter(nonEmpty).map((item) => item.trim()) : [];
  return (items.length > 0 ? { [key]: items } : {}) as { [key in K]?: string[] };
};

/** A date of a sections.yaml entry, or nothing. */
const dateField = (value: unknown) => (toDate(value) ? { date: toDate(value) } : {});

/** What sections.yaml's entries are made with: the tree, and the entries left out as twice the same. */
type SectionsImporting = { tree: Importing; duplicates: string[] };

/** Which field of a JSON Resume entry titles it, what sections.yaml calls it, and its placeholder. */
type EntryTitle<T> = { field: keyof T & string; as: string; placeholder: string };

/**
 * sections.yaml: JSON Resume's certificates, awards, publications, volunteering, interests and references,
 * each as an entry of the Resume's section of that kind; no file when the resume has none.
 * Summaries are plain text, written as Markdown that shows them as they are; dates are months.
 * An entry with nothing in it is left out, and so is one the Resume would show twice (the same
 * title and date): gives those, for the command to list.
 */
export function importSections(tree: Importing, resume: JsonResume): string[] {
  const importing: SectionsImporting = { tree, duplicates: [] };
  const { todo } = tree;
  const sections: Sections = {
    certifications: sectionEntries(
      importing,
      "certificates",
      "certifications",
      resume.certificates,
      { field: "name", as: "name", placeholder: "the name of certificate" },
      certificationOf,
    ),
    awards: sectionEntries(
      importing,
      "awards",
      "awards",
      resume.awards,
      { field: "title", as: "title", placeholder: "the title of award" },
      awardOf,
    ),
    publications: sectionEntries(
      importing,
      "publications",
      "publications",
      resume.publications,
      { field: "name", as: "title", placeholder: "the title of publication" },
      publicationOf,
    ),
    volunteering: sectionEntries(
      importing,
      "volunteer",
      "volunteering",
      resume.volunteer,
      { field: "organization", as: "organization", placeholder: "the organisation of volunteer entry" },
      volunteeringOf,
    ),
    interests: sectionEntries(
      importing,
      "interests",
      "interests",
      interestsOf(resume.interests, tree.changed),
      { field: "name", as: "name", placeholder: "the name of interest" },
      (entry, name) => ({ name, ...listField("keywords", entry.keywords) }),
    ),
    references: sectionEntries(
      importing,
      "references",
      "references",
      resume.references,
      { field: "name", as: "name", placeholder: "who gave reference" },
      (entry, name) => ({
        name,
        reference: nonEmpty(entry.reference)
          ? markdownText(entry.reference)
          : todo(`sections.yaml: the reference of ${name}`, "what they said"),
      }),
    ),
  };
  const written = Object.fromEntries(Object.entries(sections).filter(([, entries]) => entries));
  if (Object.keys(written).length > 0) tree.files.set("sections.yaml", yamlFile("sections", written));
  return importing.duplicates;
}

/**
 * JSON Resume's interests, where one without a name lists its keywords ("name": "", keywords:
 * ["Singing", "Drawing"]): each of those an interest of its own, as said in `changed`.
 */
function interestsOf(
  interests: JsonResume["interests"],
  changed: string[],
): NonNullable<JsonResume["interests"]> | undefined {
  return interests?.flatMap((interest, i) => {
    const keywords = Array.isArray(interest?.keywords) ? interest.keywords.filter(nonEmpty) : [];
    if (typeof interest !== "object" || interest === null || nonEmpty(interest.name) || keywords.length === 0)
      return [interest];
    changed.push(`interests[${i}]: no name; each of its keywords an interest of its own`);
    return keywords.map((keyword) => ({ name: keyword.trim() }));
  });
}

/**
 * The entries of one kind, from JSON Resume's list `from`: each one's title the `title` field,
 * or a placeholder that names it; one the Resume would show twice is left out, and listed.
 */
function sectionEntries<T extends object, E extends object>(
  { tree, duplicates }: SectionsImporting,
  from: string,
  kind: string,
  entries: readonly T[] | undefined,
  title: EntryTitle<T>,
  map: (entry: T, name: string) => E,
): E[] | undefined {
  const made: E[] = [];
  const ids = new Map<string, number>();
  for (const [i, entry] of (entries ?? []).entries()) {
    if (typeof entry !== "object" || entry === null || !holdsAnything(entry)) continue;
    const given = entry[title.field];
    const name = nonEmpty(given)
      ? given.trim()
      : tree.todo(`sections.yaml: ${kind}[${made.length}].${title.as}`, `${title.placeholder} ${i + 1}`);
    const value = map(entry, name);
    // The compiler's id of the entry (see deriveSections): the same one twice is refused.
    const when = value as { date?: string; start?: string };
    const id = compilerIds.entry(kind, name, when.date ?? when.start);
    const first = ids.get(id);
    if (first !== undefined) {
      duplicates.push(`${from}[${i}] (the same as ${from}[${first}])`);
      continue;
    }
    ids.set(id, i);
    made.push(value);
  }
  return made.length > 0 ? made : undefined;
}

/** A certificate as sections.yaml's certification. */
function certificationOf(entry: NonNullable<JsonResume["certificates"]>[number], name: string) {
  return { name, ...textField("issuer", entry.issuer), ...dateField(entry.date), ...urlField(entry.url) };
}

/** An award as sections.yaml's. */
function awardOf(entry: NonNullable<JsonResume["awards"]>[number], title: string) {
  return {
    title,
    ...textField("awarder", entry.awarder),
    ...dateField(entry.date),
    ...summaryField(entry.summary),
  };
}

/** Each built-in language's word for each kind of publication, in lower case, and the kind it names. */
const PUBLICATION_TYPE_WORDS = new Map(
  [ENGLISH_WORDS, ...Object.values(WORD_TABLES)].flatMap((words) =>
    PUBLICATION_TYPE_NAMES.map((type) => [words[PUBLICATION_TYPES[type]].toLowerCase(), type] as const),
  ),
);

/**
 * A publication's authors and kind, from the paragraph that opens its summary in a resume.json
 * this site wrote (publicationSummary: "Ada Lovelace; Babbage, C. Journal article."), and the
 * summary's other paragraphs; the summary alone when it opens with no such paragraph: one that
 * ends with a kind's word in a built-in language. (Without a kind, such a paragraph is not told
 * from a summary of one sentence, and stays the summary.)
 */
function creditsOf(summary: unknown): { authors?: string[]; type?: PublicationType; summary?: unknown } {
  if (!nonEmpty(summary)) return {};
  const [first = "", ...rest] = summary.trim().split(/\n\s*\n/);
  const [, names = "", word = ""] = /^(?:([^\n]*?)\. )?([^.\n]+)\.$/.exec(first) ?? [];
  const type = PUBLICATION_TYPE_WORDS.get(word.toLowerCase());
  if (!type) return { summary };
  const authors = names
    .split(AUTHORS_SEPARATOR.trim())
    .map((name) => name.trim())
    .filter(Boolean)
    // The last name's initial gave its dot to the sentence's: "Babbage, C. Journal article."
    .map((name, index, all) =>
      index === all.length - 1 && /(?:^|[\s,])\p{Lu}$/u.test(name) ? `${name}.` : name,
    );
  return {
    ...(authors.length > 0 ? { authors } : {}),
    type,
    ...(rest.length > 0 ? { summary: rest.join("\n\n") } : {}),
  };
}

/** A publication as sections.yaml's, its authors and kind read back from the summary that carries them. */
function publicationOf(entry: NonNullable<JsonResume["publications"]>[number], title: string) {
  const credits = creditsOf(entry.summary);
  return {
    title,
    ...(credits.authors ? { authors: credits.authors } : {}),
    ...(credits.type ? { type: credits.type } : {}),
    ...textField("publisher", entry.publisher),
    ...dateField(entry.releaseDate),
    ...urlField(entry.url),
    ...summaryField(credits.summary),
  };
}

/** A volunteer entry as sections.yaml's volunteering. */
function volunteeringOf(entry: NonNullable<JsonResume["volunteer"]>[number], organization: string) {
  return {
    organization,
    ...textField("position", entry.position),
    ...urlField(entry.url),
    ...whenOf(entry.startDate, entry.endDate),
    ...summaryField(entry.summary),
    ...listField("highlights", entry.highlights),
  };
}
