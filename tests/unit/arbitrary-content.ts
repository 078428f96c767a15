/**
 * Valid content of every shape the schema allows (scripts/compiler/schema/schema.ts,
 * docs/content.md), generated with fast-check for the property tests: a content tree nobody
 * here wrote by hand. What it covers:
 *
 * - names and text in Latin with diacritics, Cyrillic, Greek, CJK (with full-width punctuation),
 *   Arabic, Hebrew, Devanagari and Thai, emoji, long words and long URLs;
 * - jobs of one role and of several (`roles`), and consecutive entries at one company, as
 *   separate entries and as roles; a job of one role without its company or its position;
 * - hard-skill group titles equal to a section's heading ("Languages", "Projects", "Education"…)
 *   in any built-in language;
 * - every optional part absent, or present: experience, education, projects, the About page,
 *   the further sections (sections.yaml), site.yaml, summaries, highlights, GPA, courses, links,
 *   locations;
 * - many entries;
 * - a site in several languages, whose translations give a job or a role more or fewer
 *   highlights, and soft skills more or fewer, than the original;
 * - variants, with tags on jobs, roles, highlights, skill groups, schools and projects.
 *
 * The spec (GeneratedContent) is what fast-check shrinks; contentFiles writes it as the files
 * of a content folder. No picture: a site without any is valid, and the generator stays quick.
 */
import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { stringify } from "yaml";
import { idOf } from "../../scripts/compiler/ids.ts";
import { BUILT_IN_LANGUAGES, wordsOf } from "../../scripts/compiler/word-tables.ts";
import { PUBLICATION_TYPE_NAMES, type PublicationType } from "../../src/shared/publication-types.ts";

/**
 * What the compiler tells entries apart by: their id (scripts/compiler/ids.ts), in which
 * "Experience" and "Expérience" are one. Names unique by it are unique to the compiler.
 */
const sameId = (text: string) => idOf(text, "entry");

/**
 * The seed of a run of the properties: FOLIO_PROPERTY_SEED when given; else one drawn from the
 * commit checked out, so each commit tries shapes of its own and every run on it (CI's on a
 * fresh clone, a contributor's) tries the same ones again; a new one each run outside a git
 * checkout. Printed with any failure, to replay it.
 */
export function propertySeed(): number {
  if (process.env.FOLIO_PROPERTY_SEED) return Number(process.env.FOLIO_PROPERTY_SEED);
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: import.meta.dirname, encoding: "utf8" });
  const commit = /^[0-9a-f]{8}/.exec(head.stdout ?? "")?.[0];
  return commit ? Number.parseInt(commit, 16) % 2 ** 31 : Math.floor(Math.random() * 2 ** 31);
}

// ── Text ────────────────────────────────────────────────────────────────────────────────────

/** Words of each script, and what parts two words in it. */
const SCRIPTS = {
  latin: {
    words: ["Zoë", "Łukasiewicz", "Ångström", "José", "Françoise", "Müller", "Nguyễn", "Øresund", "Şahin"],
    separator: " ",
  },
  cyrillic: { words: ["Жанна", "Лебедева", "Инженер", "Москва", "разработчик", "Ёлка"], separator: " " },
  greek: { words: ["Γιώργος", "Παπαδόπουλος", "Μηχανικός", "Αθήνα", "λογισμικού"], separator: " " },
  cjk: {
    words: [
      "马达数据",
      "中国人民大学",
      "山田太郎",
      "東京",
      "開発者",
      "西新宿",
      "이사",
      "서울",
      "ソフトウェア",
    ],
    separator: "",
  },
  fullWidth: { words: ["AWS（Lambda、S3）", "設計・開発", "品質：高", "「東京」"], separator: "" },
  arabic: { words: ["محمد", "الهندسة", "شركة", "البرمجيات", "القاهرة"], separator: " " },
  hebrew: { words: ["דוד", "הנדסה", "תוכנה", "ירושלים"], separator: " " },
  devanagari: { words: ["प्रिया", "अभियंता", "सॉफ्टवेयर", "दिल्ली"], separator: " " },
  thai: { words: ["สมชาย", "วิศวกร", "ซอฟต์แวร์", "กรุงเทพ"], separator: "" },
  emoji: { words: ["Rocket 🚀", "Dev 👩‍💻", "Coffee ☕", "Flag 🇵🇹"], separator: " " },
  long: {
    words: [
      "Donaudampfschifffahrtsgesellschaftskapitänswitwe",
      "https://example.com/a/very/long/path/that/keeps/going/without/a/single/space/in/it?query=1",
      "Pneumonoultramicroscopicsilicovolcanoconiosis",
    ],
    separator: " ",
  },
  plain: {
    words: ["Tidewater", "Kestrel", "Lumen", "Harbor", "Systems", "Data", "Platform"],
    separator: " ",
  },
} as const;

