import { siteTests } from "./scripts/check/site-tests.ts";
import { testPort } from "./scripts/lib/site-dirs.ts";
import { SITES } from "./tests/e2e/sites.ts";

/**
 * The product's browser suite (tests/e2e/): the fixture site tests/fixtures/valid-full, never
 * the owner's content; its global set-up builds it and the suite's other sites first.
 */
export default siteTests({
  testDir: "tests/e2e",
  outDir: SITES["valid-full"].outDir,
  contentDir: SITES["valid-full"].contentDir,
  port: testPort(0),
  globalSetup: ["tests/e2e/global-setup.ts"],
});
