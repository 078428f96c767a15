/**
 * Part of pass 3, derive: the Resume's further sections (content/sections.yaml) as entries the
 * site shows whatever their kind, and where every Resume section goes (site.yaml's `resume:`).
 */
import type { Period, ResumeLayout, SectionKind, SiteEntry } from "../../../src/shared/compiled-content.ts";
import type { Words } from "../../../src/shared/words.ts";
import { ids } from "../ids.ts";
import type { CustomSection, Sections, Site } from "../schema/schema.ts";
import type { ValidTree } from "./validate.ts";

/** The typed kinds, in the order of sections.yaml's schema. */
export const TYPED_KINDS = [
  "certifications",
  "awards",
  "publications",
  "volunteering",
  "talks",
  "interests",
  "references",
] as const satisfies readonly Exclude<SectionKind, "custom">[];

/** The Resume's own sections, before any of sections.yaml's. */
export const BUILT_IN_SECTIONS = [
  "profile",
  "soft-skills",
  "hard-skills",
  "languages",
  "experience",
  "education",
] as const;

/** Every section name the site knows without the content's own. */
export const KNOWN_SECTIONS: readonly string[] = [...BUILT_IN_SECTIONS, ...TYPED_KINDS];

/** Where a section goes when site.yaml does not say: today's layout, then the new kinds. */
const DEFAULT_SIDE = ["profile", "soft-skills", "hard-skills", "languages", "certifications", "interests"];
const DEFAULT_MAIN = [
  "experience",
  "education",
  "volunteering",
  "publications",
  "talks",
  "awards",
  "references",
];

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
 * has: a certification's name is its title and its issuer the line under it, and so on.
 */
export function deriveSections(
  sections: Sections | undefined,
  words: Words,
  dateOf: DateOf,
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
  const typed = typedSections(sections, words, entry);
  const custom = customSections(sections.custom ?? [], entry);
  return [...typed.map(sortedNewestFirst), ...custom];
}

/** The sections of the typed kinds that sections.yaml has, in TYPED_KINDS' order, titled with their word. */
function typedSections(sections: Sections, words: Words, entry: MakeEntry): DerivedSection[] {
  const typed: DerivedSection[] = [];
  const add = <T>(
    kind: (typeof TYPED_KINDS)[number],
    list: readonly T[] | undefined,
    map: (value: T, at: PropertyKey[]) => DerivedEntry,
  ) => {
    if (!list) return;
    const entries = list.map((value, index) => map(value, [kind, index]));
    typed.push({ id: kind, kind, title: words[kind], at: [kind], entries });
  };
  add("certifications", sections.certifications, (value, at) =>
    entry("certifications", at, value, { title: value.name, subtitle: value.issuer, url: value.url }),
  );
  add("awards", sections.awards, (value, at) =>
    entry("awards", at, value, {
      title: value.title,
      subtitle: value.awarder,
      url: value.url,
      markdown: value.summary,
    }),
  );
  add("publications", sections.publications, (value, at) =>
    entry("publications", at, value, {
      title: value.title,
      subtitle: value.publisher,
      url: value.url,
      markdown: value.summary,
    }),
  );
  add("volunteering", sections.volunteering, (value, at) =>
    entry("volunteering", at, value, {
      title: value.organization,
      subtitle: value.position,
      url: value.url,
      location: value.location,
      markdown: value.summary,
      highlights: value.highlights,
    }),
  );
  add("talks", sections.talks, (value, at) =>
    entry("talks", at, value, {
      title: value.title,
      subtitle: value.event,
      url: value.url,
      location: value.location,
      markdown: value.summary,
    }),
  );
  add("interests", sections.interests, (value, at) =>
    entry("interests", at, {}, { title: value.name, keywords: value.keywords }),
  );
  add("references", sections.references, (value, at) =>
    entry("references", at, {}, { title: value.name, markdown: value.reference }),
  );
  return typed;
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

/** The names of the sections that have something to show. */
export function sectionsWithContent(valid: ValidTree, sections: readonly DerivedSection[]): Set<string> {
  const profile = valid.profile?.value;
  const names = ["experience"];
  if (profile?.summary) names.push("profile");
  if (profile?.hardSkills) names.push("hard-skills");
  if (profile?.softSkills) names.push("soft-skills");
  if (profile?.languages) names.push("languages");
  if ((valid.education?.value.education.length ?? 0) > 0) names.push("education");
  return new Set([...names, ...sections.map(({ id }) => id)]);
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** The resume layout as site.yaml wrote it, for the checks. */
export type OwnLayout = NonNullable<Site["resume"]>;
