/**
 * The global set-up that serves the site under test (siteTests in site-tests.ts) at its
 * base URL, as a static host serves it, until the run ends. It runs after any set-up that
 * builds the site: a Playwright webServer would start before every global set-up, on a
 * folder not yet built.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { SITE_DIST_VARIABLE, TEST_PORT_BASE_VARIABLE } from "../lib/site-dirs.ts";
import { serveFolder } from "../publish/serve-dist.ts";

export default async function serveSite(config: FullConfig): Promise<() => Promise<void>> {
  const dist = process.env[SITE_DIST_VARIABLE];
  const baseURL = config.projects[0]?.use.baseURL;
  if (!dist || !baseURL)
    throw new Error("siteTests (scripts/check/site-tests.ts) names the site and its base URL");
  if (!existsSync(path.join(dist, "index.html")))
    throw new Error(`${dist} holds no built site: build it first (npm run build)`);
  const port = Number(new URL(baseURL).port);
  const served = await serveFolder(dist, port).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    throw new Error(`port ${port} is in use: set ${TEST_PORT_BASE_VARIABLE} to move the suites' ports`);
  });
  return served.close;
}
