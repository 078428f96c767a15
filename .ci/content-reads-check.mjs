/**
 * Reads what `.ci/content-reads.mjs` recorded during the test line and fails when a process
 * other than the owner's content commands read a file of content/: the product's tests must
 * pass with any owner's content, so they may not look at it. The content commands are the
 * ones whose job is that content: `npm run validate`, `npm run schema -- --check`, which
 * compares content/schemas/ with the schema, and `new --sample`, which copies it.
 */
import { existsSync, readFileSync } from "node:fs";

const log = process.argv[2];
const CONTENT_COMMANDS =
  /\b(scripts\/commands\/cli\.ts (validate|build|schema)|bin\/folio\.js (validate|schema|new --sample))\b/;
/**
 * Reading a file's bytes. Listings and lookups are counted but allowed: the image cache asks
 * whether the files it once made variants of are still there, whichever folder they were in.
 */
const READS = /^(open|openSync|readFile|readFileSync|createReadStream)$/;

const accesses = existsSync(log)
  ? readFileSync(log, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const owners = accesses.filter((access) => CONTENT_COMMANDS.test(access.command));
const others = accesses.filter((access) => !CONTENT_COMMANDS.test(access.command));
const reads = others.filter((access) => READS.test(access.operation));
console.log(
  `content/ reads: ${owners.length} by the content commands, ${others.length - reads.length} listings or lookups by other processes, ${reads.length} reads by the product's tests`,
);
if (owners.length === 0) {
  console.error("no content command was recorded: the recording did not run (NODE_OPTIONS?)");
  process.exit(1);
}
if (reads.length) {
  const byCommand = new Map();
  for (const access of reads)
    byCommand.set(access.command, [...(byCommand.get(access.command) ?? []), access]);
  for (const [command, list] of byCommand) {
    console.error(`\n${command}\n${list.map((access) => `  ${access.operation} ${access.file}`).join("\n")}`);
  }
  console.error("\nthe product's tests read the owner's content/: use a fixture in tests/fixtures/ instead");
  process.exit(1);
}
