import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { UNIT_TEST_GENERATED_DIR } from "./scripts/lib/site-dirs.ts";

/**
 * The unit and component tests. The site itself is configured from values by
 * scripts/vite/vite-config.ts; the component tests import the fixture content that the global
 * set-up compiles, as `@generated/content.json`, as the site imports its own.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@generated": path.resolve(UNIT_TEST_GENERATED_DIR) } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/unit/global-setup.ts"],
    setupFiles: ["tests/unit/clean-up.ts", "tests/unit/plain-output.ts"],
    environment: "node",
    // A busy two-core machine (CI's) runs a passing test many times slower than a quiet one; a
    // failing test only reports later.
    testTimeout: 30_000,
    // Two test files at a time, even on two cores (Vitest's default there is one): many tests wait
    // on a process of their own (a build, Chromium printing, Biome), and another file runs meanwhile.
    maxWorkers: 2,
  },
});
