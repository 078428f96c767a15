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
import { getDocumentProxy } from "unpdf";

/** The extractors, by the names the tests and figures give them. */
export type Extractor = "pdf.js" | "pdftotext";

/** The text of a PDF by one extractor, as lines. */
export type ExtractedText = { extractor: Extractor; lines: string[] };

/** What pdf.js says of a run of text: its characters, where it ends a line, its box and position. */
type TextRun = { str: string; hasEOL: boolean; width: number; height: number; transform: number[] };

const nonBlank = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** The PDF's pages and its text by pdf.js, in drawing order (see the top of this file), whole and page by page. */
export async function pdfJsText(
  data: Uint8Array,
): Promise<{ pages: number; lines: string[]; pageLines: string[][] }> {
  // pdf.js takes the buffer over: give it a copy, so the caller's bytes stay readable.
  const pdf = await getDocumentProxy(data.slice(), { disableFontFace: true });
  try {
    const pageLines: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const runs: TextRun[] = (await page.getTextContent()).items.flatMap((item) =>
        "str" in item ? [item] : [],
      );
      pageLines.push(nonBlank(runsToLines(runs)));
    }
    return { pages: pdf.numPages, lines: pageLines.flat(), pageLines };
  } finally {
    await pdf.destroy();
  }
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
 * The text of the PDF `file` (its bytes `data`) by each extractor: pdf.js always, pdftotext
 * when it is installed, or always when `requirePdftotext` (then its absence throws NO_PDFTOTEXT).
 */
export async function extractedTexts(
  file: string,
  data: Uint8Array,
  { requirePdftotext = false } = {},
): Promise<ExtractedText[]> {
  const texts: ExtractedText[] = [{ extractor: "pdf.js", lines: (await pdfJsText(data)).lines }];
  if (requirePdftotext || hasPdftotext()) texts.push({ extractor: "pdftotext", lines: pdftotextLines(file) });
  return texts;
}
