/**
 * A resume held against the JSON Resume schema (the @jsonresume/schema package), after
 * input.ts has read it into 1.0's shape and before the import writes it.
 */
import { createRequire } from "node:module";
import type { JsonResume } from "./export.ts";

type SchemaError = { path: (string | number)[]; property: string; message: string; name: string };
type JsonResumeSchema = {
  validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
};

const LEFT_OUT = Symbol("left out");

/** `value` without what was marked LEFT_OUT: array items removed, object keys dropped. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== LEFT_OUT).map(prune);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== LEFT_OUT)
        .map(([key, item]) => [key, prune(item)]),
    );
  return value;
}

/**
 * Checks `resume` against the JSON Resume schema (the @jsonresume/schema package). The import
 * goes on regardless, so each issue is said as "basics.name: is not of a type(s) string", and
 * a value of the wrong type is left out (the site gets a placeholder in its place) rather than
 * read as something it is not.
 */
export function checkJsonResume(resume: object): { resume: JsonResume; issues: string[] } {
  const schema = createRequire(import.meta.url)("@jsonresume/schema") as JsonResumeSchema;
  let errors: SchemaError[] = [];
  schema.validate(resume, (found) => {
    errors = found ?? [];
  });
  const copy = structuredClone(resume) as Record<string | number, unknown>;
  for (const error of errors) {
    if (error.name !== "type" || error.path.length === 0) continue;
    const parent = error.path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], copy);
    if (typeof parent === "object" && parent !== null)
      (parent as Record<string | number, unknown>)[error.path.at(-1) as string | number] = LEFT_OUT;
  }
  const issues = errors.map(
    ({ property, message, name }) =>
      `${property.replace(/^instance\.?/, "")}: ${message}${name === "type" ? " (left out)" : ""}`,
  );
  return { resume: prune(copy) as JsonResume, issues };
}
