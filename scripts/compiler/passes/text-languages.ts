/**
 * Text written in another language than its file's: an English highlight left in a French
 * original, Spanish text left in the English translation. On a site in several languages, each
 * text a visitor reads (mustTranslate, schema/translatable.ts) that the originals or the
 * translations write is identified among the site's languages by eld, a language identifier of
 * n-grams, and reported when it reads as another of them (reportText: a warning, or an error for
 * a language site.yaml's strictTranslations holds, under --strict).
 *
 * A text is judged as a visitor reads it (judged): without the characters that show nothing (a
 * zero-width space, a soft hyphen), its letters spelt out with dots joined, its words strung
 * with dots parted, and a long sentence in Title Case or in capitals in lower case, where a
 * capital tells no name. Only text long enough to judge is: MIN_LETTERS letters once the names
 * are set aside (a word with a capital past a sentence's first, or a digit, dot, #, + or /
 * inside it: React, Node.js, C#, the names of places and people), which the languages share;
 * and only when its own language scores clearly lower (MARGIN) than the one it reads as.
 * Measured on the fixtures' texts, each judged against the others' languages: no false report,
 * 603 of 605 planted ones found; reading as a visitor does added no report on any fixture's
 * text set beside English, Spanish, German, French, Portuguese or Italian. A text marked as meant is left alone: a YAML comment `# lang: en` on its line, or, in
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
 * The words of a text a language is judged by: as a visitor reads them (shown), without
 * Markdown's marks, addresses, comments and code, and without names (a word with a capital past
 * a sentence's first, or a digit, dot, #, + or / inside it), which the languages share.
 */
export function judged(text: string): string {
  const visible = shown(text);
  if (!visible.includes(ZERO_WIDTH_SPACE)) return judgedWords(visible);
  // A zero-width space parts words where it stands between them, and nothing where it stands
  // inside one: the words are judged as the reading that keeps more of them whole.
  const readings = [
    judgedWords(visible.replaceAll(ZERO_WIDTH_SPACE, " ")),
    judgedWords(visible.replaceAll(ZERO_WIDTH_SPACE, "")),
  ];
  const whole = (words: string) =>
    words
      .split(" ")
      .filter((word) => [...word].length > 1)
      .join("").length;
  return readings.reduce((best, reading) => (whole(reading) > whole(best) ? reading : best));
}

const ZERO_WIDTH_SPACE = "\u200B";

function judgedWords(text: string): string {
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
      uncased(sentence.split(/\s+/).flatMap(undotted))
        .filter((word, index) => !/\p{Lu}/u.test(index === 0 ? word.slice(1) : word))
        .filter((word) => !/[\p{L}\p{N}][\d.+#/][\p{L}\p{N}]|\p{L}[#+]|\d/u.test(word))
        .join(" "),
    )
    .join(" ");
}

/**
 * A text as a visitor reads it: letters written in another form for show (full-width, ligatures)
 * in their plain one, and without the characters that show nothing (a joiner, a soft hyphen, a
 * direction mark), which would break its words apart for the identifier; a zero-width space is
 * left to judged, as it may stand for a space.
 */
function shown(text: string): string {
  return text.normalize("NFKC").replace(/(?!\u200B)\p{Cf}/gu, "");
}

/**
 * A word of letters and dots as it reads: single letters spelt out with dots joined into their
 * word ("L.a.i.d", "e.g."), words strung together with dots parted ("Laid.out.the"). A name with
 * a dot (Node.js) parts into a name and a few letters, too few to sway a judgement.
 */
function undotted(word: string): string[] {
  if (!DOTTED.test(word)) return word === "" ? [] : [word];
  const parts = word.split(".").filter((part) => part !== "");
  return parts.every((part) => [...part].length === 1) ? [parts.join("")] : parts;
}

/** Words of letters (and hyphens, apostrophes, a comma after one) with dots between them. */
const DOTTED = /^[\p{L}'’-]+[,;:!?]?(?:\.[\p{L}'’-]+[,;:!?]?)+\.?$/u;

/** The fewest words of a sentence whose capitals can be written for show, and the share of them capitalised. */
const CASED_WORDS = 7;
const CASED_SHARE = 0.75;

/**
 * A sentence's words, in lower case where its capitals are written for show: a sentence of
 * CASED_WORDS or more in Title Case or in capitals, not a list (a comma, semicolon or slash
 * between most of them, as "React, Docker, Kubernetes, Terraform, Jenkins"). There a capital
 * tells no name, so every word is judged but those that are names by their shape (a capital
 * after a small letter, TypeScript; a digit, a dot inside). Elsewhere the words are as written.
 */
function uncased(words: readonly string[]): string[] {
  const lettered = words.filter((word) => /\p{L}/u.test(word));
  if (lettered.length < CASED_WORDS) return [...words];
  const capitalised = lettered.filter((word) => /^\P{L}*\p{Lu}/u.test(word)).length;
  const separated = words.filter((word) => /[,;/]$/.test(word)).length;
  if (capitalised < lettered.length * CASED_SHARE || separated >= lettered.length / 2) return [...words];
  return words.map((word) => (/\p{Ll}\p{Lu}/u.test(word) ? word : word.toLowerCase()));
}

/** eld's code of a BCP 47 tag: its language subtag, but for ELD_CODES. */
function eldCode(tag: string): string {
  const language = new Intl.Locale(tag).language;
  return ELD_CODES[language] ?? language;
}
