/**
 * A fixture site's languages and its compiled content in each, for the tests that print every
 * language's resume (resume-pdf-facts.spec.ts, resume-pdf-runs.spec.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { FixtureSite } from "./sites.ts";

/**
 * The languages of a fixture site, from its site.yaml as the tests are listed (the global
 * set-up writes the laid-together and imported content only later): the first is the default.
 * An imported site, or one without a list, is in one language ("" for it).
 */
export function languagesOf(site: FixtureSite): string[] {
  const folders = site.layers?.map((layer) => path.join("tests/fixtures", layer)) ?? [site.contentDir];
  if (site.importFrom) return [""];
  const lists = folders.map((folder) => {
    try {
      return (parse(readFileSync(path.join(folder, "site.yaml"), "utf8")) as { languages?: string[] })
        ?.languages;
    } catch {
      return undefined;
    }
  });
  return lists.findLast((list) => list && list.length > 1) ?? [""];
}

/** The compiled content of `site` in the language `lang` ("" or the first: the default). */
export async function contentIn(site: FixtureSite, lang: string) {
  const compiled = await compileContent({ contentDir: site.contentDir });
  if (!compiled.ok) throw new Error(`${site.contentDir} does not compile`);
  const all = [compiled.content, ...compiled.translations];
  const found = lang ? all.find((content) => content.site.lang === lang) : compiled.content;
  if (!found) throw new Error(`${site.contentDir} has no language ${lang}`);
  return found;
}
