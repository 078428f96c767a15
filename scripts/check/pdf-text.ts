/**
 * A PDF's text as lines, read by two independent extractors, as résumé parsers read it:
 *
 * - pdf.js (through unpdf, its build for servers) in drawing order: the text items of each page
 *   in the order the content stream draws them, a new line where pdf.js marks the end of one
 *   (hasEOL) or where the next item sits on another baseline, and a space between two items of
 *   a line that a gap parts. The gap is that of OpenResume's parser (read-pdf.ts and
 *   group-text-items-into-lines.ts), which joins items closer than a typical character's width:
 *   what is drawn after something else reads after it, wherever it stands on the page.
 * - poppler's `pdftotext -layout` in layout order: the page as rows and columns of text, the
 *   way readers that go by position see it (two columns side by side come out interleaved).
 *
 * Each gives the lines that hold text, trimmed, pages one after the other.
 */
import { spawnSync } from "node:child_process";
import { PDFDocument } from "@cantoo/pdf-lib";
import { getDocumentProxy } from "unpdf";
import { type Mark, pageMarks } from "./marked-content.ts";
import { RIGHT_TO_LEFT } from "./resume-fact-list.ts";

/**
 * The extractors, by the names the tests and figures give them: "pdf.js+ActualText" is pdf.js
 * honouring the PDF's marked content (logicalRuns), as readers that follow ISO 32000 read
 * right-to-left text; it reads a PDF that has any (hasReversedText).
 */
export type Extractor = "pdf.js" | "pdf.js+ActualText" | "pdftotext";

/** The text of a PDF by one extractor, as lines. */
export type ExtractedText = { extractor: Extractor; lines: string[] };

/** What pdf.js says of a run of text: its characters, where it ends a line, its box and position. */
type TextRun = { str: string; hasEOL: boolean; width: number; height: number; transform: number[] };

/** What pdf.js's text content gives with its marked content: a run, or a mark's start or end. */
type ContentItem = TextRun | { type: string; tag?: string | null };

const nonBlank = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/**
 * The PDF's pages and its text by pdf.js, in drawing order (see the top of this file), whole and
 * page by page; with `marks` (markedContent), honouring them (logicalRuns). A page whose marks
 * pdf.js does not read as its content stream has them (pdf.js skips a form it found empty
 * before) reads as pdf.js reads it.
 */
export async function pdfJsText(
  data: Uint8Array,
  { marks }: { marks?: Mark[][] } = {},
): Promise<{ pages: number; lines: string[]; pageLines: string[][] }> {
  // pdf.js takes the buffer over: give it a copy, so the caller's bytes stay readable.
  const pdf = await getDocumentProxy(data.slice(), { disableFontFace: true });
  try {
    const pageLines: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const items: ContentItem[] = (await page.getTextContent({ includeMarkedContent: marks !== undefined }))
        .items;
      const drawn = () => items.flatMap((item) => ("str" in item ? [item] : []));
      let runs: TextRun[];
      try {
        runs = marks ? logicalRuns(items, marks[number - 1] ?? [], number) : drawn();
      } catch (error) {
        if (!(error instanceof MarksMismatch)) throw error;
        runs = drawn();
      }
      pageLines.push(nonBlank(runsToLines(runs)));
    }
    return { pages: pdf.numPages, lines: pageLines.flat(), pageLines };
  } finally {
    await pdf.destroy();
  }
}

/** A page's marked content as pdf.js reads it is not as its content stream has it. */
class MarksMismatch extends Error {}

/** Each page's marked content (marked-content.ts), read from the PDF `data`. */
export async function markedContent(data: Uint8Array): Promise<Mark[][]> {
  return pageMarks(await PDFDocument.load(data, { updateMetadata: false }));
}

/** Whether any page draws text right to left, marked /ReversedChars, by its `marks`. */
export const hasReversedText = (marks: Mark[][]): boolean =>
  marks.some((page) => page.some((mark) => mark.tag === "ReversedChars"));

