import { compileContent } from "../../scripts/content/compile.ts";
import { formatHuman } from "../../scripts/content/diagnostics.ts";
import { writeContent } from "../../scripts/content/output.ts";
import { contentFile, TEST_SITE_CONTENT, UNIT_TEST_GENERATED_DIR } from "../../scripts/site-dirs.ts";

/**
 * Component tests render the fixture site (tests/fixtures/valid-full), never the owner's
 * content/: compile it once per run to where vite.config.ts points `@generated` under Vitest.
 */
export default function setup() {
  const result = compileContent({ contentDir: TEST_SITE_CONTENT });
  if (!result.ok)
    throw new Error(
      `${TEST_SITE_CONTENT} does not compile:\n${formatHuman(result.diagnostics, { colour: false })}`,
    );
  writeContent(contentFile(UNIT_TEST_GENERATED_DIR), result.content);
}
