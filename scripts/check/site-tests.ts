/**
 * The Playwright configuration of a built site's browser tests: the owner's site check
 * (`npm run check`, this folder's playwright.config.ts) and the product's browser suite
 * (tests/e2e/, the repository's playwright.config.ts). Paths are absolute, or relative to the
 * folder the tests run from.
 */
import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../lib/chromium.ts";
import { SITE_CONTENT_VARIABLE, SITE_DIST_VARIABLE } from "../lib/site-dirs.ts";

/** Layout and audit tests run at both sizes; every other test on the desktop only. */
const BOTH_SIZES = /@both-sizes/;

/**
 * Browser tests of a built site: `outDir` served at `port` (scripts/check/serve-site.ts) once the
 * `globalSetup` files given have run (the browser suite's builds its sites), driven in the
 * system's Chromium (scripts/lib/chromium.ts), every expectation derived from `contentDir`, the
 * content the site was built from. Never downloads a browser; run `npm run setup:browser` on
 * a machine without one, or point CHROMIUM_PATH at it.
 */
export function siteTests(options: {
  testDir: string;
  outDir: string;
  contentDir: string;
  port: number;
  globalSetup?: string[];
  /** Where a failing test's screenshot and trace go: Playwright's test-results/ beside the config unless given. */
  outputDir?: string;
}): PlaywrightTestConfig {
  process.env[SITE_CONTENT_VARIABLE] = options.contentDir;
  process.env[SITE_DIST_VARIABLE] = options.outDir;
  return defineConfig({
    testDir: path.resolve(options.testDir),
    ...(options.outputDir ? { outputDir: path.resolve(options.outputDir) } : {}),
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
      // A trace costs about a fifth of the run time (measured: 42 tests, 132 s with, 106 s
      // without), and no workflow keeps one: a failure leaves its screenshot and its error. To
      // record them, run again with `--trace retain-on-failure` (docs/contributing.md).
      trace: "off",
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
    // Served by a global set-up, after those given: Playwright starts a webServer before any.
    globalSetup: [
      ...(options.globalSetup ?? []).map((file) => path.resolve(file)),
      path.join(import.meta.dirname, "serve-site.ts"),
    ],
  });
}
