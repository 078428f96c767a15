/**
 * The folders the commands and the tests agree on: the owner's content folder, the test sites'
 * folders and ports. The site's own folders are values the commands give its Vite configuration
 * (scripts/vite/vite-config.ts).
 */
import path from "node:path";

/** The owner's content folder, and the content plugin's compiled JSON when it is given no other (relative to its project). */
export const DEFAULT_CONTENT_DIR = "content";
export const DEFAULT_OUT_FILE = "src/generated/content.json";

/** The built site and the content `npm run check` checks (scripts/check/playwright.config.ts). */
export const CHECK_DIST_VARIABLE = "FOLIO_CHECK_DIST";
export const CHECK_CONTENT_VARIABLE = "FOLIO_CHECK_CONTENT";
export const CHECK_PORT_VARIABLE = "FOLIO_CHECK_PORT";
/** Which content the browser tests derive their expectations from: the content of the site they test. */
export const SITE_CONTENT_VARIABLE = "FOLIO_SITE_CONTENT";
/** …and which built folder serves it. */
export const SITE_DIST_VARIABLE = "FOLIO_SITE_DIST";

/** The owner's content folder. */
export const DEFAULT_SITE_CONTENT = DEFAULT_CONTENT_DIR;

/** The browser suite's fixture site (`npm run test:browser` builds it into TEST_SITE_DIR). */
export const TEST_SITE_CONTENT = "tests/fixtures/valid-full";
export const TEST_SITE_DIR = ".cache/test-site";
/** Where the component tests' compiled fixture content goes. */
export const UNIT_TEST_GENERATED_DIR = ".cache/unit-tests/generated";

/**
 * The browser suites' ports: the base (4173 unless FOLIO_TEST_PORT_BASE names another) plus an
 * offset of each suite's own, so two checkouts can run their suites side by side.
 */
export const TEST_PORT_BASE_VARIABLE = "FOLIO_TEST_PORT_BASE";
export function testPort(offset: number, env: NodeJS.ProcessEnv = process.env): number {
  const base = Number(env[TEST_PORT_BASE_VARIABLE] || 4173);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) {
    throw new Error(
      `${TEST_PORT_BASE_VARIABLE} must be a port number from 1024 to 65000, not "${env[TEST_PORT_BASE_VARIABLE]}"`,
    );
  }
  return base + offset;
}

/** The compiled content file in `generatedDir`. */
export const contentFile = (generatedDir: string) => path.join(generatedDir, path.basename(DEFAULT_OUT_FILE));
