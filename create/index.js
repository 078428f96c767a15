#!/usr/bin/env node
/**
 * Creates an owner's site: a repository holding their content, a package.json that depends on
 * the folio-resume engine, a GitHub Pages workflow, a .gitignore and a README, never the
 * engine's code.
 *
 *   npm create folio-resume@latest my-site -- --name "Ada Lovelace"
 *
 * Everything it is given is checked before anything is written or installed; a folder that is
 * not empty is refused, untouched. A failed install removes what the run made, so the same
 * command can run again. See HELP in lib/options.js for the options and exit codes.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { engineSpec, packageName, projectFiles, removeProject, VENDOR, writeProject } from "./lib/files.js";
import {
  checkFolder,
  checkFrom,
  checkName,
  completeOptions,
  HELP,
  Refusal,
  readArguments,
} from "./lib/options.js";
import { contentArguments, install, withEngineScripts, writeContent } from "./lib/steps.js";

const VERSION = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")).version;

/** `dir` as the owner would type it after `cd`: from where they are, or whole when that is shorter. */
function shown(dir) {
  const relative = path.relative(process.cwd(), dir) || ".";
  return quoted(relative.length <= dir.length ? relative : dir);
}

/**
 * `word` as a POSIX shell reads it back, pasted: as it is when it holds only letters, digits and
 * `./-_=`, else in single quotes, inside which nothing is expanded (`$(…)`, backquotes, `$HOME`
 * stay text); a single quote in it is closed, escaped and reopened.
 */
function quoted(word) {
  return /^[\w./=-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** Creates the site the command line asks for; returns the exit code. */
async function main(argv) {
  const given = readArguments(argv);
  if (given.help) {
    console.log(HELP);
    return 0;
  }
  const cwd = process.cwd();
  if (given.dir !== undefined) checkFolder(given.dir, cwd);
  const from = given.from === undefined ? undefined : checkFrom(given.from, cwd);
  const engine = engineSpec(given.engine, cwd, VERSION);
  if (given.name !== undefined) checkName(given.name);
  const options = await completeOptions(given);
  checkFolder(options.dir, cwd);
  const dir = path.resolve(cwd, options.dir);
  const name = options.name === undefined ? undefined : checkName(options.name);
  const content = { from, sample: options.sample, name };

  const made = !existsSync(dir);
  try {
    writeProject(dir, projectFiles(packageName(dir), engine), engine.tarball);
    const vendored = engine.tarball ? `, ${VENDOR}/${path.basename(engine.tarball)}` : "";
    console.log(
      `Wrote ${shown(dir)}: package.json (folio-resume ${engine.spec}), .github/workflows/pages.yml, .gitignore, README.md${vendored}`,
    );
    if (!options.install) {
      const write = contentArguments(content).map(quoted).join(" ");
      // npx folio upgrade gives package.json the installed engine's scripts.
      console.log(
        `--no-install: no content/ nor scripts yet. To finish: cd ${shown(dir)} && npm install && npx folio ${write} && npx folio upgrade`,
      );
      return 0;
    }
    install(dir);
    const installed = withEngineScripts(dir);
    console.log(
      `package.json: a script for each command of folio-resume ${installed.version}: ${installed.scripts.join(", ")}`,
    );
    writeContent(dir, content);
  } catch (error) {
    // What this run made goes, so that the same command can simply be run again.
    removeProject(dir, made);
    throw new Refusal(
      `${error.message}; removed what was made in ${shown(dir)}, so the command can be run again`,
    );
  }
  console.log(
    `\nYour site is ready. Next:\n  cd ${shown(dir)}\n  npm run dev\nthen README.md there says how to publish it.`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const refused = error instanceof Refusal;
    console.error(`create-folio-resume: ${error.message}`);
    process.exitCode = refused ? error.code : 1;
  },
);
