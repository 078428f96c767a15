/**
 * Content trees the commands write (`npm run import`, `npm run new`): files by path relative
 * to the content folder, the editor schemas that go with them, placeholder images, and
 * writing the tree without overwriting what the owner has not agreed to lose.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Document, visit } from "yaml";
import { jsonSchemaFiles } from "./content/json-schema.ts";
import { placeholderImage } from "./share/images.ts";

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
 * placeholder (see scripts/content/source.ts).
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

export function writeTree(contentDir: string, files: ContentTree): void {
  for (const [file, data] of files) {
    const target = path.join(contentDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
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

/** Where a forced import or starter puts the content it replaces, inside the content folder. */
export const REPLACED_DIR = ".replaced";

/**
 * Sets the content of `contentDir` aside (CONTENT_ENTRIES: the YAML files, projects/ and
 * images/), into .replaced/<date and time>/ inside it, where the compiler and the site never
 * look: nothing the owner wrote is lost, and nothing of it stays among the new files.
 * Anything else (site.yaml, notes, a README) stays where it is. Returns the folder and the
 * paths moved, or no folder when there was nothing to move.
 */
export function setContentAside(contentDir: string, now = new Date()): { folder?: string; moved: string[] } {
  const moved = filesIn(contentDir).filter((file) =>
    (CONTENT_ENTRIES as readonly string[]).includes(file.split("/")[0] ?? ""),
  );
  if (moved.length === 0) return { moved };
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/:/g, "-");
  let folder = path.join(contentDir, REPLACED_DIR, stamp);
  for (let n = 2; existsSync(folder); n++) folder = path.join(contentDir, REPLACED_DIR, `${stamp}-${n}`);
  mkdirSync(folder, { recursive: true });
  for (const entry of CONTENT_ENTRIES) {
    const from = path.join(contentDir, entry);
    if (existsSync(from)) renameSync(from, path.join(folder, entry));
  }
  return { folder, moved };
}

/** Says where the replaced content went, and how to get it back or let it go. */
export function reportSetAside(aside: { folder?: string; moved: string[] }): void {
  if (!aside.folder) return;
  const count = `${aside.moved.length} file${aside.moved.length === 1 ? "" : "s"}`;
  console.log(
    `set the earlier content aside: ${count} moved to ${path.relative(process.cwd(), aside.folder) || aside.folder} (the site never reads it; copy back what you want to keep, then delete the folder)`,
  );
}
