/**
 * Content written for an earlier version of the engine, rewritten for this one: each field
 * scripts/compiler/schema/moved.ts lists is moved to its new place. The file is read as the
 * compiler reads it (scripts/compiler/yaml/parse.ts: the same limits, the same located errors),
 * and the move is made in its text: the moved field's lines, its comments above it included,
 * are cut and put in its new place, and every other line stays byte for byte, with the file's
 * line endings and byte order mark. Only a layout that lines cannot move (a field inside
 * `{ … }`, a new place inside one) is moved in the `yaml` package's document instead, which
 * keeps the comments, order and quoting but writes the file in its own layout.
 */
import { type Document, isMap, isScalar, LineCounter, type Pair, Scalar, YAMLMap } from "yaml";
import { contentKindOf } from "../compiler/content-files.ts";
import type { Diagnostic } from "../compiler/diagnostics/diagnostics.ts";
import { MAX_ALIASES } from "../compiler/schema/limits.ts";
import { MOVED_FIELDS, type MovedField, type SchemaName } from "../compiler/schema/moved.ts";
import { parseText } from "../compiler/yaml/parse.ts";
import { loadYaml } from "../compiler/yaml/source.ts";
import { at } from "../compiler/yaml/text.ts";

/** One change to one file: `site.yaml: paper → pdf.paper (0.2.0)`. */
export type Change = { file: string; from: string; to: string; version: string };

/** A file rewritten for this version: its text, the changes made, or why it cannot be. */
export type Migrated = { text: string; changes: Change[]; diagnostics: Diagnostic[] };

/** The schema a content file (relative to the content folder, with `/`) is written in, translations included. */
export function schemaOf(file: string): SchemaName | undefined {
  const kind = contentKindOf(file)?.id;
  if (kind === "project" || kind === "project translation") return "project";
  if (kind !== "yaml" && kind !== "yaml translation") return undefined;
  return /^([a-z]+)\./.exec(file)?.[1] as SchemaName | undefined;
}

/**
 * The text of `file` rewritten for this version, and the changes made; the text unchanged and
 * no changes when it has nothing to move. A file that cannot be read as content (a YAML error,
 * a limit passed) or whose move would break it gives located diagnostics, at `display` (the
 * file as the messages name it), and no change.
 */
export function migrateFile(file: string, text: string, display = file): Migrated {
  const schema = schemaOf(file);
  const moves = MOVED_FIELDS.filter((moved) => moved.schema === schema);
  if (moves.length === 0) return { text, changes: [], diagnostics: [] };
  const bom = text.startsWith("\uFEFF") ? "\uFEFF" : "";
  const source = text.slice(bom.length);
  if (schema !== "project") return withBom(bom, migrateYaml(file, display, source, moves, 0));
  // A project's front matter, between its --- lines; its Markdown body as it was.
  const fence = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(\r?\n|$)/.exec(source);
  if (!fence) return { text, changes: [], diagnostics: [] };
  const front = fence[1] ?? "";
  const start = source.indexOf("\n") + 1;
  const migrated = migrateYaml(file, display, front, moves, 1);
  return withBom(bom, {
    ...migrated,
    text: `${source.slice(0, start)}${migrated.text}${source.slice(start + front.length)}`,
  });
}

const withBom = (bom: string, migrated: Migrated): Migrated => ({
  ...migrated,
  text: `${bom}${migrated.text}`,
});

/** YAML text with `moves` made one after the other, each on the text the one before left. */
function migrateYaml(
  file: string,
  display: string,
  original: string,
  moves: readonly MovedField[],
  lineOffset: number,
): Migrated {
  let text = original;
  const changes: Change[] = [];
  const refused = (diagnostics: Diagnostic[]): Migrated => ({ text: original, changes: [], diagnostics });
  // Read first as the compiler reads it, which says what is wrong with it in the same words.
  const loaded = loadYaml(display, original, { emptyIsNothing: true }, lineOffset);
  if (!loaded.ok) return refused(loaded.diagnostics);
  for (const moved of moves) {
    const read = readYaml(display, text, lineOffset);
    // The file as it was cannot be read (the owner's to fix), or a move broke it (refused).
    if ("diagnostics" in read)
      return refused(
        changes.length === 0 ? read.diagnostics : brokenBy(display, original, changes, lineOffset),
      );
    // Not there, or its new place taken (validate then reports the old one, for the owner to choose).
    if (!pairAt(read.doc, moved.from) || read.doc.hasIn(moved.to) || placeTaken(read.doc, moved.to)) continue;
    changes.push(change(file, moved));
    const next = moveInText(text, read.doc, moved) ?? moveInDocument(text, read.doc, moved);
    if (next === undefined) return refused(brokenBy(display, original, changes, lineOffset));
    text = next;
  }
  if (changes.length > 0 && !reads(readYaml(display, text, lineOffset)))
    return refused(brokenBy(display, original, changes, lineOffset));
  return { text, changes, diagnostics: [] };
}

/**
 * Whether moved text still reads: no error, and every alias after its anchor (the `yaml`
 * package reads an alias to an anchor further down as a value only once it makes the data).
 */
