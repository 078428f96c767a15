/**
 * What a content folder holds: the one list of its kinds of files (CONTENT_KINDS), by which
 * the compiler reads a folder (passes/load.ts) and the commands that write content
 * (scripts/content/content-folder.ts, write-tree.ts) tell content from the rest. Every entry of the
 * folder but a hidden one (its name starts with ".") is the owner's content: the compiler
 * reports any other entry at the top as an unknown file, and `--force` sets every one of them
 * aside.
 *
 * Hidden entries are never content, and never read as content: `.replaced/` (what a `--force`
 * set aside), a write under way or stopped (`.writing-…/`, below), `.git/`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { STYLESHEET } from "./passes/stylesheet.ts";
import { translationOf } from "./passes/translation-files.ts";
import { IMAGE_EXTENSIONS } from "./schema/schema.ts";

/** The YAML files at the top of a content folder; passes/load.ts gives each its schema. */
export const YAML_NAMES = [
  "profile.yaml",
  "experience.yaml",
  "education.yaml",
  "about.yaml",
  "sections.yaml",
  "site.yaml",
] as const;
export type YamlName = (typeof YAML_NAMES)[number];

export const PROJECTS_DIR = "projects";
/** Cover letters, each `letters/<name>.md` (optional: a site without it has none). */
export const LETTERS_DIR = "letters";
export const IMAGES_DIR = "images";
/** The editor schemas the commands write beside the content (never read by the compiler). */
export const SCHEMAS_DIR = "schemas";
/** The folders at the top of a content folder: any other entry at the top is a YAML file or a translation of one. */
export const CONTENT_FOLDERS: readonly string[] = [PROJECTS_DIR, LETTERS_DIR, IMAGES_DIR, SCHEMAS_DIR];

export type ContentKind = {
  id:
    | "yaml"
    | "yaml translation"
    | "project"
    | "project translation"
    | "letter"
    | "image"
    | "stylesheet"
    | "editor schema";
  /** What it is, in a few words. */
  kind: string;
  /** The names of its files, as the README and the messages give them. */
  pattern: string;
  /**
   * Whether `file` (relative to the content folder, with `/`) is one, on a site whose other
   * languages are `languages`; in any language when they are not given.
   */
  matches(file: string, languages?: readonly string[]): boolean;
};

/** The original of `name` when it is a translation into one of `languages` (into any language when not given). */
function originalOf(name: string, languages?: readonly string[]): string | undefined {
  const tag = /\.([A-Za-z0-9-]+)\.(?:yaml|md)$/.exec(name)?.[1];
  return tag === undefined ? undefined : translationOf(name, languages ?? [tag])?.original;
}

/**
 * Every kind of file a content folder holds. A translation's language is one of site.yaml's
 * `languages` but the first; a project whose name ends in another tag is a project.
 */
export const CONTENT_KINDS: readonly ContentKind[] = [
  {
    id: "yaml",
    kind: "YAML file",
    pattern: YAML_NAMES.join(", "),
    matches: (file) => (YAML_NAMES as readonly string[]).includes(file),
  },
  {
    id: "yaml translation",
    kind: "translation of a YAML file",
    pattern: "<name>.<lang>.yaml (profile.fr.yaml, site.fr.yaml)",
    matches(file, languages) {
      const original = originalOf(file, languages);
      return original !== undefined && (YAML_NAMES as readonly string[]).includes(original);
    },
  },
  {
    id: "project",
    kind: "project",
    pattern: `${PROJECTS_DIR}/<name>.md`,
    matches: (file, languages) => projectFile(file) !== undefined && !projectTranslation(file, languages),
  },
  {
    id: "project translation",
    kind: "translation of a project",
    pattern: `${PROJECTS_DIR}/<name>.<lang>.md`,
    matches: projectTranslation,
  },
  {
    id: "letter",
    kind: "cover letter",
    pattern: `${LETTERS_DIR}/<name>.md`,
    matches(file) {
      const [folder, name, ...rest] = file.split("/");
      return folder === LETTERS_DIR && name?.endsWith(".md") === true && rest.length === 0;
    },
  },
  {
    id: "image",
    kind: "image",
    pattern: `a picture the content names, in ${IMAGES_DIR}/ or ${PROJECTS_DIR}/ (.${IMAGE_EXTENSIONS.join(", .")})`,
    matches(file) {
      const [folder, ...rest] = file.split("/");
      const extension = path.extname(file).slice(1).toLowerCase();
      return (
        (folder === IMAGES_DIR || folder === PROJECTS_DIR) &&
        rest.length > 0 &&
        IMAGE_EXTENSIONS.includes(extension)
      );
    },
  },
  {
    id: "stylesheet",
    kind: "the site's own stylesheet",
    pattern: STYLESHEET,
    matches: (file) => file === STYLESHEET,
  },
  {
    id: "editor schema",
    kind: "editor schema",
    pattern: `${SCHEMAS_DIR}/<name>.schema.json`,
    matches: (file) => /^schemas\/[^/]+\.schema\.json$/.test(file),
  },
];

