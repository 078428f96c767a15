/**
 * Whether a resume PDF's text (its lines, by an extractor of pdf-text.ts) holds every fact of
 * the site's JSON Resume file where a résumé parser looks for it. The rules, at a glance:
 *
 * 1. Every fact is in the text.
 * 2. An entry's facts come in the order the page shows them, and together: no fact of another
 *    entry of its section between its first and its last.
 * 3. A section's entries come in resume.json's order, and no other section's entry is drawn
 *    among them.
 * 4. Where the section's heading is given, its entries follow that heading (a line of its own;
 *    of several lines with its words, the one the section's first fact follows most closely)
 *    and run past no other section's heading.
 *
 * The facts and how each is found: resume-fact-list.ts.
 */
import type { JsonResume } from "../interop/json-resume/export.ts";
import type { Extractor } from "./pdf-text.ts";
import {
  COLUMN,
  datePattern,
  type Entry,
  type Fact,
  type Headings,
  joinLines,
  normaliseLine,
  type PageLayout,
  RIGHT_TO_LEFT,
  resumeFacts,
  SECTIONS,
  type SectionKey,
  scorePattern,
} from "./resume-fact-list.ts";

// What the checks and their tests read of the facts, from here as from their own file.
export * from "./resume-fact-list.ts";

/** Where a fact is in the joined text. */
type Place = { start: number; end: number };

/** A fact as the text holds it: anywhere, and where the rules expect it (or undefined). */
export type FactResult = Fact & { entry: Entry; found: boolean; inOrder: boolean };

/**
 * The failures of a PDF in a language written right to left, for what it can hold: readers
 * that go by the order the text is drawn get right-to-left words last to first, in their joined
 * shapes (docs/publishing.md#pdf), so its text in those scripts, its headings and its order
 * cannot be read back. Every fact written without them (the addresses, the dates, names and
 * skills in Latin letters) must be there: a line for each one missing, its dates each on its own.
 */
export function rightToLeftFailures(report: FactReport): string[] {
  return report.results.flatMap((result) => {
    if (RIGHT_TO_LEFT.test(result.value)) return [];
    return atomsOf(result).every((pattern) => new RegExp(pattern, "u").test(report.text))
      ? []
      : [
          `${result.entry.section} ${result.entry.number} '${result.entry.name}': ${result.field} '${result.value}' not found`,
        ];
  });
}

/**
 * What of a fact reads back right to left, where a run of numbers comes out in the order it is
 * drawn: a period's dates, each on its own; a GPA's numbers ("8.4/10"), each on its own.
 */
function atomsOf(fact: Fact): string[] {
  if (fact.field === "dates") return (fact.value.match(/\d{4}(?:-\d{2})?/g) ?? []).map(datePattern);
  if (fact.field === "score") return fact.value.split("/").map((part) => scorePattern(part.trim()));
  return [fact.pattern];
}

/**
 * The failures a PDF can be held to, for a page written in `dir`, as `extractor` reads it: by
 * an extractor that honours the PDF's marks for right-to-left text (pdf.js+ActualText), every
 * rule broken; by the others, right to left, those of rightToLeftFailures, and left to right,
 * every rule broken but about words in right-to-left letters (a company's Arabic name on an
 * English page), which they read back no better there.
 */
export function readableFailures(report: FactReport, dir: "ltr" | "rtl", extractor?: Extractor): string[] {
  if (extractor === "pdf.js+ActualText") return report.failures;
  return dir === "rtl"
    ? rightToLeftFailures(report)
    : report.failures.filter((failure) => !RIGHT_TO_LEFT.test(failure));
}

/** The outcome: every fact's, the counts, and one line for each rule broken. */
export type FactReport = {
  results: FactResult[];
  /** The lines read, joined and normalised as the facts were looked for in them. */
  text: string;
  facts: number;
  found: number;
  inOrder: number;
  failures: string[];
};

// ── The rules ───────────────────────────────────────────────────────────────────────────────

/** Every place `pattern` matches in `text` from `from` up to `to`. */
function placesOf(pattern: string, text: string, from = 0, to = text.length): Place[] {
  const expression = new RegExp(pattern, "gu");
  expression.lastIndex = from;
  const places: Place[] = [];
  for (let match = expression.exec(text); match; match = expression.exec(text)) {
    if (match.index + match[0].length > to) break;
    places.push({ start: match.index, end: match.index + match[0].length });
    if (match[0].length === 0) expression.lastIndex++;
  }
  return places;
}

