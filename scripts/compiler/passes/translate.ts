/**
 * A site in several languages (site.yaml's `languages`, the default first): each other
 * language's translations laid over the original files, giving the tree that language's site is
 * compiled from. A translation sits beside its original, the tag before the extension
 * (experience.pt-BR.yaml, projects/bounds.pt-BR.md, site.pt-BR.yaml), and holds only what
 * changes, in the original's shape, except that a list of entries is written as a mapping from
 * each entry's name (entryKeys, entry-names.ts) to its translation. What it leaves out is the
 * original's; a list of words (highlights, skills) is replaced whole. It may change only the
 * text a visitor reads in its language (schema/translatable.ts).
 *
 * Reported: a translation of an entry or a field the original does not have, or of a field that
 * is the same in every language (an error, at the translation's key), and, as a warning at the
 * original, text the translation leaves out. The translations of an original with errors are not
 * read until it is valid: its errors are reported once, at it.
 */
import path from "node:path";
import type { SiteContent } from "../../../src/shared/compiled-content.ts";
import { textKey, UNTRANSLATED } from "../../../src/shared/untranslated.ts";
import { formatPath, placeOf } from "../diagnostics/diagnostics.ts";
import { closest } from "../diagnostics/issues.ts";
import { canonicalLanguage, siteLanguage } from "../schema/schema.ts";
import {
  mayTranslate,
  mustTranslate,
  type TranslatedFile,
  translatableUnder,
} from "../schema/translatable.ts";
import type { LoadedFile, Location } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import { ambiguousEntries, entryKeys, findEntry, nameField, TELLING } from "./entry-names.ts";
import type { LoadedTree, YamlName } from "./load.ts";
import type { WrittenText } from "./text-languages.ts";

/** One language's translation files, by the original's name. */
export type Translation = {
  yaml: Partial<Record<YamlName, LoadedFile>>;
  /** projects/<name>.<tag>.md, by the original's file name (<name>.md). */
  projects: Map<string, LoadedFile>;
};

/**
 * The site's languages as site.yaml lists them (canonical tags), read before it is validated:
 * which files are translations depends on them. A tag `lang` would refuse is left out (the
 * schema reports it, once). Empty for a site in one language.
 */
export function listedLanguages(site: LoadedFile | undefined): string[] {
  const listed = isRecord(site?.data) ? site.data.languages : undefined;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((tag) => (typeof tag === "string" ? (siteLanguage(tag) ?? []) : []));
}

/**
 * The languages site.yaml's strictTranslations holds to their translations, read before it is
 * validated (the schema reports a wrong one): every language for `true`, else those it lists
 * that the site has, as `languages` (or `lang`) spells them.
 */
export function strictLanguages(site: LoadedFile | undefined): Set<string> {
  const data = isRecord(site?.data) ? site.data : {};
  const lang = typeof data.lang === "string" ? siteLanguage(data.lang) : undefined;
  const languages = listedLanguages(site);
  const all = languages.length > 0 ? languages : [lang ?? "en"];
  const held = data.strictTranslations;
  if (held === true) return new Set(all);
  if (!Array.isArray(held)) return new Set();
  const named = new Set(held.flatMap((tag) => (typeof tag === "string" ? [tag.toLowerCase()] : [])));
  return new Set(all.filter((tag) => named.has(tag.toLowerCase())));
}

/**
 * A report of text a visitor of the site in `lang` reads in another language: a warning, or,
 * for a language site.yaml's strictTranslations holds to its translations, an error under
 * --strict (and a warning that says so without it), as a placeholder is.
 */
export function reportText(
  context: CompileContext,
  lang: string,
  source: LoadedFile,
  at: readonly PropertyKey[],
  message: string,
  hint: string,
): void {
  if (!context.heldLanguages.has(lang)) context.warn(source, at, message, hint);
  else if (context.strict) context.report(source, at, message, hint);
  else context.warn(source, at, message, `${hint}; ${HELD_HINT}`);
}

const HELD_HINT =
  "`npm run build` refuses it when CI is set or with --strict, as site.yaml's strictTranslations asks";

/**
 * site.yaml with its default language: the first of `languages` stands for `lang`, which, when
 * given as well, must name the same language.
 */
