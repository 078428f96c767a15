/**
 * `npm run check`: the built site checked in the system's Chromium before it is published,
 * whatever the content (scripts/check/site.spec.ts): every screen of every language's page with
 * the owner's name, no console error, the link rules, axe in both themes, every project, the
 * Resume printing, and its link to its PDF. Run by Playwright's test runner.
 *
 *   check [--dist DIR] [--content DIR]
 *
 * Exit codes: 0 every check passed, 1 one failed or the site is missing, 2 usage.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseArguments, Refused } from "../lib/command.ts";
import { CHECK_CONTENT_VARIABLE, CHECK_DIST_VARIABLE } from "../lib/site-dirs.ts";
import { isBuiltSite } from "../lib/site-folder.ts";

const USAGE = "usage: npm run check -- [--dist DIR] [--content DIR]";

/** The check's Playwright configuration, which reads the site and content it checks from its variables. */
const CONFIG = path.join(import.meta.dirname, "../check/playwright.config.ts");

export function main(argv: string[]): number {
  const parsed = parseArguments(
    () => parseArgs({ args: argv, options: { dist: { type: "string" }, content: { type: "string" } } }),
    USAGE,
  );
  if (!parsed) return 2;
  const dist = path.resolve(parsed.values.dist ?? "dist");
  if (!isBuiltSite(dist))
    throw new Refused(
      `${parsed.values.dist ?? "dist"} holds no site npm run build wrote: run npm run build first`,
    );
  const cli = fileURLToPath(import.meta.resolve("@playwright/test/cli"));
  // The test runner and its workers load the engine's TypeScript as the engine's command does.
  const tsx = `--import ${import.meta.resolve("tsx")}`;
  const { status, error } = spawnSync(process.execPath, [cli, "test", "--config", CONFIG], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, tsx].filter(Boolean).join(" "),
      [CHECK_DIST_VARIABLE]: dist,
      [CHECK_CONTENT_VARIABLE]: path.resolve(parsed.values.content ?? "content"),
    },
  });
  if (error) throw error;
  return status === 0 ? 0 : 1;
}
