/**
 * The resume in JSON Resume format (https://jsonresume.org/schema), both ways: the build
 * writes dist/resume.json from the compiled content, and `npm run import` turns a JSON Resume
 * file into a content tree. Markdown fields become plain text on the way out.
 */
import type { Period, SectionKind, SiteContent, SiteEntry } from "../../../src/shared/compiled-content.ts";
import { languageFile, RESUME_JSON } from "../../../src/shared/paths.ts";
import { ENGLISH_WORDS } from "../../../src/shared/words.ts";
import { WORD_TABLES } from "../../compiler/word-tables.ts";
import { htmlToText } from "../../lib/html-text.ts";

/** The parts of JSON Resume (v1.0.0) this project reads or writes. */
export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: Record<string, string>;
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    /** The older schema's name for `name`: written beside it for the themes that read it. */
    company?: string;
    location?: string;
    description?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  volunteer?: {
    organization?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    url?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
    /** Not JSON Resume 1.0's: read from converters' files (LinkedIn's notes), never written. */
    description?: string;
  }[];
  awards?: { title?: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name?: string; date?: string; issuer?: string; url?: string }[];
  publications?: {
    name?: string;
    publisher?: string;
    releaseDate?: string;
    url?: string;
    summary?: string;
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name?: string; reference?: string }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
    entity?: string;
    type?: string;
  }[];
  meta?: { canonical?: string; version?: string; lastModified?: string; language?: string };
};

export const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/**
 * JSON Resume has no soft skills; they travel as a skill group named as the page names them,
 * in its language ("Soft Skills", "ソフトスキル", "Competencias interpersonales", or the
 * owner's own `words.softSkills`), and come back (isSoftSkillsGroup).
 */
export const SOFT_SKILLS_GROUP = ENGLISH_WORDS.softSkills;

/** Every built-in language's name of the soft skills, in lower case: the groups read back as them. */
const SOFT_SKILLS_NAMES = new Set(
  [SOFT_SKILLS_GROUP, ...Object.values(WORD_TABLES).map((words) => words.softSkills)].map((name) =>
    name.toLowerCase(),
  ),
);

/**
 * Whether a JSON Resume's skill named `name` is the soft skills: named so in English or in any
 * built-in language, or as the page being read names them (`ownName`, its `words.softSkills`).
 */
export function isSoftSkillsGroup(name: string, ownName?: string): boolean {
  const key = name.trim().toLowerCase();
  return SOFT_SKILLS_NAMES.has(key) || key === ownName?.trim().toLowerCase();
}

/** "B.S. in Computer Science" ↔ studyType "B.S.", area "Computer Science". */
export const DEGREE_AREA_SEPARATOR = " in ";

/** "CS 161 - Operating Systems" ↔ number "CS 161", title "Operating Systems"; a course without a number is its title. */
export const COURSE_SEPARATOR = " - ";

/** An achievement travels as one highlight: "Title: description", or the description alone. */
export const ACHIEVEMENT_SEPARATOR = ": ";

/**
 * The mark of a title that is a highlight's first words and of the description that goes on
 * from it ("Cut build times…", "…by half"): the import's achievements from a highlight
 * without a title, which travel back as the one highlight.
 */
export const SHORTENED = "…";

/** An achievement as one highlight of JSON Resume (see ACHIEVEMENT_SEPARATOR and SHORTENED). */
export function achievementHighlight({ title, description }: { title: string; description: string }): string {
  if (title.endsWith(SHORTENED) && description.startsWith(SHORTENED))
    return `${title.slice(0, -SHORTENED.length)} ${description.slice(SHORTENED.length)}`;
  return description.startsWith(title) ? description : `${title}${ACHIEVEMENT_SEPARATOR}${description}`;
}

/** The text as one line, cut at a word boundary to at most `max` characters. */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** A URL for a file of the site: absolute when the site's address is known. */
export function siteFileUrl(file: string, siteUrl: string | undefined): string {
  return siteUrl ? new URL(file, siteUrl).href : file;
}

