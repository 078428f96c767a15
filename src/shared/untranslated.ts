/**
 * Text a page shows in the site's default language because its translation leaves it out: the
 * compiler marks each such text (UNTRANSLATED, at its end) in the language's content as it
 * compiles it, then takes the marks out and lists the texts by key (SiteSettings.untranslated),
 * so that the page gives each its own `lang` (and `dir`), for screen readers to read it in its
 * language's voice (src/components/own-direction.ts).
 */

/** The mark the compiler ends an untranslated text with, until its content is emitted: a private-use character. */
export const UNTRANSLATED = "\uE000";

/** A text's key in SiteSettings.untranslated: its FNV-1a hash, 32 bits in base 36. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