function reads(read: ReturnType<typeof readYaml>): boolean {
  if ("diagnostics" in read) return false;
  try {
    read.doc.toJS({ maxAliasCount: MAX_ALIASES });
    return true;
  } catch {
    return false;
  }
}

/** Whether a mapping on the way to `path` is something else (`pdf: yes`), where no field can go. */
function placeTaken(doc: Document, path: readonly string[]): boolean {
  let node: unknown = doc.contents;
  for (const key of path.slice(0, -1)) {
    if (!isMap(node)) return true;
    node = node.get(key, true);
    if (node === undefined) return false;
  }
  return !isMap(node);
}

/** The document of YAML text, within the compiler's limits, or its located errors. */
function readYaml(
  display: string,
  text: string,
  lineOffset: number,
): { doc: Document.Parsed } | { diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  return parseText(display, text, lineCounter, position);
}

/**
 * The refusal of moves that would break the file: a field that holds an anchor (`&name`) moved
 * below an alias (`*name`) that uses it, which YAML reads as an alias to nothing. Located at the
 * first moved field.
 */
function brokenBy(
  display: string,
  text: string,
  changes: readonly Change[],
  lineOffset: number,
): Diagnostic[] {
  const [first] = changes;
  const key = first?.from.split(".").at(-1) ?? "";
  const offset = Math.max(0, new RegExp(`^[ \\t]*${key}[ \\t]*:`, "m").exec(text)?.index ?? 0);
  const { line, column } = lineColumnOf(text, offset);
  const moves = changes.map(({ from, to }) => `${from} to ${to}`).join(", ");
  return [
    at(
      display,
      line + lineOffset,
      column,
      `cannot move ${moves}: the file would no longer read the same (an alias *name would come before the anchor &name it uses)`,
      "write the value out where each alias of it stands, then run npm run upgrade again",
    ),
  ];
}

function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  const last = before.at(-1) ?? "";
  return { line: before.length, column: last.length - last.trimStart().length + 1 };
}

const change = (file: string, moved: MovedField): Change => ({
  file,
  from: moved.from.join("."),
  to: moved.to.join("."),
  version: moved.version,
});

/** The lines of `text`, each with its line break (`\n` or `\r\n`), the last without one when the text ends without. */
const linesOf = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** Where the line holding `offset` starts, as a line index. */
const lineIndexAt = (lines: readonly string[], offset: number) => {
  let end = 0;
  for (const [index, line] of lines.entries()) {
    end += line.length;
    if (offset < end) return index;
  }
  return lines.length;
};

/**
 * `moved.from` moved to `moved.to` as lines of the text: the field's lines (the comment lines
 * right above it, its key, its value) cut, re-indented for their new place and put after the
 * last field of the new place's mapping, or under a new key at the end of the nearest mapping
 * that is there; undefined when the layout is not of whole lines in block mappings
 * (moveInDocument does it then).
 */
function moveInText(text: string, doc: Document.Parsed, moved: MovedField): string | undefined {
  const from = pairAt(doc, moved.from);
  if (!from) return undefined;
  const lines = linesOf(text);
  const cut = pairLines(text, lines, from);
  if (!cut) return undefined;
  const place = placeFor(text, lines, doc, moved.to.slice(0, -1));
  if (!place) return undefined;
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const opened = place.open.map((key, i) => `${" ".repeat(place.indent + 2 * i)}${key}:${newline}`);
  const indent = place.indent + 2 * place.open.length;
  const moving = lines
    .slice(cut.first, cut.last + 1)
    .map((line) => reindent(line, indent - cut.indent))
    .map((line, i) => (i === cut.keyLine - cut.first ? renamed(line, indent, moved) : line));
  if (moving.some((line) => line === undefined)) return undefined;
  const [last = ""] = moving.slice(-1);
  if (!/\n$/.test(last as string)) moving[moving.length - 1] = `${last}${newline}`;
  // The place is found in the text as it was: after the cut, it moves up by the lines cut; as
  // the cut's own last line (the field was its mapping's last), it is where the cut was.
  const count = cut.last - cut.first + 1;
  const index =
    place.after > cut.last ? place.after + 1 - count : place.after >= cut.first ? cut.first : place.after + 1;
  const result = [...lines];
  result.splice(cut.first, count);
  const before = result[index - 1];
  if (before !== undefined && !before.endsWith("\n")) result[index - 1] = `${before}${newline}`;
  result.splice(index, 0, ...opened, ...(moving as string[]));
  return result.join("");
}

/** `line` moved `by` columns (right, or left over spaces only); undefined when it cannot move left. */
function reindent(line: string, by: number): string | undefined {
  if (by === 0 || /^\s*$/.test(line)) return line;
  if (by > 0) return `${" ".repeat(by)}${line}`;
  return line.startsWith(" ".repeat(-by)) ? line.slice(-by) : undefined;
}