/** An empty run that ends a line, where pdf.js marked the end of one on a run inside a reversed one. */
const endOfLine = (run: TextRun): TextRun => ({ ...run, str: "", width: 0, hasEOL: true });

/**
 * A page's text content with its marked content (`items`) as runs in reading order, its marks
 * (`marks`, marked-content.ts) read with it in step: a /Span's glyphs as its /ActualText (one
 * run, where its glyphs stood; pdf.js's space before them kept), and each line of a
 * /ReversedChars run's runs last to first (pdf.js gives each run's own letters in reading
 * order already), so right-to-left text reads as it is written. `page` names the page when
 * the two disagree (MarksMismatch): the text could not be read right.
 */
export function logicalRuns(items: ContentItem[], marks: Mark[], page: number): TextRun[] {
  const runs: TextRun[] = [];
  /** The open marks, innermost last; the runs of the open /Span, and of the open /ReversedChars. */
  const open: Mark[] = [];
  let span: TextRun[] | undefined;
  let reversed: TextRun[] | undefined;
  let next = 0;
  const place = (run: TextRun) => (reversed ?? runs).push(run);
  const closeSpan = (text: string, inside: TextRun[]) => {
    const glyphs = inside.filter((run) => run.str.trim());
    const [first, last] = [glyphs[0], glyphs.at(-1)];
    for (const run of inside.filter((run) => !run.str.trim())) place(run);
    if (first && last) {
      const [left, right] = [
        Math.min(xOf(first), xOf(last)),
        Math.max(xOf(first) + first.width, xOf(last) + last.width),
      ];
      place({ ...first, str: text, width: right - left, hasEOL: false, transform: shifted(first, left) });
      if (glyphs.some((run) => run.hasEOL)) place(endOfLine(first));
    }
  };
  // Each line of it as one run: its runs' letters last to first, over the width they cover.
  const closeReversed = (inside: TextRun[]) => {
    const lines = byLine(inside, (line) => {
      const [first] = line;
      if (!first) return [];
      const left = Math.min(...line.map(xOf));
      const right = Math.max(...line.map((run) => xOf(run) + run.width));
      const str = line
        .reverse()
        .map((run) => run.str)
        .join("");
      return [{ ...first, str, width: right - left, transform: shifted(first, left) }];
    });
    for (const run of lines) runs.push(run);
  };
  for (const item of items) {
    if ("str" in item) {
      // A space pdf.js finds where a mark is drawn over its letter takes no room: it is none.
      if (item.str && !item.str.trim() && item.width < 1) continue;
      if (span) span.push(item);
      else place(item);
    } else if (item.type === "endMarkedContent") {
      const mark = open.pop();
      if (mark?.actualText !== undefined && span && !open.some((outer) => outer.actualText !== undefined)) {
        const inside = span;
        span = undefined;
        closeSpan(mark.actualText, inside);
      }
      if (mark?.tag === "ReversedChars" && reversed && !open.some((outer) => outer.tag === "ReversedChars")) {
        const inside = reversed;
        reversed = undefined;
        closeReversed(inside);
      }
    } else {
      const mark = marks[next++];
      if (!mark || mark.tag !== (item.tag ?? ""))
        throw new MarksMismatch(
          `page ${page}: the marked content pdf.js reads (${item.tag ?? "untagged"}, number ${next}) is not the content stream's (${mark?.tag ?? "none"})`,
        );
      open.push(mark);
      if (mark.tag === "ReversedChars") reversed ??= [];
      if (mark.actualText !== undefined) span ??= [];
    }
  }
  if (span) closeSpan("", span);
  if (reversed) closeReversed(reversed);
  return rightToLeftPage(runs) ? linesRightToLeft(runs) : rightToLeftStretches(runs);
}

/** A letter of a script written left to right. */
const LEFT_TO_RIGHT = /(?![\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff])\p{L}/u;