export type Script = keyof typeof SCRIPTS;
export const SCRIPT_NAMES = Object.keys(SCRIPTS) as Script[];

/**
 * The scripts the texts are written in: all of them, unless a test narrows them (the browser's
 * sample keeps to the scripts this machine has fonts for). Set before generating.
 */
let scripts: readonly Script[] = SCRIPT_NAMES;

/** A text of one to `most` words of one script. */
const textIn = (most: number) =>
  fc
    .constant(null)
    .chain(() => fc.constantFrom(...scripts))
    .chain((script) =>
      fc
        .array(fc.constantFrom(...SCRIPTS[script].words), { minLength: 1, maxLength: most })
        .map((words) => words.join(SCRIPTS[script].separator)),
    );

/** A short text: a name, a title, a position. */
const name = textIn(3);
/** A sentence: a summary, a highlight. */
const sentence = textIn(8);

/**
 * Names all different, from `text` with a number added where needed: entries that nothing tells
 * apart (the same name, start and address) are refused on a site in several languages.
 */
const distinctNames = (count: number, names: string[]) =>
  names.slice(0, count).map((text, index) => (names.indexOf(text) === index ? text : `${text} ${index + 1}`));

/** The hard-skill group titles that are also a section's heading, in the built-in languages `langs`. */
const headingTitlesOf = (langs: readonly string[]) => [
  ...new Set(
    langs.flatMap((lang) => {
      const words = wordsOf(lang);
      return [words.languages, words.projects, words.education, words.experience];
    }),
  ),
];

/** The hard-skill group titles that are also a section's heading, in every built-in language. */
export const HEADING_TITLES = headingTitlesOf(BUILT_IN_LANGUAGES);

/**
 * The built-in languages whose own words are in the scripts `written` names (Latin always): a
 * site in Hindi, or a heading of Hindi's, needs Devanagari's fonts, as a text in Devanagari does.
 */
const languagesIn = (written: readonly Script[]) =>
  BUILT_IN_LANGUAGES.filter((lang) => {
    const script = LANGUAGE_SCRIPTS[lang];
    return script === undefined || written.includes(script);
  });

/** A heading's word as a skill group's title, in a language whose words are in the texts' scripts. */
const headingTitle = fc.constant(null).chain(() => fc.constantFrom(...headingTitlesOf(languagesIn(scripts))));

// ── The spec ────────────────────────────────────────────────────────────────────────────────

export const TAGS = ["backend", "data", "frontend"] as const;
type Tag = (typeof TAGS)[number];

const tagsOf = fc.option(fc.uniqueArray(fc.constantFrom(...TAGS), { minLength: 1, maxLength: 2 }), {
  nil: undefined,
});

type Highlight = { text: string; tags?: Tag[] };
const highlight: fc.Arbitrary<Highlight> = fc.record(
  { text: sentence, tags: tagsOf },
  { requiredKeys: ["text"] },
);
const highlights = (most: number) => fc.array(highlight, { maxLength: most });

/** A role, or a job of one role: its dates are given by where it comes on the timeline. */
export type GeneratedRole = {
  position: string;
  /** Its length in months, and the gap before the one after it (older). */
  months: number;
  gap: number;
  summary?: string;
  highlights?: Highlight[];
  tags?: Tag[];
};

