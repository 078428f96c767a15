import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { writeFileAtomically } from "../lib/safe-output.ts";

/**
 * Writes the compiled content to `outFile`, the one file the site imports (through the
 * `@generated` alias): in full beside it, then renamed onto it, so a compile killed or failed
 * at any moment leaves the last good content whole. Returns false when the file already held
 * exactly this content, which is then not written again (the dev server's watcher sees no change).
 */
export function writeContent(outFile: string, content: SiteContent): boolean {
  const json = `${JSON.stringify(content, null, 2)}\n`;
  try {
    if (readFileSync(outFile, "utf8") === json) return false;
  } catch {
    // Not written yet.
  }
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileAtomically(outFile, json);
  return true;
}