/** The user name in a profile link: the last part of its path ("…/in/ada" → "ada"). */
function usernameOf(url: string): string | undefined {
  try {
    const parts = new URL(url).pathname.split("/").filter(Boolean);
    return parts.at(-1);
  } catch {
    return undefined;
  }
}

/**
 * The commas a place's parts are parted by: the Latin one, the Arabic one (،, also Persian's and
 * Urdu's), and the ideographic and full-width ones of Chinese and Japanese (、，).
 */
const PLACE_COMMA = /[,\u060c\u3001\uff0c]/;

/**
 * A location written as text, as JSON Resume's parts: "Lisbon, Portugal" → city "Lisbon",
 * region "Portugal", "فالنسيا، إسبانيا" → city "فالنسيا", region "إسبانيا"; "Remote" → city
 * "Remote". JSON Resume's countryCode wants an ISO code, which free text does not reliably
 * give, so it is left out.
 */
export function jsonResumeLocation(location: string): { city: string; region?: string } {
  const at = location.search(PLACE_COMMA);
  if (at < 0) return { city: location.trim() };
  const region = location.slice(at + 1).trim();
  return { city: location.slice(0, at).trim(), ...(region ? { region } : {}) };
}

/** The entries of the content's further section of this kind (content/sections.yaml); none without one. */
export function entriesOf(content: SiteContent, kind: Exclude<SectionKind, "custom">): SiteEntry[] {
  return content.sections.find((section) => section.kind === kind)?.entries ?? [];
}

/**
 * A period as startDate and endDate, as JSON Resume and schema.org both name them (ISO 8601
 * dates: 2023, 2023-06): no endDate while it goes on; one date is both.
 */
export function startAndEnd(period: Period | undefined) {
  return period ? { startDate: period.start, ...(period.end ? { endDate: period.end } : {}) } : {};
}

/** `key` with the list, or nothing when it is empty: a resume without the section has no key for it. */
function listOf<K extends string, T>(key: K, items: T[]): { [key in K]?: T[] } {
  return items.length > 0 ? ({ [key]: items } as { [key in K]: T[] }) : {};
}

/** Between two authors in resume.json's summary: a name may hold a comma ("Lovelace, A."). */
export const AUTHORS_SEPARATOR = "; ";

/**
 * A publication's summary in JSON Resume, which has no field for its authors or its kind: a
 * paragraph of its authors and its kind ("Ada Lovelace; Babbage, C. Journal article."), as
 * converters from BibTeX write them there, then its own summary; nothing when it has none of
 * them. The import reads them back (scripts/interop/import/sections.ts).
 */
export function publicationSummary(entry: SiteEntry): { summary?: string } {
  const credits = [entry.authors?.map(({ name }) => name).join(AUTHORS_SEPARATOR), entry.type].filter(
    Boolean,
  );
  const paragraphs = [
    // "Babbage, C." ends its sentence with its own dot.
    ...(credits.length > 0 ? [`${credits.map((part) => part?.replace(/\.$/, "")).join(". ")}.`] : []),
    ...(entry.html ? [htmlToText(entry.html)] : []),
  ];
  return paragraphs.length > 0 ? { summary: paragraphs.join("\n\n") } : {};
}

/**
 * The further sections (content/sections.yaml) JSON Resume has a place for, each as its list.
 * An entry's date is its date (a certificate's, an award's, a publication's releaseDate);
 * volunteering has a start and an end, which for one date are that date. JSON Resume has no
 * talks and no sections of the owner's own: resume.json leaves them out. References go back as
 * they came.
 */
