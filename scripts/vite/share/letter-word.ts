/**
 * A cover letter as a Word file (letter.docx in its folder: LETTER_WORD in letter-page.ts), for
 * the application portals that take no PDF: the compiled letter (its blocks, never its page's
 * HTML) written with Word's own parts (word-document.ts), in its page's order: the owner's name
 * in Heading 1, their headline and contact (links live), the recipient, the date at the end of
 * its line, the role in Heading 2, then the letter: its headings (Heading 2 to 4, under the
 * owner's name), paragraphs, Word's own lists, quotations indented, strong and emphasised text
 * and live links. In the letter's language, right to left for one written so. Pure.
 */
import type { SiteContent } from "../../../src/shared/compiled-content.ts";
import type { CompiledLetter, LetterBlock, LetterInline } from "../../compiler/passes/letters.ts";
import { contactOf, letterTitle } from "./letter-page.ts";
import {
  type WordRun,
  type WordWriting,
  wordFile,
  wordHeading,
  wordList,
  wordParagraph,
} from "./word-document.ts";

/** Twentieths of a point between the letter's parts and its paragraphs: a blank line of its 10.5 pt text. */
const SPACE = 240;

/** Between two of the owner's ways to be reached, on the header's one line. */
const PARTS = " · ";

/** A link's address, absolute: a relative one read from the owner's site (`base`); none that no base resolves. */
function address(href: string | undefined, base: string | undefined): string | undefined {
  if (!href || href.startsWith("#")) return undefined;
  if (URL.canParse(href)) return href;
  return base && URL.canParse(href, base) ? new URL(href, base).href : undefined;
}

/** A letter's inlines as runs: a line break within a paragraph starts the run after it on a line of its own. */
function runsOf(inlines: readonly LetterInline[], base: string | undefined): WordRun[] {
  return inlines.flatMap(({ text, href, strong, emphasis }) =>
    text.split("\n").map((part, index) => {
      const link = address(href, base);
      return {
        text: part,
        ...(strong ? { strong } : {}),
        ...(emphasis ? { emphasis } : {}),
        ...(link ? { href: link } : {}),
        ...(index > 0 ? { lineBreak: true } : {}),
      };
    }),
  );
}

/** The Word file of `letter`, with the header of `content` (the site in the letter's language): its bytes. */
export function letterWord(letter: CompiledLetter, content: SiteContent): Promise<Uint8Array> {
  const writing: WordWriting = { lang: letter.lang, dir: letter.dir, look: content.site.look };
  const base = content.profile.url;
  const { name, label } = content.profile;
  const contact = contactOf(content).flatMap(({ text, href }, index): WordRun[] => [
    ...(index > 0 ? [{ text: PARTS }] : []),
    href ? { text, href } : { text },
  ]);
  const { company, person, address: lines } = letter.recipient;
  const to = [person, company, ...lines].filter((line): line is string => Boolean(line));
  // Each numbered list of the letter a list of its own, counted from 1.
  let numbered = 0;
  const blocks = (list: readonly LetterBlock[], quoted: boolean): ReturnType<typeof wordList> =>
    list.flatMap((block) => {
      const place = { spaceAfter: SPACE, ...(quoted ? { indent: true } : {}) };
      if (block.type === "heading")
        return [wordHeading(Math.min(block.depth + 1, 4) as 2 | 3 | 4, runsOf(block.inlines, base), writing)];
      if (block.type === "paragraph") return [wordParagraph(runsOf(block.inlines, base), writing, place)];
      if (block.type === "quote") return blocks(block.blocks, true);
      const items = block.items.map((item) => runsOf(item, base));
      const options = block.ordered ? { numbered: ++numbered } : {};
      // Space after the list's last item only, as after a paragraph; indented as Word's lists are, in a quotation too.
      return [
        ...wordList(items.slice(0, -1), writing, options),
        ...wordList(items.slice(-1), writing, { ...options, place: { spaceAfter: SPACE } }),
      ];
    });
  // Under the header, two blank lines' space; the recipient's lines together, then one.
  const under = [label && [{ text: label }], contact.length > 0 && contact].filter(
    (runs): runs is WordRun[] => Boolean(runs),
  );
  const children = [
    wordHeading(1, [{ text: name }], writing),
    ...under.map((runs, index) =>
      wordParagraph(runs, writing, index === under.length - 1 ? { spaceAfter: 2 * SPACE } : {}),
    ),
    ...to.map((line, index) =>
      wordParagraph([{ text: line }], writing, index === to.length - 1 ? { spaceAfter: SPACE } : {}),
    ),
    ...(letter.date
      ? [wordParagraph([{ text: letter.date.label }], writing, { end: true, spaceAfter: SPACE })]
      : []),
    ...(letter.role ? [wordHeading(2, [{ text: letter.role }], writing)] : []),
    ...blocks(letter.blocks, false),
  ];
  return wordFile(children, {
    title: letterTitle(letter, content),
    author: name,
    writing,
    paper: content.site.paper,
  });
}
