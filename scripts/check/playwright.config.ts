/**
 * `npm run check` (scripts/commands/check.ts): the owner's built site checked in the system's
 * Chromium before it is published, its expectations drawn from the content it was built from.
 * Works on any valid content. The command names the site and the content in the variables read
 * here, the one way a Playwright configuration is given values.
 */
import {
  CHECK_CONTENT_VARIABLE,
  CHECK_DIST_VARIABLE,
  CHECK_PORT_VARIABLE,
  testPort,
} from "../lib/site-dirs.ts";
import { siteTests } from "./site-tests.ts";

export default siteTests({
  testDir: import.meta.dirname,
  outDir: process.env[CHECK_DIST_VARIABLE] || "dist",
  contentDir: process.env[CHECK_CONTENT_VARIABLE] || "content",
  // A port the command found free (scripts/commands/check.ts), else the suites' own.
  port: Number(process.env[CHECK_PORT_VARIABLE]) || testPort(1),
  // In the project, never the engine's folder, which is only read.
  outputDir: "node_modules/.cache/folio/check-results",
});
