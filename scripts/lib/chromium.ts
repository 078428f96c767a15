/**
 * The system Chromium that the browser tests (playwright.config.ts), `npm run pdf` and
 * `npm run audit` drive. Nothing here downloads a browser: `npm run setup:browser` installs
 * Debian's when it is missing.
 */
import { accessSync, constants, statSync } from "node:fs";
import { Refused } from "./command.ts";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Where a system browser usually is, in the order tried: Debian's Chromium, then Google Chrome
 * (which GitHub's Ubuntu runners carry). scripts/commands/setup-browser.sh reads this list.
 */
export const SYSTEM_BROWSER_PATHS: readonly string[] = [
  DEFAULT_CHROMIUM_PATH,
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** No sandbox (containers and CI runners have none to give), no GPU, no network chatter of its own. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Where the browser should be: CHROMIUM_PATH, then CHROME_PATH (Lighthouse's name), then the
 * first of SYSTEM_BROWSER_PATHS that exists (Debian's Chromium when none does).
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env, exists = isFile): string {
  return env.CHROMIUM_PATH || env.CHROME_PATH || SYSTEM_BROWSER_PATHS.find(exists) || DEFAULT_CHROMIUM_PATH;
}

/** The variable that chose the browser, as a user would write it, or "" when none did. */
function chosenBy(env: NodeJS.ProcessEnv): string {
  if (env.CHROMIUM_PATH) return "CHROMIUM_PATH";
  return env.CHROME_PATH ? "CHROME_PATH" : "";
}

/** What to do about a browser that is missing or does not start, in one clause. */
function whatToDo(env: NodeJS.ProcessEnv): string {
  const variable = chosenBy(env);
  return variable
    ? `point ${variable} at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM_PATH} (npm run setup:browser installs it)`
    : "run `npm run setup:browser`, or set CHROMIUM_PATH to a Chromium or Chrome binary";
}

/** The browser's place with the variable that gave it: `CHROMIUM_PATH=/opt/chrome`, or the path alone. */
function named(executable: string, env: NodeJS.ProcessEnv): string {
  const variable = chosenBy(env);
  return variable ? `${variable}=${executable}` : executable;
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * `chromiumPath()`, or a refusal in one line that names the variable and the path and says
 * how to get a browser, when no executable file is there.
 */
export function installedChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const executable = chromiumPath(env);
  if (!isFile(executable) || !isExecutable(executable)) {
    const what = isFile(executable) ? "is not executable" : "is no file";
    throw new Refused(`no Chromium at ${named(executable, env)}: it ${what}; ${whatToDo(env)}`);
  }
  return executable;
}

/** The browser's own first complaint in a launch error (Playwright's `[pid=…][err] …` lines), if any. */
function browserComplaint(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const line = /^\[pid=\d+\]\[err\] (.+)$/m.exec(message)?.[1]?.trim();
  const MAX_LENGTH = 160;
  return line && line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
}

/**
 * `start(executablePath)` with the browser `installedChromiumPath()` gives; when it fails to
 * start (a file that is no browser, one that cannot run here), a refusal in one line that names
 * the variable and the path and says what to do, in place of the launcher's log.
 */
export async function startChromium<T>(
  start: (executablePath: string) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const executable = installedChromiumPath(env);
  try {
    return await start(executable);
  } catch (error) {
    const complaint = browserComplaint(error);
    throw new Refused(
      `the browser at ${named(executable, env)} did not start${complaint ? ` (it said: ${complaint})` : ""}; ${whatToDo(env)}`,
    );
  }
}
