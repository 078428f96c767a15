/**
 * `npm run corpus`: real public resumes the owner's whole way, unchanged. Each JSON Resume file
 * of tests/fixtures/json-resume-real/ (public resume.json files, names, contacts and addresses
 * replaced by invented ones) is imported as `npm run import` does, built with placeholders
 * refused (`npm run build` with CI set), printed (`npm run pdf`) and held to the owner's check
 * (`npm run check`), each in a temporary folder; the step each one fails at is printed with
 * what it said, then the figure: "N of M pass import → build → pdf → check". A report, run by
 * hand: a run takes about two minutes a file on two cores.
 *
 *   corpus [--only resume-07] [--no-check]
 *
 * Exit codes: 0 every file passed, 1 one failed, 2 usage.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeTree } from "../content/write-tree.ts";
import { importJsonResume } from "../interop/import.ts";
import { parseOptions, runAsCommand } from "../lib/command.ts";
import { buildSite } from "../publish/build.ts";

const USAGE = "usage: npm run corpus -- [--only NAME] [--no-check]";

const CORPUS = path.join(import.meta.dirname, "../../tests/fixtures/json-resume-real");
const FOLIO = path.join(import.meta.dirname, "../../bin/folio.js");

/** The step a file failed at, and the last lines of what it said; undefined when it passed. */
type Outcome = { step: string; said: string } | undefined;

/** The last lines of a command's output: where its failures are named. */
const tail = (text: string, lines = 25) => text.trim().split("\n").slice(-lines).join("\n");

/** One of the engine's commands, as an owner's `npm run` runs it. */
function folio(args: string[]): { ok: boolean; output: string } {
  const run = spawnSync(process.execPath, [FOLIO, ...args], { encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout}\n${run.stderr}` };
}

/** Imports, builds, prints and checks one file in a folder of its own, removed after. */
async function tryResume(file: string, check: boolean): Promise<Outcome> {
  const dir = mkdtempSync(path.join(tmpdir(), "folio-corpus-"));
  const content = path.join(dir, "content");
  const dist = path.join(dir, "dist");
  try {
    let imported: Awaited<ReturnType<typeof importJsonResume>>;
    try {
      imported = await importJsonResume(JSON.parse(readFileSync(file, "utf8")));
    } catch (error) {
      return { step: "import", said: (error as Error).message };
    }
    if (imported.placeholders.length > 0)
      return { step: "import", said: `placeholders: ${imported.placeholders.join(", ")}` };
    writeTree(content, imported.files);
    try {
      await buildSite({ contentDir: content, outDir: dist, strict: true, quiet: true });
    } catch (error) {
      return { step: "build", said: (error as Error).message };
    }
    const pdf = folio(["pdf", "--dist", dist]);
    if (!pdf.ok) return { step: "pdf", said: tail(pdf.output) };
    if (!check) return undefined;
    const checked = folio(["check", "--dist", dist, "--content", content]);
    return checked.ok ? undefined : { step: "check", said: tail(checked.output, 40) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(argv, { only: { type: "string" }, "no-check": { type: "boolean" } }, USAGE);
  if (!values) return 2;
  const files = readdirSync(CORPUS)
    .filter((name) => name.endsWith(".json") && (!values.only || name.startsWith(values.only)))
    .sort();
  let passed = 0;
  for (const name of files) {
    const started = performance.now();
    const outcome = await tryResume(path.join(CORPUS, name), !values["no-check"]);
    const time = `${((performance.now() - started) / 1000).toFixed(0)} s`;
    if (outcome) console.log(`✗ ${name}: fails at ${outcome.step} (${time})\n${outcome.said}\n`);
    else {
      passed++;
      console.log(`✓ ${name} (${time})`);
    }
  }
  const steps = values["no-check"] ? "import → build → pdf" : "import → build → pdf → check";
  console.log(`${passed} of ${files.length} pass ${steps}`);
  return passed === files.length ? 0 : 1;
}

runAsCommand(import.meta.url, main, "could not run the corpus");