/** Whether most of a page's letters are of scripts written right to left: its lines read so. */
function rightToLeftPage(runs: TextRun[]): boolean {
  const count = (pattern: RegExp) =>
    runs.reduce((sum, run) => sum + [...run.str].filter((char) => pattern.test(char)).length, 0);
  return count(RIGHT_TO_LEFT) > count(LEFT_TO_RIGHT);
}

/** The gap, in a run's height, wider than which two runs stand apart as words (pdf.js's is 0.102 of the font size). */
const SPACE = 0.15;

/** The widest gap, in a run's height, between two words of one text (a space is about a third). */
const WORD_GAP = 0.5;

/** Whether a run is of left-to-right letters only, of letters of neither direction, or right to left. */
function direction(run: TextRun): "ltr" | "neutral" | "rtl" {
  if (RIGHT_TO_LEFT.test(run.str)) return "rtl";
  return LEFT_TO_RIGHT.test(run.str) ? "ltr" : "neutral";
}

/**
 * `runs` a line at a time, each line's runs (none of them ending it) written by `line`: a line
 * ends where a run moves down from the one before, and at an empty run and a line's end, which
 * stay between the lines as they stand (the end as endOfLine).
 */
function byLine(runs: TextRun[], line: (runs: TextRun[]) => TextRun[]): TextRun[] {
  const written: TextRun[] = [];
  let current: TextRun[] = [];
  const flush = () => {
    written.push(...line(current));
    current = [];
  };
  for (const run of runs) {
    const previous = current.at(-1);
    if (previous && movesDown(previous, run)) flush();
    if (!run.str) {
      flush();
      written.push(run);
      continue;
    }
    current.push({ ...run, hasEOL: false });
    if (run.hasEOL) {
      flush();
      written.push(endOfLine(run));
    }
  }
  flush();
  return written;
}

/**
 * The runs of each line of a page written right to left in reading order (rightToLeftOrder).
 */
function linesRightToLeft(runs: TextRun[]): TextRun[] {
  return byLine(runs, rightToLeftOrder);
}

/**
 * The runs of a line (or part of one) read right to left, in reading order: from its right
 * edge to its left (Chromium draws a line's boxes in the order of the page's elements, and the
 * inline text of one box from left to right), but for words in left-to-right letters side by
 * side, a space apart at most ("CSS Grid", "CS 101": numbers after them go with them), which
 * read from left to right. Numbers amid right-to-left text read as it does: a period
 * "07/2020 – 08/2022" is shown, and drawn, as "08/2022 – 07/2020".
 */
function rightToLeftOrder(line: TextRun[]): TextRun[] {
  const right = (run: TextRun) => xOf(run) + run.width;
  const parts: { ltr: boolean; runs: TextRun[] }[] = [];
  for (const run of [...line].sort((a, b) => right(b) - right(a))) {
    const part = parts.at(-1);
    const kind = direction(run);
    const digits = kind === "neutral" && /\p{N}/u.test(run.str);
    const previous = part?.runs.at(-1);
    const close = previous !== undefined && gapBetween(run, previous) <= sizeOf(run) * WORD_GAP;
    if (part?.ltr && close && (kind === "ltr" || digits || !run.str.trim())) part.runs.push(run);
    else parts.push({ ltr: kind === "ltr", runs: [run] });
  }
  return withSpaces(
    parts.flatMap((part) => {
      if (!part.ltr) return part.runs;
      // Spaces after the last left-to-right word go with the right-to-left text after it.
      const lastWord = part.runs.findLastIndex((run) => /[\p{L}\p{N}]/u.test(run.str));
      return [...part.runs.slice(0, lastWord + 1).reverse(), ...part.runs.slice(lastWord + 1)];
    }),
  );
}

/**
 * Runs put in reading order, with a space where two stand apart: pdf.js finds spaces within a
 * mark only, and the runs of one no longer stand beside those it read them with.
 */
