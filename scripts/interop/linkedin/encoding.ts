/**
 * The text of one of LinkedIn's files, from its bytes: UTF-8 or UTF-16 with its byte-order
 * mark; any other encoding refused, with the one it looks like and a hint.
 */
import { type NotImported, notImported } from "./limits.ts";

/** One of LinkedIn's files as read: where it is in the export, its text and what it was written in. */
export type ExportFile = { path: string; text: string; encoding: "UTF-8" | "UTF-16 LE" | "UTF-16 BE" };

/** What to do with a file in another encoding. */
const SAVE_AS_UTF8 =
  'save it as UTF-8 (in Excel: Save As, "CSV UTF-8"; in a text editor: the encoding UTF-8), or use the file as LinkedIn sent it';

/**
 * The text of `file`: UTF-8, with or without its byte-order mark, or UTF-16 (little or big
 * endian) with its byte-order mark. Anything else is refused with the encoding it looks like
 * (UTF-16 without its mark, Windows-1252 or Latin-1, binary data) and where.
 */
export function textOf(input: string, file: string, bytes: Buffer): Omit<ExportFile, "path"> {
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
