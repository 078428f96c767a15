/**
 * Fields the content had in an earlier version of the engine, and where each went: the one list
 * that `npm run upgrade` moves them by (scripts/upgrade/migrate.ts) and `npm run validate` warns
 * of (passes/check.ts), while the schema still reads each where it was. A change to the content's shape that moves a
 * field is one entry here, and one in CHANGELOG.md.
 */

/** The content files a field can be in, by the name of their schema (schema.ts's fileSchemas). */
export type SchemaName =
  | "profile"
  | "experience"
  | "education"
  | "about"
  | "project"
  | "sections"
  | "site"
  | "letter";

export type MovedField = {
  /** The file's kind: its original and its translations. */
  schema: SchemaName;
  /** Where the field was, from the top of the file. */
  from: readonly string[];
  /** Where it is now. */
  to: readonly string[];
  /** The engine's version that moved it. */
  version: string;
};

export const MOVED_FIELDS: readonly MovedField[] = [
  // The PDF's settings in one place, beside which its later ones go.
  { schema: "site", from: ["paper"], to: ["pdf", "paper"], version: "0.2.0" },
];
