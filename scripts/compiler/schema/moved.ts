/**
 * Fields the content had in an earlier version of the engine, and where each went: the one list
 * that `npm run upgrade` moves them by (scripts/upgrade/migrate.ts) and `npm run validate` names
 * them from, with the command that moves them. A change to the content's shape that moves a
 * field is one entry here, and one in CHANGELOG.md.
 */

/** The content files a field can be in, by the name of their schema (schema.ts's fileSchemas). */
export type SchemaName = "profile" | "experience" | "education" | "about" | "project" | "sections" | "site";

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

/** The move of the field `key` under `parent` in a file of `schema`, when it is one an earlier version had there. */
export function movedField(
  schema: SchemaName,
  parent: readonly PropertyKey[],
  key: string,
): MovedField | undefined {
  const at = [...parent.map(String), key].join(".");
  return MOVED_FIELDS.find((moved) => moved.schema === schema && moved.from.join(".") === at);
}
