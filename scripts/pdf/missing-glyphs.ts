/**
 * Whether a printed page has a font for every character it draws. Chromium draws a character
 * no font on the machine has as its first font's .notdef glyph, a box ("tofu"), and prints it so
 * into the PDF without a word: a Japanese resume printed where no CJK font is installed is a
 * page of boxes. `npm run pdf` refuses to write such a PDF (scripts/commands/pdf.ts).
 *
 * Two looks, each at what it sees best:
 * - In the page, which characters: each character of the page's visible text is drawn on a
 *   canvas in the font its element is set in, and compared with a code point no font has
 *   (U+0378, unassigned), which Chromium draws as that same box. The canvas finds its fonts as
 *   the page's text does, so a character drawn alike has no font. This names the characters,
 *   which the PDF cannot: its box glyph maps to no character.
 * - In the PDF, whether any: pdf.js reads a .notdef glyph as U+0000, which no text holds. It
 *   catches what the page's text nodes do not show (a stylesheet's generated content).
 */
import type { Page } from "@playwright/test";
import { getDocumentProxy } from "unpdf";

/**
 * The page's script, given as its source so it runs as written (tsx adds helpers to named
 * functions that the page does not have). Resolves to the characters with no font, each once,
 * in the order the page holds them.
 */
const PROBE = String.raw`(() => {
  const SIZE = 32;
  const canvas = document.createElement("canvas");
  canvas.width = SIZE * 3;
  canvas.height = SIZE * 2;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const drawn = (font, text) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.font = font;
    context.fillText(text, SIZE / 2, SIZE * 1.4);
    return context.getImageData(0, 0, canvas.width, canvas.height).data.join(",");
  };
  // Spaces, controls, joiners, selectors and combining marks are drawn with others or not at all.
  const notAlone = /[\s\p{Cc}\p{Default_Ignorable_Code_Point}\p{M}]/u;
  const byFont = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !element.checkVisibility()) continue;
    const style = getComputedStyle(element);
    const font = [style.fontStyle, style.fontWeight, SIZE + "px", style.fontFamily].join(" ");
    if (!byFont.has(font)) byFont.set(font, new Set());
    for (const character of node.data) if (!notAlone.test(character)) byFont.get(font).add(character);
  }
  const missing = new Set();
  for (const [font, characters] of byFont) {
    const box = drawn(font, "\u0378");
    for (const character of characters) if (drawn(font, character) === box) missing.add(character);
  }
  return [...missing];
})()`;

/** The characters of the page open in `page` that no font on this machine has, each once. */
export async function missingCharacters(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(PROBE);
}

/** How many glyphs of `pdf` are .notdef, the box of a character no font had. */
export async function boxGlyphs(pdf: Uint8Array): Promise<number> {
  // pdf.js takes the buffer over: give it a copy, so the caller's bytes stay whole.
  const document = await getDocumentProxy(pdf.slice(), { disableFontFace: true });
  try {
    let boxes = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const { items } = await (await document.getPage(number)).getTextContent();
      for (const item of items) if ("str" in item) boxes += item.str.split("\u0000").length - 1;
    }
    return boxes;
  } finally {
    await document.destroy();
  }
}
