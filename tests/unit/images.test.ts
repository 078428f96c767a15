import { createHash } from "node:crypto";
import { copyFileSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test, vi } from "vitest";
import { decodeImages } from "../../scripts/compiler/images/decode.ts";
import {
  encodeVariant,
  encodeVariants,
  IMAGE_CACHE_VARIABLE,
  imageCacheDir,
  saveHashes,
  sourceHash,
  variantUrl,
  variantWidths,
} from "../../scripts/compiler/images/images.ts";
import { temporaryFolder } from "./fixtures.ts";

const PHOTO = path.resolve("tests/fixtures/valid-minimal/images/shot.png");

describe("image variants", () => {
  test("get the widths their uses need, never wider than the image", () => {
    expect(variantWidths(["logo"], 256)).toEqual([48, 96, 144]);
    expect(variantWidths(["photo"], 200)).toEqual([128, 200]);
    expect(variantWidths(["project", "about"], 2000)).toEqual([160, 480, 960]);
  });

  test("are named after the image, their width and format", () => {
    expect(variantUrl("images/projects/my shot.png", 480, "avif")).toBe(
      "images/projects/my%20shot.480w.avif",
    );
  });

  test("are encoded at their width and format, then read from the cache", async () => {
    const cacheDir = temporaryFolder("images");
    const variant = { file: PHOTO, width: 80, format: "webp" } as const;

    const encoded = await encodeVariant(variant, cacheDir);
    const metadata = await sharp(encoded).metadata();
    expect([metadata.format, metadata.width]).toEqual(["webp", 80]);
    const avif = await sharp(await encodeVariant({ ...variant, format: "avif" }, cacheDir)).metadata();
    expect([avif.format, avif.width]).toEqual(["heif", 80]);

    const cached = readdirSync(cacheDir).filter((name) => name.endsWith(".webp"));
    expect(cached).toHaveLength(1);
    // A second build reads the cache instead of encoding again.
    writeFileSync(path.join(cacheDir, cached[0] ?? ""), "cached");
    expect((await encodeVariant(variant, cacheDir)).toString()).toBe("cached");
  });
});

