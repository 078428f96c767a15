/**
 * The new repository's own files: a package.json that depends on the engine, the Pages
 * workflow, a .gitignore and the owner's README. None of the engine's code.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Refusal } from "./options.js";

const TEMPLATES = path.join(import.meta.dirname, "../templates");

/** The engine's commands, each an npm script of the same name but setup:browser (npm's habit for a colon). */
const COMMANDS = [
  "dev",
  "build",
  "preview",
  "validate",
  "new",
  "import",
  "translate",
  "variants",
  "pdf",
  "check",
  "schema",
  "upgrade",
];

/** A name npm accepts for the folder `dir`: lower case, letters without their accents, dashes between words. */
export function packageName(dir) {
  const name = path
    .basename(path.resolve(dir))
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, "-")
    .replace(/^[-._~]+|[-._~]+$/g, "");
  return name.slice(0, 214) || "my-site";
}

/**
 * The dependency's spec for `--engine`: a path (a packed tarball or a folder) becomes
 * `file:<absolute path>`, so the project installs it wherever it is run from; anything else
 * (a range, a tag) is npm's; none is the version made alongside this package.
 */
export function engineSpec(engine, cwd, ownVersion) {
  if (engine === undefined) return `^${ownVersion}`;
  const pathLike = /^(file:|\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])|\.(tgz|tar\.gz)$/.test(engine);
  if (!pathLike) return engine;
  const file = path.resolve(cwd, engine.replace(/^file:/, ""));
  if (!existsSync(file)) throw new Refusal(`--engine ${engine}: no such file or folder`);
  return `file:${file}`;
}

/**
 * Which of the engine's dependencies may run an install script (npm's allowScripts, read from
 * the project's package.json only): the engine's own choices, in its package.json. esbuild's
 * checks its binary; @parcel/watcher's would build one from source, which its prebuilt
 * packages make needless.
 */
const ALLOW_SCRIPTS = { "@parcel/watcher": false, esbuild: true };

/** The project's package.json: private, the engine its one dependency, a script for each command. */
export function packageJson(name, spec) {
  const scripts = Object.fromEntries(COMMANDS.map((command) => [command, `folio ${command}`]));
  scripts["setup:browser"] = "folio setup-browser";
  const manifest = {
    name,
    private: true,
    type: "module",
    engines: { node: ">=20.19" },
    scripts,
    dependencies: { "folio-resume": spec },
    allowScripts: ALLOW_SCRIPTS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The files to write, by their path in the project. */
export function projectFiles(name, spec) {
  const template = (file) => readFileSync(path.join(TEMPLATES, file), "utf8");
  return new Map([
    ["package.json", packageJson(name, spec)],
    [".github/workflows/pages.yml", template("pages.yml")],
    // npm leaves a file called .gitignore out of a package: the template goes without its dot.
    [".gitignore", template("gitignore")],
    ["README.md", template("README.md").replaceAll("{{title}}", name)],
  ]);
}

/** Writes `files` into `dir`, made if it is missing; never over a file that is there. */
export function writeProject(dir, files) {
  for (const [file, text] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text, { flag: "wx" });
  }
}