export function withDefaultLanguage(
  context: CompileContext,
  site: LoadedFile | undefined,
): LoadedFile | undefined {
  const [first] = listedLanguages(site);
  if (!site || !first || !isRecord(site.data)) return site;
  const given = site.data.lang;
  if (given === undefined) return { ...site, data: { ...site.data, lang: first } };
  if (typeof given === "string" && canonicalLanguage(given) !== first)
    context.report(
      site,
      ["lang"],
      `expected lang to be the first of languages, ${first}, got ${given}`,
      "leave lang out: the first of languages is the site's default language",
    );
  return site;
}

/**
 * A file name's original and language: "experience.pt-BR.yaml" → experience.yaml and pt-BR, when
 * pt-BR is one of `languages` (compared without case). Undefined for any other name.
 */
export function translationOf(
  name: string,
  languages: readonly string[],
): { original: string; lang: string } | undefined {
  const match = /^(.+)\.([A-Za-z0-9-]+)(\.(?:yaml|md))$/.exec(name);
  if (!match) return undefined;
  const [, stem = "", tag = "", extension = ""] = match;
  const lang = languages.find((listed) => listed.toLowerCase() === tag.toLowerCase());
  return lang ? { original: `${stem}${extension}`, lang } : undefined;
}

/**
 * The one translation of a file into `lang`: `found`, unless `earlier` is one too, its tag in
 * another case (profile.EN.yaml beside profile.en.yaml, which are the same language's). Then the
 * one spelt as `languages` spells the tag is kept (else the first by name) and the other reported.
 */
export function oneTranslation(
  context: CompileContext,
  lang: string,
  earlier: LoadedFile | undefined,
  found: LoadedFile,
): LoadedFile {
  if (!earlier) return found;
  const tagOf = (file: LoadedFile) => /\.([^./]+)\.(?:yaml|md)$/.exec(file.file)?.[1];
  const [kept, other] = [earlier, found].sort(
    (a, b) => Number(tagOf(b) === lang) - Number(tagOf(a) === lang) || a.file.localeCompare(b.file),
  ) as [LoadedFile, LoadedFile];
  context.diagnostics.push({
    file: other.file,
    line: 1,
    column: 1,
    path: "",
    message: `a second translation of ${path.basename(kept.file).replace(/\.[^./]+(\.(?:yaml|md))$/, "$1")} into ${lang}, beside ${path.basename(kept.file)}`,
    hint: `a tag is read whatever its case, so both are the ${lang} translation: move what this one says into ${path.basename(kept.file)}, and remove this one`,
  });
  return kept;
}

/**
 * On a site in several languages, entries of one list that a translation could not tell apart:
 * the same name, and nothing that tells entries of one name apart (see entry-names.ts). An error
 * at each of them after the first, in the original.
 */
export function checkEntryNames(context: CompileContext, loaded: LoadedTree): void {
  if (loaded.translations.size === 0) return;
  const files: [TranslatedFile, LoadedFile][] = [
    ...(Object.entries(loaded.yaml) as [YamlName, LoadedFile][]),
    ...loaded.projects.map((file): [TranslatedFile, LoadedFile] => [PROJECT, file]),
  ];
  for (const [kind, file] of files) checkLists(context, kind, file, file.data, []);
}

function checkLists(
  context: CompileContext,
  kind: TranslatedFile,
  file: LoadedFile,
  value: unknown,
  at: PropertyKey[],
) {
  if (Array.isArray(value)) {
    // Only the lists a translation names the entries of: a translation leaves the others alone.
    if (mayTranslate(kind, fieldPath(at)) === "inside")
      for (const [first = 0, ...others] of ambiguousEntries(value))
        for (const place of others) reportAmbiguous(context, file, value, [...at, place], [...at, first]);
    value.forEach((item, index) => {
      checkLists(context, kind, file, item, [...at, index]);
    });
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) checkLists(context, kind, file, item, [...at, key]);
  }
}

function reportAmbiguous(
  context: CompileContext,
  file: LoadedFile,
  entries: readonly unknown[],
  at: PropertyKey[],
  first: PropertyKey[],
) {
  const entry = entries[Number(at.at(-1))];
  const field = (isRecord(entry) && nameField(entry)) || "name";
  context.report(
    file,
    at,
    `a translation cannot tell this entry from ${formatPath(first)}: both are "${entryKeys(entries)[Number(at.at(-1))]}"`,
    `translations name an entry by its ${field}, and entries of one ${field} by their ${TELLING}: make one of these differ`,
  );
}

