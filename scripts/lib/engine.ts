/**
 * The engine itself: its folder (index.html, src/, the sample content) and its version, read
 * from its own package.json. The engine only reads its folder; it may be read-only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The engine's folder: where its package.json, index.html and src/ are. */
export const ENGINE_DIR = path.resolve(import.meta.dirname, "../..");

/**
 * The engine package's name, version and the npm scripts an owner's package.json holds (one per
 * command, `ownerScripts`: see ownerScripts in scripts/commands/folio.ts), as its package.json
 * gives them.
 */
export function enginePackage(): { name: string; version: string; ownerScripts: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(ENGINE_DIR, "package.json"), "utf8"));
}

/** The engine's version, e.g. `0.2.0`. */
export const engineVersion = () => enginePackage().version;
