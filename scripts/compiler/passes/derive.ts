/**
 * Pass 3, derive: each value the site shows that the content does not state, worked out once
 * from the valid files: ids, periods with their labels, GPA text. The checks use these very
 * ids (two entries with one id are an error), and emit writes them.
 */
import type { Period, ResumeLayout, SiteSettings } from "../../../src/shared/compiled-content.ts";
import { formatNumber, labelled, localeOf } from "../../../src/shared/locale.ts";
import { DEFAULT_LOOK } from "../../../src/shared/looks.ts";
import { textDirection } from "../../../src/shared/text-direction.ts";
import { siteTheme } from "../colour.ts";
import { ids, jobName } from "../ids.ts";
import { profileUrl } from "../schema/networks.ts";
import type { About, DateFormat, Job, Profile, Project, Role, School, Site } from "../schema/schema.ts";
import { wordsOf } from "../word-tables.ts";
import { type DerivedSection, deriveLayout, deriveSections } from "./sections.ts";
import type { Valid, ValidTree } from "./validate.ts";

/** An entry of a list, with its place in the file (for diagnostics) and what was derived. */
type Derived<T, D> = { value: T; index: number } & D;

/** What was derived, in the order of the files; absent where the file is. */
export type DerivedTree = {
  /** Each job with its roles (one, or its `roles`), newest first; `period` spans them all. */
  jobs?: Derived<Job, { id: string; period: Period; roles: DerivedRole[] }>[];
  /** `period` absent for a school without dates; for one of its end alone, that date, and `endOnly`. */
  schools?: Derived<School, { id: string; period?: Period; endOnly?: true; gpa?: GpaText }>[];
  skillGroups?: Derived<NonNullable<Profile["hardSkills"]>[number], { id: string }>[];
  aboutSections?: Derived<About["sections"][number], { id: string }>[];
  /** Each profile link's URL: as written, or made from the user name (undefined when it cannot be). */
  profileLinks?: Derived<Profile["profiles"][number], { url?: string; problem?: ProfileLinkProblem }>[];
  /** `sortTitle`: the title the projects are ordered by, the default language's in every language. */
  projects: (Valid<Project> & { body: string; id: string; sortTitle: string; period?: Period })[];
  /** The language, its words with the owner's laid over them, the colours of both themes. */
  site: SiteSettings;
  /** sections.yaml's sections (none without it), each entry with its id and period. */
  resumeSections: DerivedSection[];
  /** Where each Resume section with something to show goes. */
  layout: ResumeLayout;
};

/**
 * A role at a company: where it is written (for diagnostics), its id and period. A job of one
 * role may give its company alone: that role has no position.
 */
export type DerivedRole = {
  value: Omit<Role, "position"> & { position?: string };
  at: PropertyKey[];
  id: string;
  period: Period;
};

/** Why a profile given by user name has no link: an unknown network, or a user name not of its form. */
export type ProfileLinkProblem = { unknown: true } | { expected: string; name: string };

/**
 * Ids, display values and the layout of a valid tree. A translation's tree (passes/translate.ts)
 * gets the ids and the projects' order of the `original`'s, entry for entry: a translated title
 * changes neither an address nor a place.
 */
export function deriveContent(valid: ValidTree, original?: DerivedTree): DerivedTree {
  const site = siteSettings(valid.site?.value);
  const dates = dateWords(site, valid.site?.value.dateFormat);
  const own = deriveEntries(valid, site, dates);
  const derived = original ? withIdsOf(own, original) : own;
  return { ...derived, layout: deriveLayout(valid, derived.resumeSections) };
}