const firstPlace = (pattern: string, text: string, from = 0) => placesOf(pattern, text, from)[0];
const label = (entry: Entry) => `${entry.section} ${entry.number} '${entry.name}'`;
const describe = (fact: Fact) => `${fact.field} '${fact.value}'`;

/** Every line of the text that reads as the heading, as places. */
function headingLines(heading: string, lines: { text: string; starts: number[]; ends: number[] }): Place[] {
  const wanted = normaliseLine(heading);
  const { text, starts, ends } = lines;
  return starts.flatMap((start, index) => {
    const end = ends[index] ?? text.length;
    return text.slice(start, end) === wanted ? [{ start, end }] : [];
  });
}

/**
 * The line that is the heading of the section whose entries are `entries`, as a place (undefined
 * when no line reads as it). An entry's line may read as a heading too: a skill group titled
 * "Languages" beside the Languages section, a certificate called "Education". Of the lines that
 * read as it, the heading is the one the section's first fact follows most closely.
 */
function headingPlace(
  heading: string,
  entries: Entry[],
  lines: { text: string; starts: number[]; ends: number[] },
): Place | undefined {
  const candidates = headingLines(heading, lines);
  const first = entries[0]?.facts.find((fact) => fact.ordered);
  if (candidates.length < 2 || !first) return candidates[0];
  const gap = (place: Place) =>
    (firstPlace(first.pattern, lines.text, place.end)?.start ?? Infinity) - place.end;
  return candidates.reduce((best, place) => (gap(place) < gap(best) ? place : best));
}

/**
 * Rule 2's first half, for one entry: its facts looked for in turn from `from` (each after the
 * one before, the header's contact details anywhere after its start), then each drawn back to
 * its last place before the fact after it, so the entry's span is as short as the text allows.
 */
function placeEntry(entry: Entry, text: string, from: number, after: string) {
  const places = new Map<Fact, Place>();
  const failures: string[] = [];
  let cursor = from;
  let previous = after;
  for (const fact of entry.facts.filter((fact) => fact.ordered)) {
    const place = firstPlace(fact.pattern, text, cursor);
    if (place) {
      places.set(fact, place);
      // Words that ran on past another column of their first line (a title wrapped beside its
      // dates): what follows them may stand in that column.
      const column = text.indexOf(COLUMN, place.start);
      cursor = column >= 0 && column < place.end ? column : place.end;
      previous = `the ${fact.field}`;
    } else
      failures.push(
        `${label(entry)}: ${describe(fact)} not found${firstPlace(fact.pattern, text) ? ` after ${previous}` : ""}`,
      );
  }
  const ordered = [...places];
  for (let index = ordered.length - 2; index >= 0; index--) {
    const [fact] = ordered[index] ?? [];
    const next = ordered[index + 1]?.[1];
    const last = fact && next ? placesOf(fact.pattern, text, from, next.start).at(-1) : undefined;
    if (fact && last && ordered[index]) ordered[index] = [fact, last];
  }
  const start = ordered[0]?.[1].start ?? from;
  for (const fact of entry.facts.filter((fact) => !fact.ordered)) {
    const place = firstPlace(fact.pattern, text, start);
    if (place) places.set(fact, place);
    else
      failures.push(
        `${label(entry)}: ${describe(fact)} not found${firstPlace(fact.pattern, text) ? " after the name" : ""}`,
      );
  }
  for (const [fact, place] of ordered) places.set(fact, place);
  return { places, failures, cursor };
}

/** Where each entry's facts are, section by section (rules 1 to 3's order), and what is missing. */
function placeSections(entries: Entry[], text: string, headings: Map<SectionKey, Place>) {
  const places = new Map<Fact, Place>();
  const failures: string[] = [];
  for (const section of SECTIONS) {
    const heading = headings.get(section);
    let cursor = heading?.end ?? 0;
    let after = heading ? "the section's heading" : "the start";
    for (const entry of entries.filter((entry) => entry.section === section)) {
      const placed = placeEntry(entry, text, cursor, after);
      for (const [fact, place] of placed.places) places.set(fact, place);
      failures.push(...placed.failures);
      cursor = placed.cursor;
      after = `${entry.section} ${entry.number}`;
    }
  }
  return { places, failures };
}

