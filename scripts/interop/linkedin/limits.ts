/**
 * How much of LinkedIn's export the import reads (LINKEDIN_LIMITS), and how it refuses an
 * export: a NotImported, whose message names the export and says why.
 */
import { MAX_LIST_LENGTH, MAX_TEXT_LENGTH, thousands } from "../../compiler/schema/limits.ts";

/**
 * How much of LinkedIn's export the import reads: many times what an export holds (a complete
 * one has about a hundred files, and its largest file read, Positions.csv, some kilobytes), and
 * little enough that no zip or folder can exhaust memory or time. docs/publishing.md lists them (Limits).
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
  notImported(input, `it is past the import's limits (docs/publishing.md, Limits):\n${listed(problems)}`);

/** "1,073,741,824 bytes": a size to the byte, which a limit's megabytes round away. */
export const bytes = (n: number) => `${thousands(n)} bytes`;
