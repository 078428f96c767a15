/**
 * A printed PDF's maps from glyphs back to text (each font's /ToUnicode CMap) made to give the
 * characters the page wrote. A CJK font draws a Kangxi radical (U+2F00–U+2FDF) or a radical of
 * the CJK Radicals Supplement (U+2E80–U+2EFF) with the very glyph of its ideograph, and
 * Chromium's map names, of the characters a glyph stands for, the lowest: a Japanese page's
 * 山 and 大 read back as ⼭ and ⼤, in a recruiter's copy and paste as in every parser. The
 * same holds for "・" (U+30FB) and "–" (U+2013), whose glyphs map to the hyphenation point
 * U+2027 and the figure dash U+2012 (SHARED_GLYPHS). Each such mapping is written back as the
 * character it stands for, unless the page itself writes the character mapped to (then the
 * glyph may be drawn for it, and its mapping is left alone).
 */
import {
  decodePDFRawStream,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
} from "@cantoo/pdf-lib";
import { CJK_RADICALS } from "../lib/cjk-radicals.ts";

/**
 * Characters a CJK font draws with the glyph of another, which has the higher code point and
 * is the one a page writes: the hyphenation point for "・" (U+30FB), the figure dash for the
 * en dash of a period ("04/2021 – 現在").
 */
const SHARED_GLYPHS = new Map([
  ["\u2027", "\u30fb"],
  ["\u2012", "\u2013"],
]);

/** The character a mapping names, for one the page more likely wrote (see the top of this file). */
function meant(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2f00 && code <= 0x2fdf) return char.normalize("NFKC");
  if (code >= 0x2e80 && code <= 0x2eff) return CJK_RADICALS.get(char);
  return SHARED_GLYPHS.get(char);
}

/** UTF-16BE as a CMap writes it ("5C71"), and back. */
const toHex = (text: string) =>
  [...text]
    .flatMap((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x10000) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map((unit) => unit.toString(16).toUpperCase().padStart(4, "0"))
    .join("");
const fromHex = (hex: string) =>
  String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** One mapping of a CMap: a code (its hex as written) to text. */
type Mapping = { code: string; text: string };

/** The mappings of a CMap's bfchar and bfrange blocks, in order. */
function mappingsOf(cmap: string): Mapping[] {
  const mappings: Mapping[] = [];
  for (const block of cmap.matchAll(/beginbf(char|range)([\s\S]*?)endbf\1/g)) {
    const body = block[2] ?? "";
    if (block[1] === "char")
      for (const [, code = "", text = ""] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
        mappings.push({ code, text: fromHex(text) });
    else
      for (const [, low = "", high = "", first, list] of body.matchAll(
        /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]*)>|\[([^\]]*)\])/g,
      )) {
        const start = Number.parseInt(low, 16);
        const end = Number.parseInt(high, 16);
        const listed = list?.match(/<([0-9a-fA-F]*)>/g)?.map((hex) => fromHex(hex.slice(1, -1)));
        for (let code = start; code <= end; code++) {
          const offset = code - start;
          let text = listed?.[offset];
          if (text === undefined && first !== undefined) {
            // A range's text counts up in its last UTF-16 unit.
            const units = fromHex(first);
            text = units.slice(0, -1) + String.fromCharCode(units.charCodeAt(units.length - 1) + offset);
          }
          if (text !== undefined)
            mappings.push({ code: code.toString(16).toUpperCase().padStart(low.length, "0"), text });
        }
      }
  }
  return mappings;
}

/**
 * The CMap `cmap` with each mapping to a character of `meant` written as the character meant,
 * but where `written` (the page's text) holds it; undefined when none changes. Its mappings
 * are written out again as bfchar blocks (a hundred a block, the format's most), its header
 * and its end as they were.
 */
export function unifiedCMap(cmap: string, written: Set<string>): string | undefined {
  const mappings = mappingsOf(cmap);
  let changed = false;
  const fixed = mappings.map(({ code, text }) => {
    const chars = [...text].map((char) => (written.has(char) ? char : (meant(char) ?? char)));
    const after = chars.join("");
    if (after !== text) changed = true;
    return { code, text: after };
  });
  const start = cmap.search(/\d+\s+beginbf(?:char|range)/);
  const end = cmap.indexOf("endcmap");
  if (!changed || start < 0 || end < 0) return undefined;
  const blocks: string[] = [];
  for (let at = 0; at < fixed.length; at += 100) {
    const block = fixed.slice(at, at + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(({ code, text }) => `<${code}> <${toHex(text)}>`).join("\n")}\nendbfchar`,
    );
  }
  return `${cmap.slice(0, start)}${blocks.join("\n")}\n${cmap.slice(end)}`;
}

/**
 * Each font's /ToUnicode CMap in `document` made to give the characters the page wrote
 * (unifiedCMap), `written` being the page's text. Returns how many CMaps changed.
 */
export function unifyToUnicode(document: PDFDocument, written: string): number {
  const characters = new Set(written);
  const { context } = document;
  const seen = new Set<string>();
  let changed = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    const reference = object.get(PDFName.of("ToUnicode"));
    if (!(reference instanceof PDFRef) || seen.has(reference.toString())) continue;
    seen.add(reference.toString());
    const stream = context.lookup(reference);
    if (!(stream instanceof PDFRawStream)) continue;
    const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    const fixed = unifiedCMap(cmap, characters);
    if (fixed === undefined) continue;
    context.assign(reference, context.flateStream(Buffer.from(fixed, "latin1")));
    changed++;
  }
  return changed;
}
