/**
 * A job posting against a page of the resume (`npm run match`): each of the posting's terms
 * (terms.ts) is shown when the page holds it, dropped when the site's full content in the same
 * language holds it but the page's variant leaves it out (with the tags of the entries that hold
 * it, which a variant keeps to show it), and lacking when the content holds it nowhere. It only
 * quotes the owner's content, and writes nothing.
 */
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import type { VariantItem } from "../compiler/passes/variants.ts";
import { htmlToText } from "../lib/html-text.ts";
import { type TermReader, termReader } from "./terms.ts";

/** Where the content holds a term: the entry as the variants command names it, and the text quoted when it is a highlight. */
export type Place = { where: string; quote?: string };

export type ShownTerm = { term: string; places: Place[] };
/**
 * A term the content holds and the variant leaves out: where the full resume has it, the tags of
 * the entries that hold it which the variant would keep it by (`tags`), those of them the variant
 * drops (`droppedBy`: it shows the term only once it drops them no more), or, for a term no
 * tagged entry holds, why it is left out.
 */
export type DroppedTerm = {
  term: string;
  places: Place[];
  tags: string[];
  droppedBy: string[];
  why?: string;
};

export type MatchReport = {
  shown: ShownTerm[];
  dropped: DroppedTerm[];
  lacking: string[];
  coverage: { shown: number; terms: number; percent: number };
};

/** A text of the page and where it is. */
type Text = Place & { text: string; quoted?: boolean; profile?: boolean };

/** The most places a line names for a term (the JSON names them all): the first, in the page's order. */
const PLACES_NAMED = 3;

/** The most characters of a highlight quoted. */
const QUOTE_LENGTH = 80;

/** What a page shows, text by text, in its order: profile, skills, jobs, schools, projects, sections, about. */
function pageTexts(content: SiteContent): Text[] {
  const { profile } = content;
  const texts: Text[] = profile.label ? [{ where: "headline", text: profile.label, profile: true }] : [];
  if (profile.summaryHtml)
    texts.push({ where: "summary", text: htmlToText(profile.summaryHtml), profile: true });
  for (const group of profile.hardSkills) {
    const where = `skills: ${group.title}`;
    for (const text of [group.title, ...group.lists.flatMap((list) => [list.title ?? "", ...list.items])])
      texts.push({ where, text });
  }
  for (const skill of profile.softSkills ?? []) texts.push({ where: "soft skills", text: skill });
  for (const { language, fluency } of profile.languages ?? [])
    texts.push({ where: "languages", text: [language, fluency].filter(Boolean).join(" ") });
  for (const job of content.experience)
    for (const role of job.roles) {
      const names = [job.company, role.position].filter((name) => name !== undefined);
      const where = names.join(", ");
      texts.push({ where, text: names.join(" ") });
      for (const highlight of role.highlights) texts.push({ where, text: highlight, quoted: true });
      if (role.summaryHtml) texts.push({ where, text: htmlToText(role.summaryHtml) });
    }
  for (const school of content.education) {
    const where = [school.institution, school.degree].filter(Boolean).join(", ");
    const courses = (school.courses ?? []).flatMap(({ category, courses }) => [
      category,
      ...courses.map(({ title }) => title),
    ]);
    for (const text of [school.institution, ...(school.degree ? [school.degree] : []), ...courses])
      texts.push({ where, text });
    if (school.descriptionHtml) texts.push({ where, text: htmlToText(school.descriptionHtml) });
  }
  for (const project of content.projects) {
    const where = `project: ${project.title}`;
    const { front, back, other } = project.skills;
    for (const text of [project.title, ...front, ...back, ...other, ...(project.roles ?? [])])
      texts.push({ where, text });
    for (const { title, description } of project.achievements)
      texts.push({ where, text: `${title} ${description}` });
    texts.push({ where, text: htmlToText(project.descriptionHtml) });
  }
  for (const section of content.sections)
    for (const entry of section.entries) {
      const where = `${section.title}: ${entry.title}`;
      for (const text of [entry.title, entry.subtitle ?? "", ...(entry.keywords ?? [])])
        texts.push({ where, text });
      for (const highlight of entry.highlights ?? []) texts.push({ where, text: highlight, quoted: true });
      if (entry.html) texts.push({ where, text: htmlToText(entry.html) });
    }
  for (const section of content.about?.sections ?? [])
    texts.push({ where: `about: ${section.heading}`, text: htmlToText(section.html) });
  return texts;
}

/**
 * The phrases the content writes as whole names: its skills, its projects' technologies, its
 * entries' keywords. A posting's "React Native" is one term beside them.
 */
export function contentPhrases(content: SiteContent): string[] {
  return [
    ...content.profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items)),
    ...content.projects.flatMap(({ skills }) => [...skills.front, ...skills.back, ...skills.other]),
    ...content.sections.flatMap(({ entries }) => entries.flatMap(({ keywords }) => keywords ?? [])),
  ];
}

/** Each text with the keys of its terms. */
function indexed(reader: TermReader, texts: readonly Text[]) {
  return texts.map((text) => ({ ...text, keys: new Set(reader.terms(text.text).map(({ key }) => key)) }));
}

