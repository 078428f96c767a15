/**
 * An owner's package.json brought up to this engine's commands (`npm run upgrade`): a script for
 * each command it lacks is added (`variants`, new in a later version), each one as the engine
 * writes it left alone, and one the owner changed kept as they wrote it, and said so. The
 * version of the engine whose commands the scripts are is kept in the package.json's
 * `folio.scripts`, so the next upgrade says which version they move from.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Refused } from "../lib/command.ts";

/** The engine's own package name: its repository runs its commands otherwise (`node bin/folio.js`), and is never upgraded. */
const ENGINE_PACKAGE = "folio-resume";

/** What the upgrade does to a project's package.json. */
export type ScriptsUpgrade = {
  /** The engine version whose commands the scripts were (`folio.scripts`); undefined when not recorded. */
  from: string | undefined;
  to: string;
  /** The scripts added, by name, in the engine's order. */
  added: string[];
  /** The owner's own scripts kept under a command's name: theirs, and the engine's. */
  kept: { name: string; theirs: string; engine: string }[];
  /** The package.json's new text; undefined when nothing changes. */
  text: string | undefined;
};

type Manifest = { name?: unknown; scripts?: unknown; folio?: unknown };

/**
 * The upgrade of the package.json in `projectDir` to the commands of the engine `version`, whose
 * scripts are `engineScripts` (its package.json's `ownerScripts`); undefined when there is none,
 * or it is the engine's own. A package.json that is not a JSON
 * object, or whose `scripts` is not one, is refused (throws Refused) at its place.
 */
export function upgradeScripts(
  projectDir: string,
  version: string,
  engineScripts: Record<string, string>,
): ScriptsUpgrade | undefined {
  const file = path.join(projectDir, "package.json");
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, "utf8");
  const manifest = parseManifest(text);
  if (manifest.name === ENGINE_PACKAGE) return undefined;
  const scripts = manifest.scripts ?? {};
  if (typeof scripts !== "object" || scripts === null || Array.isArray(scripts))
    throw new Refused(
      `package.json: expected "scripts" to be an object of npm scripts, got ${JSON.stringify(scripts)}; make it one ({}), then run npm run upgrade again`,
    );
  const own = scripts as Record<string, unknown>;
  const folio = typeof manifest.folio === "object" && manifest.folio !== null ? manifest.folio : {};
  const recorded = (folio as { scripts?: unknown }).scripts;
  const from = typeof recorded === "string" ? recorded : undefined;
  const added: string[] = [];
  const kept: ScriptsUpgrade["kept"] = [];
  const next: Record<string, unknown> = { ...own };
  for (const [name, engine] of Object.entries(engineScripts)) {
    const theirs = own[name];
    if (theirs === undefined) {
      next[name] = engine;
      added.push(name);
    } else if (theirs !== engine) kept.push({ name, theirs: String(theirs), engine });
  }
  if (added.length === 0 && from === version) return { from, to: version, added, kept, text: undefined };
  const upgraded = { ...manifest, scripts: next, folio: { ...folio, scripts: version } };
  return { from, to: version, added, kept, text: `${JSON.stringify(upgraded, null, indentOf(text))}\n` };
}

/** What the upgrade of the scripts says, a line each: what moved, from which version to which, and what it kept. */
export function scriptsReport(upgrade: ScriptsUpgrade): string[] {
  const from = upgrade.from === undefined ? "an earlier version's" : `folio-resume ${upgrade.from}'s`;
  const moved =
    upgrade.text === undefined
      ? []
      : [
          `package.json: scripts from ${from} commands to folio-resume ${upgrade.to}'s${
            upgrade.added.length > 0 ? `: added ${upgrade.added.join(", ")}` : ""
          }`,
        ];
  const kept = upgrade.kept.map(
    ({ name, theirs, engine }) =>
      `package.json: kept your script ${name}, "${theirs}", as you wrote it (folio-resume ${upgrade.to}'s is "${engine}")`,
  );
  return [...moved, ...kept];
}

/** `text`, a package.json, read as a JSON object; refused at its line and column when it is not one. */
function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    const before = text.slice(0, position).split("\n");
    const line = before.length;
    const column = (before.at(-1)?.length ?? 0) + 1;
    throw new Refused(
      `package.json:${line}:${column}: expected JSON, ${(error as Error).message.replace(/ in JSON at position \d+.*$/s, "")}; fix it (npm reads it too), then run npm run upgrade again`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Refused("package.json:1:1: expected a JSON object; fix it, then run npm run upgrade again");
  return value as Manifest;
}

/** The indentation `text` (JSON) uses: its first indented line's, else two spaces. */
function indentOf(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
}
