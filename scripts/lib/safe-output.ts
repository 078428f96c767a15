/**
 * Where the commands may write, and how they write there so that no failure or kill leaves a
 * part of anything:
 *
 * - never the project's folder, a folder holding it, or a folder of its source (SOURCE_FOLDERS
 *   and the content folder in use), nor anything inside one of those;
 * - a folder the build replaces whole only when it is missing, empty or a site an earlier build
 *   wrote (SITE_MARKER inside);
 * - a file by writing it beside its place, then renaming it there (writeFileAtomically);
 * - a folder by building the new one beside it, then swapping it in (replaceFolder), the old one
 *   deleted last; a swap a kill cut short is put right by the next run (recoverFolder).
 *
 * A refusal throws Refused (scripts/lib/command.ts): one line, nothing touched.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { RESUME_PDF } from "../../src/shared/paths.ts";
import { Refused } from "./command.ts";

/** The project: the folder of package.json, scripts/ and src/. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

/** The project's folders of source, relative to it: no command writes into them or over them. */
export const SOURCE_FOLDERS = [
  ".ci",
  ".git",
  ".github",
  ".vscode",
  "content",
  "node_modules",
  "public",
  "scripts",
  "src",
  "tests",
] as const;

/**
 * The file the build puts in every site it writes, by which a later build and `npm run pdf`
 * know the folder for one of ours. Hidden, and linked from nothing: harmless where it is
 * published.
 */
export const SITE_MARKER = ".folio-site";

const MARKER_TEXT =
  "This folder is a site built by npm run build, which replaces it whole on the next build into it.\n";

