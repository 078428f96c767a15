/**
 * Whether the build can decode each image, asked of sharp (the build's own decoder), which
 * works on libuv's threads: the compiler awaits it, and the process (the dev server among
 * others) goes on meanwhile. Nothing is encoded; a success is recorded in the image cache, so
 * a later build does not decode the same bytes again.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pMap from "p-map";
import { writeFileAtomically } from "../../lib/safe-output.ts";
import { ENCODE_CONCURRENCY, imageCacheDir, MAX_INPUT_PIXELS, saveHashes, sourceHash } from "./images.ts";

/** A decoded image: how many frames it has (more than one for an animation), or why it failed. */
export type Decoded = { ok: true; frames: number } | { ok: false; reason: string };

/** Bump when a decode could now end differently (another pixel limit, another check). */
const DECODE_VERSION = 1;

/** Where a file of these bytes is recorded as decoded: in the image cache, with its variants. */
function decodedFile(cacheDir: string, hash: string): string {
  return path.join(cacheDir, `${hash.slice(0, 32)}.decoded-${DECODE_VERSION}-${MAX_INPUT_PIXELS}.json`);
}

function readDecoded(file: string): Decoded | undefined {
  try {
    const { frames } = JSON.parse(readFileSync(file, "utf8")) as { frames: unknown };
    return typeof frames === "number" ? { ok: true, frames } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes each file as the build would, `concurrency` at a time (one per core, as the build
 * encodes), and resolves once all are decoded. Files whose bytes decoded before, in this
 * process or an earlier one, are not decoded again: the image cache (`cacheDir`) records each
 * success by the hash of the bytes. A failure is not recorded, so it is reported with the
 * decoder's reason every time.
 */
export async function decodeImages(
  files: readonly string[],
  cacheDir = imageCacheDir(process.cwd()),
  concurrency = ENCODE_CONCURRENCY,
): Promise<Decoded[]> {
  const results: (Decoded | undefined)[] = [];
  const toDecode: { index: number; file: string; record?: string }[] = [];
  for (const [index, file] of files.entries()) {
    let record: string | undefined;
    try {
      record = decodedFile(cacheDir, sourceHash(file, cacheDir));
    } catch {
      // Unreadable: the decoder says why.
    }
    const known = record === undefined ? undefined : readDecoded(record);
    results.push(known);
    if (!known) toDecode.push({ index, file, ...(record ? { record } : {}) });
  }
  saveHashes(cacheDir);
  await pMap(
    toDecode,
    async ({ index, file, record }) => {
      const result = await decode(file);
      results[index] = result;
      if (!result.ok || !record) return;
      try {
        mkdirSync(path.dirname(record), { recursive: true });
        writeFileAtomically(record, JSON.stringify({ frames: result.frames }), { flush: false });
      } catch {
        // A cache that cannot be written costs time next run, nothing else.
      }
    },
    { concurrency },
  );
  return results as Decoded[];
}

/**
 * One file read as the build reads it (same decoder, same pixel limit) and decoded to its end
 * into a sink that keeps none of it, so a large image takes no more memory than a strip of it.
 */
async function decode(file: string): Promise<Decoded> {
  const sharp = await loadSharp();
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS };
    const { pages, format, width } = await sharp(file, options).metadata();
    // A JPEG decoded at an eighth of its width (as the build's resize loads it) still reads and
    // checks every coefficient of every block; it only skips most of the inverse transform.
    const image = sharp(file, options);
    const scaled =
      format === "jpeg" && width ? image.resize({ width: Math.ceil(width / 8), kernel: "nearest" }) : image;
    await pipeline(scaled.raw(), discard());
    return { ok: true, frames: pages ?? 1 };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** A stream that accepts everything and keeps nothing. */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** sharp, loaded on the first decode: a compile of content without images never loads libvips. */
async function loadSharp() {
  try {
    const { default: sharp } = await import("sharp");
    // One libvips thread per image, as the build encodes: the pool runs one image per core.
    sharp.concurrency(1);
    return sharp;
  } catch (error) {
    throw new Error(`the image decoder (sharp) could not start: ${(error as Error).message}`);
  }
}
