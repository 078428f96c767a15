/** The direction a language is written in: `<html dir>`, which mirrors the whole layout. */
export type TextDirection = "ltr" | "rtl";

/**
 * The scripts written right to left that living languages use (ISO 15924): Arabic, Hebrew,
 * Syriac, Thaana, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Mende Kikakui, Samaritan, Yezidi.
 */
const RTL_SCRIPTS = new Set([
  "Arab",
  "Hebr",
  "Syrc",
  "Thaa",
  "Nkoo",
  "Adlm",
  "Rohg",
  "Mand",
  "Mend",
  "Samr",
  "Yezi",
]);

/** Languages written right to left by default, for an engine that knows no likely scripts. */
const RTL_LANGUAGES = new Set([
  "ar",
  "ckb",
  "dv",
  "fa",
  "he",
  "iw",
  "ji",
  "ks",
  "mzn",
  "ps",
  "sd",
  "syr",
  "ug",
  "ur",
  "yi",
]);

/** Intl.Locale's text info: a method in newer engines, a getter in older ones, absent in some. */
type WithTextInfo = {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

/**
 * The direction of a BCP 47 tag: right to left when the engine's locale data says so, or when
 * the tag's script (written, or the language's likely one) is written right to left; so "ar",
 * "he", "fa", "ur", "dv" and "az-Arab" are "rtl", "ar-Latn" and "en" "ltr". Locale data alone
 * is not enough: Node's says "ltr" for Thaana (dv) and Arabic-script Azerbaijani.
 */
export function textDirection(lang: string): TextDirection {
  const locale = new Intl.Locale(lang);
  const withInfo = locale as Intl.Locale & WithTextInfo;
  const direction = (withInfo.getTextInfo?.() ?? withInfo.textInfo)?.direction;
  const script = locale.maximize().script;
  if (direction === "rtl" || (script !== undefined && RTL_SCRIPTS.has(script))) return "rtl";
  if (direction !== undefined || script !== undefined) return "ltr";
  return RTL_LANGUAGES.has(locale.language) ? "rtl" : "ltr";
}

/** A letter of a script written right to left (RTL_SCRIPTS, by their Unicode names). */
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Mandaic}\p{Script=Mende_Kikakui}\p{Script=Samaritan}\p{Script=Yezidi}]/gu;
const LETTER = /\p{L}/gu;

/**
 * The direction of a block of the owner's text, for its `dir`, when most of its letters are
 * written the other way than the page (`ltr` or `rtl`); undefined when it reads the page's way.
 * So an Arabic sentence on an English page ends with its full stop at its left, and an English
 * one on an Arabic page at its right. By most letters, not the first (as `dir="auto"`): an
 * Arabic sentence that opens with "React" is still Arabic.
 */
export function ownDirection(text: string, page: TextDirection): TextDirection | undefined {
  const letters = text.match(LETTER)?.length ?? 0;
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  if (letters === 0) return undefined;
  const direction: TextDirection = rtl * 2 > letters ? "rtl" : rtl * 2 < letters ? "ltr" : page;
  return direction === page ? undefined : direction;
}
