/**
 * Loading content files so that every value keeps its source position: YAML through the
 * `yaml` package (its nodes carry ranges; a LineCounter turns offsets into line:column),
 * Markdown front matter split by gray-matter and parsed the same way.
 */
import matter from "gray-matter";
import {
  type Document,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  type Scalar,
  visit,
} from "yaml";
import type { Diagnostic } from "../diagnostics/diagnostics.ts";
import { MAX_ALIASES } from "../schema/limits.ts";
import { joinFoldedLines } from "./folded-lines.ts";
import { parseText } from "./parse.ts";
import { at, type Position } from "./text.ts";

/**
 * Where a field is: its line and column, and, for a field a translation gives, the translation's
 * file and the field's path in it (scripts/compiler/passes/translate.ts).
 */
export type Location = { line: number; column: number; file?: string; path?: readonly PropertyKey[] };

export type LoadedFile = {
  /** Display path, relative to the working directory. */
  file: string;
  /** The parsed data, or undefined when the file could not be read as YAML. */
  data: unknown;
  /** Markdown body (projects only). */
  body?: string;
  /** Source position of a field path; falls back to the nearest existing parent. */
  locate(path: readonly PropertyKey[], options?: { key?: string }): Location;
  /**
   * Source position of the character `offset` into the text at a field path (counted in the
   * text as validated: without its leading spaces); falls back to `locate`.
   */
  locateText(path: readonly PropertyKey[], offset: number): Location;
  /** Source position of the character `offset` into the Markdown body (projects only). */
  locateBody?(offset: number): Location;
  /** Values marked as placeholders (see findPlaceholders), in the order of the file. */
  placeholders: Placeholder[];
  /**
   * The comment that stands where the value at a field path should be, when the value is
   * empty: `accent: #0f766e` is a field with no value and the comment "#0f766e".
   */
  commentInstead(path: readonly PropertyKey[]): string | undefined;
  /** The comment after the value at a field path, on its line (`label: Dev # lang: en` → " lang: en"). */
  commentOn(path: readonly PropertyKey[]): string | undefined;
};

/**
 * A value the owner has yet to fill in: text starting with "TODO", a value followed on its
 * line by a `# TODO…` comment (for dates, numbers and addresses, which cannot hold the word),
 * or a Markdown body line starting with "TODO".
 */
export type Placeholder = {
  path: PropertyKey[];
  line: number;
  column: number;
  /** The placeholder text, or the TODO comment that marks the value. */
  text: string;
  mark: "text" | "comment";
};

const TODO = /^\s*TODO\b/;

/** The first line of `text` that starts with TODO, and its index. */
function todoLine(text: string): { line: string; index: number } | undefined {
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((line) => TODO.test(line));
  const line = lines[index];
  return line === undefined ? undefined : { line: line.trim(), index };
}

export type Loaded = { ok: true; value: LoadedFile } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Parses YAML text that starts `lineOffset` lines into the file (front matter), returning
 * data with a locator, or located syntax errors. An empty file is an error, but where it is
 * nothing (`emptyIsNothing`): then it is an empty mapping.
 */
export function loadYaml(
  file: string,
  text: string,
  { emptyIsNothing = false }: LoadOptions = {},
  lineOffset = 0,
): Loaded {
  const lineCounter = new LineCounter();
  const position: Position = (offset) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const parsed = parseText(file, text, lineCounter, position);
  if ("diagnostics" in parsed) return { ok: false, diagnostics: parsed.diagnostics };
  const { doc } = parsed;
  if (isEmpty(doc) && !emptyIsNothing) {
    const { line, column } = position(text.length);
    return { ok: false, diagnostics: [at(file, line, column, "expected content, got an empty file")] };
  }
  joinFoldedLines(doc, text);
  let data: unknown;
  try {
    data = isEmpty(doc) ? {} : doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch {
    const early = aliasBeforeAnchor(doc);
    if (early) {
      const { line, column } = position(early.offset);
      return {
        ok: false,
        diagnostics: [
          at(
            file,
            line,
            column,
            `the alias *${early.name} comes before its anchor &${early.name}`,
            `YAML reads an alias only below its anchor: put the value marked &${early.name} above it, or write the value out here`,
          ),
        ],
      };
    }
    return {
      ok: false,
      diagnostics: [
        at(
          file,
          1 + lineOffset,
          1,
          `too many YAML aliases (more than ${MAX_ALIASES})`,
          "write the values out instead of repeating aliases",
        ),
      ],
    };
  }
  const locate = locator(doc, position);
  return {
    ok: true,
    value: {
      file,
      data,
      locate,
      locateText: textLocator(doc, text, position, locate),
      placeholders: findPlaceholders(doc.contents, position),
      commentInstead: commentLocator(doc, text),
      commentOn(path) {
        const { found, exact } = nodeAt(doc, path);
        return exact && found && "comment" in found ? (found.comment ?? undefined) : undefined;
      },
    },
  };
}

/** The first alias (`*name`) in the file above the anchor (`&name`) it names, and where. */
function aliasBeforeAnchor(doc: Document.Parsed): { name: string; offset: number } | undefined {
  const anchors = new Set<string>();
  let found: { name: string; offset: number } | undefined;
  visit(doc, (_key, node) => {
    if (isAlias(node)) {
      if (!anchors.has(node.source)) {
        found = { name: node.source, offset: node.range?.[0] ?? 0 };
        return visit.BREAK;
      }
    } else if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor) anchors.add(node.anchor);
    return undefined;
  });
  return found;
}

