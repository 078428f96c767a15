/**
 * Pass 4a, the images' checks: every image the valid files use must lie inside the content
 * folder, exist, be an image, be safe to publish (SVG), be of a size the build can take, and
 * decode as the build will decode it. Each one that passes is measured. And no other link in
 * the folder may lead out of it.
 */
import { createHash } from "node:crypto";
import { type Dirent, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { closest } from "../../lib/closest.ts";
import { type Decoded, decodeImages } from "../images/decode.ts";
import {
  encodePath,
  type ImageRole,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
  MAX_VARIANT_WIDTH,
} from "../images/images.ts";
import { svgProblem } from "../images/svg.ts";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import { PROJECTS_DIR, YAML_FILES } from "./load.ts";
import type { ValidTree } from "./validate.ts";

export type MeasuredImages = {
  /** Size as shown, by `src` as the content writes it. */
  sizes: Map<string, { width: number; height: number }>;
  /** What each image is used as, for the widths of its variants. */
  roles: Map<string, Set<ImageRole>>;
  /** Image URL (as used in the content) → absolute path of its file. */
  assets: Map<string, string>;
};

/** An image that passed every check but decoding, with where it is used. */
type ToDecode = { source: LoadedFile; at: PropertyKey[]; src: string; absolute: string; image: Measured };

export async function checkImages(context: CompileContext, valid: ValidTree): Promise<MeasuredImages> {
  const { profile, experience, education, about, projects } = valid;
  const measured: MeasuredImages = { sizes: new Map(), roles: new Map(), assets: new Map() };
  /** Links out of the folder already reported, at the content that uses them. */
  const reportedOutside = new Set<string>();
  const toDecode: ToDecode[] = [];
  for (const file of [profile, experience, education, about, ...projects]) {
    if (!file) continue;
    const role = roleOf(file, valid);
    for (const { value, at } of findImages(file.value)) {
      const absolute = path.join(context.contentDir, value.src);
      const where = [...at, "src"];
      if (context.outside(absolute)) {
        context.report(
          file.source,
          where,
          `expected an image inside the content folder, got ${context.display(absolute)}, a link to a file outside it`,
          `put the image itself at ${context.display(absolute)} instead of a link`,
        );
        reportedOutside.add(absolute);
        continue;
      }
      const image = checkImageFile(context, file.source, where, value.src, absolute);
      if (!image) continue;
      toDecode.push({ source: file.source, at: where, src: value.src, absolute, image });
      measured.roles.set(value.src, (measured.roles.get(value.src) ?? new Set()).add(role));
    }
  }
  await checkDecoding(context, toDecode, measured);
  reportLinksOut(context, reportedOutside);
  return measured;
}

/** What the images of a file are used as, for the widths of their variants. */
function roleOf(file: object, { profile, experience, education, about }: ValidTree): ImageRole {
  if (file === profile) return "photo";
  if (file === experience || file === education) return "logo";
  return file === about ? "about" : "project";
}

/**
 * The image at `absolute` as the compiler reads it without decoding it, or undefined once
 * what is wrong with it is reported at `where`: missing, unreadable, too large a file, of
 * another format than its name says, an SVG with what the site does not publish, too many pixels.
 */
function checkImageFile(
  context: CompileContext,
  source: LoadedFile,
  where: PropertyKey[],
  src: string,
  absolute: string,
): Measured | undefined {
  const { display, report } = context;
  const image = inspect(absolute);
  if ("problem" in image) {
    reportUnread(context, source, where, src, absolute, image);
    return undefined;
  }
  const named = formatNamed(src);
  if (named && image.format !== named.type) {
    const found = FORMAT_NAMES[image.format] ?? image.format.toUpperCase();
    const shown = Object.values(FORMATS_BY_EXTENSION).find(({ type }) => type === image.format);
    const extension = path.posix.extname(src);
    report(
      source,
      where,
      `expected a ${named.name} image, as its name ${extension} says, got a ${found} file in ${display(absolute)}${shown ? "" : ", which browsers do not show"}`,
      shown
        ? `rename it ${src.slice(0, src.length - extension.length)}.${shown.extension}, here and in the folder: the site is served with the type its name says`
        : "convert it to PNG, JPEG, WebP or AVIF (an image editor's Export or Save As does), and name it for its format",
    );
    return undefined;
  }
  if (image.svgProblem) {
    report(
      source,
      where,
      `expected an SVG image without scripts or links to other files, got ${image.svgProblem} in ${display(absolute)}`,
      "the site publishes SVG files as they are, where a browser would run or fetch that; remove it, or export the image as PNG",
    );
    return undefined;
  }
  if (image.width * image.height > MAX_INPUT_PIXELS) {
    report(
      source,
      where,
      `expected an image of at most ${megapixels(MAX_INPUT_PIXELS)}, got ${image.width}×${image.height} (${megapixels(image.width * image.height)}) in ${display(absolute)}`,
      `scale it down, to 3000 pixels wide say: the site never shows an image wider than ${MAX_VARIANT_WIDTH} pixels`,
    );
    return undefined;
  }
  return image;
}

/** Reports an image file the compiler could not read as one: missing, too large or unreadable. */
function reportUnread(
  { display, report }: CompileContext,
  source: LoadedFile,
  where: PropertyKey[],
  src: string,
  absolute: string,
  image: Exclude<Inspected, Measured>,
): void {
  if (image.problem === "too large") {
    report(
      source,
      where,
      `expected an image file of at most ${megabytes(MAX_IMAGE_BYTES)}, got ${megabytes(image.bytes)} in ${display(absolute)}`,
      `save it smaller: scale it down (the site never shows an image wider than ${MAX_VARIANT_WIDTH} pixels), or save it as JPEG, WebP or AVIF`,
    );
    return;
  }
  const suggestion =
    image.problem === "missing" ? closest(path.basename(src), siblings(absolute)) : undefined;
  report(
    source,
    where,
    image.problem === "missing"
      ? `expected an image file at ${display(absolute)}, found none`
      : `expected an image, could not read ${display(absolute)} as one`,
    suggestion ? `did you mean ${path.posix.join(path.posix.dirname(src), suggestion)}?` : undefined,
  );
}

/**
 * Every pixel of each image, decoded as the build will; each distinct file once, and never
 * again in this process. Each image that decodes is measured; one that does not is reported,
 * and an animation is warned of.
 */
async function checkDecoding(
  { display, report, warn }: CompileContext,
  toDecode: readonly ToDecode[],
  measured: MeasuredImages,
): Promise<void> {
  const undecoded = new Map<string, string>();
  for (const { image, absolute } of toDecode)
    if (!decodeCache.has(image.hash)) undecoded.set(image.hash, absolute);
  const decodedNow = await decodeImages([...undecoded.values()]);
  [...undecoded.keys()].forEach((hash, i) => {
    const decoded = decodedNow[i];
    if (decoded) decodeCache.set(hash, decoded);
  });
  for (const { source, at, src, absolute, image } of toDecode) {
    const decoded = decodeCache.get(image.hash);
    if (!decoded?.ok) {
      report(
        source,
        at,
        `expected an image the build can decode, could not decode ${display(absolute)}`,
        `the decoder says: ${firstLine(decoded?.reason ?? "no answer")}; is the file cut short or damaged? Save it again from an image editor`,
      );
      continue;
    }
    if (decoded.frames > 1)
      warn(
        source,
        at,
        `expected a still image, got an animation of ${decoded.frames} frames in ${display(absolute)}: the site shows only its first frame`,
        "the site's AVIF and WebP versions of an image are stills; save the frame you want as a PNG to keep this from changing",
      );
    measured.sizes.set(src, { width: image.width, height: image.height });
    measured.assets.set(imageUrl(src), absolute);
  }
}

/**
 * Any other link out of the folder, used by nothing: what it points at is not the owner's to
 * keep beside the content, and a server of the folder would hand it out. The content files
 * themselves (profile.yaml, projects/) are refused where they are read (load.ts).
 */
function reportLinksOut(context: CompileContext, reportedOutside: ReadonlySet<string>): void {
  const { contentDir, display } = context;
  for (const link of linksOut(context, contentDir)) {
    if (reportedOutside.has(link) || readByLoad(path.relative(contentDir, link))) continue;
    context.diagnostics.push({
      file: display(link),
      line: 1,
      column: 1,
      path: "",
      message: "expected only files inside the content folder, got a link to a file or folder outside it",
      hint: `put the file itself at ${display(link)}, or remove the link`,
    });
  }
}

/** Whether the load pass reads this path (relative to the content folder), and refuses it itself when it leads out. */
function readByLoad(relative: string): boolean {
  const [first, second, ...rest] = relative.split(path.sep);
  if (second === undefined) return first !== undefined && (first in YAML_FILES || first === PROJECTS_DIR);
  return first === PROJECTS_DIR && rest.length === 0 && second.endsWith(".md");
}

/**
 * Every symbolic link under `dir` that leads out of the content folder, found without following
 * any: a link to / costs one look. Hidden files and folders (`.replaced/`) are not content.
 */
function* linksOut(context: CompileContext, dir: string): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const absolute = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      if (context.outside(absolute)) yield absolute;
    } else if (entry.isDirectory()) yield* linksOut(context, absolute);
  }
}

