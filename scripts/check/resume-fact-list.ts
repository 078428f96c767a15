/**
 * The facts of a JSON Resume, each with the pattern that finds it in a PDF's text, for the
 * rules of resume-facts.ts. The facts (resumeFacts), by section and entry: the name, label,
 * email, phone, the site's address and each profile's address; each job's company, dates,
 * position and place (a company's several roles share its name and place); each school's
 * institution, dates, degree, field and GPA; each project's name; each skill group's name and
 * keywords; each language; and the further sections' names and dates.
 *
 * Text is matched as a reader compares it: lines joined by spaces (with none between two
 * characters of a script written without them, as Chinese, Japanese or Thai, which wrap
 * mid-word), white space collapsed, Unicode NFKC (Arabic presentation forms, ligatures,
 * full-width letters and punctuation and Kangxi radicals become their plain characters), the
 * CJK Radicals Supplement read as its ideographs (cjk-radicals.ts) and a hyphenation point as
 * the katakana middle dot (pdf.js reads "・" so), an emoji's variation selector dropped (pdf.js
 * reads ♥️ as ♥), any case (print may set a heading in
 * capitals), a word hyphenated across two lines read whole. A fact is a whole word or words:
 * "Go" is not found in "Google"; in a script written without spaces, a line's break or a space
 * next to it may fall anywhere. A date is found in a form résumé parsers
 * read in every language (datePattern): an English month or its abbreviation and the year,
 * MM/YYYY, M/YYYY, MM.YYYY, YYYY-MM or YYYY/MM, in ASCII digits, and as Japanese, Chinese and
 * Korean write it (YYYY年M月, YYYY년 M월: src/shared/paper-dates.ts); a date of a year alone by its
 * year (YYYY年, YYYY년 in those scripts); an entry still going on (no endDate) by any word after the range's dash.
 */
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { KNOWN_SECTIONS, TYPED_KINDS } from "../../src/shared/resume-sections.ts";
import { isSoftSkillsGroup, type JsonResume } from "../interop/json-resume/export.ts";
import { CJK_RADICALS } from "../lib/cjk-radicals.ts";

/** The sections of JSON Resume whose facts the PDF must hold, in resume.json's order. */
export const SECTIONS = [
  "basics",
  "work",
  "volunteer",
  "education",
  "awards",
  "certificates",
  "publications",
  "skills",
  "languages",
  "interests",
  "projects",
] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** One fact: what it is in its entry ("position"), its text as resume.json has it, and how it is found. */
export type Fact = {
  field: string;
  value: string;
  pattern: string;
  /** False for a fact of the header that may come anywhere in it (the contact details). */
  ordered: boolean;
};

/** An entry of a section (basics is one entry), its facts in the page's order. */
export type Entry = { section: SectionKey; number: number; name: string; facts: Fact[] };

/** The sections' headings as the page shows them, for rule 4 (headingsOf gives a site's). */
export type Headings = Partial<Record<SectionKey, string>>;

/**
 * What of the page's shape resume.json does not say, from the content it was built from
 * (pageLayoutOf): the sections' headings, and each job's count of roles (see workFacts).
 */
export type PageLayout = {
  headings?: Headings;
  jobRoles?: number[];
  /** The page's name of the soft skills, an owner's own `words.softSkills` among them (skillFacts). */
  softSkills?: string;
};

// ── Text ────────────────────────────────────────────────────────────────────────────────────

/** Stands where a line ended in a hyphen and the next went on with the word: "co-" + "operative". */
const WORD_BREAK = "\u0001";

/**
 * Stand where a line of pdftotext's layout has a wide gap (COLUMN_GAP), and where such a line
 * ends: what comes after the gap is another column, such as the dates beside a title that wraps
 * onto the next line ("Conflict-free maps for  …  Feb 2023" then "field crews"). A fact's words
 * may run on past the rest of the line to the next one (textPattern).
 */
export const COLUMN = "\u0002";
const COLUMN_END = "\u0003";
/** A word hyphenated at a line's end, whether pdftotext laid that line out in columns or not. */
const HYPHEN_AT_END = new RegExp(`\\p{L}-${COLUMN_END}?$`, "u");
/** Three spaces or more: two parts of a line that stand apart, as pdftotext lays them out. */
const COLUMN_GAP = /\s{3,}/;
/**
 * Where a fact's words part (after a space): a wide gap pdftotext left between them, or the rest
 * of a line from a column's start and the line's end, which the words run past.
 */
