/**
 * What a translation may change (scripts/compiler/passes/translate.ts): the text a visitor reads
 * in a language, by file, each field as its path, a list's entries under the list's name
 * (`hardSkills.title` is each group's title; a field holds what is under it), and the names of
 * the owner and of the organisations an entry is about (NAMES), which a language may write in
 * its own script or words (山本 葵 is Aoi Yamamoto in English, TU München the Technical
 * University of Munich). Everything else is the same in every language: addresses (`email`,
 * `phone`, `url`, `username`, a link's `url`), dates, numbers (`gpa`, `order`), pictures' files,
 * ids, a course's number, the Latin form of the owner's name, the languages, colours and layout;
 * a translation that gives one is refused. The table of
 * it in docs/languages.md is this list (translatableTable; tests/unit/translations.test.ts checks
 * it).
 *
 * Each of these a translation leaves out is reported (scripts/compiler/passes/translate.ts) and
 * offered by `npm run translate`, but those of UNREPORTED.
 */
export const TRANSLATABLE = {
  "profile.yaml": [
    "name",
    "reading",
    "label",
    "location",
    "summary",
    "softSkills",
    "photo.alt",
    "hardSkills.title",
    "hardSkills.items",
    "hardSkills.lists.title",
    "hardSkills.lists.items",
    "languages.language",
    "languages.fluency",
  ],
  "experience.yaml": [
    "experience.company",
    "experience.position",
    "experience.location",
    "experience.summary",
    "experience.highlights",
    "experience.logo.alt",
    "experience.roles.position",
    "experience.roles.summary",
    "experience.roles.highlights",
  ],
  "education.yaml": [
    "education.institution",
    "education.location",
    "education.degree",
    "education.description",
    "education.logo.alt",
    "education.courses.category",
    "education.courses.courses.title",
  ],
  "about.yaml": ["title", "sections.heading", "sections.body", "sections.images.alt"],
  "sections.yaml": [
    "certifications.name",
    "certifications.issuer",
    "awards.title",
    "awards.awarder",
    "awards.summary",
    "publications.title",
    "publications.publisher",
    "publications.summary",
    "volunteering.organization",
    "volunteering.position",
    "volunteering.location",
    "volunteering.summary",
    "volunteering.highlights",
    "talks.title",
    "talks.event",
    "talks.location",
    "talks.summary",
    "interests.name",
    "interests.keywords",
    "references.name",
    "references.reference",
    "custom.title",
    "custom.entries.title",
    "custom.entries.subtitle",
    "custom.entries.location",
    "custom.entries.body",
  ],
  "projects/*.md": [
    "title",
    "type",
    "entity",
    "roles",
    "skills.front",
    "skills.back",
    "skills.other",
    "images.alt",
    "images.caption",
    "links.label",
    "achievements.title",
    "achievements.description",
  ],
  // `*` stands for any name of the mapping above it (NAMED): each variant's.
  "site.yaml": ["words", "dateFormat", "variants.*.label", "variants.*.summary"],
} as const satisfies Record<string, readonly string[]>;

/** The mappings whose keys are the owner's names (a variant's), which TRANSLATABLE writes as `*`. */
const NAMED: Partial<Record<TranslatedFile, readonly string[]>> = { "site.yaml": ["variants"] };

/** A path of field names as TRANSLATABLE writes it: a name under a NAMED mapping as `*`. */
function asWritten(file: TranslatedFile, at: readonly string[]): string[] {
  const named = NAMED[file] ?? [];
  return at.map((key, index) => (index > 0 && named.includes(at.slice(0, index).join(".")) ? "*" : key));
}

export type TranslatedFile = keyof typeof TRANSLATABLE;

/**
 * The names a translation may give (the owner's, an organisation's), left out without a word
 * (UNREPORTED): most names are written alike in every language that shares their script. One
 * left out is shown as the original writes it, in the original's language where its letters
 * are of a script the page's language does not write (foreignLetters, language-scripts.ts):
 * 株式会社なにわ予約 on the English page is Japanese, Siemens on it is not told apart.
 */
