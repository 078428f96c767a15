/**
 * The terms of a text in a language, as `npm run match` compares a job posting with the owner's
 * content: the phrases of a dictionary first, whole (the content's skills: "React Native",
 * "Google Cloud", C++, C#, .NET, Node.js), then names written with a dot or a sign (an ASP.NET
 * or F# the content lacks), then single words, as Intl.Segmenter tells them in the language
 * (Chinese and Japanese by its dictionary of words), less the language's stop words
 * (stopwords-iso), each stemmed by the language's Snowball stemmer (nlp.js's port), so that
 * "pipelines" meets "pipeline" and "البيانات" "بيانات". A phrase's key is itself in lower case;
 * a word's, its stem: two texts share a term when they share a key.
 */
import { createRequire } from "node:module";

/** A term of a text: its key, as the text writes it, and where it starts (in the text as compared, normalised). */
export type Term = { key: string; form: string; index: number };

/** How a language's texts are cut into terms: its stop words, its stemmer, the dictionary's phrases. */
export type TermReader = { lang: string; terms(text: string): Term[] };

/**
 * nlp.js's package and stemmer of each built-in language of the site's that stems (Chinese,
 * Japanese and Korean have none: their words are told by Intl.Segmenter).
 */
const STEMMERS: Readonly<Record<string, string>> = {
  ar: "Ar",
  de: "De",
  en: "En",
  es: "Es",
  fr: "Fr",
  hi: "Hi",
  it: "It",
  nl: "Nl",
  pl: "Pl",
  pt: "Pt",
  ru: "Ru",
  tr: "Tr",
  uk: "Uk",
};

type Stemmer = { stem(word: string): string };

const require = createRequire(import.meta.url);

/** A language's stemmer, or none (its words are compared as they are, in lower case). */
function stemmerOf(language: string): Stemmer | undefined {
  const suffix = STEMMERS[language];
  if (!suffix) return undefined;
  const module = require(`@nlpjs/lang-${language}`) as Record<string, new () => Stemmer>;
  const Stemmer = module[`Stemmer${suffix}`];
  return Stemmer && new Stemmer();
}

/** A language's stop words (stopwords-iso's list), in lower case; none for a language it lacks. */
function stopWordsOf(language: string): Set<string> {
  const lists = require("stopwords-iso") as Record<string, string[]>;
  return new Set(Object.hasOwn(lists, language) ? lists[language] : []);
}

/** Arabic's short vowels and other marks over its letters, and the tatweel that stretches a word. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * Arabic's article and the particles written before it (وال، بال، لل…): the stemmer takes some of
 * them for a word's own letters ("البيانات" and "بيانات" stemmed apart), so they go first.
 */
const ARABIC_ARTICLE = /^(?:[وف]?[بكل]?ال|[وف]?لل)(?=\p{L}{3})/u;

/** Text compared as a reader sees it: full-width letters as their own, Arabic without its marks. */
export function normalised(text: string): string {
  return text.normalize("NFKC").replace(ARABIC_MARKS, "");
}

/**
 * A text normalised letter by letter (normalised), and where each of its UTF-16 units comes from
 * in the text as written (composed, NFC), so that a term is shown as the text writes it: مطوّرة
 * with its shadda, ＡＷＳ in full width. `from` has one more entry: the written text's end.
 */
function withOrigins(raw: string): { written: string; text: string; from: number[] } {
  const written = raw.normalize("NFC");
  let text = "";
  const from: number[] = [];
  let at = 0;
  for (const char of written) {
    const piece = normalised(char);
    text += piece;
    for (let i = 0; i < piece.length; i++) from.push(at);
    at += char.length;
  }
  from.push(written.length);
  return { written, text, from };
}

/** Letters of the scripts written without spaces between words: a phrase in them needs no edge. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** The scripts told apart at a phrase's edge: a Latin name may touch an Arabic or Korean word. */
const SCRIPTS = ["Latin", "Cyrillic", "Greek", "Arabic", "Hebrew", "Hangul", "Devanagari", "Thai"];

function scriptOf(char: string): string {
  if (/\p{N}/u.test(char)) return "Digit";
  return SCRIPTS.find((script) => new RegExp(`\\p{Script=${script}}`, "u").test(char)) ?? "Other";
}

