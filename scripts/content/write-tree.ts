/**
 * A content tree written into the content folder whole or not at all, never deleting a file of
 * the owner's (writeTree): through a hidden folder of its own and a record of the write
 * (scripts/compiler/content-files.ts), what it replaces set aside in `.replaced/`.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import {
  contentEntriesIn,
  processStart,
  REPLACED_DIR,
  WRITE_RECORD,
  WRITE_TREE,
  WRITING_PREFIX,
  type WriteRecord,
} from "../compiler/content-files.ts";
import { shown, writeFileAtomically } from "../lib/safe-output.ts";
import { holds, refuseLinks } from "./content-folder.ts";
import type { ContentTree } from "./content-tree.ts";

/** Steps to take back, last first, when a later one fails. */
type Undo = (() => void)[];

/** Takes every step back, last first, on past one that fails; whether all of them were. */
function undoAll(undo: Undo): boolean {
  let all = true;
  for (const step of undo.reverse()) {
    try {
      step();
    } catch {
      all = false;
    }
  }
  return all;
}

/** mkdir -p that can be taken back: the first folder it made is removed by `undo`. */
function makeFolder(dir: string, undo: Undo): void {
  const made = mkdirSync(dir, { recursive: true });
  if (made) undo.push(() => rmSync(made, { recursive: true, force: true }));
}

