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
