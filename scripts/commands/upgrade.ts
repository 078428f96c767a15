/**
 * `npm run upgrade`: content written for an earlier version of the engine, rewritten for this
 * one, after `npm install folio-resume@latest`. Each field a version moved is moved
 * (scripts/upgrade/migrate.ts), the owner's comments, order and quoting kept, and the editor
 * schemas in content/schemas/ are brought up to date, and so are the project's package.json's
 * scripts: one for each of this version's commands, the owner's own changes kept and named
 * (scripts/upgrade/package-scripts.ts). The content files it changes are set aside first,
 * in content/.replaced/<date and time>/, as `new` and `import` do; it writes the whole change or
 * nothing. With --check it only says what it would change.
 *
 *   upgrade [--content DIR] [--check]
 *
 * It reads each file as the compiler does (its limits, its located errors) and refuses content
 * it cannot read, naming where: whether a field is to move is not known then.
 *
 * Exit codes: 0 upgraded (or nothing to change), 1 refused, or with --check something to
 * change, 2 usage.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { REPLACED_DIR, SCHEMAS_DIR } from "../compiler/content-files.ts";
import { type Diagnostic, formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import { jsonSchemaFiles } from "../compiler/schema/json-schema.ts";
import { MAX_FILE_BYTES, megabytes } from "../compiler/schema/limits.ts";
import { at, decodeText } from "../compiler/yaml/text.ts";
import { filesIn, refuseContentFolder, refuseLinks } from "../content/content-folder.ts";
import type { ContentTree } from "../content/content-tree.ts";
import { recoverStoppedWrites } from "../content/stopped-writes.ts";
import { commandLine, reportSetAside, writeTree } from "../content/write-tree.ts";
import { parseOptions, Refused } from "../lib/command.ts";
import { enginePackage } from "../lib/engine.ts";
import { writeFileAtomically } from "../lib/safe-output.ts";
import { type Change, migrateFile } from "../upgrade/migrate.ts";
import { scriptsReport, upgradeScripts } from "../upgrade/package-scripts.ts";

const USAGE = "usage: npm run upgrade -- [--content DIR] [--check]";

export function main(argv: string[]): number {
  const values = parseOptions(argv, { content: { type: "string" }, check: { type: "boolean" } }, USAGE);
  if (!values) return 2;
  const contentDir = values.content ?? "content";
  refuseContentFolder(contentDir);
  if (!existsSync(contentDir)) {
    console.error(`there is no content folder ${contentDir}: npm run new starts one\n${USAGE}`);
    return 2;
  }
  // What it reads, what it may write and where it sets aside: never through a link.
  refuseLinks(
    contentDir,
    [
      ...filesIn(contentDir).filter(isMigrated),
      ...Object.keys(jsonSchemaFiles()).map((name) => `${SCHEMAS_DIR}/${name}`),
      REPLACED_DIR,
    ],
    "npm run upgrade",
  );
  if (!values.check) recoverStoppedWrites(contentDir);
  const { tree, changes, schemas, diagnostics } = upgraded(contentDir);
  if (diagnostics.length > 0) {
    console.error(formatHuman(diagnostics, { colour: false }));
    throw new Refused(
      "not upgraded, nothing changed: npm run upgrade moves fields only in files it can read whole and that read the same once moved; fix each, then run it again",
    );
  }
  const { version, ownerScripts } = enginePackage();
  // The project's package.json, the folder the command runs in: its scripts brought up to this version's commands.
  const scripts = upgradeScripts(process.cwd(), version, ownerScripts);
  for (const { file, from, to, version: since } of changes)
    console.log(`${file}: ${from} → ${to} (moved in ${since})`);
  if (schemas.length > 0) console.log(`${SCHEMAS_DIR}/: ${schemas.length} editor schemas brought up to date`);
  for (const line of scripts ? scriptsReport(scripts) : []) console.log(line);
  const scriptsChange = scripts?.text;
  if (tree.size === 0 && scriptsChange === undefined) {
    console.log(`the content is written for folio-resume ${version}: nothing to change`);
    return 0;
  }
  if (values.check) {
    const content =
      tree.size > 0 ? writtenFor(changes, version) : `the content is written for folio-resume ${version}`;
    console.error(`${content}: npm run upgrade makes these changes`);
    return 1;
  }
  if (tree.size > 0) {
    const aside = writeTree(contentDir, tree, { command: commandLine("upgrade", argv) });
    reportSetAside(aside);
  }
  if (scriptsChange !== undefined) writeFileAtomically("package.json", scriptsChange);
  console.log(
    tree.size > 0
      ? `the content is upgraded for folio-resume ${version}: npm run validate checks it`
      : `the content is written for folio-resume ${version}; package.json's scripts are upgraded`,
  );
  return 0;
}

/** Whether upgrade reads a file of the content (relative, with `/`) for fields to move: YAML and Markdown. */
const isMigrated = (file: string) => /\.(ya?ml|md)$/.test(file);

