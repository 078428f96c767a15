/**
 * Part of pass 3, derive: the Resume's further sections (content/sections.yaml) as entries the
 * site shows whatever their kind, and where every Resume section goes (site.yaml's `resume:`).
 */
import type { Period, ResumeLayout, SectionKind, SiteEntry } from "../../../src/shared/compiled-content.ts";
import { PUBLICATION_TYPES } from "../../../src/shared/publication-types.ts";
import {
  BUILT_IN_SECTIONS,
  type BuiltInName,
  defaultColumn,
  TYPED_SECTIONS,
  type TypedKind,
} from "../../../src/shared/resume-sections.ts";
import type { WordKey, Words } from "../../../src/shared/words.ts";
import { isOwnerName, type Owner } from "../author-names.ts";
import { ids } from "../ids.ts";
import type { CustomSection, Sections, Site } from "../schema/schema.ts";
import type { ValidTree } from "./validate.ts";

/** Where a section goes when site.yaml does not say. */
const DEFAULT_SIDE = defaultColumn("side");
const DEFAULT_MAIN = defaultColumn("main");

/** A further section as derived: where it is written (for diagnostics), its name and entries. */
export type DerivedSection = {
  id: string;
  kind: SectionKind;
  title: string;
  /** The path of its list in sections.yaml: ["certifications"] or ["custom", 2]. */
  at: PropertyKey[];
  entries: DerivedEntry[];
};

/** An entry, with its place in the file and its text still Markdown (emit turns it into HTML). */
export type DerivedEntry = Omit<SiteEntry, "html"> & {
  at: PropertyKey[];
  markdown?: string;
  /** The date or start, for sorting; undefined for an entry with no date. */
  sortKey?: { start: string; end: string };
};

type DateOf = (value: { date?: string; start?: string; end?: string }) => Period | undefined;

/** The fields of an entry that its section gives it. */
type EntryFields = Omit<DerivedEntry, "id" | "at" | "period" | "sortKey">;

/** An entry of `section`, written at `at`, with its id and period from its value's dates. */
type MakeEntry = (
  section: string,
  at: PropertyKey[],
  value: { date?: string; start?: string; end?: string },
  fields: EntryFields,
) => DerivedEntry;

/**
 * The sections of sections.yaml, in its order, each entry mapped onto the fields every entry
 * has: a certification's name is its title and its issuer the line under it, and so on; a
 * publication's authors with the owner (`owner`) marked, and its kind in the site's words.
 */
export function deriveSections(
  sections: Sections | undefined,
  words: Words,
  dateOf: DateOf,
  owner: Owner,
): DerivedSection[] {
  if (!sections) return [];
  const entry: MakeEntry = (section, at, value, fields) => {
    const period = dateOf(value);
    const when = value.date ?? value.start;
    return {
      id: ids.entry(section, fields.title, when),
      at,
      ...defined(fields),
      ...(period ? { period, sortKey: { start: period.start, end: period.end ?? "present" } } : {}),
    };
  };
  const typed = typedSections(sections, words, entry, owner);
  const custom = customSections(sections.custom ?? [], entry);
  return [...typed.map(sortedNewestFirst), ...custom];
}

/** An entry of a typed kind, from its value in sections.yaml and its place there. */
type TypedEntries = {
  [K in TypedKind]: (value: NonNullable<Sections[K]>[number], at: PropertyKey[]) => DerivedEntry;
};

/** Each typed kind's entries: a certification's name is its title and its issuer the line under it, and so on. */
function typedEntries(entry: MakeEntry, words: Words, owner: Owner): TypedEntries {
  return {
    certifications: (value, at) =>
      entry("certifications", at, value, { title: value.name, subtitle: value.issuer, url: value.url }),
    awards: (value, at) =>
      entry("awards", at, value, {
        title: value.title,
        subtitle: value.awarder,
        url: value.url,
        markdown: value.summary,
      }),
    publications: (value, at) =>
      entry("publications", at, value, {
        title: value.title,
        authors: value.authors?.map((name) => (isOwnerName(name, owner) ? { name, owner: true } : { name })),
        type: value.type && words[PUBLICATION_TYPES[value.type]],
        subtitle: value.publisher,
        url: value.url,
        markdown: value.summary,
      }),
    volunteering: (value, at) =>
      entry("volunteering", at, value, {
        title: value.organization,
        subtitle: value.position,
        url: value.url,
        location: value.location,
        markdown: value.summary,
        highlights: value.highlights,
      }),
    talks: (value, at) =>
      entry("talks", at, value, {
        title: value.title,
        subtitle: value.event,
        url: value.url,
        location: value.location,
        markdown: value.summary,
      }),
    interests: (value, at) => entry("interests", at, {}, { title: value.name, keywords: value.keywords }),
    references: (value, at) => entry("references", at, {}, { title: value.name, markdown: value.reference }),
  };
}

