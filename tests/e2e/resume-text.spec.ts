/**
 * resume.txt as the built sites serve it (scripts/check/plain-resume.ts): in every language of
 * the complete site, the site in three languages (one written right to left), the Arabic site
 * and the sparse one, the owner's name first and every job's company and position in order,
 * with no markup; held to each site's own resume.json.
 */
import { expectPlainTextResume } from "../../scripts/check/plain-resume.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { fixtureSite, testFixtureSite } from "./fixture-site";
import { content, test } from "./fixtures";

const CHECK =
  "is the resume as plain text: the owner's name first, every job's company and position in order, no markup";

test(`resume.txt of the complete site ${CHECK}`, async ({ request }) => {
  await expectPlainTextResume(request, content);
});

for (const name of ["valid-languages", "valid-arabic", "valid-sparse"] as const) {
  const compiled = await compileContent({ contentDir: fixtureSite(name).contentDir });
  if (!compiled.ok) throw new Error(`tests/fixtures/${name} must compile`);
  const siteTest = testFixtureSite(name);
  for (const site of [compiled.content, ...compiled.translations])
    siteTest(`resume.txt of ${name} (${site.site.lang}) ${CHECK}`, async ({ request }) => {
      await expectPlainTextResume(request, site);
    });
}
