/**
 * The start of a translation (`npm run translate`): for each content file with text to
 * translate, a file of the same shape beside it (experience.pt-BR.yaml), with every entry
 * named as a translation names it and every text to translate written out as a comment, in the
 * original's words. The owner replaces a comment with the translation; until then the site in
 * that language shows the original, and `npm run validate` warns of each text still to do.
 */
import { isMap, isScalar, isSeq, type Pair, parseDocument, stringify, type YAMLMap } from "yaml";
import { foreignLetters } from "../compiler/language-scripts.ts";
import { entryKeys, findEntry } from "../compiler/passes/entry-names.ts";
import { isName, mayTranslate, type TranslatedFile } from "../compiler/schema/translatable.ts";

/**
 * The skeleton of a YAML file's translation, or undefined when it has no text to translate:
 * every text a translation of a `kind` file may change (scripts/compiler/schema/translatable.ts).
 */
export function yamlSkeleton(kind: TranslatedFile, data: unknown, lang: string): string | undefined {
  const lines = fields({ kind, lang }, data, [], "");
  return lines.length > 0 ? `${lines.join("\n")}\n` : undefined;
}

/**
 * The skeleton of a project's translation: its front matter's texts, and its description (to be
 * written in the language below the front matter) as a comment in it.
 */
export function markdownSkeleton(data: unknown, body: string, lang: string): string | undefined {
  const lines = fields({ kind: "projects/*.md", lang }, data, [], "");
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
function fields(file: Translating, data: unknown, at: readonly string[], indent: string): string[] {
  if (!isRecord(data)) return [];
  const lines: string[] = [];
  for (const [key, given] of Object.entries(data)) {
    const value = textsOf(key, given);
    const may = offered(file, [...at, key], value);
    if (!may) continue;
    if (may === true && hasText(value)) {
      const written = stringify({ [key]: value }, { lineWidth: 0 })
        .trimEnd()
        .split("\n");
      lines.push(...written.map((line) => `${indent}# ${line}`));
      continue;
    }
    const inner = Array.isArray(value)
      ? entries(file, value, [...at, key], `${indent}  `)
      : fields(file, value, [...at, key], `${indent}  `);
    if (inner.length > 0) lines.push(`${indent}${yamlKey(key)}:`, ...inner);
  }
  return lines;
}

/** A translation being started: of a file of `kind`, into the language `lang`. */
type Translating = { kind: TranslatedFile; lang: string };

/**
 * Whether a translation is offered the field at `at`, holding `value` (mayTranslate): a name
 * only where its letters are of a script the language does not write (株式会社なにわ予約 in
 * English, not Siemens in German), and never the reading of the owner's name, which belongs to
 * the name a translation gives (docs/languages.md, Names in each language).
 */
function offered({ kind, lang }: Translating, at: readonly string[], value: unknown): boolean | "inside" {
  if (isName(kind, at)) return typeof value === "string" && foreignLetters(value, lang);
  if (kind === "profile.yaml" && at.join(".") === "reading") return false;
  return mayTranslate(kind, at);
}

/** A list of entries, by name, each with its translatable fields. */
function entries(
  file: Translating,
  list: readonly unknown[],
  at: readonly string[],
  indent: string,
): string[] {
  if (!list.some(isRecord)) return [];
  const keys = entryKeys(list);
  return list.flatMap((entry, index) => {
    const inner = fields(file, entry, at, `${indent}  `);
    return inner.length > 0 ? [`${indent}${yamlKey(keys[index] ?? "")}:`, ...inner] : [];
  });
}

/** The lists whose items may be written as objects to give them tags: highlights, and skills. */
const TAGGED_TEXTS = new Set(["highlights", "items"]);

/**
 * The value of the field `key` as its translation writes it: a list of highlights or skills as
 * its texts, an item written as an object (`{ text, tags }`, `{ name, tags }`) as its text alone,
 * since a translation gives the text at each place and takes the original's tags.
 */
function textsOf(key: string, value: unknown): unknown {
  if (!TAGGED_TEXTS.has(key) || !Array.isArray(value)) return value;
  return value.map((item) => {
    if (!isRecord(item)) return item;
    const text = item.text ?? item.name;
    return typeof text === "string" ? text : item;
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

/**
 * A translation's YAML text with the texts it leaves out added where they go, each a comment in
 * the original's words as in a skeleton, under its entry (its name added, with nothing under it,
 * when the translation has none), and each text of a list of words past the end of the
 * translation's after its last (missingWords); every line of the translation kept as it is. `description`,
 * a project's, is added as a comment at the end. A text whose comment was offered before
 * (`offeredBefore`: the comment lines an earlier run wrote into this file) and is gone is left out:
 * the owner deleted it, to keep the original's words there. Undefined when nothing is missing,
 * or when it cannot be added without changing what the translation says (a flow mapping `{…}`,
 * or text that is not YAML).
 */
export function withMissing(
  kind: TranslatedFile,
  original: unknown,
  text: string,
  lang: string,
  description?: string,
  offeredBefore: ReadonlySet<string> = new Set(),
): string | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return undefined;
  const root = doc.contents;
  const inserts: Insert[] = [];
  const place: Place = { node: isMap(root) ? root : null, indent: "", start: 0, end: text.length };
  if (isMap(root) && root.flow) return undefined;
  if (!missingFields({ kind, lang }, original, [], place, text, inserts, offeredBefore)) return undefined;
  const heading = "# The description, to write in this language below the front matter:";
  if (description?.trim() && !text.split(/\r?\n/).includes(heading) && !offeredBefore.has(heading))
    inserts.push({
      offset: text.length,
      depth: -1,
      lines: [
        heading,
        ...description
          .trim()
          .split("\n")
          .map((line) => `#   ${line}`.trimEnd()),
      ],
    });
  if (inserts.length === 0) return undefined;
  let result = text;
  for (const { offset, lines } of [...inserts].sort((a, b) => b.offset - a.offset || a.depth - b.depth)) {
    const before = result.slice(0, offset);
    const gap = before === "" || before.endsWith("\n") ? "" : "\n";
    result = `${before}${gap}${lines.join("\n")}\n${result.slice(offset)}`;
  }
  return saysTheSame(parseDocument(result).toJS(), doc.toJS()) ? result : undefined;
}

/** Lines to add at an offset of the translation's text, and how deep they go (their indent): at one offset, the deepest come first. */
type Insert = { offset: number; depth: number; lines: string[] };

/**
 * A mapping of the translation (null where a name has nothing under it yet), its fields' indent,
 * and where its lines start and end.
 */
type Place = { node: YAMLMap | null; indent: string; start: number; end: number };

/**
 * Adds to `inserts` the fields of `original` (a mapping at `at`) that the translation's
 * mapping at `place` leaves out; false where one cannot be added (a flow mapping).
 */
function missingFields(
  file: Translating,
  original: unknown,
  at: readonly string[],
  place: Place,
  text: string,
  inserts: Insert[],
  offeredBefore: ReadonlySet<string>,
): boolean {
  if (!isRecord(original)) return true;
  const own: string[] = [];
  // Its lines as they are, and those offered before: a text offered already, still a comment or
  // deleted by the owner, is not offered again.
  const written = new Set([...linesOf(text, place), ...offeredBefore]);
  const fresh = (lines: string[]) => (lines[0] !== undefined && written.has(lines[0]) ? [] : lines);
  for (const [key, given] of Object.entries(original)) {
    const value = textsOf(key, given);
    const may = offered(file, [...at, key], value);
    if (!may) continue;
    const pair = place.node?.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (!pair) {
      if (may === true && hasText(value)) {
        own.push(...fresh(skeletonOf({ [key]: value }, place.indent)));
        continue;
      }
      const inner = Array.isArray(value)
        ? entries(file, value, [...at, key], `${place.indent}  `)
        : fields(file, value, [...at, key], `${place.indent}  `);
      if (inner.length > 0 && !inner.some((line) => offeredBefore.has(line)))
        own.push(`${place.indent}${yamlKey(key)}:`, ...inner);
      continue;
    }
    if (may === true) {
      const words = missingWords(value, pair, text, written, place.indent.length);
      if (words) inserts.push(words);
      continue;
    }
    const inner = placeOf(pair, text);
    if (inner === undefined) return false;
    const done = Array.isArray(value)
      ? missingEntries(file, value, [...at, key], inner, text, inserts, offeredBefore)
      : missingFields(file, value, [...at, key], inner, text, inserts, offeredBefore);
    if (!done) return false;
  }
  if (own.length > 0) inserts.push({ offset: place.end, depth: place.indent.length, lines: own });
  return true;
}

/**
 * The texts of a list of words (highlights…) the translation's list leaves out past its end, each
 * a comment in the original's words after its last item, where its translation goes: the texts
 * of a list are paired by place. None for a list written on one line (`[…]`), which a comment
 * cannot go into, or one offered already (`written`).
 */
function missingWords(
  original: unknown,
  pair: Pair,
  text: string,
  written: ReadonlySet<string>,
  depth: number,
): Insert | undefined {
  const list = pair.value;
  if (!Array.isArray(original) || !isSeq(list) || list.flow) return undefined;
  const range = (list.items.at(-1) as { range?: [number, number, number] } | undefined)?.range;
  if (!range || list.items.length >= original.length) return undefined;
  // The last item's dash, which the texts to add line up with.
  const lineStart = text.lastIndexOf("\n", range[0] - 1) + 1;
  const dash = text.slice(lineStart, range[0]).lastIndexOf("-");
  if (dash === -1) return undefined;
  const indent = " ".repeat(dash);
  const lines = original.slice(list.items.length).flatMap((item) =>
    stringify([item], { lineWidth: 0 })
      .trimEnd()
      .split("\n")
      .map((line) => `${indent}# ${line}`),
  );
  if (lines.some((line) => written.has(line))) return undefined;
  return { offset: lineAfter(text, range[1]), depth: depth + 2, lines };
}

/** As missingFields, for a list of entries, which the translation names (entryKeys). */
function missingEntries(
  file: Translating,
  list: readonly unknown[],
  at: readonly string[],
  place: Place,
  text: string,
  inserts: Insert[],
  offeredBefore: ReadonlySet<string>,
): boolean {
  if (!list.some(isRecord)) return true;
  const keys = entryKeys(list);
  const given = new Map<number, Pair>();
  for (const pair of place.node?.items ?? []) {
    const index = isScalar(pair.key) ? findEntry(list, keys, String(pair.key.value)) : undefined;
    if (typeof index === "number") given.set(index, pair);
  }
  const own: string[] = [];
  for (const [index, entry] of list.entries()) {
    const pair = given.get(index);
    if (!pair) {
      const inner = fields(file, entry, at, `${place.indent}  `);
      // An entry whose texts were offered before and is gone: the owner deleted it.
      if (inner.length > 0 && !inner.some((line) => offeredBefore.has(line)))
        own.push(`${place.indent}${yamlKey(keys[index] ?? "")}:`, ...inner);
      continue;
    }
    const inner = placeOf(pair, text);
    if (inner === undefined || !missingFields(file, entry, at, inner, text, inserts, offeredBefore))
      return false;
  }
  if (own.length > 0) inserts.push({ offset: place.end, depth: place.indent.length, lines: own });
  return true;
}

/**
 * Where the fields under a pair's key go: its block mapping's indent and end, or, for a key with
 * nothing under it, two spaces past the key, after its line. Undefined for anything else.
 */
function placeOf(pair: Pair, text: string): Place | undefined {
  const keyStart = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
  const keyColumn = keyStart - (text.lastIndexOf("\n", keyStart - 1) + 1);
  const value = pair.value;
  if (isMap(value) && !value.flow && value.items.length > 0) {
    const first = value.items[0]?.key;
    const start = isScalar(first) ? (first.range?.[0] ?? 0) : 0;
    const column = start - (text.lastIndexOf("\n", start - 1) + 1);
    const end = lineAfter(text, value.range?.[1] ?? text.length);
    return { node: value, indent: " ".repeat(column), start: lineAfter(text, keyStart + 1), end };
  }
  if (value === null || (isScalar(value) && value.value === null)) {
    const end = isScalar(value) ? (value.range?.[2] ?? keyStart) : keyStart;
    return {
      node: null,
      indent: " ".repeat(keyColumn + 2),
      start: lineAfter(text, keyStart + 1),
      end: lineAfter(text, end),
    };
  }
  return undefined;
}

/** The lines of a place: from its start, each blank or indented at least as its fields are. */
function linesOf(text: string, place: Place): string[] {
  const lines = text.slice(place.start).split(/\r?\n/);
  const end = lines.findIndex((line) => line.trim() !== "" && !line.startsWith(place.indent));
  return end === -1 ? lines : lines.slice(0, end);
}

/** The start of the line after the one `offset` is on (or the text's end). */
function lineAfter(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === "\n") return offset;
  const newline = text.indexOf("\n", offset);
  return newline === -1 ? text.length : newline + 1;
}

/** A field and its text, commented out, at `indent`. */
function skeletonOf(field: Record<string, unknown>, indent: string): string[] {
  return stringify(field, { lineWidth: 0 })
    .trimEnd()
    .split("\n")
    .map((line) => `${indent}# ${line}`);
}

/**
 * Whether `after` says what `before` says: the same values, and besides them only names with
 * nothing under them (as a translation's entry whose texts are all still comments).
 */
function saysTheSame(after: unknown, before: unknown): boolean {
  const empty = (value: unknown): boolean =>
    value === null || (isRecord(value) && Object.values(value).every(empty));
  if (!isRecord(before))
    return before === null ? empty(after) : JSON.stringify(after) === JSON.stringify(before);
  if (!isRecord(after)) return false;
  return (
    Object.entries(before).every(([key, value]) => saysTheSame(after[key], value)) &&
    Object.entries(after).every(([key, value]) => key in before || empty(value))
  );
}
