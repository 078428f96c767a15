/**
 * What the content plugin says of a compile, in the terminal, in a build's error and in Vite's
 * overlay: the diagnostics of broken content, the warnings' count, the files a compile after
 * changes was for, and a folder of the content that cannot be watched.
 */
import path from "node:path";
import type { ErrorPayload, ViteDevServer } from "vite";
import type { CompileResult } from "../compiler/compile.ts";
import {
  countLine,
  type Diagnostic,
  errorsFirst,
  formatHuman,
  formatOneLine,
} from "../compiler/diagnostics/diagnostics.ts";
import type { Compiled, ContentCompiler } from "./content-compiler.ts";

/**
 * The build's failure on invalid content: its `report` is the compiler's diagnostics, formatted,
 * which `npm run build` prints as they are. The bundler hands on a plugin's error as a plain
 * one, so the build asks the content plugin for this one (ContentPluginApi's `invalid`).
 */
export class ContentInvalid extends Error {
  constructor(readonly report: string) {
    super(`content is invalid\n\n${report}`);
    this.name = "ContentInvalid";
    // The diagnostics are the whole message; a stack trace would only hide them.
    this.stack = "";
  }
}

/**
 * What the first compile of a build or a dev server says: the content's warnings; for broken
 * content, its diagnostics, as a warning in the dev server (which starts anyway with the last
 * good content; the overlay shows why) and as the error that fails a build. The dev server sums
 * the warnings up (WARNINGS_LISTED); a build prints each in full.
 */
export function firstCompileReport(
  result: CompileResult,
  watchMode: boolean,
  root: string,
): { warning?: string; error?: ContentInvalid } {
  const format = (diagnostics: readonly Diagnostic[]) =>
    formatHuman(diagnostics, {
      colour: false,
      cwd: root,
      ...(watchMode ? { warningsListed: WARNINGS_LISTED } : {}),
    });
  if (result.ok) return result.warnings.length > 0 ? { warning: format(result.warnings) } : {};
  const diagnostics = format(result.diagnostics);
  if (watchMode) return { warning: diagnostics };
  return { error: new ContentInvalid(diagnostics) };
}

/**
 * How many warnings the dev server's terminal lists, a line each, after the errors and their
 * code frames: a starter's dozens of placeholders would push the errors out of sight.
 * `npm run validate` lists them all.
 */
export const WARNINGS_LISTED = 5;

/** What the terminal and the overlay say of a folder of the content that cannot be watched. */
export function watchFailure(
  root: string,
  [folder, error]: [string, Error],
  checkMs: number,
): ErrorPayload["err"] {
  const every = checkMs >= 1000 ? `${checkMs / 1000} s` : `${checkMs} ms`;
  const reason = error.message.replaceAll(root + path.sep, "");
  return {
    message: `${path.relative(root, folder) || "."} cannot be watched (${reason}): its changes are found by a check of the content every ${every} instead, and compiled then`,
    stack: "",
    plugin: "content",
  };
}

/**
 * Tells the terminal and the open page what a compile after changes gave: the files it
 * compiled for, and the warnings' count; or the diagnostics, in the terminal and the overlay.
 */
export function reportRecompile(
  server: ViteDevServer,
  compiler: ContentCompiler,
  {
    result,
    changed,
    files,
    wasBroken,
    root,
  }: Compiled & { files: string[]; wasBroken: boolean; root: string },
): void {
  const { logger } = server.config;
  if (!result.ok) {
    logger.error(
      formatHuman(result.diagnostics, { colour: true, cwd: root, warningsListed: WARNINGS_LISTED }),
      {
        timestamp: true,
      },
    );
    server.ws.send({ type: "error", err: overlayError(result.diagnostics, root) });
    return;
  }
  const warnings = result.warnings.length
    ? ` (${countLine(result.warnings)}; npm run validate lists them)`
    : "";
  logger.info(`content compiled: ${changesLine(files.map((file) => path.relative(root, file)))}${warnings}`, {
    timestamp: true,
  });
  // New JSON reaches the page as a hot update, which also clears the overlay. The page
  // reloads only to fetch an image that changed under the same address, or to clear the
  // overlay when the fix gives back the last good content, which no update carries.
  const shown = new Set(compiler.assets.values());
  const imageChanged = files.some((file) => shown.has(file));
  if (imageChanged || (wasBroken && !changed)) server.ws.send({ type: "full-reload" });
}

/**
 * Tells the terminal what the checks left for after the update (the texts' languages) found, once
 * they end: each warning they added, a line each (the first WARNINGS_LISTED), or that they found
 * nothing. Should they find an error (they are left for later only where they cannot), it is
 * said as a compile's error is, in the terminal and the overlay.
 */
export function reportChecked(
  server: ViteDevServer,
  { before, checked, root }: { before: CompileResult; checked: CompileResult; root: string },
): void {
  const { logger } = server.config;
  if (!checked.ok) {
    logger.error(
      formatHuman(checked.diagnostics, { colour: true, cwd: root, warningsListed: WARNINGS_LISTED }),
      { timestamp: true },
    );
    server.ws.send({ type: "error", err: overlayError(checked.diagnostics, root) });
    return;
  }
  const key = ({ file, line, column, message }: Diagnostic) => `${file}:${line}:${column}:${message}`;
  const known = new Set((before.ok ? before.warnings : []).map(key));
  const found = checked.warnings.filter((warning) => !known.has(key(warning)));
  const listed = found.slice(0, WARNINGS_LISTED).map((warning) => `\n  ${formatOneLine(warning)}`);
  const more = found.length > WARNINGS_LISTED ? `\n  … and ${found.length - WARNINGS_LISTED} more` : "";
  const what =
    found.length === 0
      ? "nothing to say"
      : `${countLine(found).replace(/ in content$/, "")} (npm run validate lists them)${listed.join("")}${more}`;
  logger.info(`content checked: the texts' languages, ${what}`, { timestamp: true });
}

/** "content/profile.yaml", or "23 files: content/profile.yaml, content/experience.yaml and 21 more". */
function changesLine(files: readonly string[]): string {
  const shown = 2;
  if (files.length <= 1) return files[0] ?? "";
  const more = files.length > shown ? ` and ${files.length - shown} more` : "";
  return `${files.length} files: ${files.slice(0, shown).join(", ")}${more}`;
}

/**
 * What Vite's error overlay shows for invalid content: the counts, each error marked "error",
 * then the warnings (placeholders still to fill in) below them under their count ("19
 * warnings"), each marked "warning"; the frame holds the terminal's text, code frames
 * included. The overlay points its editor link at the first error.
 */
export function overlayError(diagnostics: readonly Diagnostic[], root: string): ErrorPayload["err"] {
  const { errors, warnings, warningsHeading } = errorsFirst(diagnostics);
  const first = errors[0] ?? warnings[0];
  const list = [
    errors.map(formatOneLine),
    [...(warningsHeading ? [`${warningsHeading}:`] : []), ...warnings.map(formatOneLine)],
  ].filter((lines) => lines.length > 0);
  return {
    message: `${countLine(diagnostics)}\n\n${list.map((lines) => lines.join("\n")).join("\n\n")}`,
    stack: "",
    plugin: "content",
    ...(first
      ? {
          id: path.resolve(root, first.file),
          loc: { file: path.resolve(root, first.file), line: first.line, column: first.column },
        }
      : {}),
    frame: formatHuman(diagnostics, { colour: false, cwd: root }),
  };
}
