/**
 * A zip file read as LinkedIn's export needs it: its list of entries from the central directory
 * at the end of the file (so a zip costs what its list holds, however large it is), and one
 * entry's bytes, inflated no further than the size the list declares for it. An entry that
 * holds more than that, or other bytes than its checksum says, is refused: a zip that lies
 * about its sizes is never inflated past them. Stored and deflated entries, zip64 too; no
 * encryption, no zip split over several files.
 */
import { readSync } from "node:fs";
import { inflateRawSync } from "node:zlib";

/** One entry as the zip's central directory lists it. */
export type ZipEntry = {
  /** Its path in the zip, with "/" between folders (a folder's ends with "/"). */
  name: string;
  /** How it is compressed: 0 stored, 8 deflated; no other is read. */
  method: number;
  encrypted: boolean;
  /** Its bytes in the zip, and once inflated, as the list declares them. */
  compressedSize: number;
  size: number;
  /** Its CRC-32, as the list declares it. */
  crc: number;
  /** Where its local header starts in the file. */
  offset: number;
};

/** Where a zip's central directory is, and how many entries it declares. */
export type ZipDirectory = { count: number; offset: number; size: number };

/** What keeps a file from being read as a zip, or an entry from being read: said in plain words. */
export class ZipError extends Error {}

const SIGNATURE = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
  end64: 0x06064b50,
  locator64: 0x07064b50,
};

/** Fixed parts of the records, in bytes: their variable fields (names, extras, comments) follow. */
const LENGTH = { local: 30, central: 46, end: 22, end64: 56, locator64: 20 };

/** The largest comment a zip may end with, which the end record's search must look past. */
const MAX_COMMENT = 0xffff;

/** A 16- or 32-bit field that says its value is in the zip64 records instead. */
const IN_ZIP64 = { count: 0xffff, size: 0xffffffff };

/** Up to `length` bytes of the open file `fd` from `position`: fewer where the file ends. */
function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, buffer, read, length - read, position + read);
    if (n === 0) break;
    read += n;
  }
  return buffer.subarray(0, read);
}

/** A 64-bit field as a number: past 2^53 bytes, no file is what it says. */
function read64(buffer: Buffer, at: number): number {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new ZipError("a size in its zip64 records is out of range");
  return Number(value);
}

/**
 * The central directory of the zip open as `fd` (of `fileSize` bytes), from its end record:
 * how many entries it declares and where they are. Nothing else of the file is read.
 */
export function zipDirectory(fd: number, fileSize: number): ZipDirectory {
  const tailLength = Math.min(fileSize, LENGTH.end + MAX_COMMENT);
  const tailStart = fileSize - tailLength;
  const tail = readAt(fd, tailStart, tailLength);
  let at = tail.length - LENGTH.end;
  while (at >= 0 && tail.readUInt32LE(at) !== SIGNATURE.end) at--;
  if (at < 0) throw new ZipError("it has no list of its files where a zip has one (its end is missing)");
  const directory = {
    count: tail.readUInt16LE(at + 10),
    size: tail.readUInt32LE(at + 12),
    offset: tail.readUInt32LE(at + 16),
  };
  const zip64 =
    directory.count === IN_ZIP64.count ||
    directory.size === IN_ZIP64.size ||
    directory.offset === IN_ZIP64.size;
  return zip64 ? zip64Directory(fd, tailStart + at) : directory;
}

/** The central directory as a zip64 end record gives it, found by the locator before `endAt`. */
function zip64Directory(fd: number, endAt: number): ZipDirectory {
  const locator = readAt(fd, endAt - LENGTH.locator64, LENGTH.locator64);
  if (locator.length < LENGTH.locator64 || locator.readUInt32LE(0) !== SIGNATURE.locator64)
    throw new ZipError("its zip64 records are missing");
  const end = readAt(fd, read64(locator, 8), LENGTH.end64);
  if (end.length < LENGTH.end64 || end.readUInt32LE(0) !== SIGNATURE.end64)
    throw new ZipError("its zip64 records are damaged");
  return { count: read64(end, 32), size: read64(end, 40), offset: read64(end, 48) };
}

/**
 * The entries of the zip open as `fd`, as its central directory lists them. The caller has
 * weighed `directory` (its count and size) first: this reads all of it.
 */