const PAST_COLUMN = `(?:${COLUMN}|${COLUMN}[^${COLUMN_END}]*${COLUMN_END} )?`;

/**
 * A character of a script written without spaces between words (Han, kana, Thai, Lao, Khmer,
 * Myanmar), or of the punctuation that goes with it (the CJK symbols, the katakana middle dot
 * and long vowel mark): a line may break, and pdf.js may part two runs, anywhere between them.
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u3000-\u303f\u30fb\u30fc]/u;

/** Letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms. */
export const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** What pdf.js reads for a character that is another: U+2027 (hyphenation point) for "・" (U+30FB). */
const READ_AS = new Map([["\u2027", "\u30fb"], ...CJK_RADICALS]);

/** A line as matched: NFKC, CJK radicals as ideographs, variation selectors dropped, lower case, a soft hyphen dropped, white space collapsed. */
export function normaliseLine(line: string): string {
  return (
    line
      .normalize("NFKC")
      .replace(/[\u2027\u2e80-\u2eff]/gu, (char) => READ_AS.get(char) ?? char)
      // A variation selector picks a glyph's look (♥️, an emoji; ♥, text), not a letter: pdf.js
      // reads an emoji without it.
      .replace(/[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu, "")
      .toLowerCase()
      .replace(/\u00ad(?=.)/g, "")
      .replace(/[\u00ad\u2010\u2011]/g, "-")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** A line as joined: normalised, each column after a wide gap marked (COLUMN) and then the line's end. */
function joinedLine(line: string): string {
  const [first = "", ...columns] = line.trim().split(COLUMN_GAP).map(normaliseLine);
  if (columns.length === 0) return first;
  return `${first} ${columns.map((column) => `${COLUMN}${column}`).join(" ")}${COLUMN_END}`;
}

/**
 * The lines as one text (see WORD_BREAK and COLUMN), and where each line starts and ends in it
 * (before any COLUMN_END).
 */
export function joinLines(lines: string[]): { text: string; starts: number[]; ends: number[] } {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (const line of lines.map(joinedLine).filter(Boolean)) {
    const hyphen = HYPHEN_AT_END.exec(text);
    if (hyphen && /^\p{L}/u.test(line)) {
      text = `${text.slice(0, hyphen.index + 1)}${WORD_BREAK}`;
      ends[ends.length - 1] = text.length - 1;
    } else if (text && !(UNSPACED.test(text.at(-1) ?? "") && UNSPACED.test(line[0] ?? ""))) text += " ";
    starts.push(text.length);
    text += line;
    ends.push(text.length - (line.endsWith(COLUMN_END) ? 1 : 0));
  }
  return { text, starts, ends };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
const WORD_EDGE_BEFORE = "(?<![\\p{L}\\p{N}])";
const WORD_EDGE_AFTER = "(?![\\p{L}\\p{N}])";

/**
 * The pattern of a fact's text: its words as whole words, any hyphenation break between two
 * letters, a hyphen also as such a break, room for a space around a slash ("8.4 / 10"), and
 * for one next to a character of a script written without spaces (UNSPACED), where a line
 * may break; such a character needs no word's edge, as its words run into the next. Where a
 * line may break, the words may run past another column on that line (COLUMN), or from the
 * last column of a line to the start of the next (a skill of a run laid wide apart, wrapped).
 */
export function textPattern(value: string): string {
  const chars = [...normaliseLine(value)];
  const body = chars
    .map((char, index) => {
      const previous = chars[index - 1] ?? "";
      const before = index > 0 && /\p{L}/u.test(previous) ? `${WORD_BREAK}?` : "";
      const unspaced =
        index > 0 && previous !== " " && char !== " " && (UNSPACED.test(char) || UNSPACED.test(previous));
      const gap = unspaced ? `(?: ${PAST_COLUMN})?` : "";
      if (char === "-") return `${gap}(?:-|${WORD_BREAK})`;
      if (char === "/") return " ?/ ?";
      if (char === " ") return `${COLUMN_END}? ${PAST_COLUMN}`;
      return `${gap}${/\p{L}/u.test(char) && !unspaced ? before : ""}${escapeRegExp(char)}`;
    })
    .join("");
  const edge = (char = "") => /[\p{L}\p{N}]/u.test(char) && !UNSPACED.test(char);
  return `${edge(chars[0]) ? WORD_EDGE_BEFORE : ""}${body}${edge(chars.at(-1)) ? WORD_EDGE_AFTER : ""}`;
}

/** An address as the page may print it: without its scheme, a leading www. or a closing slash. */
export function urlPattern(url: string): string {
  return textPattern(
    url
      .replace(/^https?:\/\//i, "")
      .replace(/^www\./i, "")
      .replace(/\/+$/, ""),
  );
}

// ── Dates ───────────────────────────────────────────────────────────────────────────────────

const MONTHS = [
  ["january", "jan"],
  ["february", "feb"],
  ["march", "mar"],
  ["april", "apr"],
  ["may"],
  ["june", "jun"],
  ["july", "jul"],
  ["august", "aug"],
  ["september", "sept", "sep"],
  ["october", "oct"],
  ["november", "nov"],
  ["december", "dec"],
];

/** What may part a date's digits from its ideographs or hangul: a space, or a column's gap (COLUMN). */
const CJK_DATE_GAP = `[ ${COLUMN}]*`;

/**
 * A date of resume.json ("2021", "2021-09", "2021-09-15") as the forms parsers read (see the
 * top of this file). An abbreviation takes no full stop: "mar. 2022" is read as no month.
 */
export function datePattern(date: string): string {
  const [year = "", month] = date.split("-");
  const digit = "(?<![0-9])";
  const noDigit = "(?![0-9])";
  // A year alone, as Japanese and Chinese (2016年) and Korean (2016년) write it on their paper too.
  if (!month) return `${digit}${escapeRegExp(year)}${noDigit}(?:${CJK_DATE_GAP}[年년])?`;
  const number = Number(month);
  const names = (MONTHS[number - 1] ?? []).join("|");
  const mm = month.padStart(2, "0");
  const forms = [
    `${WORD_EDGE_BEFORE}(?:${names}),? ${year}`,
    `${digit}(?:${mm}|${number})/${year}`,
    `${digit}${mm}\\.${year}`,
    `${digit}${year}[-/]${mm}`,
    // As Japanese and Chinese (2022年3月) and Korean (2022년 3월) write it, on their paper too.
    // Between the digits and the ideographs, drawn in another font, a reader may see a space or
    // (pdftotext, laying the page out) a gap as wide as a column's.
    `${digit}${year}${CJK_DATE_GAP}年${CJK_DATE_GAP}0?${number}${CJK_DATE_GAP}月`,
    `${digit}${year}${CJK_DATE_GAP}년${CJK_DATE_GAP}0?${number}${CJK_DATE_GAP}월`,
  ];
  return `(?:${forms.join("|")})${noDigit}`;
}

/** A period: its start, a dash and its end; with no end, a dash and any word ("Present", "現在"). */
export function periodFact(field: string, start?: string, end?: string): Fact | undefined {
  if (!start) return undefined;
  if (end === start) return { field, value: start, pattern: datePattern(start), ordered: true };
  // As few letters as the word needs: in a script written without spaces, the text after it runs on.
  const after = end ? datePattern(end) : "[\\p{L}\\p{N}]+?";
  return {
    field,
    value: `${start} – ${end ?? "…"}`,
    pattern: `${datePattern(start)} ?[-–—] ?${after}`,
    ordered: true,
  };
}

// ── The facts of a resume ───────────────────────────────────────────────────────────────────

const textFact = (field: string, value: string | undefined, ordered = true): Fact[] =>
  value?.trim() ? [{ field, value, pattern: textPattern(value), ordered }] : [];
const urlFact = (field: string, value: string | undefined): Fact[] =>
  value?.trim() ? [{ field, value, pattern: urlPattern(value), ordered: false }] : [];
const dateFact = (field: string, value: string | undefined): Fact[] =>
  value ? [{ field, value, pattern: datePattern(value), ordered: true }] : [];
const period = (start?: string, end?: string): Fact[] => {
  const fact = periodFact("dates", start, end);
  return fact ? [fact] : [];
};

/** An entry's facts, and its name in the failures (its first fact's text unless given). */
type Facts = Fact[] & { name?: string };

/** The entries of `section` that have facts, numbered from 1. */
function entries(section: SectionKey, factLists: Facts[]): Entry[] {
  return factLists
    .filter((facts) => facts.length > 0)
    .map((facts, index) => ({
      section,
      number: index + 1,
      name: facts.name ?? facts[0]?.value ?? "",
      facts,
    }));
}

/** The header: the name and label, then the contact details and addresses in any order. */
function basicsFacts(basics: JsonResume["basics"] = {}): Fact[] {
  return [
    ...textFact("name", basics.name),
    ...textFact("label", basics.label),
    ...textFact("email", basics.email, false),
    ...textFact("phone", basics.phone, false),
    ...urlFact("url", basics.url),
    ...(basics.profiles ?? []).flatMap((profile) => urlFact("profile", profile.url)),
  ];
}

/**
 * The jobs: a company's line (its name, then its dates), then "position · place". Several roles
 * of one job share the company's line, with its place; each role then shows its position, then
 * its dates. resume.json gives each role a work entry of its own, so two roles of one job and
 * two jobs in a row at one company read alike there: `jobRoles`, each job's count of roles in
 * the page's order (pageLayoutOf), says which the page shows. Without it, entries in a row at
 * one company are read as one job's roles.
 */
function workFacts(work: NonNullable<JsonResume["work"]>, jobRoles?: number[]): Facts[] {
  const jobs = jobsOf(work, jobRoles);
  return work.map((job, index) => {
    const { first, only } = jobs[index] ?? { first: true, only: true };
    return Object.assign(jobFacts(job, first, only), { name: job.name ?? job.company ?? job.position });
  });
}

/** For each work entry, whether it is its job's first role, and its only one. */
function jobsOf(work: NonNullable<JsonResume["work"]>, jobRoles?: number[]) {
  const total = jobRoles?.reduce((sum, roles) => sum + roles, 0);
  if (jobRoles && total === work.length)
    return jobRoles.flatMap((roles) =>
      Array.from({ length: roles }, (_, role) => ({ first: role === 0, only: roles === 1 })),
    );
  const company = (index: number) => work[index]?.name ?? work[index]?.company;
  // Work without a company is a job of its own, beside another such or not.
  const sameJob = (a: number, b: number) => company(a) !== undefined && company(a) === company(b);
  return work.map((_, index) => {
    const first = index === 0 || !sameJob(index - 1, index);
    return { first, only: first && (index === work.length - 1 || !sameJob(index + 1, index)) };
  });
}

/**
 * The facts of one work entry: a job of one role (`only`), or a role of a job of several. Work
 * without a company is headed by its position, its dates beside it, then its place.
 */
function jobFacts(job: NonNullable<JsonResume["work"]>[number], first: boolean, only: boolean): Fact[] {
  const company = job.name ?? job.company;
  if (company === undefined)
    return [
      ...textFact("position", job.position),
      ...period(job.startDate, job.endDate),
      ...textFact("location", job.location),
    ];
  if (only)
    return [
      ...textFact("company", company),
      ...period(job.startDate, job.endDate),
      ...textFact("position", job.position),
      ...textFact("location", job.location),
    ];
  return [
    ...(first ? [...textFact("company", company), ...textFact("location", job.location)] : []),
    ...textFact("position", job.position),
    ...period(job.startDate, job.endDate),
  ];
}

/**
 * The schools: the institution and dates (the period; the end alone, for a school given only
 * when it was completed; none for one without dates), the degree, its field, the GPA.
 */
function educationFacts(education: NonNullable<JsonResume["education"]>): Fact[][] {
  return education.map((school) => [
    ...textFact("institution", school.institution),
    ...(school.startDate ? period(school.startDate, school.endDate) : dateFact("dates", school.endDate)),
    ...textFact("studyType", school.studyType),
    ...textFact("area", school.area),
    ...scoreFact(school.score),
  ]);
}

/**
 * A GPA as resume.json has it ("3.8", "8.4/10"), as the page writes it in its language: the
 * decimal point or comma of the language, a space or none around the slash ("8,4 / 10").
 */
function scoreFact(score: string | undefined): Fact[] {
  if (!score?.trim()) return [];
  const pattern = score
    .trim()
    .split("/")
    .map((part) => scoreNumber(part.trim()))
    .join(" ?/ ?");
  return [{ field: "score", value: score, pattern: `(?<![0-9])${pattern}(?![0-9])`, ordered: true }];
}

/** A number of a GPA, with the language's decimal point or comma ("8.4" or "8,4"). */
const scoreNumber = (number: string) => escapeRegExp(number).replace(/\\\./g, "[.,]");

/** A number of a GPA alone (the right-to-left reading looks for each number on its own). */
export const scorePattern = (number: string) => `(?<![0-9])${scoreNumber(number)}(?![0-9])`;

/**
 * The skill groups: a group's name once, though one entry of resume.json stands for each of
 * its levels, then every keyword. The soft skills travel as one more group, named in the page's
 * words (isSoftSkillsGroup; `softSkillsName`, the page's own, where an owner gave one), which the
 * page gives as a section's heading: only its keywords are facts.
 */
function skillFacts(skills: NonNullable<JsonResume["skills"]>, softSkillsName?: string): Facts[] {
  const groups: Facts[] = [];
  skills.forEach((skill, index) => {
    const keywords = (skill.keywords ?? []).flatMap((keyword) => textFact("keyword", keyword));
    if (index > 0 && skills[index - 1]?.name === skill.name) groups.at(-1)?.push(...keywords);
    else if (skill.name !== undefined && isSoftSkillsGroup(skill.name, softSkillsName))
      groups.push(Object.assign(keywords, { name: skill.name }));
    else groups.push([...textFact("name", skill.name), ...keywords]);
  });
  return groups;
}

/**
 * Every fact of the JSON Resume, by section and entry, in resume.json's order; `jobRoles` as
 * workFacts takes it, `softSkills` as skillFacts.
 */
export function resumeFacts(resume: JsonResume, jobRoles?: number[], softSkills?: string): Entry[] {
  const facts: Record<SectionKey, Facts[]> = {
    basics: [basicsFacts(resume.basics)],
    work: workFacts(resume.work ?? [], jobRoles),
    volunteer: (resume.volunteer ?? []).map((item) => [
      ...textFact("organization", item.organization),
      ...period(item.startDate, item.endDate),
    ]),
    education: educationFacts(resume.education ?? []),
    awards: (resume.awards ?? []).map((item) => [
      ...textFact("title", item.title),
      ...dateFact("date", item.date),
    ]),
    certificates: (resume.certificates ?? []).map((item) => [
      ...textFact("name", item.name),
      ...dateFact("date", item.date),
    ]),
    publications: (resume.publications ?? []).map((item) => [
      ...textFact("name", item.name),
      ...dateFact("date", item.releaseDate),
    ]),
    skills: skillFacts(resume.skills ?? [], softSkills),
    languages: (resume.languages ?? []).map((item) => textFact("language", item.language)),
    interests: (resume.interests ?? []).map((item) => textFact("name", item.name)),
    projects: (resume.projects ?? []).map((item) => textFact("name", item.name)),
  };
  return SECTIONS.flatMap((section) => entries(section, facts[section]));
}

/**
 * The headings the site's page gives the sections of its language (`content`), in resume.json's
 * order: the interface's words, or the owner's title of a further section; the header has none.
 * The skills' heading is the hard skills', or the soft skills' on a page that has those alone.
 * Which of the page's sections holds each one's facts: src/shared/resume-sections.ts.
 */
export function headingsOf(content: SiteContent): Headings {
  const heading = (key: SectionKey): string | undefined => {
    if (key === "projects") return content.site.words.projects;
    // Soft skills alone: resume.json's skills are the soft skills, under their own heading.
    if (key === "skills" && content.profile.hardSkills.length === 0 && content.profile.softSkills?.length)
      return content.site.words.softSkills;
    const known = KNOWN_SECTIONS.find(({ jsonResume }) => jsonResume === key);
    if (!known) return undefined;
    if (!(TYPED_KINDS as readonly string[]).includes(known.name)) return content.site.words[known.word];
    return content.sections.find(({ kind }) => kind === known.name)?.title;
  };
  return Object.fromEntries(SECTIONS.filter((key) => key !== "basics").map((key) => [key, heading(key)]));
}

/** The page's layout for the site's content in one language (`content`): see PageLayout. */
export function pageLayoutOf(content: SiteContent): PageLayout {
  return {
    headings: headingsOf(content),
    jobRoles: content.experience.map((job) => job.roles.length),
    softSkills: content.site.words.softSkills,
  };
}