/** The sections of the typed kinds that sections.yaml has, in its schema's order, titled with their word. */
function typedSections(sections: Sections, words: Words, entry: MakeEntry, owner: Owner): DerivedSection[] {
  const entries = typedEntries(entry, words, owner);
  const typed = <K extends TypedKind>(kind: K, word: WordKey): DerivedSection[] => {
    const list: readonly NonNullable<Sections[K]>[number][] | undefined = sections[kind];
    if (!list) return [];
    const map = entries[kind];
    return [
      {
        id: kind,
        kind,
        title: words[word],
        at: [kind],
        entries: list.map((value, index) => map(value, [kind, index])),
      },
    ];
  };
  return TYPED_SECTIONS.flatMap(({ name, word }) => typed(name, word));
}

/** The owner's own sections (sections.yaml's `custom`), each with its id from its title. */
function customSections(custom: CustomSection[], entry: MakeEntry): DerivedSection[] {
  return custom.map((section, index): DerivedSection => {
    const id = ids.section(section.title);
    return {
      id,
      kind: "custom",
      title: section.title,
      at: ["custom", index],
      entries: section.entries.map((value, j) =>
        entry(id, ["custom", index, "entries", j], value, {
          title: value.title,
          subtitle: value.subtitle,
          url: value.url,
          location: value.location,
          markdown: value.body,
        }),
      ),
    };
  });
}

/** Dated entries newest first (by end, then start), undated ones after them as written. */
function sortedNewestFirst(section: DerivedSection): DerivedSection {
  if (section.kind === "interests" || section.kind === "references") return section;
  const key = (entry: DerivedEntry) =>
    entry.sortKey
      ? `${entry.sortKey.end === "present" ? "9999-99" : entry.sortKey.end}|${entry.sortKey.start}`
      : "";
  const entries = section.entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => key(b.entry).localeCompare(key(a.entry)) || a.index - b.index)
    .map(({ entry }) => entry);
  return { ...section, entries };
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * Where each section with something to show goes: the columns site.yaml names (any section it
 * leaves out goes to the end of its usual column, unless hidden), and the phone's order: the
 * sections site.yaml's `phone` names, then the profile, the wide column, the narrow one.
 */
export function deriveLayout(valid: ValidTree, sections: readonly DerivedSection[]): ResumeLayout {
  const shown = sectionsWithContent(valid, sections);
  const own = valid.site?.value.resume;
  const placed = new Set([...(own?.side ?? []), ...(own?.main ?? []), ...(own?.hidden ?? [])]);
  const customIds = sections.filter(({ kind }) => kind === "custom").map(({ id }) => id);
  const rest = (defaults: readonly string[]) => defaults.filter((name) => !placed.has(name));
  const column = (given: readonly string[] | undefined, defaults: readonly string[]) =>
    unique([...(given ?? []), ...rest(defaults)]).filter((name) => shown.has(name));
  const side = column(own?.side, DEFAULT_SIDE);
  const main = column(own?.main, [...DEFAULT_MAIN, ...customIds]);
  const usual = unique([...side.filter((name) => name === "profile"), ...main, ...side]);
  const phone = unique([...(own?.phone ?? []).filter((name) => usual.includes(name)), ...usual]);
  return { side, main, phone };
}

/** Whether each of the Resume's own sections has something to show. */
const HAS_CONTENT: { [Name in BuiltInName]: (valid: ValidTree) => boolean } = {
  profile: (valid) => Boolean(valid.profile?.value.summary),
  "soft-skills": (valid) => Boolean(valid.profile?.value.softSkills),
  "hard-skills": (valid) => Boolean(valid.profile?.value.hardSkills),
  languages: (valid) => Boolean(valid.profile?.value.languages),
  experience: (valid) => (valid.experience?.value.experience.length ?? 0) > 0,
  education: (valid) => (valid.education?.value.education.length ?? 0) > 0,
};

/** The names of the sections that have something to show. */
export function sectionsWithContent(valid: ValidTree, sections: readonly DerivedSection[]): Set<string> {
  const names = BUILT_IN_SECTIONS.filter(({ name }) => HAS_CONTENT[name](valid)).map(({ name }) => name);
  return new Set<string>([...names, ...sections.map(({ id }) => id)]);
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** The resume layout as site.yaml wrote it, for the checks. */
export type OwnLayout = NonNullable<Site["resume"]>;