const role: fc.Arbitrary<GeneratedRole> = fc.record(
  {
    position: name,
    months: fc.integer({ min: 0, max: 40 }),
    gap: fc.integer({ min: 0, max: 6 }),
    summary: sentence,
    highlights: highlights(4),
    tags: tagsOf,
  },
  { requiredKeys: ["position", "months", "gap"] },
);

export type GeneratedJob = GeneratedRole & {
  company: string;
  /** The same company as the job before it (older on the timeline, next in the file). */
  sameCompanyAsBefore: boolean;
  url?: string;
  location?: string;
  /** Several roles at the company, instead of the job's own position and dates. */
  roles?: GeneratedRole[];
  /** What a job of one role leaves out: its company (freelance work) or its position. */
  leaves?: "company" | "position";
};

const job: fc.Arbitrary<GeneratedJob> = fc
  .tuple(
    role,
    fc.record(
      {
        company: name,
        sameCompanyAsBefore: fc.boolean(),
        url: fc.constantFrom(
          "https://example.com/",
          "https://lumen.example.org/careers",
          "https://example.com/a/very/long/path/of/a/company/site/that/keeps/going/and/going/index.html",
        ),
        location: name,
        roles: fc.uniqueArray(role, { minLength: 1, maxLength: 3, selector: (r) => r.position }),
        leaves: fc.constantFrom("company" as const, "position" as const),
      },
      { requiredKeys: ["company", "sameCompanyAsBefore"] },
    ),
  )
  .map(([own, rest]) => ({ ...own, ...rest }));

export type GeneratedSchool = {
  institution: string;
  /** Left out sometimes: a school given no degree. */
  degree?: string;
  months: number;
  gap: number;
  /** Which dates it gives: start and end, its end alone (when it was completed), or none. */
  dates: "period" | "end" | "none";
  location?: string;
  url?: string;
  gpa?: { gpa: number; scale: number };
  description?: string;
  courses?: { category: string; courses: { number?: string; title: string }[] }[];
  tags?: Tag[];
};

const school: fc.Arbitrary<GeneratedSchool> = fc.record(
  {
    institution: name,
    degree: name,
    months: fc.integer({ min: 1, max: 60 }),
    gap: fc.integer({ min: 0, max: 12 }),
    dates: fc.oneof(
      { weight: 4, arbitrary: fc.constant("period" as const) },
      { weight: 1, arbitrary: fc.constant("end" as const) },
      { weight: 1, arbitrary: fc.constant("none" as const) },
    ),
    location: name,
    url: fc.constant("https://university.example.edu/"),
    gpa: fc.constantFrom({ gpa: 3.8, scale: 4 }, { gpa: 8.4, scale: 10 }, { gpa: 4, scale: 5 }),
    description: sentence,
    courses: fc.uniqueArray(
      fc.record({
        category: name,
        courses: fc.uniqueArray(
          fc.record(
            { number: fc.constantFrom("CS 101", "MATH-2", "物理 3"), title: name },
            { requiredKeys: ["title"] },
          ),
          { minLength: 1, maxLength: 3, selector: (course) => course.number ?? course.title },
        ),
      }),
      { minLength: 1, maxLength: 2, selector: (group) => group.category },
    ),
    tags: tagsOf,
  },
  { requiredKeys: ["institution", "months", "gap", "dates"] },
);

export type GeneratedSkillGroup = {
  title: string;
  items?: string[];
  lists?: { title: string; items: string[] }[];
  tags?: Tag[];
};

const skills = fc.uniqueArray(name, { minLength: 1, maxLength: 5 });

