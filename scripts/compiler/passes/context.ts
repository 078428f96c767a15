/**
 * What every pass of the compiler shares: where the content is, how a file's name is shown,
 * and the diagnostics collected for the whole tree in one run.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import type { CompileMemo } from "../compile-memo.ts";
import { type Diagnostic, placeOf } from "../diagnostics/diagnostics.ts";
import type { LoadedFile } from "../yaml/source.ts";

export type CompileContext = {
  contentDir: string;
  /** Placeholders are errors, not warnings. */
  strict: boolean;
  /**
   * The languages whose text left untranslated, or written in another language, is an error
   * under `strict` (site.yaml's strictTranslations; see reportText in site-languages.ts).
   */
  heldLanguages: ReadonlySet<string>;
  /** A path as diagnostics show it: relative to the working folder, with `/`. */
  display(absolute: string): string;
  /** What a dev server's compiles before this one read and judged (compile-memo.ts); none in a build. */
  memo?: CompileMemo;
  /** Whether a path leads out of the content folder (a link to a file elsewhere). */
  outside(absolute: string): boolean;
  /** Problems that stop the compile. */
  diagnostics: Diagnostic[];
  /** What builds but deserves a look: placeholders, an address that is not https:. */
  warnings: Diagnostic[];
  /** An error at a field of a loaded file; with `key`, at that key's name in the mapping there. */
  report(
    source: LoadedFile,
    fieldPath: readonly PropertyKey[],
    message: string,
    hint?: string,
    key?: string,
  ): void;
  /** A warning at a field of a loaded file; with `key`, at that key's name in the mapping there. */
  warn(
    source: LoadedFile,
    fieldPath: readonly PropertyKey[],
    message: string,
    hint: string,
    key?: string,
  ): void;
};

/** The context of one compile of `contentDir`, which must exist. */
export function compileContext(options: {
  contentDir: string;
  cwd: string;
  strict: boolean;
  heldLanguages?: ReadonlySet<string>;
  memo?: CompileMemo;
}): CompileContext {
  const { contentDir, cwd, strict, heldLanguages = new Set(), memo } = options;
  const diagnostics: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const at = (source: LoadedFile, fieldPath: readonly PropertyKey[], key?: string) =>
    key === undefined
      ? placeOf(source.file, fieldPath, source.locate(fieldPath))
      : placeOf(source.file, [...fieldPath, key], source.locate(fieldPath, { key }));
  // Links may point anywhere; only what lies inside the content folder is content.
  const contentRoot = realpathSync(contentDir);
  return {
    contentDir,
    strict,
    heldLanguages,
    ...(memo ? { memo } : {}),
    display: (absolute) => path.relative(cwd, absolute).split(path.sep).join("/"),
    outside(absolute) {
      let real: string;
      try {
        real = realpathSync(absolute);
      } catch {
        return false; // missing: reported as such by whoever reads it
      }
      return real !== contentRoot && !real.startsWith(contentRoot + path.sep);
    },
    diagnostics,
    warnings,
    report(source, fieldPath, message, hint, key) {
      diagnostics.push({ ...at(source, fieldPath, key), message, ...(hint ? { hint } : {}) });
    },
    warn(source, fieldPath, message, hint, key) {
      warnings.push({ ...at(source, fieldPath, key), message, hint, severity: "warning" });
    },
  };
}

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}
