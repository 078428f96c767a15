/**
 * Loading content files so that every value keeps its source position: YAML through the
 * `yaml` package (its nodes carry ranges; a LineCounter turns offsets into line:column),
 * Markdown front matter split by gray-matter and parsed the same way.
 */
import matter from "gray-matter";
import {
  Composer,
  type CST,
  type Document,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  Parser,
  type Scalar,
  visit,
  type YAMLError,
  YAMLParseError,
} from "yaml";
import type { Diagnostic } from "../diagnostics/diagnostics.ts";
import { MAX_NESTING } from "../schema/limits.ts";

/** Generous for hand-written content; stops "billion laughs" alias bombs. */
const MAX_ALIAS_COUNT = 100;

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

type Loaded = { ok: true; value: LoadedFile } | { ok: false; diagnostics: Diagnostic[] };

const at = (file: string, line: number, column: number, message: string, hint?: string): Diagnostic => ({
  file,
  line,
  column,
  path: "",
  message,
  ...(hint ? { hint } : {}),
});

/** Line and column (1-based) of the character `offset` into `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Decodes bytes as UTF-8 text, refusing binary files and bytes that are not UTF-8 (a file saved
 * as Latin-1 or Windows-1252), each at its line and column. Windows line breaks (CRLF) are read
 * as line feeds: a file saved by a Windows editor reads as it would with LF.
 */
export function decodeText(file: string, bytes: Uint8Array): { text: string } | { diagnostic: Diagnostic } {
  const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
  const nul = text.indexOf("\u0000");
  const bad = invalidUtf8(text, bytes);
  if (bad !== undefined) {
    const { line, column } = lineColumn(text, bad.offset);
    const byte = `0x${bad.byte.toString(16).toUpperCase().padStart(2, "0")}`;
    return {
      diagnostic:
        nul !== -1
          ? at(file, line, column, "expected UTF-8 text, got binary data", "save the file as UTF-8 text")
          : at(
              file,
              line,
              column,
              `expected UTF-8 text, got the byte ${byte}, which is not UTF-8`,
              "save the file as UTF-8: one saved as Latin-1 or Windows-1252 has such bytes for letters such as é, ñ or ü",
            ),
    };
  }
  if (nul !== -1) {
    const { line, column } = lineColumn(text, nul);
    return { diagnostic: at(file, line, column, "expected text, got a NUL byte (binary data)") };
  }
  return { text: text.replace(/\r\n/g, "\n") };
}

/**
 * Where the first byte that is not UTF-8 went in `text` (the bytes decoded, each such byte as
 * U+FFFD), or undefined when the bytes are all UTF-8. Every character before it took the bytes
 * of its own encoding; a U+FFFD the bytes hold as such (EF BF BD) is text like any other.
 */
function invalidUtf8(text: string, bytes: Uint8Array): { offset: number; byte: number } | undefined {
  // The decoder drops a byte order mark (EF BB BF) at the start.
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let offset = 0; offset < text.length; offset++) {
    const code = text.codePointAt(offset) ?? 0;
    if (code === 0xfffd && !(bytes[at] === 0xef && bytes[at + 1] === 0xbf && bytes[at + 2] === 0xbd))
      return { offset, byte: bytes[at] ?? 0 };
    at += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (code >= 0x10000) offset++;
  }
  return undefined;
}

