/**
 * LinkedIn's export as a zip, read with yauzl: its list of entries weighed and read one entry
 * at a time, and each of LinkedIn's files inflated no further than the size the zip declares.
 */
import { crc32 } from "node:zlib";
import type { Entry, ZipFile } from "yauzl";
import { megabytes, thousands } from "../../compiler/schema/limits.ts";
import { bytes, LINKEDIN_LIMITS, NotImported, notImported, pastLimits } from "./limits.ts";
import { isCsv, type Listing, linkedInName } from "./listing.ts";

/**
 * `input` refused for what yauzl says keeps it from being read as a zip (its end missing, its
 * list damaged…); an error of the file system (a file that cannot be opened) as it is.
 */
export function notAZip(input: string, error: unknown): unknown {
  if (error instanceof NotImported || (error as NodeJS.ErrnoException).code !== undefined) return error;
  return notImported(input, `it cannot be read as a zip: ${(error as Error).message}`);
}

/** The bytes of an entry's record in a zip's list of entries, its name, extra field and comment aside. */
const ENTRY_RECORD = 46;

/**
 * The entries of `zip`: their count weighed before any is read, and the bytes of their list
 * counted as it is read, one entry at a time; then each file as the list declares it.
 */
export async function zipListing(input: string, zip: ZipFile): Promise<Listing> {
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