/** Whether a document holds nothing: no text, or only comments. */
const isEmpty = (doc: Document.Parsed) =>
  doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null);

/** How a file is read: `emptyIsNothing` for a translation, whose empty file translates nothing yet. */
export type LoadOptions = { emptyIsNothing?: boolean };

/** The node at `path` (`exact` when the whole path exists), or the nearest existing parent. */
function nodeAt(doc: Document.Parsed, path: readonly PropertyKey[]): { found: Node | null; exact: boolean } {
  let node: Node | null | undefined = doc.contents as Node | null;
  let found = node;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc) ?? null;
    if (isMap(node)) {
      const pair: Pair | undefined = node.items.find(
        (p) => isPair(p) && isScalar(p.key) && p.key.value === segment,
      );
      node = (pair?.value as Node | null | undefined) ?? null;
      if (pair && !node) node = pair.key as Node; // `key:` with no value
    } else if (isSeq(node) && typeof segment === "number") {
      node = (node.items[segment] as Node | undefined) ?? null;
    } else {
      node = null;
    }
    if (!node) return { found, exact: false };
    found = node;
  }
  return { found, exact: true };
}

/** LoadedFile's `locate`: where the value at a path starts, or its key's name in a mapping. */
function locator(doc: Document.Parsed, position: Position): LoadedFile["locate"] {
  return (path, options = {}) => {
    const { found } = nodeAt(doc, path);
    if (options.key !== undefined && isMap(found)) {
      const pair = found.items.find(
        (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === options.key,
      );
      if (pair && isScalar(pair.key) && pair.key.range) return position(pair.key.range[0]);
    }
    const range = found?.range;
    return range ? position(range[0]) : position(0);
  };
}

/** LoadedFile's `locateText`: a character inside the text at a path, as it is written in the file. */
function textLocator(
  doc: Document.Parsed,
  text: string,
  position: Position,
  locate: LoadedFile["locate"],
): LoadedFile["locateText"] {
  return (path, offset) => {
    let { found, exact } = nodeAt(doc, path);
    if (isAlias(found)) found = found.resolve(doc) ?? null;
    if (!exact || !isScalar(found) || typeof found.value !== "string" || !found.range) return locate(path);
    // The schema trims text: offsets count from its first character that is not a space.
    const lead = found.value.length - found.value.trimStart().length;
    return position(scalarOffset(text, found as Scalar<string>, lead + offset));
  };
}

/** The values marked as placeholders (see Placeholder) under `node`, in the order of the file. */
function findPlaceholders(contents: unknown, position: Position): Placeholder[] {
  const placeholders: Placeholder[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (isMap(node)) {
      for (const pair of node.items)
        if (isScalar(pair.key)) walk(pair.value, [...path, pair.key.value as PropertyKey]);
    } else if (isSeq(node)) {
      for (const [index, item] of node.items.entries()) walk(item, [...path, index]);
    } else if (isScalar(node) && node.range) {
      const { line, column } = position(node.range[0]);
      const comment = node.comment?.trim();
      if (comment && TODO.test(comment))
        placeholders.push({ path, line, column, text: `# ${comment}`, mark: "comment" });
      else if (typeof node.value === "string") {
        const todo = todoLine(node.value);
        if (todo) placeholders.push({ path, line, column, text: todo.line, mark: "text" });
      }
    }
  };
  walk(contents, []);
  return placeholders;
}

/** LoadedFile's `commentInstead`: the comment on an empty value's line (not a TODO one). */
function commentLocator(doc: Document.Parsed, text: string): LoadedFile["commentInstead"] {
  return (path) => {
    const { found, exact } = nodeAt(doc, path);
    if (!exact || !isScalar(found) || found.value !== null || !found.range) return undefined;
    // The empty value's range starts at the comment when one follows on the field's line.
    const start = found.range[0];
    if (text[start] !== "#") return undefined;
    const end = text.indexOf("\n", start);
    const comment = text.slice(start, end === -1 ? undefined : end).trimEnd();
    return TODO.test(comment.slice(1)) ? undefined : comment;
  };
}

const FENCE = /^---[ \t]*\r?\n/;
const CLOSED = /\r?\n---[ \t]*(\r?\n|$)/;

/** A Markdown file with YAML front matter: the front matter located, the body as text. */
export function loadMarkdown(file: string, text: string, options: LoadOptions = {}): Loaded {
  const source = text.replace(/^\uFEFF/, "");
  if (!FENCE.test(source)) {
    return {
      ok: false,
      diagnostics: [
        at(
          file,
          1,
          1,
          "expected front matter between --- lines at the top of the file",
          "start the file with a line ---, the fields, then another ---",
        ),
      ],
    };
  }
  if (!CLOSED.test(source.slice(3)) && !/^---[ \t]*\r?\n---/.test(source)) {
    const lines = source.split(/\r?\n/).length;
    return {
      ok: false,
      diagnostics: [
        at(file, lines, 1, "front matter is not closed", "add a line --- after the last front-matter field"),
      ],
    };
  }
  // gray-matter splits; its own YAML engine is replaced so the front matter is parsed once,
  // by `yaml`, with positions. `matter` begins right after the opening ---, on line 1.
  const parts = matter(source, {
    language: "yaml",
    engines: { yaml: { parse: () => ({}), stringify: () => "" } },
  });
  const loaded = loadYaml(file, parts.matter, options);
  if (!loaded.ok) return loaded;
  const body = parts.content;
  const bodyStart = source.length - body.length;
  const bodyLine = source.slice(0, bodyStart).split("\n").length;
  const placeholders = [...loaded.value.placeholders];
  const todo = todoLine(body);
  if (todo) {
    placeholders.push({ path: [], line: bodyLine + todo.index, column: 1, text: todo.line, mark: "text" });
  }
  const locateBody = (offset: number) => {
    const before = source.slice(0, bodyStart + Math.max(0, Math.min(offset, body.length))).split("\n");
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  };
  return { ok: true, value: { ...loaded.value, body, locateBody, placeholders } };
}

/**
 * The offset in the file of the character `index` into a scalar's value: the value's
 * characters are matched to the source's, past what the value does not hold (quotes,
 * indentation, escapes, line breaks folded into spaces).
 */
function scalarOffset(text: string, node: Scalar<string>, index: number): number {
  const value = node.value;
  const [start, end] = node.range ?? [0, 0];
  let j = start;
  if (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED") {
    // The text starts on the line after the | or > header.
    const header = text.indexOf("\n", start);
    if (header === -1 || header >= end) return start;
    j = header + 1;
  } else if (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE") j += 1;
  const space = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r";
  let i = 0;
  while (i < index && j < end) {
    const v = value[i];
    const s = text[j];
    if (v === s || (space(v) && space(s))) {
      i++;
      j++;
    } else if (node.type === "QUOTE_DOUBLE" && s === "\\") {
      const escaped = text[j + 1];
      if (escaped === "\n" || escaped === "\r") {
        // A line continuation: nothing in the value.
        j += 2;
      } else {
        const digits = escaped === "x" ? 2 : escaped === "u" ? 4 : escaped === "U" ? 8 : 0;
        const code = digits ? Number.parseInt(text.slice(j + 2, j + 2 + digits), 16) : 0;
        i += code > 0xffff ? 2 : 1;
        j += 2 + digits;
      }
    } else if (space(v)) i++;
    else j++;
  }
  // Past the line break and indentation before the character.
  const continued = () =>
    node.type === "QUOTE_DOUBLE" && text[j] === "\\" && (text[j + 1] === "\n" || text[j + 1] === "\r");
  while (j < end && ((space(text[j]) && !space(value[index])) || continued())) j++;
  return Math.min(j, end);
}
