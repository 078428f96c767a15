/**
 * What the owner asked for: the command line read, checked, and completed by questions when it
 * runs in a terminal. Nothing here writes a file.
 */
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

export const USAGE =
  "usage: create-folio-resume [dir] [--name NAME | --from FILE.json|FILE.zip|FOLDER | --sample] [--engine SPEC] [--no-install]";

export const HELP = `${USAGE}

Creates a resume and portfolio site in dir: content/, a package.json that depends on the
folio-resume engine, a GitHub Pages workflow, a .gitignore and a README. Then installs the
engine and writes content/:

  --name NAME     a starter in your name, with every placeholder marked (the default)
  --from FILE     your resume imported from a JSON Resume file, LinkedIn's export zip or
                  the folder it unzips to
  --sample        the engine's sample site
  --engine SPEC   the folio-resume to depend on: a version range, or the path of a packed
                  tarball, copied into the site's vendor/ and depended on there
                  (file:vendor/<its name>), so the site installs wherever it is cloned; by
                  default the version made alongside this one
  --no-install    write the repository's files and stop (to try the templates): no install,
                  no content/, no scripts (npx folio upgrade adds them once installed)
  --help          this help

In a terminal it asks for the folder and the name when they are not given; otherwise it needs
them as arguments. Exit codes: 0 created, 1 refused or failed, 2 usage.`;

/** A refusal the command prints as one line before exiting with `code` (1: refused, 2: usage). */
export class Refusal extends Error {
  /** @param {string} message @param {number} [code] */
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

/** A usage error: the line saying what is wrong, then the usage line; exit code 2. */
const usageError = (line) => new Refusal(`${line}\n${USAGE}`, 2);

/** The command line as given: `help` when asked for, else the options and the folder if named. */
export function readArguments(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: "string" },
        from: { type: "string" },
        sample: { type: "boolean" },
        engine: { type: "string" },
        "no-install": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    // node:util's message ends with a hint about `--` that fits no slip of the keyboard.
    throw usageError(error.message.split(". To specify")[0]);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1)
    throw usageError(`One folder, not ${positionals.length}: ${positionals.join(" ")}`);
  const sources = ["name", "from", "sample"].filter((key) => values[key] !== undefined);
  if (sources.length > 1)
    throw usageError(`Give one of --name, --from and --sample, not --${sources.join(" and --")}`);
  return {
    help: values.help === true,
    dir: positionals[0],
    name: values.name,
    from: values.from,
    sample: values.sample === true,
    engine: values.engine,
    install: values["no-install"] !== true,
  };
}

/**
 * Refuses a folder that is a file, one that holds anything, or a symbolic link that leads
 * nowhere; `dir` is as given, from `cwd`.
 */
export function checkFolder(dir, cwd = process.cwd()) {
  const folder = path.resolve(cwd, dir);
  const link = lstatSync(folder, { throwIfNoEntry: false });
  if (!link) return;
  const stats = statSync(folder, { throwIfNoEntry: false });
  if (!stats) {
    throw new Refusal(
      `${dir} is a symbolic link to ${readlinkSync(folder)}, which is not there: give a new or empty folder, or remove the link`,
    );
  }
  if (!stats.isDirectory()) throw new Refusal(`${dir} is a file, not a folder`);
  if (readdirSync(folder).length > 0) throw new Refusal(`${dir} is not empty: give a new or empty folder`);
}

/** What a path that is neither a file nor a folder is, in words: "a named pipe (FIFO)". */
function kindOf(stats) {
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  return "not a regular file";
}

/**
 * The absolute path of a resume to import: a .json or .zip file, or a folder (LinkedIn's export
 * unzipped), each through a link too. Anything else is refused here, before the install: a
 * device, a pipe, a folder named like a file.
 */
export function checkFrom(from, cwd) {
  const file = path.resolve(cwd, from);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) throw new Refusal(`--from ${from}: no such file or folder`);
  const named = /\.(json|zip)$/i.test(file);
  const through = lstatSync(file).isSymbolicLink() ? ` (a link to ${realpathSync(file)})` : "";
  if (stats.isDirectory() && named) {
    throw new Refusal(
      `--from ${from} is a folder${through}: give the ${/json$/i.test(file) ? "JSON Resume" : "zip"} file itself, or LinkedIn's export unzipped`,
    );
  }
  if (!stats.isDirectory() && !stats.isFile()) {
    throw new Refusal(
      `--from ${from} is ${kindOf(stats)}${through}, not a file: give a JSON Resume file (.json), LinkedIn's export (.zip) or its folder`,
    );
  }
  if (stats.isFile() && !named) {
    throw new Refusal(
      `--from ${from}: give a JSON Resume file (.json), LinkedIn's export (.zip) or its folder`,
    );
  }
  return file;
}

/** Whether `name` holds what no name may: a control character, a line or paragraph separator, a noncharacter. */
function holdsForbidden(name) {
  return [...name].some((character) => {
    const codePoint = character.codePointAt(0) ?? 0;
    return (
      /[\p{Cc}\u2028\u2029\p{Cs}]/u.test(character) ||
      (codePoint >= 0xfdd0 && codePoint <= 0xfdef) ||
      (codePoint & 0xfffe) === 0xfffe
    );
  });
}

/**
 * Refuses a name that is empty, or more than one line of text (a tab, a control character or a
 * noncharacter in it), as the engine's `new` would, so that nothing is installed for a name it
 * then refuses.
 */
export function checkName(name) {
  if (name.trim() === "") throw new Refusal("--name is empty");
  if (holdsForbidden(name))
    throw new Refusal("--name is one line of text, without tabs or control characters");
  return name.trim();
}

/** Asks the owner for the folder and the name the command line left out. */
async function ask(options) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  prompt.on("SIGINT", () => {
    prompt.close();
    process.stdout.write("\n");
    process.exit(130);
  });
  try {
    const dir =
      options.dir ?? ((await prompt.question("Folder for the site (my-site): ")).trim() || "my-site");
    checkFolder(dir);
    if (options.name !== undefined || options.from !== undefined || options.sample)
      return { ...options, dir };
    let name = "";
    while (name.trim() === "") name = await prompt.question("Your name, as the site shows it: ");
    return { ...options, dir, name };
  } finally {
    prompt.close();
  }
}

/** The options complete: asked for in a terminal, else a usage error naming what is missing. */
export async function completeOptions(options) {
  const needsName = options.name === undefined && options.from === undefined && !options.sample;
  if (options.dir !== undefined && !needsName) return options;
  if (process.stdin.isTTY && process.stdout.isTTY) return ask(options);
  const missing = [options.dir === undefined && "a folder", needsName && "--name, --from or --sample"];
  throw usageError(
    `Missing ${missing.filter(Boolean).join(" and ")} (not in a terminal, so nothing is asked)`,
  );
}
