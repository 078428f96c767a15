/**
 * Numbers, lists and labels as the page's locale writes them: its language, with the region
 * site.yaml's `regions` gives it ("fr-CA"), else the language's likely one. "3,7" and
 * "Moyenne : 3,7" in French, "3.7" and "GPA: 3.7" in English; a list with the language's own
 * commas and "and" ("Backend, DevOps et Mentorat"; "مطوّر خلفية ومرشد" in Arabic). Used
 * where the content is rendered (the compiler, the prerender), never from the browser's locale.
 */
import type { SiteSettings } from "./compiled-content";

/** The locale of the site's numbers, lists and dates: `locale` when site.yaml gives a region, else `lang`. */
export function localeOf(site: Pick<SiteSettings, "lang" | "locale">): string {
  return site.locale ?? site.lang;
}

/** The most fraction digits a number is shown with: as many as it was written with, up to this. */
const MAX_FRACTION_DIGITS = 20;

/** A number in the locale's digits and decimal mark, with every decimal it was written with: 3.75 → "3,75" in French. */
export function formatNumber(value: number, locale: string): string {
  const decimals = /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: Math.min(decimals, MAX_FRACTION_DIGITS),
  }).format(value);
}

/** Items as one list in the locale's words: ["a", "b", "c"] → "a, b, and c" in English, "a, b et c" in French. */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}

/** The languages that write a colon full width, with no space after it: "GPA：3.8". */
const FULL_WIDTH_COLON = new Set(["ja", "zh"]);

/**
 * A label and its value: "GPA: 3.8". French puts a no-break space before the colon
 * ("Moyenne : 3,8"), so that the colon never starts a line; Japanese and Chinese write a
 * full-width colon, which holds its own space ("GPA：3.8"). Korean writes a Latin one.
 */
export function labelled(label: string, value: string, locale: string): string {
  const { language } = new Intl.Locale(locale);
  if (FULL_WIDTH_COLON.has(language)) return `${label}：${value}`;
  const beforeColon = language === "fr" ? "\u00a0" : "";
  return `${label}${beforeColon}: ${value}`;
}