function deriveEntries(valid: ValidTree, site: SiteSettings, dates: DateWords): Omit<DerivedTree, "layout"> {
  const schools = valid.education?.value.education ?? [];
  const profile = valid.profile?.value;
  // The owner among a publication's authors, by any name of theirs the profile gives.
  const owner = { names: [profile?.name, profile?.latinName].filter((name) => name !== undefined) };
  const resumeSections = deriveSections(
    valid.sections?.value,
    site.words,
    (value) => whenOf(value, dates),
    owner,
  );
  return {
    site,
    resumeSections,
    jobs: valid.experience?.value.experience.map((job, index) => {
      const roles = rolesOf(job, index, dates);
      const starts = roles
        .map(({ value }) => value.start)
        .sort((a, b) => dateKey(a, "start").localeCompare(dateKey(b, "start")));
      const first = starts[0] ?? "";
      const last = roles[0]?.value.end ?? "";
      return {
        value: job,
        index,
        id: ids.job(jobName(job), first),
        period: period(first, last, dates),
        roles,
      };
    }),
    schools: valid.education?.value.education.map((school, index) => {
      const gpa = gpaText(school.gpa, school.gpaScale, site);
      return {
        value: school,
        index,
        id: ids.school(school, schools),
        ...schoolDates(school, dates),
        ...(gpa ? { gpa } : {}),
      };
    }),
    skillGroups: (valid.profile?.value.hardSkills ?? []).map((group, index) => ({
      value: group,
      index,
      id: ids.skillGroup(group.title),
    })),
    aboutSections: valid.about?.value.sections.map((section, index) => ({
      value: section,
      index,
      id: ids.aboutSection(section.heading),
    })),
    profileLinks: valid.profile?.value.profiles.map((link, index) => {
      if (link.url !== undefined || link.username === undefined) return { value: link, index, url: link.url };
      const made = profileUrl(link.network, link.username);
      return "url" in made ? { value: link, index, url: made.url } : { value: link, index, problem: made };
    }),
    projects: valid.projects.map((project) => {
      const when = whenOf(project.value, dates);
      const id = project.value.id ?? ids.project(project.value.title);
      return { ...project, id, sortTitle: project.value.title, ...(when ? { period: when } : {}) };
    }),
  };
}

/** `own` with the ids (and the projects' order) of `original`, matched by where each entry is written. */
function withIdsOf(own: Omit<DerivedTree, "layout">, original: DerivedTree): Omit<DerivedTree, "layout"> {
  const byIndex = <T extends { index: number; id: string }>(list: T[] | undefined, from: T[] | undefined) =>
    list?.map((entry) => ({ ...entry, id: from?.find((o) => o.index === entry.index)?.id ?? entry.id }));
  const at = (path: readonly PropertyKey[]) => path.map(String).join("/");
  const roleIds = new Map(original.jobs?.flatMap((job) => job.roles.map((role) => [at(role.at), role.id])));
  const entryIds = new Map(
    original.resumeSections.flatMap((section) => [
      [at(section.at), section.id] as const,
      ...section.entries.map((entry) => [at(entry.at), entry.id] as const),
    ]),
  );
  const projects = new Map(original.projects.map((project) => [project.source.file, project]));
  return {
    ...own,
    jobs: byIndex(own.jobs, original.jobs)?.map((job) => ({
      ...job,
      roles: job.roles.map((role) => ({ ...role, id: roleIds.get(at(role.at)) ?? role.id })),
    })),
    schools: byIndex(own.schools, original.schools),
    skillGroups: byIndex(own.skillGroups, original.skillGroups),
    aboutSections: byIndex(own.aboutSections, original.aboutSections),
    resumeSections: own.resumeSections.map((section) => ({
      ...section,
      id: entryIds.get(at(section.at)) ?? section.id,
      entries: section.entries.map((entry) => ({ ...entry, id: entryIds.get(at(entry.at)) ?? entry.id })),
    })),
    projects: own.projects.map((project) => {
      const same = projects.get(project.source.file);
      return same ? { ...project, id: same.id, sortTitle: same.sortTitle } : project;
    }),
  };
}

/**
 * When something of one date or of a period happened: one date is a period that starts and
 * ends then, shown as that one date; undefined when neither is given.
 */
