/**
 * The parts every Word file the build writes is made of (the resume's, resume-word.ts; a cover
 * letter's, letter-word.ts), with the `docx` library: a paragraph in the document's language
 * and direction, a heading of Word's own heading styles (Heading 1 to 4, which a reader's
 * outline and a portal's parser go by), a bulleted or numbered list of Word's own numbering, a
 * live link, a line break within a paragraph, and the document around them. Each run and the
 * document's default style carry the language (w:lang: its tag for Latin text, for East Asian
 * text on a Chinese, Japanese or Korean page, and for complex scripts on a page written right
 * to left); on such a page each paragraph is right to left (w:bidi) and each run too (w:rtl).
 * The fonts follow the site's look where Word can: a sans-serif face for `cards` and
 * `compact`, a serif one for `serif`, and a Chinese, Japanese or Korean face named for East
 * Asian text, which Word replaces by the reader's own when it lacks it.
 */
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  type IRunOptions,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import type { Look } from "../../../src/shared/looks.ts";
import type { TextDirection } from "../../../src/shared/text-direction.ts";

/**
 * A stretch of text: plain, strong or emphasised, a link when it has an address, and on a line
 * of its own within its paragraph when it follows a line break (`lineBreak`).
 */
export type WordRun = {
  text: string;
  strong?: boolean;
  emphasis?: boolean;
  href?: string;
  lineBreak?: boolean;
};

/** What a document is written in: its language, direction, and the look whose fonts it takes. */
export type WordWriting = { lang: string; dir: TextDirection; look?: Look | undefined };

/** The fonts of a document: its body's and its headings', each for Latin, East Asian and complex scripts. */
type WordFonts = { body: FontSet; headings: FontSet };
type FontSet = { ascii: string; hAnsi: string; eastAsia?: string; cs?: string };

/** The Latin face of each kind of look: Word's own, found on the readers' machines. */
const LATIN_FACES = { sans: "Arial", serif: "Georgia", mono: "Consolas" } as const;

/** Faces for the East Asian scripts, sans-serif and serif, as Windows and macOS readers have them. */
const EAST_ASIAN_FACES: Record<string, { sans: string; serif: string }> = {
  Jpan: { sans: "Yu Gothic", serif: "Yu Mincho" },
  Hans: { sans: "Microsoft YaHei", serif: "SimSun" },
  Hant: { sans: "Microsoft JhengHei", serif: "PMingLiU" },
  Kore: { sans: "Malgun Gothic", serif: "Batang" },
};

/** Faces for complex scripts (Arabic, Hebrew…): ones that hold them on every reader's machine. */
const COMPLEX_FACES = { sans: "Arial", serif: "Times New Roman" } as const;

/** The script `lang` is written in, as Intl reckons it likely ("Jpan" for "ja"). */
const scriptOf = (lang: string) => new Intl.Locale(lang).maximize().script ?? "";

/** The fonts of a document in `lang` and `look` (see the top of this file). */
export function wordFonts({ lang, look }: WordWriting): WordFonts {
  const kind = look === "serif" ? "serif" : "sans";
  const eastAsia = EAST_ASIAN_FACES[scriptOf(lang)]?.[kind];
  const set = (latin: string): FontSet => ({
    ascii: latin,
    hAnsi: latin,
    ...(eastAsia ? { eastAsia } : {}),
    cs: COMPLEX_FACES[kind],
  });
  return {
    body: set(LATIN_FACES[kind]),
    headings: set(look === "compact" ? LATIN_FACES.mono : LATIN_FACES[kind]),
  };
}

type WordLanguage = NonNullable<IRunOptions["language"]>;

/** The language of the document's text, for each kind of script it may be written in (w:lang). */
export function wordLanguage({ lang, dir }: WordWriting): WordLanguage {
  return {
    value: lang,
    ...(EAST_ASIAN_FACES[scriptOf(lang)] ? { eastAsia: lang } : {}),
    ...(dir === "rtl" ? { bidirectional: lang } : {}),
  };
}

/** A link's address that Word can follow: a web page, an email address or a phone number. */
const LINKABLE = /^(?:https?|mailto|tel):/i;

/** Letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/**
 * Runs as Word's: each in the document's language, one in right-to-left letters marked so
 * (w:rtl: an address or a date in Latin letters or digits on an Arabic page is not), a link a
 * live hyperlink in Word's link style.
 */
export function wordRuns(runs: WordRun[], writing: WordWriting): ParagraphChild[] {
  return runs.map((run) => {
    const options = {
      text: run.text,
      ...(run.strong ? { bold: true, boldComplexScript: true } : {}),
      ...(run.emphasis ? { italics: true, italicsComplexScript: true } : {}),
      ...(writing.dir === "rtl" && RIGHT_TO_LEFT.test(run.text) ? { rightToLeft: true } : {}),
      ...(run.lineBreak ? { break: 1 } : {}),
      language: wordLanguage(writing),
    };
    if (!run.href || !LINKABLE.test(run.href)) return new TextRun(options);
    return new ExternalHyperlink({
      link: run.href,
      children: [new TextRun({ ...options, style: "Hyperlink" })],
    });
  });
}

