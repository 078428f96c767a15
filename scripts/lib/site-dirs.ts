/**
 * Which content a build or dev server compiles, and where the compiled JSON goes: `content/`
 * into `src/generated/` unless the environment names others. `npm run build -- --content DIR`
 * and the test setups set these, so a fixture site never touches the owner's files.
 */
import { createHash } from "node:crypto";
import path from "node:path";

/** The owner's content folder, and where its compiled JSON goes unless told otherwise. */
export const DEFAULT_CONTENT_DIR = "content";
export const DEFAULT_OUT_FILE = "src/generated/content.json";

export const CONTENT_DIR_VARIABLE = "FOLIO_CONTENT_DIR";
export const GENERATED_DIR_VARIABLE = "FOLIO_GENERATED_DIR";
/** Which content the browser tests derive their expectations from: the content of the site they test. */
export const SITE_CONTENT_VARIABLE = "FOLIO_SITE_CONTENT";
/** …and which built folder serves it. */
export const SITE_DIST_VARIABLE = "FOLIO_SITE_DIST";

const DEFAULT_GENERATED_DIR = path.dirname(DEFAULT_OUT_FILE);
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

export type SiteDirs = { contentDir: string; generatedDir: string };

/** The compiled content file in `generatedDir`. */
export const contentFile = (generatedDir: string) => path.join(generatedDir, path.basename(DEFAULT_OUT_FILE));

export function siteDirs(env: NodeJS.ProcessEnv = process.env): SiteDirs {
  if (env.VITEST) return { contentDir: TEST_SITE_CONTENT, generatedDir: UNIT_TEST_GENERATED_DIR };
  const contentDir = env[CONTENT_DIR_VARIABLE] || DEFAULT_CONTENT_DIR;
  return { contentDir, generatedDir: env[GENERATED_DIR_VARIABLE] || generatedDirFor(contentDir) };
}

/** `src/generated` for content/; for another content folder, a folder of its own under .cache/. */
export function generatedDirFor(contentDir: string): string {
  if (path.resolve(contentDir) === path.resolve(DEFAULT_CONTENT_DIR)) return DEFAULT_GENERATED_DIR;
  const key = createHash("sha256").update(path.resolve(contentDir)).digest("hex").slice(0, 12);
  return path.join(".cache/generated", key);
}