type Overlay = {
  context: CompileContext;
  original: LoadedFile;
  translation: LoadedFile;
  /** The language's tag, and its name for messages: "Português (pt-PT)". */
  lang: string;
  language: string;
  /** Where the translation gives a value: a path of the merged data → its path in the translation. */
  spans: { at: PropertyKey[]; to: PropertyKey[]; whole: boolean }[];
  /** Which file's translation, for what it may change (TRANSLATABLE). */
  kind: TranslatedFile;
  /** The texts the translation gives, for the check of their language (text-languages.ts). */
  texts: WrittenText[];
};

/** How TRANSLATABLE names a project's file. */
const PROJECT = "projects/*.md";

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
    return { ...original, data: markedTexts(kind, [], original.data), ...body };
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
  return { yaml, projects, translations: new Map() };
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

/** "Português (pt-PT)": the language's own name, and its tag. */
export function languageLabel(lang: string): string {
  return `${languageName(lang)} (${lang})`;
}

/**
 * The language's name in itself, capitalised as a switcher shows it: "Português", "العربية".
 * `among` are the site's languages: a region is named only when two share a language.
 */
export function languageName(lang: string, among: readonly string[] = [lang]): string {
  const base = lang.split("-")[0] ?? lang;
  const shared = among.filter((other) => (other.split("-")[0] ?? other) === base).length > 1;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([lang], { type: "language" }).of(shared ? lang : base);
  } catch {
    name = undefined;
  }
  const shown = name ?? lang;
  return shown.charAt(0).toLocaleUpperCase(lang) + shown.slice(1);
}

/** "content/experience.yaml" and pt-BR → "content/experience.pt-BR.yaml". */
function translatedName(file: string, lang: string): string {
  return file.replace(/(\.(?:yaml|md))$/, `.${lang}$1`);
}

function overlayFile(
  context: CompileContext,
  original: LoadedFile,
  translation: LoadedFile,
  lang: string,
  kind: TranslatedFile,
  texts: WrittenText[],
): LoadedFile {
  const state: Overlay = {
    context,
    original,
    translation,
    lang,
    language: languageLabel(lang),
    spans: [],
    kind,
    texts,
  };
  const data = overlay(state, original.data, translation.data ?? {}, [], []);
  const find = (at: readonly PropertyKey[]) => {
    let best: Overlay["spans"][number] | undefined;
    for (const span of state.spans) {
      const fits = span.whole
        ? span.at.every((key, i) => at[i] === key)
        : span.at.length === at.length && span.at.every((key, i) => at[i] === key);
      if (fits && (!best || span.at.length > best.at.length)) best = span;
    }
    return best && [...best.to, ...at.slice(best.at.length)];
  };
  const inTranslation = (location: Location, to: readonly PropertyKey[]): Location => ({
    ...location,
    file: translation.file,
    path: to,
  });
  return {
    ...original,
    data,
    placeholders: [],
    locate(at, options) {
      const to = find(at);
      return to ? inTranslation(translation.locate(to, options), to) : original.locate(at, options);
    },
    locateText(at, offset) {
      const to = find(at);
      return to ? inTranslation(translation.locateText(to, offset), to) : original.locateText(at, offset);
    },
    commentInstead(at) {
      const to = find(at);
      return to ? translation.commentInstead(to) : original.commentInstead(at);
    },
    commentOn(at) {
      const to = find(at);
      return to ? translation.commentOn(to) : original.commentOn(at);
    },
  };
}

/** The original's value with the translation's laid over it (see the module's comment). */
function overlay(
  state: Overlay,
  original: unknown,
  given: unknown,
  at: PropertyKey[],
  to: PropertyKey[],
): unknown {
  // A name with nothing under it yet (its texts still comments, as `npm run translate` writes them).
  const nothing = given === null ? {} : given;
  if (isRecord(original) && isRecord(nothing)) return overlayFields(state, original, nothing, at, to);
  if (Array.isArray(original) && original.some(isRecord)) {
    if (isRecord(nothing)) return overlayEntries(state, original, nothing, at, to);
    if (Array.isArray(given)) {
      state.context.report(
        state.translation,
        to,
        "expected the entries by name (a mapping), got a list",
        `write each entry under its name, as the original names it: ${entryKeys(original)
          .slice(0, 3)
          .map((key) => `"${key}:"`)
          .join(", ")}`,
      );
      return original;
    }
  }
  state.spans.push({ at, to, whole: true });
  if (mustTranslate(state.kind, fieldPath(at)))
    state.texts.push({ source: state.translation, kind: state.kind, at: to, lang: state.lang, value: given });
  return given;
}

