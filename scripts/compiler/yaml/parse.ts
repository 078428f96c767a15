/**
 * YAML text parsed into one document, or the located reasons it is none content can hold:
 * nesting past MAX_NESTING, more aliases than MAX_ALIASES, a mapping of more fields than
 * MAX_LIST_LENGTH, a syntax error (syntax-errors.ts), a tag other than `!!str`.
 */
import {
  Composer,
  type CST,
  type Document,
  isMap,
  isScalar,
  isSeq,
  type LineCounter,
  Parser,
  visit,
  YAMLParseError,
} from "yaml";
import type { Diagnostic } from "../diagnostics/diagnostics.ts";
import { MAX_ALIASES, MAX_LIST_LENGTH, MAX_NESTING, thousands } from "../schema/limits.ts";
import { firstSyntaxError } from "./syntax-errors.ts";
import { at, type Position } from "./text.ts";

/**
 * The text as one document, or why it is none content can hold: nesting past MAX_NESTING, more
 * aliases than MAX_ALIASES, a mapping of more fields than MAX_LIST_LENGTH, a syntax error, a tag
 * other than `!!str`, or nothing at all.
 */
export function parseText(
  file: string,
  text: string,
  lineCounter: LineCounter,
  position: Position,
): { doc: Document.Parsed } | { diagnostics: Diagnostic[] } {
  // As `parseDocument` does, in two steps: the parser, which needs no stack however deep the
  // text nests and takes time in proportion to the text, then the composer, which needs a stack
  // as deep as the text nests and time that grows with the square of a mapping's fields (each
  // key is compared with those before it) and of the aliases (each is looked up from the top):
  // it only gets text within the limits.
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
  const refused = pastLimits(tokens);
  if (refused) {
    const { line, column } = position(refused.offset);
    return { diagnostics: [at(file, line, column, refused.message, refused.hint)] };
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

/** Where the parser's tokens pass a limit, and what to say there. */
type PastLimit = { offset: number; message: string; hint: string };

/**
 * The first limit the parser's tokens pass, in this order: nesting past MAX_NESTING (at the
 * first list or mapping too deep), more aliases than MAX_ALIASES (at the first alias past the
 * limit), a mapping of more fields than MAX_LIST_LENGTH (at the first such mapping); undefined
 * within them all.
 */
function pastLimits(tokens: readonly CST.Token[]): PastLimit | undefined {
  const { deep, aliases, wide } = measure(tokens);
  if (deep !== undefined)
    return {
      offset: deep,
      message: `expected lists and mappings nested at most ${MAX_NESTING} levels deep, got more`,
      hint: "content's fields nest a few levels at most; look for brackets [ { or dashes - that open more levels than you meant",
    };
  if (aliases.length > MAX_ALIASES)
    return {
      offset: aliases.sort((a, b) => a - b)[MAX_ALIASES] ?? 0,
      message: `expected at most ${MAX_ALIASES} YAML aliases (*name) in a file, got ${thousands(aliases.length)}`,
      hint: "write the values out instead of repeating aliases",
    };
  if (wide)
    return {
      offset: wide.offset,
      message: `expected a mapping of at most ${thousands(MAX_LIST_LENGTH)} fields, got ${thousands(wide.fields)}`,
      hint: "content's mappings hold a few dozen fields at most; a long list is written with a dash - before each item",
    };
  return undefined;
}

/**
 * The parser's tokens walked without recursion, none deeper than one past MAX_NESTING: the
 * offset of the first list or mapping nested deeper, the offset of every alias, and the first
 * mapping of more fields than MAX_LIST_LENGTH.
 */
function measure(tokens: readonly CST.Token[]): {
  deep?: number;
  aliases: number[];
  wide?: { offset: number; fields: number };
} {
  let deep: number | undefined;
  let wide: { offset: number; fields: number } | undefined;
  const aliases: number[] = [];
  const stack: [CST.Token | null | undefined, number][] = tokens.map((token) => [
    token.type === "document" ? token.value : undefined,
    0,
  ]);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [token, outer] = next;
    if (token?.type === "alias") aliases.push(token.offset);
    if (token?.type !== "block-map" && token?.type !== "block-seq" && token?.type !== "flow-collection")
      continue;
    const depth = outer + 1;
    if (depth > MAX_NESTING) {
      if (deep === undefined || token.offset < deep) deep = token.offset;
      continue;
    }
    const mapping =
      token.type === "block-map" || (token.type === "flow-collection" && token.start.source === "{");
    if (mapping && token.items.length > MAX_LIST_LENGTH && (!wide || token.offset < wide.offset))
      wide = { offset: token.offset, fields: token.items.length };
    for (const item of token.items) stack.push([item.key, depth], [item.value, depth]);
  }
  return { ...(deep === undefined ? {} : { deep }), aliases, ...(wide ? { wide } : {}) };
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
