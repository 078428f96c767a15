import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteContent } from "./compiled.ts";

export const DEFAULT_CONTENT_DIR = "content";
export const DEFAULT_OUT_FILE = "src/generated/content.json";

/**
 * Writes the compiled content atomically (a temporary file, then a rename), so a reader
 * never sees half a file. Returns false when the file already held exactly this content.
 */
export function writeContent(outFile: string, content: SiteContent): boolean {
  const json = `${JSON.stringify(content, null, 2)}\n`;
  try {
    if (readFileSync(outFile, "utf8") === json) return false;
  } catch {
    // Not written yet.
  }
  mkdirSync(path.dirname(outFile), { recursive: true });
  const temporary = `${outFile}.${process.pid}.tmp`;
  writeFileSync(temporary, json);
  renameSync(temporary, outFile);
  return true;
}
