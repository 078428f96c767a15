/**
 * Diagnostics are data: where (file, line, column, field path) and what (message, hint).
 * One run collects every problem in the content tree; one formatter prints them.
 */
import { lstatSync, readFileSync } from "node:fs";
import path from "node:path";
import stringWidth from "string-width";

export type Diagnostic = {
  /** Path as printed, relative to the working directory (e.g. content/education.yaml). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** Field path inside the file, e.g. education[1].gpa; empty for the whole file. */
  path: string;
  message: string;
  hint?: string;
  /** A warning does not stop the build (see compileContent's `strict`); absent for errors. */
  severity?: "warning";
};

export const isError = (d: Diagnostic) => d.severity !== "warning";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 errors, 1 warning in content" */
export function countLine(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter(isError).length;
  const warnings = diagnostics.length - errors;
  const parts = [
    errors > 0 || warnings === 0 ? plural(errors, "error") : "",
    warnings > 0 ? plural(warnings, "warning") : "",
  ];
  return `${parts.filter(Boolean).join(", ")} in content`;
}

/**
 * The errors, then the warnings, each in the order given: what stops the build comes first,
 * never buried among placeholders still to fill in. `warningsHeading` ("19 warnings") is set
 * when both are present, to head the warnings below the errors.
 */
export function errorsFirst(diagnostics: readonly Diagnostic[]): {
  errors: Diagnostic[];
  warnings: Diagnostic[];
  warningsHeading?: string;
} {
  const errors = diagnostics.filter(isError);
  const warnings = diagnostics.filter((d) => !isError(d));
  return {
    errors,
    warnings,
    ...(errors.length > 0 && warnings.length > 0
      ? { warningsHeading: plural(warnings.length, "warning") }
      : {}),
  };
}

/** education[1].gpa from ["education", 1, "gpa"]. */
/**
 * The place of a diagnostic at `fieldPath` of the file `file`, from where `locate` found it: in
 * that file, or in the translation that gives the field.
 */
export function placeOf(
  file: string,
  fieldPath: readonly PropertyKey[],
  location: { line: number; column: number; file?: string; path?: readonly PropertyKey[] },
): { file: string; line: number; column: number; path: string } {
  return {
    file: location.file ?? file,
    line: location.line,
    column: location.column,
    path: formatPath(location.path ?? fieldPath),
  };
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out;
}

const CONTEXT_LINES = 2;

type Colours = {
  red: (s: string) => string;
  yellow: (s: string) => string;
  dim: (s: string) => string;
  bold: (s: string) => string;
  cyan: (s: string) => string;
};

const ansi = (code: number) => (s: string) => `\u001b[${code}m${s}\u001b[0m`;
const plain = (s: string) => s;

/** How many characters of a line a code frame shows: a window around the column, cut with "…". */
const FRAME_WIDTH = 100;

/** `line` as the frame shows it: the `width` characters from `start`, "…" where it is cut. */
function windowOf(line: string, start: number, width: number): string {
  if (start === 0 && line.length <= width) return line;
  const shown = line.slice(start, start + width);
  return `${start > 0 && line.length > 0 ? "…" : ""}${shown}${line.length > start + width ? "…" : ""}`;
}

/**
 * What goes before the caret under column `column` of `line`, shown from `start`: as wide, in a
 * terminal's columns, as what the frame prints before that character. A wide character (kanji,
 * kana, hangul, full-width punctuation, most emoji) takes two columns, a combining mark none,
 * and a tab stays a tab, so the caret lands under the character whatever the script.
 */
function caretIndent(line: string, start: number, column: number): string {
  const before = `${start > 0 ? "…" : ""}${line.slice(start, Math.max(start, column - 1))}`;
  return before
    .split("\t")
    .map((part) => " ".repeat(stringWidth(part)))
    .join("\t");
}

/**
 * A code frame: the offending line with two lines around it and a caret under the column.
 * Lines longer than FRAME_WIDTH show the same window of columns, around the caret.
 */
export function codeFrame(
  source: string | readonly string[],
  line: number,
  column: number,
  colours: Colours,
): string {
  const lines = typeof source === "string" ? source.split(/\r?\n/) : source;
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(lines.length, line + CONTEXT_LINES);
  const width = String(last).length;
  const long = lines.slice(first - 1, last).some((text) => text.length > FRAME_WIDTH);
  const start = long ? Math.max(0, column - 1 - Math.floor(FRAME_WIDTH / 2)) : 0;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? colours.red(">") : " ";
    const gutter = colours.dim(`${String(n).padStart(width)} |`);
    const text = lines[n - 1] ?? "";
    out.push(`${marker} ${gutter} ${long ? windowOf(text, start, FRAME_WIDTH) : text}`.trimEnd());
    if (n === line) {
      out.push(
        `  ${colours.dim(`${" ".repeat(width)} |`)} ${caretIndent(text, start, column)}${colours.red("^")}`,
      );
    }
  }
  return out.join("\n");
}

/**
 * The text of a file to quote, or undefined. Never through a link (the file, or a folder on
 * the way to it from `root`): a link may point at anything, and a frame would print it. Never
 * anything but a regular file: a FIFO would hold the command forever when opened.
 */
