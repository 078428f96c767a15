/**
 * The language a JSON Resume is written in, for an import into a folder with no site.yaml yet:
 * the one it declares, or the one its letters tell, or the one its words do. JSON Resume has no
 * field for it; a site's own resume.json gives it as `meta.language` (json-resume/export.ts), and
 * other tools as `meta.locale`, `meta.lang`, `meta.x-lang` or a `language` at the top. Without
 * one, Chinese, Japanese and Korean are told by their letters (kana are Japanese, hangul Korean,
 * Han alone Chinese, in traditional characters where they outnumber simplified ones): a page
 * in them prints in their own face, whose Latin letters sit on the
 * same line as theirs for machines that read the PDF. Cyrillic or Latin letters name no one
 * language: the resume's sentences are read among the languages the site has words for, as the
 * compiler reads a text's language (text-languages.ts, readLanguage), and one that reads clearly
 * as another than English is taken.
 */
import { readLanguage } from "../../compiler/passes/text-languages.ts";
import { siteLanguage } from "../../compiler/schema/schema.ts";
import { BUILT_IN_LANGUAGES } from "../../compiler/word-tables.ts";

/** Where a resume may declare its language, by its path in the file, first found first taken. */
const DECLARED: readonly (readonly string[])[] = [
  ["meta", "language"],
  ["meta", "locale"],
  ["meta", "lang"],
  ["meta", "x-lang"],
  ["language"],
];

/** The resume's language and where it was read from: a path in the file, its letters or its words. */
export type ResumeLanguage = { lang: string; from: string };

export async function resumeLanguage(input: object): Promise<ResumeLanguage | undefined> {
  for (const keys of DECLARED) {
    const value = keys.reduce<unknown>(
      (object, key) =>
        object && typeof object === "object" ? (object as Record<string, unknown>)[key] : undefined,
      input,
    );
    if (typeof value !== "string") continue;
    // "fr_FR", as POSIX locales write it, is fr-FR; "und" and its kind name no language.
    const lang = siteLanguage(value.trim().replace(/_/g, "-"));
    if (lang) return { lang, from: keys.join(".") };
  }
  const lang = lettersLanguage(input);
  if (lang) return { lang, from: "its letters" };
  const read = await wordsLanguage(input);
  return read ? { lang: read, from: "its words" } : undefined;
}

/**
 * The built-in languages a resume's words are read among, English first, which a text must
 * clearly read as another than to be taken for it; Portuguese once (its words do not tell Brazil's).
 */
const READ_AMONG = ["en", ...BUILT_IN_LANGUAGES.filter((tag) => !["en", "pt-BR", "zh-Hant"].includes(tag))];

/**
 * The language of the resume's sentences (its texts of four words or more: a summary, a
 * highlight, a position, not a name, a keyword or an address; not its references, which others
 * wrote, often in another language), each read on its own: the one that at least two thirds of
 * their letters read as, when it is a built-in language but English; undefined for English, or
 * for a resume written in several.
 */
async function wordsLanguage(input: object): Promise<string | undefined> {
  const sentences: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const text = value.trim();
      if (!ADDRESS.test(text) && text.split(/\s+/).length >= 4) sentences.push(text);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  const { references: _references, meta: _meta, ...own } = input as Record<string, unknown>;
  visit(own);
  const letters = new Map<string, number>();
  let total = 0;
  for (const sentence of sentences) {
    const count = sentence.match(/\p{L}/gu)?.length ?? 0;
    const lang = (await readLanguage(sentence, READ_AMONG)) ?? "en";
    letters.set(lang, (letters.get(lang) ?? 0) + count);
    total += count;
  }
  const [lang, most = 0] = [...letters].sort(([, a], [, b]) => b - a)[0] ?? [];
  return lang !== undefined && lang !== "en" && most * 3 >= total * 2 ? lang : undefined;
}

/** A link, or an email address: no one's words. */
const ADDRESS = /^(?:[a-z][a-z\d+.-]*:|www\.)\S*$|^\S+@\S+$/i;

/** Each letter of text (links and addresses aside), counted by the scripts that tell CJK apart. */
function lettersLanguage(input: object): string | undefined {
  const count = { han: 0, kana: 0, hangul: 0, other: 0, simplified: 0, traditional: 0 };
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (ADDRESS.test(value.trim())) return;
      count.han += value.match(/\p{Script=Han}/gu)?.length ?? 0;
      count.kana += value.match(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
      count.hangul += value.match(/\p{Script=Hangul}/gu)?.length ?? 0;
      count.simplified += value.match(SIMPLIFIED)?.length ?? 0;
      count.traditional += value.match(TRADITIONAL)?.length ?? 0;
      count.other += value.match(OTHER_LETTER)?.length ?? 0;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(input);
  const cjk = count.han + count.kana + count.hangul;
  // An ideograph, a kana or a hangul block says about as much as a word of a few letters: the
  // resume is in CJK when they are at least half as many as all its other letters, so that one
  // in Latin or Cyrillic letters with names in Chinese or Korean beside them stays in its own.
  if (cjk === 0 || cjk * 2 < count.other) return undefined;
  if (count.hangul > 0 && count.hangul >= count.kana) return "ko";
  if (count.kana > 0) return "ja";
  return count.traditional > count.simplified ? "zh-Hant" : "zh";
}

/**
 * Characters of everyday words that simplified Chinese writes one way and traditional another,
 * each at the same place in both (们 們, 个 個, 这 這, 经 經, 验 驗…): a text with more of the second is
 * in traditional characters (Taiwan, Hong Kong), whose site takes zh-Hant's words and faces.
 * Pairs whose simplified form traditional writing also uses (台, 于, 后, 里) are left out.
 */
const SIMPLIFIED_FORMS =
  "们个这来说时过还对会学国经开关与体点产现实动电际业义当传无专长门问间东车员验处总页计设术资网络号线级据应条务团队项议认证连进运远适选边压质赛统数库软请组织负责维护测试优构阶";
const TRADITIONAL_FORMS =
  "們個這來說時過還對會學國經開關與體點產現實動電際業義當傳無專長門問間東車員驗處總頁計設術資網絡號線級據應條務團隊項議認證連進運遠適選邊壓質賽統數庫軟請組織負責維護測試優構階";
const SIMPLIFIED = new RegExp(`[${SIMPLIFIED_FORMS}]`, "gu");
const TRADITIONAL = new RegExp(`[${TRADITIONAL_FORMS}]`, "gu");

/** A letter of any script but those of Chinese, Japanese and Korean. */
const OTHER_LETTER = /(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])\p{L}/gu;
