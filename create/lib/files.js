/**
 * The new repository's own files: a package.json that depends on the engine, the Pages
 * workflow, a .gitignore and the owner's README. None of the engine's code.
 */
import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
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
  "fonts",
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

/** Where a site made from a packed engine keeps its tarball, committed with it. */
export const VENDOR = "vendor";

/**
 * The dependency for `--engine`: a packed tarball's path is copied into the site's vendor/ and
 * depended on there, `file:vendor/<its name>`, so that the site installs wherever it is cloned
 * (a path outside it, the engine clone's ignored .cache/packs/, is on no other machine); anything
 * else (a range, a tag) is npm's; none is the version made alongside this package. Returns the
 * spec and, for a tarball, the file to copy.
 */
export function engineSpec(engine, cwd, ownVersion) {
  if (engine === undefined) return { spec: `^${ownVersion}` };
  if (engine.trim() === "")
    throw new Refusal("--engine is empty: give a version range, or the path of a packed tarball");
  const pathLike = /^(file:|\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])|\.(tgz|tar\.gz)$/.test(engine);
  if (!pathLike) return { spec: engine };
  const file = path.resolve(cwd, engine.replace(/^file:/, ""));
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) throw new Refusal(`--engine ${engine}: no such file or folder`);
  if (!stats.isFile())
    throw new Refusal(
      `--engine ${engine}: give a packed tarball (npm pack writes one), not a folder; from a clone of the engine, npm run create-site packs it`,
    );
  const name = path.basename(file);
  return { spec: `file:${VENDOR}/${name}`, tarball: file };
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

/**
 * What the README says of an engine kept in vendor/: where it is, and how the site moves to the
 * registry's engine once it is published there. Nothing for an engine from the registry.
 */
function vendorNote(engine) {
  if (!engine.tarball) return "";
  const tarball = `${VENDOR}/${path.basename(engine.tarball)}`;
  return `The engine is \`${tarball}\`, packed from a clone of folio-resume and committed
with the site (\`package.json\` depends on it as \`${engine.spec}\`), so the site installs
wherever it is cloned. Once folio-resume is on the registry, move to it:
\`npm install folio-resume@latest\`, then delete \`${VENDOR}/\` and commit.

`;
}

/** The files to write, by their path in the project, for the engine `engineSpec` gave. */
export function projectFiles(name, engine) {
  const template = (file) => readFileSync(path.join(TEMPLATES, file), "utf8");
  return new Map([
    ["package.json", packageJson(name, engine.spec)],
    [".github/workflows/pages.yml", template("pages.yml")],
    // npm leaves a file called .gitignore out of a package: the template goes without its dot.
    [".gitignore", template("gitignore")],
    [
      "README.md",
      template("README.md").replaceAll("{{title}}", name).replace("{{vendor}}\n", vendorNote(engine)),
    ],
  ]);
}

/**
 * Writes `files` into `dir`, made if it is missing, and copies the engine's `tarball` (if any)
 * into its vendor/; never over a file that is there.
 */
export function writeProject(dir, files, tarball) {
  for (const [file, text] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text, { flag: "wx" });
  }
  if (tarball) {
    mkdirSync(path.join(dir, VENDOR), { recursive: true });
    copyFileSync(tarball, path.join(dir, VENDOR, path.basename(tarball)), constants.COPYFILE_EXCL);
  }
}

/**
 * Removes what a run wrote into `dir` (its files, vendor/, what npm installed, content/), and
 * `dir` itself when the run `made` it and nothing else is left in it: after a failed install,
 * the command can be run again as it was.
 */
export function removeProject(dir, made) {
  const written = [
    "package.json",
    ".github/workflows/pages.yml",
    ".gitignore",
    "README.md",
    "package-lock.json",
    VENDOR,
    "node_modules",
    "content",
  ];
  for (const file of written) rmSync(path.join(dir, file), { recursive: true, force: true });
  for (const folder of [".github/workflows", ".github"]) {
    const target = path.join(dir, folder);
    if (existsSync(target) && readdirSync(target).length === 0) rmdirSync(target);
  }
  if (made && existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
}