/** The span of the facts found of `facts`: from the first one's start to the last one's end. */
function spanOf(facts: Fact[], places: Map<Fact, Place>): Place | undefined {
  const found = facts.flatMap((fact) => places.get(fact) ?? []);
  if (found.length === 0) return undefined;
  return { start: Math.min(...found.map((p) => p.start)), end: Math.max(...found.map((p) => p.end)) };
}

const inside = (place: Place, span: Place) => place.start > span.start && place.end < span.end;

/** Rules 2 and 3's "together": the entries with another's fact inside their span, and the intruders. */
function apartEntries(entries: Entry[], places: Map<Fact, Place>) {
  const failures: string[] = [];
  const misplaced = new Set<Entry>();
  const intrudes = (entry: Entry, span: Place | undefined) =>
    span !== undefined &&
    entry.facts.some((fact) => places.has(fact) && inside(places.get(fact) as Place, span));
  for (const entry of entries) {
    const span = spanOf(entry.facts, places);
    for (const other of entries.filter((other) => other.section === entry.section && other !== entry))
      if (intrudes(other, span)) {
        failures.push(`${label(entry)}: ${label(other)} drawn inside it`);
        misplaced.add(entry);
      }
  }
  for (const section of SECTIONS) {
    const span = spanOf(
      entries.filter((entry) => entry.section === section).flatMap((entry) => entry.facts),
      places,
    );
    for (const other of entries.filter((other) => other.section !== section))
      if (intrudes(other, span)) {
        failures.push(
          `${label(other)} drawn inside ${section.endsWith("s") ? `${section}'` : `${section}'s`} entries`,
        );
        misplaced.add(other);
      }
  }
  return { failures, misplaced };
}

/** Rule 4: each section's heading on a line of its own, and no other's among its entries. */
function headingRule(
  entries: Entry[],
  headings: Headings,
  found: Map<SectionKey, Place>,
  places: Map<Fact, Place>,
) {
  const failures: string[] = [];
  const misplaced = new Set<Fact>();
  for (const [section, heading] of Object.entries(headings) as [SectionKey, string | undefined][]) {
    const facts = entries.filter((entry) => entry.section === section).flatMap((entry) => entry.facts);
    if (!heading || facts.length === 0) continue;
    const own = found.get(section);
    if (!own) {
      failures.push(`${section}: no line is its heading '${heading}'`);
      continue;
    }
    for (const [other, place] of found) {
      if (other === section || place.start < own.start) continue;
      const past = facts.filter((fact) => (places.get(fact)?.start ?? -1) > place.start);
      if (past.length === 0) continue;
      failures.push(`${section}: ${past.length} of its facts drawn after the heading '${headings[other]}'`);
      for (const fact of past) misplaced.add(fact);
    }
  }
  return { failures, misplaced };
}

/**
 * Checks the text `lines` against every fact of `resume` by the rules at the top of this file,
 * for the page's `layout`: its sections' headings as it shows them (rule 4; none, no such rule)
 * and its jobs' roles.
 */
export function checkFacts(
  resume: JsonResume,
  lines: string[],
  { headings = {}, jobRoles, softSkills }: PageLayout = {},
): FactReport {
  const joined = joinLines(lines);
  const entries = resumeFacts(resume, jobRoles, softSkills);
  const found = new Map<SectionKey, Place>();
  // Only the headings of sections the resume has, each the line that is its heading (headingPlace).
  for (const [section, heading] of Object.entries(headings) as [SectionKey, string | undefined][]) {
    const own = entries.filter((entry) => entry.section === section);
    const place = heading && own.length > 0 ? headingPlace(heading, own, joined) : undefined;
    if (place) found.set(section, place);
  }
  const placed = placeSections(entries, joined.text, found);
  const apart = apartEntries(entries, placed.places);
  const underHeadings = headingRule(entries, headings, found, placed.places);
  const results = entries.flatMap((entry) =>
    entry.facts.map((fact) => ({
      ...fact,
      entry,
      found: firstPlace(fact.pattern, joined.text) !== undefined,
      inOrder: placed.places.has(fact) && !apart.misplaced.has(entry) && !underHeadings.misplaced.has(fact),
    })),
  );
  return {
    results,
    text: joined.text,
    facts: results.length,
    found: results.filter((result) => result.found).length,
    inOrder: results.filter((result) => result.inOrder).length,
    failures: [...placed.failures, ...apart.failures, ...underHeadings.failures],
  };
}

/** The report in one line of figures: "31/33 in order (33 found)". */
export function figures(report: FactReport): string {
  return `${report.inOrder}/${report.facts} in order (${report.found} found)`;
}