function whenOf(
  { date, start, end }: { date?: string; start?: string; end?: string },
  dates: DateWords,
): Period | undefined {
  if (date !== undefined) return { ...period(date, date, dates), display: showDate(date, dates) };
  return start && end ? period(start, end, dates) : undefined;
}

/**
 * A school's dates: its period; for a school given its end alone (when it was completed), that
 * one date, shown alone; none for a school without dates (the schema refuses a start alone, and
 * `end: present` alone).
 */
function schoolDates({ start, end }: School, dates: DateWords): { period?: Period; endOnly?: true } {
  if (end === undefined) return {};
  if (start !== undefined) return { period: period(start, end, dates) };
  return { period: { ...period(end, end, dates), display: showDate(end, dates) }, endOnly: true };
}

/**
 * A job's roles, newest first: its own fields as one role, or each of its `roles`. A single
 * role's id is the job's (its name and start); one of several adds the position.
 */
function rolesOf(job: Job, index: number, dates: DateWords): DerivedRole[] {
  if (!job.roles) {
    const { position, start = "", end = "", summary, highlights = [] } = job;
    const value: DerivedRole["value"] = {
      ...(position === undefined ? {} : { position }),
      start,
      end,
      highlights,
      ...(summary === undefined ? {} : { summary }),
    };
    return [
      {
        value,
        at: ["experience", index],
        id: ids.job(jobName(job), start),
        period: period(start, end, dates),
      },
    ];
  }
  return newestFirst(
    job.roles.map((role, j) => ({
      value: role,
      at: ["experience", index, "roles", j],
      id: ids.role(jobName(job), role.position, role.start),
      period: period(role.start, role.end, dates),
    })),
  );
}

/**
 * Entries with a period, the current and most recent first (by end, then start). A school of its
 * end alone goes by that end, after one of the same end and a start; a school without dates
 * after every dated one. Entries alike stay in the order written (the sort is stable).
 */
export function newestFirst<T extends { value: { start?: string; end?: string } }>(
  entries: readonly T[],
): T[] {
  const endKey = ({ value: { end } }: T) =>
    end === undefined ? "" : end === "present" ? "9999-12" : dateKey(end, "end");
  const startKey = ({ value: { start } }: T) => (start === undefined ? "" : dateKey(start, "start"));
  return [...entries].sort(
    (a, b) => endKey(b).localeCompare(endKey(a)) || startKey(b).localeCompare(startKey(a)),
  );
}

/**
 * The site's settings from site.yaml (or their defaults, when there is none): the built-in
 * words of its locale (see builtInWords: "es-MX" takes "es", "pt-BR" its own, and so does pt
 * with the region BR; English for a language without a table), with the
 * owner's own over them, the accent worked out for both themes (checked in check.ts), the
 * locale its region gives the language, the paper to print on, and the look when it is not the
 * default.
 */
export function siteSettings(site: Site | undefined): SiteSettings {
  const lang = site?.lang ?? "en";
  const locale = regionalLocale(lang, site?.regions);
  const table = wordsOf(locale ?? lang);
  const own = Object.fromEntries(
    Object.entries(site?.words ?? {}).filter(([, value]) => value !== undefined),
  );
  const accent = site?.theme?.accent;
  const look = site?.theme?.look;
  return {
    lang,
    ...(locale ? { locale } : {}),
    dir: textDirection(lang),
    ...((site?.pdf?.paper ?? site?.paper) ? { paper: site?.pdf?.paper ?? site?.paper } : {}),
    words: { ...table, ...own },
    ...(accent ? { theme: siteTheme(accent, site?.theme?.accentDark) } : {}),
    ...(look && look !== DEFAULT_LOOK ? { look } : {}),
  };
}

/**
 * `lang` with the region `regions` gives it (its key compared without case): "fr" and CA give
 * "fr-CA". Undefined when it gives none, or the one the tag names already.
 */