/** The name of a file of projects/ (`projects/<name>.md`), or undefined. */
function projectFile(file: string): string | undefined {
  const [folder, name, ...rest] = file.split("/");
  return folder === PROJECTS_DIR && name?.endsWith(".md") && rest.length === 0 ? name : undefined;
}

function projectTranslation(file: string, languages?: readonly string[]): boolean {
  const name = projectFile(file);
  return name !== undefined && originalOf(name, languages) !== undefined;
}

/**
 * The kind of `file` (relative to the content folder, with `/`) on a site whose other
 * languages are `languages` (a translation into any language when not given), or undefined
 * when no kind covers it.
 */
export function contentKindOf(file: string, languages?: readonly string[]): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.matches(file, languages));
}

/** Whether an entry is hidden: never content, never read as content. */
export function isHidden(name: string): boolean {
  return name.startsWith(".");
}

/** The entries at the top of `contentDir` that are its content (all but the hidden ones), sorted; none when it is absent. */
export function contentEntriesIn(contentDir: string): string[] {
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir)
    .filter((name) => !isHidden(name))
    .sort();
}

/** Where a `--force` puts the content it replaces, inside the content folder. */
export const REPLACED_DIR = ".replaced";

/** The start of the name of the hidden folder a command writes new content into before moving it in place. */
export const WRITING_PREFIX = ".writing-";
/** The record of a write, in its folder: what the command is, and how far it has come. */
export const WRITE_RECORD = "write.json";
/** The new content, in a write's folder, as it will stand in the content folder. */
export const WRITE_TREE = "tree";

/**
 * A write of a content tree, as its folder records it (scripts/content/write-tree.ts):
 *
 * - `writing`: the new files are being written into the write's folder; the content is untouched;
 * - `replacing`: entries are being moved: first each of `setAside` from the content folder into
 *   `aside`, then each of `moveIn` from the write's tree into the content folder. A write
 *   stopped here left part of the earlier content and part of the new;
 * - `done`: the new content is in place; `put back`: the earlier content is back in place.
 */
export type WriteRecord = {
  /** The command line that wrote, as the owner would type it again. */
  command: string;
  pid: number;
  /** When that process started (processStart), to tell it from a later one given its number. */
  started?: string;
  state: "writing" | "replacing" | "done" | "put back";
  /** Where the earlier entries go, relative to the content folder (.replaced/<date and time>). */
  aside?: string;
  /** Paths relative to the content folder, moved into `aside` in this order. */
  setAside: string[];
  /** Paths relative to the write's tree, moved into the content folder in this order. */
  moveIn: string[];
  /** Folders made in the content folder for them, relative to it. */
  made?: string[];
};

/**
 * A write's folder found in a content folder: its record, when it has one it can read, and
 * whether the content is part earlier, part new (a write stopped while it moved entries).
 */
export type Leftover = { dir: string; record?: WriteRecord; running: boolean; mixed: boolean };