function furtherSections(content: SiteContent) {
  const summary = (html: string | undefined) => (html ? { summary: htmlToText(html) } : {});
  const url = (entry: SiteEntry) => (entry.url ? { url: entry.url } : {});
  const date = (entry: SiteEntry) => entry.period?.start;
  return {
    volunteer: entriesOf(content, "volunteering").map((entry) => ({
      organization: entry.title,
      // Empty rather than absent without one: elegant writes the position before a comma, and
      // "undefined" where there is none.
      position: entry.subtitle ?? "",
      ...url(entry),
      ...startAndEnd(entry.period),
      ...summary(entry.html),
      ...(entry.highlights ? { highlights: entry.highlights } : {}),
    })),
    awards: entriesOf(content, "awards").map((entry) => ({
      title: entry.title,
      ...(date(entry) ? { date: date(entry) } : {}),
      ...(entry.subtitle ? { awarder: entry.subtitle } : {}),
      ...summary(entry.html),
    })),
    certificates: entriesOf(content, "certifications").map((entry) => ({
      name: entry.title,
      ...(date(entry) ? { date: date(entry) } : {}),
      ...(entry.subtitle ? { issuer: entry.subtitle } : {}),
      ...url(entry),
    })),
    publications: entriesOf(content, "publications").map((entry) => ({
      name: entry.title,
      ...(entry.subtitle ? { publisher: entry.subtitle } : {}),
      ...(date(entry) ? { releaseDate: date(entry) } : {}),
      ...url(entry),
      ...publicationSummary(entry),
    })),
    interests: entriesOf(content, "interests").map((entry) => ({
      name: entry.title,
      ...(entry.keywords ? { keywords: entry.keywords } : {}),
    })),
    references: entriesOf(content, "references").map((entry) => ({
      name: entry.title,
      ...(entry.html ? { reference: htmlToText(entry.html) } : {}),
    })),
  };
}

/** The compiled content as JSON Resume. `siteUrl` (profile.url) makes image URLs absolute. */
export function toJsonResume(content: SiteContent): JsonResume {
  const { profile } = content;
  const siteUrl = profile.url;
  const further = furtherSections(content);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: basicsOf(profile),
    work: workOf(content.experience),
    ...listOf("volunteer", further.volunteer),
    education: content.education.map(schoolOf),
    ...listOf("awards", further.awards),
    ...listOf("certificates", further.certificates),
    ...listOf("publications", further.publications),
    skills: skillsOf(profile, content.site.words),
    languages: (profile.languages ?? []).map(({ language, fluency }) => ({
      language,
      ...(fluency ? { fluency } : {}),
    })),
    ...listOf("interests", further.interests),
    ...listOf("references", further.references),
    projects: content.projects.map(projectOf),
    meta: {
      version: "v1.0.0",
      // The resume's language, as the page's <html lang> gives it: JSON Resume has no field for
      // it, and its meta is where "any other tooling configuration lives".
      language: content.site.lang,
      // This language's file: resume.json, or resume.pt-PT.json for another of the site's languages.
      ...(siteUrl ? { canonical: new URL(languageFile(RESUME_JSON, content.site), siteUrl).href } : {}),
    },
  };
}

/** The profile as JSON Resume's basics. */
function basicsOf(profile: SiteContent["profile"]): NonNullable<JsonResume["basics"]> {
  const siteUrl = profile.url;
  return {
    name: profile.name,
    // No job title, no label: JSON Resume's themes show the name alone.
    ...(profile.label ? { label: profile.label } : {}),
    ...(profile.photo ? { image: siteFileUrl(profile.photo.fallback ?? profile.photo.src, siteUrl) } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { phone: profile.phone.number } : {}),
    ...(siteUrl ? { url: siteUrl } : {}),
    ...(profile.summaryHtml ? { summary: htmlToText(profile.summaryHtml) } : {}),
    // Always there, empty without a location: themes read its parts without checking for it
    // (elegant reads basics.location.address), and an empty one is valid JSON Resume.
    location: profile.location ? jsonResumeLocation(profile.location) : {},
    profiles: profile.profiles.map((link) => {
      const username = link.username ?? usernameOf(link.url);
      return { network: link.network, ...(username ? { username } : {}), url: link.url };
    }),
  };
}

