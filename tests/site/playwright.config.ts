import { siteTests } from "../../playwright.config.ts";
import { CONTENT_DIR_VARIABLE, DEFAULT_SITE_CONTENT, testPort } from "../../scripts/lib/site-dirs.ts";

/**
 * `npm run check:site`: the owner's built site (dist/, from content/ or the folder in
 * FOLIO_CONTENT_DIR) checked in Chromium before it is published. Works on any valid content.
 */
export default siteTests({
  testDir: "tests/site",
  outDir: "dist",
  contentDir: process.env[CONTENT_DIR_VARIABLE] || DEFAULT_SITE_CONTENT,
  port: testPort(1),
});
