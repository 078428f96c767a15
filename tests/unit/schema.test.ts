import { describe, expect, it } from "vitest";
import { jsonSchemaFiles } from "../../scripts/compiler/schema/json-schema.ts";

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  description?: string;
  examples?: unknown[];
};

/** Fields without a description, and plain-value fields without an example. */
function undocumented(node: JsonSchema, at = ""): string[] {
  const out: string[] = [];
  for (const [key, field] of Object.entries(node.properties ?? {})) {
    const plainValue = !field.properties && !field.items && !field.anyOf;
    if (!field.description || (plainValue && !field.examples?.length)) out.push(`${at}.${key}`);
    out.push(...undocumented(field, `${at}.${key}`));
  }
  if (node.items) out.push(...undocumented(node.items, `${at}[]`));
  for (const option of node.anyOf ?? []) out.push(...undocumented(option, at));
  return out;
}

describe("the content schema", () => {
  it.each(Object.entries(jsonSchemaFiles()))(
    "documents every field of %s with a description and an example",
    (_name, json) => {
      expect(undocumented(JSON.parse(json))).toEqual([]);
    },
  );
});