/** Source position of an offset into the text: line and column in the file. */
type Position = (offset: number) => { line: number; column: number };

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
  let data: unknown;
  try {
    data = isEmpty(doc) ? {} : doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    return {
      ok: false,
      diagnostics: [
        at(
          file,
          1 + lineOffset,
          1,
          `too many YAML aliases (more than ${MAX_ALIAS_COUNT})`,
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

/**
 * The text as one document, or why it is none content can hold: nesting past MAX_NESTING, a
 * syntax error, a tag other than `!!str`, or nothing at all.
 */
function parseText(
  file: string,
  text: string,
  lineCounter: LineCounter,
  position: Position,
): { doc: Document.Parsed } | { diagnostics: Diagnostic[] } {
  // As `parseDocument` does, in two steps: the parser, which needs no stack however deep the
  // text nests, then the composer, which does, and so only gets text nested within limits.
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
  const deep = tooDeep(tokens);
  if (deep !== undefined) {
    const { line, column } = position(deep);
    return {
      diagnostics: [
        at(
          file,
          line,
          column,
          `expected lists and mappings nested at most ${MAX_NESTING} levels deep, got more`,
          "content's fields nest a few levels at most; look for brackets [ { or dashes - that open more levels than you meant",
        ),
      ],
    };
  }
  const doc = compose(tokens, text);
  const syntax = firstSyntaxError(doc, text);
  if (syntax) {
    const { line, column } = position(syntax.offset);
    return { diagnostics: [at(file, line, column, syntax.message, syntax.hint)] };
  }
  const tags = unsupportedTags(doc, text);
  if (tags.length > 0) {
    return {
      diagnostics: tags.map(({ offset, tag }) => {
        const { line, column } = position(offset);
        return at(
          file,
          line,
          column,
          `unsupported YAML tag ${tag}`,
          "remove the tag: content is text, numbers, true or false, lists and mappings (quote a value to keep it text)",
        );
      }),
    };
  }
  return { doc };
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

/** What `parseDocument` makes of the parser's tokens: one document, its errors and warnings. */
function compose(tokens: readonly CST.Token[], text: string): Document.Parsed {
  const composer = new Composer({ prettyErrors: false, uniqueKeys: true });
  let doc: Document.Parsed | undefined;
  for (const next of composer.compose(tokens, true, text.length)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(
        new YAMLParseError(
          next.range.slice(0, 2) as [number, number],
          "MULTIPLE_DOCS",
          "Source contains multiple documents",
        ),
      );
      break;
    }
  }
  return doc as Document.Parsed;
}

/**
 * The offset of the first list or mapping nested deeper than MAX_NESTING, or undefined: the
 * parser's tokens walked without recursion, none deeper than one past the limit.
 */
function tooDeep(tokens: readonly CST.Token[]): number | undefined {
  let first: number | undefined;
  const stack: [CST.Token | null | undefined, number][] = tokens.map((token) => [
    token.type === "document" ? token.value : undefined,
    0,
  ]);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [token, outer] = next;
    if (token?.type !== "block-map" && token?.type !== "block-seq" && token?.type !== "flow-collection")
      continue;
    const depth = outer + 1;
    if (depth > MAX_NESTING) {
      if (first === undefined || token.offset < first) first = token.offset;
      continue;
    }
    for (const item of token.items) stack.push([item.key, depth], [item.value, depth]);
  }
  return first;
}

/** The only tag content may hold: `!!str`, which keeps a value text as quotes do. */
const SUPPORTED_TAGS = new Set(["tag:yaml.org,2002:str"]);

/**
 * Values with a YAML tag other than `!!str`, each with its tag as written and where: `!!binary`
 * makes bytes, `!!set` and `!!omap` collections of other kinds, `!!timestamp` a date and time,
 * none of which content holds; a tag of one's own (`!thing`) would be dropped in silence.
 */
function unsupportedTags(doc: Document.Parsed, text: string): { offset: number; tag: string }[] {
  const found: { offset: number; tag: string }[] = [];
  visit(doc, (_key, node) => {
    if (!isScalar(node) && !isMap(node) && !isSeq(node)) return;
    if (!node.tag || SUPPORTED_TAGS.has(node.tag) || !node.range) return;
    // The tag is written before the value, with at most an anchor and spaces between.
    const start = node.range[0];
    const before = /(![^\s,[\]{}]*)((?:\s|&[^\s,[\]{}]+)*)$/.exec(
      text.slice(Math.max(0, start - 1000), start),
    );
    found.push(
      before?.[1]
        ? { offset: start - before[0].length, tag: before[1] }
        : { offset: start, tag: node.tag.replace(/^tag:yaml\.org,2002:/, "!!") },
    );
  });
  return found;
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

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

const INDENT_HINT =
  "check the indentation: the fields of one entry start at the same column, nested fields two spaces further in";

/**
 * The cause of a file's YAML syntax errors, or undefined when it has none. One mistake (a
 * line indented a space too few, a tab, a quote left open) makes the parser report a cascade
 * of errors after it, most of them misleading; only the first cause is reported: a tab if
 * there is one, else the earliest error, located where an unclosed quote or bracket opens.
 */
function firstSyntaxError(
  doc: Document.Parsed,
  text: string,
): { offset: number; message: string; hint?: string } | undefined {
  const causes = doc.errors.map((error) => ({ code: error.code, ...syntaxCause(doc, text, error) }));
  causes.sort((a, b) => a.offset - b.offset);
  const cause = causes.find((c) => c.code === "TAB_AS_INDENT") ?? causes[0];
  return (
    cause && { offset: cause.offset, message: cause.message, ...(cause.hint ? { hint: cause.hint } : {}) }
  );
}

function syntaxCause(
  doc: Document.Parsed,
  text: string,
  error: YAMLError,
): { offset: number; message: string; hint?: string } {
  const offset = error.pos[0];
  const message = `invalid YAML: ${lowerFirst(error.message)}`;
  const opener = unclosedAt(doc, offset);
  if (opener && /closing .?quote|end with a [\]}]/i.test(error.message)) {
    const { start, close } = opener;
    if (close === "]" || close === "}")
      return {
        offset: start,
        message: `invalid YAML: missing closing ${close}`,
        hint:
          close === "]"
            ? "close the list with ], or write each item on a line of its own starting with -"
            : "close the mapping with }, or write each field on a line of its own",
      };
    return { offset: start, message, hint: `close the quote with ${close} at the end of the value` };
  }
  const flow = flowValueAt(text, offset);
  if (flow) return { offset: flow.start, message, hint: flow.hint };
  switch (error.code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY": {
      // A value holding ": " reads as a nested field; without one, the value runs on into
      // the next line because that line is indented further than the fields around it.
      const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
      const lineEnd = text.indexOf("\n", offset);
      const rest = text.slice(offset, lineEnd === -1 ? undefined : lineEnd);
      if (/:(\s|$)/.test(rest)) return { offset, message, hint: "a value containing ': ' must be quoted" };
      const indent = /^[ ]*/.exec(text.slice(lineStart))?.[0].length ?? 0;
      return { offset: lineStart + indent, message, hint: INDENT_HINT };
    }
    case "BAD_INDENT":
      return { offset, message, hint: INDENT_HINT };
    case "MISSING_CHAR":
      return /without - indicator/.test(error.message)
        ? { offset, message, hint: INDENT_HINT }
        : { offset, message };
    case "DUPLICATE_KEY":
      return { offset, message, hint: "each field may appear once; remove or rename one of them" };
    case "TAB_AS_INDENT":
      return { offset, message, hint: "indent with spaces, not tabs" };
    default:
      return { offset, message };
  }
}

/**
 * A value that starts with `{` or `[` and goes on past its closing bracket (`slideOf: {n} de
 * {count}`, `title: [WIP] Bounds`), on the line of an error after that bracket: YAML reads the
 * bracket as the start of a mapping or list, and what follows it as a mistake. Gives where the
 * value starts, and the line as it should be written.
 */
function flowValueAt(text: string, offset: number): { start: number; hint: string } | undefined {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const lineEnd = text.indexOf("\n", offset);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const match = /^([ \t]*(?:- +)*(?:[^\s#:[\]{}'"-][^#:]*?:[ \t]+)?)([{[].*?)(?:[ \t]+#.*)?[ \t]*$/.exec(
    line,
  );
  if (!match) return undefined;
  const [, before = "", value = ""] = match;
  const start = lineStart + before.length;
  if (offset <= start) return undefined;
  const kind = value.startsWith("{") ? "`{` starts a mapping" : "`[` starts a list";
  return {
    start,
    hint: `${kind} in YAML; quote the value: ${before.trim()}${before.trim() ? " " : ""}${JSON.stringify(value)}`,
  };
}

/** The quoted value or bracketed list or mapping that is still open where an error is reported. */
function unclosedAt(doc: Document.Parsed, offset: number): { start: number; close: string } | undefined {
  let found: { start: number; close: string } | undefined;
  visit(doc, (_key, node) => {
    if (found) return visit.BREAK;
    if (isScalar(node) && node.range?.[1] === offset) {
      if (node.type === "QUOTE_DOUBLE") found = { start: node.range[0], close: '"' };
      else if (node.type === "QUOTE_SINGLE") found = { start: node.range[0], close: "'" };
    } else if ((isSeq(node) || isMap(node)) && node.flow && node.range?.[1] === offset) {
      found = { start: node.range[0], close: isSeq(node) ? "]" : "}" };
    }
    return undefined;
  });
  return found;
}
