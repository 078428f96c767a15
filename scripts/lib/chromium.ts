/**
 * The system Chromium that the browser tests (playwright.config.ts), `npm run pdf` and
 * `npm run audit` drive. Nothing here downloads a browser: `npm run setup:browser` installs
 * Debian's when it is missing.
 */
import { statSync } from "node:fs";

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

/** `chromiumPath()`, or an error that says how to get a browser when no file is there. */
export function installedChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const executable = chromiumPath(env);
  if (!isFile(executable)) {
    const source = env.CHROMIUM_PATH ? " (from CHROMIUM_PATH)" : env.CHROME_PATH ? " (from CHROME_PATH)" : "";
    throw new Error(
      `no Chromium at ${executable}${source}: run \`npm run setup:browser\`, or set CHROMIUM_PATH to a Chromium or Chrome binary`,
    );
  }
  return executable;
}
