/**
 * A content file's text: its bytes decoded as UTF-8 (decodeText), a place in it as a line and
 * column (lineColumn, Position), and a diagnostic at such a place (at).
 */
import type { Diagnostic } from "../diagnostics/diagnostics.ts";

/** A diagnostic of the whole file (no field path) at a line and column of it. */
export const at = (
  file: string,
  line: number,
  column: number,
  message: string,
  hint?: string,
): Diagnostic => ({
  file,
  line,
  column,
  path: "",
  message,
  ...(hint ? { hint } : {}),
});

/** Line and column (1-based) of the character `offset` into `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Decodes bytes as UTF-8 text, refusing binary files and bytes that are not UTF-8 (a file saved
 * as Latin-1 or Windows-1252), each at its line and column. Windows line breaks (CRLF) are read
 * as line feeds: a file saved by a Windows editor reads as it would with LF.
 */
export function decodeText(file: string, bytes: Uint8Array): { text: string } | { diagnostic: Diagnostic } {
  const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
  const nul = text.indexOf("\u0000");
  const bad = invalidUtf8(text, bytes);
  if (bad !== undefined) {
    const { line, column } = lineColumn(text, bad.offset);
    const byte = `0x${bad.byte.toString(16).toUpperCase().padStart(2, "0")}`;
    return {
      diagnostic:
        nul !== -1
          ? at(file, line, column, "expected UTF-8 text, got binary data", "save the file as UTF-8 text")
          : at(
              file,
              line,
              column,
              `expected UTF-8 text, got the byte ${byte}, which is not UTF-8`,
              "save the file as UTF-8: one saved as Latin-1 or Windows-1252 has such bytes for letters such as é, ñ or ü",
            ),
    };
  }
  if (nul !== -1) {
    const { line, column } = lineColumn(text, nul);
    return { diagnostic: at(file, line, column, "expected text, got a NUL byte (binary data)") };
  }
  return { text: text.replace(/\r\n/g, "\n") };
}

/**
 * Where the first byte that is not UTF-8 went in `text` (the bytes decoded, each such byte as
 * U+FFFD), or undefined when the bytes are all UTF-8. Every character before it took the bytes
 * of its own encoding; a U+FFFD the bytes hold as such (EF BF BD) is text like any other.
 */
function invalidUtf8(text: string, bytes: Uint8Array): { offset: number; byte: number } | undefined {
  // The decoder drops a byte order mark (EF BB BF) at the start.
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let offset = 0; offset < text.length; offset++) {
    const code = text.codePointAt(offset) ?? 0;
    if (code === 0xfffd && !(bytes[at] === 0xef && bytes[at + 1] === 0xbf && bytes[at + 2] === 0xbd))
      return { offset, byte: bytes[at] ?? 0 };
    at += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (code >= 0x10000) offset++;
  }
  return undefined;
}

/** Source position of an offset into the text: line and column in the file. */
export type Position = (offset: number) => { line: number; column: number };
