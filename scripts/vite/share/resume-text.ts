/**
 * The resume as plain text (resume.txt, and each other language's: RESUME_TEXT in
 * src/shared/paths.ts), for the job-application forms that ask to paste one. From the compiled
 * content, in the Resume's printed order (src/shared/resume-order.ts: the phone's, the hard
 * skills before the soft ones, the projects after the experience) and the site's words, the
 * profile under the paper's heading (`summary`); pure.
 *
 * A line per paragraph (a form wraps lines itself), LF. The header: the name, the label, the
 * location, then the email address, the phone number, the page's address and each profile's, a
 * line each. Each section after a blank line, its heading in capitals on a line of its own, its
 * entries parted by a blank line. A job: "Company — Place" ("Position — Place" for work without a
 * company, whose one role then shows no position of its own), then each role's position, its dates
 * as the page writes them, its summary and its highlights ("- …"). A school likewise, with its
 * GPA and a line per course category ("Category: CS 101 Title, …"). Skills a line per group
 * ("Group: a, b"; a group's lists by level as "Group (Level): a, b"), languages as
 * "Language: Fluency". Projects briefly: "Title — its first sentence", then its first link. Markdown is plain text, a link's address in brackets after it. Text written right to
 * left stays in logical order, with no direction marks.
 */

import type {
  SiteContent,
  SiteEntry,
  SiteJob,
  SiteProfile,
  SiteProject,
  SiteRole,
  SiteSchool,
  SiteSection,
} from "../../../src/shared/compiled-content.ts";
import { labelled, localeOf } from "../../../src/shared/locale.ts";
import { PAPER_PROJECTS, paperOrder } from "../../../src/shared/resume-order.ts";
import { type BuiltInName, builtInSection } from "../../../src/shared/resume-sections.ts";
import { excerpt } from "../../interop/json-resume/export.ts";
import { htmlToLines } from "../../lib/html-text.ts";
import { pageUrl } from "./metadata.ts";

/**
 * Between a name and its place ("Company — Place") and a project and its summary; in the
 * resume's document (resume-document.ts), between the owner's name and label in its title.
 */
export const DASH = " — ";

/**
 * Between two parts of one line: a publication's kind and where it was published ("Journal
 * article · Journal of Field Computing"); in the resume's document, a position and its place, a
 * period and its place.
 */
export const PARTS = " · ";

/** The longest a project's one-line summary runs before it is cut at a word. */
const PROJECT_SUMMARY_LENGTH = 200;

/** Lines of one entry; an entry with none is left out. */
type Entry = string[];

/** What the text is written with: the locale and the address relative links in Markdown are read from. */
type Writing = { locale: string; base: string | undefined };

/** The comma that parts items of a list in the script the language is written in: "، " in Arabic script, "、" in Chinese and Japanese. */
function listSeparator(locale: string): string {
  const { script } = new Intl.Locale(locale).maximize();
  if (script === "Arab") return "، ";
  return script === "Jpan" || script === "Hans" || script === "Hant" ? "、" : ", ";
}

/** "Name — Place", or the name alone. */
const placed = (name: string, place: string | undefined) => (place ? `${name}${DASH}${place}` : name);

/** The values that are there, in order. */
export const present = (...values: (string | undefined)[]) =>
  values.filter((value): value is string => Boolean(value));

/** A section: its heading in capitals, then its entries parted by a blank line; nothing when it has none. */
function section(heading: string, entries: Entry[], { locale }: Writing): string[] {
  const filled = entries.filter((entry) => entry.length > 0);
  if (filled.length === 0) return [];
  return [
    heading.toLocaleUpperCase(locale),
    ...filled.flatMap((entry, i) => (i > 0 ? ["", ...entry] : entry)),
  ];
}

/** Markdown's HTML as lines of plain text; none without it. */
const markdown = (html: string | undefined, { base }: Writing) => (html ? htmlToLines(html, { base }) : []);

/**
 * The owner's name as its line: on a Japanese page that sets a reading over it, with the reading
 * in brackets after it, as a Japanese resume gives its furigana beside the name.
 */
export function nameLine(profile: SiteProfile): string {
  return profile.nameRuby && profile.reading ? `${profile.name}（${profile.reading}）` : profile.name;
}

/** The header: who the owner is and every way to reach them, a line each. */
function header(content: SiteContent): string[] {
  const { profile } = content;
  return present(
    nameLine(profile),
    profile.label,
    profile.location,
    profile.email,
    profile.phone?.number,
    pageUrl(content),
    ...profile.profiles.map((link) => link.url),
  );
}

/** A role: its position (none for a job given its company alone), dates, summary and highlights. */
function roleLines(role: SiteRole, writing: Writing): string[] {
  return [
    ...present(role.position),
    role.period.display,
    ...markdown(role.summaryHtml, writing),
    ...role.highlights.map((highlight) => `- ${highlight}`),
  ];
}

/**
 * A job: the company and its place, then each role, newest first. Work without a company is
 * headed by its one role's position and place, the role's dates under it.
 */
function jobEntry(job: SiteJob, writing: Writing): Entry {
  const { company, location, roles } = job;
  if (company === undefined)
    return roles.flatMap(({ position, ...role }) => [
      placed(position ?? "", location),
      ...roleLines(role, writing),
    ]);
  return [placed(company, location), ...roles.flatMap((role) => roleLines(role, writing))];
}