/**
 * The formats the site publishes, by the extension that names each (IMAGE_EXTENSIONS in
 * schema.ts), as image-size reads them from a file's bytes.
 */
const FORMATS_BY_EXTENSION: Record<string, { type: string; name: string; extension: string }> = {
  png: { type: "png", name: "PNG", extension: "png" },
  jpg: { type: "jpg", name: "JPEG", extension: "jpg" },
  jpeg: { type: "jpg", name: "JPEG", extension: "jpg" },
  webp: { type: "webp", name: "WebP", extension: "webp" },
  avif: { type: "avif", name: "AVIF", extension: "avif" },
  gif: { type: "gif", name: "GIF", extension: "gif" },
  svg: { type: "svg", name: "SVG", extension: "svg" },
};

/** How the owner knows the formats image-size reads that browsers do not show. */
const FORMAT_NAMES: Record<string, string> = {
  ...Object.fromEntries(Object.values(FORMATS_BY_EXTENSION).map(({ type, name }) => [type, name])),
  tiff: "TIFF",
  heif: "HEIF (HEIC)",
  bmp: "BMP",
  psd: "Photoshop (PSD)",
  jxl: "JPEG XL",
  jp2: "JPEG 2000",
  ico: "icon (ICO)",
};

/** The format an image's name says it is, by its extension in any letter case. */
function formatNamed(src: string): { type: string; name: string } | undefined {
  return FORMATS_BY_EXTENSION[path.posix.extname(src).slice(1).toLowerCase()];
}

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;
const megabytes = (bytes: number) => `${Math.round(bytes / 104_857.6) / 10} MB`;

