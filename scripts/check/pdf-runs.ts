/**
 * A resume PDF as résumé parsers take it apart: pdf.js's text items, grouped the way OpenResume
 * (group-text-items-into-lines.ts) and the parsers built like it group them, and checked for
 * what those parsers need of them. pdf-text.ts rebuilds lines from the same items; here each
 * item keeps its place on the page, as a parser sees it:
 *
 * - A **run** is a text item of pdf.js, its blank items left out, merged with the next item of
 *   its line when less than a typical character's width parts them (a gap no wider than a space
 *   reads as no gap: "Developer", "·", "Remote" drawn a space apart are one run,
 *   "Developer·Remote"). The typical width is the mean of the page's commonest font and height.
 * - The rules (checkRuns): **each fact its own run**, a run that is the fact, or that starts
 *   with it and holds nothing of another fact (a project's name apart from its description, a
 *   role's position apart from its place, each skill apart from the next); **each heading one
 *   run**; **entries parted by a gap** of at least ENTRY_GAP times the line spacing, above
 *   which parsers take a new line for a new entry, and more than SECTION_GAP times the commonest
 *   step between the lines of their section, which is what OpenResume compares each gap with
 *   (where each entry of a section is one line, the gap between entries is that commonest step,
 *   and the parser reads them all as one); **no heading as a page's last text**; **each
 *   heading a line of its own** where the pages' text is read as one (as OpenResume's read-pdf.ts
 *   joins it: no line break at a page's end, so a page's first line goes on from the last of the
 *   page before, and a heading there is no longer a line of its own, nor its section a section);
 *   **no page's number joined to the page before's last run** (pageNumbersJoined).
 *
 * The facts are those of resume-fact-list.ts as the page prints them (asPrinted): a degree
 * with its field, and each project's description (its first words) beside its name.
 */
import { getDocumentProxy } from "unpdf";
import type { JsonResume } from "../interop/json-resume/export.ts";
import {
  type Entry,
  type Fact,
  type Headings,
  normaliseLine,
  type PageLayout,
  resumeFacts,
  SECTIONS,
  type SectionKey,
  textPattern,
} from "./resume-fact-list.ts";

/**
 * A run of text as a parser reads it (see the top of this file): its text, page and box, and
 * its line, counted over the whole PDF as a parser joins the pages (pdfRuns).
 */
export type Run = {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  line?: number;
};

/** What pdf.js says of a text item. */
export type TextItem = {
  str: string;
  hasEOL: boolean;
  width: number;
  height: number;
  transform: number[];
  fontName: string;
};

/**
 * The least gap between two entries, in lines: a parser that reads a resume by its lines takes
 * a gap of about 1.4 lines for the start of another entry; 1.5 leaves room for rounding.
 */
export const ENTRY_GAP = 1.5;

/** OpenResume's factor (subsections.ts): a gap wider than 1.4 times a section's commonest step starts an entry. */
const SECTION_GAP = 1.4;

/** The sections printed as runs of words (the basics' header and the lists), not as entries. */
const RUN_IN_SECTIONS: SectionKey[] = ["basics", "skills", "languages", "interests"];

/** The sections whose entries stand apart on the page, each from the one before. */
const SPACED_SECTIONS = SECTIONS.filter((section) => !RUN_IN_SECTIONS.includes(section));

/** How many of a project's description's first words stand for it, as a fact of its own. */
const DESCRIPTION_WORDS = 4;

/** The PDF's runs, page after page, each page's in the order it draws them. */
export async function pdfRuns(data: Uint8Array): Promise<Run[]> {
  // pdf.js takes the buffer over: give it a copy, so the caller's bytes stay readable.
  const pdf = await getDocumentProxy(data.slice(), { disableFontFace: true });
  try {
    const pages: TextItem[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      pages.push(
        (await page.getTextContent()).items.flatMap((item) => ("str" in item ? [item as TextItem] : [])),
      );
    }
    return pagesToRuns(pages);
  } finally {
    await pdf.destroy();
  }
}

/** Each page's text items as runs, page after page, their lines numbered as a parser joins the pages. */
export function pagesToRuns(pages: TextItem[][]): Run[] {
  let line = 0;
  return pages.flatMap((items, index) => {
    const runs = itemsToRuns(items, index + 1, line);
    // The page's last line goes on into the next page's first: it ends at no line break.
    line += items.filter((item) => item.hasEOL).length;
    return runs;
  });
}

/**
 * A page's text items (`page`, numbered from 1) as runs (see the top of this file), its lines
 * numbered on from `firstLine`, the line the page before ended on.
 */
