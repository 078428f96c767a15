/**
 * LinkedIn's export as the folder it unzips to: walked without following a link, and each of
 * LinkedIn's files opened only as a regular file.
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
} from "node:fs";
import path from "node:path";
import { megabytes, thousands } from "../../compiler/schema/limits.ts";
import { LINKEDIN_LIMITS, listed, notImported, pastLimits } from "./limits.ts";
import { isCsv, type Listing, linkedInName } from "./listing.ts";

/**
 * The files of the folder `input`, walked without following a link, and counted as they come,
 * so that a folder past the limit (the disk's root, say) is left at the limit. A link or
 * anything but a file or a folder is refused, named.
 */
export function folderListing(input: string): Listing {
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