/** A paragraph's direction: right to left (w:bidi) on a page written so; Word's default else. */
const direction = ({ dir }: WordWriting) => (dir === "rtl" ? { bidirectional: true } : {});

/**
 * Where a paragraph sits, when not as Word's default: at the end of its line (`end`: the right
 * in a left-to-right document, the left in a right-to-left one), indented at its start
 * (`indent`: a quotation), and with space after it (`spaceAfter`, in twentieths of a point).
 */
export type WordPlacing = { end?: boolean; indent?: boolean; spaceAfter?: number };

/** Twentieths of a point a quotation is indented by at its start: half an inch. */
const QUOTE_INDENT = 720;

function placing({ end, indent, spaceAfter }: WordPlacing = {}) {
  return {
    ...(end ? { alignment: AlignmentType.END } : {}),
    ...(indent ? { indent: { start: QUOTE_INDENT } } : {}),
    ...(spaceAfter !== undefined ? { spacing: { after: spaceAfter } } : {}),
  };
}

/** A paragraph of runs, right to left on a page written so, placed as `place` says. */
export function wordParagraph(runs: WordRun[], writing: WordWriting, place?: WordPlacing): Paragraph {
  return new Paragraph({ children: wordRuns(runs, writing), ...direction(writing), ...placing(place) });
}

const HEADING_LEVELS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
} as const;

/** A heading in Word's style of its level (Heading 1 to 4). */
export function wordHeading(level: 1 | 2 | 3 | 4, runs: WordRun[], writing: WordWriting): Paragraph {
  return new Paragraph({
    children: wordRuns(runs, writing),
    heading: HEADING_LEVELS[level],
    ...direction(writing),
  });
}

/** Word's numbering of a numbered list: 1., 2., 3., each list from 1. */
const NUMBERED = {
  reference: "numbered",
  levels: [
    {
      level: 0,
      format: LevelFormat.DECIMAL,
      text: "%1.",
      alignment: AlignmentType.START,
      style: { paragraph: { indent: { start: 720, hanging: 360 } } },
    },
  ],
};

/**
 * A list, an item a paragraph of Word's own list numbering: bulleted, or numbered (`numbered`:
 * the list's own count among the document's numbered lists, each of which starts at 1).
 */
export function wordList(
  items: WordRun[][],
  writing: WordWriting,
  { numbered, place }: { numbered?: number; place?: WordPlacing } = {},
): Paragraph[] {
  return items.map(
    (runs) =>
      new Paragraph({
        children: wordRuns(runs, writing),
        ...(numbered === undefined
          ? { bullet: { level: 0 } }
          : { numbering: { reference: NUMBERED, level: 0, instance: numbered } }),
        ...direction(writing),
        ...placing(place),
      }),
  );
}

/** Twentieths of a point above a heading: 12 pt. */
const HEADING_SPACE = 240;

/** Half-points of the body's text and each heading's: 10.5 pt body, as printed resumes set it. */
const SIZES = { body: 21, heading1: 36, heading2: 28, heading3: 24, heading4: 22 } as const;

/** Each paper's size in twentieths of a point, as Word sets a page: ISO A4 and US Letter. */
const PAPER_SIZES = {
  a4: { width: 11906, height: 16838 },
  letter: { width: 12240, height: 15840 },
} as const;

/**
 * A Word file of `children`, with its title, author and language in its properties, the fonts
 * and language of `writing` in its default style and its headings', on the site's paper (A4
 * unless site.yaml's `paper` says letter), as its PDF is printed. Its bytes.
 */
export async function wordFile(
  children: Paragraph[],
  {
    title,
    author,
    writing,
    paper = "a4",
  }: { title: string; author: string; writing: WordWriting; paper?: "a4" | "letter" | undefined },
): Promise<Uint8Array> {
  const fonts = wordFonts(writing);
  const language = wordLanguage(writing);
  const heading = (size: number) => ({
    run: {
      font: fonts.headings,
      size,
      sizeComplexScript: size,
      bold: true,
      boldComplexScript: true,
      language,
    },
    // Space above a heading, and the heading kept on the page of what it heads.
    paragraph: { spacing: { before: HEADING_SPACE, after: HEADING_SPACE / 4 }, keepNext: true },
  });
  const document = new Document({
    title,
    creator: author,
    lastModifiedBy: author,
    styles: {
      default: {
        document: {
          run: { font: fonts.body, size: SIZES.body, sizeComplexScript: SIZES.body, language },
        },
        heading1: heading(SIZES.heading1),
        heading2: heading(SIZES.heading2),
        heading3: heading(SIZES.heading3),
        heading4: heading(SIZES.heading4),
      },
    },
    sections: [{ properties: { page: { size: PAPER_SIZES[paper] } }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
