/**
 * The JSON Resume file `npm run import` is given, read within the limits of content/limits.ts:
 * parsed, or what keeps it from being imported, said as the command prints it (a JSON mistake
 * at its line and column, with a hint).
 */
import { readFileSync, statSync } from "node:fs";
import {
  MAX_IMPORT_BYTES,
  MAX_LIST_LENGTH,
  MAX_NESTING,
  MAX_TEXT_LENGTH,
  megabytes,
  thousands,
} from "../../compiler/schema/limits.ts";
import { decodeText, lineColumn } from "../../compiler/yaml/text.ts";

/** A JSON object: its values by key. */
export type Json = Record<string, unknown>;

/** Whether a value is a JSON object: not null, and not a list. */
export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The path of `key` inside `at`, as the command prints it: `basics.name`, or `basics["my key"]`
 * for a key that is not one word, escaped so that no character of it acts on the terminal.
 */
export function member(at: string, key: string): string {
  if (/^[\p{L}\p{N}_$-]+$/u.test(key)) return `${at}${at ? "." : ""}${key}`;
  const quoted = JSON.stringify(key).replace(
    /[\p{C}\u2028\u2029]/gu,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );
  return `${at}[${quoted}]`;
}

/**
 * What of a JSON Resume file is past the import's limits (content/limits.ts), each by its path
 * in the file: "basics.summary: expected text of at most 50,000 characters, got 52,428,800".
 * Nothing is imported when there is any. Walked without recursion, and no deeper than the limit.
 */
export function inputProblems(input: unknown): string[] {
  const problems: string[] = [];
  const stack: [unknown, string, number][] = [[input, "", 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, at, depth] = next;
    const where = at || "the file";
    if (typeof value === "string" && value.length > MAX_TEXT_LENGTH)
      problems.push(
        `${where}: expected text of at most ${thousands(MAX_TEXT_LENGTH)} characters, got ${thousands(value.length)}`,
      );
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_NESTING) {
      problems.push(
        `${where}: expected lists and objects nested at most ${MAX_NESTING} levels deep, got more`,
      );
      continue;
    }
    const entries = Array.isArray(value)
      ? value.map((item, i): [string, unknown] => [`${at}[${i}]`, item])
      : Object.keys(value).map((key): [string, unknown] => [member(at, key), (value as Json)[key]]);
    if (entries.length > MAX_LIST_LENGTH) {
      const what = Array.isArray(value) ? "items" : "fields";
      problems.push(
        `${where}: expected at most ${thousands(MAX_LIST_LENGTH)} ${what}, got ${thousands(entries.length)}`,
      );
      continue;
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const [path, item] = entries[i] as [string, unknown];
      stack.push([item, path, depth + 1]);
    }
  }
  return problems;
}

/**
 * The JSON Resume file at `file`, parsed, or what keeps it from being imported, as the command
 * prints it: a file that is not there ("no such file: …") or cannot be read, a folder, a file
 * over MAX_IMPORT_BYTES (measured before it is read), one that is not UTF-8 or not JSON (at its
 * line and column, as the compiler says where, with a hint), not an object, or past the limits
 * of inputProblems (each by its path).
 */