export function zipEntries(fd: number, directory: ZipDirectory): ZipEntry[] {
  const list = readAt(fd, directory.offset, directory.size);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < directory.count; i++) {
    if (at + LENGTH.central > list.length || list.readUInt32LE(at) !== SIGNATURE.central)
      throw new ZipError("its list of files is damaged");
    const nameLength = list.readUInt16LE(at + 28);
    const extraLength = list.readUInt16LE(at + 30);
    const nameAt = at + LENGTH.central;
    const extraAt = nameAt + nameLength;
    const entry: ZipEntry = {
      name: entryName(list.subarray(nameAt, extraAt), list.readUInt16LE(at + 8)),
      method: list.readUInt16LE(at + 10),
      encrypted: (list.readUInt16LE(at + 8) & 1) === 1,
      crc: list.readUInt32LE(at + 16),
      compressedSize: list.readUInt32LE(at + 20),
      size: list.readUInt32LE(at + 24),
      offset: list.readUInt32LE(at + 42),
    };
    entries.push(withZip64Fields(entry, list.subarray(extraAt, extraAt + extraLength)));
    at = extraAt + extraLength + list.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's name: UTF-8 when its flags say so or its bytes are, else as Latin-1. */
function entryName(bytes: Buffer, flags: number): string {
  const UTF8_NAME = 0x800;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return flags & UTF8_NAME ? new TextDecoder().decode(bytes) : bytes.toString("latin1");
  }
}

/** `entry` with the sizes and offset its zip64 extra field holds, where its own fields say so. */
function withZip64Fields(entry: ZipEntry, extra: Buffer): ZipEntry {
  const ZIP64_FIELD = 0x0001;
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== ZIP64_FIELD) continue;
    const end = at + 4 + extra.readUInt16LE(at + 2);
    let field = at + 4;
    for (const key of ["size", "compressedSize", "offset"] as const) {
      if (entry[key] !== IN_ZIP64.size) continue;
      if (field + 8 > end) throw new ZipError(`${entry.name}: its zip64 sizes are damaged`);
      entry[key] = read64(extra, field);
      field += 8;
    }
  }
  return entry;
}

/**
 * The most bytes deflate makes of `size` bytes (zlib's deflateBound, rounded up): compressed
 * data declared longer than this is not deflate of that size.
 */
const deflateBound = (size: number) => size + Math.ceil(size / 1000) + 1024;

/**
 * The bytes of `entry` in the zip open as `fd`, inflated no further than its declared size:
 * one that holds more or fewer, or whose checksum differs, is refused as damaged. The caller
 * has weighed its declared size first: that is the most this reads or makes.
 */
export function zipEntryBytes(fd: number, entry: ZipEntry): Buffer {
  if (entry.encrypted) throw new ZipError(`${entry.name} is encrypted, which LinkedIn's export never is`);
  if (entry.method !== 0 && entry.method !== 8)
    throw new ZipError(
      `${entry.name} is compressed with method ${entry.method}; a zip is read only as stored or deflated (as LinkedIn makes it)`,
    );
  const header = readAt(fd, entry.offset, LENGTH.local);
  if (header.length < LENGTH.local || header.readUInt32LE(0) !== SIGNATURE.local)
    throw new ZipError(`${entry.name} is not where the zip's list says (the zip is damaged)`);
  const start = entry.offset + LENGTH.local + header.readUInt16LE(26) + header.readUInt16LE(28);
  const stored = entry.method === 0;
  if (entry.compressedSize > (stored ? entry.size : deflateBound(entry.size)))
    throw new ZipError(
      `${entry.name} takes ${bytes(entry.compressedSize)} in the zip, more than its ${bytes(entry.size)} can (the zip is damaged, or made to mislead)`,
    );
  const data = readAt(fd, start, entry.compressedSize);
  if (data.length < entry.compressedSize)
    throw new ZipError(`${entry.name} is cut short (the zip is damaged)`);
  const content = stored ? data : inflated(entry, data);
  if (content.length !== entry.size)
    throw new ZipError(
      `${entry.name} holds ${bytes(content.length)}, not the ${bytes(entry.size)} the zip declares (the zip is damaged)`,
    );
  if (crc32(content) !== entry.crc)
    throw new ZipError(`${entry.name} is not what its checksum says (the zip is damaged)`);
  return content;
}

/** "1,024 bytes". */
const bytes = (n: number) => `${n.toLocaleString("en")} bytes`;

/** `data` inflated, stopping as soon as it holds more than `entry.size` bytes. */
function inflated(entry: ZipEntry, data: Buffer): Buffer {
  try {
    // maxOutputLength must be at least 1; an empty entry then holds 0 bytes, as it should.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE")
      throw new ZipError(
        `${entry.name} holds more than the ${bytes(entry.size)} the zip declares for it (the zip is damaged, or made to mislead)`,
      );
    throw new ZipError(`${entry.name} cannot be inflated: ${(error as Error).message} (the zip is damaged)`);
  }
}

/** CRC-32's table, as zip uses it (the reversed polynomial 0xEDB88320). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of `bytes`, as a zip declares it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
