/**
 * The files of LinkedIn's data export that the import reads, from its zip or the folder it
 * unzips to, as text, within LINKEDIN_LIMITS. A zip is read with yauzl, which reads its list of
 * entries from the end of the file, one entry at a time, and inflates an entry as a stream.
 * What is refused, each time before anything large is read, with the file named: too many
 * entries; a file or all of them too large (the sizes a zip declares are weighed before
 * anything is inflated, and no entry is inflated past its declared size, so a zip that lies
 * stops there); an entry whose bytes differ from its checksum; one of LinkedIn's files twice,
 * in two folders or two letter cases; in a folder, a symbolic link or anything but a regular
 * file (never followed, never opened); text that is neither UTF-8 (with or without a
 * byte-order mark) nor UTF-16 with its byte-order mark, with the encoding it looks like and a
 * hint.
 */
import {
  closeSync,
  constants,
  type Dir,
  type Dirent,
  fstatSync,
  lstatSync,
  opendirSync,
  openSync,
  readSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { type Entry, openPromise, type ZipFile } from "yauzl";
import { MAX_LIST_LENGTH, MAX_TEXT_LENGTH, megabytes, thousands } from "../../compiler/schema/limits.ts";

/** The files of a LinkedIn export that make a resume: one of them tells an export. */
export const LINKEDIN_FILES = [
  "Profile.csv",
  "Positions.csv",
  "Education.csv",
  "Skills.csv",
  "Languages.csv",
  "Certifications.csv",
  "Projects.csv",
  "Publications.csv",
  "Honors.csv",
  "Volunteering.csv",
  "Email Addresses.csv",
  "PhoneNumbers.csv",
] as const;

export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/**
 * How much of LinkedIn's export the import reads: many times what an export holds (a complete
 * one has about a hundred files, and its largest file read, Positions.csv, some kilobytes), and
 * little enough that no zip or folder can exhaust memory or time. The README lists them (Limits).
 */
export const LINKEDIN_LIMITS = {
  /** Files and folders in the zip or the folder, counted before any is read. */
  entries: 10_000,
  /** Bytes of the zip's list of its entries (its central directory). */
  directoryBytes: 10_000_000,
  /** Bytes of one file the import reads (unzipped). */
  fileBytes: 5_000_000,
  /** Bytes of all the files it reads, together (unzipped). */
  totalBytes: 20_000_000,
  /** Rows of one file, its header row aside. */
  rows: MAX_LIST_LENGTH,
  /** Columns of one file. */
  columns: 100,
  /** Characters of one value. */
  text: MAX_TEXT_LENGTH,
} as const;

/** How many items of a list a message names before it says how many more there are. */
const NAMED = 5;

/** Items as a message lists them, a line each: the first NAMED, then how many more. */
export function listed(items: readonly string[]): string {
  const lines = items.slice(0, NAMED).map((item) => `  ${item}`);
  if (items.length > NAMED) lines.push(`  and ${thousands(items.length - NAMED)} more`);
  return lines.join("\n");
}

/** An export the import refuses; its message says which, where and why, as the command prints it. */
export class NotImported extends Error {}

/** `input` refused, and why. */
export const notImported = (input: string, why: string) =>
  new NotImported(`${input} is not imported: ${why}`);

/** `input` refused for each problem that takes it past LINKEDIN_LIMITS. */
export const pastLimits = (input: string, problems: readonly string[]) =>
  notImported(input, `it is past the import's limits (see the README, Limits):\n${listed(problems)}`);

/** One of LinkedIn's files as read: where it is in the export, its text and what it was written in. */
export type ExportFile = { path: string; text: string; encoding: "UTF-8" | "UTF-16 LE" | "UTF-16 BE" };

export type ExportFiles = {
  /** LinkedIn's files the export holds, each once. */
  files: Map<LinkedInFile, ExportFile>;
  /** Its other CSV files, by their path in it: not read. */
  others: string[];
};

/** A file found in the export, not read yet: its path in it, the size it says, how to read it. */
type Found = { path: string; size: number; bytes: () => Buffer | Promise<Buffer> };

/** The files of an export as listed, before any is read. */
type Listing = { found: Found[]; csv: string[] };

/** "1,073,741,824 bytes": a size to the byte, which a limit's megabytes round away. */
const bytes = (n: number) => `${thousands(n)} bytes`;

/** The first bytes of a zip: of its first entry, or of the end of an empty zip. */
const ZIP_STARTS = [Buffer.from("PK\x03\x04"), Buffer.from("PK\x05\x06")];

/**
 * Whether `input` is to be read as LinkedIn's export: a folder, or a file that starts as a zip
 * does (its first bytes only are read). Whether it holds LinkedIn's files, readExportFiles says.
 */
export function isLinkedInExport(input: string): boolean {
  try {
    const stat = statSync(input);
    if (stat.isDirectory()) return true;
    if (!stat.isFile()) return false;
    const fd = openSync(input, "r");
    try {
      const head = Buffer.alloc(4);
      readSync(fd, head, 0, 4, 0);
      return ZIP_STARTS.some((start) => start.equals(head));
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/**
 * LinkedIn's files in the export at `input` (a zip or a folder), as text, and its other CSV
 * files; a NotImported says why it is refused.
 */
export async function readExportFiles(input: string): Promise<ExportFiles> {
  if (statSync(input).isDirectory()) return readFound(input, "folder", folderListing(input));
  let zip: ZipFile;
  try {
    // Sizes are checked by entryBytes, which names the entry: yauzl's own check is left off.
    zip = await openPromise(input, { autoClose: false, validateEntrySizes: false });
  } catch (error) {
    throw notAZip(input, error);
  }
  try {
    return await readFound(input, "zip", await zipListing(input, zip));
  } finally {
    zip.close();
  }
}

/**
 * `input` refused for what yauzl says keeps it from being read as a zip (its end missing, its
 * list damaged…); an error of the file system (a file that cannot be opened) as it is.
 */
function notAZip(input: string, error: unknown): unknown {
  if (error instanceof NotImported || (error as NodeJS.ErrnoException).code !== undefined) return error;
  return notImported(input, `it cannot be read as a zip: ${(error as Error).message}`);
}

/** The name of LinkedIn's file that `file` (a path in the export) is, in any letter case. */
function linkedInName(file: string): LinkedInFile | undefined {
  const name = path.posix.basename(file.replaceAll("\\", "/")).toLowerCase();
  return LINKEDIN_FILES.find((linkedIn) => linkedIn.toLowerCase() === name);
}

const isCsv = (file: string) => file.toLowerCase().endsWith(".csv");

/** The bytes of an entry's record in a zip's list of entries, its name, extra field and comment aside. */
const ENTRY_RECORD = 46;

/**
 * The entries of `zip`: their count weighed before any is read, and the bytes of their list
 * counted as it is read, one entry at a time; then each file as the list declares it.
 */
async function zipListing(input: string, zip: ZipFile): Promise<Listing> {
  const { entries, directoryBytes } = LINKEDIN_LIMITS;
  if (zip.entryCount > entries)
    throw pastLimits(input, [
      `expected a zip of at most ${thousands(entries)} files and folders, got ${thousands(zip.entryCount)}`,
    ]);
  const listing: Listing = { found: [], csv: [] };
  let listBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      listBytes += ENTRY_RECORD + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength;
      if (listBytes > directoryBytes)
        throw pastLimits(input, [
          `expected a zip whose list of files takes at most ${megabytes(directoryBytes)}, got more`,
        ]);
      const name = entry.fileName;
      if (name.endsWith("/")) continue;
      if (linkedInName(name))
        listing.found.push({
          path: name,
          size: entry.uncompressedSize,
          bytes: () => entryBytes(input, zip, entry),
        });
      if (isCsv(name)) listing.csv.push(name);
    }
  } catch (error) {
    throw notAZip(input, error);
  }
  return listing;
}

/**
 * The most bytes deflate makes of `size` bytes (zlib's deflateBound, rounded up): compressed
 * data declared longer than this is not deflate of that size.
 */
const deflateBound = (size: number) => size + Math.ceil(size / 1000) + 1024;

/**
 * The bytes of `entry` in `zip`, inflated no further than the size the zip declares for it:
 * one that holds more or fewer, or other bytes than its checksum says, is refused as damaged,
 * named. The caller has weighed that size first: it is the most this keeps.
 */
async function entryBytes(input: string, zip: ZipFile, entry: Entry): Promise<Buffer> {
  const { fileName: name, uncompressedSize: size } = entry;
  const refused = (why: string) => notImported(input, `${name} ${why}`);
  refuseUnreadable(input, entry);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      length += chunk.length;
      if (length > size)
        throw refused(
          `holds more than the ${bytes(size)} the zip declares for it (the zip is damaged, or made to mislead)`,
        );
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof NotImported) throw error;
    throw refused(`cannot be read: ${(error as Error).message} (the zip is damaged)`);
  }
  if (length !== size)
    throw refused(`holds ${bytes(length)}, not the ${bytes(size)} the zip declares (the zip is damaged)`);
  const content = Buffer.concat(chunks, length);
  if (crc32(content) !== entry.crc32) throw refused("is not what its checksum says (the zip is damaged)");
  return content;
}

