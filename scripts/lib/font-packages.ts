/**
 * Which fonts a text needs: the Unicode script of each character, and the Debian (and Ubuntu)
 * package of Noto fonts that draws it. `npm run pdf` and the link preview name them when a
 * character has no font on the machine; `folio fonts --packages` lists the ones the content's
 * scripts need, for the deploy workflow to install before it prints.
 */

/** The package of the Chinese, Japanese and Korean fonts. */
export const CJK_PACKAGE = "fonts-noto-cjk";
/** The package of the emoji font. */
export const EMOJI_PACKAGE = "fonts-noto-color-emoji";
/** The package of Noto's fonts for every other script (Arabic, Hebrew, Devanagari, Thai…). */
export const CORE_PACKAGE = "fonts-noto-core";

/**
 * Unicode's scripts, by their property names, the living ones of the world's writing first;
 * a character of none of these is named "Unknown".
 */
const SCRIPTS = `
Latin Greek Cyrillic Han Hiragana Katakana Hangul Bopomofo Arabic Hebrew Devanagari
Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Tibetan
Myanmar Khmer Georgian Armenian Ethiopic Thaana Syriac Mongolian Cherokee
Canadian_Aboriginal Tifinagh Nko Javanese Balinese Sundanese Yi Vai Adlam Ol_Chiki
Tai_Viet Tai_Le New_Tai_Lue Tai_Tham Cham Lisu Runic Ogham Coptic Glagolitic Gothic
Braille Common Inherited`
  .split(/\s+/)
  .filter(Boolean);

const SCRIPT_TESTS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, "u")] as const);

/** The Unicode script (the Script property) of `character`, such as "Han" or "Arabic". */
export function scriptOf(character: string): string {
  return SCRIPT_TESTS.find(([, test]) => test.test(character))?.[0] ?? "Unknown";
}

/**
 * Characters of Chinese, Japanese and Korean text, punctuation and full-width forms included
 * (「」、。（）・ are of the Common script, and only CJK fonts have most of them), by their blocks:
 * a middle dot that Latin shares with Chinese is not one of them.
 */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u30ff\u3200-\u33ff\ufe30-\ufe4f\uff00-\uffef]/u;

/**
 * What every system that prints the site has fonts for (DejaVu, which Debian and Ubuntu
 * install with any browser, and the fonts of macOS and Windows): Latin, Greek and Cyrillic,
 * and the punctuation, digits and marks they share with other scripts.
 */
const EVERYWHERE =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u;

/** Characters drawn with others or not at all: spaces, controls, joiners and selectors. */
const NOT_DRAWN = /[\s\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/** The Debian package of Noto fonts that has `character`. */
export function fontPackage(character: string): string {
  if (CJK.test(character)) return CJK_PACKAGE;
  return /\p{Extended_Pictographic}/u.test(character) ? EMOJI_PACKAGE : CORE_PACKAGE;
}

/**
 * The Debian packages of fonts that `text` needs beyond what every system has, in a stable
 * order: fonts-noto-cjk for Japanese, fonts-noto-core for Arabic, none for English or German.
 */
export function neededPackages(text: string): string[] {
  const packages = new Set<string>();
  for (const character of new Set(Array.from(text))) {
    if (NOT_DRAWN.test(character)) continue;
    // A pictograph drawn as text by default (↩, ©) is in the fonts every system has; an emoji is not.
    if (CJK.test(character) || /\p{Emoji_Presentation}/u.test(character) || !EVERYWHERE.test(character))
      packages.add(fontPackage(character));
  }
  return [CJK_PACKAGE, CORE_PACKAGE, EMOJI_PACKAGE].filter((name) => packages.has(name));
}

/** How many of the missing characters a message shows before it says how many more there are. */
const SHOWN = 10;

/**
 * The line that says `file` would draw `missing` (each once, in the order met) as boxes: how
 * many, the first of them, their scripts and the packages to install.
 * `dist/resume.pdf: 165 characters have no font: 所, 在, … (Han, Hiragana); install fonts-noto-cjk`
 */
export function missingFontsLine(file: string, missing: readonly string[]): string {
  const shown = missing.slice(0, SHOWN).join(", ") + (missing.length > SHOWN ? ", …" : "");
  const allScripts = [...new Set(missing.map(scriptOf))];
  // Punctuation of the Common script is named only when nothing else is missing.
  const named = allScripts.filter((script) => script !== "Common" && script !== "Inherited");
  const scripts = (named.length > 0 ? named : allScripts).join(", ");
  const packages = [...new Set(missing.map(fontPackage))].join(" ");
  const count = missing.length === 1 ? "1 character has" : `${missing.length} characters have`;
  return `${file}: ${count} no font: ${shown} (${scripts}); install ${packages} (on Debian or Ubuntu: sudo apt-get install ${packages})`;
}
