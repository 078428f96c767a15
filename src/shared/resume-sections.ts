/**
 * The Resume's sections the engine knows, in one list that the compiler, the page, the plain
 * text and the PDF's check all read: the Resume's own sections, then sections.yaml's kinds in
 * the order of its schema. Each has its name in the layout (site.yaml's `resume:`), the word of
 * its heading (src/shared/words.ts) and, where paper says it otherwise, the paper's word; its
 * column when site.yaml does not say, and its row there; and the section of JSON Resume whose
 * facts it holds, where the PDF's check looks for them under its heading.
 *
 * A new section of the Resume's own: an entry here; its body in src/pages/resume.tsx, its lines
 * in scripts/vite/share/resume-text.ts and whether it has something to show in
 * scripts/compiler/passes/sections.ts (each keyed by name, so the type-check asks for them); its
 * word in src/shared/words.ts and scripts/compiler/word-tables.ts; and the content that fills it.
 */
import type { WordKey } from "./words.ts";

/** A section the engine knows, as the list below gives it. */
export type KnownSection = {
  name: string;
  word: WordKey;
  /** The heading's word on paper, where résumé parsers look for another name. */
  paperWord?: WordKey;
  /** Where the section goes when site.yaml does not say: the narrow column or the wide one, top to bottom by row. */
  column: "side" | "main";
  row: number;
  /** The section of a JSON Resume (resume.json) whose facts the PDF's check finds under its heading. */
  jsonResume?: string;
};

/** The Resume's own sections, filled from profile.yaml, experience.yaml and education.yaml. */
export const BUILT_IN_SECTIONS = [
  { name: "profile", word: "profile", paperWord: "summary", column: "side", row: 1 },
  { name: "soft-skills", word: "softSkills", column: "side", row: 2 },
  { name: "hard-skills", word: "hardSkills", column: "side", row: 3, jsonResume: "skills" },
  { name: "languages", word: "languages", column: "side", row: 4, jsonResume: "languages" },
  { name: "experience", word: "experience", column: "main", row: 1, jsonResume: "work" },
  { name: "education", word: "education", column: "main", row: 2, jsonResume: "education" },
] as const satisfies readonly KnownSection[];

/** The kinds of sections.yaml's sections, in its schema's order; each section's heading is its kind's word. */
export const TYPED_SECTIONS = [
  { name: "certifications", word: "certifications", column: "side", row: 5, jsonResume: "certificates" },
  { name: "awards", word: "awards", column: "main", row: 6, jsonResume: "awards" },
  { name: "publications", word: "publications", column: "main", row: 4, jsonResume: "publications" },
  { name: "volunteering", word: "volunteering", column: "main", row: 3, jsonResume: "volunteer" },
  { name: "talks", word: "talks", column: "main", row: 5 },
  { name: "interests", word: "interests", column: "side", row: 6, jsonResume: "interests" },
  { name: "references", word: "references", column: "main", row: 7, jsonResume: "references" },
] as const satisfies readonly KnownSection[];

/** Every section the engine knows, the Resume's own first. */
export const KNOWN_SECTIONS: readonly KnownSection[] = [...BUILT_IN_SECTIONS, ...TYPED_SECTIONS];

/** The name of one of the Resume's own sections. */
export type BuiltInName = (typeof BUILT_IN_SECTIONS)[number]["name"];
/** A kind of sections.yaml's sections: its list's key there, and the section's name in the layout. */
export type TypedKind = (typeof TYPED_SECTIONS)[number]["name"];

/** The kinds of sections.yaml, in its schema's order. */
export const TYPED_KINDS: readonly TypedKind[] = TYPED_SECTIONS.map(({ name }) => name);

/** The names of every section the engine knows, the Resume's own first. */
export const KNOWN_NAMES: readonly string[] = KNOWN_SECTIONS.map(({ name }) => name);

/** One of the Resume's own sections, as the list gives it. */
export type BuiltInSection = KnownSection & { name: BuiltInName };

/** One of the Resume's own sections, by its name in the layout; undefined for any other name. */
export function builtInSection(name: string): BuiltInSection | undefined {
  return BUILT_IN_SECTIONS.find((section) => section.name === name);
}

/** The sections of a column when site.yaml does not say, top to bottom. */
export function defaultColumn(column: KnownSection["column"]): string[] {
  return KNOWN_SECTIONS.filter((section) => section.column === column)
    .sort((a, b) => a.row - b.row)
    .map(({ name }) => name);
}
