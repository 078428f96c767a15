/**
 * `npm run upgrade`: content written for an earlier version of the engine, rewritten for this
 * one, after `npm install folio-resume@latest`. Each field a version moved is moved
 * (scripts/upgrade/migrate.ts), the owner's comments, order and quoting kept, and the editor
 * schemas in content/schemas/ are brought up to date. The files it changes are set aside first,
 * in content/.replaced/<date and time>/, as `new` and `import` do; it writes the whole change or
 * nothing. With --check it only says what it would change.
 *
 *   upgrade [--content DIR] [--check]
 *
 * Exit codes: 0 upgraded (or nothing to change), 1 refused, or with --check something to
 * change, 2 usage.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPLACED_DIR, SCHEMAS_DIR } from "../compiler/content-files.ts";
import { jsonSchemaFiles } from "../compiler/schema/json-schema.ts";
import { filesIn, refuseContentFolder, refuseLinks } from "../content/content-folder.ts";
import type { ContentTree } from "../content/content-tree.ts";
import { recoverStoppedWrites } from "../content/stopped-writes.ts";
import { commandLine, reportSetAside, writeTree } from "../content/write-tree.ts";
import { parseOptions } from "../lib/command.ts";
import { engineVersion } from "../lib/engine.ts";
import { type Change, migrateFile } from "../upgrade/migrate.ts";

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
  const { tree, changes, schemas } = upgraded(contentDir);
  const version = engineVersion();
  for (const { file, from, to, version: since } of changes)
    console.log(`${file}: ${from} → ${to} (moved in ${since})`);
  if (schemas.length > 0) console.log(`${SCHEMAS_DIR}/: ${schemas.length} editor schemas brought up to date`);
  if (tree.size === 0) {
    console.log(`the content is written for folio-resume ${version}: nothing to change`);
    return 0;
  }
  if (values.check) {
    console.error("npm run upgrade makes these changes");
    return 1;
  }
  const aside = writeTree(contentDir, tree, { command: commandLine("upgrade", argv) });
  reportSetAside(aside);
  console.log(`the content is upgraded for folio-resume ${version}: npm run validate checks it`);
  return 0;
}

/** Whether upgrade reads a file of the content (relative, with `/`) for fields to move: YAML and Markdown. */
const isMigrated = (file: string) => /\.(ya?ml|md)$/.test(file);

/** The files of `contentDir` that change for this version, with the changes and the stale editor schemas. */
function upgraded(contentDir: string): { tree: ContentTree; changes: Change[]; schemas: string[] } {
  const tree: ContentTree = new Map();
  const changes: Change[] = [];
  for (const file of filesIn(contentDir).filter(isMigrated)) {
    const text = readFileSync(path.join(contentDir, file), "utf8");
    const migrated = migrateFile(file, text);
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
  return { tree, changes, schemas };
}
