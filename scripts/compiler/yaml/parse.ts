/**
 * YAML text parsed into one document, or the located reasons it is none content can hold:
 * nesting past MAX_NESTING, a syntax error (syntax-errors.ts), a tag other than `!!str`.
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
import { MAX_NESTING } from "../schema/limits.ts";
import { firstSyntaxError } from "./syntax-errors.ts";
import { at, type Position } from "./text.ts";

/**
 * The text as one document, or why it is none content can hold: nesting past MAX_NESTING, a
 * syntax error, a tag other than `!!str`, or nothing at all.
 */
export function parseText(
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
