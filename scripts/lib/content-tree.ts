/**
 * Content trees the commands write (`npm run import`, `npm run new`): files by path relative
 * to the content folder, the editor schemas that go with them, placeholder images, and
 * writing the tree whole or not at all, without overwriting what the owner has not agreed to
 * lose, and never into the project's own folders.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { Document, visit } from "yaml";
import { jsonSchemaFiles } from "../compiler/schema/json-schema.ts";
import { placeholderImage } from "../site/share/images.ts";
import { refusal, refuseProjectPaths } from "./safe-output.ts";

/** Files to write, by path relative to the content folder. */
export type ContentTree = Map<string, string | Uint8Array>;

/** The YAML files and folders the compiler reads: what "the content" of a folder is. */
export const CONTENT_ENTRIES = [
  "profile.yaml",
  "experience.yaml",
  "education.yaml",
  "about.yaml",
  "sections.yaml",
  "projects",
  "images",
] as const;

/** The folder of editor schemas inside a content folder, which the trees also write. */
const SCHEMAS = "schemas";

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
  return `# yaml-language-server: $schema=./${SCHEMAS}/${schema}.schema.json\n`;
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
  for (const [file, json] of Object.entries(jsonSchemaFiles())) files.set(`${SCHEMAS}/${file}`, json);
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

/** Files of the tree that exist already with other contents. */
export function conflicts(contentDir: string, files: ContentTree): string[] {
  return [...files]
    .filter(([file, data]) => {
      const target = path.join(contentDir, file);
      return existsSync(target) && !readFileSync(target).equals(Buffer.from(data));
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

/** Writes every file of `files` under `dir`. */
function writeFiles(dir: string, files: ContentTree): void {
  for (const [file, data] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
}

/**
 * Writes `files` into `contentDir` whole or not at all. The tree is written first into a hidden
 * folder of its own (inside `contentDir`, where the compiler never looks, or beside it when it
 * does not exist yet, to be renamed into its place whole), then each file is renamed into
 * place; with `replace`, the content already there is first set aside (setContentAside). A
 * failure at any step (a full disk, a name the system refuses, a file where a folder should
 * be) takes back every step before it: `contentDir` is left exactly as it was, and an error
 * saying so is thrown. Returns what was set aside.
 */
export function writeTree(
  contentDir: string,
  files: ContentTree,
  options: { replace?: boolean; now?: Date } = {},
): SetAside {
  if (!existsSync(contentDir)) {
    const undo: Undo = [];
    try {
      makeFolder(path.dirname(path.resolve(contentDir)), undo);
      const staging = path.join(
        path.dirname(path.resolve(contentDir)),
        `.${path.basename(contentDir)}.writing-${process.pid}`,
      );
      undo.push(() => rmSync(staging, { recursive: true, force: true }));
      writeFiles(staging, files);
      renameSync(staging, contentDir);
      return { moved: [] };
    } catch (error) {
      undoAll(undo);
      throw new Error(`${(error as Error).message}; nothing was written`, { cause: error });
    }
  }
  const staging = path.join(contentDir, `.writing-${process.pid}`);
  const undo: Undo = [];
  let keep = false;
  try {
    writeFiles(staging, files);
    const aside = options.replace ? setContentAside(contentDir, options.now, undo) : { moved: [] };
    for (const file of files.keys()) {
      const target = path.join(contentDir, file);
      const written = path.join(staging, file);
      makeFolder(path.dirname(target), undo);
      if (existsSync(target)) {
        // The same file again, or (with replace) an editor schema: kept until the end.
        const kept = path.join(staging, ".kept", file);
        mkdirSync(path.dirname(kept), { recursive: true });
        renameSync(target, kept);
        undo.push(() => renameSync(kept, target));
      }
      renameSync(written, target);
      undo.push(() => renameSync(target, written));
    }
    return aside;
  } catch (error) {
    const message = (error as Error).message;
    if (undoAll(undo)) throw new Error(`${message}; ${contentDir} is as it was`, { cause: error });
    // Rare (the disk failing under it): what could not be put back stays where it is.
    keep = true;
    throw new Error(
      `${message}; not all of ${contentDir} could be put back as it was: see ${staging} and ${path.join(contentDir, REPLACED_DIR)}`,
      { cause: error },
    );
  } finally {
    if (!keep) rmSync(staging, { recursive: true, force: true });
  }
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
    .filter((parts) => parts[0] !== SCHEMAS && !parts.some((part) => part.startsWith(".")))
    .map((parts) => parts.join("/"))
    .sort();
}

/** The files of `contentDir` that are content (CONTENT_ENTRIES), not site.yaml, notes or a README. */
export function contentFilesIn(contentDir: string): string[] {
  return filesIn(contentDir).filter((file) =>
    (CONTENT_ENTRIES as readonly string[]).includes(file.split("/")[0] ?? ""),
  );
}

/** Where a forced import or starter puts the content it replaces, inside the content folder. */
export const REPLACED_DIR = ".replaced";

/** Where setContentAside put the content it moved, and the paths it moved. */
export type SetAside = { folder?: string; moved: string[] };

/**
 * Sets the content of `contentDir` aside (CONTENT_ENTRIES: the YAML files, projects/ and
 * images/), into .replaced/<date and time>/ inside it, where the compiler and the site never
 * look: nothing the owner wrote is lost, and nothing of it stays among the new files.
 * Anything else (site.yaml, notes, a README) stays where it is. Returns the folder and the
 * paths moved, or no folder when there was nothing to move. `undo` gets the steps that put
 * it all back.
 */
export function setContentAside(contentDir: string, now = new Date(), undo: Undo = []): SetAside {
  const moved = contentFilesIn(contentDir);
  if (moved.length === 0) return { moved };
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/:/g, "-");
  let folder = path.join(contentDir, REPLACED_DIR, stamp);
  for (let n = 2; existsSync(folder); n++) folder = path.join(contentDir, REPLACED_DIR, `${stamp}-${n}`);
  makeFolder(folder, undo);
  for (const entry of CONTENT_ENTRIES) {
    const from = path.join(contentDir, entry);
    const to = path.join(folder, entry);
    if (!existsSync(from)) continue;
    renameSync(from, to);
    undo.push(() => renameSync(to, from));
  }
  return { folder, moved };
}

/** Says where the replaced content went, and how to get it back or let it go. */
export function reportSetAside(aside: SetAside): void {
  if (!aside.folder) return;
  const count = `${aside.moved.length} file${aside.moved.length === 1 ? "" : "s"}`;
  console.log(
    `set the earlier content aside: ${count} moved to ${path.relative(process.cwd(), aside.folder) || aside.folder} (the site never reads it; copy back what you want to keep, then delete the folder)`,
  );
}