const skillGroup: fc.Arbitrary<GeneratedSkillGroup> = fc
  .tuple(fc.oneof(name, headingTitle), fc.boolean(), tagsOf)
  .chain(([title, listed, tags]) =>
    (listed
      ? fc
          .uniqueArray(fc.record({ title: name, items: skills }), {
            minLength: 1,
            maxLength: 3,
            selector: (list) => sameId(list.title),
          })
          .map((lists) => ({ title, lists }))
      : skills.map((items) => ({ title, items }))
    ).map((group) => (tags ? { ...group, tags } : group)),
  );

export type GeneratedProject = {
  title: string;
  description: string;
  type?: string;
  link?: string;
  date?: { year: number; month: number };
  skills?: string[];
  achievement?: { title: string; description: string };
  tags?: Tag[];
};

const project: fc.Arbitrary<GeneratedProject> = fc.record(
  {
    title: name,
    description: sentence,
    type: name,
    link: fc.constantFrom(
      "https://example.com/project",
      "https://github.com/example/a-very-long-repository-name",
    ),
    date: fc.record({ year: fc.integer({ min: 1990, max: 2025 }), month: fc.integer({ min: 1, max: 12 }) }),
    skills: fc.array(name, { minLength: 1, maxLength: 3 }),
    achievement: fc.record({ title: name, description: sentence }),
    tags: tagsOf,
  },
  { requiredKeys: ["title", "description"] },
);

/** The further sections of sections.yaml, each optional. */
export type GeneratedSections = {
  certifications?: { name: string; issuer?: string; year?: number }[];
  awards?: { title: string; awarder?: string; year?: number }[];
  publications?: {
    title: string;
    authors?: string[];
    type?: PublicationType;
    publisher?: string;
    year?: number;
  }[];
  volunteering?: { organization: string; position?: string; year?: number }[];
  talks?: { title: string; event?: string; year?: number }[];
  interests?: { name: string; keywords?: string[] }[];
  references?: { name: string; reference: string }[];
  custom?: { title: string; entries: { title: string; subtitle?: string; year?: number }[] };
};

const year = fc.integer({ min: 1990, max: 2025 });
const furtherList = <T>(entry: fc.Arbitrary<T>, selector: (value: T) => string) =>
  fc.uniqueArray(entry, { minLength: 1, maxLength: 4, selector: (value) => sameId(selector(value)) });

const furtherSections: fc.Arbitrary<GeneratedSections> = fc.record(
  {
    certifications: furtherList(
      fc.record({ name, issuer: name, year }, { requiredKeys: ["name"] }),
      (entry) => entry.name,
    ),
    awards: furtherList(
      fc.record({ title: name, awarder: name, year }, { requiredKeys: ["title"] }),
      (e) => e.title,
    ),
    publications: furtherList(
      fc.record(
        {
          title: sentence,
          authors: fc.array(name, { minLength: 1, maxLength: 4 }),
          type: fc.constantFrom(...PUBLICATION_TYPE_NAMES),
          publisher: name,
          year,
        },
        { requiredKeys: ["title"] },
      ),
      (entry) => entry.title,
    ),
    volunteering: furtherList(
      fc.record({ organization: name, position: name, year }, { requiredKeys: ["organization"] }),
      (entry) => entry.organization,
    ),
    talks: furtherList(
      fc.record({ title: name, event: name, year }, { requiredKeys: ["title"] }),
      (e) => e.title,
    ),
    interests: furtherList(
      fc.record(
        { name, keywords: fc.uniqueArray(name, { minLength: 1, maxLength: 3 }) },
        { requiredKeys: ["name"] },
      ),
      (entry) => entry.name,
    ),
    references: furtherList(fc.record({ name, reference: sentence }), (entry) => entry.name),
    custom: fc.record({
      title: fc.constantFrom("Open source", "Patents", "Открытый код", "開源"),
      entries: furtherList(
        fc.record({ title: name, subtitle: name, year }, { requiredKeys: ["title"] }),
        (entry) => entry.title,
      ),
    }),
  },
  { requiredKeys: [] },
);

export type GeneratedProfile = {
  name: string;
  /** Sometimes none: the name stands alone. */
  label?: string;
  email?: string;
  location?: string;
  phone?: string;
  url?: string;
  profiles: { network: string; url: string }[];
  summary?: string;
  softSkills?: string[];
  hardSkills?: GeneratedSkillGroup[];
  languages?: { language: string; fluency?: string }[];
};

