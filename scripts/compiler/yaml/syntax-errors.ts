/**
 * The cause of a file's YAML syntax errors, in the owner's words, where it is written: the first
 * of a cascade, a quote or bracket left open where it opens, a value that starts with `{` or `[`.
 */
import { type Document, isMap, isScalar, isSeq, visit, type YAMLError } from "yaml";

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
export function firstSyntaxError(
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
