/**
 * Responsive image variants: which widths each use of an image gets, their URLs, and their
 * encoding with sharp (AVIF and WebP) into a cache keyed by the source's bytes and the
 * options, so a warm build encodes nothing. The compiler only names the variants (validation
 * stays fast); `vite build` and the dev server encode them on demand.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

export const DEFAULT_CACHE_DIR = ".cache/images";

/** Where an image is shown, which decides the widths it needs (CSS pixels at 1×, 2×, 3×). */
export type ImageRole = "photo" | "logo" | "project" | "about";

/**
 * The photo shows at 112–128 px, logos at 40–48 px; project images as thumbnails (~100 px),
 * card covers (up to ~360 px) and the gallery (up to ~880 px); About images at up to ~420 px.
 */
const WIDTHS: Record<ImageRole, number[]> = {
  photo: [128, 256, 384],
  logo: [48, 96, 144],
  project: [160, 480, 960],
  about: [480, 960],
};

export const FORMATS = {
  // Effort 2 of 9: a fifth of the default's file size gain is lost, at a tenth of its time.
  avif: { type: "image/avif", options: { quality: 50, effort: 2 } },
  webp: { type: "image/webp", options: { quality: 75, effort: 4 } },
} as const;

export type ImageFormat = keyof typeof FORMATS;

/** One encoded variant of a content image. */
export type ImageVariant = { file: string; width: number; format: ImageFormat };

/**
 * The most pixels an image may have: sharp's own limit (16383 × 16383), set here so the
 * compiler checks images against the limit the build decodes them with.
 */
export const MAX_INPUT_PIXELS = 16383 * 16383;

/** Bump to re-encode every cached variant (e.g. after changing how variants are made). */
const CACHE_VERSION = 2;

/** The widths of a role's variants that an image of this width can fill (never upscaled). */
export function variantWidths(roles: Iterable<ImageRole>, width: number): number[] {
  const wanted = new Set<number>();
  for (const role of roles) for (const w of WIDTHS[role]) wanted.add(Math.min(w, width));
  return [...wanted].sort((a, b) => a - b);
}

/**
 * A path under content/ as a URL path, each segment percent-encoded: "images/José a#1.png" →
 * "images/Jos%C3%A9%20a%231.png". Nothing in it is read as a query, a fragment or a srcset's
 * comma. decodeURIComponent turns it back into the path.
 */
export function encodePath(file: string): string {
  return file.split("/").map(encodeURIComponent).join("/");
}

/** "images/projects/a b.png", 480, "avif" → "images/projects/a%20b.480w.avif". */
export function variantUrl(src: string, width: number, format: ImageFormat): string {
  const extension = path.posix.extname(src);
  return encodePath(`${src.slice(0, src.length - extension.length)}.${width}w.${format}`);
}

/**
 * The variant's bytes: from the cache when this source, width and format were encoded
 * before, otherwise encoded now and cached.
 */
export async function encodeVariant(variant: ImageVariant, cacheDir = DEFAULT_CACHE_DIR): Promise<Buffer> {
  const source = readFileSync(variant.file);
  const { options } = FORMATS[variant.format];
  const key = createHash("sha256")
    .update(source)
    .update(JSON.stringify([CACHE_VERSION, variant.width, variant.format, options]))
    .digest("hex")
    .slice(0, 32);
  const cached = path.join(cacheDir, `${key}.${variant.format}`);
  try {
    return readFileSync(cached);
  } catch {
    // Not encoded yet.
  }
  const { default: sharp } = await import("sharp");
  // rotate() without an angle turns the pixels upright as the EXIF orientation says (a phone's
  // photo is often stored sideways) and drops the tag, so no browser turns it twice.
  const encoded = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: variant.width, withoutEnlargement: true })
    .toFormat(variant.format, options)
    .toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${cached}.${process.pid}.tmp`;
  writeFileSync(temporary, encoded);
  renameSync(temporary, cached);
  return encoded;
}
