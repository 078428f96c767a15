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
 * with dots parted, a long sentence in Title Case or in capitals in lower case, where a capital
 * tells no name, and apart where Chinese or Japanese letters meet others. Each sentence long
 * enough is judged on its own (and a Markdown text's paragraphs apart), so that a sentence of
 * another language in a paragraph is reported at its line (judgedParts); one in a script its
 * file's language alone writes is that language's, whatever names it holds (ownScript).
 *
 * Only text long enough to judge is: MIN_LETTERS letters once the names are set aside (a word
 * with a capital past a sentence's first, or a digit, dot, #, + or / inside it: React, Node.js,
 * C#, the names of places and people), which the languages share; and only when its own
 * language scores clearly lower (MARGIN) than the one it reads as. Measured on the fixtures'
 * texts, each judged against the others' languages: no false report, 603 of 605 planted ones
 * found; reading as a visitor does, sentence by sentence, added none (and lost none) on the
 * sample's texts and those of the one-language fixtures with a site.yaml, four sites, each set
 * beside English, Spanish, German, French, Portuguese, Italian and Japanese in turn. A text marked as meant is left alone: a YAML comment `# lang: en` on its line, or,
 * in Markdown, `<!-- lang: en -->`. A site in one language is not checked: among every language
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
  /** The language `words` read as, when it is not `lang`'s (see the module's comment). */
  const readAs = (words: string, lang: string, own: string) => {
    if (ownScript(words, lang)) return undefined;
    const scores = detector.detect(words).getScores();
    const [top, score = 0] = Object.entries(scores).sort(([, a], [, b]) => b - a)[0] ?? [];
    return top && top !== own && (scores[own] ?? 0) < score * (1 - MARGIN) ? tagOf(top) : undefined;
  };
  for (const text of texts) {
    const own = codes.get(text.lang);
    if (!own) continue;
    for (const { at, value } of text.body ? [{ at: text.at, value: text.value }] : strings(text)) {
      if (typeof value !== "string" || meant(text, at, value)) continue;
      const found = judgedParts(value, text.body === true).flatMap((part) => {
        const language = readAs(part.words, text.lang, own);
        return language ? [{ ...part, language }] : [];
      });
      const [first] = found;
      // A text that reads as one other language throughout is one report, at its start.
      const whole = first && found.every(({ language }) => language === first.language) ? [first] : found;
      for (const part of whole) reportLanguage(context, text, at, part.text, part.offset, part.language);
    }
  }
}

/** A part of a text judged on its own: its words (judged), its text and where it starts in the text. */
type Part = { offset: number; text: string; words: string };

/**
 * The parts of a text each judged on its own: each sentence long enough to judge (MIN_LETTERS),
 * and the rest together where they are; a Markdown text's paragraphs apart. A sentence of another
 * language inside a paragraph is found, and reported at its own line.
 */
function judgedParts(value: string, markdown: boolean): Part[] {
  const letters = (words: string) => words.match(/\p{L}/gu)?.length ?? 0;
  const paragraphs = markdown ? pieces(value, /\n[ \t]*\n/) : [{ offset: 0, text: value }];
  return paragraphs.flatMap((paragraph) => {
    const sentences = pieces(paragraph.text, /(?<=[.!?](?=\s))|(?<=[。！？])/).map((sentence) => ({
      offset: paragraph.offset + sentence.offset,
      text: sentence.text,
      words: judged(sentence.text),
    }));
    const long = sentences.filter(({ words }) => letters(words) >= MIN_LETTERS);
    const rest = sentences.filter((sentence) => !long.includes(sentence));
    const [start] = rest;
    const together = start && { ...start, words: rest.map(({ words }) => words).join(" ") };
    return [...long, ...(together && letters(together.words) >= MIN_LETTERS ? [together] : [])].sort(
      (a, b) => a.offset - b.offset,
    );
  });
}

/** The pieces of `text` between the matches of `between`, without the spaces around them, each with its offset. */
function pieces(text: string, between: RegExp): { offset: number; text: string }[] {
  const found: { offset: number; text: string }[] = [];
  let start = 0;
  const add = (end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    if (piece.trim() !== "") found.push({ offset: start + lead, text: piece.trim() });
  };
  for (const match of text.matchAll(new RegExp(between.source, "gu"))) {
    add(match.index);
    start = match.index + match[0].length;
  }
  add(text.length);
  return found;
}

function reportLanguage(
  context: CompileContext,
  text: WrittenText,
  at: PropertyKey[],
  value: string,
  offset: number,
  found: string,
) {
  const { source, lang, body } = text;
  // At the part's own line: in Markdown from the body's start, in YAML from the text's first letter.
  const located = body
    ? (source.locateBody?.(offset) ?? source.locate([]))
    : source.locateText(at, offset - leadingSpaces(String(valueAt(text, at))));
  const where = { ...source, locate: () => located };
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

/** The value at `at` of a text's file, `at` being its path in that file. */
function valueAt(text: WrittenText, at: readonly PropertyKey[]): unknown {
  let value: unknown = text.value;
  for (const key of at.slice(text.at.length))
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  return value;
}

function leadingSpaces(value: string): number {
  return value.length - value.trimStart().length;
}

/**
 * Whether `words` are in the script of the language `lang`, where that script is its alone
 * among those written without spaces: kana in Japanese, hangul in Korean, Chinese characters
 * with neither in Chinese, making a third of its letters or more. There the English names and
 * terms a sentence holds (`design tokensとStorybookを使った…`) do not make it English.
 */
function ownScript(words: string, lang: string): boolean {
  const script = OWN_SCRIPTS[new Intl.Locale(lang).language];
  if (!script?.marks.test(words) || script.not?.test(words)) return false;
  const letters = words.match(/\p{L}/gu)?.length ?? 0;
  return (words.match(script.letters)?.length ?? 0) * 3 >= letters;
}

const OWN_SCRIPTS: Record<string, { letters: RegExp; marks: RegExp; not?: RegExp }> = {
  ja: {
    letters: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/gu,
    marks: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  },
  ko: { letters: /[\p{Script=Hangul}\p{Script=Han}]/gu, marks: /\p{Script=Hangul}/u },
  zh: {
    letters: /\p{Script=Han}/gu,
    marks: /\p{Script=Han}/u,
    not: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u,
  },
};

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
  return apart(plain)
    .split(/(?<=[.!?:;]\s|[。！？])/)
    .map((sentence) =>
      uncased(sentence.split(/\s+/).flatMap(undotted))
        .filter((word, index) => !/\p{Lu}/u.test(index === 0 ? word.slice(1) : word))
        .filter((word) => !/[\p{L}\p{N}][\d.+#/][\p{L}\p{N}]|\p{L}[#+]|\d/u.test(word))
        .join(" "),
    )
    .join(" ");
}

/** Letters of the scripts written without spaces between words: Chinese, Japanese's kana. */
const UNSPACED = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー";

/**
 * A text with a space where letters of a script written without spaces meet others: "tokensと
 * Storybookを" as "tokens と Storybook を", so that a name written among them is a word of its own,
 * set aside as any other, and the rest is judged.
 */
function apart(text: string): string {
  return text
    .replace(new RegExp(`([${UNSPACED}])(?=[^${UNSPACED}\\s\\p{P}])`, "gu"), "$1 ")
    .replace(new RegExp(`([^${UNSPACED}\\s\\p{P}])(?=[${UNSPACED}])`, "gu"), "$1 ");
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
