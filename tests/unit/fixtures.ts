import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const FIXTURES = path.resolve(import.meta.dirname, "../fixtures");

/**
 * A content tree for a scenario: the valid-minimal site with the scenario's files laid over
 * it, in a fresh temporary folder. Each broken fixture holds only the files it breaks.
 */
export function contentTree(scenario: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `content-${scenario}-`));
  cpSync(path.join(FIXTURES, "valid-minimal"), dir, { recursive: true });
  if (scenario !== "valid-minimal") cpSync(path.join(FIXTURES, scenario), dir, { recursive: true });
  return dir;
}

/** A diagnostic as the compiler tests expect it: where, which field, what (the hint aside). */
export const at = (file: string, line: number, column: number, path: string, message: string) => ({
  file,
  line,
  column,
  path,
  message,
});
