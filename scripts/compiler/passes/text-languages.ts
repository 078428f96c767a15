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
 * enough is judged on its own, as Intl.Segmenter tells them, and each paragraph, list item and
 * heading of a Markdown text apart, so that a sentence of another language in a paragraph is
 * reported at its line (judgedParts); a quotation is left in the words it was said in. A sentence
 * is read first by its script (writing), then by eld among the site's languages that write it:
 * Latin names and terms inside a Japanese, Chinese, Arabic or Russian sentence leave it in that
 * language (kana tells Japanese from Chinese, hangul Korean), and a Latin sentence is judged by
 * its Latin words alone.
 *
 * Only text long enough to judge is: MIN_LETTERS letters once the names are set aside (a word
 * with a capital past a sentence's first, or a digit, dot, #, + or / inside it: React, Node.js,
 * C#, the names of places and people), which the languages share; and only when its own
 * language scores clearly lower (MARGIN) than the one it reads as. Measured on the fixtures'
 * texts, each judged against the others' languages: no false report, 603 of 605 planted ones
 * found. Reading by script and sentence by sentence changed no finding on every valid content
 * (the valid fixtures, the sample and the real-resume corpus imported, each beside English,
 * Spanish, German, French, Japanese, Chinese, Korean, Arabic and Russian in turn: 16 findings,
 * each a text really in another language). A text marked as meant is left alone: a YAML
 * comment `# lang: en` on its line, or, in Markdown, `<!-- lang: en -->`. A site in one language
 * is not checked: among every language there is, short texts are too often taken for a
 * neighbour (English for Scots or Tagalog).
 */
import path from "node:path";
import type { LanguageFinding } from "../compile-memo.ts";
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

/** How long the check works before it leaves the event loop free for a moment. */
const YIELD_AFTER_MS = 4;

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
  const known = new Set(Object.values(eld.newInstance().info().Languages));
  const codes = new Map(languages.flatMap((tag) => (known.has(eldCode(tag)) ? [[tag, eldCode(tag)]] : [])));
  if (new Set(codes.values()).size < 2) return;
  const readAs = reader(() => eld.newInstance(), codes);
  const among = JSON.stringify([...codes]);
  /** The parts of `value` that read as another language than `lang`: a dev server judges each text once (compile-memo.ts). */
  const judge = (value: string, lang: string): LanguageFinding[] => {
    const find = () =>
      judgedParts(value, lang).flatMap(({ offset, text, words }) => {
        const language = readAs(words, lang);
        return language ? [{ offset, text, language }] : [];
      });
    return context.memo ? context.memo.languages.get(JSON.stringify([among, lang, value]), find) : find();
  };
  let since = performance.now();
  for (const text of texts) {
    if (!codes.has(text.lang)) continue;
    // The check may run as the dev server serves a page: it leaves the event loop free every few ms.
    if (performance.now() - since > YIELD_AFTER_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
    for (const { at, value } of text.body ? [{ at: text.at, value: text.value }] : strings(text)) {
      if (typeof value !== "string" || meant(text, at, value)) continue;
      const found = judge(value, text.lang);
      const [first] = found;
      // A text that reads as one other language throughout is one report, at its start.
      const whole = first && found.every(({ language }) => language === first.language) ? [first] : found;
      for (const part of whole) reportLanguage(context, text, at, part.text, part.offset, part.language);
    }
  }
}

/**
 * The language of `languages` (the site's, its default first) that a text read whole, such as a
 * job posting, reads as, by the check's own reading (reader): by its script, then by eld among
 * the languages that write it. The default language when it cannot be told, or does not clearly
 * lose (MARGIN).
 */
export async function readLanguage(text: string, languages: readonly string[]): Promise<string | undefined> {
  const [first, ...others] = languages;
  if (first === undefined || others.length === 0) return first;
  const { eld } = await import("eld/small");
  const known = new Set(Object.values(eld.newInstance().info().Languages));
  const codes = new Map(languages.flatMap((tag) => (known.has(eldCode(tag)) ? [[tag, eldCode(tag)]] : [])));
  return reader(() => eld.newInstance(), codes)(judged(text), first) ?? first;
}

/** What reader needs of eld: a detector whose scores can be asked among some languages. */
type Detector = {
  setLanguageSubset(languages: string[]): unknown;
  detect(text: string): { getScores(): Record<string, number> };
};

/**
 * The language of the site's (`codes`: each tag's eld code) that words judged (judged) read as,
 * when it is not `lang`'s; undefined when they read as `lang` or cannot be told. A sentence is
 * read first by its script (writing), then among the site's languages that write it by eld, on
 * the words of that script alone: Japanese with English terms is Japanese; English with a
 * Japanese word in it is judged by its English words.
 */
function reader(newDetector: () => Detector, codes: ReadonlyMap<string, string>) {
  const detectors = new Map<string, Detector>();
  /** eld's scores of `words` among the languages `among` (eld codes). */
  const scores = (words: string, among: readonly string[]) => {
    const key = [...among].sort().join(" ");
    let detector = detectors.get(key);
    if (!detector) {
      detector = newDetector();
      detector.setLanguageSubset([...among]);
      detectors.set(key, detector);
    }
    return detector.detect(words).getScores();
  };
  const tags = [...codes.keys()];
  const written = new Map(tags.map((tag) => [tag, writtenScripts(tag)]));
  const classes = [...new Set(tags.flatMap((tag) => written.get(tag) ?? []))]
    .filter((script) => script !== "Latn")
    .flatMap((script) => {
      const letters = scriptLetters(script);
      return letters ? [{ script, letters }] : [];
    });
  return (words: string, lang: string): string | undefined => {
    const own = codes.get(lang);
    const found = writing(words, classes);
    if (!own || !found) return undefined;
    const candidates = tags.filter((tag) => written.get(tag)?.includes(found.script));
    const among = [...new Set(candidates.map((tag) => codes.get(tag) ?? tag))];
    const tagOf = (code: string) => (code === own ? lang : candidates.find((tag) => codes.get(tag) === code));
    if (among.length === 0 || (among.length === 1 && among[0] === own)) return undefined;
    if (among.length === 1) return candidates[0];
    const scored = scores(found.words, among);
    const [top, score = 0] = Object.entries(scored).sort(([, a], [, b]) => b - a)[0] ?? [];
    if (!top || top === own) return undefined;
    // Where the file's language writes the script too, only a clear lead tells another.
    if (among.includes(own) && (scored[own] ?? 0) >= score * (1 - MARGIN)) return undefined;
    return tagOf(top);
  };
}

/**
 * The scripts a language is written in, as letter classes of scriptLetters: its likely script
 * (Intl.Locale's maximize), Japanese's kana and Chinese characters, Korean's hangul (a sentence
 * of Chinese characters alone is not read as Korean), Chinese's characters. A script Unicode does
 * not name (or none known) leaves the language out of every judgement by script.
 */
function writtenScripts(tag: string): string[] {
  const script = new Intl.Locale(tag).maximize().script;
  if (script === "Jpan") return ["Kana", "Hani"];
  if (script === "Kore") return ["Hang"];
  if (script === "Hans" || script === "Hant") return ["Hani"];
  return script && scriptLetters(script) ? [script] : [];
}

/** The letters of a script: Japanese's kana with the long-vowel mark, or Unicode's script of that ISO 15924 code. */
function scriptLetters(script: string): RegExp | undefined {
  if (script === "Kana") return /[\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
  try {
    return new RegExp(`\\p{Script=${script}}`, "u");
  } catch {
    return undefined;
  }
}

/** Scripts written without spaces between words, where two letters make about a word. */
const UNSPACED_SCRIPTS = new Set(["Hani", "Kana", "Thai", "Laoo", "Khmr", "Mymr"]);

/**
 * The script a sentence is written in, among `classes` (the letters of each script the site's
 * languages write but Latin), and its words in that script. Latin words set inside a sentence in
 * another script are its names and terms (`design tokensとStorybookを…`, `خبرة في React و
 * TypeScript`): the sentence is in the other script unless its Latin words join more of its words
 * (joiners), and when that script's words are as many as its Latin ones, or stand on both sides
 * of them and make a third as many or more (two letters of Chinese or kana count as a word). A
 * capitalised Latin word there is a name, not a word (React, Storybook). The sentence is then
 * that script's: kana tells Japanese, hangul Korean, before Chinese characters.
 */
function writing(
  words: string,
  classes: readonly { script: string; letters: RegExp }[],
): { script: string; words: string } | undefined {
  const classOf = (letter: string) => classes.find(({ letters }) => letters.test(letter))?.script;
  const tokens = words.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const other = tokens.filter((word) => [...word].some((letter) => classOf(letter)));
  const latin = (word: string) => /\p{Script=Latin}/u.test(word) && !other.includes(word);
  if (other.length === 0) {
    // A sentence in a script none of the site's languages writes (Greek on an English and German
    // site) is none of theirs, whatever Latin names it holds.
    const count = (pattern: RegExp) => words.match(pattern)?.length ?? 0;
    if (count(/\p{Script=Latin}/gu) * 2 < count(/\p{L}/gu)) return undefined;
    return tokens.some(latin) ? { script: "Latn", words: tokens.filter(latin).join(" ") } : undefined;
  }
  // In another script's sentence, a Latin word with a capital is a name.
  const terms = tokens.filter((word) => latin(word) && !/\p{Lu}/u.test(word));
  const letters = other.flatMap((word) => [...word].flatMap((letter) => classOf(letter) ?? []));
  const weight = (script: string) => {
    const count = letters.filter((one) => one === script).length;
    return UNSPACED_SCRIPTS.has(script)
      ? count / 2
      : other.filter((word) => [...word].some((letter) => classOf(letter) === script)).length;
  };
  const weights = new Map([...new Set(letters)].map((script) => [script, weight(script)]));
  const total = [...weights.values()].reduce((sum, one) => sum + one, 0);
  // Runs of the other script among the Latin words: on both sides of them, it carries the sentence.
  const runs = tokens
    .filter((word) => other.includes(word) || terms.includes(word))
    .map((word) => other.includes(word))
    .filter((isOther, index, all) => isOther && all[index - 1] !== true).length;
  if (joiners(terms) > joiners(other) || (total < terms.length && (runs < 2 || total * 3 < terms.length)))
    return { script: "Latn", words: tokens.filter(latin).join(" ") };
  const [heaviest = ""] = [...weights].sort(([, a], [, b]) => b - a).map(([script]) => script);
  const script = ["Kana", "Hang"].find((mark) => weights.has(mark)) ?? heaviest;
  return { script, words: other.join(" ") };
}

/**
 * How many of a sentence's words, of one script, join its others: a language's small words, its
 * grammar, where the words of another script set in it are names and terms. In Latin or another
 * script spaced into words, a word of three letters or fewer in lower case (the, of, and; في, و;
 * с, и); in Japanese, each run of hiragana (と, を使った); in Chinese, a word of one or two
 * characters (和, 使用). "Built the booking sites of 株式会社なにわ予約 and …" is English: the, of, and
 * join Japanese names; "appの設計とapiのreviewを担当" Japanese: の, と, を join English terms.
 */
function joiners(words: readonly string[]): number {
  const kana = words.some((word) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word));
  return words.reduce((count, word) => {
    const hiragana = word.match(/\p{Script=Hiragana}+/gu)?.length ?? 0;
    if (hiragana > 0 || kana) return count + hiragana;
    const han = word.match(/\p{Script=Han}/gu)?.length ?? 0;
    if (han > 0) return count + (han <= 2 ? 1 : 0);
    const letters = word.match(/\p{L}/gu) ?? [];
    return count + (letters.length <= 3 && !/\p{Lu}/u.test(word) ? 1 : 0);
  }, 0);
}

/** A part of a text judged on its own: its words (judged), its text and where it starts in the text. */
type Part = { offset: number; text: string; words: string };

/**
 * The parts of a text each judged on its own: each sentence long enough to judge (MIN_LETTERS),
 * and the rest of its block together; a block is a paragraph, a list item, a heading or a quote
 * (Markdown's, in a description or in a YAML text). Sentences are told as Intl.Segmenter tells
 * them in the file's language `lang`, a line break inside a paragraph read as the space it shows
 * as. A sentence of another language inside a paragraph is found, and reported at its own line.
 */
function judgedParts(value: string, lang: string): Part[] {
  const letters = (words: string) => words.match(/\p{L}/gu)?.length ?? 0;
  const segmenter = new Intl.Segmenter(lang, { granularity: "sentence" });
  return pieces(value, BLOCKS).flatMap((piece) => {
    // A quotation keeps the words it was said in: `> Make it work on the slowest phone first`,
    // quoted in an Arabic story, is the owner's teacher's English, not text left untranslated.
    if (piece.text.startsWith(">")) return [];
    // A block's mark (a list item's dash, a heading's #) is no part of its first sentence.
    const mark = piece.text.match(BLOCK_MARK)?.[0].length ?? 0;
    const block = { offset: piece.offset + mark, text: piece.text.slice(mark) };
    const sentences = [...segmenter.segment(block.text.replace(/\n/g, " "))].flatMap(({ index, segment }) => {
      const text = block.text.slice(index, index + segment.length);
      const lead = text.length - text.trimStart().length;
      return text.trim() === ""
        ? []
        : [{ offset: block.offset + index + lead, text: text.trim(), words: judged(text.trim()) }];
    });
    const long = sentences.filter(({ words }) => letters(words) >= MIN_LETTERS);
    const rest = sentences.filter((sentence) => !long.includes(sentence));
    const [start] = rest;
    const together = start && { ...start, words: rest.map(({ words }) => words).join(" ") };
    return [...long, ...(together && letters(together.words) >= MIN_LETTERS ? [together] : [])].sort(
      (a, b) => a.offset - b.offset,
    );
  });
}

/** Where a block of Markdown ends: a blank line, or a line that starts a list item, a heading, a quote or a table's row. */
const BLOCKS = /\n[ \t]*\n|\n(?=[ \t]*(?:[-*+][ \t]|\d{1,9}[.)][ \t]|#{1,6}[ \t]|>|\|))/;

/** The mark a block starts with: a list item's, a heading's. */
const BLOCK_MARK = /^(?:[-*+][ \t]+|\d{1,9}[.)][ \t]+|#{1,6}[ \t]+)/;

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