/** A school's courses, a line per category: "Category: CS 101 Title, …". */
export function courseLines(school: SiteSchool, locale: string): string[] {
  const separator = listSeparator(locale);
  return (school.courses ?? []).map((group) =>
    labelled(
      group.category,
      group.courses
        .map(({ number, title }) => (number === undefined ? title : `${number} ${title}`))
        .join(separator),
      locale,
    ),
  );
}

/**
 * A school: where, the degree (no line for a school without one), when (none for a school
 * without dates), the GPA, its description, then a line per category of courses.
 */
function schoolEntry(school: SiteSchool, writing: Writing): Entry {
  return [
    placed(school.institution, school.location),
    ...present(school.degree, school.period?.display, school.gpaLabel),
    ...markdown(school.descriptionHtml, writing),
    ...courseLines(school, writing.locale),
  ];
}

/** The hard skills: a line per group, or per level of a group whose lists are named ("Group (Level): a, b"). */
export function hardSkillLines(profile: SiteProfile, locale: string): string[] {
  const separator = listSeparator(locale);
  return profile.hardSkills.flatMap((group) =>
    group.lists.map((list) =>
      labelled(
        list.title ? `${group.title} (${list.title})` : group.title,
        list.items.join(separator),
        locale,
      ),
    ),
  );
}

/** An entry of a further section: its title and place, a publication's authors, its kind and line under it, when, its link, its text. */
function furtherEntry(entry: SiteEntry, writing: Writing): Entry {
  const kindAndPlace = present(entry.type, entry.subtitle).join(PARTS);
  return [
    placed(entry.title, entry.location),
    ...present(
      entry.authors?.map(({ name }) => name).join(", "),
      kindAndPlace,
      entry.period?.display,
      entry.url,
    ),
    ...markdown(entry.html, writing),
    ...(entry.highlights ?? []).map((highlight) => `- ${highlight}`),
  ];
}

/** The entries of an interests section, a line each: "Name: keyword, keyword", or the name alone. */
export function interestLines(interests: SiteSection, locale: string): string[] {
  const separator = listSeparator(locale);
  return interests.entries.map(({ title, keywords }) =>
    keywords ? labelled(title, keywords.join(separator), locale) : title,
  );
}

/** A further section's entries; interests one entry, a line each. */
function furtherEntries(further: SiteSection, writing: Writing): Entry[] {
  if (further.kind !== "interests") return further.entries.map((entry) => furtherEntry(entry, writing));
  return [interestLines(further, writing.locale)];
}

/** The languages the owner speaks, a line each: "Language: Fluency", or the language alone. */
export function languageLines(profile: SiteProfile, locale: string): string[] {
  return (profile.languages ?? []).map(({ language, fluency }) =>
    fluency ? labelled(language, fluency, locale) : language,
  );
}

/** A project's one-line summary: its description's first sentence, cut at a word; empty when it has none. */
export function projectSummary(project: SiteProject, writing: Writing): string {
  const [paragraph = ""] = markdown(project.descriptionHtml, writing);
  const [sentence] = new Intl.Segmenter(writing.locale, { granularity: "sentence" }).segment(paragraph);
  return excerpt(sentence?.segment ?? "", PROJECT_SUMMARY_LENGTH);
}

/** A project, briefly: "Title — its description's first sentence", then its first link. */
function projectEntry(project: SiteProject, writing: Writing): Entry {
  const summary = projectSummary(project, writing);
  return [summary ? `${project.title}${DASH}${summary}` : project.title, ...present(project.links?.[0]?.url)];
}

/** The entries of each of the Resume's own sections, by its name in the layout. */
const BUILT_IN_ENTRIES: { [Name in BuiltInName]: (content: SiteContent, writing: Writing) => Entry[] } = {
  profile: ({ profile }, writing) => [markdown(profile.summaryHtml, writing)],
  "soft-skills": ({ profile }) => [(profile.softSkills ?? []).map((skill) => `- ${skill}`)],
  "hard-skills": ({ profile }, { locale }) => [hardSkillLines(profile, locale)],
  languages: ({ profile }, { locale }) => [languageLines(profile, locale)],
  experience: (content, writing) => content.experience.map((job) => jobEntry(job, writing)),
  education: (content, writing) => content.education.map((school) => schoolEntry(school, writing)),
};

/**
 * The Resume's section of this name in the layout (site.yaml's `resume:`), as lines, under its
 * heading's word on paper (src/shared/resume-sections.ts); none when it is empty.
 */
function resumeSection(name: string, content: SiteContent, writing: Writing): string[] {
  const { words } = content.site;
  const own = builtInSection(name);
  if (own)
    return section(words[own.paperWord ?? own.word], BUILT_IN_ENTRIES[own.name](content, writing), writing);
  const further = content.sections.find((entry) => entry.id === name);
  return further ? section(further.title, furtherEntries(further, writing), writing) : [];
}

/** The resume of `content`'s language as plain text: see the top of this file. Ends with a line break. */
export function resumeText(content: SiteContent): string {
  const writing: Writing = { locale: localeOf(content.site), base: content.profile.url };
  const projects = content.projects.length > 0 && !content.layout.phone.includes(PAPER_PROJECTS);
  const sections = paperOrder(content.layout.phone, projects)
    .map((name) =>
      projects && name === PAPER_PROJECTS
        ? section(
            content.site.words.projects,
            content.projects.map((project) => projectEntry(project, writing)),
            writing,
          )
        : resumeSection(name, content, writing),
    )
    .filter((lines) => lines.length > 0);
  return `${[header(content), ...sections].map((lines) => lines.join("\n")).join("\n\n")}\n`;
}
