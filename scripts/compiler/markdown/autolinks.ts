/**
 * Where an address written out in Markdown (`https://…`, `www.…`, an email), which GFM makes a
 * link of, ends. GFM ends it at the first space, and takes trailing `.`, `,`, `!` and the like
 * back out of it; Chinese and Japanese set no space after an address, and write their own
 * punctuation (`。`, `，`, `）`, `」`), so "见 https://example.com/a）。精通" would link
 * `https://example.com/a）。精通`. Here such a link ends before the first of those marks, and the
 * rest is text again. Letters of those scripts stay in the address (`…/wiki/東京` is one), as do
 * the marks inside a link written `[text](address)`, which says where it ends.
 */

type MdastNode = {
  type: string;
  url?: string;
  value?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdastNode[];
};

/**
 * The punctuation of Chinese, Japanese and Korean: the ideographic block (、。〈〉「」【】…) and
 * the fullwidth forms' punctuation (！（），：；？［］｛｝｜～ and the halfwidth 「」、・), never part of an address.
 */
const CJK_PUNCTUATION = /[\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65]/u;

/** What GFM takes back out of the end of an address it links (its trailing punctuation). */
const TRAILING = /[?!.,:*_~]+$/;

/**
 * The text of an address GFM linked by itself, where `link` is one: the link is its text as the
 * source writes it (no brackets), and its url ends with it (`http://` before `www.`).
 */
function writtenOut(link: MdastNode, source: string): MdastNode | undefined {
  const [text, ...rest] = link.children ?? [];
  if (rest.length > 0 || text?.type !== "text" || !text.value) return undefined;
  const written = source.slice(link.position?.start.offset ?? 0, link.position?.end.offset ?? 0);
  return written === text.value && link.url?.endsWith(text.value) ? text : undefined;
}

/**
 * Ends each written-out address of `tree`, the Markdown `source` parsed, before its first CJK
 * punctuation mark (see above).
 */
export function endAutolinksAtCjkPunctuation(tree: MdastNode, source: string): void {
  const stack = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index] as MdastNode;
      const text = child.type === "link" ? writtenOut(child, source) : undefined;
      const value = text?.value ?? "";
      const cut = CJK_PUNCTUATION.exec(value)?.index;
      if (text && cut !== undefined && cut > 0) {
        const kept = value.slice(0, cut).replace(TRAILING, "");
        const after = value.slice(kept.length);
        if (kept === "") continue;
        const url = child.url ?? "";
        child.url = url.slice(0, url.length - after.length);
        text.value = kept;
        // Positions would now point into the wrong text: the nodes changed carry none.
        delete text.position;
        delete child.position;
        children.splice(index + 1, 0, { type: "text", value: after });
      } else stack.push(child);
    }
  }
}

/** endAutolinksAtCjkPunctuation as a unified plugin, after remark-gfm. */
export function remarkEndAutolinksAtCjkPunctuation() {
  return (tree: MdastNode, file: { value: unknown }) =>
    endAutolinksAtCjkPunctuation(tree, String(file.value));
}
