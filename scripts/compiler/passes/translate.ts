/**
 * A site in several languages (site.yaml's `languages`, the default first): each other
 * language's translations laid over the original files, giving the tree that language's site is
 * compiled from. A translation sits beside its original, the tag before the extension
 * (experience.pt-BR.yaml, projects/bounds.pt-BR.md, site.pt-BR.yaml), and holds only what
 * changes, in the original's shape, except that a list of entries is written as a mapping from
 * each entry's name (entryKeys, entry-names.ts) to its translation. What it leaves out is the
 * original's; a list of words (highlights, skills) is paired with the original's by place, the
 * original's texts past the end of the translation's shown untranslated. It may change only the
 * text a visitor reads in its language (schema/translatable.ts).
 *
 * Reported: a translation of an entry or a field the original does not have, or of a field that
 * is the same in every language (an error, at the translation's key), and, as a warning at the
 * original, text the translation leaves out. The translations of an original with errors are not
 * read until it is valid: its errors are reported once, at it.
 */
import path from "node:path";
import type { YamlName } from "../content-files.ts";
import type { TranslatedFile } from "../schema/translatable.ts";
import type { LoadedFile, Location } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import type { LoadedTree, Translation } from "./loaded-tree.ts";
import { languageLabel, reportText } from "./site-languages.ts";
import type { WrittenText } from "./text-languages.ts";
import { translatedName } from "./translation-files.ts";
import { overlayFile } from "./translation-overlay.ts";
import { expected, isRecord, marked, markedTexts, PROJECT } from "./untranslated-text.ts";

/**
 * The tree of the language `lang`: each original with its translation laid over it, located
 * where each value comes from. Text left untranslated is warned about once, here. `invalid` are
 * the files with errors of their own (display paths): an original among them is taken as it is,
 * its translation unread, so that its errors are reported once, at the original, and none of
 * theirs in each translation; a translation among them (unreadable) is not called missing.
 * Each text the translations give is added to `texts`.
 */
export function translateTree(
  context: CompileContext,
  loaded: LoadedTree,
  lang: string,
  translation: Translation,
  invalid: ReadonlySet<string> = new Set(),
  texts: WrittenText[] = [],
): LoadedTree {
  const laid = (
    kind: TranslatedFile,
    original: LoadedFile,
    given: LoadedFile | undefined,
    lay: (given: LoadedFile) => LoadedFile,
  ) => {
    if (invalid.has(original.file)) return original;
    if (given) return lay(given);
    const missing = translatedName(original.file, lang);
    if (!invalid.has(missing)) warnFileUntranslated(context, kind, original, missing, lang);
    const body = original.body === undefined ? {} : { body: marked(original.body) };
    return { ...original, data: markedTexts(kind, [], original.data, lang), ...body };
  };
  const yaml: LoadedTree["yaml"] = {};
  for (const [name, loadedFile] of Object.entries(loaded.yaml) as [YamlName, LoadedFile][]) {
    const site = name === "site.yaml";
    const original = site ? withoutOwnWords(loadedFile) : loadedFile;
    const merged = laid(name, original, translation.yaml[name], (given) =>
      overlayFile(context, original, given, lang, name, texts),
    );
    yaml[name] = site ? withLanguage(merged, lang) : merged;
  }
  const projects = loaded.projects.map((original) =>
    laid(PROJECT, original, translation.projects.get(path.basename(original.file)), (given) =>
      translateProject(context, original, given, lang, texts),
    ),
  );
  return { yaml, projects, letters: [], translations: new Map() };
}

/** A project with its translation laid over it: the front matter's, and the description below it. */
function translateProject(
  context: CompileContext,
  original: LoadedFile,
  given: LoadedFile,
  lang: string,
  texts: WrittenText[],
): LoadedFile {
  const merged = overlayFile(context, original, given, lang, PROJECT, texts);
  const body = given.body?.trim() ? given : original;
  if (body === given)
    texts.push({ source: given, kind: PROJECT, at: [], lang, value: given.body, body: true });
  const language = languageLabel(lang);
  if (body === original && original.body?.trim())
    reportText(
      context,
      lang,
      original,
      [],
      `not translated into ${language}: the project's description`,
      `write it below the front matter of ${given.file} (npm run translate -- ${lang} adds it to the front matter as a comment); until then the site in ${language} shows this one`,
    );
  const shown = body === given ? given.body : marked(original.body ?? "");
  return { ...merged, body: shown, ...(body.locateBody ? { locateBody: located(body) } : {}) };
}

function warnFileUntranslated(
  context: CompileContext,
  kind: TranslatedFile,
  original: LoadedFile,
  missing: string,
  lang: string,
) {
  if (!expected(kind, [], original.data) && !original.body?.trim()) return;
  const language = languageLabel(lang);
  reportText(
    context,
    lang,
    original,
    [],
    `not translated into ${language}: ${path.basename(missing)} is missing`,
    `npm run translate -- ${lang} writes it, each text to translate a comment in this file's words; until then the site in ${language} shows this file's text`,
  );
}

/**
 * site.yaml without the owner's `words`: they are words of the default language, which another
 * language's page never shows; it takes its own built-in words, and those of its site.<tag>.yaml.
 */
function withoutOwnWords(site: LoadedFile): LoadedFile {
  if (!isRecord(site.data) || !("words" in site.data)) return site;
  const { words: _, ...data } = site.data;
  return { ...site, data };
}

/** site.yaml's data in the language `lang`, located where the file is. */
function withLanguage(site: LoadedFile, lang: string): LoadedFile {
  return { ...site, data: { ...(isRecord(site.data) ? site.data : {}), lang } };
}

function located(file: LoadedFile): (offset: number) => Location {
  return (offset) => ({ ...(file.locateBody?.(offset) ?? file.locate([])), file: file.file });
}
