/**
 * Where the commands may write, and how they write there so that no failure or kill leaves a
 * part of anything:
 *
 * - never the project's folder, a folder holding it, or a folder of its source (SOURCE_FOLDERS
 *   and the content folder in use), nor anything inside one of those;
 * - a file by writing it beside its place, then renaming it there (writeFileAtomically).
 *
 * The folder a build replaces, and how, is scripts/lib/site-folder.ts.
 *
 * A refusal throws Refused (scripts/lib/command.ts): one line, nothing touched.
 */
import { closeSync, fsyncSync, openSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Refused } from "./command.ts";
import { ENGINE_DIR } from "./engine.ts";

/**
 * The project: the folder the commands run in, which npm starts them in (the folder of the
 * owner's package.json, or of this repository's).
 */
export const PROJECT_ROOT = process.cwd();

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
    [realPath(ENGINE_DIR), "the engine's folder"],
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
 * Writes `data` to `file` whole or not at all: into a temporary file beside it, flushed to the
 * disk, then renamed onto it. When anything fails (a full disk), `file` is as it was, or still
 * missing, and the temporary file is gone. Node's writeFileSync writes until every byte is
 * down; write-file-atomic 7 and 8 issue one write and rename whatever it wrote, so a disk that
 * fills up mid-write leaves a truncated file in place of the good one. A cache, which costs only
 * time when lost, is written with `flush: false`: not waiting for the disk, the reader still
 * never sees half a file.
 */
export function writeFileAtomically(
  file: string,
  data: string | Uint8Array,
  { flush = true }: { flush?: boolean } = {},
): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  rmSync(temporary, { force: true });
  try {
    const descriptor = openSync(temporary, "wx");
    try {
      writeFileSync(descriptor, data);
      if (flush) fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