function withSpaces(inOrder: TextRun[]): TextRun[] {
  return inOrder.flatMap((run, index) => {
    const next = inOrder[index + 1];
    const apart =
      next && /\S$/.test(run.str) && /^\S/.test(next.str) && gapBetween(run, next) > sizeOf(run) * SPACE;
    const space = {
      ...run,
      str: " ",
      width: 0,
      hasEOL: false,
      transform: shifted(run, xOf(run) + run.width),
    };
    return apart ? [run, space] : [run];
  });
}

/**
 * The runs of a page written left to right in reading order: as drawn, but for words in
 * right-to-left letters that Chromium drew as /ReversedChars runs of their own, side by side
 * (where the page's Latin face has no Arabic letters, it draws each word in the face that has
 * them and the space between in its own): a stretch of them on a line, drawn from left to right
 * as they are shown, reads from its right. A stretch most of whose letters are right to left
 * is a block of its own (the page gives it dir="rtl", ownDirection) and reads as a line of a
 * right-to-left page; in one mostly left to right, each run of right-to-left words does.
 */
function rightToLeftStretches(runs: TextRun[]): TextRun[] {
  const ordered: TextRun[] = [];
  let stretch: TextRun[] = [];
  const flush = () => {
    ordered.push(...stretchInOrder(stretch));
    stretch = [];
  };
  for (const run of runs) {
    const previous = stretch.at(-1);
    if (previous && !sideBySide(previous, run)) flush();
    // A line's end, or the space pdf.js finds between two boxes far apart, parts stretches.
    if (!run.str || (!run.str.trim() && run.width > sizeOf(run) * WORD_GAP)) {
      flush();
      ordered.push(run);
      continue;
    }
    stretch.push(run);
    if (run.hasEOL) flush();
  }
  flush();
  return ordered;
}

/** Whether `next` is drawn on the line of `run`, right after it, a space apart at most. */
function sideBySide(run: TextRun, next: TextRun): boolean {
  const gap = xOf(next) - (xOf(run) + run.width);
  return !movesDown(run, next) && gap >= -sizeOf(run) * SPACE && gap <= sizeOf(run) * WORD_GAP;
}

/** A stretch of runs side by side (rightToLeftStretches) in reading order, the end of its line kept. */
function stretchInOrder(stretch: TextRun[]): TextRun[] {
  if (!stretch.some((run) => direction(run) === "rtl")) return stretch;
  const line = stretch.map((run) => ({ ...run, hasEOL: false }));
  const count = (pattern: RegExp) =>
    line.reduce((sum, run) => sum + [...run.str].filter((char) => pattern.test(char)).length, 0);
  let inOrder: TextRun[];
  if (count(RIGHT_TO_LEFT) > count(LEFT_TO_RIGHT)) inOrder = rightToLeftOrder(line);
  else {
    // Each run of right-to-left words, from its first right-to-left run to its last, neither
    // with a left-to-right letter between, reads from its right.
    inOrder = [];
    let words: TextRun[] = [];
    let pending: TextRun[] = [];
    const flushWords = () => {
      inOrder.push(...withSpaces(words.reverse()), ...pending);
      words = [];
      pending = [];
    };
    for (const run of line) {
      const kind = direction(run);
      if (kind === "rtl") {
        words.push(...pending, run);
        pending = [];
      } else if (kind === "neutral" && words.length > 0) pending.push(run);
      else {
        flushWords();
        inOrder.push(run);
      }
    }
    flushWords();
  }
  const last = stretch.at(-1);
  return last?.hasEOL ? [...inOrder, endOfLine(last)] : inOrder;
}

/**
 * A page's text runs, in the order given, as lines: a new line after a run that ends one, or
 * when a run's baseline moves by more than half its height; within a line, a space where a gap
 * wider than a typical character parts two runs (either way: right-to-left text runs leftwards).
 */
