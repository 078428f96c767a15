/**
 * `npm run import`: a content tree written from a JSON Resume file or LinkedIn's data export
 * (scripts/interop/import.ts says what it writes, and what it never does); or, added to the
 * content there, publications from a BibTeX file or an ORCID record
 * (scripts/interop/publications/) and projects from a GitHub user's repositories
 * (scripts/interop/github/).
 *
 *   npm run import -- resume.json|export.zip|export/ [--content DIR] [--force]
 *   npm run import -- publications <file.bib | ORCID iD> [--content DIR]
 *   npm run import -- github <user> [--only a,b | --top N] [--content DIR]
 *
 * Exit codes: 0 written, 1 refused, unreadable input or not written, 2 usage.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { canonicalLanguage } from "../compiler/schema/schema.ts";
import { conflicts, refuseContentFolder, refuseLinks } from "../content/content-folder.ts";
import { recoverStoppedWrites } from "../content/stopped-writes.ts";
import { commandLine, reportSetAside, type SetAside, writeTree } from "../content/write-tree.ts";
import { importGithub } from "../interop/github/import-github.ts";
import { contentErrors } from "../interop/import/validate.ts";
import { type ImportResult, importJsonResume } from "../interop/import.ts";
import type { JsonResume } from "../interop/json-resume/export.ts";
import { readJsonResumeFile } from "../interop/json-resume/file.ts";
import { isLinkedInExport } from "../interop/linkedin/files.ts";
import { readLinkedInExport } from "../interop/linkedin/input.ts";
import { NotImported } from "../interop/linkedin/limits.ts";
import { importPublications } from "../interop/publications/import-publications.ts";
import { parseCommandLine, Refused, runAsCommand, unlessRefused } from "../lib/command.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";

const USAGE = [
  "usage: npm run import -- <resume.json, or LinkedIn's export: its .zip or folder> [--content DIR] [--force]",
  "       npm run import -- publications <file.bib | ORCID iD> [--content DIR]",
  "       npm run import -- github <user> [--only NAME,NAME | --top N] [--content DIR]",
].join("\n");

export function main(argv: string[]): Promise<number> {
  return unlessRefused(() => write(argv));
}

async function write(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(
    argv,
    {
      content: { type: "string" },
      force: { type: "boolean" },
      only: { type: "string" },
      top: { type: "string" },
    },
    USAGE,
  );
  if (!parsed) return 2;
  const [input, ...extra] = parsed.positionals;
  const contentDir = parsed.values.content ?? DEFAULT_CONTENT_DIR;
  const [source] = extra;
  const { only, top, force } = parsed.values;
  // `publications` and `github` take what they read from; a file of that name is given as ./publications.
  if ((input === "publications" || input === "github") && source !== undefined && extra.length === 1) {
    if (force)
      throw new Refused(`--force is not for ${input}: it sets aside only what it replaces\n${USAGE}`, 2);
    refuseContentFolder(contentDir);
    recoverStoppedWrites(contentDir);
    if (input === "publications") {
      if (only !== undefined || top !== undefined)
        throw new Refused(`--only and --top are for github\n${USAGE}`, 2);
      return importPublications(source, contentDir, commandLine("import", argv));
    }
    return importGithub(source, contentDir, { only, top }, commandLine("import", argv));
  }
  if (!input || extra.length > 0 || only !== undefined || top !== undefined) {
    console.error(USAGE);
    return 2;
  }
  refuseContentFolder(contentDir);
  // site.yaml is read for the site's language: never through a link.
  refuseLinks(contentDir, ["site.yaml"], "npm run import");
  recoverStoppedWrites(contentDir);
  const read = await readInput(input);
  if (!read) return 1;
  // --force sets the folder's site.yaml aside with the rest: the import then makes a site as
  // into an empty folder, in the resume's own language when it tells it, not the one set aside.
  const lang = parsed.values.force ? undefined : siteLanguage(contentDir);
  const imported = await importJsonResume(read.resume, { lang });
  const { files, issues } = imported;
  if (issues.length > 0)
    console.error(
      `warning: ${input} departs from the JSON Resume schema; the rest is imported:\n${issues.map((issue) => `  ${issue}`).join("\n")}\n`,
    );
  // Content the site would refuse is never written: the folder stays as it was.
  const errors = await contentErrors(files);
  if (errors.length > 0) {
    console.error(
      `not written: the content made from ${input} would not validate:\n${errors.map((error) => `  ${error}`).join("\n")}`,
    );
    return 1;
  }
  const existing = conflicts(contentDir, files);
  if (existing.length > 0 && !parsed.values.force) {
    console.error(
      `not written: ${existing.length} file${existing.length === 1 ? "" : "s"} in ${contentDir} would be overwritten:\n${existing.map((file) => `  ${file}`).join("\n")}\nrun again with --force to overwrite them, or pick an empty folder with --content DIR`,
    );
    return 1;
  }
  // --force replaces the content as a whole: an earlier import's projects and images, the
  // translations and site.yaml do not stay beside the new ones, which are the content that
  // was validated. The earlier content is set aside, not deleted.
  let aside: SetAside;
  try {
    aside = writeTree(contentDir, files, {
      replace: parsed.values.force ?? false,
      command: commandLine("import", argv),
    });
  } catch (error) {
    console.error(`not written: ${(error as Error).message}`);
    return 1;
  }
  reportSetAside(aside);
  reportImport(contentDir, imported, [...read.exported, ...imported.skipped]);
  return 0;
}

/**
 * The resume in `input`, LinkedIn's export (a folder, or a zip) or a JSON Resume file, with
 * what LinkedIn's export holds that the content has no place for, and its files read, said;
 * undefined (and why, printed) when it cannot be read.
 */
