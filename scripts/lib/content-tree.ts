/**
 * Content trees the commands write (`npm run import`, `npm run new`): files by path relative
 * to the content folder, the editor schemas that go with them, placeholder images, and
 * writing the tree whole or not at all, without overwriting what the owner has not agreed to
 * lose, and never into the project's own folders. What a content folder holds, and so what
 * is set aside, is scripts/compiler/content-files.ts.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { Document, visit } from "yaml";
import {
  contentEntriesIn,
  contentKindOf,
  isHidden,
  leftoverReport,
  leftoversIn,
  processStart,
  REPLACED_DIR,
  SCHEMAS_DIR,
  WRITE_RECORD,
  WRITE_TREE,
  WRITING_PREFIX,
  type WriteRecord,
} from "../compiler/content-files.ts";
import { jsonSchemaFiles } from "../compiler/schema/json-schema.ts";
import { Refused } from "./command.ts";
import { placeholderImage } from "./drawing.ts";
import { refusal, refuseProjectPaths, shown, writeFileAtomically } from "./safe-output.ts";

/** Files to write, by path relative to the content folder. */
export type ContentTree = Map<string, string | Uint8Array>;

/** Colours of the placeholder images: the site's accent, then calm tones. */
export const PLACEHOLDER_COLOURS = ["#4f46e5", "#0f766e", "#b45309", "#7c3aed", "#be123c", "#1d4ed8"];

/** Pixel sizes of the placeholder images. */
export const PLACEHOLDER_SIZES = {
  photo: { width: 600, height: 600 },
  logo: { width: 256, height: 256 },
  screenshot: { width: 1600, height: 1000 },
} as const;

/** The line that points editors with a YAML language server at the file's schema. */
export function schemaLine(schema: string): string {
  return `# yaml-language-server: $schema=./${SCHEMAS_DIR}/${schema}.schema.json\n`;
}

/** Where todoValue keeps its note, inside the object that stands for the value until yamlText writes it. */
const TODO_NOTE = "\u0000todo";

/**
 * A value the owner must replace that cannot hold the word TODO (a date, an address): written
 * as the value with a `# TODO: <note>` comment after it, which the compiler reports as a
 * placeholder (see scripts/compiler/yaml/source.ts).
 */
export function todoValue<T>(value: T, note: string): T {
  return { [TODO_NOTE]: note, value } as T;
}

/** YAML text of `data`, with each todoValue written as its value and a `# TODO: …` comment. */
export function yamlText(data: unknown): string {
  const doc = new Document(data);
  visit(doc, {
    Map(_, node) {
      if (!node.has(TODO_NOTE)) return undefined;
      const value = doc.createNode(node.get("value"));
      value.comment = ` TODO: ${String(node.get(TODO_NOTE))}`;
      return value;
    },
  });
  return doc.toString({ lineWidth: 0 });
}

export function yamlFile(schema: string, data: unknown): string {
  return `${schemaLine(schema)}${yamlText(data)}`;
}

/** Adds the editor schemas (`schemas/*.schema.json`), so a tree outside content/ has them too. */
export function addSchemas(files: ContentTree): ContentTree {
  for (const [file, json] of Object.entries(jsonSchemaFiles())) files.set(`${SCHEMAS_DIR}/${file}`, json);
  return files;
}

/** A placeholder image: a few centred letters on the `index`th placeholder colour. */
export function placeholderPng(
  text: string,
  size: { width: number; height: number },
  index: number,
): Promise<Buffer> {
  const background = PLACEHOLDER_COLOURS[index % PLACEHOLDER_COLOURS.length] ?? "#4f46e5";
  return placeholderImage({ ...size, text, background });
}

/** Whether `target` is a file holding `data`. */
function holds(target: string, data: string | Uint8Array): boolean {
  try {
    return readFileSync(target).equals(Buffer.from(data));
  } catch {
    return false;
  }
}

/** Files of the tree that exist already with other contents. */
export function conflicts(contentDir: string, files: ContentTree): string[] {
  return [...files]
    .filter(([file, data]) => {
      const target = path.join(contentDir, file);
      return existsSync(target) && !holds(target, data);
    })
    .map(([file]) => file);
}

/**
 * Refuses `contentDir` as a folder to write content into (throws Refused): the project's
 * folder, the filesystem's root or any folder holding the project, its folders of source but
 * content/ (scripts/lib/safe-output.ts), and a file.
 */