/**
 * One work entry per role: several roles at one company give several entries of its name. Work
 * without a company has no name, and a job given its company alone no position: neither is
 * invented.
 */
function workOf(experience: SiteContent["experience"]): NonNullable<JsonResume["work"]> {
  return experience.flatMap((job) =>
    job.roles.map((role) => ({
      ...(job.company === undefined
        ? {}
        : // JSON Resume's name before 1.0 beside it, which themes such as macchiato and flat still read.
          { name: job.company, company: job.company }),
      ...(role.position === undefined ? {} : { position: role.position }),
      ...(job.url ? { url: job.url } : {}),
      ...(job.location ? { location: job.location } : {}),
      startDate: role.period.start,
      ...(role.period.end ? { endDate: role.period.end } : {}),
      ...(role.summaryHtml ? { summary: htmlToText(role.summaryHtml) } : {}),
      highlights: role.highlights,
    })),
  );
}

/**
 * A school as JSON Resume's education: its degree as studyType and area (neither for a school
 * given no degree), its courses as one list.
 */
function schoolOf(school: SiteContent["education"][number]): NonNullable<JsonResume["education"]>[number] {
  return {
    institution: school.institution,
    ...(school.url ? { url: school.url } : {}),
    ...(school.degree === undefined ? {} : degreeOf(school.degree)),
    // A school of its end alone gives endDate alone; one without dates, neither.
    ...(school.endOnly && school.period?.end ? { endDate: school.period.end } : startAndEnd(school.period)),
    ...(school.gpaScore === undefined ? {} : { score: school.gpaScore }),
    ...(school.courses
      ? {
          courses: school.courses.flatMap((group) =>
            group.courses.map(({ number, title }) =>
              number === undefined ? title : `${number}${COURSE_SEPARATOR}${title}`,
            ),
          ),
        }
      : {}),
  };
}

/** A degree as JSON Resume's studyType and area ("B.S." and "Computer Science"), or studyType alone. */
function degreeOf(degree: string): { studyType: string; area?: string } {
  const at = degree.indexOf(DEGREE_AREA_SEPARATOR);
  return at > 0
    ? { studyType: degree.slice(0, at), area: degree.slice(at + DEGREE_AREA_SEPARATOR.length) }
    : { studyType: degree };
}

/**
/**
 * The hard skills, then the soft skills as one more skill, named in the page's words
 * (SOFT_SKILLS_GROUP). A group with named lists ("Experienced", "Familiar") gives one skill per
 * list, its title the level. A list left empty (a variant's resume without soft skills) gives
 * none.
 */
function skillsOf(
  profile: SiteContent["profile"],
  words: SiteContent["site"]["words"],
): NonNullable<JsonResume["skills"]> {
  const softSkills = profile.softSkills?.length
    ? [{ name: words.softSkills, keywords: profile.softSkills }]
    : [];
  return [
    ...profile.hardSkills.flatMap((group) =>
      group.lists
        .filter((list) => list.items.length > 0)
        .map((list) => ({
          name: group.title,
          ...(list.title ? { level: list.title } : {}),
          keywords: list.items,
        })),
    ),
    ...softSkills,
  ];
}

/** A project as JSON Resume's: its achievements as highlights, its skills as keywords, its first link as url. */
function projectOf(project: SiteContent["projects"][number]): NonNullable<JsonResume["projects"]>[number] {
  return {
    name: project.title,
    ...(project.descriptionHtml ? { description: htmlToText(project.descriptionHtml) } : {}),
    highlights: project.achievements.map(achievementHighlight),
    keywords: [...project.skills.front, ...project.skills.back, ...project.skills.other],
    ...(project.links?.[0] ? { url: project.links[0].url } : {}),
    ...(project.roles ? { roles: project.roles } : {}),
    ...(project.entity ? { entity: project.entity } : {}),
    ...(project.type ? { type: project.type } : {}),
    ...(project.period
      ? {
          startDate: project.period.start,
          ...(project.period.end ? { endDate: project.period.end } : {}),
        }
      : {}),
  };
}
