/**
 * `npm run setup:browser`: makes sure the system's Chromium, which `pdf` and `check` drive, is
 * installed (setup-browser.sh says how). Never downloads a browser build.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const SCRIPT = fileURLToPath(new URL("./setup-browser.sh", import.meta.url));

export function main(argv: string[]): number {
  const { status, error } = spawnSync("bash", [SCRIPT, ...argv], { stdio: "inherit" });
  if (error) throw error;
  return status ?? 1;
}
