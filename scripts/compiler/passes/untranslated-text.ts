/**
 * What a translation is expected to give (expected: the text a visitor reads, mustTranslate in
 * schema/translatable.ts), and the text a language's site shows untranslated where it does not:
 * marked as the translations are laid over the originals (markedTexts), then taken out into the
 * site's `untranslated` list (withUntranslated), which gives it the original's `lang` on the page.
 */
import type { SiteContent } from "../../../src/shared/compiled-content.ts";
import { textKey, UNTRANSLATED } from "../../../src/shared/untranslated.ts";
import { foreignLetters } from "../language-scripts.ts";
import { isName, mayTranslate, mustTranslate, type TranslatedFile } from "../schema/translatable.ts";

/** How TRANSLATABLE names a project's file. */
export const PROJECT = "projects/*.md";

/** A path of the data as TRANSLATABLE writes it: its field names, without the places of entries. */
export function fieldPath(at: readonly PropertyKey[]): string[] {
  return at.filter((key): key is string => typeof key === "string");
}

/**
 * `value` (at `at` in a file of `kind`), shown on the page in `lang`, with each text a
 * translation is expected to give marked as shown untranslated (src/shared/untranslated.ts): the
 * page gives it the original's `lang`. So is each name (NAMES) whose letters are of a script
 * `lang` does not write: 株式会社なにわ予約 on the English page, but not Siemens on the German.
 */
export function markedTexts(
  kind: TranslatedFile,
  at: readonly PropertyKey[],
  value: unknown,
  lang: string,
): unknown {
  if (typeof value === "string") {
    const fields = fieldPath(at);
    const foreignName = isName(kind, fields) && foreignLetters(value, lang);
    return mustTranslate(kind, fields) || foreignName ? marked(value) : value;
  }
  if (Array.isArray(value)) return value.map((item, index) => markedTexts(kind, [...at, index], item, lang));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, markedTexts(kind, [...at, key], item, lang)]),
  );
}

/** A text with the mark at its end, before the spaces and line breaks it ends with (which the schema trims). */
export function marked(text: string): string {
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

/** Whether a value is a mapping: an object, not a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
