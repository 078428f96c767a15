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
import { FONT, fitText } from "../../lib/drawing.ts";
import { fontPackage, missingFontsLine } from "../../lib/font-packages.ts";
import { escapeHtml } from "../../lib/html-text.ts";
import { accentColours, COLOURS, OG_IMAGE } from "./metadata.ts";

const PHOTO_SIZE = 340;
const PHOTO_LEFT = 90;
/** Where the link preview's round photo (or initials) sits: its left edge and its diameter. */
export const OG_PHOTO = { left: PHOTO_LEFT, size: PHOTO_SIZE } as const;
const TEXT_LEFT = PHOTO_LEFT + PHOTO_SIZE + 70;
const TEXT_WIDTH = OG_IMAGE.width - TEXT_LEFT - 70;

/**
 * Code points no font has (unassigned), by the length of their hex form. Pango (which librsvg
 * draws text with) draws a character no installed font has as a box holding its code point in
 * hex, the same box for every code point of one length.
 */
const NO_GLYPH: Readonly<Record<number, number>> = { 4: 0x0378, 5: 0x1d455, 6: 0x10fffd };
/** The font size a character is drawn at to see whether the machine has it. */
const PROBE_SIZE = 48;
/** Darker than this (of 255) is ink. */
const INK = 200;
/** Characters drawn with others or not at all: spaces, controls, joiners and selectors, marks. */
const NOT_DRAWN_ALONE = /[\s\p{Cc}\p{Default_Ignorable_Code_Point}\p{M}]/u;

/** Where one character drawn alone puts ink: its box and the pixels along the box's edges; none without ink. */
async function inkOf(codePoint: number): Promise<string | undefined> {
  const width = PROBE_SIZE * 4;
  const height = PROBE_SIZE * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${FONT}"><rect width="${width}" height="${height}" fill="#fff"/><text x="${PROBE_SIZE}" y="${PROBE_SIZE * 1.4}" font-size="${PROBE_SIZE}">&#${codePoint};</text></svg>`;
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().greyscale().raw().toBuffer();
  const at = (x: number, y: number) => pixels[y * width + x] ?? 255;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (at(x, y) < INK)
        [left, top, right, bottom] = [
          Math.min(left, x),
          Math.min(top, y),
          Math.max(right, x),
          Math.max(bottom, y),
        ];
  if (right < 0) return undefined;
  const edges: number[] = [];
  for (let x = left; x <= right; x++) edges.push(at(x, top), at(x, bottom));
  for (let y = top; y <= bottom; y++) edges.push(at(left, y), at(right, y));
  return `${left},${top},${right},${bottom}:${edges.join(",")}`;
}

const inks = new Map<number, Promise<string | undefined>>();

/** inkOf, once per code point in this process. */
function cachedInk(codePoint: number): Promise<string | undefined> {
  let ink = inks.get(codePoint);
  if (!ink) {
    ink = inkOf(codePoint);
    inks.set(codePoint, ink);
  }
  return ink;
}

/** Whether a font on this machine has the character: it draws ink, and not the box of a missing one. */
async function isDrawable(codePoint: number): Promise<boolean> {
  const digits = Math.max(4, codePoint.toString(16).length);
  const [ink, missing] = await Promise.all([cachedInk(codePoint), cachedInk(NO_GLYPH[digits] ?? 0x10fffd)]);
  return ink !== undefined && ink !== missing;
}

/** The characters of `text` no font on this machine has, each once: drawn, each would be a box. */
export async function missingCharacters(text: string): Promise<string[]> {
  const characters = [...new Set(Array.from(text))].filter((character) => !NOT_DRAWN_ALONE.test(character));
  const drawn = await Promise.all(characters.map((character) => isDrawable(character.codePointAt(0) ?? 0)));
  return characters.filter((_, index) => !drawn[index]);
}

/**
 * `text` as an image can show it without the `missing` characters: without the symbols and
 * pictographs among them (an emoji is decoration), or nothing when a letter or digit is missing
 * (part of a name would misname its owner).
 */
export function drawablePart(text: string, missing: readonly string[]): string {
  const inText = missing.filter((character) => text.includes(character));
  if (inText.some((character) => /[\p{L}\p{N}]/u.test(character))) return "";
  if (inText.length === 0) return text;
  const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text);
  return [...graphemes]
    .map(({ segment }) => segment)
    .filter((grapheme) => !Array.from(grapheme).some((character) => inText.includes(character)))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** A text of the link preview: as the owner wrote it, as it is drawn, and the characters missing from it. */
type PreviewText = { written: string; drawn: string; missing: string[] };

async function previewText(written: string): Promise<PreviewText> {
  const missing = await missingCharacters(written);
  return { written, drawn: drawablePart(written, missing), missing };
}

/**
 * The owner's name, title and initials as the link preview and the icons draw them; no title is
 * an empty one, which draws no line (the name is centred alone) and lacks no letter.
 */
async function previewTexts(content: SiteContent) {
  const { name: written, label: title = "" } = content.profile;
  const [name, label, initials] = await Promise.all(
    [written, title, monogramInitials(written)].map(previewText),
  );
  return { name, label, initials } as Record<"name" | "label" | "initials", PreviewText>;
}

