import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/lib/chromium.ts";
import {
  SITE_CONTENT_VARIABLE,
  SITE_DIST_VARIABLE,
  TEST_SITE_CONTENT,
  TEST_SITE_DIR,
  testPort,
} from "./scripts/lib/site-dirs.ts";

/** Paths in the options are relative to the project, wherever the config that calls siteTests is. */
const ROOT = import.meta.dirname;

/** Layout and audit tests run at both sizes; every other test on the desktop only. */
const BOTH_SIZES = /@both-sizes/;

/**
 * Browser tests of a built site: `outDir` served at `port` (scripts/site/serve-dist.ts), driven in the
 * system's Chromium (scripts/lib/chromium.ts), every expectation derived from `contentDir`, the
 * content the site was built from. Never downloads a browser; run `npm run setup:browser` on
 * a machine without one, or point CHROMIUM_PATH at it.
 */
export function siteTests(options: {
  testDir: string;
  outDir: string;
  contentDir: string;
  port: number;
}): PlaywrightTestConfig {
  process.env[SITE_CONTENT_VARIABLE] = options.contentDir;
  process.env[SITE_DIST_VARIABLE] = options.outDir;
  return defineConfig({
    testDir: path.join(ROOT, options.testDir),
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    // Two cores: one browser per core.
    workers: 2,
    // The list reporter ends with "N passed", which the CI log must show.
    reporter: "list",
    // Limits for a busy two-core machine, where a test takes several times as long as on a quiet
    // one (each browser call a second or more when other jobs share the cores): they catch a
    // hang, not a slow page (performance is measured by npm run audit).
    timeout: 120_000,
    expect: { timeout: 15_000 },
    use: {
      baseURL: `http://127.0.0.1:${options.port}/`,
      // A trace costs about a fifth of the run time; CI keeps one for each failure.
      trace: process.env.CI ? "retain-on-failure" : "off",
      screenshot: "only-on-failure",
      launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] },
    },
    projects: [
      {
        name: "desktop",
        use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
      },
      {
        name: "phone",
        grep: BOTH_SIZES,
        use: {
          browserName: "chromium",
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        },
      },
    ],
    webServer: {
      // Serves the existing build as a static host does; it never rebuilds.
      command: `node --import tsx scripts/site/serve-dist.ts ${options.outDir} --port ${options.port}`,
      url: `http://127.0.0.1:${options.port}/`,
      cwd: ROOT,
      reuseExistingServer: !process.env.CI,
      // Generous: a busy two-core machine starts Node slowly.
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  });
}

/**
 * The product's browser suite (tests/e2e/): the fixture site tests/fixtures/valid-full, which
 * `npm run test:browser` builds into .cache/test-site/dist first, never the owner's content.
 */
export default siteTests({
  testDir: "tests/e2e",
  outDir: `${TEST_SITE_DIR}/dist`,
  contentDir: TEST_SITE_CONTENT,
  port: testPort(0),
});