/** URL of a content image in the built site, relative to its root. */
export function imageUrl(src: string): string {
  return encodePath(src);
}

/** Every {src, alt} object in validated data, with its field path. */
function* findImages(
  value: unknown,
  at: PropertyKey[] = [],
): Generator<{ value: { src: string; alt: string }; at: PropertyKey[] }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* findImages(item, [...at, index]);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && typeof record.alt === "string") {
      yield { value: record as { src: string; alt: string }, at };
      return;
    }
    for (const [key, item] of Object.entries(record)) yield* findImages(item, [...at, key]);
  }
}

/** What the compiler knows of an image file without decoding it. */
type Inspected = Measured | { problem: "missing" | "unreadable" } | { problem: "too large"; bytes: number };
type Measured = {
  /** As image-size reads it from the bytes: "png", "jpg", "tiff"… */
  format: string;
  /** As shown: a photo stored sideways with an EXIF orientation of 5–8 has them swapped. */
  width: number;
  height: number;
  /** Of the file's bytes: decoding is cached by content, whichever file holds it. */
  hash: string;
  /** For an SVG: what it holds that the site does not publish (see svg.ts). */
  svgProblem?: string;
};

const inspectCache = new Map<string, { stamp: string; image: Inspected }>();
const decodeCache = new Map<string, Decoded>();

/**
 * Reads an image's size as shown, and scans an SVG; cached by modification time and size,
 * since dev recompiles often.
 */
function inspect(absolute: string): Inspected {
  let stamp: string;
  try {
    const stat = statSync(absolute);
    if (!stat.isFile()) return { problem: "missing" };
    // Never read: the limit is there so that the compiler does not.
    if (stat.size > MAX_IMAGE_BYTES) return { problem: "too large", bytes: stat.size };
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return { problem: "missing" };
  }
  const cached = inspectCache.get(absolute);
  if (cached?.stamp === stamp) return cached.image;
  let image: Inspected;
  try {
    const bytes = readFileSync(absolute);
    const { width, height, type, orientation } = imageSize(bytes);
    const upright = orientation !== undefined && orientation >= 5 && orientation <= 8;
    const isSvg = type === "svg" || path.extname(absolute).toLowerCase() === ".svg";
    const svg = isSvg ? svgProblem(bytes) : undefined;
    image =
      width && height
        ? {
            format: type ?? "",
            width: upright ? height : width,
            height: upright ? width : height,
            hash: createHash("sha256").update(bytes).digest("hex"),
            ...(svg ? { svgProblem: svg } : {}),
          }
        : { problem: "unreadable" };
  } catch {
    image = { problem: "unreadable" };
  }
  inspectCache.set(absolute, { stamp, image });
  return image;
}

function firstLine(text: string): string {
  return (text.split("\n")[0] ?? "").trim().replace(/:$/, "");
}

function siblings(absolute: string): string[] {
  try {
    return readdirSync(path.dirname(absolute));
  } catch {
    return [];
  }
}