/**
 * The letters and digits of the owner's name, title and initials that no font on this machine
 * has, in one line naming them, their scripts and the package to install (see missingFontsLine);
 * undefined when it has them all. The link preview and icons would leave out a name or title
 * whole for want of one of them (part of a name would misname its owner): the build fails.
 */
export async function missingLettersError(content: SiteContent, file: string): Promise<string | undefined> {
  const texts = await previewTexts(content);
  const letters = [
    ...new Set(
      [texts.name, texts.label, texts.initials].flatMap((text) =>
        text.missing.filter((character) => /[\p{L}\p{N}]/u.test(character)),
      ),
    ),
  ];
  return letters.length > 0 ? `${missingFontsLine(file, letters)}, then build again` : undefined;
}

/**
 * What the link preview (`file`) and, with `icons`, the app icons leave out of `content` for
 * want of a font on this machine, in one line that says how to get one; undefined when nothing is.
 */
export async function missingFontWarning(
  content: SiteContent,
  file: string,
  icons: boolean,
): Promise<string | undefined> {
  const texts = await previewTexts(content);
  const badge = !content.profile.photo;
  const gaps = (
    [
      ["name", texts.name],
      ["title", texts.label],
      ...(icons || badge ? [[icons ? "initials on the icons" : "initials", texts.initials] as const] : []),
    ] as const
  )
    .filter(([, text]) => text.missing.length > 0)
    .map(
      ([what, text]) =>
        `${text.drawn ? `${text.missing.join(" ")} from the` : "the"} ${what} (${text.written})`,
    );
  if (gaps.length === 0) return undefined;
  const missing = [texts.name, texts.label, texts.initials].flatMap((text) => text.missing);
  const packages = [...new Set(missing.map(fontPackage))].join(" ");
  return `${file} leaves out what no font on this machine draws: ${gaps.join("; ")}. Install fonts that have it (on Debian or Ubuntu: sudo apt-get install ${packages}) and build again`;
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
 * The owner's name as the link preview sets it, its size and lines, never cut: it shrinks,
 * wraps to a second line, then to a third at the smaller sizes, before a letter of it is lost.
 */
export async function previewName(name: string): Promise<{ size: number; lines: string[] }> {
  const twoLines = await fitText(name, TEXT_WIDTH, [76, 44], "bold", 2);
  return twoLines.cut ? fitText(name, TEXT_WIDTH, [44, 28], "bold", 3) : twoLines;
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
  // What no font here has is left out, never drawn as boxes (missingFontWarning says so).
  const texts = await previewTexts(content);
  const name = await previewName(texts.name.drawn);
  // No title (or none of its letters drawable): no lines, and the name centred alone.
  const label = await fitText(texts.label.drawn, TEXT_WIDTH, [40, 28], "regular", 2);
  const host = profile.url ? new URL(profile.url).host : "";
  const nameHeight = name.lines.length * name.size * 1.15;
  const labelHeight = label.lines.length * label.size * 1.3;
  const gap = name.lines.length > 0 && label.lines.length > 0 ? 28 : 0;
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
              Buffer.from(
                monogramSvg(profile.name, {
                  size: PHOTO_SIZE,
                  accent: colours.accent,
                  letters: texts.initials.missing.length === 0,
                }),
              ),
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
 * is the owner's (white reads on it: the compiler holds it to 4.5:1 against white). Without
 * `letters`, the accent alone: what an image drawn here shows when no font has the initials.
 */
export function monogramSvg(
  name: string,
  options: { shape?: MonogramShape; size?: number; accent?: string; letters?: boolean } = {},
): string {
  const { shape = "rounded", size, accent = COLOURS.accent, letters = true } = options;
  const initials = monogramInitials(name);
  const fontSize = Array.from(initials).length > 1 ? MONOGRAM_FONT_SIZE.two : MONOGRAM_FONT_SIZE.one;
  const centre = MONOGRAM_GRID / 2;
  const radius = shape === "rounded" ? MONOGRAM_RADIUS : 0;
  const pixels = size === undefined ? "" : ` width="${size}" height="${size}"`;
  const text = `<text x="${centre}" y="${centre + fontSize * HALF_CAP_HEIGHT}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${COLOUR_TOKENS.light["on-accent"]}">${escapeHtml(initials)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MONOGRAM_GRID} ${MONOGRAM_GRID}"${pixels}><title>${escapeHtml(name)}</title><rect width="${MONOGRAM_GRID}" height="${MONOGRAM_GRID}" rx="${radius}" fill="${accent}"/>${letters ? text : ""}</svg>\n`;
}

/** The monogram as a PNG of `size`×`size` pixels; without its letters when no font here has them. */
export async function monogramPng(
  name: string,
  size: number,
  shape: MonogramShape,
  accent?: string,
): Promise<Buffer> {
  const letters = (await missingCharacters(monogramInitials(name))).length === 0;
  return sharp(Buffer.from(monogramSvg(name, { shape, size, letters, ...(accent ? { accent } : {}) })))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
