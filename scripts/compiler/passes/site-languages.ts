/**
 * The site's languages as site.yaml names them, read before it is validated (which files are
 * translations depends on them): its `languages`, the default first, and those its
 * strictTranslations holds to their translations; how a report of text a visitor reads in
 * another language weighs (reportText); and each language's name for messages.
 */
import { canonicalLanguage, siteLanguage } from "../schema/schema.ts";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import { isRecord } from "./untranslated-text.ts";

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
