/**
 * Where a line break in the source is no space in the text. Chinese and Japanese set no spaces
 * between words and wrap anywhere, so an owner who breaks a long line of either in their editor
 * means no space there; a browser (as CSS Text 3 allows, though none does) would otherwise show
 * the break as one: `システムの⏎設計` as `システムの 設計`. Korean sets spaces between words, so a
 * break beside Hangul stays a space, as one beside any other letter does.
 */

/**
 * The letters and marks set without spaces: Han ideographs (and the radicals' forms), kana,
 * Bopomofo, and the CJK and full-width punctuation around them (`、`, `。`, `（`, `）`, `・`).
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\u30fb\u30fc\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/u;

/** Whether a line break between the character `before` and the character `after` is no space. */
export function breaksWithoutSpace(before: string | undefined, after: string | undefined): boolean {
  return before !== undefined && after !== undefined && UNSPACED.test(before) && UNSPACED.test(after);
}

/** The last character of `text` (a whole code point), or undefined. */
export const lastCharacter = (text: string): string | undefined => [...text].at(-1);

/** The first character of `text` (a whole code point), or undefined. */
export const firstCharacter = (text: string): string | undefined => [...text][0];

/**
 * `text` with each line break between two characters set without spaces taken out, with the
 * spaces and tabs around it: the lines of one Japanese sentence read as one.
 */
export function joinUnspacedLines(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, (found, offset: number, whole: string) => {
    const before = lastCharacter(whole.slice(Math.max(0, offset - 2), offset));
    const after = firstCharacter(whole.slice(offset + found.length, offset + found.length + 2));
    return breaksWithoutSpace(before, after) ? "" : found;
  });
}
