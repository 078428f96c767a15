import { useSiteContent } from "../context/site";
import type { TextDirection } from "../shared/text-direction";
import { textKey } from "../shared/untranslated";
import { useOwnDirection } from "./own-direction";

/** A text's own `lang` and `dir`, each absent where the page's stands. */
export type TextLanguage = { lang?: string; dir?: TextDirection };

/**
 * The `lang` of a text of the owner's, where the page shows it in the site's default language
 * because its translation leaves it out (SiteSettings.untranslated, src/shared/untranslated.ts):
 * that language's tag, so that screen readers read it in its own voice. Undefined for any other.
 */
export function useUntranslatedLang(): (text: string | undefined) => string | undefined {
  const untranslated = useSiteContent()?.site.untranslated;
  const keys = new Set(untranslated?.keys);
  return (text) => (untranslated && text && keys.has(textKey(text)) ? untranslated.lang : undefined);
}

/**
 * The `lang` (useUntranslatedLang) and `dir` (useOwnDirection) of a block of the owner's text,
 * to spread on its element: `<li {...languageOf(highlight)}>`.
 */
export function useTextLanguage(): (text: string | undefined) => TextLanguage {
  const langOf = useUntranslatedLang();
  const dirOf = useOwnDirection();
  return (text) => {
    const lang = langOf(text);
    const dir = text ? dirOf(text) : undefined;
    return { ...(lang ? { lang } : {}), ...(dir ? { dir } : {}) };
  };
}

/**
 * A text of the owner's inside an element that holds more: in a <span> with its own `lang` (and
 * `dir`) where the page shows it untranslated, else as it is. `of` is the text it is made of,
 * where it is made of some (a list of roles, by its first).
 */
export function InLanguage({ text, of = text }: { text: string | undefined; of?: string | undefined }) {
  const language = useTextLanguage()(of);
  if (!text) return null;
  return language.lang ? <span {...language}>{text}</span> : text;
}
