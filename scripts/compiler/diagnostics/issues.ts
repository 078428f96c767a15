/**
 * zod issues → diagnostics in the owner's words: "expected …, got …", located in the
 * source, with a hint (a did-you-mean for unknown fields, an example for missing ones).
 */
import { type core, globalRegistry, type ZodType } from "zod";
import { closest } from "../../lib/closest.ts";
import { readDate } from "../schema/dates.ts";
import type { LoadedFile } from "../yaml/source.ts";
import { type Diagnostic, formatPath, placeOf } from "./diagnostics.ts";

export function issuesToDiagnostics(
  file: LoadedFile,
  schema: ZodType,
  issues: readonly core.$ZodIssue[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  /** "parent.field" paths an unknown key was taken for: the matching "missing" is noise. */
  const misspelt = new Set<string>();
  for (const issue of issues.flatMap(chosenBranch)) {
    if (issue.code === "unrecognized_keys") {
      const known = knownKeys(schemaAt(schema, issue.path));
      for (const key of issue.keys) {
        const suggestion = closest(key, known);
        if (suggestion) misspelt.add(formatPath([...issue.path, suggestion]));
        const location = file.locate(issue.path, { key });
        out.push({
          ...placeOf(file.file, issue.path, location),
          path: formatPath([...(location.path ?? issue.path), key]),
          message: `unknown field "${key}"`,
          hint: suggestion
            ? `did you mean "${suggestion}"?`
            : known.length > 0
              ? `remove it; fields allowed here: ${known.join(", ")}`
              : "remove it",
        });
      }
      continue;
    }
    const missing = isMissing(file.data, issue.path);
    const field = schemaAt(schema, issue.path);
    const comment =
      !missing && (issue.input === null || issue.input === undefined)
        ? file.commentInstead(issue.path)
        : undefined;
    const hint = missing
      ? exampleHint(issue.path, field)
      : comment
        ? commentHint(issue.path, comment)
        : (schemaHint(issue) ??
          quotedNumberHint(issue) ??
          valueHint(issue) ??
          emptyOptionalHint(issue, field));
    out.push({
      ...placeOf(file.file, issue.path, file.locate(issue.path)),
      message: missing ? `missing required field "${String(issue.path.at(-1))}"` : explain(issue),
      ...(hint ? { hint } : {}),
    });
  }
  return out.filter((d) => !(misspelt.has(d.path) && d.message.startsWith("missing required field")));
}

/**
 * A value that fits no shape of a union the schema words no message for (a highlight as text,
 * or as an object with its tags): the issues of the shape of its own type, in the words of that
 * shape ("expected non-empty text", "unknown field"), rather than zod's "invalid input".
 */
function chosenBranch(issue: core.$ZodIssue): core.$ZodIssue[] {
  if (issue.code !== "invalid_union" || issue.message.startsWith("expected")) return [issue];
  const ofItsType = issue.errors.find(
    (branch) => !branch.some((inner) => inner.code === "invalid_type" && inner.path.length === 0),
  );
  return ofItsType ? ofItsType.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })) : [issue];
}

function explain(issue: core.$ZodIssue): string {
  // Messages the schema sets itself start with "expected"; zod's own are translated here.
  if (issue.message.startsWith("expected")) {
    if (/, got /.test(issue.message)) return issue.message;
    if (Array.isArray(issue.input)) return `${issue.message}, got ${count(issue.input)}`;
    return isPrimitive(issue.input) ? `${issue.message}, got ${show(issue.input)}` : issue.message;
  }
  switch (issue.code) {
    case "invalid_type":
      return `expected ${typeName(issue.expected)}, got ${show(issue.input)}`;
    case "too_small":
      if (issue.origin === "array")
        return `expected at least ${issue.minimum} item${issue.minimum === 1 ? "" : "s"}, got ${count(issue.input)}`;
      if (issue.origin === "string") return "expected non-empty text";
      return `expected a number of at least ${issue.minimum}, got ${show(issue.input)}`;
    case "too_big":
      if (issue.origin === "array")
        return `expected at most ${issue.maximum} items, got ${count(issue.input)}`;
      if (issue.origin === "string") return `expected at most ${issue.maximum} characters`;
      return `expected a number of at most ${issue.maximum}, got ${show(issue.input)}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${show(issue.input)}`;
    case "invalid_format":
      return `expected ${issue.format === "email" ? "an email address" : `a valid ${issue.format}`}, got ${show(issue.input)}`;
    default:
      return `${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a mapping of fields",
};

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}

/** A hint the schema gives with its own message (a custom issue's `params.hint`). */
function schemaHint(issue: core.$ZodIssue): string | undefined {
  const hint = issue.code === "custom" ? (issue.params as { hint?: unknown } | undefined)?.hint : undefined;
  return typeof hint === "string" ? hint : undefined;
}

function quotedNumberHint(issue: core.$ZodIssue): string | undefined {
  const quoted =
    issue.code === "invalid_type" && issue.expected === "number" && typeof issue.input === "string";
  return quoted && Number.isFinite(Number(issue.input))
    ? "remove the quotes: a number is written without them"
    : undefined;
}

/**
 * What to write instead of a value of a common wrong shape: a number where text goes, a slip
 * of the keyboard in one of a list of words, a date written another way, a link without its
 * scheme, a GPA with its scale.
 */
function valueHint(issue: core.$ZodIssue): string | undefined {
  const { input, message } = issue;
  const name = issue.path.at(-1);
  const field = typeof name === "string" ? `${name}: ` : "- ";
  if (issue.code === "invalid_type" && issue.expected === "string" && isPrimitive(input) && input !== null)
    return `quote it to keep it as text: ${field}${JSON.stringify(String(input))}`;
  if (typeof input !== "string") return undefined;
  if (issue.code === "invalid_value") {
    const suggestion = closest(input.trim(), issue.values.map(String));
    return suggestion ? `did you mean "${suggestion}"?` : undefined;
  }
  if (message.startsWith("expected a date as YYYY")) {
    // Read as the import reads it: Jan 2019, 03/2019, 2019-03-15, Present, Presente…
    const read = readDate(input, message.includes("present"));
    if (read && "present" in read) return `write present, in lower case: ${field}present`;
    if (read && "date" in read && read.how !== "year")
      return `write it as year and month: ${field}${read.date}`;
    return undefined;
  }
  if (message.startsWith("expected an https:") || message.startsWith("expected a web address")) {
    const address = input.trim();
    if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(address) && message.includes("mailto:"))
      return `write an email address as a link: ${field}mailto:${address}`;
    if (/^(www\.)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u.test(address))
      return `write it with its scheme: ${field}https://${address}`;
    return undefined;
  }
  const gpa = /^\s*(\d+(?:[.,]\d+)?)\s*(?:\/|out of|of)\s*(\d+(?:[.,]\d+)?)\s*$/i.exec(input);
  if (name === "gpa" && gpa)
    return `write the GPA and its scale apart: gpa: ${gpa[1]?.replace(",", ".")} and gpaScale: ${gpa[2]?.replace(",", ".")}`;
  return undefined;
}

