/**
 * The steps after the files: npm installs the engine in the new project, the engine gives its
 * package.json a script for each of its commands, then the engine's own bin writes content/ there.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Refusal } from "./options.js";

/** Runs a command in `cwd` with the terminal's output; refuses with `failure` if it fails. */
function run(command, args, cwd, failure) {
  // On Windows npm is npm.cmd, which Node starts only through the shell (the arguments here are fixed words).
  const shell = process.platform === "win32" && command === "npm";
  const result = spawnSync(command, args, { cwd, stdio: "inherit", shell });
  if (result.error) throw new Refusal(`${failure}: ${result.error.message}`);
  if (result.status !== 0) throw new Refusal(`${failure} (exit code ${result.status ?? result.signal})`);
}

/** `npm install` in the project. */
export function install(dir) {
  run("npm", ["install", "--no-audit", "--no-fund"], dir, `npm install failed in ${dir}`);
}

/** Where the engine is installed in the project. */
const engineHome = (dir) => path.join(dir, "node_modules", "folio-resume");

/** The package.json of the engine installed in the project. */
function engineManifest(dir) {
  try {
    return JSON.parse(readFileSync(path.join(engineHome(dir), "package.json"), "utf8"));
  } catch {
    throw new Refusal(`folio-resume is not installed in ${dir}: run npm install there`);
  }
}

/** The engine's `folio` bin as installed in the project, from the bin its package.json declares. */
function engineBin(dir) {
  const manifest = engineManifest(dir);
  const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.folio;
  if (!bin) throw new Refusal(`folio-resume ${manifest.version} has no folio command`);
  return path.join(engineHome(dir), bin);
}

/**
 * Gives the project's package.json a script for each command of the engine installed in it, as
 * the engine lists them (its package.json's `ownerScripts`), and records whose they are
 * (`folio.scripts`, which `npm run upgrade` reads); returns the engine's version and the scripts' names.
 */
export function withEngineScripts(dir) {
  const { version, ownerScripts } = engineManifest(dir);
  if (typeof ownerScripts !== "object" || ownerScripts === null)
    throw new Refusal(
      `folio-resume ${version} lists no commands for a site's package.json (its ownerScripts)`,
    );
  const file = path.join(dir, "package.json");
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  manifest.scripts = { ...ownerScripts, ...manifest.scripts };
  manifest.folio = { scripts: version };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return { version, scripts: Object.keys(ownerScripts) };
}

/**
 * The engine's arguments that write content/ as the owner chose: a starter, an import or the
 * sample. A value goes after `=` (and a path after `--`), so that one starting with a dash, a
 * name such as `-h`, is read as the value it is, never as an option.
 */
export function contentArguments(options) {
  if (options.from !== undefined) return ["import", "--content", "content", "--", options.from];
  if (options.sample) return ["new", "--sample", "--content", "content"];
  return ["new", `--name=${options.name}`, "--content", "content"];
}

/** Writes content/ with the engine's bin, run by this Node in the project. */
export function writeContent(dir, options) {
  const args = contentArguments(options);
  run(process.execPath, [engineBin(dir), ...args], dir, `folio ${args[0]} did not write content/ in ${dir}`);
}