function overlayFields(
  state: Overlay,
  original: Record<string, unknown>,
  given: Record<string, unknown>,
  at: PropertyKey[],
  to: PropertyKey[],
): Record<string, unknown> {
  state.spans.push({ at, to, whole: false });
  const merged: Record<string, unknown> = { ...original };
  for (const [key, value] of Object.entries(given)) {
    const may = mayTranslate(state.kind, fieldPath([...at, key]));
    // site.yaml's words and date format have defaults: a translation may give its own.
    const added = state.kind === "site.yaml" && at.length === 0 && may === true;
    if (!(key in original) && !added) reportNotThere(state, original, at, to, key);
    else if (!may) reportSameEverywhere(state, at, to, key);
    else merged[key] = overlay(state, original[key], value, [...at, key], [...to, key]);
  }
  for (const key of Object.keys(original)) {
    if (!(key in given) && expected(state.kind, [...at, key], original[key])) {
      warnUntranslated(state, [...at, key], [...to, key]);
      merged[key] = markedTexts(state.kind, [...at, key], original[key]);
    }
  }
  return merged;
}

function overlayEntries(
  state: Overlay,
  original: unknown[],
  given: Record<string, unknown>,
  at: PropertyKey[],
  to: PropertyKey[],
): unknown[] {
  state.spans.push({ at, to, whole: false });
  const keys = entryKeys(original);
  const merged = [...original];
  /** Each entry translated so far, by the key that named it. */
  const translated = new Map<number, string>();
  for (const [key, value] of Object.entries(given)) {
    const index = findEntry(original, keys, key);
    if (typeof index !== "number") {
      reportNoEntry(state, to, key, keys, index?.shared);
      continue;
    }
    const earlier = translated.get(index);
    if (earlier !== undefined) {
      reportKey(
        state,
        to,
        key,
        `translates the entry "${keys[index]}" twice, as "${earlier}" and as "${key}"`,
        "keep one of them",
      );
      continue;
    }
    translated.set(index, key);
    merged[index] = overlay(state, original[index], value, [...at, index], [...to, key]);
  }
  original.forEach((entry, index) => {
    if (!translated.has(index) && expected(state.kind, [...at, index], entry)) {
      warnUntranslated(state, [...at, index], [...to, keys[index] ?? index]);
      merged[index] = markedTexts(state.kind, [...at, index], entry);
    }
  });
  return merged;
}

/**
 * A key that names no entry of the original: a name several entries share now, a key of the
 * place an entry once had (" (2)"), or a name the original does not have.
 */
function reportNoEntry(
  state: Overlay,
  to: readonly PropertyKey[],
  key: string,
  keys: readonly string[],
  shared: readonly string[] | undefined,
) {
  const file = path.basename(state.original.file);
  if (shared) {
    reportKey(
      state,
      to,
      key,
      `"${key}" names ${shared.length} entries of ${file}`,
      `write the one you mean: ${shared.map((one) => `"${one}"`).join(" or ")}`,
    );
    return;
  }
  const byPlace = /\(\d+\)$/.test(key);
  const suggestion = byPlace ? undefined : closest(key, [...keys]);
  const some = keys
    .slice(0, 5)
    .map((one) => `"${one}"`)
    .join(", ");
  reportKey(
    state,
    to,
    key,
    `translates the entry "${key}", which ${file} does not have`,
    suggestion
      ? `did you mean "${suggestion}"?`
      : byPlace
        ? `an entry is named by what it shows (its name, label, category…), not by its place: ${some}`
        : `an entry is named as in the original: ${some}`,
  );
}

/** A field the original does not have: a misspelt key, or a translation left from an older original. */
function reportNotThere(
  state: Overlay,
  original: Record<string, unknown>,
  at: PropertyKey[],
  to: PropertyKey[],
  key: string,
) {
  const known = Object.keys(original).filter((field) => mayTranslate(state.kind, fieldPath([...at, field])));
  const suggestion = closest(key, known);
  reportKey(
    state,
    to,
    key,
    `translates ${key}, which ${path.basename(state.original.file)} does not have here`,
    suggestion
      ? `did you mean ${suggestion}?`
      : `remove it, or give ${key} to the original first; fields here: ${known.join(", ")}`,
  );
}

