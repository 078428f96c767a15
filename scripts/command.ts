/**
 * What the project's commands share: a usage error exits with 2 after one line and the usage,
 * and an unexpected failure prints one line, never a stack trace.
 */
import { pathToFileURL } from "node:url";

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
 * with, not when a test imports the module. Its result is the exit code; a throw prints
 * `failure: <message>` and exits with `failureCode`.
 */
export function runAsCommand(
  moduleUrl: string,
  main: (argv: string[]) => number | Promise<number>,
  failure: string,
  failureCode = 1,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  Promise.resolve()
    .then(() => main(process.argv.slice(2)))
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
