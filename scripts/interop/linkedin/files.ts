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
 *
 * The zip's entries are listed and inflated by zip.ts, the folder's files by folder.ts, each
 * file's text decoded by encoding.ts; LinkedIn's files are named in listing.ts, and how much is
 * read in limits.ts.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { openPromise, type ZipFile } from "yauzl";
import { megabytes } from "../../compiler/schema/limits.ts";
import { type ExportFile, textOf } from "./encoding.ts";
import { folderListing } from "./folder.ts";
import { bytes, LINKEDIN_LIMITS, listed, NotImported, notImported, pastLimits } from "./limits.ts";
import { type Found, LINKEDIN_FILES, type LinkedInFile, type Listing, linkedInName } from "./listing.ts";
import { notAZip, zipListing } from "./zip.ts";

export type ExportFiles = {
  /** LinkedIn's files the export holds, each once. */
  files: Map<LinkedInFile, ExportFile>;
  /** Its other CSV files, by their path in it: not read. */
  others: string[];
};

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