export function runsToLines(runs: TextRun[]): string[] {
  const charWidth = typicalCharWidth(runs);
  const lines: string[] = [];
  let line = "";
  let previous: TextRun | undefined;
  for (const run of runs) {
    if (previous && line && movesDown(previous, run)) {
      lines.push(line);
      line = "";
    } else if (previous && line && gapBetween(previous, run) > charWidth && !/\s$/.test(line)) line += " ";
    line += run.str;
    previous = run;
    if (run.hasEOL) {
      lines.push(line);
      line = "";
    }
  }
  if (line) lines.push(line);
  return lines;
}

const xOf = (run: TextRun) => run.transform[4] ?? 0;
/** A run's size: its height, or its font's where pdf.js gives none (it gives a Type 3 font's none). */
const sizeOf = (run: TextRun) => run.height || Math.hypot(run.transform[2] ?? 0, run.transform[3] ?? 0);
/** A run's transform moved to start at `x`. */
const shifted = (run: TextRun, x: number) => run.transform.map((value, index) => (index === 4 ? x : value));
const yOf = (run: TextRun) => run.transform[5] ?? 0;

/** Whether `next` stands on another baseline than `run`. */
function movesDown(run: TextRun, next: TextRun): boolean {
  return Math.abs(yOf(next) - yOf(run)) > Math.max(run.height, next.height, 1) / 2;
}

/** The empty space between two runs of a line, whichever comes first along it. */
function gapBetween(run: TextRun, next: TextRun): number {
  return Math.max(xOf(next) - (xOf(run) + run.width), xOf(run) - (xOf(next) + next.width));
}

/** The page's mean width of a character, over the runs of its commonest text height (as OpenResume's). */
function typicalCharWidth(runs: TextRun[]): number {
  const text = runs.filter((run) => run.str.trim() && run.width > 0);
  const counts = new Map<number, number>();
  for (const run of text) counts.set(run.height, (counts.get(run.height) ?? 0) + run.str.length);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const usual = text.filter((run) => run.height === common);
  const characters = usual.reduce((sum, run) => sum + run.str.length, 0);
  return characters > 0 ? usual.reduce((sum, run) => sum + run.width, 0) / characters : 0;
}

/** The command that runs poppler's pdftotext; PDFTOTEXT names another. */
const PDFTOTEXT = () => process.env.PDFTOTEXT || "pdftotext";

/** Whether poppler's pdftotext can run here. */
export function hasPdftotext(): boolean {
  return !spawnSync(PDFTOTEXT(), ["-v"], { stdio: "ignore" }).error;
}

/** The error for a machine without pdftotext, in one line that says how to get it. */
export const NO_PDFTOTEXT =
  "pdftotext (poppler-utils) is not installed: run npm run setup:browser, which installs it, or your system's poppler-utils package";

/** The text of the PDF `file` by `pdftotext -layout`, in layout order; throws NO_PDFTOTEXT without it. */
export function pdftotextLines(file: string): string[] {
  const result = spawnSync(PDFTOTEXT(), ["-layout", "-enc", "UTF-8", file, "-"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") throw new Error(NO_PDFTOTEXT);
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`pdftotext could not read ${file}: ${result.stderr.trim() || `exit ${result.status}`}`);
  // A form feed ends each page.
  return nonBlank(result.stdout.split(/\r?\n|\f/));
}

/**
 * The text of the PDF `file` (its bytes `data`) by each extractor: pdf.js always, pdf.js
 * honouring the marked content where the PDF draws text right to left, pdftotext when it is
 * installed, or always when `requirePdftotext` (then its absence throws NO_PDFTOTEXT).
 */
export async function extractedTexts(
  file: string,
  data: Uint8Array,
  { requirePdftotext = false } = {},
): Promise<ExtractedText[]> {
  const texts: ExtractedText[] = [{ extractor: "pdf.js", lines: (await pdfJsText(data)).lines }];
  const marks = await markedContent(data);
  if (hasReversedText(marks))
    texts.push({ extractor: "pdf.js+ActualText", lines: (await pdfJsText(data, { marks })).lines });
  if (requirePdftotext || hasPdftotext()) texts.push({ extractor: "pdftotext", lines: pdftotextLines(file) });
  return texts;
}
