/**
 * YAML folds a value written over several lines (plain, quoted or `>`) into one, a space for
 * each line break; between two characters of a script set without spaces (Chinese, Japanese)
 * the break is no space (../line-breaks.ts), so the fold's space there is taken out again.
 * A `|` value keeps its line breaks, and so is left as it is.
 */
import { type Document, type Scalar, visit } from "yaml";
import { breaksWithoutSpace, firstCharacter, lastCharacter } from "../line-breaks.ts";

/** Each value of `doc` (parsed from `text`) folded from several lines, rejoined as above, in place. */
export function joinFoldedLines(doc: Document.Parsed, text: string): void {
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== "string" || !node.range || node.type === "BLOCK_LITERAL") return;
      const source = text.slice(node.range[0], node.range[1]);
      if (source.includes("\n")) node.value = unfold(node as Scalar<string>, source);
    },
  });
}

/** Markdown's emphasis marks, which a Markdown field's line may end or start with (`**語**`). */
const EMPHASIS_AT_END = /[*_~]+$/;
const EMPHASIS_AT_START = /^[*_~]+/;

/** How many characters each side of a break identify where the fold put its space. */
const CONTEXT = 3;

/**
 * The value of `node` without the spaces folded in for line breaks between two characters set
 * without spaces: each found as the end of one source line, a space and the start of the next,
 * in order. A break the fold kept as a line break (an empty line between) is left alone.
 */
function unfold(node: Scalar<string>, source: string): string {
  // A quoted value's quotes are no part of its first and last lines' text.
  const quoted = node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE";
  const lines = (quoted ? source.slice(1, -1) : source).split(/\r?\n/).map((line) => line.trim());
  let value = node.value;
  let cursor = 0;
  for (let index = 0; index + 1 < lines.length; index++) {
    const line = lines[index] ?? "";
    const next = lines[index + 1] ?? "";
    if (!line || !next || line.endsWith("\\")) continue;
    const [before, after] = [line.replace(EMPHASIS_AT_END, ""), next.replace(EMPHASIS_AT_START, "")];
    if (!breaksWithoutSpace(lastCharacter(before), firstCharacter(after))) continue;
    const tail = [...line].slice(-CONTEXT).join("");
    const head = [...next].slice(0, CONTEXT).join("");
    const at = value.indexOf(`${tail} ${head}`, cursor);
    if (at === -1) continue;
    const space = at + tail.length;
    value = value.slice(0, space) + value.slice(space + 1);
    cursor = space;
  }
  return value;
}
