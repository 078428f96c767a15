import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RouteContent, SiteContent } from "../../src/compiled-content.ts";

export const DEFAULT_CONTENT_DIR = "content";
export const DEFAULT_OUT_FILE = "src/generated/content.json";

/**
 * Writes the compiled content to `outFile`, and beside it one file per route
 * (`content-resume.json`, …: see splitContent) so each route's chunk carries only its own
 * content. Returns false when the files already held exactly this content.
 */
export function writeContent(outFile: string, content: SiteContent): boolean {
  let changed = writeJson(outFile, content);
  for (const [route, part] of Object.entries(splitContent(content))) {
    changed = writeJson(path.join(path.dirname(outFile), `content-${route}.json`), part) || changed;
  }
  return changed;
}

/** Atomically (a temporary file, then a rename), so a reader never sees half a file. */
function writeJson(outFile: string, value: unknown): boolean {
  const json = `${JSON.stringify(value, null, 2)}\n`;
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

export function splitContent({ profile, experience, education, projects, about }: SiteContent): RouteContent {
  return { resume: { profile, experience, education }, projects: { projects }, about: { about } };
}
