import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { formatHuman } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { writeContent } from "../../scripts/compiler/output.ts";
import { contentFile, TEST_SITE_CONTENT, UNIT_TEST_GENERATED_DIR } from "../../scripts/lib/site-dirs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** How the names of this run's temporary folders start (temporaryFolder() in fixtures.ts). */
    temporaryPrefix: string;
  }
}

/**
 * Component tests render the fixture site (tests/fixtures/valid-full), never the owner's
 * content/: compile it once per run to where vitest.config.ts points `@generated`.
 * And a run leaves no temporary folder behind: one still there at the end fails it.
 */
export default async function setup(project: TestProject) {
  const result = await compileContent({ contentDir: TEST_SITE_CONTENT });
  if (!result.ok)
    throw new Error(
      `${TEST_SITE_CONTENT} does not compile:\n${formatHuman(result.diagnostics, { colour: false })}`,
    );
  writeContent(contentFile(UNIT_TEST_GENERATED_DIR), result.content);
  // Random, so that runs side by side on one machine never count each other's folders.
  const prefix = `folio-test-${randomBytes(4).toString("hex")}-`;
  project.provide("temporaryPrefix", prefix);
  return function teardown() {
    const left = readdirSync(tmpdir()).filter((name) => name.startsWith(prefix));
    for (const name of left) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    if (!left.length) return;
    // Vitest reports an error thrown here but does not fail the run for it.
    process.exitCode = 1;
    throw new Error(
      `the tests left ${left.length} temporary folders behind (now removed): ${left.join(", ")}`,
    );
  };
}