async function readInput(input: string): Promise<{ resume: JsonResume; exported: string[] } | undefined> {
  if (isLinkedInExport(input)) {
    try {
      const { resume, skipped, read } = await readLinkedInExport(input);
      console.log(
        `read ${read.length} of LinkedIn's files from ${input}:\n${read.map((line) => `  ${line}`).join("\n")}\n`,
      );
      return { resume, exported: skipped };
    } catch (error) {
      if (error instanceof NotImported) console.error(error.message);
      else console.error(`could not read ${input} as LinkedIn's export: ${(error as Error).message}`);
      return undefined;
    }
  }
  const read = readJsonResumeFile(input);
  if ("error" in read) {
    console.error(read.error);
    return undefined;
  }
  return { resume: read.resume, exported: [] };
}

/**
 * The site's language, when its content folder says it, as the compiler reads it: site.yaml's
 * `lang`, or the first of its `languages`, or English (the default) when it names none.
 * Undefined without a site.yaml (a folder the import starts) or with one that cannot be read.
 */
function siteLanguage(contentDir: string): string | undefined {
  let site: unknown;
  try {
    site = parseYaml(readFileSync(path.join(contentDir, "site.yaml"), "utf8"));
  } catch {
    return undefined;
  }
  if (site === null) return "en";
  if (typeof site !== "object") return undefined;
  const { lang, languages } = site as { lang?: unknown; languages?: unknown };
  const [first] = Array.isArray(languages) ? languages : [];
  const tag = typeof lang === "string" ? lang : typeof first === "string" ? first : "en";
  return canonicalLanguage(tag);
}

/**
 * What was written, and the lists the owner needs: the placeholders, what went nowhere, what
 * changed on the way in, the projects that took another file name.
 */
function reportImport(
  contentDir: string,
  { files, placeholders, changed, renamed }: ImportResult,
  skipped: string[],
): void {
  console.log(`wrote ${files.size} files to ${contentDir}`);
  if (placeholders.length > 0)
    console.log(
      `\n${placeholders.length} placeholders to replace (text starts with "TODO"; images show initials):\n${placeholders.map((p) => `  ${p}`).join("\n")}`,
    );
  if (skipped.length > 0)
    console.log(
      `\n${skipped.length} not written into the content (where each went, or why not):\n${skipped.map((line) => `  ${line}`).join("\n")}`,
    );
  if (changed.length > 0)
    console.log(
      `\n${changed.length} changed on the way in:\n${changed.map((line) => `  ${line}`).join("\n")}`,
    );
  if (renamed.length > 0)
    console.error(
      `\nwarning: ${renamed.length} project${renamed.length === 1 ? "" : "s"} would have had the file name or link of another:\n${renamed.map((line) => `  ${line}`).join("\n")}`,
    );
  console.log(`\ncheck it: npm run validate -- --content ${contentDir}`);
}

runAsCommand(import.meta.url, main, "internal error in the importer", 70);