/** The places of the texts that hold `key`, each once, in the page's order. */
function placesOf(texts: ReturnType<typeof indexed>, key: string): Place[] {
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const { where, text, quoted, keys } of texts) {
    if (!keys.has(key)) continue;
    const place: Place = quoted ? { where, quote: shortQuote(text) } : { where };
    const id = `${place.where}\n${place.quote ?? ""}`;
    if (seen.has(id) || (!quoted && places.some((one) => one.where === where))) continue;
    seen.add(id);
    places.push(place);
  }
  // A place named without a quote once it is quoted adds nothing.
  return places.filter(
    (place) => place.quote || !places.some((one) => one.quote && one.where === place.where),
  );
}

/** Why a term is left out, and what would show it. */
function leftOut(tags: readonly string[], droppedBy: readonly string[], why: string | undefined): string {
  const named = (list: readonly string[]) => `tag${list.length > 1 ? "s" : ""} ${list.join(", ")}`;
  if (droppedBy.length > 0) return `dropped by the variant's ${named(droppedBy)}`;
  if (tags.length > 0) return `kept by the ${named(tags)}`;
  return why ?? "";
}

function shortQuote(text: string): string {
  const chars = [...text];
  return chars.length <= QUOTE_LENGTH ? text : `${chars.slice(0, QUOTE_LENGTH - 1).join("")}…`;
}

/** Every string an entry of the content holds, but its tags. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => (key === "tags" ? [] : strings(inner)));
  return [];
}

/** What a variant leaves out of the full resume (compile.ts ResumeVariantContent): its entries, and the tags it drops. */
export type Left = { dropped: readonly VariantItem[]; drop: readonly string[] };

/**
 * Compares the posting's text with `page` (a variant's, or the full resume's), where `full` is
 * the site's full content in the same language and `left` what the variant leaves out of it.
 */
export function matchPosting(
  posting: string,
  page: SiteContent,
  full: SiteContent,
  { dropped, drop }: Left = { dropped: [], drop: [] },
): MatchReport {
  const reader = termReader(page.site.lang, contentPhrases(full));
  const terms = new Map<string, string>();
  for (const { key, form } of reader.terms(posting)) if (!terms.has(key)) terms.set(key, form);
  const shownTexts = indexed(reader, pageTexts(page));
  const fullTexts = indexed(reader, pageTexts(full));
  const droppedItems = dropped.map((item) => ({
    tags: item.tags ?? [],
    keys: new Set(strings(item.entry).flatMap((text) => reader.terms(text).map(({ key }) => key))),
  }));
  const report: MatchReport = {
    shown: [],
    dropped: [],
    lacking: [],
    coverage: { shown: 0, terms: 0, percent: 0 },
  };
  for (const [key, term] of terms) {
    const shownAt = placesOf(shownTexts, key);
    if (shownAt.length > 0) {
      report.shown.push({ term, places: shownAt });
      continue;
    }
    const heldAt = placesOf(fullTexts, key);
    if (heldAt.length === 0) {
      report.lacking.push(term);
      continue;
    }
    const holders = droppedItems.filter(({ keys }) => keys.has(key));
    const held = [...new Set(holders.flatMap((holder) => holder.tags))];
    const tags = held.filter((tag) => !drop.includes(tag));
    const droppedBy = held.filter((tag) => drop.includes(tag));
    const inProfile = fullTexts.some(({ keys, profile }) => profile && keys.has(key));
    const why =
      held.length > 0
        ? undefined
        : holders.length > 0
          ? "untagged, and the variant keeps no untagged entry (untagged: false)"
          : inProfile
            ? "in the site's headline or summary, which the variant's label or summary replaces"
            : "in a section the variant's resume leaves out";
    report.dropped.push({ term, places: heldAt, tags, droppedBy, ...(why ? { why } : {}) });
  }
  const shown = report.shown.length;
  report.coverage = {
    shown,
    terms: terms.size,
    percent: terms.size === 0 ? 0 : Math.round((shown / terms.size) * 100),
  };
  return report;
}

/** The report as the command prints it: shown, dropped, lacking, then the coverage and how it is counted. */
export function formatReport(report: MatchReport, heading: string): string {
  const placed = (places: Place[]) => {
    const named = places
      .slice(0, PLACES_NAMED)
      .map(({ where, quote }) => (quote ? `${where}: "${quote}"` : where))
      .join("; ");
    return places.length > PLACES_NAMED ? `${named}; and ${places.length - PLACES_NAMED} more` : named;
  };
  const lines = [heading, "", `shown (${report.shown.length}):`];
  lines.push(
    ...(report.shown.length
      ? report.shown.map(({ term, places }) => `  ${term}: ${placed(places)}`)
      : ["  none"]),
  );
  lines.push("", `held by the content, dropped by this page (${report.dropped.length}):`);
  lines.push(
    ...(report.dropped.length
      ? report.dropped.map(
          ({ term, places, tags, droppedBy, why }) =>
            `  ${term}: ${placed(places)}; ${leftOut(tags, droppedBy, why)}`,
        )
      : ["  none"]),
  );
  lines.push("", `lacking from the content (${report.lacking.length}):`);
  lines.push(`  ${report.lacking.length ? report.lacking.join(", ") : "none"}`);
  const { shown, terms, percent } = report.coverage;
  lines.push(
    "",
    `coverage: ${shown} of ${terms} terms (${percent}%): the posting's terms this page shows, of all its terms (stop words left out, each counted once)`,
  );
  return lines.join("\n");
}
