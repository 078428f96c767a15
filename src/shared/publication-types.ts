/**
 * The kinds of publication sections.yaml's `type` names, each with the word the Resume shows for
 * it (src/shared/words.ts). The set is what BibTeX's entry types, ORCID's work types and CSL's
 * item types have in common, at the grain a resume shows: a kind none of them fits is left out
 * of the entry, which then shows no kind. The schema, the compiler and the importers read this
 * list: a new kind is an entry here and its word in every language's table.
 */
import type { WordKey } from "./words.ts";

export const PUBLICATION_TYPES = {
  article: "publicationArticle",
  "conference-paper": "publicationConferencePaper",
  book: "publicationBook",
  chapter: "publicationChapter",
  thesis: "publicationThesis",
  preprint: "publicationPreprint",
  report: "publicationReport",
  talk: "publicationTalk",
} as const satisfies Record<string, WordKey>;

/** A kind of publication, as sections.yaml writes it. */
export type PublicationType = keyof typeof PUBLICATION_TYPES;

/** The kinds, in the order the schema lists them. */
export const PUBLICATION_TYPE_NAMES = Object.keys(PUBLICATION_TYPES) as PublicationType[];
