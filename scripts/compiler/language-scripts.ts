/**
 * Which scripts a language writes, as its likely script (CLDR's, through Intl.Locale's maximize:
 * ja → Jpan, zh → Hans, sr → Cyrl), and whether a text holds letters of another: a name shown
 * untranslated is in its own language only where its letters tell it apart (untranslated-text.ts),
 * and a Chinese, Japanese or Korean page shows the owner's name in Latin letters beside theirs.
 */

/** The Unicode scripts a writing system of ISO 15924 mixes: Japanese kanji and kana, Korean hangul and hanja. */
const MIXED: Record<string, readonly string[]> = {
  Jpan: ["Han", "Hiragana", "Katakana"],
  Kore: ["Hangul", "Han"],
  Hans: ["Han"],
  Hant: ["Han", "Bopomofo"],
  Hanb: ["Han", "Bopomofo"],
};

/** The writing systems set in Chinese characters, whose readers expect a name in Latin letters beside a name in theirs. */
const CJK = new Set(["Jpan", "Kore", "Hans", "Hant", "Hanb"]);

/** The script `lang` is most likely written in (ISO 15924: "Latn", "Jpan"), or undefined for a language CLDR does not know. */
export function likelyScript(lang: string): string | undefined {
  try {
    return new Intl.Locale(lang).maximize().script;
  } catch {
    return undefined;
  }
}

/** Whether a page in `lang` is Chinese, Japanese or Korean. */
export function writesCjk(lang: string): boolean {
  return CJK.has(likelyScript(lang) ?? "");
}

/** A letter: of a script of its own, not one every script shares (the long vowel mark ー, marks). */
const LETTER = /(?![\p{Script=Common}\p{Script=Inherited}])\p{L}/gu;

/**
 * Whether `text` holds a letter of a script `lang` does not write: 株式会社 or Москва in English,
 * Siemens in Japanese. False where CLDR does not know the language's script.
 */
export function foreignLetters(text: string, lang: string): boolean {
  return lettersOutside(text, likelyScript(lang));
}

/** Whether `text` holds a letter outside `script` (ISO 15924: "Latn"); false for a script undefined or unknown. */
export function lettersOutside(text: string, script: string | undefined): boolean {
  const own = ownLetters(script);
  return own !== undefined && (text.match(LETTER) ?? []).some((letter) => !own.test(letter));
}

/** A letter of `script` (ISO 15924), or undefined for none, or one Unicode does not name (Nastaliq's Aran). */
function ownLetters(script: string | undefined): RegExp | undefined {
  if (!script) return undefined;
  try {
    return new RegExp(`[${(MIXED[script] ?? [script]).map((one) => `\\p{Script=${one}}`).join("")}]`, "u");
  } catch {
    return undefined;
  }
}
