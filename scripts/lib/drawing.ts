/**
 * Text drawn into pictures with sharp (librsvg, fontconfig's fonts): the fitting of text to a
 * width in lines, each measured by Pango as librsvg will draw it, and the placeholder pictures a starter's content shows until the owner puts
 * their own (a few centred letters on a colour). The link preview and icons draw with it too
 * (scripts/vite/share/images.ts).
 */
import sharp from "sharp";
import { escapeHtml } from "./html-text.ts";

export /** Fonts librsvg finds through fontconfig; DejaVu ships with most Linux systems. */
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** The weights text is drawn in, as Pango names them. */
const WEIGHTS = { regular: "normal", bold: "bold" } as const;

/** The font size widths are measured at; a width at another size is scaled from it. */
const MEASURE_SIZE = 100;
/** What a measured width may be off by: hinting at the drawn size, a glyph's overhang. */
const MEASURE_MARGIN = 0.97;

const widths = new Map<string, Promise<number>>();

/**
 * The width of `text` drawn at `size` pixels in FONT, measured, not estimated: Pango lays it
 * out as librsvg will draw it, with this machine's fonts and their fallbacks (a kanji is about
 * 1 em, an "i" a third of one).
 */
export async function textWidth(text: string, size: number, weight: keyof typeof WEIGHTS): Promise<number> {
  const key = `${weight}\u0000${text}`;
  let width = widths.get(key);
  if (!width) {
    const markup = `<span font_family="${FONT}" font_weight="${WEIGHTS[weight]}" font_size="${MEASURE_SIZE * 1024}">${escapeHtml(text)}</span>`;
    // At 72 dpi a point is a pixel, as an SVG's font-size is.
    width = sharp({ text: { text: markup, dpi: 72, rgba: true } })
      .metadata()
      .then((metadata) => metadata.width ?? 0);
    widths.set(key, width);
  }
  return ((await width) * size) / MEASURE_SIZE;
}

/** Chinese, Japanese and Korean characters: a line may break before or after any of them. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u30ff\uff00-\uffef]/u;

/** A piece of text no line breaks inside, and whether a space parts it from the one before. */
type Piece = { text: string; spaced: boolean };

/**
 * `text` in the pieces a line may break between: at spaces, and between words (by the
 * language's segmenter, which knows 山本 from クラウス) where either side is Chinese, Japanese
 * or Korean, which set no spaces. Punctuation stays with the word before it (no line begins
 * with "、" or ")"), and a hyphenated or dotted word stays whole.
 */
function pieces(text: string): Piece[] {
  const result: Piece[] = [];
  let spaced = false;
  for (const { segment, isWordLike } of new Intl.Segmenter(undefined, { granularity: "word" }).segment(
    text,
  )) {
    if (/^\s+$/u.test(segment)) {
      spaced = true;
      continue;
    }
    const last = result.at(-1);
    const joins =
      last !== undefined &&
      !spaced &&
      (!isWordLike || !(CJK.test(last.text.slice(-1)) || CJK.test(Array.from(segment)[0] ?? "")));
    if (last && joins) last.text += segment;
    else result.push({ text: segment, spaced: spaced && result.length > 0 });
    spaced = false;
  }
  return result;
}

/** A piece too wide for any line, in its graphemes: the last resort, before cutting it. */
function graphemes(piece: Piece): Piece[] {
  const parts = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(piece.text)];
  return parts.map(({ segment }, index) => ({ text: segment, spaced: index === 0 && piece.spaced }));
}

/**
 * Splits `text` into at most `maxLines` lines that fit `width` at the largest size from
 * `sizes[0]` down to `sizes[1]` (by 2 px), each line's width measured (textWidth). At the
 * smallest size a word wider than a line breaks between its letters; only when the lines are
 * still too many is the last one cut, with an ellipsis (and `cut` is true).
 */
export async function fitText(
  text: string,
  width: number,
  sizes: readonly [number, number],
  weight: keyof typeof WEIGHTS,
  maxLines: number,
): Promise<{ size: number; lines: string[]; cut: boolean }> {
  const fits = async (line: string, size: number) =>
    (await textWidth(line, size, weight)) <= width * MEASURE_MARGIN;
  const wrap = async (parts: Piece[], size: number) => {
    const lines: string[] = [];
    for (const piece of parts) {
      const last = lines.at(-1);
      const joined = last === undefined ? piece.text : `${last}${piece.spaced ? " " : ""}${piece.text}`;
      if (last !== undefined && (await fits(joined, size))) lines[lines.length - 1] = joined;
      else lines.push(piece.text);
    }
    const widthsFit = await Promise.all(lines.map((line) => fits(line, size)));
    return { lines, fits: lines.length <= maxLines && widthsFit.every(Boolean) };
  };
  const parts = pieces(text);
  for (let size = sizes[0]; size >= sizes[1]; size -= 2) {
    const { lines, fits: fitted } = await wrap(parts, size);
    if (fitted) return { size, lines, cut: false };
  }
  const size = sizes[1];
  const smallest = [];
  for (const piece of parts) smallest.push(...((await fits(piece.text, size)) ? [piece] : graphemes(piece)));
  const { lines, fits: fitted } = await wrap(smallest, size);
  if (fitted) return { size, lines, cut: false };
  const kept = lines.slice(0, maxLines);
  let last = `${kept.at(-1) ?? ""}…`;
  while (!(await fits(last, size)) && last.length > 1)
    last = `${Array.from(last).slice(0, -2).join("").trimEnd()}…`;
  kept[kept.length - 1] = last;
  return { size, lines: kept, cut: true };
}

/** A plain image with a few centred letters: stands in for a photo, logo or screenshot. */
export async function placeholderImage(options: {
  width: number;
  height: number;
  text: string;
  background: string;
}): Promise<Buffer> {
  const { width, height, text, background } = options;
  const fitted = await fitText(text, width * 0.8, [Math.round(height * 0.4), 16], "bold", 2);
  const top = height / 2 - ((fitted.lines.length - 1) * fitted.size * 1.15) / 2 + fitted.size * 0.35;
  const lines = fitted.lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${top + i * fitted.size * 1.15}" text-anchor="middle">${escapeHtml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/><g font-family="${FONT}" font-weight="700" font-size="${fitted.size}" fill="#ffffff">${lines}</g></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Letters every system's fonts have: Latin, Greek and Cyrillic (DejaVu, Liberation, Arial and
 * Helvetica all draw them), with digits. A picture drawn once into a file keeps what it was
 * drawn with, so a letter the machine might lack today is never drawn: it would stay a box
 * after the fonts were installed.
 */
const EVERY_FONT_HAS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]+$/u;

/**
 * The placeholder of the owner's photo: `initials` in white on `background` when every
 * system's fonts have them, else a neutral head and shoulders, drawn without a font (a
 * Japanese, Arabic or Devanagari name's initials might be boxes on the machine that draws it,
 * and would stay so in the file).
 */
export function placeholderPortrait(options: { size: number; initials: string; background: string }) {
  const { size, initials, background } = options;
  if (EVERY_FONT_HAS.test(initials))
    return placeholderImage({ width: size, height: size, text: initials, background });
  // On a 100 × 100 grid: a head, and shoulders to the bottom edge, in a lighter tint.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><g fill="#ffffff" fill-opacity="0.78"><circle cx="50" cy="38" r="17"/><path d="M14 100 C14 74 30 62 50 62 C70 62 86 74 86 100 Z"/></g></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
