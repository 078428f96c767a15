import { z } from "zod";
import { fileSchemas } from "./schema.ts";

export const SCHEMAS_DIR = "content/schemas";

/** The editor JSON Schema files, by file name, generated from the one content schema. */
export function jsonSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [kind, schema] of Object.entries(fileSchemas)) {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    files[`${kind}.schema.json`] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return files;
}
