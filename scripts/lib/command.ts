/**
 * What the project's commands share: a usage error exits with 2 after one line and the usage,
 * a refusal exits with 1 after one line and touches nothing, and an unexpected failure prints
 * one line, never a stack trace.
 */
import { pathToFileURL } from "node:url";

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

/** `run()`'s exit code; when it throws Refused, the refusal's line is printed and its code given. */
export async function unlessRefused(run: () => number | Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    console.error(error.message);
    return error.code;
  }
}

/** `parse()`'s result, or undefined once its error and the usage are printed (exit with 2). */
export function parseArguments<T>(parse: () => T, usage: string): T | undefined {
  try {
    return parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return undefined;
  }
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
  Promise.resolve()
    .then(() => unlessRefused(() => main(process.argv.slice(2))))
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        console.error(`${failure}: ${(error as Error)?.message ?? String(error)}`);
        process.exitCode = failureCode;
      },
    );
}