export function readSource(root: string, file: string): string | undefined {
  let at = root;
  for (const part of path.relative(root, path.resolve(root, file)).split(path.sep)) {
    at = path.join(at, part);
    if (part === "..") continue;
    try {
      if (lstatSync(at).isSymbolicLink()) return undefined;
    } catch {
      return undefined;
    }
  }
  try {
    return lstatSync(at).isFile() ? readFileSync(at, "utf8") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Human output, like a compiler's: location, message, hint, code frame; the errors first, then
 * the warnings under a heading of their count, and the counts of both at the end.
 */
export function formatHuman(
  diagnostics: readonly Diagnostic[],
  options: {
    colour: boolean;
    cwd?: string;
    /** How a file's text is read for its code frames (the file system's, by default). */
    read?: (root: string, file: string) => string | undefined;
    /**
     * The warnings summed up (the dev server's terminal): their count and the first this many,
     * a line each, without hints or code frames. All of them in full by default.
     */
    warningsListed?: number;
  },
): string {
  const c: Colours = options.colour
    ? { red: ansi(31), yellow: ansi(33), dim: ansi(2), bold: ansi(1), cyan: ansi(36) }
    : { red: plain, yellow: plain, dim: plain, bold: plain, cyan: plain };
  const root = path.resolve(options.cwd ?? ".");
  const read = options.read ?? readSource;
  /** Each file read once, however many diagnostics it has: its lines, or undefined when not quoted. */
  const sources = new Map<string, string[] | undefined>();
  const linesOf = (file: string) => {
    if (!sources.has(file)) {
      const source = read(root, file);
      sources.set(file, source !== undefined && isPrintable(source) ? source.split(/\r?\n/) : undefined);
    }
    return sources.get(file);
  };
  const block = (d: Diagnostic) => {
    const where = `${d.file}:${d.line}:${d.column}`;
    const field = d.path ? `${d.path}: ` : "";
    const severity = isError(d) ? c.red("error") : c.yellow("warning");
    const lines = [`${c.bold(where)} ${severity} ${field}${d.message}`];
    if (d.hint) lines.push(`  ${c.cyan("hint:")} ${d.hint}`);
    const source = linesOf(d.file);
    if (source !== undefined) lines.push(codeFrame(source, d.line, d.column, c));
    return lines.join("\n");
  };
  const { errors, warnings, warningsHeading } = errorsFirst(diagnostics);
  const blocks =
    options.warningsListed === undefined
      ? [
          ...errors.map(block),
          ...(warningsHeading ? [c.yellow(c.bold(`${warningsHeading}:`))] : []),
          ...warnings.map(block),
        ]
      : [...errors.map(block), ...warningsSummed(warnings, options.warningsListed, c)];
  const colour = errors.length > 0 ? c.red : c.yellow;
  blocks.push(colour(countLine(diagnostics)));
  return blocks.join("\n\n");
}

/**
 * The warnings summed up: "12 warnings, the first 5:", one line each (where and what), and how
 * many more `npm run validate` lists; nothing when there are none.
 */
function warningsSummed(warnings: readonly Diagnostic[], listed: number, c: Colours): string[] {
  if (warnings.length === 0) return [];
  const shown = warnings.slice(0, listed);
  const more = warnings.length - shown.length;
  const heading = `${plural(warnings.length, "warning")}${more > 0 ? `, the first ${shown.length}` : ""}:`;
  const lines = shown.map(
    (d) =>
      `${c.yellow("warning")} ${d.file}:${d.line}:${d.column} ${d.path ? `${d.path}: ` : ""}${d.message}`,
  );
  if (more > 0) lines.push(c.dim(`… and ${more} more: npm run validate lists them all`));
  return [`${c.yellow(c.bold(heading))}\n${lines.join("\n")}`];
}

/** GitHub Actions workflow commands: each diagnostic annotates its line in the pull request. */
export function formatGithub(diagnostics: readonly Diagnostic[]): string {
  const escapeData = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const escapeProperty = (s: string) => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
  return diagnostics
    .map((d) => {
      const kind = isError(d) ? "error" : "warning";
      const title = escapeProperty(d.path ? `content ${kind} in ${d.path}` : `content ${kind}`);
      const message = escapeData(d.hint ? `${d.message} (hint: ${d.hint})` : d.message);
      return `::${kind} file=${escapeProperty(d.file)},line=${d.line},col=${d.column},title=${title}::${message}`;
    })
    .join("\n");
}

function isPrintable(source: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary content is the point
  return !/[\u0000-\u0008\u000e-\u001f]/.test(source);
}

/** A one-line summary for tools that show a single message (Vite's overlay, errors), marked "error" or "warning". */
export function formatOneLine(d: Diagnostic): string {
  return `${isError(d) ? "error" : "warning"} ${d.file}:${d.line}:${d.column} ${d.path ? `${d.path}: ` : ""}${d.message}${d.hint ? ` (hint: ${d.hint})` : ""}`;
}
