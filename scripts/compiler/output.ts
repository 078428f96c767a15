import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RouteContent, SiteContent } from "../../src/shared/compiled-content.ts";

export const DEFAULT_CONTENT_DIR = "content";
export const DEFAULT_OUT_FILE = "src/generated/content.json";

/**
 * The list of renames that puts a new set of files in place, written before the first of them
 * (see writeContent). Hidden, and no module imports it, so the dev server's watcher and the
 * bundle pay it no mind.
 */
export const JOURNAL = ".content-set.json";
const TEMPORARY = /^(.+)\.(\d+)\.tmp$/;

type Journal = { renames: { from: string; to: string }[] };

/**
 * Writes the compiled content to `outFile`, and beside it one file per route
 * (`content-resume.json`, …: see splitContent) so each route's chunk carries only its own
 * content. Returns false when the files already held exactly this content.
 *
 * The files are replaced as one set, though each keeps its fixed path (the site imports them
 * by name through the `@generated` alias, and the dev server watches those very files, so
 * neither a new folder nor a link to one can stand in for them):
 *
 * 1. every changed file is written in full beside its target, as a temporary file;
 * 2. the journal listing the renames is written (a temporary file, then a rename): from here
 *    on the new set is decided;
 * 3. each temporary file is renamed onto its target, and the journal removed.
 *
 * A process killed before step 2 leaves the last set as it was; one killed during step 3
 * leaves the journal, whose renames completeContent finishes: every writer calls it first,
 * and so does readContent. So the dev server and `vite build`, which compile and write before
 * they read, never see files of two runs.
 */
export function writeContent(outFile: string, content: SiteContent): boolean {
  const dir = path.dirname(outFile);
  mkdirSync(dir, { recursive: true });
  completeContent(dir);
  const files: [string, unknown][] = [
    [outFile, content],
    ...Object.entries(splitContent(content)).map(([route, part]): [string, unknown] => [
      contentPart(outFile, route),
      part,
    ]),
  ];
  const renames: Journal["renames"] = [];
  for (const [file, value] of files) {
    const json = `${JSON.stringify(value, null, 2)}\n`;
    try {
      if (readFileSync(file, "utf8") === json) continue;
    } catch {
      // Not written yet.
    }
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, json);
    renames.push({ from: path.basename(temporary), to: path.basename(file) });
  }
  if (renames.length === 0) return false;
  const journal = path.join(dir, JOURNAL);
  writeFileSync(`${journal}.${process.pid}.tmp`, JSON.stringify({ renames } satisfies Journal));
  renameSync(`${journal}.${process.pid}.tmp`, journal);
  completeContent(dir);
  return true;
}

/**
 * Finishes a set of files that a killed writer left half in place (see writeContent): the
 * renames its journal lists, in order, then the journal itself. Temporary files of writers no
 * longer running, whose set was never decided, are removed.
 */
export function completeContent(dir: string): void {
  const journal = path.join(dir, JOURNAL);
  let renames: Journal["renames"] = [];
  try {
    renames = (JSON.parse(readFileSync(journal, "utf8")) as Journal).renames;
  } catch {
    // No set left half in place.
  }
  for (const { from, to } of renames) {
    try {
      renameSync(path.join(dir, from), path.join(dir, to));
    } catch {
      // Renamed already, before the writer stopped.
    }
  }
  rmSync(journal, { force: true });
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = TEMPORARY.exec(entry)?.[2];
    if (pid && !running(Number(pid))) rmSync(path.join(dir, entry), { force: true });
  }
}

/** The compiled content at `outFile`, after completing a set a killed writer left half in place. */
export function readContent(outFile: string): SiteContent {
  completeContent(path.dirname(outFile));
  return JSON.parse(readFileSync(outFile, "utf8")) as SiteContent;
}

/** The file of one route's content beside `outFile`: content-resume.json, … */
export function contentPart(outFile: string, route: string): string {
  return path.join(path.dirname(outFile), `content-${route}.json`);
}

export function splitContent({
  site,
  profile,
  experience,
  education,
  projects,
  about,
  sections,
  layout,
}: SiteContent): RouteContent {
  return {
    resume: { site, profile, experience, education, sections, layout },
    projects: { projects },
    about: { about },
  };
}

function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
