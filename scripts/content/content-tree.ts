/**
 * Content trees the commands write (`npm run import`, `npm run new`): files by path relative
 * to the content folder, their YAML text, the editor schemas that go with them and placeholder
 * images. Writing the tree whole or not at all, without overwriting what the owner has not
 * agreed to lose, is write-tree.ts; the folders refused as content folders, content-folder.ts.
 * What a content folder holds, and so what is set aside, is scripts/compiler/content-files.ts.
 */
import { Document, visit } from "yaml";
import { SCHEMAS_DIR } from "../compiler/content-files.ts";
import { jsonSchemaFiles } from "../compiler/schema/json-schema.ts";
import { placeholderImage, placeholderPortrait } from "../lib/drawing.ts";

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

/**
 * The placeholder of the owner's photo, PLACEHOLDER_SIZES.photo on the first placeholder
 * colour: their initials where every system's fonts have them, else a head and shoulders
 * (see placeholderPortrait).
 */
export function placeholderPhoto(initials: string): Promise<Buffer> {
  return placeholderPortrait({
    size: PLACEHOLDER_SIZES.photo.width,
    initials,
    background: PLACEHOLDER_COLOURS[0] ?? "#4f46e5",
  });
}
