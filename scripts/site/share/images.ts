/**
 * Images made at build time with sharp (which draws SVG with librsvg): the 1200×630 link
 * preview from the owner's name, title and photo, the monogram favicon and icons from the
 * owner's initials, and plain placeholder images for content imported without pictures.
 */
import sharp from "sharp";
import type { SiteContent } from "../../../src/shared/compiled-content.ts";
import { COLOUR_TOKENS } from "../../../src/shared/design-tokens.ts";
import { monogramInitials } from "../../../src/shared/monogram.ts";
import { MAX_INPUT_PIXELS } from "../../compiler/images/images.ts";
import { escapeHtml } from "../../lib/html-text.ts";
import { accentColours, COLOURS, OG_IMAGE } from "./metadata.ts";

/** Fonts librsvg finds through fontconfig; DejaVu ships with most Linux systems. */
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

const PHOTO_SIZE = 340;
const PHOTO_LEFT = 90;
/** Where the link preview's round photo (or initials) sits: its left edge and its diameter. */
export const OG_PHOTO = { left: PHOTO_LEFT, size: PHOTO_SIZE } as const;
const TEXT_LEFT = PHOTO_LEFT + PHOTO_SIZE + 70;
const TEXT_WIDTH = OG_IMAGE.width - TEXT_LEFT - 70;

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

/** A square image cropped to a circle. */
async function roundPhoto(photoFile: string | Buffer, size: number): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  return sharp(photoFile, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(size, size, { fit: "cover", position: "attention" })
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/**
 * The link preview: photo on the left (without one, the owner's initials on the accent
 * colour), name and job title on the right, the site's host below; mirrored for a language
 * written right to left, the photo on the right and the text ending at its left.
 */
export async function ogImage(content: SiteContent, photoFile: string | undefined): Promise<Buffer> {
  const { profile } = content;
  const { width, height } = OG_IMAGE;
  const colours = accentColours(content);
  const rtl = content.site.dir === "rtl";
  const photoLeft = rtl ? width - PHOTO_LEFT - PHOTO_SIZE : PHOTO_LEFT;
  // The side the text starts from: its left edge, or right to left its right edge.
  const textX = rtl ? width - TEXT_LEFT : TEXT_LEFT;
  const textStart = rtl ? ` direction="rtl" text-anchor="start"` : "";
  const name = fitText(profile.name, TEXT_WIDTH, [76, 44], "bold", 2);
  const label = fitText(profile.label, TEXT_WIDTH, [40, 28], "regular", 2);
  const host = profile.url ? new URL(profile.url).host : "";
  const nameHeight = name.lines.length * name.size * 1.15;
  const labelHeight = label.lines.length * label.size * 1.3;
  const gap = 28;
  let y = (height - (nameHeight + gap + labelHeight)) / 2 + name.size;
  const tspans = (lines: string[], size: number, lineHeight: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${textX}" dy="${i === 0 ? 0 : size * lineHeight}">${escapeHtml(line)}</tspan>`,
      )
      .join("");
  const nameText = `<text y="${y}"${textStart} font-size="${name.size}" font-weight="700" fill="${COLOUR_TOKENS.light.text}">${tspans(name.lines, name.size, 1.15)}</text>`;
  y += nameHeight - name.size + gap + label.size;
  const labelText = `<text y="${y}"${textStart} font-size="${label.size}" fill="#3b4250">${tspans(label.lines, label.size, 1.3)}</text>`;
  // An address reads left to right in any language.
  const hostText = `<text x="${textX}" y="${height - 56}"${rtl ? ` text-anchor="end"` : ""} font-size="28" fill="${colours.accentText}">${escapeHtml(host)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${FONT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.accentSoft}"/><stop offset="1" stop-color="${COLOUR_TOKENS.light["banner-to"]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="14" fill="${colours.accent}"/>
  <circle cx="${photoLeft + PHOTO_SIZE / 2}" cy="${height / 2}" r="${PHOTO_SIZE / 2 + 10}" fill="${COLOUR_TOKENS.light.surface}"/>
  ${nameText}
  ${labelText}
  ${host ? hostText : ""}
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: photoFile
          ? await roundPhoto(photoFile, PHOTO_SIZE)
          : await roundPhoto(
              Buffer.from(monogramSvg(profile.name, { size: PHOTO_SIZE, accent: colours.accent })),
              PHOTO_SIZE,
            ),
        left: photoLeft,
        top: Math.round((height - PHOTO_SIZE) / 2),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The monogram's drawing grid, in SVG user units; the image scales to any size. */
const MONOGRAM_GRID = 64;
/** Corner radius of the rounded monogram, on the grid: the squircle of most app icons. */
const MONOGRAM_RADIUS = 14;
/** Font sizes on the grid: two bold capitals ("WM", the widest) still fit with a margin. */
const MONOGRAM_FONT_SIZE = { one: 36, two: 26 } as const;
/** Half the height of a capital letter, as a share of the font size: centres the initials. */
const HALF_CAP_HEIGHT = 0.36;

export type MonogramShape = "rounded" | "square";

/**
 * The monogram as SVG: the owner's initials in white on the site's accent colour. "rounded"
 * is the favicon and the manifest icons; "square" fills every pixel, for the
 * apple-touch-icon (iOS rounds the corners itself and shows transparency as black).
 * `size` sets the pixel size it is drawn at; without it, the SVG scales to its box. `accent`
 * is the owner's (white reads on it: the compiler holds it to 4.5:1 against white).
 */
export function monogramSvg(
  name: string,
  options: { shape?: MonogramShape; size?: number; accent?: string } = {},
): string {
  const { shape = "rounded", size, accent = COLOURS.accent } = options;
  const initials = monogramInitials(name);
  const fontSize = Array.from(initials).length > 1 ? MONOGRAM_FONT_SIZE.two : MONOGRAM_FONT_SIZE.one;
  const centre = MONOGRAM_GRID / 2;
  const radius = shape === "rounded" ? MONOGRAM_RADIUS : 0;
  const pixels = size === undefined ? "" : ` width="${size}" height="${size}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MONOGRAM_GRID} ${MONOGRAM_GRID}"${pixels}><title>${escapeHtml(name)}</title><rect width="${MONOGRAM_GRID}" height="${MONOGRAM_GRID}" rx="${radius}" fill="${accent}"/><text x="${centre}" y="${centre + fontSize * HALF_CAP_HEIGHT}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${COLOUR_TOKENS.light["on-accent"]}">${escapeHtml(initials)}</text></svg>\n`;
}

/** The monogram as a PNG of `size`×`size` pixels. */
export function monogramPng(
  name: string,
  size: number,
  shape: MonogramShape,
  accent?: string,
): Promise<Buffer> {
  return sharp(Buffer.from(monogramSvg(name, { shape, size, ...(accent ? { accent } : {}) })))
    .png({ compressionLevel: 9 })
    .toBuffer();
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
