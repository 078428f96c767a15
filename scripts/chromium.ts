/**
 * The system Chromium that the browser tests (playwright.config.ts), `npm run pdf` and
 * `npm run audit` drive. Nothing here downloads a browser: `npm run setup:browser` installs
 * Debian's when it is missing.
 */
import { statSync } from "node:fs";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

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

/** Where the browser should be: CHROMIUM_PATH, then CHROME_PATH (Lighthouse's name), then Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || env.CHROME_PATH || DEFAULT_CHROMIUM_PATH;
}

/** `chromiumPath()`, or an error that says how to get a browser when no file is there. */
export function installedChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const executable = chromiumPath(env);
  if (!statSync(executable, { throwIfNoEntry: false })?.isFile()) {
    const source = env.CHROMIUM_PATH ? " (from CHROMIUM_PATH)" : env.CHROME_PATH ? " (from CHROME_PATH)" : "";
    throw new Error(
      `no Chromium at ${executable}${source}: run \`npm run setup:browser\`, or set CHROMIUM_PATH to a Chromium or Chrome binary`,
    );
  }
  return executable;
}