export function itemsToRuns(items: TextItem[], page: number, firstLine = 0): Run[] {
  const lines: TextItem[][] = [[]];
  for (const item of items) {
    if (item.str.trim()) lines.at(-1)?.push(item);
    if (item.hasEOL) lines.push([]);
  }
  const charWidth = typicalCharWidth(items);
  return lines.flatMap((line, index) => {
    const runs: Run[] = [];
    for (const item of line) {
      const run = {
        text: item.str,
        page,
        line: firstLine + index,
        x: item.transform[4] ?? 0,
        y: item.transform[5] ?? 0,
        width: item.width,
        height: item.height,
      };
      const last = runs.at(-1);
      if (last && run.x - (last.x + last.width) <= charWidth) {
        last.text += run.text;
        last.width = run.x + run.width - last.x;
      } else runs.push(run);
    }
    return runs;
  });
}

/** The mean width of a character over the items of the page's commonest height and font (as OpenResume's). */
function typicalCharWidth(items: TextItem[]): number {
  const text = items.filter((item) => item.str.trim());
  const commonest = <K>(key: (item: TextItem) => K) => {
    const counts = new Map<K, number>();
    for (const item of text) counts.set(key(item), (counts.get(key(item)) ?? 0) + item.str.length);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  const height = commonest((item) => item.height);
  const font = commonest((item) => item.fontName);
  const usual = text.filter((item) => item.height === height && item.fontName === font);
  const characters = usual.reduce((sum, item) => sum + item.str.length, 0);
  return characters > 0 ? usual.reduce((sum, item) => sum + item.width, 0) / characters : 0;
}

/**
 * The distance from one line's baseline to the next most often found in the runs: the body
 * text's line spacing, to which the gaps between entries are compared. The steps are counted
 * in whole points, as OpenResume's subsections.ts counts them: a face whose height exceeds the
 * line's (Noto Sans at a line height of 1.32) sets lines a quarter or half a point apart from
 * one another, and counted finer those steps scatter until the gap between entries is the
 * commonest. The spacing is then the median of the steps in the commonest whole point, to the
 * quarter point: lines 13.5 pt apart are 13.5 pt apart, not 14.
 */
export function lineSpacing(runs: Run[]): number {
  const steps = new Map<number, number[]>();
  // A page's number stands in the margin, at no step of the text's.
  const text = runs.filter((run, index) => !isPageNumber(run, index, runs));
  for (const page of new Set(text.map((run) => run.page))) {
    const baselines = [...new Set(text.filter((run) => run.page === page).map((run) => round(run.y)))].sort(
      (a, b) => b - a,
    );
    for (let index = 1; index < baselines.length; index++) {
      const step = round((baselines[index - 1] ?? 0) - (baselines[index] ?? 0));
      steps.set(Math.round(step), [...(steps.get(Math.round(step)) ?? []), step]);
    }
  }
  const commonest = [...steps].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0]?.[1] ?? [];
  const sorted = commonest.sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/** A length to a quarter of a point: the same baseline drawn twice may differ in the last digits. */
const round = (value: number) => Math.round(value * 4) / 4;

/** The outcome: counts of each rule's cases and how many hold, and one line for each broken. */
export type RunReport = {
  facts: number;
  ownRuns: number;
  headings: number;
  headingRuns: number;
  gaps: number;
  wideGaps: number;
  /** The narrowest gap between two entries, in lines (Infinity with no two entries on a page). */
  narrowestGap: number;
  /** The pages (numbered from 1) whose last text is a heading. */
  headingLast: number[];
  /** The headings that share their line where the pages' text is read as one. */
  headingsSharingLine: number;
  /** The pages' numbers a parser joins to the last run of the page before. */
  pageNumbersJoined: number;
  failures: string[];
};

/** A fact as found in the runs: the run it starts, or none. */
type Found = { fact: Fact; entry: Entry; run?: Run; own: boolean };

/**
 * The facts as the page prints them: a degree and its field as one ("B.Sc. in Computing", in
 * the page's words), a GPA after its label or not ("GPA: 3.7"), and each project's description,
 * by its first words, after its name.
 */
function asPrinted(entries: Entry[], resume: JsonResume): Entry[] {
  const projects = (resume.projects ?? []).filter((project) => project.name?.trim());
  return entries.map((entry) => {
    const facts = entry.facts.flatMap((fact): Fact[] => {
      const area = entry.facts.find((other) => other.field === "area");
      if (fact.field === "studyType" && area)
        return [
          {
            ...fact,
            field: "degree",
            value: `${fact.value} … ${area.value}`,
            pattern: `(?:${fact.pattern})${DEGREE_JOIN}(?:${area.pattern})`,
          },
        ];
      if (fact.field === "area" && entry.facts.some((other) => other.field === "studyType")) return [];
      if (fact.field === "score") return [{ ...fact, pattern: `${SCORE_LABEL}${fact.pattern}` }];
      return [fact];
    });
    const description = entry.section === "projects" ? projects[entry.number - 1]?.description : undefined;
    const words = description
      ?.split(/(?<=[.!?])\s/u)[0]
      ?.split(/\s+/u)
      .slice(0, DESCRIPTION_WORDS)
      .join(" ");
    if (words?.trim())
      facts.push({ field: "description", value: words, pattern: textPattern(words), ordered: true });
    return { ...entry, facts };
  });
}

/** What the page's words put between a degree and its field ("in", "en", "في"): a few letters. */
const DEGREE_JOIN = "[\\s\\S]{0,24}?";

/** The label a GPA may follow ("GPA: ", "Nota: "). */
const SCORE_LABEL = "(?:[\\p{L}][\\p{L}. ]{0,15}: ?)?";

/** A run's text as matched: normalised, and an address without its scheme and www. */
const runText = (run: Run) => normaliseLine(run.text).replace(/^(?:https?:\/\/)?(?:www\.)?/u, "");

/**
 * A run's text as matched from its start: the run alone, and, where it ends its line, with the
 * next line's first run after it (a fact may wrap onto the next line; a word hyphenated at the
 * line's end, "Trunk-" then "based development", goes on without a space).
 */
function textsFrom(runs: Run[], index: number): string[] {
  const run = runs[index] as Run;
  const next = runs[index + 1];
  const wraps = next && next.page === run.page && run.y - next.y > Math.max(run.height, next.height) / 2;
  if (!wraps) return [runText(run)];
  const hyphenated = /\p{L}-$/u.test(runText(run)) && /^\p{L}/u.test(runText(next));
  return [runText(run), `${runText(run)}${hyphenated ? "" : " "}${runText(next)}`];
}

/**
 * The run `fact` starts, the first from `from` on, else the first before it (out of order), and
 * whether it is the fact's own: nothing of another fact of `others` after it. A description need
 * only start its run: the rest of its text may name anything.
 */
function findFact(fact: Fact, runs: Run[], others: Fact[], from: number): { index: number; own: boolean } {
  const start = new RegExp(`^(?:${fact.pattern})`, "u");
  const starts = (_: Run, index: number) => textsFrom(runs, index).some((text) => start.test(text));
  const after = runs.findIndex((run, index) => index >= from && starts(run, index));
  const index = after >= 0 ? after : runs.findIndex(starts);
  if (index < 0) return { index, own: false };
  const rest = textsFrom(runs, index)
    .filter((text) => start.test(text))
    .map((text) => text.replace(start, ""))[0];
  const own =
    fact.field === "description" ||
    !others.some((other) => other !== fact && new RegExp(other.pattern, "u").test(rest ?? ""));
  return { index, own };
}

/**
 * Every fact of `entries`, each looked for after the one before, a section's first after its
 * heading (`headings`, where a run is it).
 */
function findFacts(entries: Entry[], runs: Run[], headings: Headings): Found[] {
  const all = entries.flatMap((entry) => entry.facts);
  const texts = runs.map((run) => normaliseLine(run.text));
  const found: Found[] = [];
  let cursor = 0;
  let section: SectionKey | undefined;
  for (const entry of entries) {
    const heading = headings[entry.section];
    if (entry.section !== section && heading) {
      const index = texts.indexOf(normaliseLine(heading));
      if (index >= 0) cursor = index + 1;
    }
    section = entry.section;
    for (const fact of entry.facts) {
      const { index, own } = findFact(fact, runs, all, cursor);
      if (index >= 0 && fact.ordered) cursor = index + 1;
      found.push({ fact, entry, run: runs[index], own });
    }
  }
  return found;
}

/**
 * A page's number of the whole ("2 / 3", src/print.css), which pages after the first draw in
 * their top margin before their text: no line of the page's text, and no entry's neighbour.
 */
const PAGE_NUMBER = /^\d+ \/ \d+$/u;

function isPageNumber(run: Run, index: number, runs: Run[]): boolean {
  return run.page > 1 && runs[index - 1]?.page !== run.page && PAGE_NUMBER.test(run.text.trim());
}

/**
 * The commonest step between the lines of each section of `headings` whose heading is a run (to
 * the next heading of `pageHeadings`), in whole points, as OpenResume's subsections.ts counts
 * it: each line's step from the line before, taken at the line's first run, on one page. A
 * parser takes a gap 1.4 times this step for the start of another entry; where each entry of a
 * section is one line, the step is the gap between entries, and no entry starts for it. Steps a
 * point apart count as one, their mean (a title's line and the text under it stand 12.4 pt apart
 * in one face, which rounds to 12 or to 13 as the lines fall on the page), so that the steps
 * within entries, however they round, are not outnumbered by the gaps between them.
 */
function sectionSteps(runs: Run[], headings: Headings, pageHeadings: string[]): Map<SectionKey, number> {
  const texts = runs.map((run) => normaliseLine(run.text));
  const starts = new Set(pageHeadings.map(normaliseLine));
  const steps = new Map<SectionKey, number>();
  for (const [section, heading] of Object.entries(headings) as [SectionKey, string][]) {
    const from = heading ? texts.indexOf(normaliseLine(heading)) : -1;
    if (from < 0) continue;
    const to = texts.findIndex((text, index) => index > from && starts.has(text));
    const firsts = runs
      .slice(from + 1, to < 0 ? runs.length : to)
      .filter(
        (run, index, inSection) =>
          !isPageNumber(run, from + 1 + index, runs) && inSection[index - 1]?.line !== run.line,
      );
    const counts = new Map<number, number>();
    for (let index = 1; index < firsts.length; index++) {
      const [above, line] = [firsts[index - 1], firsts[index]];
      if (!above || !line || above.page !== line.page) continue;
      const step = Math.round(above.y - line.y);
      counts.set(step, (counts.get(step) ?? 0) + 1);
    }
    // Each step with the one a point above it; the most often found pair, the smaller first on a tie.
    const pairs = [...counts.keys()]
      .map((step) => ({ step, count: (counts.get(step) ?? 0) + (counts.get(step + 1) ?? 0) }))
      .sort((a, b) => b.count - a.count || a.step - b.step);
    const pair = pairs[0];
    if (pair)
      steps.set(
        section,
        (pair.step * (counts.get(pair.step) ?? 0) + (pair.step + 1) * (counts.get(pair.step + 1) ?? 0)) /
          pair.count,
      );
  }
  return steps;
}

/**
 * The gap above each spaced entry but the first of its section, where one stands above it on
 * its page: in points, in lines of the body's spacing, and its section's commonest step.
 */
function entryGaps(found: Found[], runs: Run[], spacing: number, steps: Map<SectionKey, number>) {
  const gaps: { entry: Entry; points: number; lines: number; step: number }[] = [];
  for (const { entry, run, fact } of found) {
    if (!SPACED_SECTIONS.includes(entry.section) || entry.number < 2 || fact !== entry.facts[0] || !run)
      continue;
    // A job's later role (its position first, under its company's name) stands as far from the
    // role above it as a job from the job above: a parser that reads a role's lines as part of
    // the role before takes its title and dates for none.
    const above = runs
      .filter(
        (other, index) =>
          other.page === run.page && round(other.y) > round(run.y) && !isPageNumber(other, index, runs),
      )
      .map((other) => other.y);
    if (above.length === 0 || spacing <= 0) continue;
    const points = Math.min(...above) - run.y;
    gaps.push({ entry, points, lines: points / spacing, step: steps.get(entry.section) ?? 0 });
  }
  return gaps;
}

/** The pages but the last whose last text (the lowest run) is one of `headings`. */
function pagesEndingInHeading(runs: Run[], headings: string[]): number[] {
  const wanted = new Set(headings.map(normaliseLine));
  const pages = [...new Set(runs.map((run) => run.page))].slice(0, -1);
  return pages.filter((page) => {
    const lowest = runs
      .filter((run) => run.page === page)
      .reduce<Run | undefined>((low, run) => (!low || run.y <= low.y ? run : low), undefined);
    return lowest !== undefined && wanted.has(normaliseLine(lowest.text));
  });
}

/**
 * The headings of `headings` that share their line with other text where the pages' text is
 * read as one (Run's `line`), each with the first other run of its line.
 */
function headingsSharingLine(runs: Run[], headings: string[]): { heading: string; other: string }[] {
  const wanted = new Set(headings.map(normaliseLine));
  return runs.flatMap((run) => {
    if (run.line === undefined || !wanted.has(normaliseLine(run.text))) return [];
    const other = runs.find((each) => each !== run && each.line === run.line);
    return other ? [{ heading: run.text, other: other.text }] : [];
  });
}

/**
 * The pages' numbers that a parser joins to the last run of the page before, as one run
 * ("GitHub Actions3 / 3"): drawn first on their page, they go on from its last line, and lie
 * less than a character's width right of its end (or left of it), as a number at the right
 * margin does after a line that reaches it.
 */
function pageNumbersJoined(runs: Run[]): { number: string; joined: string }[] {
  return runs.flatMap((run, index) => {
    const before = runs[index - 1];
    if (!before || !isPageNumber(run, index, runs) || before.line !== run.line) return [];
    const charWidth = before.width / Math.max(1, [...before.text].length);
    return run.x - (before.x + before.width) <= charWidth ? [{ number: run.text, joined: before.text }] : [];
  });
}

/** A gap a parser takes for the start of an entry: wide enough beside the body's lines and its section's. */
const wide = (gap: { points: number; lines: number; step: number }) =>
  gap.lines >= ENTRY_GAP && Math.round(gap.points) > SECTION_GAP * gap.step;

const label = (entry: Entry) => `${entry.section} ${entry.number} '${entry.name}'`;

/**
 * Checks `runs` against every fact of `resume` (laid out as `layout` says: its jobs' roles) by
 * the rules at the top of this file; `pageHeadings` are all the page's sections' headings as it
 * shows them, `headings` those of the sections of resume.json (pageLayoutOf).
 */
export function checkRuns(
  resume: JsonResume,
  runs: Run[],
  { headings = {}, jobRoles, pageHeadings }: PageLayout & { pageHeadings: string[] },
): RunReport {
  const entries = asPrinted(resumeFacts(resume, jobRoles), resume);
  const found = findFacts(entries, runs, headings);
  const failures: string[] = [];
  for (const { fact, entry, run, own } of found)
    if (!own)
      failures.push(
        `${label(entry)}: ${fact.field} '${fact.value}' ${run ? `is not a run of its own: '${run.text}'` : "starts no run"}`,
      );
  const texts = new Set(runs.map((run) => normaliseLine(run.text)));
  const split = pageHeadings.filter((heading) => !texts.has(normaliseLine(heading)));
  for (const heading of split) failures.push(`the heading '${heading}' is not one run`);
  const spacing = lineSpacing(runs);
  const gaps = entryGaps(found, runs, spacing, sectionSteps(runs, headings, pageHeadings));
  for (const gap of gaps.filter((gap) => !wide(gap)))
    failures.push(
      gap.lines < ENTRY_GAP
        ? `${label(gap.entry)}: ${gap.lines.toFixed(2)} lines above it, fewer than ${ENTRY_GAP} (line spacing ${spacing} pt)`
        : `${label(gap.entry)}: ${round(gap.points)} pt above it, no more than ${SECTION_GAP} times the ${round(gap.step)} pt its section's lines stand apart most often: a parser reads it as part of the entry above`,
    );
  const headingLast = pagesEndingInHeading(runs, pageHeadings);
  for (const page of headingLast) failures.push(`page ${page} ends with a heading`);
  const sharing = headingsSharingLine(runs, pageHeadings);
  for (const { heading, other } of sharing)
    failures.push(
      `the heading '${heading}' shares its line with '${other}' where a parser joins the pages' text`,
    );
  const joinedNumbers = pageNumbersJoined(runs);
  for (const { number, joined } of joinedNumbers)
    failures.push(
      `the page's number '${number}' is drawn less than a character's width from '${joined}', the end of the page before, and a parser joins them`,
    );
  return {
    facts: found.length,
    ownRuns: found.filter(({ own }) => own).length,
    headings: pageHeadings.length,
    headingRuns: pageHeadings.length - split.length,
    gaps: gaps.length,
    wideGaps: gaps.filter(wide).length,
    narrowestGap: Math.min(...gaps.map((gap) => gap.lines)),
    headingLast,
    headingsSharingLine: sharing.length,
    pageNumbersJoined: joinedNumbers.length,
    failures,
  };
}

/** The report in one line of figures: "facts 30/38 own runs · headings 7/7 one run · …". */
export function runFigures(report: RunReport): string {
  const narrowest = Number.isFinite(report.narrowestGap)
    ? `, narrowest ${report.narrowestGap.toFixed(2)}`
    : "";
  return [
    `facts ${report.ownRuns}/${report.facts} own runs`,
    `headings ${report.headingRuns}/${report.headings} one run`,
    `entry gaps ${report.wideGaps}/${report.gaps} ≥ ${ENTRY_GAP} lines${narrowest}`,
    `pages ending in a heading: ${report.headingLast.length > 0 ? report.headingLast.join(", ") : "none"}`,
    `headings sharing a line across pages: ${report.headingsSharingLine}`,
    `page numbers joined to the page before: ${report.pageNumbersJoined}`,
  ].join(" · ");
}