export function regionalLocale(
  lang: string,
  regions: Readonly<Record<string, string>> = {},
): string | undefined {
  const region = Object.entries(regions).find(([tag]) => tag.toLowerCase() === lang.toLowerCase())?.[1];
  if (!region) return undefined;
  const locale = new Intl.Locale(lang, { region }).toString();
  return locale === lang ? undefined : locale;
}

type DateWords = { show: (year: number, month?: number) => string; present: string };

/**
 * Dates in the site's language and the owner's form (site.yaml's `dateFormat`), with the
 * language's own month names from Intl: "Jan 2021" (short, the default), "January 2021" (long),
 * "01/2021" (numeric), "2021" (year); "jan. 2021", "janeiro de 2021", "01/2021" in Portuguese;
 * "2021년 1월" in Korean. A date without a month shows its year in every form.
 */
export function dateWords(
  site: Pick<SiteSettings, "lang" | "locale" | "words">,
  form: DateFormat = "short",
): DateWords {
  const { words } = site;
  // UTC: a date is a calendar month, not a moment, wherever the build runs.
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(site), { ...options, timeZone: "UTC" });
  const year = format({ year: "numeric" });
  const month = form === "year" ? year : format({ year: "numeric", month: MONTH_OF_FORM[form] });
  return {
    show: (y, m) => {
      const moment = Date.UTC(y, (m ?? 1) - 1, 1);
      if (m === undefined || form === "year") return year.format(moment);
      const parts = month.formatToParts(moment);
      return form === "short" ? shortDate(parts) : parts.map(({ value }) => value).join("");
    },
    present: words.present,
  };
}

const MONTH_OF_FORM = { short: "short", long: "long", numeric: "2-digit" } as const;

/**
 * A short date reads as a label: the word some languages put between an abbreviated month and
 * its year goes ("jan. de 2021" → "jan. 2021" in Portuguese, "gen. del 2021" → "gen. 2021" in
 * Catalan); what is written around them stays ("2021년 1월", "2021年1月", "янв. 2021 г.").
 */
function shortDate(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, index) => {
      const between = parts[index - 1]?.type === "month" && parts[index + 1]?.type === "year";
      return between && part.type === "literal" && /^\s+\p{Ll}+\s+$/u.test(part.value) ? " " : part.value;
    })
    .join("");
}

/** A year-only date counts as January when it starts a period and December when it ends one. */
export function dateKey(date: string, as: "start" | "end"): string {
  return date.length === 4 ? `${date}-${as === "start" ? "01" : "12"}` : date;
}

function showDate(date: string, dates: DateWords): string {
  const [year, month] = date.split("-").map(Number);
  return year === undefined ? date : dates.show(year, month);
}

function period(start: string, end: string, dates: DateWords): Period {
  const current = end === "present";
  const startLabel = showDate(start, dates);
  const endLabel = current ? dates.present : showDate(end, dates);
  return { start, end: current ? null : end, startLabel, endLabel, display: `${startLabel} – ${endLabel}` };
}

type GpaText = { gpaLabel: string; gpaScore: string };

/**
 * A GPA as the resume shows it, in the site's locale ("GPA: 3.8", "GPA: 4.2 / 5", "Moyenne : 3,8"
 * in French), and as JSON Resume's score, a plain number ("3.8", "4.2/5").
 */
function gpaText(gpa: number | undefined, scale: number, site: SiteSettings): GpaText | undefined {
  if (gpa === undefined) return undefined;
  const locale = localeOf(site);
  const shown = formatNumber(gpa, locale);
  return scale === 4
    ? { gpaLabel: labelled(site.words.gpa, shown, locale), gpaScore: String(gpa) }
    : {
        gpaLabel: labelled(site.words.gpa, `${shown} / ${formatNumber(scale, locale)}`, locale),
        gpaScore: `${gpa}/${scale}`,
      };
}
