/**
 * A translation laid over its original (see passes/translate.ts): the merged data, located
 * where each value comes from, and what the translation gets wrong (a key the original does not
 * have, a field the same in every language) or leaves out, each reported where it is written.
 */
import path from "node:path";
import { closest } from "../../lib/closest.ts";
import { placeOf } from "../diagnostics/diagnostics.ts";
import {
  isName,
  mayTranslate,
  mustTranslate,
  type TranslatedFile,
  translatableUnder,
} from "../schema/translatable.ts";
import type { LoadedFile, Location } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import { entryKeys, findEntry } from "./entry-names.ts";
import { languageLabel, reportText } from "./site-languages.ts";
import type { WrittenText } from "./text-languages.ts";
import { expected, fieldPath, isRecord, markedTexts } from "./untranslated-text.ts";

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

/**
 * `original` with `translation` laid over it, in the language `lang`: located where each value
 * comes from, every text the translation gives added to `texts`.
 */
export function overlayFile(
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
  if (Array.isArray(original) && Array.isArray(given) && isWordList(at, original))
    return overlayWords(state, original, given, at, to);
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

/**
 * Whether `list`, at `at`, is a list of words: texts (highlights, soft skills, keywords), or
 * highlights or skills of which some are written with their tags.
 */
function isWordList(at: readonly PropertyKey[], list: readonly unknown[]): boolean {
  if (list.every((item) => typeof item === "string")) return true;
  const field = fieldPath(at).at(-1);
  return (field === "highlights" || field === "items") && list.every(isTaggedText);
}

/** A highlight or a skill: its text, or an object of its text (or name) and its tags. */
function isTaggedText(value: unknown): boolean {
  if (typeof value === "string") return true;
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.includes("tags") && keys.every((key) => key === "tags" || key === "text" || key === "name");
}

/**
 * A list of words (highlights, skills, keywords), translated as a list and paired by place: each
 * text laid over the original's at its place, which keeps its tags (a translation that gives tags
 * is refused). A list shorter than the original's is followed by the original's texts it leaves
 * out, shown untranslated and each reported at the original; a longer one is reported at each
 * text past the original's last, which is shown as written.
 */
function overlayWords(
  state: Overlay,
  original: unknown[],
  given: unknown[],
  at: PropertyKey[],
  to: PropertyKey[],
): unknown[] {
  // The list and each text it gives are the translation's; a text it leaves out stays the original's.
  state.spans.push({ at, to, whole: false });
  given.forEach((_, index) => {
    state.spans.push({ at: [...at, index], to: [...to, index], whole: true });
  });
  const merged = given.map((item, index) => {
    const from = original[index];
    if (isRecord(item)) {
      const { tags, ...text } = item;
      if (tags !== undefined) reportSameEverywhere(state, [...at, index], [...to, index], "tags");
      return isRecord(from) ? { ...from, ...text } : text;
    }
    if (typeof item !== "string" || !isRecord(from)) return item;
    return { ...from, ["text" in from ? "text" : "name"]: item };
  });
  if (mustTranslate(state.kind, fieldPath(at)))
    state.texts.push({
      source: state.translation,
      kind: state.kind,
      at: to,
      lang: state.lang,
      value: given.map((item) => (isRecord(item) ? (item.text ?? item.name) : item)),
    });
  for (let index = given.length; index < original.length; index++) {
    if (expected(state.kind, [...at, index], original[index]))
      warnWordUntranslated(state, at, to, index, original.length, given.length);
    merged.push(markedTexts(state.kind, [...at, index], original[index], state.lang));
  }
  for (let index = original.length; index < given.length; index++)
    warnWordNotThere(state, to, index, original.length);
  return merged;
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
    // site.yaml's words and date format have defaults: a translation may give its own; and the
    // reading of the owner's name, which a language may need where the original's does not.
    const added =
      at.length === 0 &&
      may === true &&
      (state.kind === "site.yaml" || (state.kind === "profile.yaml" && key === "reading"));
    if (!(key in original) && !added) reportNotThere(state, original, at, to, key);
    else if (!may) reportSameEverywhere(state, at, to, key);
    else {
      if (isName(state.kind, fieldPath([...at, key])) && sameText(value, original[key]))
        warnSameName(state, to, key);
      merged[key] = overlay(state, original[key], value, [...at, key], [...to, key]);
    }
  }
  for (const key of Object.keys(original)) {
    if (key in given) continue;
    if (expected(state.kind, [...at, key], original[key]))
      warnUntranslated(state, [...at, key], [...to, key]);
    // The texts left out, and a name left out in letters of another script, in the original's language.
    merged[key] = markedTexts(state.kind, [...at, key], original[key], state.lang);
  }
  // The reading of the owner's name is the name's beside it: the original's does not read a name the translation gives.
  if (state.kind === "profile.yaml" && at.length === 0 && "name" in given && !("reading" in given))
    delete merged.reading;
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
      merged[index] = markedTexts(state.kind, [...at, index], entry, state.lang);
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

/** Whether two values are one text, but for the spaces around it, which the schema trims. */
function sameText(one: unknown, other: unknown): boolean {
  return typeof one === "string" && typeof other === "string" && one.trim() === other.trim();
}

/**
 * A name the translation gives as the original writes it: nothing wrong (the page shows it),
 * but nothing to translate either. A warning, so that the owner may take it out.
 */
function warnSameName(state: Overlay, to: PropertyKey[], key: string) {
  const file = path.basename(state.original.file);
  const location = state.translation.locate(to, { key });
  state.context.warnings.push({
    ...placeOf(state.translation.file, [...to, key], location),
    message: `gives the ${key} as ${file} writes it`,
    hint: `leave it out: a name the translation leaves out is shown as ${file} writes it; give it here only where ${state.language} writes it otherwise (in its own script, or its own words)`,
    severity: "warning",
  });
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

/**
 * A text of a list of words (highlights…) past the end of the translation's list: paired by
 * place, its translation goes at the same place in the translation's list.
 */
function warnWordUntranslated(
  state: Overlay,
  at: PropertyKey[],
  to: PropertyKey[],
  index: number,
  length: number,
  given: number,
) {
  const field = String(to.at(-1));
  const file = path.basename(state.translation.file);
  reportText(
    state.context,
    state.lang,
    state.original,
    [...at, index],
    `not translated into ${state.language}: ${describe(to)}, ${index + 1} of ${length} (${file} gives ${given})`,
    `add its translation to ${field} in ${state.translation.file} as its ${ordinal(index + 1)}, the place it has here: the texts of a list are paired by place (npm run translate -- ${state.lang} adds it there as a comment to replace); until then the site in ${state.language} shows this text`,
  );
}

/** A text of the translation's list of words past the original's last: it translates none of them. */
function warnWordNotThere(state: Overlay, to: PropertyKey[], index: number, length: number) {
  const field = String(to.at(-1));
  const file = path.basename(state.original.file);
  reportText(
    state.context,
    state.lang,
    state.translation,
    [...to, index],
    `translates ${field} ${index + 1}, which ${file} does not have: it has ${length}`,
    `the texts of a list are paired by place, each the translation of the original's at its place: remove it, or add the original's text to ${field} in ${state.original.file} first; until then the site in ${state.language} shows it as it is`,
  );
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][place % 10] ?? "th");
  return `${place}${suffix}`;
}

/** "experience › Ferrowind Energy › summary". */
function describe(at: readonly PropertyKey[]): string {
  return at.map(String).join(" › ");
}