const profile: fc.Arbitrary<GeneratedProfile> = fc.record(
  {
    name,
    label: name,
    email: fc.constantFrom("ada@example.com", "zoe.obrien@example.org"),
    location: name,
    phone: fc.constantFrom("+351 912 345 678", "(555) 010-2030"),
    url: fc.constantFrom("https://ada.example.com/", "https://example.github.io/folio"),
    profiles: fc.uniqueArray(
      fc.record({
        network: fc.constantFrom("GitHub", "LinkedIn", "Personal site", "Блог"),
        url: fc.constantFrom(
          "https://github.com/example-owner",
          "https://www.linkedin.com/in/example-owner-with-a-long-name-1234567890/",
          "https://example.com/blog",
        ),
      }),
      { maxLength: 3, selector: (link) => link.network },
    ),
    summary: sentence,
    softSkills: fc.uniqueArray(name, { minLength: 1, maxLength: 4 }),
    hardSkills: fc.uniqueArray(skillGroup, {
      minLength: 1,
      maxLength: 4,
      selector: (group) => sameId(group.title),
    }),
    languages: fc.uniqueArray(fc.record({ language: name, fluency: name }, { requiredKeys: ["language"] }), {
      minLength: 1,
      maxLength: 3,
      selector: (language) => language.language,
    }),
  },
  { requiredKeys: ["name", "profiles"] },
);

/**
 * What a translation changes: the label (where the original has one), the soft skills, and for
 * each job (by its place) its highlights.
 */
export type GeneratedTranslation = {
  lang: string;
  label: string;
  softSkills?: string[];
  /** For the job at each place (modulo the jobs' count): its position and highlights, more or fewer. */
  jobs: { at: number; position: string; highlights: string[] }[];
};

const translation = (lang: string): fc.Arbitrary<GeneratedTranslation> =>
  fc.record(
    {
      lang: fc.constant(lang),
      label: name,
      softSkills: fc.array(name, { minLength: 1, maxLength: 6 }),
      jobs: fc.array(
        fc.record({ at: fc.nat(), position: name, highlights: fc.array(sentence, { maxLength: 6 }) }),
        { maxLength: 3 },
      ),
    },
    { requiredKeys: ["lang", "label", "jobs"] },
  );

export type GeneratedSite = {
  /** The site's languages, the default first; one for a site in one language. */
  languages: string[];
  dateFormat?: "short" | "long" | "numeric" | "year";
  look?: "cards" | "serif" | "compact";
  /** Variants by name: the tags each keeps. */
  variants?: Record<string, Tag[]>;
};

/** The script of a built-in language's own words (its headings, dates, labels), where not Latin. */
const LANGUAGE_SCRIPTS: Partial<Record<string, Script>> = {
  ru: "cyrillic",
  uk: "cyrillic",
  ja: "cjk",
  zh: "cjk",
  "zh-Hant": "cjk",
  ko: "cjk",
  hi: "devanagari",
  ar: "arabic",
};

/**
 * A site in the built-in languages whose own words are in the scripts `written` names (Latin
 * always): a site in Hindi needs Devanagari's fonts, as a text in Devanagari does.
 */
const siteIn = (written: readonly Script[]): fc.Arbitrary<GeneratedSite> => {
  const languages = languagesIn(written);
  return fc.record(
    {
      languages: fc.uniqueArray(fc.constantFrom(...languages), { minLength: 1, maxLength: 3 }),
      dateFormat: fc.constantFrom("short", "long", "numeric", "year"),
      look: fc.constantFrom("cards", "serif", "compact"),
      variants: fc.dictionary(
        fc.constantFrom("backend", "data", "full"),
        fc.uniqueArray(fc.constantFrom(...TAGS), { minLength: 1, maxLength: 2 }),
        {
          minKeys: 1,
          maxKeys: 2,
        },
      ),
    },
    { requiredKeys: ["languages"] },
  );
};