/** The key's line with the key named as at its new place. */
function renamed(line: string | undefined, indent: number, moved: MovedField): string | undefined {
  const [from, to] = [moved.from.at(-1) ?? "", moved.to.at(-1) ?? ""];
  if (line === undefined || from === to) return line;
  const rest = line.slice(indent);
  return rest.startsWith(from) ? `${line.slice(0, indent)}${to}${rest.slice(from.length)}` : undefined;
}

/**
 * The lines a field takes, by index: the comment lines right above its key (no blank line
 * between), its key's line and its value's; undefined unless it starts its line and its value
 * ends one, in a block mapping.
 */
function pairLines(
  text: string,
  lines: readonly string[],
  { pair, parent }: { pair: Pair; parent: YAMLMap },
): { first: number; last: number; keyLine: number; indent: number } | undefined {
  if (parent.flow || !isScalar(pair.key) || !pair.key.range) return undefined;
  const keyStart = pair.key.range[0];
  const lineStart = text.lastIndexOf("\n", keyStart - 1) + 1;
  if (!/^ *$/.test(text.slice(lineStart, keyStart))) return undefined;
  const indent = keyStart - lineStart;
  const value = pair.value as { range?: [number, number, number] } | null;
  const end = Math.max(value?.range?.[1] ?? pair.key.range[1], pair.key.range[1]);
  const keyLine = lineIndexAt(lines, keyStart);
  const last = lineIndexAt(lines, Math.max(keyStart, end - 1));
  const rest = (lines[last] ?? "").slice(end - lineOffsetOf(lines, last));
  if (!/^\s*(#.*)?$/.test(rest.replace(/\r?\n$/, ""))) return undefined;
  let first = keyLine;
  while (first > 0 && /^\s*#/.test(lines[first - 1] ?? "")) first--;
  return { first, last, keyLine, indent };
}

/** The offset at which line `index` starts. */
const lineOffsetOf = (lines: readonly string[], index: number) =>
  lines.slice(0, index).reduce((sum, line) => sum + line.length, 0);

/**
 * Where the new place of a field is: after the line index `after`, at `indent`, under the keys
 * of `open` made there (those of `path` missing); undefined when a mapping on the way is not a
 * block mapping of whole lines.
 */
function placeFor(
  text: string,
  lines: readonly string[],
  doc: Document.Parsed,
  path: readonly string[],
): { after: number; indent: number; open: string[] } | undefined {
  let map = doc.contents;
  let depth = 0;
  while (depth < path.length) {
    const next = isMap(map) ? map.get(path[depth], true) : undefined;
    if (next === undefined) break;
    map = next as typeof map;
    depth++;
  }
  if (!isMap(map) || map.flow || map.items.length === 0) return undefined;
  const [firstItem] = map.items;
  const lastItem = map.items.at(-1);
  if (!isScalar(firstItem?.key) || !firstItem.key.range || !lastItem || !isScalar(lastItem.key))
    return undefined;
  const keyStart = firstItem.key.range[0];
  const indent = keyStart - (text.lastIndexOf("\n", keyStart - 1) + 1);
  const value = lastItem.value as { range?: [number, number, number] } | null;
  const end = Math.max(value?.range?.[1] ?? 0, lastItem.key.range?.[1] ?? 0);
  return { after: lineIndexAt(lines, Math.max(0, end - 1)), indent, open: path.slice(depth) as string[] };
}

/**
 * `moved.from` moved to `moved.to` in `doc`, key, value and their comments together, and the
 * document written in the `yaml` package's layout (with the file's line endings); undefined
 * when the move would break the file.
 */
function moveInDocument(text: string, doc: Document.Parsed, moved: MovedField): string | undefined {
  const from = pairAt(doc, moved.from);
  const target = mapAt(doc, moved.to.slice(0, -1));
  if (!from || !target) return undefined;
  const { pair, parent } = from;
  parent.items.splice(parent.items.indexOf(pair), 1);
  const key = new Scalar(moved.to.at(-1));
  if (isScalar(pair.key)) {
    key.commentBefore = pair.key.commentBefore;
    // A blank line before it, where it follows other fields in its new map, not as the map's first.
    if (target.items.length > 0) key.spaceBefore = pair.key.spaceBefore;
  }
  pair.key = key;
  target.items.push(pair);
  try {
    const written = doc.toString({ lineWidth: 0 });
    return text.includes("\r\n") ? written.replace(/\n/g, "\r\n") : written;
  } catch {
    // An alias written before its anchor: the file would no longer read the same.
    return undefined;
  }
}

/** The pair at `path` and the map holding it. */
function pairAt(doc: Document, path: readonly string[]): { pair: Pair; parent: YAMLMap } | undefined {
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === path.at(-1));
  return pair ? { pair, parent } : undefined;
}

/** The map at `path`, made (as a block map at the end of its parent) where it is missing. */
function mapAt(doc: Document, path: readonly string[]): YAMLMap | undefined {
  const top = doc.contents;
  if (!isMap(top)) return undefined;
  let map: YAMLMap = top;
  for (const key of path) {
    let next: unknown = map.get(key, true);
    if (next === undefined) {
      next = new YAMLMap();
      map.set(new Scalar(key), next);
    }
    if (!isMap(next)) return undefined;
    map = next;
  }
  return map;
}