/** A field that is the same in every language (TRANSLATABLE), which a translation may not change. */
function reportSameEverywhere(state: Overlay, at: PropertyKey[], to: PropertyKey[], key: string) {
  const file = path.basename(state.original.file);
  const fields = translatableUnder(state.kind, fieldPath(at));
  reportKey(
    state,
    to,
    key,
    `translates ${key}, which is the same in every language`,
    `remove it: the site in ${state.language} shows the ${key} of ${file}; ${
      fields.length > 0
        ? `a translation may change ${fields.join(", ")} here`
        : "a translation changes nothing here"
    }`,
  );
}

/** A path of the data as TRANSLATABLE writes it: its field names, without the places of entries. */
function fieldPath(at: readonly PropertyKey[]): string[] {
  return at.filter((key): key is string => typeof key === "string");
}

/** An error at a key of the translation (at `to`), where the key itself is written. */
function reportKey(state: Overlay, to: readonly PropertyKey[], key: string, message: string, hint: string) {
  const location = state.translation.locate(to, { key });
  state.context.diagnostics.push({
    ...placeOf(state.translation.file, [...to, key], location),
    message,
    hint,
  });
}

function warnUntranslated(state: Overlay, at: PropertyKey[], to: PropertyKey[]) {
  reportText(
    state.context,
    state.lang,
    state.original,
    at,
    `not translated into ${state.language}: ${describe(to)}`,
    `give it in ${state.translation.file} (npm run translate -- ${state.lang} adds it there as a comment to replace); until then the site in ${state.language} shows this text`,
  );
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

/** "experience › Ferrowind Energy › summary". */
function describe(at: readonly PropertyKey[]): string {
  return at.map(String).join(" › ");
}

/**
 * `value` (at `at` in a file of `kind`) with each text a translation is expected to give marked
 * as shown untranslated (src/shared/untranslated.ts): the page gives it the original's `lang`.
 */
function markedTexts(kind: TranslatedFile, at: readonly PropertyKey[], value: unknown): unknown {
  if (typeof value === "string") return mustTranslate(kind, fieldPath(at)) ? marked(value) : value;
  if (Array.isArray(value)) return value.map((item, index) => markedTexts(kind, [...at, index], item));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, markedTexts(kind, [...at, key], item)]),
  );
}

/** A text with the mark at its end, before the spaces and line breaks it ends with (which the schema trims). */
function marked(text: string): string {
  return text.trim() === "" ? text : text.replace(/\s*$/, (spaces) => `${UNTRANSLATED}${spaces}`);
}

/**
 * A language's content with the marks of the text it shows untranslated (markedTexts) taken
 * out, and those texts listed by key in its site's `untranslated`, in the default language `lang`.
 */
export function withUntranslated(content: SiteContent, lang: string): SiteContent {
  const keys = new Set<string>();
  const take = (value: unknown): unknown => {
    if (typeof value === "string") {
      if (!value.includes(UNTRANSLATED)) return value;
      const text = value.replaceAll(UNTRANSLATED, "");
      keys.add(textKey(text));
      return text;
    }
    if (Array.isArray(value)) return value.map(take);
    if (!isRecord(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, take(item)]));
  };
  const taken = take(content) as SiteContent;
  if (keys.size > 0) taken.site = { ...taken.site, untranslated: { lang, keys: [...keys].sort() } };
  return taken;
}

/** A diagnostic's message without the marks of untranslated text it may quote. */
export function unmarkedMessage<D extends { message: string }>(diagnostic: D): D {
  return diagnostic.message.includes(UNTRANSLATED)
    ? { ...diagnostic, message: diagnostic.message.replaceAll(UNTRANSLATED, "") }
    : diagnostic;
}

/** Whether a value is text or holds some: a string that is not blank, or a list or mapping holding one. */
function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(hasText);
  return isRecord(value) && Object.values(value).some(hasText);
}

/**
 * Whether `value`, at `at` in a file of `kind` (a file, an entry, a list or a field), holds text
 * its translation is expected to give (mustTranslate).
 */
export function expected(kind: TranslatedFile, at: readonly PropertyKey[], value: unknown): boolean {
  const fields = fieldPath(at);
  if (mustTranslate(kind, fields)) return hasText(value);
  if (mayTranslate(kind, fields) !== "inside") return false;
  if (Array.isArray(value)) return value.some((item, index) => expected(kind, [...at, index], item));
  return isRecord(value) && Object.entries(value).some(([key, item]) => expected(kind, [...at, key], item));
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
