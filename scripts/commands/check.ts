/**
 * `npm run check`: the built site checked in the system's Chromium before it is published,
 * whatever the content (scripts/check/site.spec.ts): every screen of every language's page with
 * the owner's name, no console error, the link rules, axe in both themes, every project, the
 * Resume printing, and its link to its PDF. Run by Playwright's test runner. `--grep` runs only
 * the tests whose titles match it (a regular expression, as Playwright's `--grep` takes it): a
 * test that failed, again, without the rest.
 *
 *   check [--dist DIR] [--content DIR] [--grep PATTERN]
 *
 * Exit codes: 0 every check passed, 1 one failed or the site is missing, 2 usage.
 */
import { spawnSync } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseOptions } from "../lib/command.ts";
import { CHECK_CONTENT_VARIABLE, CHECK_DIST_VARIABLE, CHECK_PORT_VARIABLE } from "../lib/site-dirs.ts";
import { builtSiteAt } from "../lib/site-folder.ts";
import { readBuildRecord } from "../publish/build-record.ts";

const USAGE = "usage: npm run check -- [--dist DIR] [--content DIR] [--grep PATTERN]";

/** The check's Playwright configuration, which reads the site and content it checks from its variables. */
const CONFIG = path.join(import.meta.dirname, "../check/playwright.config.ts");

/** A port free on this machine now, for the site under check: the system's choice. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(
    argv,
    { dist: { type: "string" }, content: { type: "string" }, grep: { type: "string" } },
    USAGE,
  );
  if (!values) return 2;
  const dist = builtSiteAt(values.dist);
  // The site's pages and PDFs are the ones its build recorded: a site without its record is refused here, in one line.
  readBuildRecord(dist);
  const cli = fileURLToPath(import.meta.resolve("@playwright/test/cli"));
  // The test runner and its workers load the engine's TypeScript as the engine's command does.
  const tsx = `--import ${import.meta.resolve("tsx")}`;
  const only = values.grep === undefined ? [] : ["--grep", values.grep];
  const { status, error } = spawnSync(process.execPath, [cli, "test", "--config", CONFIG, ...only], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, tsx].filter(Boolean).join(" "),
      [CHECK_DIST_VARIABLE]: dist,
      [CHECK_CONTENT_VARIABLE]: path.resolve(values.content ?? "content"),
      // Another server on the suites' port (a preview left running, a second check) is no obstacle.
      [CHECK_PORT_VARIABLE]: String(await freePort()),
    },
  });
  if (error) throw error;
  return status === 0 ? 0 : 1;
}