export function refuseContentFolder(contentDir: string): void {
  const target = {
    option: "--content",
    given: contentDir,
    instead: "write the content into content/ or a folder of its own, such as my-content/",
  };
  refuseProjectPaths(target, { except: ["content"] });
  if (existsSync(contentDir) && !statSync(contentDir).isDirectory())
    throw refusal(target, "it is a file, not a folder");
}

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
function present(file: string): boolean {
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
function saveRecord(dir: string, record: WriteRecord): void {
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
 * compile reports it. Returns what was set aside.
 */
export function writeTree(contentDir: string, files: ContentTree, options: WriteOptions = {}): SetAside {
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

/**
 * Finds the writes' folders in `contentDir` before a command writes content there: refuses
 * while another command writes into it; puts back the earlier content where a write was
 * stopped while it replaced it (moving back only what the write's record says it moved);
 * warns of the rest, which leave the content whole. Deletes nothing.
 */
export function recoverStoppedWrites(contentDir: string): void {
  for (const leftover of leftoversIn(contentDir)) {
    const { message, hint } = leftoverReport(leftover, shown);
    if (leftover.running) throw new Refused(`not written: ${message}; ${hint}`);
    const { record, dir } = leftover;
    if (record && leftover.mixed) {
      putBack(contentDir, dir, record);
      console.error(
        `put the earlier content of ${shown(contentDir)} back as it was: \`${record.command}\` had been stopped while it replaced it; ${shown(dir)} holds only what that command wrote: delete it`,
      );
    } else console.error(`warning: ${shown(dir)}: ${message}; ${hint}`);
  }
}

/**
 * Takes back the moves of a write stopped part-way, as its record lists them: each entry
 * moved in goes back into the write's tree, each entry set aside back into place. What was
 * not moved yet stays; run again after a second stop, it finds each entry where it left it.
 */
function putBack(contentDir: string, dir: string, record: WriteRecord): void {
  for (const entry of [...record.moveIn].reverse()) {
    const at = path.join(contentDir, entry);
    const back = path.join(dir, WRITE_TREE, entry);
    if (present(back) || !present(at)) continue;
    mkdirSync(path.dirname(back), { recursive: true });
    renameSync(at, back);
  }
  for (const made of [...(record.made ?? [])].reverse()) removeIfEmpty(path.join(contentDir, made));
  const aside = path.join(contentDir, record.aside ?? REPLACED_DIR);
  for (const entry of [...record.setAside].reverse()) {
    const from = path.join(aside, entry);
    const at = path.join(contentDir, entry);
    if (!present(from) || present(at)) continue;
    mkdirSync(path.dirname(at), { recursive: true });
    renameSync(from, at);
  }
  if (record.aside !== undefined) {
    removeEmptyFolders(aside);
    removeIfEmpty(path.dirname(aside));
  }
  saveRecord(dir, { ...record, state: "put back" });
}

/** Removes `dir` when it is an empty folder; anything else stays. */
function removeIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty, or not there: kept.
  }
}

/** Removes the empty folders in `dir`, deepest first, then `dir` when empty. */
function removeEmptyFolders(dir: string): void {
  let inside: string[] = [];
  try {
    inside = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return;
  }
  for (const folder of inside.sort().reverse()) removeIfEmpty(folder);
  removeIfEmpty(dir);
}

/**
 * The files in `contentDir` other than the editor schemas and hidden files, by relative path
 * with `/`, sorted; none when the folder is absent.
 */
export function filesIn(contentDir: string): string[] {
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((parts) => parts[0] !== SCHEMAS_DIR && !parts.some(isHidden))
    .map((parts) => parts.join("/"))
    .sort();
}

/**
 * The files of `contentDir` that are content by the one list (CONTENT_KINDS), in any language,
 * but site.yaml and its translations (the site's settings, which a new tree may go beside):
 * what a write without `--force` refuses to go beside. Notes and a README are not content.
 */
export function contentFilesIn(contentDir: string): string[] {
  return filesIn(contentDir).filter((file) => {
    const kind = contentKindOf(file)?.id;
    return kind !== undefined && kind !== "editor schema" && !/^site(\.[^./]+)?\.yaml$/.test(file);
  });
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
