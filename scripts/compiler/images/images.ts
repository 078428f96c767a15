/**
 * Responsive image variants: which widths each use of an image gets, their URLs, and their
 * encoding with sharp (AVIF and WebP) into a cache keyed by the source's bytes and the
 * options, so a warm build encodes nothing. The compiler only names the variants (validation
 * stays fast); `vite build` and the dev server encode them on demand.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import pMap from "p-map";
import { writeFileAtomically } from "../../lib/safe-output.ts";

/** In the project's own cache of the engine (scripts/vite/vite-config.ts's projectCache), which `npm ci` starts afresh. */
export const DEFAULT_CACHE_DIR = "node_modules/.cache/folio/images";
/** Names another cache folder, e.g. one a benchmark starts empty without losing the owner's. */
export const IMAGE_CACHE_VARIABLE = "FOLIO_IMAGE_CACHE_DIR";

/** The cache folder: the variable's, else DEFAULT_CACHE_DIR; relative to `root`. */
export function imageCacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env[IMAGE_CACHE_VARIABLE] || DEFAULT_CACHE_DIR);
}

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
  // Effort 1 of 9 takes half the time of effort 2 for the same quality; files grow by about
  // a tenth (photos) to a third (screenshots) and stay smaller than the WebP ones. Effort 0
  // would double a screenshot's AVIF, past its WebP.
  avif: { type: "image/avif", options: { quality: 50, effort: 1 } },
  // Effort 2 of 6: 2.5 times as fast as effort 4, for files 3–6 % larger.
  webp: { type: "image/webp", options: { quality: 75, effort: 2 } },
} as const;

export type ImageFormat = keyof typeof FORMATS;

/** The widest variant of any image: the site never shows one wider. */
export const MAX_VARIANT_WIDTH = Math.max(...Object.values(WIDTHS).flat());

/** A variant's file name, as variantUrl writes it: `<name>.<width>w.<format>`. */
export const VARIANT_FILE = new RegExp(`\\.\\d+w\\.(?:${Object.keys(FORMATS).join("|")})$`);

/** One encoded variant of a content image. */
export type ImageVariant = { file: string; width: number; format: ImageFormat };

/**
 * The most pixels an image may have: 50 megapixels (8660×5773; a phone's 48-megapixel photo
 * passes), which the build decodes in about 200 MB of memory. The site never shows an image
 * wider than MAX_VARIANT_WIDTH, so more only slows the build. Sharp decodes with this limit too.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The largest image file the compiler reads: 50 MB. */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/** Bump to re-encode every cached variant (e.g. after changing how variants are made). */