/** Whether `neighbour` continues a word whose edge letter is `edge`: "Go" in "Gopher", "C" in "C++". */
function joins(edge: string, neighbour: string | undefined, after: string | undefined): boolean {
  if (neighbour === undefined || UNSPACED.test(edge) || UNSPACED.test(neighbour)) return false;
  if (!WORD_CHAR.test(edge)) return false;
  // "Node" in "Node.js", "js" in "Node.js", "C" in "C++" or "C#".
  if (neighbour === "." || neighbour === "-") return after !== undefined && WORD_CHAR.test(after);
  if (neighbour === "+" || neighbour === "#") return true;
  if (!WORD_CHAR.test(neighbour)) return false;
  const [a, b] = [scriptOf(edge), scriptOf(neighbour)];
  return a === b || a === "Digit" || b === "Digit";
}

/**
 * Names written with a dot or a sign, whole: .NET, Node.js, ASP.NET, C++, C#; not "e.g.", whose
 * parts are single letters, nor a number.
 */
const SIGNED_NAMES =
  /(?<![\p{L}\p{N}.])(?:\.\p{L}[\p{L}\p{N}]*|[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)+|[\p{L}\p{N}]+[+#]+)(?![\p{L}\p{N}+#])/gu;

/** Addresses, whose parts are no terms. */
const ADDRESSES = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/g;

/**
 * The term reader of the language `lang` with `phrases` as its dictionary (the content's skills):
 * a phrase is found in any case, but for one that is a stop word in lower case ("Go"), which must
 * be written as the content writes it.
 */
export function termReader(lang: string, phrases: readonly string[]): TermReader {
  const language = new Intl.Locale(lang).language;
  const stemmer = stemmerOf(language);
  const stopWords = stopWordsOf(language);
  const lower = (text: string) => text.toLocaleLowerCase(lang);
  const dictionary = [...new Set(phrases.map((phrase) => normalised(phrase).trim()).filter(Boolean))]
    // The longest first: "React Native" before "React", "C++" before "C".
    .sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0))
    .map((phrase) => ({
      key: lower(phrase),
      pattern: new RegExp(escaped(phrase), stopWords.has(lower(phrase)) ? "gu" : "giu"),
    }));
  const segmenter = new Intl.Segmenter(lang, { granularity: "word" });
  const stem = (word: string) => {
    const low = language === "ar" ? lower(word).replace(ARABIC_ARTICLE, "") : lower(word);
    return stemmer ? stemmer.stem(low) || low : low;
  };
  return {
    lang,
    terms(raw: string): Term[] {
      const origins = withOrigins(raw);
      const { written, from } = origins;
      const text = origins.text.replace(ADDRESSES, (address) => " ".repeat(address.length));
      const taken: boolean[] = new Array(text.length).fill(false);
      const found: Term[] = [];
      /** The term at `index` of the compared text, `length` units long, as the text writes it. */
      const writtenAt = (index: number, length: number) =>
        written.slice(from[index], from[index + length] ?? written.length);
      const take = (index: number, form: string, key: string) => {
        for (let i = index; i < index + form.length; i++) taken[i] = true;
        found.push({ key, form: writtenAt(index, form.length), index });
      };
      const free = (index: number, length: number) => !taken.slice(index, index + length).some(Boolean);
      for (const { key, pattern } of dictionary) {
        for (const match of text.matchAll(pattern)) {
          const start = match.index;
          const end = start + match[0].length;
          if (!free(start, match[0].length)) continue;
          if (joins(match[0][0] ?? "", text[start - 1], text[start - 2])) continue;
          if (joins(match[0].at(-1) ?? "", text[end], text[end + 1])) continue;
          take(start, match[0], `p:${key}`);
        }
      }
      for (const match of text.matchAll(SIGNED_NAMES)) {
        const name = match[0];
        const parts = name.split(".").filter(Boolean);
        if (
          !/\p{L}/u.test(name) ||
          parts.every((part) => part.length <= 1) ||
          !free(match.index, name.length)
        )
          continue;
        take(match.index, name, `p:${lower(name)}`);
      }
      let rest = "";
      for (let i = 0; i < text.length; i++) rest += taken[i] ? " " : text[i];
      for (const { segment, index, isWordLike } of segmenter.segment(rest)) {
        if (!isWordLike || !/\p{L}/u.test(segment)) continue;
        // A single letter of a spaced script is no term; one Chinese character is a word.
        if ([...segment].length < 2 && !UNSPACED.test(segment)) continue;
        // An abbreviation of single letters: e.g, i.e.
        if (/^(?:\p{L}\.)+\p{L}?$/u.test(segment)) continue;
        if (stopWords.has(lower(segment))) continue;
        found.push({ key: `w:${stem(segment)}`, form: writtenAt(index, segment.length), index });
      }
      return found.sort((a, b) => a.index - b.index);
    },
  };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