/**
 * Whether a write stopped while replacing left part of the earlier content and part of the
 * new: some entries moved, not all. What was moved is found where it went (the set-aside
 * folder) or is missing where it was (the write's tree), whatever the owner changed since.
 */
function mixed(contentDir: string, dir: string, record: WriteRecord): boolean {
  if (record.state !== "replacing") return false;
  const aside = path.join(contentDir, record.aside ?? REPLACED_DIR);
  const moves = [
    ...record.setAside.map((entry) => existsSync(path.join(aside, entry))),
    ...record.moveIn.map((entry) => !existsSync(path.join(dir, WRITE_TREE, entry))),
  ];
  return moves.some(Boolean) && !moves.every(Boolean);
}

/**
 * When the process `pid` started, in the system's clock ticks since boot (Linux's
 * /proc/<pid>/stat), or undefined where the system does not say or no such process runs.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's name, in its parentheses: the start is the 22nd field.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that made `record` runs: its number runs, and, where the system says
 * when a process started, it started when the record says (a stopped command's number may
 * have gone to another process since).
 */
function running({ pid, started }: WriteRecord): boolean {
  if (pid === process.pid) return false;
  if (started !== undefined && processStart(pid) !== started) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The record in a write's folder, or undefined when it has none or one it cannot read. */
export function readWriteRecord(dir: string): WriteRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, WRITE_RECORD), "utf8")) as WriteRecord;
    const lists = Array.isArray(record.setAside) && Array.isArray(record.moveIn);
    return typeof record.command === "string" && typeof record.pid === "number" && lists ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Every write's folder in `contentDir`: a write under way, or one a stop (a kill, a crash, a power cut) left. */
export function leftoversIn(contentDir: string): Leftover[] {
  let names: string[];
  try {
    names = readdirSync(contentDir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(WRITING_PREFIX))
    .sort()
    .map((name) => {
      const dir = path.join(contentDir, name);
      const record = readWriteRecord(dir);
      if (!record) return { dir, running: false, mixed: false };
      return { dir, record, running: running(record), mixed: mixed(contentDir, dir, record) };
    });
}

/**
 * What a leftover means for the content, and what to do: an error when the content is not
 * whole (part earlier, part new) or a command is writing it right now, else a warning.
 * `shown` names a path as the message gives it.
 */
export function leftoverReport(
  leftover: Leftover,
  shown: (absolute: string) => string,
): { error: boolean; message: string; hint: string } {
  const { record, dir } = leftover;
  const folder = shown(dir);
  const content = shown(path.dirname(dir));
  if (!record)
    return {
      error: false,
      message: `a folder left by \`npm run import\` or \`npm run new\` that was stopped; ${content} may hold part of what it wrote`,
      hint: `check ${content} (npm run validate), keep what you want of ${folder}, then delete it`,
    };
  const { command, pid, state } = record;
  if (leftover.running)
    return {
      error: true,
      message: `\`${command}\` (process ${pid}) is writing into ${content} right now`,
      hint: "wait for it to finish, then run this again",
    };
  if (leftover.mixed)
    return {
      error: true,
      message: `\`${command}\` was stopped while it replaced the content: ${content} holds part of the earlier content and part of the new (the rest of the earlier content is in ${shown(path.join(path.dirname(dir), record.aside ?? REPLACED_DIR))}, the rest of the new in ${folder})`,
      hint: `run \`${command}\` again, or any \`npm run import\` or \`npm run new\` into ${content}: it first puts the earlier content back as it was`,
    };
  const moved = record.moveIn.length > 0 && !existsSync(path.join(dir, WRITE_TREE, record.moveIn[0] ?? ""));
  const as = {
    writing: "was stopped before it changed the content: the content is as it was",
    replacing: moved
      ? "was stopped once the new content was in place"
      : "was stopped before it changed the content: the content is as it was",
    done: "was stopped once the new content was in place",
    "put back": "was stopped part-way, and the earlier content was put back as it was",
  }[state];
  return {
    error: false,
    message: `a folder left by \`${command}\`, which ${as}`,
    hint: `delete ${folder}: it holds only what that command wrote`,
  };
}
