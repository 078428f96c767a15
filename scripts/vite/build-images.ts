/**
 * The build's images: the variants the content uses, read from the cache or encoded while the
 * bundler works (encode), then emitted as the build's files (variantAssets). Never the originals:
 * every picture falls back to its widest WebP variant.
 */
import path from "node:path";
import { type Encoded, encodeVariants, type ImageVariant } from "../compiler/images/images.ts";

/** The variants of a build, read from the cache or encoded (see encodeVariants), and how long that took. */
export type Encoding = Promise<{ list: [string, ImageVariant][]; result: Encoded; seconds: number }>;

/** Reads the variants from the cache or encodes them (see encodeVariants), timed. */
export function encode(list: [string, ImageVariant][], cacheDir: string): Encoding {
  const started = performance.now();
  const pending = encodeVariants(
    list.map(([, variant]) => variant),
    cacheDir,
  ).then((result) => ({ list, result, seconds: (performance.now() - started) / 1000 }));
  // Awaited in generateBundle; a build that fails before then must not crash on it.
  pending.catch(() => {});
  return pending;
}

/** The build's files of the variants, and what to say of the encoding when it encoded any. */
export function variantAssets(
  { list, result, seconds }: Awaited<Encoding>,
  { root, cacheDir }: { root: string; cacheDir: string },
): { assets: { fileName: string; source: Buffer }[]; info?: string } {
  const { bytes, decoded, encoded } = result;
  const assets = list.map(([fileName], index) => ({
    fileName: decodeURIComponent(fileName),
    source: bytes[index] as Buffer,
  }));
  if (encoded === 0) return { assets };
  return {
    assets,
    info: `encoded ${encoded} of ${list.length} image variants from ${decoded} images in ${seconds.toFixed(1)} s; the rest from ${path.relative(root, cacheDir)}`,
  };
}