/** Whether anything (a file, a folder, a link) is at `file`. */
export function present(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Renames `from` to `to` (making the folder it goes into), a step `undo` can take back. */
function move(from: string, to: string, undo: Undo): void {
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(from, to);
  undo.push(() => renameSync(to, from));
}

/** Writes every file of `files` under `dir`, calling `step` after each. */
function writeFiles(dir: string, files: ContentTree, step: (name: string) => void): void {
  for (const [file, data] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
    step(`wrote ${file}`);
  }
}

/** Saves `record` in the write's folder `dir` whole: a stop leaves the record before, or this one. */
export function saveRecord(dir: string, record: WriteRecord): void {
  writeFileAtomically(path.join(dir, WRITE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

/** A command line as the owner would type it again: `npm run <script> -- <argv>`, quoted where a shell needs it. */
export function commandLine(script: string, argv: readonly string[]): string {
  const quoted = argv.map((arg) =>
    /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`,
  );
  return [`npm run ${script}`, ...(quoted.length > 0 ? ["--", ...quoted] : [])].join(" ");
}

export type WriteOptions = {
  /** Set the whole content of the folder aside first (`--force`): every entry but the hidden ones. */
  replace?: boolean;
  now?: Date;
  /** The command that writes, as the owner would type it again (commandLine): the record names it. */
  command?: string;
  /** Called after each step that changes the disk, in order, with what it did. */
  onStep?: (step: string) => void;
};

/** Where the content a write replaced went (absent when none was), and the files moved there. */
export type SetAside = { folder?: string; moved: string[] };

/**
 * Writes `files` into `contentDir` whole or not at all, and never deletes a file of the
 * owner's. The tree is written first into a hidden folder of its own inside `contentDir`
 * (`.writing-…/`, where the compiler never looks), beside a record of the write
 * (scripts/compiler/content-files.ts); then what it replaces is set aside in
 * `.replaced/<date and time>/`, and its entries are renamed into place. With `replace`, the
 * whole content is set aside, every entry of the folder but the hidden ones; without, only a
 * file the tree has with other bytes (an editor schema of an earlier version).
 *
 * A failure at any step (a full disk, a name the system refuses, a file where a folder should
 * be) takes back every step before it: `contentDir` is left exactly as it was, and an error
 * saying so is thrown. A stop (a kill, a power cut) leaves the record, by which the next
 * command that writes content puts the earlier content back (recoverStoppedWrites) and every
 * compile reports it. Returns what was set aside. A link where the tree writes, on the way
 * there or at `.replaced/` is refused before anything is written (refuseLinks).
 */
export function writeTree(contentDir: string, files: ContentTree, options: WriteOptions = {}): SetAside {
  // Every file the tree writes, the folders on the way to it and where it sets content aside
  // are the content folder's own: none is written through a link.
  const script = /^npm run \S+/.exec(options.command ?? "")?.[0] ?? "the command";
  refuseLinks(contentDir, [...files.keys(), REPLACED_DIR], script);
  const step = options.onStep ?? (() => {});
  const created = !existsSync(contentDir);
  const undo: Undo = [];
  let staging: string | undefined;
  let moved: SetAside;
  try {
    makeFolder(path.resolve(contentDir), undo);
    staging = mkdtempSync(path.join(contentDir, WRITING_PREFIX));
    const started = processStart(process.pid);
    const record: WriteRecord = {
      command: options.command ?? "npm run import",
      pid: process.pid,
      ...(started === undefined ? {} : { started }),
      state: "writing",
      setAside: [],
      moveIn: [],
    };
    saveRecord(staging, record);
    step("recorded the write");
    writeFiles(path.join(staging, WRITE_TREE), files, step);
    Object.assign(record, planMoves(contentDir, files, options), { state: "replacing" });
    saveRecord(staging, record);
    step("recorded the moves");
    moved = moveAll(contentDir, staging, record, undo, step);
    saveRecord(staging, { ...record, state: "done" });
    step("recorded the end");
  } catch (error) {
    throw notWritten(error as Error, contentDir, staging, undo, created);
  }
  rmSync(staging, { recursive: true, force: true });
  return moved;
}

/** The error of a write that failed, once every step is taken back (or as many as could be). */
function notWritten(
  error: Error,
  contentDir: string,
  staging: string | undefined,
  undo: Undo,
  created: boolean,
): Error {
  if (undoAll(undo)) {
    if (staging) rmSync(staging, { recursive: true, force: true });
    return new Error(`${error.message}; ${created ? "nothing was written" : `${contentDir} is as it was`}`, {
      cause: error,
    });
  }
  // Rare (the disk failing under it): what could not be put back stays where it is, and the
  // record says what the next command is to put back.
  return new Error(
    `${error.message}; not all of ${contentDir} could be put back as it was: see ${staging} and ${path.join(contentDir, REPLACED_DIR)}`,
    { cause: error },
  );
}

/**
 * The moves that put `files`, written in a write's tree, in place in `contentDir`: with
 * `replace`, every entry of the content set aside and every entry of the tree moved in;
 * without, each file of the tree that is there with other bytes set aside, each file that is
 * not there as it is moved in, and the folders they need made.
 */
function planMoves(
  contentDir: string,
  files: ContentTree,
  { replace = false, now = new Date() }: WriteOptions,
): Pick<WriteRecord, "aside" | "setAside" | "moveIn" | "made"> {
  if (replace) {
    const setAside = contentEntriesIn(contentDir);
    const moveIn = [...new Set([...files.keys()].map((file) => file.split("/")[0] ?? file))];
    return { ...(setAside.length > 0 ? { aside: asideFolder(contentDir, now) } : {}), setAside, moveIn };
  }
  const moveIn = [...files]
    .filter(([file, data]) => !holds(path.join(contentDir, file), data))
    .map(([file]) => file);
  const setAside = moveIn.filter((file) => present(path.join(contentDir, file)));
  const made = [
    ...new Set(
      moveIn.flatMap((file) =>
        file
          .split("/")
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
      ),
    ),
  ].filter((dir) => !present(path.join(contentDir, dir)));
  return { ...(setAside.length > 0 ? { aside: asideFolder(contentDir, now) } : {}), setAside, moveIn, made };
}

/** A new folder's name for what a write sets aside: .replaced/<date and time>, relative to `contentDir`. */
function asideFolder(contentDir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/:/g, "-");
  let folder = path.join(REPLACED_DIR, stamp);
  for (let n = 2; present(path.join(contentDir, folder)); n++)
    folder = path.join(REPLACED_DIR, `${stamp}-${n}`);
  return folder;
}

/** Makes the moves `record` lists: every entry set aside, then every entry of the tree moved in. */
function moveAll(
  contentDir: string,
  staging: string,
  record: WriteRecord,
  undo: Undo,
  step: (name: string) => void,
): SetAside {
  const aside = record.aside === undefined ? undefined : path.join(contentDir, record.aside);
  const moved = record.setAside.flatMap((entry) => filesUnder(contentDir, entry));
  if (aside) makeFolder(aside, undo);
  for (const entry of record.setAside) {
    move(path.join(contentDir, entry), path.join(aside ?? contentDir, entry), undo);
    step(`set aside ${entry}`);
  }
  for (const dir of record.made ?? []) makeFolder(path.join(contentDir, dir), undo);
  for (const entry of record.moveIn) {
    move(path.join(staging, WRITE_TREE, entry), path.join(contentDir, entry), undo);
    step(`moved in ${entry}`);
  }
  return { ...(aside ? { folder: aside } : {}), moved };
}

/** The files at `entry` (a file, or a folder and all it holds, links not followed), relative to `dir`, with `/`. */
function filesUnder(dir: string, entry: string): string[] {
  const at = path.join(dir, entry);
  if (!lstatSync(at).isDirectory()) return [entry];
  return readdirSync(at, { recursive: true, withFileTypes: true })
    .filter((found) => !found.isDirectory())
    .map((found) => path.relative(dir, path.join(found.parentPath, found.name)).split(path.sep).join("/"))
    .sort();
}

/** Says where the replaced content went, and how to get it back or let it go. */
export function reportSetAside(aside: SetAside): void {
  if (!aside.folder) return;
  const count = `${aside.moved.length} file${aside.moved.length === 1 ? "" : "s"}`;
  const settings = aside.moved.includes("site.yaml")
    ? ", such as site.yaml (the site's languages, colours and layout) once the new content suits it"
    : "";
  console.log(
    `set the earlier content aside: ${count} moved to ${shown(aside.folder)} (the site never reads it; copy back what you want to keep${settings}, then delete the folder)`,
  );
}