/** `file` as the system finds it: symbolic links resolved as far as the path exists, the rest as given. */
export function realPath(file: string): string {
  let existing = path.resolve(file);
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(realpathSync(existing), ...rest);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return path.resolve(file);
      rest.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

/** Whether `inner` is `outer` or lies inside it (both absolute). */
export function within(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return (
    relative === "" ||
    (relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/** A folder as the messages name it: relative to the working folder when inside it, with a last slash. */
export function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  const name =
    relative === "" ? "." : relative.startsWith("..") || path.isAbsolute(relative) ? dir : relative;
  return name.endsWith(path.sep) ? name : `${name}${path.sep}`;
}

export type Target = {
  /** The option that named it, as the message says it: "--out". */
  option: string;
  /** What the option was given. */
  given: string;
  /** What to do instead, for the message: "build into a folder of its own, such as dist/". */
  instead: string;
};

/** The refusal of `target`, because of `why`; `instead` says what to do (the target's own by default). */
export function refusal(target: Target, why: string, code: 1 | 2 = 1, instead = target.instead): Refused {
  return new Refused(`refused ${target.option} ${target.given}: ${why}; ${instead}`, code);
}

/**
 * Refuses `target.given` when it is the project's folder or the working folder or holds either,
 * or when it is, holds or lies in one of the project's folders of source (SOURCE_FOLDERS but
 * those in `except`) or one of `sources`. Symbolic links count for where they lead.
 */
export function refuseProjectPaths(
  target: Target,
  options: { sources?: string[]; except?: readonly string[]; root?: string } = {},
): void {
  const root = options.root ?? PROJECT_ROOT;
  const real = realPath(target.given);
  for (const [project, name] of [
    [realPath(root), "the project's folder"],
    [realPath(process.cwd()), "the folder this command runs in"],
  ] as const) {
    if (real === project) throw refusal(target, `it is ${name}`);
    if (within(project, real)) throw refusal(target, `it holds ${name} (${project})`);
  }
  const sources: [string, string][] = [
    ...SOURCE_FOLDERS.filter((folder) => !options.except?.includes(folder)).map(
      (folder): [string, string] => [path.join(root, folder), "the project's source"],
    ),
    ...(options.sources ?? []).map((dir): [string, string] => [dir, "the content this command reads"]),
  ];
  for (const [source, what] of sources) {
    const folder = realPath(source);
    const name = `${shown(source)}, ${what}`;
    if (within(real, folder)) throw refusal(target, `it ${real === folder ? "is" : "is inside"} ${name}`);
    if (within(folder, real)) throw refusal(target, `it holds ${name}`);
  }
}

/**
 * Whether `dir` holds a site a build of ours wrote: SITE_MARKER inside, or (a site built before
 * sites were marked) an index.html holding the Resume's link to its PDF, in its template or not.
 */
export function isBuiltSite(dir: string): boolean {
  if (statSync(path.join(dir, SITE_MARKER), { throwIfNoEntry: false })?.isFile()) return true;
  try {
    return readFileSync(path.join(dir, "index.html"), "utf8").includes(
      `<a class="pdf-link" href="${RESUME_PDF}"`,
    );
  } catch {
    return false;
  }
}

/** Marks `dir` as a site a build wrote (see SITE_MARKER). */
export function markSite(dir: string): void {
  writeFileSync(path.join(dir, SITE_MARKER), MARKER_TEXT);
}

/**
 * Refuses `target.given` as a folder for the build to replace whole: the project's paths (see
 * refuseProjectPaths), a symbolic link, a file, or a folder holding anything but a site an
 * earlier build wrote. A missing or empty folder is fine.
 */
export function refuseSiteFolder(target: Target, options: { sources?: string[]; root?: string } = {}): void {
  refuseProjectPaths(target, options);
  const stat = lstatSync(target.given, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isSymbolicLink())
    throw refusal(
      target,
      `it is a symbolic link (to ${realPath(target.given)}), which the build would replace with a folder`,
    );
  if (!stat.isDirectory()) throw refusal(target, "it is a file, not a folder");
  if (readdirSync(target.given).length > 0 && !isBuiltSite(target.given))
    throw refusal(
      target,
      `it holds files no build wrote (there is no ${SITE_MARKER} in it), and the build replaces its folder whole`,
      1,
      "delete them yourself if none is needed, or build into another folder",
    );
}

/**
 * Writes `data` to `file` whole or not at all: into a temporary file beside it, flushed to the
 * disk, then renamed onto it. When anything fails (a full disk), `file` is as it was, or still
 * missing, and the temporary file is gone. Node's writeFileSync writes until every byte is
 * down; write-file-atomic 7 and 8 issue one write and rename whatever it wrote, so a disk that
 * fills up mid-write leaves a truncated file in place of the good one.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  rmSync(temporary, { force: true });
  try {
    const descriptor = openSync(temporary, "wx");
    try {
      writeFileSync(descriptor, data);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Where a new version of `dir` is made, beside it (same disk, so a rename puts it in place). */
export function stagingFolder(dir: string, pid = process.pid): string {
  return path.join(path.dirname(dir), `.${path.basename(dir)}.building-${pid}`);
}

/** Where replaceFolder moves the old `dir` while it swaps the new one in. */
const ASIDE = ".old";

/**
 * Puts the folder `next` (made by stagingFolder(dir)) in the place of `dir`: the old one is
 * renamed aside, the new one renamed in, and only then the old one deleted. Killed between the
 * two renames, it leaves the old one aside, which recoverFolder puts back.
 */
export function replaceFolder(next: string, dir: string): void {
  const old = `${next}${ASIDE}`;
  const hadOne = lstatSync(dir, { throwIfNoEntry: false }) !== undefined;
  if (hadOne) renameSync(dir, old);
  try {
    renameSync(next, dir);
  } catch (error) {
    if (hadOne) renameSync(old, dir);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
}

/**
 * Puts right what an interrupted replaceFolder of `dir` left: with no `dir`, the old version it
 * had moved aside goes back in place (the latest, if there are several); then the other folders
 * of earlier runs, new ones never swapped in and old ones already replaced, are deleted (two
 * builds into one folder at once are not supported). Returns the folder put back, if any.
 */
export function recoverFolder(dir: string): string | undefined {
  const parent = path.dirname(dir);
  const prefix = `.${path.basename(dir)}.building-`;
  let entries: string[] = [];
  try {
    entries = readdirSync(parent).filter((entry) => entry.startsWith(prefix));
  } catch {
    return undefined;
  }
  let restored: string | undefined;
  if (lstatSync(dir, { throwIfNoEntry: false }) === undefined) {
    const aside = entries
      .filter((entry) => entry.endsWith(ASIDE))
      .map((entry) => path.join(parent, entry))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (aside) {
      renameSync(aside, dir);
      restored = aside;
    }
  }
  for (const entry of entries) {
    const pid = /^(\d+)(\.old)?$/.exec(entry.slice(prefix.length))?.[1];
    const folder = path.join(parent, entry);
    if (!pid || folder === restored || !existsSync(folder)) continue;
    rmSync(folder, { recursive: true, force: true });
  }
  return restored;
}
