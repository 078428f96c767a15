/**
 * The start of a translation (`npm run translate`): for each content file with text to
 * translate, a file of the same shape beside it (experience.pt-BR.yaml), with every entry
 * named as a translation names it and every text to translate written out as a comment, in the
 * original's words. The owner replaces a comment with the translation; until then the site in
 * that language shows the original, and `npm run validate` warns of each text still to do.
 */
import { stringify } from "yaml";
import { entryKeys } from "../compiler/passes/entry-names.ts";
import { mayTranslate, type TranslatedFile } from "../compiler/schema/translatable.ts";

/**
 * The skeleton of a YAML file's translation, or undefined when it has no text to translate:
 * every text a translation of a `kind` file may change (scripts/compiler/schema/translatable.ts).
 */
export function yamlSkeleton(kind: TranslatedFile, data: unknown): string | undefined {
  const lines = fields(kind, data, [], "");
  return lines.length > 0 ? `${lines.join("\n")}\n` : undefined;
}

/**
 * The skeleton of a project's translation: its front matter's texts, and its description (to be
 * written in the language below the front matter) as a comment in it.
 */
export function markdownSkeleton(data: unknown, body: string): string | undefined {
  const lines = fields("projects/*.md", data, [], "");
  const description = body.trim();
  if (description)
    lines.push(
      "# The description, to write in this language below the front matter:",
      ...description.split("\n").map((line) => `#   ${line}`.trimEnd()),
    );
  return lines.length > 0 ? `---\n${lines.join("\n")}\n---\n` : undefined;
}

/**
 * The lines of a mapping's translatable fields, each text commented out, at `indent`; `at` is
 * the mapping's path of field names in the file.
 */
function fields(kind: TranslatedFile, data: unknown, at: readonly string[], indent: string): string[] {
  if (!isRecord(data)) return [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const may = mayTranslate(kind, [...at, key]);
    if (!may) continue;
    if (may === true && hasText(value)) {
      const written = stringify({ [key]: value }, { lineWidth: 0 })
        .trimEnd()
        .split("\n");
      lines.push(...written.map((line) => `${indent}# ${line}`));
      continue;
    }
    const inner = Array.isArray(value)
      ? entries(kind, value, [...at, key], `${indent}  `)
      : fields(kind, value, [...at, key], `${indent}  `);
    if (inner.length > 0) lines.push(`${indent}${yamlKey(key)}:`, ...inner);
  }
  return lines;
}

/** A list of entries, by name, each with its translatable fields. */
function entries(
  kind: TranslatedFile,
  list: readonly unknown[],
  at: readonly string[],
  indent: string,
): string[] {
  if (!list.some(isRecord)) return [];
  const keys = entryKeys(list);
  return list.flatMap((entry, index) => {
    const inner = fields(kind, entry, at, `${indent}  `);
    return inner.length > 0 ? [`${indent}${yamlKey(keys[index] ?? "")}:`, ...inner] : [];
  });
}

/** A mapping's key, quoted when YAML needs it to be. */
function yamlKey(key: string): string {
  return stringify(key, { lineWidth: 0 }).trimEnd();
}

function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