/** A small PNG of random pixels, `seed` making each distinct. */
async function noisePng(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + seed * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe("the encoder's pool", () => {
  /** The variants encodeVariants put in the cache folder `dir`. */
  const cachedVariants = (dir: string) =>
    readdirSync(dir, { recursive: true }).filter((name) => /\.(webp|avif)$/.test(String(name)));

  test("settles only once the sources already running have finished: none of its work goes on after it", async () => {
    const dir = temporaryFolder("images");
    const broken = path.join(dir, "broken.png");
    const large = path.join(dir, "large.png");
    writeFileSync(broken, "not a picture");
    // Far longer to encode than the broken file takes to fail: running beside it, it is still
    // at work when the failure comes.
    writeFileSync(large, await noisePng(1600, 1200, 2));
    const cacheDir = path.join(dir, "cache");
    const failure = await encodeVariants(
      [
        { file: large, width: 1600, format: "webp" },
        { file: broken, width: 20, format: "webp" },
      ],
      cacheDir,
      2,
    ).catch((error: unknown) => error);
    expect(cachedVariants(cacheDir)).toHaveLength(1);
    expect(String(failure)).toMatch(/unsupported image format/);
  });

  test("rejects with the first source that fails, and starts no source after it", async () => {
    const dir = temporaryFolder("images");
    const broken = path.join(dir, "broken.png");
    const good = path.join(dir, "good.png");
    writeFileSync(broken, "not a picture");
    writeFileSync(good, await noisePng(40, 30, 1));
    const cacheDir = path.join(dir, "cache");
    const failure = await encodeVariants(
      [
        { file: broken, width: 20, format: "webp" },
        { file: good, width: 20, format: "webp" },
      ],
      cacheDir,
      1,
    ).catch((error: unknown) => error);
    // Settled, the pool has nothing running (the test above): the good image, next in line,
    // was never started, or its variant would be in the cache.
    expect(cachedVariants(dir)).toEqual([]);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toMatch(/unsupported image format/);
  });
});

describe("the image cache", () => {
  test("is node_modules/.cache/folio/images, or the folder FOLIO_IMAGE_CACHE_DIR names", () => {
    expect(imageCacheDir("/site", {})).toBe(path.resolve("/site/node_modules/.cache/folio/images"));
    expect(imageCacheDir("/site", { [IMAGE_CACHE_VARIABLE]: "/tmp/bench-cache" })).toBe("/tmp/bench-cache");
    expect(imageCacheDir("/site", { [IMAGE_CACHE_VARIABLE]: "cache" })).toBe(path.resolve("/site/cache"));
  });

  test("makes a warm build decode and encode nothing", async () => {
    const dir = temporaryFolder("images");
    const files = [0, 1].map((n) => path.join(dir, `shot-${n}.png`));
    for (const [n, file] of files.entries()) writeFileSync(file, await noisePng(200, 120, n));
    const variants = files.flatMap((file) =>
      [60, 120].flatMap((width) => (["avif", "webp"] as const).map((format) => ({ file, width, format }))),
    );
    const cacheDir = path.join(dir, "cache");

    const cold = await encodeVariants(variants, cacheDir, 2);
    // Each source decoded once for its four variants.
    expect([cold.decoded, cold.encoded]).toEqual([2, 8]);
    const widths = await Promise.all(cold.bytes.map(async (bytes) => (await sharp(bytes).metadata()).width));
    expect(widths).toEqual([60, 60, 120, 120, 60, 60, 120, 120]);

    const warm = await encodeVariants(variants, cacheDir, 2);
    expect([warm.decoded, warm.encoded]).toEqual([0, 0]);
    expect(warm.bytes).toEqual(cold.bytes);

    // A copy of an image under another name finds the same variants: the key is its bytes.
    const copy = path.join(dir, "copy.png");
    copyFileSync(files[0] ?? "", copy);
    const copied = await encodeVariants([{ file: copy, width: 60, format: "webp" }], cacheDir);
    expect([copied.decoded, copied.encoded]).toEqual([0, 0]);
  });

  test("records a file's hash, read again only once the file changes", () => {
    const dir = temporaryFolder("images");
    const file = path.join(dir, "shot.png");
    const cacheDir = path.join(dir, "cache");
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    writeFileSync(file, "first");
    // Written a moment ago: hashed every time, as a second write in the same tick of the
    // file system's clock would leave the same stamp.
    expect(sourceHash(file, cacheDir)).toBe(sha256("first"));
    writeFileSync(file, "other");
    expect(sourceHash(file, cacheDir)).toBe(sha256("other"));
    // Older: recorded.
    const old = new Date(Date.now() - 60_000);
    const settled = path.join(dir, "settled.png");
    writeFileSync(settled, "settled");
    utimesSync(settled, old, old);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 60_000);
    try {
      expect(sourceHash(settled, cacheDir)).toBe(sha256("settled"));
      saveHashes(cacheDir);
    } finally {
      vi.restoreAllMocks();
    }
    const record = JSON.parse(readFileSync(path.join(cacheDir, "hashes.json"), "utf8"));
    expect(Object.keys(record)).toContain(settled);
    expect(Object.keys(record)).not.toContain(file);
  });

  test("records what the compiler decoded, so a later build does not decode it again", async () => {
    const dir = temporaryFolder("images");
    const file = path.join(dir, "shot.png");
    writeFileSync(file, await noisePng(40, 30, 3));
    const cacheDir = path.join(dir, "cache");
    expect(await decodeImages([file], cacheDir)).toEqual([{ ok: true, frames: 1 }]);
    const records = readdirSync(cacheDir).filter((name) => name.includes(".decoded-"));
    expect(records).toHaveLength(1);
    // The record is trusted: the next run does not decode the file.
    writeFileSync(path.join(cacheDir, records[0] ?? ""), JSON.stringify({ frames: 7 }));
    expect(await decodeImages([file], cacheDir)).toEqual([{ ok: true, frames: 7 }]);
    // A failure is not recorded: it is reported again with the decoder's reason.
    const broken = path.join(dir, "broken.png");
    writeFileSync(broken, (await noisePng(40, 30, 4)).subarray(0, 60));
    expect((await decodeImages([broken], cacheDir))[0]?.ok).toBe(false);
    // A JPEG, decoded at a fraction of its size, is still read to its end.
    const jpeg = await sharp(await noisePng(64, 48, 5))
      .jpeg()
      .toBuffer();
    const cut = path.join(dir, "cut.jpg");
    writeFileSync(cut, jpeg.subarray(0, Math.floor(jpeg.length * 0.7)));
    expect((await decodeImages([cut], cacheDir))[0]).toEqual({
      ok: false,
      reason: "VipsJpeg: premature end of JPEG image",
    });
    expect(readdirSync(cacheDir).filter((name) => name.includes(".decoded-"))).toHaveLength(1);
  });
});
