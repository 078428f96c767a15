/**
 * Text drawn into pictures with sharp (librsvg, fontconfig's fonts): the fitting of a line of
 * text to a width, and the placeholder pictures a starter's content shows until the owner puts
 * their own (a few centred letters on a colour). The link preview and icons draw with it too
 * (scripts/site/share/images.ts).
 */
import sharp from "sharp";
import { escapeHtml } from "./html-text.ts";

export /** Fonts librsvg finds through fontconfig; DejaVu ships with most Linux systems. */
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** Average advance of a DejaVu Sans glyph, as a share of the font size (bold is a bit wider). */
const GLYPH_WIDTH = { regular: 0.55, bold: 0.62 } as const;

/**
 * Splits `text` into at most `maxLines` lines that fit `width` at the largest size from
 * `sizes[0]` down to `sizes[1]`; the last line is cut with an ellipsis when nothing fits.
 */
export function fitText(
  text: string,
  width: number,
  sizes: readonly [number, number],
  weight: keyof typeof GLYPH_WIDTH,
  maxLines: number,
): { size: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean);
  const wrap = (size: number) => {
    const perLine = Math.floor(width / (size * GLYPH_WIDTH[weight]));
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return { lines, perLine };
  };
  for (let size = sizes[0]; size >= sizes[1]; size -= 2) {
    const { lines, perLine } = wrap(size);
    if (lines.length <= maxLines && lines.every((line) => line.length <= perLine)) return { size, lines };
  }
  const { lines, perLine } = wrap(sizes[1]);
  const kept = lines
    .slice(0, maxLines)
    .map((line) => (line.length > perLine ? line.slice(0, perLine) : line));
  const last = kept.length - 1;
  if (lines.length > maxLines || lines.some((line) => line.length > perLine))
    kept[last] = `${(kept[last] ?? "").slice(0, Math.max(0, perLine - 1)).trimEnd()}…`;
  return { size: sizes[1], lines: kept };
}

/** A plain image with a few centred letters: stands in for a photo, logo or screenshot. */
export function placeholderImage(options: {
  width: number;
  height: number;
  text: string;
  background: string;
}): Promise<Buffer> {
  const { width, height, text, background } = options;
  const fitted = fitText(text, width * 0.8, [Math.round(height * 0.4), 16], "bold", 2);
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