const CACHE_VERSION = 3;

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
 * How many images are decoded and encoded at once: one per core. libvips runs each encode on
 * one thread (sharp's default on glibc), so this keeps every core busy with no image waiting
 * on another, and bounds the memory to that many decoded images.
 */
export const ENCODE_CONCURRENCY = Math.max(1, availableParallelism());

/** Hashes already computed: by absolute path, with the stamp of the file they were computed from. */
const hashes = new Map<string, { stamp: string; hash: string }>();
/** Cache folders whose record of hashes is read, and whether this process added to it since. */
const hashRecords = new Map<string, { changed: boolean }>();
const HASHES_FILE = "hashes.json";

/**
 * What changes whenever a file's bytes do: its change time (ctime) moves on every write and
 * cannot be set back by a program, unlike the modification time; size and inode besides.
 */
function stampOf(file: string): { stamp: string; recent: boolean } {
  const stat = statSync(file, { bigint: true });
  return {
    stamp: `${stat.ctimeNs}:${stat.mtimeNs}:${stat.size}:${stat.ino}`,
    recent: Date.now() - Number(stat.ctimeNs / 1_000_000n) < RACY_MS,
  };
}

/**
 * The file system's clock moves in ticks of a few milliseconds, so two writes in one tick
 * leave the same stamp: a file changed this recently is hashed every time (as git treats a
 * "racily clean" file).
 */
const RACY_MS = 2000;

/**
 * The SHA-256 of a file's bytes: what the caches are keyed by, so a copy or a rename of an
 * image finds its variants. A file is read and hashed once while its stamp (stampOf) stays:
 * in this process (the compiler, the decoder and the encoder all ask), and across processes
 * through a record in `cacheDir`, so a warm build reads no image it has hashed before.
 */
export function sourceHash(file: string, cacheDir?: string): string {
  const absolute = path.resolve(file);
  if (cacheDir !== undefined) readHashes(cacheDir);
  const { stamp, recent } = stampOf(absolute);
  const known = hashes.get(absolute);
  if (known?.stamp === stamp && !recent) return known.hash;
  const hash = createHash("sha256").update(readFileSync(absolute)).digest("hex");
  if (recent) return hash;
  hashes.set(absolute, { stamp, hash });
  // Every record read is now behind: each saves this hash when next saved.
  for (const state of hashRecords.values()) state.changed = true;
  return hash;
}

function readHashes(cacheDir: string): { changed: boolean } {
  const dir = path.resolve(cacheDir);
  let state = hashRecords.get(dir);
  if (state) return state;
  state = { changed: false };
  hashRecords.set(dir, state);
  try {
    const saved = JSON.parse(readFileSync(path.join(dir, HASHES_FILE), "utf8")) as Record<string, unknown>;
    for (const [file, entry] of Object.entries(saved)) {
      if (!Array.isArray(entry) || typeof entry[0] !== "string" || typeof entry[1] !== "string") continue;
      if (!hashes.has(file)) hashes.set(file, { stamp: entry[0], hash: entry[1] });
    }
  } catch {
    // None yet, or unreadable: every file is hashed.
  }
  return state;
}

/** Saves the hashes this process knows into `cacheDir`'s record, when it learnt new ones. */
export function saveHashes(cacheDir: string): void {
  const state = readHashes(cacheDir);
  if (!state.changed) return;
  const record: Record<string, [string, string]> = {};
  // Files since removed (a temporary folder's) leave the record.
  for (const [file, { stamp, hash }] of hashes) if (existsSync(file)) record[file] = [stamp, hash];
  try {
    mkdirSync(path.resolve(cacheDir), { recursive: true });
    writeFileAtomically(path.join(path.resolve(cacheDir), HASHES_FILE), JSON.stringify(record), {
      flush: false,
    });
    state.changed = false;
  } catch {
    // A record that cannot be written costs a hash next run, nothing else.
  }
}

function cacheFile(cacheDir: string, hash: string, variant: ImageVariant): string {
  const { options } = FORMATS[variant.format];
  const key = createHash("sha256")
    .update(hash)
    .update(JSON.stringify([CACHE_VERSION, variant.width, variant.format, options]))
    .digest("hex")
    .slice(0, 32);
  return path.join(cacheDir, `${key}.${variant.format}`);
}

function readCached(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** What encodeVariants did: each variant's bytes in order, and how much work that took. */
export type Encoded = { bytes: Buffer[]; decoded: number; encoded: number };

/**
 * The variants' bytes, in order: from the cache when this source, width and format were
 * encoded before, otherwise encoded now and cached. Each source is decoded once, straight to
 * its widest missing variant (a JPEG shrinks as it loads), and its narrower ones are made from
 * that; `concurrency` sources at a time. A warm build reads the cache and decodes nothing.
 */
export async function encodeVariants(
  variants: readonly ImageVariant[],
  cacheDir = DEFAULT_CACHE_DIR,
  concurrency = ENCODE_CONCURRENCY,
): Promise<Encoded> {
  const bySource = new Map<string, number[]>();
  for (const [index, { file }] of variants.entries())
    bySource.set(file, [...(bySource.get(file) ?? []), index]);
  const bytes: Buffer[] = new Array(variants.length);
  let decoded = 0;
  let encoded = 0;
  const encodeSource = async ([file, indices]: [string, number[]]) => {
    const hash = sourceHash(file, cacheDir);
    const missing: { index: number; variant: ImageVariant; cached: string }[] = [];
    for (const index of indices) {
      const variant = variants[index] as ImageVariant;
      const cached = cacheFile(cacheDir, hash, variant);
      const found = readCached(cached);
      if (found) bytes[index] = found;
      else missing.push({ index, variant, cached });
    }
    if (missing.length === 0) return;
    const { default: sharp } = await import("sharp");
    // One libvips thread per image (sharp's default on glibc, not elsewhere): the pool runs one
    // image per core, and more threads per image measured no faster, only busier.
    sharp.concurrency(1);
    const widest = Math.max(...missing.map(({ variant }) => variant.width));
    // rotate() without an angle turns the pixels upright as the EXIF orientation says (a
    // phone's photo is often stored sideways) and drops the tag, so no browser turns it twice.
    const { data, info } = await sharp(readFileSync(file), { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    decoded++;
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const { index, variant, cached } of missing.sort((a, b) => b.variant.width - a.variant.width)) {
      const output = await sharp(data, { raw })
        .resize({ width: variant.width, withoutEnlargement: true })
        .toFormat(variant.format, FORMATS[variant.format].options)
        .toBuffer();
      encoded++;
      mkdirSync(path.dirname(cached), { recursive: true });
      writeFileAtomically(cached, output, { flush: false });
      bytes[index] = output;
    }
  };
  await settledPool(bySource, encodeSource, concurrency);
  saveHashes(cacheDir);
  return { bytes, decoded, encoded };
}

/**
 * Runs `task` on each item, at most `concurrency` at once (p-map's pool). The first failure
 * starts no item after it and rejects once the tasks already running have finished: when the
 * pool settles, none of its work goes on (no variant lands in the cache afterwards).
 */
async function settledPool<T>(
  items: Iterable<T>,
  task: (item: T) => Promise<void>,
  concurrency: number,
): Promise<void> {
  const running = new Set<Promise<void>>();
  const tracked = (item: T) => {
    const run = task(item);
    running.add(run);
    const done = () => running.delete(run);
    run.then(done, done);
    return run;
  };
  try {
    await pMap(items, tracked, { concurrency });
  } catch (error) {
    // A task started while others settle is waited for too.
    while (running.size > 0) await Promise.allSettled(running);
    throw error;
  }
}

/** One variant's bytes (the dev server asks for them one at a time); see encodeVariants. */
export async function encodeVariant(variant: ImageVariant, cacheDir = DEFAULT_CACHE_DIR): Promise<Buffer> {
  const { bytes } = await encodeVariants([variant], cacheDir, 1);
  return bytes[0] as Buffer;
}