/** A whole content folder, as a spec. */
export type GeneratedContent = {
  profile: GeneratedProfile;
  jobs: GeneratedJob[];
  schools?: GeneratedSchool[];
  projects?: GeneratedProject[];
  sections?: GeneratedSections;
  about?: { title: string; sections: { heading: string; body: string }[] };
  site: GeneratedSite;
  translations: GeneratedTranslation[];
  /** Whether the newest job is still going on. */
  current: boolean;
};

/**
 * Valid content of every shape; `most` bounds the number of jobs ("many entries"), `written`
 * names the scripts its texts are in (every one unless given).
 */
export function arbitraryContent({
  most = 12,
  written = SCRIPT_NAMES,
}: {
  most?: number;
  written?: readonly Script[];
} = {}): fc.Arbitrary<GeneratedContent> {
  scripts = written;
  return (
    fc
      .record(
        {
          profile,
          // None, one time in six: a student's resume, or a researcher's of projects and papers.
          jobs: fc.oneof(
            { weight: 1, arbitrary: fc.constant<GeneratedJob[]>([]) },
            { weight: 5, arbitrary: fc.array(job, { minLength: 1, maxLength: most }) },
          ),
          schools: fc.array(school, { minLength: 1, maxLength: 3 }),
          projects: fc.array(project, { minLength: 1, maxLength: 4 }),
          sections: furtherSections,
          about: fc.record({
            title: name,
            sections: fc.uniqueArray(fc.record({ heading: name, body: sentence }), {
              minLength: 1,
              maxLength: 3,
              selector: (section) => sameId(section.heading),
            }),
          }),
          site: siteIn(written),
          current: fc.boolean(),
        },
        { requiredKeys: ["profile", "jobs", "site", "current"] },
      )
      // Without jobs, no variants: they might leave no untagged entry, and one that keeps
      // nothing is refused.
      .map((content) => {
        if (content.jobs.length > 0) return content;
        const { variants: _, ...site } = content.site;
        return { ...content, site };
      })
      .chain((content) =>
        fc
          .tuple(...content.site.languages.slice(1).map(translation))
          .map((translations) => ({ ...content, translations })),
      )
  );
}

// ── The files ───────────────────────────────────────────────────────────────────────────────

/** Where the timeline starts, going back: the newest job ends here (or is still going on). */
const NEWEST = { year: 2025, month: 6 };

