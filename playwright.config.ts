import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium.ts";

/**
 * Browser tests: the production build (dist/, built by `npm run test:browser`) served by
 * `vite preview`, driven in the system's Chromium (scripts/chromium.ts). Never downloads a
 * browser; run `npm run setup:browser` on a machine without one, or point CHROMIUM_PATH at it.
 */
const PORT = 4173;

/** Layout, screenshot and audit tests run at both sizes; every other test on the desktop only. */
const BOTH_SIZES = /@both-sizes/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: one browser per core.
  workers: 2,
  // The list reporter ends with "N passed", which the CI log must show.
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
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
    // Serves the existing build; it never rebuilds (test:browser runs `vite build` first).
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