/**
 * An optional field written with no text (`label:`, `label: ""`): what its absence is for,
 * rather than a value made up to fill it (the field's description says what leaving it out shows).
 */
function emptyOptionalHint(issue: core.$ZodIssue, field: ZodType | undefined): string | undefined {
  const name = issue.path.at(-1);
  const { input } = issue;
  const empty = input === null || input === undefined || (typeof input === "string" && input.trim() === "");
  if (!empty || typeof name !== "string" || !field || defOf(field).type !== "optional") return undefined;
  return `write it, or leave out the line: ${name} is optional`;
}

/** `accent: #0f766e` holds no value, but a comment: the value wants quotes. */
function commentHint(path: readonly PropertyKey[], comment: string): string {
  const name = path.at(-1);
  const quoted = JSON.stringify(comment);
  return `\`#\` starts a comment in YAML; quote the value: ${typeof name === "string" ? `${name}: ${quoted}` : `- ${quoted}`}`;
}

function isPrimitive(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** A value as quoted in a message: text in quotes, cut at 60 characters. */
export function show(value: unknown): string {
  if (value === undefined || value === null) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping of fields";
  if (typeof value === "string")
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return String(value);
}

function count(value: unknown): string {
  return Array.isArray(value) && value.length > 0 ? String(value.length) : "none";
}

function isMissing(data: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let node: unknown = data;
  for (const segment of path.slice(0, -1)) {
    if (node === null || typeof node !== "object") return false;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  const last = path.at(-1);
  return (
    node !== null &&
    typeof node === "object" &&
    !Array.isArray(node) &&
    !Object.hasOwn(node, last as PropertyKey)
  );
}

// --- walking the schema (for known keys and field examples) ---------------------------

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
};

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: ZodType): ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const next = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!next) return current;
    current = next;
  }
}

/** The schema of the field at `path`, or undefined when the path leaves the schema. */
export function schemaAt(schema: ZodType, path: readonly PropertyKey[]): ZodType | undefined {
  let current: ZodType | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    if (def.type === "object" && typeof segment === "string") current = def.shape?.[segment];
    else if (def.type === "array" && typeof segment === "number") current = def.element;
    else return undefined;
  }
  return current;
}

function knownKeys(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  return def.type === "object" && def.shape ? Object.keys(def.shape) : [];
}

function exampleHint(path: readonly PropertyKey[], field: ZodType | undefined): string | undefined {
  const name = String(path.at(-1));
  const examples = field ? findMeta(field)?.examples : undefined;
  const example = Array.isArray(examples) ? examples[0] : undefined;
  if (example === undefined) return `add the field "${name}"`;
  const shown = typeof example === "string" ? example : JSON.stringify(example);
  return `add it, for example: ${name}: ${shown}`;
}

/** Metadata lives on the outermost wrapper that had .meta() called; look through wrappers. */
function findMeta(schema: ZodType): { examples?: unknown } | undefined {
  let current: ZodType | undefined = schema;
  while (current) {
    const meta = globalRegistry.get(current) as { examples?: unknown } | undefined;
    if (meta?.examples !== undefined) return meta;
    const def = defOf(current);
    current = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
  }
  return undefined;
}