/** A month counted back from NEWEST, as YYYY-MM. */
function monthsBack(months: number): string {
  const index = NEWEST.year * 12 + (NEWEST.month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** A job or role written out: its fields, in the schema's order, the absent ones left out. */
function roleFields(role: GeneratedRole, start: string, end: string) {
  return {
    position: role.position,
    start,
    end,
    ...(role.summary ? { summary: role.summary } : {}),
    ...(role.highlights?.length ? { highlights: role.highlights.map(highlightValue) } : {}),
    ...(role.tags ? { tags: role.tags } : {}),
  };
}

const highlightValue = (item: Highlight) => (item.tags ? { text: item.text, tags: item.tags } : item.text);

/** The jobs as experience.yaml writes them, newest first, each with its start for the translations' keys. */
function experienceOf(content: GeneratedContent) {
  let back = 0;
  let company = "";
  const names = distinctNames(
    content.jobs.length,
    content.jobs.map((job) => job.company),
  );
  return content.jobs.map((given, index) => {
    // The newest job untagged, so every variant keeps something: one that keeps nothing is refused.
    const job =
      index === 0
        ? { ...given, tags: undefined, roles: given.roles?.map((role) => ({ ...role, tags: undefined })) }
        : given;
    // Consecutive entries at one company: the name of the job before it on the page.
    if (!(index > 0 && job.sameCompanyAsBefore)) company = names[index] ?? job.company;
    const shared = {
      company,
      ...(job.url ? { url: job.url } : {}),
      ...(job.location ? { location: job.location } : {}),
    };
    const ends = (months: number, gap: number) => {
      const end = index === 0 && back === 0 && content.current ? "present" : monthsBack(back);
      const start = monthsBack(back + months);
      back += months + gap + 1;
      return { start, end };
    };
    if (job.roles) {
      const roles = job.roles.map((role) => {
        const { start, end } = ends(role.months, role.gap);
        return roleFields(role, start, end);
      });
      const written = { ...shared, roles, ...(job.tags ? { tags: job.tags } : {}) };
      // A job of several roles is named by its earliest start (passes/entry-names.ts).
      return { written, start: roles.map((role) => role.start).sort()[0] ?? "" };
    }
    const { start, end } = ends(job.months, job.gap);
    const { position, ...rest } = roleFields(job, start, end);
    // A job of one role may give its company or its position alone.
    const { company: _company, ...placed } = shared;
    if (job.leaves === "company") return { written: { ...placed, position, ...rest }, start };
    if (job.leaves === "position") return { written: { ...shared, ...rest }, start };
    return { written: { ...shared, position, ...rest }, start };
  });
}

function educationOf(schools: GeneratedSchool[]) {
  let back = 0;
  const names = distinctNames(
    schools.length,
    schools.map((school) => school.institution),
  );
  return schools.map((school, index) => {
    const end = monthsBack(back);
    const start = monthsBack(back + school.months);
    back += school.months + school.gap + 1;
    return {
      institution: names[index],
      ...(school.url ? { url: school.url } : {}),
      ...(school.location ? { location: school.location } : {}),
      ...(school.degree ? { degree: school.degree } : {}),
      ...(school.dates === "period" ? { start, end } : school.dates === "end" ? { end } : {}),
      ...(school.gpa ? { gpa: school.gpa.gpa, gpaScale: school.gpa.scale } : {}),
      ...(school.description ? { description: school.description } : {}),
      ...(school.courses ? { courses: school.courses } : {}),
      ...(school.tags ? { tags: school.tags } : {}),
    };
  });
}

function profileOf({ profile }: GeneratedContent) {
  return {
    name: profile.name,
    ...(profile.label ? { label: profile.label } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.location ? { location: profile.location } : {}),
    ...(profile.phone ? { phone: profile.phone } : {}),
    ...(profile.url ? { url: profile.url } : {}),
    profiles: profile.profiles,
    ...(profile.summary ? { summary: profile.summary } : {}),
    ...(profile.softSkills ? { softSkills: profile.softSkills } : {}),
    ...(profile.hardSkills ? { hardSkills: profile.hardSkills } : {}),
    ...(profile.languages ? { languages: profile.languages } : {}),
  };
}

/** A project's Markdown file: its front matter and its description. */
function projectFile(project: GeneratedProject, title: string): string {
  const front = {
    title,
    ...(project.type ? { type: project.type } : {}),
    ...(project.date ? { date: `${project.date.year}-${String(project.date.month).padStart(2, "0")}` } : {}),
    ...(project.link ? { links: [{ label: "Source", url: project.link }] } : {}),
    ...(project.skills ? { skills: { front: project.skills } } : {}),
    ...(project.achievement ? { achievements: [project.achievement] } : {}),
    ...(project.tags ? { tags: project.tags } : {}),
  };
  return `---\n${stringify(front)}---\n${project.description}\n`;
}

/** sections.yaml's entries, each with its year as a date where it has one. */
function sectionsOf(sections: GeneratedSections) {
  const dated = <T extends { year?: number }>(entries: T[] | undefined) =>
    entries?.map(({ year, ...entry }) => (year ? { ...entry, date: String(year) } : entry));
  const written = {
    certifications: dated(sections.certifications),
    awards: dated(sections.awards),
    publications: dated(sections.publications),
    volunteering: dated(sections.volunteering),
    talks: dated(sections.talks),
    interests: sections.interests,
    references: sections.references,
    custom: sections.custom ? [{ ...sections.custom, entries: dated(sections.custom.entries) }] : undefined,
  };
  return Object.fromEntries(Object.entries(written).filter(([, value]) => value !== undefined));
}

function siteOf({ site }: GeneratedContent) {
  const [lang = "en"] = site.languages;
  return {
    ...(site.languages.length > 1 ? { languages: site.languages } : { lang }),
    ...(site.dateFormat ? { dateFormat: site.dateFormat } : {}),
    ...(site.look ? { theme: { look: site.look } } : {}),
    ...(site.variants ? { variants: site.variants } : {}),
  };
}

/**
 * A translation's files: profile.<lang>.yaml (its label and soft skills) and
 * experience.<lang>.yaml (jobs named by their company, or by their position where they give
 * none, with their start in brackets where two share the name; a role by its position).
 */
function translationFiles(
  translation: GeneratedTranslation,
  experience: ReturnType<typeof experienceOf>,
  original: GeneratedProfile,
): [string, string][] {
  // The label where the original has one; soft skills, more or fewer than the original's, where the original has some.
  const profileFile = {
    ...(original.label ? { label: translation.label } : {}),
    ...(translation.softSkills && original.softSkills ? { softSkills: translation.softSkills } : {}),
  };
  const nameOf = (written: { company?: string; position?: string }) =>
    written.company ?? written.position ?? "";
  const count = (name: string) => experience.filter(({ written }) => nameOf(written) === name).length;
  const jobs: Record<string, object> = {};
  for (const change of translation.jobs) {
    const entry = experience[change.at % experience.length];
    if (!entry) continue;
    const { written, start } = entry;
    const key = count(nameOf(written)) > 1 ? `${nameOf(written)} (${start})` : nameOf(written);
    // Highlights, more or fewer than the original's, where the original has some to translate.
    const highlightsOf = (original: { highlights?: unknown[] }) =>
      original.highlights?.length && change.highlights.length > 0 ? { highlights: change.highlights } : {};
    if ("roles" in written && written.roles) {
      const [first] = written.roles;
      if (first)
        jobs[key] = { roles: { [first.position]: { position: change.position, ...highlightsOf(first) } } };
    } else if ("position" in written)
      jobs[key] = { position: change.position, ...highlightsOf(written as { highlights?: unknown[] }) };
    // A job given its company alone has no position to translate: its highlights, where it has some.
    else if (highlightsOf(written as { highlights?: unknown[] }).highlights)
      jobs[key] = highlightsOf(written as { highlights?: unknown[] });
  }
  const files: [string, string][] = [[`profile.${translation.lang}.yaml`, stringify(profileFile)]];
  if (Object.keys(jobs).length > 0)
    files.push([`experience.${translation.lang}.yaml`, stringify({ experience: jobs })]);
  return files;
}

/** The files of a content folder for `content`, by path relative to it. */
export function contentFiles(content: GeneratedContent): Map<string, string> {
  const files = new Map<string, string>();
  const experience = experienceOf(content);
  files.set("profile.yaml", stringify(profileOf(content)));
  if (experience.length > 0)
    files.set("experience.yaml", stringify({ experience: experience.map(({ written }) => written) }));
  if (content.schools) files.set("education.yaml", stringify({ education: educationOf(content.schools) }));
  if (content.projects) {
    const titles = distinctNames(
      content.projects.length,
      content.projects.map((project) => project.title),
    );
    for (const [index, project] of content.projects.entries())
      files.set(`projects/project-${index + 1}.md`, projectFile(project, titles[index] ?? project.title));
  }
  if (content.sections) {
    const sections = sectionsOf(content.sections);
    if (Object.keys(sections).length > 0) files.set("sections.yaml", stringify(sections));
  }
  if (content.about) files.set("about.yaml", stringify(content.about));
  const site = siteOf(content);
  if (Object.keys(site).length > 0) files.set("site.yaml", stringify(site));
  for (const translation of content.translations)
    for (const [file, text] of translationFiles(translation, experience, content.profile))
      files.set(file, text);
  return files;
}
