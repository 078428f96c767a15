/**
 * A builder of the browser suite's sites (sites.ts), run by the global set-up (global-setup.ts)
 * in a process of its own, so that builds run side by side with none sharing a build's
 * process-wide state (Vite sets NODE_ENV; each loads its own modules). It is sent a site of the
 * list, builds it as `npm run build` does, from its content into its folder (its content first
 * laid together from fixtures, and a site.yaml of its own, or imported from LinkedIn's export
 * where the list says so), answers with the time taken or why it did not build, and waits for
 * the next; it ends when the set-up lets it go.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import { readLinkedInExport } from "../../scripts/interop/linkedin/input.ts";
import { buildSite } from "../../scripts/publish/build.ts";
import type { FixtureSite } from "./sites.ts";

/** What the set-up asks of a builder: the site to build next, by its name in the list. */
export type BuildRequest = { name: string; site: FixtureSite };
/** What a builder answers: the site built and how long it took, or why it did not build. */
export type BuildAnswer = { name: string } & ({ seconds: number } | { error: string });

/** Builds `site`, resolving to the seconds it took. */
async function buildFixtureSite(site: FixtureSite): Promise<number> {
  const started = performance.now();
  await writeContent(site);
  await buildSite({
    contentDir: site.contentDir,
    outDir: site.outDir,
    strict: site.strict ?? false,
    quiet: true,
  });
  return (performance.now() - started) / 1000;
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

/** Answers the set-up's requests, one at a time, while it is connected. */
function serve(send: (answer: BuildAnswer) => void): void {
  process.on("message", async ({ name, site }: BuildRequest) => {
    try {
      send({ name, seconds: await buildFixtureSite(site) });
    } catch (error) {
      send({ name, error: (error as Error).message });
    }
  });
  process.on("disconnect", () => process.exit(0));
}

// Run as a builder (forked by the set-up, with a channel to it), not imported.
if (process.send && path.resolve(process.argv[1] ?? "") === import.meta.filename) {
  const send = process.send.bind(process);
  serve((answer) => send(answer));
}