/**
 * Refuses `entry` when the import does not read it: encrypted, compressed otherwise than
 * stored or deflated, or taking more bytes in the zip than its declared size can.
 */
function refuseUnreadable(input: string, entry: Entry): void {
  const { fileName: name, compressionMethod: method, compressedSize, uncompressedSize: size } = entry;
  if (entry.isEncrypted()) throw notImported(input, `${name} is encrypted, which LinkedIn's export never is`);
  if (method !== 0 && method !== 8)
    throw notImported(
      input,
      `${name} is compressed with method ${method}; a zip is read only as stored or deflated (as LinkedIn makes it)`,
    );
  if (compressedSize > (method === 0 ? size : deflateBound(size)))
    throw notImported(
      input,
      `${name} takes ${bytes(compressedSize)} in the zip, more than its ${bytes(size)} can (the zip is damaged, or made to mislead)`,
    );
}

/**
 * The files of the folder `input`, walked without following a link, and counted as they come,
 * so that a folder past the limit (the disk's root, say) is left at the limit. A link or
 * anything but a file or a folder is refused, named.
 */
function folderListing(input: string): Listing {
  const files: string[] = [];
  const others: string[] = [];
  const folders = [""];
  let count = 0;
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop())
    for (const [file, kind] of folderEntries(input, folder)) {
      if (++count > LINKEDIN_LIMITS.entries)
        throw pastLimits(input, [
          `expected a folder of at most ${thousands(LINKEDIN_LIMITS.entries)} files and folders, got more`,
        ]);
      if (kind === "folder") folders.push(file);
      else if (kind === "file") files.push(file);
      else others.push(`${file} (${kind})`);
    }
  if (others.length > 0) throw notRegular(input, others.sort());
  return {
    found: files.filter(linkedInName).map((file) => ({
      path: file,
      size: lstatSync(path.join(input, file)).size,
      bytes: () => readRegularFile(input, file),
    })),
    csv: files.filter(isCsv),
  };
}