export function readJsonResumeFile(file: string): { resume: Json } | { error: string } {
  let bytes: Buffer;
  try {
    const stat = statSync(file);
    if (stat.isDirectory())
      return {
        error: `${file} is a folder with none of LinkedIn's files in it: expected a JSON Resume file, or LinkedIn's export (its .zip, or the folder it unzips to)`,
      };
    if (!stat.isFile())
      return {
        error: `${file} is not imported: expected a JSON Resume file, got ${stat.isFIFO() ? "a FIFO" : stat.isSocket() ? "a socket" : "a device"}, which is not read`,
      };
    if (stat.size > MAX_IMPORT_BYTES)
      return {
        error: `${file} is not imported: expected a JSON Resume file of at most ${megabytes(MAX_IMPORT_BYTES)}, got ${megabytes(stat.size)}`,
      };
    bytes = readFileSync(file);
  } catch (error) {
    return { error: unreadable(file, error as NodeJS.ErrnoException) };
  }
  const decoded = decodeText(file, bytes);
  if ("diagnostic" in decoded) {
    const { line, column, message, hint } = decoded.diagnostic;
    return { error: located(file, line, column, message, hint) };
  }
  let resume: unknown;
  try {
    resume = JSON.parse(decoded.text);
  } catch (error) {
    return { error: jsonSyntaxError(file, decoded.text, (error as Error).message) };
  }
  if (!isObject(resume))
    return { error: `${file} is not a JSON Resume: expected an object with basics, work, education…` };
  const problems = inputProblems(resume);
  if (problems.length > 0)
    return {
      error: `${file} is not imported: it is past the import's limits (docs/publishing.md, Limits):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    };
  return { resume };
}

/** A problem at a place in a file, as the compiler says one: "resume.json:3:5: …", and its hint. */
const located = (file: string, line: number, column: number, message: string, hint?: string) =>
  `${file}:${line}:${column}: ${message}${hint ? `\n  hint: ${hint}` : ""}`;

/** Why `file` could not be read, in plain words: "no such file: resume.json". */
function unreadable(file: string, error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT") return `no such file: ${file}`;
  if (error.code === "EACCES" || error.code === "EPERM") return `could not read ${file}: permission denied`;
  return `could not read ${file}: ${error.message}`;
}

/**
 * Where JSON.parse stopped in `text`: the offset of the first character that cannot be JSON
 * there, or the text's length when it ends too soon. Found by what JSON.parse says of the text
 * cut short, which fails only on the way out until the cut takes in the mistake (V8 gives no
 * position for an unexpected token).
 */
function jsonErrorOffset(text: string): number {
  const holdsMistake = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const message = (error as Error).message;
      if (message.startsWith("Unexpected end of JSON input")) return false;
      const position = /at position (\d+)/.exec(message)?.[1];
      return position === undefined || Number(position) < length;
    }
  };
  let [low, high] = [0, text.length];
  if (!holdsMistake(high)) return text.length;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (holdsMistake(middle)) high = middle;
    else low = middle;
  }
  return high - 1;
}

/**
 * A file that is not JSON, at the line and column where it stops being JSON, with what most
 * often puts it there: "resume.json:2:47: expected double-quoted property name" and, for a comma
 * after the last item, "hint: remove the comma before }".
 */
function jsonSyntaxError(file: string, text: string, message: string): string {
  if (text.trim() === "")
    return `${file} is empty: expected a JSON Resume, an object with basics, work, education…`;
  const offset = jsonErrorOffset(text);
  const { line, column } = lineColumn(text, offset);
  const said = message
    .replace(/,? ".*" is not valid JSON$/s, "")
    .replace(/\s+(?:in JSON\s+)?at position \d+.*$/s, "")
    .replace(/^Unexpected end of JSON input$/, "the file ends before its JSON does");
  return located(
    file,
    line,
    column,
    said.charAt(0).toLowerCase() + said.slice(1),
    jsonHint(text, offset, said),
  );
}

/** What most often makes JSON stop at `offset`, when the text there tells. */
function jsonHint(text: string, offset: number, message: string): string | undefined {
  const found = text[offset];
  const before = text.slice(0, offset).trimEnd().at(-1) ?? "";
  const word = /^[\p{L}\p{N}_$-]*/u.exec(text.slice(offset))?.[0];
  if (found === undefined)
    return message.startsWith("Unterminated string")
      ? 'a text has no closing "'
      : "a closing } or ] is missing, or the file was cut short";
  if ((found === "}" || found === "]") && before === ",")
    return `remove the comma before ${found}: JSON has none after the last item of a list or object`;
  if (found === "'") return 'JSON writes each text and key in double quotes ("…"), not single ones';
  if (found === "/" && /[/*]/.test(text[offset + 1] ?? "")) return "JSON has no comments: remove it";
  if (/[\p{L}_$]/u.test(found) && /[{,]/.test(before)) return `write the key in double quotes: "${word}"`;
  if (/[\p{L}_$]/u.test(found) && /[:[]/.test(before))
    return `write text in double quotes: "${word}" (true, false and null are JSON's only words)`;
  if (message.startsWith("Unexpected non-whitespace character after JSON"))
    return "the file goes on after its object ends: a } closes it too early, or something follows it";
  if (message.startsWith("Expected ',' or"))
    return "a comma is missing between two items, or a bracket closes too early or too late";
  return undefined;
}
