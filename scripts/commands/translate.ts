/**
 * Starts a translation of the content into one of the site's languages:
 *
 *   npm run translate -- <lang> [--content DIR]
 *
 * The language must be one of site.yaml's `languages`, not the first (the default, which the
 * originals are in). Beside each file with text to translate, a translation is written
 * (experience.<lang>.yaml, projects/<name>.<lang>.md; scripts/interop/translation.ts): every
 * entry under its name, every text to translate as a comment in the original's words. To a file
 * that has a translation already, the texts it leaves out are added, as comments where they go;
 * not a line of it is changed. A text is offered once: the comment lines it wrote are kept in a
 * record in the content (OFFERED_FILE), so a comment the owner deleted stays deleted. The content must be valid first, so that
 * entries are named as the compiler names them. The folder is refused, before anything is
 * read, where no content is written (refuseContentFolder): the project's folder, `/` or any
 * folder holding the project, a folder of its source but content/, a file. Exit codes: 0
 * written (or nothing to write), 1 refused or invalid content, 2 usage.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileContent } from "../compiler/compile.ts";
import { formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import { compileContext } from "../compiler/passes/context.ts";
import { loadContent, type YamlName } from "../compiler/passes/load.ts";
import { translationOf } from "../compiler/passes/translation-files.ts";
import type { LoadedFile } from "../compiler/yaml/source.ts";
import { filesIn, refuseContentFolder, refuseLinks } from "../content/content-folder.ts";
import { recoverStoppedWrites } from "../content/stopped-writes.ts";
import { markdownSkeleton, withMissing, yamlSkeleton } from "../interop/translation.ts";
import { parseCommandLine, Refused, runAsCommand } from "../lib/command.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";

const USAGE = "usage: npm run translate -- <lang> [--content DIR]";

/**
 * The record of what translate has offered: for each translation file (its path in the
 * content), the comment lines it has written there. In the content, so it goes wherever the
 * content goes, and hidden, so it is never read as content nor published.
 */
export const OFFERED_FILE = ".translations-offered.json";

type Offered = Record<string, string[]>;

/** The record of `contentDir` (OFFERED_FILE); empty where there is none, or it is not one. */
function readOffered(contentDir: string): Offered {
  const file = path.join(contentDir, OFFERED_FILE);
  if (!existsSync(file)) return {};
  try {
    const record: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (typeof record !== "object" || record === null || Array.isArray(record)) return {};
    return Object.fromEntries(
      Object.entries(record).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((line) => typeof line === "string"),
      ),
    );
  } catch {
    // A record broken by hand offers again what it held: nothing is lost but a deletion.
    return {};
  }
}

/** The comment lines of a translation's text: what translate offered there and the owner's own. */
function commentLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trimStart().startsWith("#"));
}

/** Adds each file's comment lines to the record of `contentDir`, written whole or not at all. */
function recordOffered(contentDir: string, offered: Offered, files: string[]): void {
  const record: Offered = { ...offered };
  for (const file of files) {
    const lines = new Set([
      ...(record[file] ?? []),
      ...commentLines(readFileSync(path.join(contentDir, file), "utf8")),
    ]);
    if (lines.size > 0) record[file] = [...lines].sort();
  }
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  const target = path.join(contentDir, OFFERED_FILE);
  if (existsSync(target) && readFileSync(target, "utf8") === text) return;
  const aside = path.join(contentDir, `${OFFERED_FILE}.${process.pid}`);
  writeFileSync(aside, text, { flag: "wx" });
  renameSync(aside, target);
}

export async function main(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(argv, { content: { type: "string" } }, USAGE);
  const [wanted, ...extra] = parsed?.positionals ?? [];
  if (!parsed || !wanted || extra.length > 0) {
    if (parsed) console.error(USAGE);
    return 2;
  }
  const contentDir = parsed.values.content ?? DEFAULT_CONTENT_DIR;
  refuseContentFolder(contentDir);
  // The originals and translations it reads are the content's own files: none through a link.
  refuseLinks(
    contentDir,
    filesIn(contentDir).filter((file) => /\.(ya?ml|md)$/.test(file) || !file.includes(".")),
    "npm run translate",
  );
  recoverStoppedWrites(contentDir);
  const result = await compileContent({ contentDir });
  if (!result.ok) {
    console.error(formatHuman(result.diagnostics, { colour: false }));
    throw new Refused("the content must be valid before a translation of it can start");
  }
  const languages = result.content.site.languages?.map(({ lang }) => lang) ?? [result.content.site.lang];
  const [first = "en"] = languages;
  const lang = translationOf(`file.${wanted}.yaml`, languages.slice(1))?.lang;
  if (!lang)
    throw new Refused(
      languages.some((listed) => listed.toLowerCase() === wanted.toLowerCase())
        ? `${wanted} is the default language, which the original files are in: name another of languages`
        : `${wanted} is not one of the site's languages: list it in site.yaml first, such as languages: [${[...languages, wanted].join(", ")}]`,
    );
  const { written, added } = writeSkeletons(contentDir, lang);
  const said = [
    ...(written.length > 0 ? [`started the translation into ${lang}: ${written.join(", ")}`] : []),
    ...(added.length > 0 ? [`added what is left to translate into ${lang} to: ${added.join(", ")}`] : []),
  ];
  console.log(
    said.length > 0
      ? `${said.join("\n")}\nreplace each comment with its translation; npm run validate lists what is left (the site shows the ${first} text meanwhile)`
      : `nothing to start: every text has its translation into ${lang} already, or its comment to replace`,
  );
  return 0;
}

