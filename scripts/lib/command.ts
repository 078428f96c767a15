/**
 * What the project's commands share: a usage error exits with 2 after one line and the usage,
 * a refusal exits with 1 after one line and touches nothing, and an unexpected failure prints
 * one line, never a stack trace.
 */

import { pathToFileURL } from "node:url";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { closest } from "./closest.ts";

/** True when a variable such as CI is set to something other than "", "0" or "false". */
export const isSet = (value: string | undefined) => Boolean(value) && value !== "0" && value !== "false";

/**
 * Whether the content's placeholders (and strictTranslations' untranslated text) are errors when
 * no --strict says so: when the CI variable is set, as on the deploy, for `vite build` and
 * `validate` alike, so the one never passes what the other refuses.
 */
export const strictByDefault = () => isSet(process.env.CI);

/**
 * A command's refusal of what it was asked to do, before touching anything: its message is
 * the one line printed (what was refused, why, what to do instead), `code` the exit code
 * (1, or 2 for a usage error).
 */
export class Refused extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** Asked for `--help` (or `-h`): its message, the usage, goes to stdout, and the command exits with 0. */
class Help extends Error {}

/**
 * `run()`'s exit code; when it throws Refused, the refusal's line is printed and its code given;
 * when it was asked for help, the usage is printed and 0 given.
 */
export async function unlessRefused(run: () => number | Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Help) {
      console.log(error.message);
      return 0;
    }
    if (!(error instanceof Refused)) throw error;
    console.error(error.message);
    return error.code;
  }
}

/**
 * `parse()`'s result, or undefined once its error and the usage are printed (exit with 2). An
 * unknown option is named with the nearest one the usage gives; `--help` or `-h` prints the usage
 * and ends the command (exit 0).
 */
export function parseArguments<T>(parse: () => T, usage: string): T | undefined {
  try {
    return parse();
  } catch (error) {
    const message = (error as Error).message;
    // node:util's parseArgs adds a hint about `--` that fits no slip of the keyboard.
    const unknown = /^Unknown option '([^']*)'/.exec(message)?.[1];
    if (unknown === "--help" || unknown === "-h") throw new Help(usage);
    const options = [...new Set(usage.match(/--[a-z][a-z-]*/g) ?? [])];
    const suggestion = unknown === undefined ? undefined : closest(unknown, options);
    const line =
      unknown === undefined
        ? message
        : `Unknown option '${unknown}'${suggestion ? `: did you mean ${suggestion}?` : ""}`;
    console.error(`${line}\n${usage}`);
    return undefined;
  }
}

/**
 * The values of the options `argv` gives, of those `options` names (node:util's parseArgs, no
 * other arguments); undefined once the error and the usage are printed (exit with 2), as
 * parseArguments does.
 */
export function parseOptions<T extends ParseArgsOptionsConfig>(argv: string[], options: T, usage: string) {
  return parseArguments(() => parseArgs({ args: argv, options }).values, usage);
}

/**
 * The options `argv` gives, of those `options` names, and its other arguments in order (a file,
 * a name: node:util's parseArgs); undefined once the error and the usage are printed (exit with
 * 2), as parseArguments does.
 */
export function parseCommandLine<T extends ParseArgsOptionsConfig>(
  argv: string[],
  options: T,
  usage: string,
) {
  return parseArguments(() => parseArgs({ args: argv, options, allowPositionals: true }), usage);
}

/** The options of a command that serves the site (dev, preview): where it listens, and whether it opens a browser. */
export const SERVE_OPTIONS = {
  port: { type: "string" },
  host: { type: "string" },
  open: { type: "boolean" },
} as const satisfies ParseArgsOptionsConfig;

/** What --port, --host and --open ask of a server, as Vite's `server` and `preview` settings take it. */
export type ServeSettings = { port?: number; host?: string | true; open?: true };

/**
 * The server's settings from the values of SERVE_OPTIONS: `--host` alone listens on every
 * address; undefined once a --port that is no port (1 to 65535) is printed with the usage (exit with 2).
 */
export function serveSettings(
  values: { port?: string; host?: string; open?: boolean },
  usage: string,
): ServeSettings | undefined {
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65_536)) {
    console.error(`--port is a number from 1 to 65535, not "${values.port}"\n${usage}`);
    return undefined;
  }
  return {
    ...(port !== undefined ? { port } : {}),
    ...(values.host !== undefined ? { host: values.host || true } : {}),
    ...(values.open ? { open: true } : {}),
  };
}

/**
 * Runs `main` on the command line's arguments when `moduleUrl` is the script Node was started
 * with, not when a test imports the module. Its result is the exit code; a Refused it throws
 * prints its line and exits with its code; any other throw prints `failure: <message>` and exits
 * with `failureCode`.
 */
export function runAsCommand(
  moduleUrl: string,
  main: (argv: string[]) => number | Promise<number>,
  failure: string,
  failureCode = 1,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  runCommand(main, process.argv.slice(2), failure, failureCode).then((code) => {
    process.exitCode = code;
  });
}

/**
 * `main`'s exit code on `argv`: a Refused it throws prints its line and gives its code; any other
 * throw prints `failure: <message>` and gives `failureCode`. Never a stack trace.
 */
export async function runCommand(
  main: (argv: string[]) => number | Promise<number>,
  argv: string[],
  failure: string,
  failureCode = 1,
): Promise<number> {
  try {
    return await unlessRefused(() => main(argv));
  } catch (error) {
    console.error(`${failure}: ${(error as Error)?.message ?? String(error)}`);
    return failureCode;
  }
}
