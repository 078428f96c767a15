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
 * - In the PDF, whether any: a glyph drawn with code 0 of a font Chromium embeds (a Type0 font
 *   whose codes are its glyphs' numbers) is that font's .notdef. It catches what the page's text
 *   nodes do not show (a stylesheet's generated content). Not a glyph that maps to no character:
 *   a shaped script (Devanagari's vowel sign drawn before its consonant, a conjunct) draws many,
 *   which a reader of the text takes for U+0000 and are no boxes.
 */
import { PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import type { Page } from "@playwright/test";
import { pageOperations } from "../lib/pdf-content.ts";

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

/** Whether the font named `name` in `resources` takes two bytes a glyph, its glyph's number (Type0, Identity-H). */
function glyphNumbered(resources: PDFDict | undefined, name: string | undefined): boolean {
  const fonts = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  const font = name ? fonts?.lookupMaybe(PDFName.of(name.slice(1)), PDFDict) : undefined;
  return (
    font?.get(PDFName.of("Subtype")) === PDFName.of("Type0") &&
    font.get(PDFName.of("Encoding")) === PDFName.of("Identity-H")
  );
}

/** How many glyphs numbered 0 a string operand draws: a hex string's codes, two bytes each (Chromium writes glyphs so). */
function notdefs(operand: string): number {
  if (!operand.startsWith("<")) return 0;
  const hex = operand.slice(1, -1).replace(/\s/g, "");
  let count = 0;
  for (let at = 0; at + 4 <= hex.length; at += 4) if (/^0{4}$/.test(hex.slice(at, at + 4))) count++;
  return count;
}

/** How many glyphs of `pdf` are .notdef, the box of a character no font had. */
export async function boxGlyphs(pdf: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  let boxes = 0;
  for (const operations of pageOperations(document)) {
    let numbered = false;
    for (const { operator, operands, resources } of operations) {
      if (operator === "Tf") numbered = glyphNumbered(resources, operands.at(-2));
      else if (!numbered) continue;
      else if (operator === "Tj" || operator === "'" || operator === '"')
        boxes += notdefs(operands.at(-1) ?? "");
      else if (operator === "TJ")
        for (const string of (operands.at(-1) ?? "").match(/<[^>]*>/g) ?? []) boxes += notdefs(string);
    }
  }
  return boxes;
}
