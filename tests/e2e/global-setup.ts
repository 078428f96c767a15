/**
 * The browser suite's global set-up: builds every site of the list (sites.ts), in order, as
 * `npm run build` does, each from its content into its folder, its content first laid together
 * from fixtures (and a site.yaml of its own) or imported from LinkedIn's export where the list
 * says so. It runs before any test and before the suite's site is served (serve-site.ts), on
 * every run, so no test meets a site built from older code or content. A site that does not
 * build fails the run, named.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import { readLinkedInExport } from "../../scripts/interop/linkedin/input.ts";
import { buildSite } from "../../scripts/publish/build.ts";
import { type FixtureSite, SITES } from "./sites.ts";

export default async function buildSites(): Promise<void> {
  // A build sets variables of this process (Vite sets NODE_ENV to production); the test
  // workers, started from it afterwards, get its environment as it was.
  const before = { ...process.env };
  try {
    for (const [name, site] of Object.entries(SITES) as [string, FixtureSite][]) {
      const started = performance.now();
      await writeContent(site);
      await buildSite({
        contentDir: site.contentDir,
        outDir: site.outDir,
        strict: site.strict ?? false,
        quiet: true,
      }).catch((error: Error) => {
        throw new Error(`the fixture site ${name} (${site.contentDir}) did not build: ${error.message}`);
      });
      console.log(
        `built ${name} into ${site.outDir} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    restoreEnv(before);
  }
}

/** The site's content, written afresh where the list lays it together or imports it. */
async function writeContent({ contentDir, layers, importFrom, siteYaml }: FixtureSite): Promise<void> {
  if (!layers && !importFrom) return;
  rmSync(contentDir, { recursive: true, force: true });
  for (const layer of layers ?? [])
    cpSync(path.join("tests/fixtures", layer), contentDir, { recursive: true });
  if (importFrom) {
    const { resume } = await readLinkedInExport(importFrom);
    const { files } = await importJsonResume(resume);
    writeTree(contentDir, files);
  }
  if (siteYaml !== undefined) writeFileSync(path.join(contentDir, "site.yaml"), siteYaml);
}

/** Puts this process's environment back as `saved` holds it. */
function restoreEnv(saved: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
}