export const NAMES = {
  "profile.yaml": ["name"],
  "experience.yaml": ["experience.company"],
  "education.yaml": ["education.institution"],
  "sections.yaml": ["volunteering.organization"],
} as const satisfies Partial<{ [File in TranslatedFile]: readonly (typeof TRANSLATABLE)[File][number][] }>;

/** Whether the field at `at` of `file` (a path of field names) is a name (NAMES). */
export function isName(file: TranslatedFile, at: readonly string[]): boolean {
  const names: readonly string[] = (NAMES as Partial<Record<TranslatedFile, readonly string[]>>)[file] ?? [];
  return names.includes(at.join("."));
}

/**
 * What a translation may change but need not, left out without a word: the names (NAMES), and
 * the reading of the owner's name, which belongs to the name beside it; skills, most of them the
 * names of technologies (TypeScript, PostgreSQL), the same in every language; a reference's name,
 * a person's; and site.yaml's date format, which each language has built in. (Words of the
 * owner's in site.yaml are reported: left out, the site in another language shows them.)
 */
export const UNREPORTED = {
  "profile.yaml": ["name", "reading", "hardSkills.items", "hardSkills.lists.items"],
  "experience.yaml": ["experience.company"],
  "education.yaml": ["education.institution"],
  "sections.yaml": ["volunteering.organization", "references.name"],
  "projects/*.md": ["skills.front", "skills.back", "skills.other"],
  // The default language's words are never shown on another language's page (each takes its own built-in words).
  "site.yaml": ["words", "dateFormat"],
} as const satisfies Partial<{ [File in TranslatedFile]: readonly (typeof TRANSLATABLE)[File][number][] }>;

/**
 * The table of what a translation may change, in docs/languages.md: one row a file, what it may
 * leave out without a warning (UNREPORTED) in a column of its own.
 */
export function translatableTable(): string {
  const code = (fields: readonly string[]) => fields.map((field) => `\`${field}\``).join(", ");
  const rows = Object.entries(TRANSLATABLE).map(([file, fields]) => {
    const quiet: readonly string[] = unreported(file as TranslatedFile);
    const reported = fields.filter((field) => !quiet.includes(field));
    return `| \`${file}\` | ${code(reported)} | ${code(quiet)} |`;
  });
  return [
    "| File | What its translation may change, each left out a warning | … and may leave out without one |",
    "| --- | --- | --- |",
    ...rows,
  ].join("\n");
}

function unreported(file: TranslatedFile): readonly string[] {
  return (UNREPORTED as Partial<Record<TranslatedFile, readonly string[]>>)[file] ?? [];
}

/**
 * Whether the field at `at` of `file` (a path of field names) is text a translation is expected
 * to give: one it may change, and not one of UNREPORTED, nor under one.
 */
export function mustTranslate(file: TranslatedFile, at: readonly string[]): boolean {
  const field = asWritten(file, at).join(".");
  const under = (one: string) => field === one || field.startsWith(`${one}.`);
  return mayTranslate(file, at) === true && !unreported(file).some(under);
}

/**
 * Whether a translation of `file` may give the field at `at` (a path of field names, without the
 * places of entries): a field of the list, or one under it (`words.experience`). `"inside"` for a
 * field that holds some: a translation gives what it changes under it.
 */
export function mayTranslate(file: TranslatedFile, at: readonly string[]): boolean | "inside" {
  // Tags choose what a variant keeps (site.yaml's variants), in every language alike.
  if (at.at(-1) === "tags") return false;
  const field = asWritten(file, at).join(".");
  const fields: readonly string[] = TRANSLATABLE[file];
  if (fields.some((one) => field === one || field.startsWith(`${one}.`))) return true;
  return fields.some((one) => one.startsWith(`${field}.`)) || field === "" ? "inside" : false;
}

/** The fields a translation of `file` may give directly under `at`: "position, location, roles". */
export function translatableUnder(file: TranslatedFile, at: readonly string[]): string[] {
  const prefix = at.length > 0 ? `${asWritten(file, at).join(".")}.` : "";
  const fields: readonly string[] = TRANSLATABLE[file];
  const under = fields.flatMap((one) =>
    one.startsWith(prefix) ? [one.slice(prefix.length).split(".")[0] ?? ""] : [],
  );
  return [...new Set(under)];
}