/**
 * What the content is written for and what the engine is, as --check says it: the content is
 * written for a version before the earliest that moved one of its fields, or only its editor
 * schemas are another version's.
 */
function writtenFor(changes: readonly Change[], version: string): string {
  const versions = changes.map((change) => change.version);
  const [earliest] = versions.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return earliest === undefined
    ? `the editor schemas in ${SCHEMAS_DIR}/ are another version's than folio-resume ${version}'s`
    : `the content is written for a version of folio-resume before ${earliest}; this one is ${version}`;
}

/**
 * The files of `contentDir` that change for this version, with the changes and the stale editor
 * schemas; or, for the files that cannot be read, why, located.
 */
function upgraded(contentDir: string): {
  tree: ContentTree;
  changes: Change[];
  schemas: string[];
  diagnostics: Diagnostic[];
} {
  const tree: ContentTree = new Map();
  const changes: Change[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of filesIn(contentDir).filter(isMigrated)) {
    const read = readContentFile(contentDir, file);
    if ("diagnostic" in read) {
      diagnostics.push(read.diagnostic);
      continue;
    }
    const migrated = migrateFile(file, read.text, path.join(contentDir, file));
    diagnostics.push(...migrated.diagnostics);
    if (migrated.changes.length === 0) continue;
    tree.set(file, migrated.text);
    changes.push(...migrated.changes);
  }
  const schemas: string[] = [];
  // Only a folder that has them: content kept without editor schemas is left without.
  if (existsSync(path.join(contentDir, SCHEMAS_DIR))) {
    for (const [name, json] of Object.entries(jsonSchemaFiles())) {
      const file = path.join(contentDir, SCHEMAS_DIR, name);
      if (existsSync(file) && readFileSync(file, "utf8") === json) continue;
      tree.set(`${SCHEMAS_DIR}/${name}`, json);
      schemas.push(name);
    }
  }
  return { tree, changes, schemas, diagnostics };
}

/**
 * A content file's text as it is, byte order mark and line endings kept, once it is found to be
 * UTF-8 within MAX_FILE_BYTES (as the compiler reads it); or why not, at the file.
 */
function readContentFile(contentDir: string, file: string): { text: string } | { diagnostic: Diagnostic } {
  const display = path.join(contentDir, file);
  let bytes: Buffer;
  try {
    // Measured before it is read: a file far past the limit is never held in memory.
    const size = statSync(display).size;
    if (size > MAX_FILE_BYTES)
      return {
        diagnostic: at(
          display,
          1,
          1,
          `expected a content file of at most ${megabytes(MAX_FILE_BYTES)}, got ${megabytes(size)}`,
          "content files hold text: shorten it, or split a long text into several entries",
        ),
      };
    bytes = readFileSync(display);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return {
      diagnostic: at(
        display,
        1,
        1,
        `the file cannot be read (${code})`,
        "give yourself the right to read it (and to write it), then run npm run upgrade again",
      ),
    };
  }
  const decoded = decodeText(display, bytes);
  return "diagnostic" in decoded ? decoded : { text: bytes.toString("utf8") };
}