/**
 * Writes each missing translation into `lang`, and adds to each one there what it leaves out
 * (withMissing); the files written and added to, relative to the content.
 */
function writeSkeletons(contentDir: string, lang: string): { written: string[]; added: string[] } {
  const context = compileContext({ contentDir: path.resolve(contentDir), cwd: process.cwd(), strict: false });
  const loaded = loadContent(context, readdirSync(contentDir));
  const existing = loaded.translations.get(lang);
  const files: [string, string | undefined][] = [
    ...Object.entries(loaded.yaml)
      .filter(([name]) => !existing?.yaml[name as keyof typeof existing.yaml])
      .map(([name, file]): [string, string | undefined] => [
        name,
        yamlSkeleton(name as keyof typeof loaded.yaml, file.data, lang),
      ]),
    ...loaded.projects
      .filter((file) => !existing?.projects.has(path.basename(file.file)))
      .map((file): [string, string | undefined] => [
        path.join("projects", path.basename(file.file)),
        markdownSkeleton(file.data, file.body ?? "", lang),
      ]),
  ];
  const name = (original: string) => original.replace(/(\.(?:yaml|md))$/, `.${lang}$1`);
  const offered = readOffered(contentDir);
  const offeredIn = (translation: LoadedFile) =>
    new Set(
      offered[path.relative(contentDir, path.resolve(translation.file)).split(path.sep).join("/")] ?? [],
    );
  // The files it writes, and those it adds to, are the content's own: none through a link.
  const translations = [
    ...Object.values(existing?.yaml ?? {}).map((file) => file.file),
    ...[...(existing?.projects.values() ?? [])].map((file) => file.file),
  ].map((file) => path.relative(contentDir, path.resolve(file)).split(path.sep).join("/"));
  refuseLinks(
    contentDir,
    [...files.map(([original]) => name(original).split(path.sep).join("/")), ...translations],
    "npm run translate",
  );
  const written: string[] = [];
  for (const [original, text] of files) {
    if (text === undefined) continue;
    const translated = name(original);
    // "wx": a translation that is there already is never written over.
    writeFileSync(path.join(contentDir, translated), text, { flag: "wx" });
    written.push(translated.split(path.sep).join("/"));
  }
  const added: string[] = [];
  const addTo = (translation: LoadedFile, add: (text: string) => string | undefined) => {
    const file = path.resolve(translation.file);
    const text = add(readFileSync(file, "utf8"));
    if (text === undefined) return;
    // Whole or not at all: the translation as it was, until the one with the comments replaces it.
    const aside = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
    writeFileSync(aside, text, { flag: "wx" });
    renameSync(aside, file);
    added.push(path.relative(contentDir, file).split(path.sep).join("/"));
  };
  for (const [name, original] of Object.entries(loaded.yaml) as [YamlName, LoadedFile][]) {
    const translation = existing?.yaml[name];
    if (translation)
      addTo(translation, (text) =>
        withMissing(name, original.data, text, lang, undefined, offeredIn(translation)),
      );
  }
  for (const original of loaded.projects) {
    const translation = existing?.projects.get(path.basename(original.file));
    if (!translation) continue;
    const description = translation.body?.trim() ? undefined : original.body;
    addTo(translation, (text) => {
      const [, open = "", front = "", close = "", body = ""] = FRONT_MATTER.exec(text) ?? [];
      const front2 = withMissing(
        "projects/*.md",
        original.data,
        front,
        lang,
        description,
        offeredIn(translation),
      );
      return front2 === undefined ? undefined : `${open}${front2}${close}${body}`;
    });
  }
  // What this language's translations hold now, each comment offered once.
  recordOffered(contentDir, offered, [...new Set([...translations, ...written])]);
  return { written, added };
}

/** A project's file: its opening ---, its front matter, its closing --- and its description. */
const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)((?:[\s\S]*?\n)?)(---[ \t]*(?:\r?\n|$))([\s\S]*)$/;

runAsCommand(import.meta.url, main, "could not start the translation");