/**
 * The entries of `folder` in the export `input`, one at a time (a folder of a million files is
 * read no further than the caller goes), each with its path and kind. A folder inside that
 * cannot be read is refused, named.
 */
function* folderEntries(input: string, folder: string): Generator<[string, string]> {
  let dir: Dir | undefined;
  try {
    dir = opendirSync(path.join(input, folder));
    for (let entry = dir.readSync(); entry; entry = dir.readSync()) {
      const file = path.join(folder, entry.name);
      yield [file, kindOf(entry, path.join(input, file))];
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (folder === "" || code === undefined) throw error;
    throw notImported(input, `its folder ${folder} cannot be read (${code})`);
  } finally {
    dir?.closeSync();
  }
}

/** What an entry of a folder is: a file, a folder, or what the import does not open. */
function kindOf(entry: Dirent, file: string): string {
  const kinds: [boolean, string][] = [
    [entry.isFile(), "file"],
    [entry.isDirectory(), "folder"],
    [entry.isSymbolicLink(), "a symbolic link"],
    [entry.isFIFO(), "a FIFO"],
    [entry.isSocket(), "a socket"],
    [entry.isBlockDevice() || entry.isCharacterDevice(), "a device"],
  ];
  const kind = kinds.find(([is]) => is)?.[1];
  if (kind) return kind;
  // A file system that does not say what its entries are: asked of the entry itself.
  const stat = lstatSync(file);
  return stat.isFile() ? "file" : stat.isDirectory() ? "folder" : "not a regular file";
}

/** `input` refused for holding what the import does not open: links, FIFOs, devices. */
const notRegular = (input: string, entries: readonly string[]) =>
  notImported(
    input,
    `the import reads only regular files, and does not follow links; it holds:\n${listed(entries)}\n  hint: copy the files themselves into the folder, or unzip LinkedIn's export again`,
  );

/**
 * The bytes of `file` in the folder `input`, opened only as a regular file (never through a
 * link, never blocking on a FIFO) and read no further than LINKEDIN_LIMITS.fileBytes.
 */
function readRegularFile(input: string, file: string): Buffer {
  const limit = LINKEDIN_LIMITS.fileBytes;
  let fd: number;
  try {
    fd = openSync(
      path.join(input, file),
      constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOOP")
      throw notRegular(input, [`${file} (a symbolic link)`]);
    throw error;
  }
  try {
    if (!fstatSync(fd).isFile()) throw notRegular(input, [`${file} (not a regular file)`]);
    const buffer = Buffer.alloc(limit + 1);
    let read = 0;
    for (;;) {
      const n = readSync(fd, buffer, read, buffer.length - read, null);
      read += n;
      if (n === 0 || read === buffer.length) break;
    }
    if (read > limit)
      throw pastLimits(input, [`${file}: expected a file of at most ${megabytes(limit)}, got more`]);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * LinkedIn's files among `found`, each once, weighed by the sizes they say, then read and
 * decoded, never more than LINKEDIN_LIMITS in all.
 */
async function readFound(
  input: string,
  kind: "zip" | "folder",
  { found, csv }: Listing,
): Promise<ExportFiles> {
  const chosen = chooseFiles(input, kind, found);
  weigh(input, kind, [...chosen.values()]);
  const files = new Map<LinkedInFile, ExportFile>();
  let total = 0;
  for (const [name, file] of chosen) {
    const content = await file.bytes();
    total += content.length;
    if (total > LINKEDIN_LIMITS.totalBytes)
      throw pastLimits(input, [
        `LinkedIn's files together: expected at most ${megabytes(LINKEDIN_LIMITS.totalBytes)}, got more`,
      ]);
    files.set(name, { path: file.path, ...textOf(input, file.path, content) });
  }
  return { files, others: csv.filter((file) => !linkedInName(file)).sort() };
}

/** Each of LinkedIn's files that `found` holds: refused when it holds none, or one twice. */
function chooseFiles(input: string, kind: "zip" | "folder", found: Found[]): Map<LinkedInFile, Found> {
  const byName = new Map<LinkedInFile, Found[]>();
  for (const file of found) {
    const name = linkedInName(file.path) as LinkedInFile;
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  if (byName.size === 0)
    throw new NotImported(
      `${input} is a ${kind} with none of LinkedIn's files in it (${LINKEDIN_FILES.join(", ")}): expected a JSON Resume file, or LinkedIn's export (its .zip, or the folder it unzips to)`,
    );
  const twice = [...byName].filter(([, files]) => files.length > 1);
  if (twice.length > 0)
    throw notImported(
      input,
      `LinkedIn's export has one of each file, and this one has more:\n${listed(
        twice.map(([name, files]) => `${name}: ${files.map((file) => file.path).join(", ")}`),
      )}\n  hint: keep the one to import (remove or rename the others), or use the export as LinkedIn sent it`,
    );
  return new Map(
    LINKEDIN_FILES.filter((name) => byName.has(name)).map((name) => [name, byName.get(name)?.[0] as Found]),
  );
}

/** Refuses the files to read when one, or all together, says it is past the limits. */
function weigh(input: string, kind: "zip" | "folder", files: Found[]): void {
  const { fileBytes, totalBytes } = LINKEDIN_LIMITS;
  const unzipped = kind === "zip" ? " unzipped" : "";
  const problems = files
    .filter((file) => file.size > fileBytes)
    .map(
      (file) =>
        `${file.path}: expected a file of at most ${megabytes(fileBytes)}${unzipped}, got ${bytes(file.size)}`,
    );
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (problems.length === 0 && total > totalBytes)
    problems.push(
      `LinkedIn's files together: expected at most ${megabytes(totalBytes)}${unzipped}, got ${bytes(total)}`,
    );
  if (problems.length > 0) throw pastLimits(input, problems);
}

/** What to do with a file in another encoding. */
const SAVE_AS_UTF8 =
  'save it as UTF-8 (in Excel: Save As, "CSV UTF-8"; in a text editor: the encoding UTF-8), or use the file as LinkedIn sent it';

/**
 * The text of `file`: UTF-8, with or without its byte-order mark, or UTF-16 (little or big
 * endian) with its byte-order mark. Anything else is refused with the encoding it looks like
 * (UTF-16 without its mark, Windows-1252 or Latin-1, binary data) and where.
 */
function textOf(input: string, file: string, bytes: Buffer): Omit<ExportFile, "path"> {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe ? "LE" : bytes[0] === 0xfe && bytes[1] === 0xff ? "BE" : undefined;
  let text: string;
  if (utf16) {
    try {
      text = new TextDecoder(`utf-16${utf16.toLowerCase()}`, { fatal: true }).decode(bytes);
    } catch {
      throw notImported(
        input,
        `${file}: expected UTF-16 ${utf16} text, as its byte-order mark says, got bytes that are not\n  hint: ${SAVE_AS_UTF8}`,
      );
    }
  } else {
    const without = utf16WithoutMark(bytes);
    if (without)
      throw notImported(
        input,
        `${file}: expected UTF-8 text, got what looks like UTF-16 ${without} without its byte-order mark\n  hint: ${SAVE_AS_UTF8}`,
      );
    const bad = firstInvalidUtf8(bytes);
    if (bad < bytes.length) throw notUtf8(input, file, bytes, bad);
    text = new TextDecoder().decode(bytes);
  }
  const nul = text.indexOf("\0");
  if (nul !== -1)
    throw notImported(input, `${file}:${lineColumn(text, nul)}: expected text, got a NUL byte (binary data)`);
  return { text, encoding: utf16 ? `UTF-16 ${utf16}` : "UTF-8" };
}

/**
 * "LE" or "BE" when `bytes` look like UTF-16 written without a byte-order mark: every other
 * byte of their start is NUL, as in Latin letters so written, and the bytes between are not.
 */
function utf16WithoutMark(bytes: Buffer): "LE" | "BE" | undefined {
  const SAMPLE = 1000;
  const start = bytes.subarray(0, SAMPLE - (Math.min(bytes.length, SAMPLE) % 2));
  if (start.length < 4) return undefined;
  const nuls = [0, 1].map((parity) => start.filter((byte, i) => i % 2 === parity && byte === 0).length);
  const half = start.length / 2;
  const [even = 0, odd = 0] = nuls;
  if (odd > half * 0.4 && even < half * 0.1) return "LE";
  if (even > half * 0.4 && odd < half * 0.1) return "BE";
  return undefined;
}

/**
 * The offset of the first byte of `bytes` that does not begin a well-formed UTF-8 character
 * (the WHATWG decoder's rules: no overlong forms, surrogates or code points past U+10FFFF), or
 * their length when all are UTF-8.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i] as number;
    if (byte < 0x80) {
      i++;
      continue;
    }
    // The character's length, and the range of its second byte; the others are 0x80–0xBF.
    const [length, low, high] =
      byte >= 0xc2 && byte <= 0xdf
        ? [2, 0x80, 0xbf]
        : byte === 0xe0
          ? [3, 0xa0, 0xbf]
          : byte === 0xed
            ? [3, 0x80, 0x9f]
            : byte >= 0xe1 && byte <= 0xef
              ? [3, 0x80, 0xbf]
              : byte === 0xf0
                ? [4, 0x90, 0xbf]
                : byte >= 0xf1 && byte <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : byte === 0xf4
                    ? [4, 0x80, 0x8f]
                    : [0, 0, 0];
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return i;
}

/**
 * `file` refused for the byte at `offset`, which is not UTF-8: where it is, and the letter it
 * is in Windows-1252 (which Latin-1 agrees with for letters), the encoding it most likely has.
 */
function notUtf8(input: string, file: string, bytes: Buffer, offset: number): NotImported {
  const byte = bytes[offset] as number;
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  const letter = new TextDecoder("windows-1252").decode(bytes.subarray(offset, offset + 1));
  const shown = /\p{L}|\p{N}|\p{P}|\p{S}/u.test(letter) ? `, where ${hex} is "${letter}"` : "";
  const text = new TextDecoder().decode(bytes.subarray(0, offset));
  return notImported(
    input,
    `${file}:${lineColumn(text, text.length)}: expected UTF-8 text, got the byte ${hex}, which is not UTF-8: the file looks saved as Windows-1252 (or Latin-1)${shown}\n  hint: ${SAVE_AS_UTF8}`,
  );
}

/** "3:14": the line and column (in characters, from 1) of `offset` in `text`. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  const line = before.split("\n").length;
  return `${line}:${[...before.slice(lineStart)].length + 1}`;
}
