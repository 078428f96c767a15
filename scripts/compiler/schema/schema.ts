/**
 * The one content schema. Runtime validation, the TypeScript types the site uses and the
 * editor JSON Schema files (content/schemas/) all come from here.
 *
 * Error messages are written for the owner: "expected …, got …". Where zod's default
 * wording would be jargon, a field sets its own (see `diagnostics.ts` for the rest).
 */
import { z } from "zod";
import { LOOK_DESCRIPTIONS, LOOKS } from "../../../src/shared/looks.ts";
import { PUBLICATION_TYPE_NAMES } from "../../../src/shared/publication-types.ts";
import { defaultColumn, KNOWN_NAMES } from "../../../src/shared/resume-sections.ts";
import { ENGLISH_WORDS, type WordKey, wordParameters } from "../../../src/shared/words.ts";
import { HEX_COLOUR } from "../colour.ts";
import { BUILT_IN_LANGUAGES } from "../word-tables.ts";
import { codePointName, findForbiddenCharacter, forbiddenCharacterMessage } from "../yaml/characters.ts";
import { MAX_LIST_LENGTH, MAX_TEXT_LENGTH, thousands } from "./limits.ts";
import { WORD_PLACES } from "./word-places.ts";

/** The years a date may have: a resume's dates, with room on both sides. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** YYYY or YYYY-MM, its year from MIN_YEAR to MAX_YEAR and its month from 01 to 12. */
const YEAR_MONTH = /^(19\d\d|20\d\d|2100)(-(0[1-9]|1[0-2]))?$/;

/**
 * Text of at most MAX_TEXT_LENGTH characters holding no character that cannot be shown or drawn
 * (control characters other than tab and line feed, unpaired surrogates, noncharacters; see
 * characters.ts), checked first so the message names the first one found.
 */
const plainString = (options: { allowCarriageReturn?: boolean } = {}) =>
  z
    .string()
    .max(MAX_TEXT_LENGTH, {
      error: (issue) =>
        `expected text of at most ${thousands(MAX_TEXT_LENGTH)} characters, got ${thousands(String(issue.input).length)}`,
      abort: true,
    })
    .check((ctx) => {
      const found = findForbiddenCharacter(ctx.value, options);
      if (found)
        ctx.issues.push({
          code: "custom",
          message: forbiddenCharacterMessage(found),
          input: ctx.value,
          continue: false,
        });
    });

/** Plain text that must say something: empty strings are almost always a mistake. */
const text = (description: string, example: string, options: { allowCarriageReturn?: boolean } = {}) =>
  plainString(options)
    .trim()
    .min(1, { error: "expected non-empty text" })
    .meta({ description, examples: [example] });

/** Markdown source; compiled at build time to sanitised HTML. Line breaks are kept as written. */
const markdown = (description: string, example: string) =>
  text(`${description} Markdown: **bold**, _italic_, [links](https://example.com), lists.`, example, {
    allowCarriageReturn: true,
  });

const SAFE_PROTOCOLS = ["https:", "http:", "mailto:"];

/** What a link field expects; Markdown links are held to the same rule (markdown.ts). */
export const LINK_EXPECTED = "expected an https:, http: or mailto: link";

const hasProtocol = (value: string, protocols: readonly string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A link holds no space, tab or line break: a browser drops tabs and line breaks from an
 * address, so "https://a.example/\nb" would work while resume.json and the page's JSON-LD
 * publish it as written.
 */
const oneAddress = (ctx: z.core.ParsePayload<string>) => {
  const space = /[\s\u200b\u2060\ufeff]/u.exec(ctx.value);
  if (!space) return;
  const names: Record<string, string> = { " ": "a space", "\t": "a tab", "\n": "a line break" };
  const found = names[space[0]] ?? `${codePointName(space[0].codePointAt(0) ?? 0)}, a space`;
  ctx.issues.push({
    code: "custom",
    message: `expected a link without spaces or line breaks, got ${found} at character ${[...ctx.value.slice(0, space.index)].length + 1}`,
    input: ctx.value,
    params: { hint: "write a space inside an address as %20, and keep the address on one line" },
    continue: false,
  });
};

const linkRule = plainString()
  .trim()
  .check(oneAddress)
  .refine((value) => hasProtocol(value, SAFE_PROTOCOLS), {
    error: LINK_EXPECTED,
  });
const link = (description: string, example: string) => linkRule.meta({ description, examples: [example] });

/** A web page's address: https: (or http:, which the compiler warns about). */
const webAddressRule = plainString()
  .trim()
  .check(oneAddress)
  .refine((value) => hasProtocol(value, ["https:", "http:"]), {
    error: "expected a web address starting with https://",
  });
const webAddress = (description: string, example: string) =>
  webAddressRule.meta({ description, examples: [example] });

/**
 * A phone number: digits, with spaces and + ( ) - . if you like, at least five digits; the plus
 * of its country code first, or just inside a parenthesis, as many in Europe write it:
 * "(+49) 157-3040".
 */
const phoneRule = plainString()
  .trim()
  .check((ctx) => {
    const digits = ctx.value.match(/\d/g)?.length ?? 0;
    if (!/^\(?\+?[\d\s().-]+$/.test(ctx.value) || digits < 5)
      ctx.issues.push({
        code: "custom",
        message:
          "expected a phone number of at least five digits, with spaces and + ( ) - . if you like, such as +351 912 345 678",
        input: ctx.value,
      });
  });

const email = z
  .email({ error: "expected an email address such as ada@example.com" })
  .meta({ description: "Email address visitors can write to.", examples: ["ada@example.com"] });

/** The file types the site publishes as images, by extension (any letter case). */
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "avif", "gif", "svg"];

/**
 * A path under content/, e.g. images/profile.jpg: any letters (José portrait.JPG), spaces
 * included. Its existence is checked by the compiler, which names the cause of a bad path:
 * outside the folder, a file type the site does not publish, or no such file.
 */
const imagePath = plainString()
  .trim()
  .min(1, { error: "expected an image path such as images/photo.jpg" })
  .check((ctx) => {
    const problem = imagePathProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value, continue: false });
  })
  .meta({
    description: "Image file, relative to the content/ folder; any file name, e.g. images/José portrait.JPG.",
    examples: ["images/projects/bounds-1.png"],
  });

function imagePathProblem(value: string): string | undefined {
  const shown = JSON.stringify(value);
  if (value === "") return undefined;
  if (/^([a-z]:)?[\\/]/i.test(value))
    return `expected a path relative to the content folder, such as images/photo.jpg, got ${shown}`;
  if (value.split(/[\\/]/).includes(".."))
    return `expected a path inside the content folder, got ${shown}, which leads out of it`;
  const extension = /\.([^./\\]+)$/.exec(value)?.[1];
  if (!extension || !IMAGE_EXTENSIONS.includes(extension.toLowerCase()))
    return `expected an image file ending in .png, .jpg, .jpeg, .webp, .avif, .gif or .svg (any letter case), got ${shown}`;
  return undefined;
}

export const imageSchema = z
  .strictObject({
    src: imagePath,
    alt: text(
      "What the image shows, for people who cannot see it (screen readers, broken images).",
      "Dashboard of the Bounds app showing a map with three marked regions",
    ),
  })
  .meta({ description: "An image with its alternative text." });

const DATE_FORMAT = "expected a date as YYYY or YYYY-MM";

/**
 * What is wrong with a date (a year as a number, or text), in the owner's words: the year or
 * the month out of range when the shape is right, else the shape expected.
 */
function dateMessage(input: unknown, orPresent: boolean): string {
  const shape = `${DATE_FORMAT}${orPresent ? ", or present" : ""}`;
  const parts = /^(\d{4})(?:-(\d{2}))?$/.exec(
    typeof input === "number" ? String(input) : String(input ?? ""),
  );
  if (!parts || (typeof input === "number" && !Number.isInteger(input))) return shape;
  const year = Number(parts[1]);
  if (year < MIN_YEAR || year > MAX_YEAR) return `expected a year from ${MIN_YEAR} to ${MAX_YEAR}`;
  const month = parts[2] === undefined ? 1 : Number(parts[2]);
  if (month < 1 || month > 12) return "expected a month from 01 to 12";
  return shape;
}

const dateOf = (orPresent: boolean) => {
  const error = (issue: { input?: unknown }) => dateMessage(issue.input, orPresent);
  return [
    z.int({ error }).min(MIN_YEAR, { error }).max(MAX_YEAR, { error }),
    z.string().regex(YEAR_MONTH, { error }),
  ] as const;
};

const date = z
  .union(dateOf(false), { error: DATE_FORMAT })
  .transform((value) => String(value))
  .meta({
    description: `A year (2021) or a year and month (2021-11), from ${MIN_YEAR} to ${MAX_YEAR}.`,
    examples: ["2021-11"],
  });

/*
 * The rules of a link, a web address, a phone number and a date, for what writes content: the
 * JSON Resume import keeps a value only when the field it goes to takes it.
 */

/** Whether a link field (a job's, a school's, a project's…) takes `value`. */
export const isLink = (value: unknown): value is string => linkRule.safeParse(value).success;

/** Whether profile.url takes `value`: a web page's address. */
export const isWebAddress = (value: unknown): value is string => webAddressRule.safeParse(value).success;

/** `value` as profile.phone takes it (trimmed), or undefined when it takes no such value. */
export function phoneOf(value: unknown): string | undefined {
  const read = phoneRule.safeParse(value);
  return read.success ? read.data : undefined;
}

/** Whether a date field takes `value` as text: YYYY or YYYY-MM, from MIN_YEAR to MAX_YEAR. */
export const isDate = (value: unknown): value is string =>
  typeof value === "string" && date.safeParse(value).success;

const endDate = z
  .union([z.literal("present"), ...dateOf(true)], { error: `${DATE_FORMAT}, or present` })
  .transform((value) => String(value))
  .meta({
    description: `When it ended: YYYY, YYYY-MM (from ${MIN_YEAR} to ${MAX_YEAR}), or \`present\`.`,
    examples: ["2024-05", "present"],
  });

const nonEmptyList = <T extends z.ZodType>(item: T, description: string, what: string) =>
  z
    .array(item)
    .max(MAX_LIST_LENGTH)
    .min(1, { error: `expected at least one ${what}` })
    .meta({ description });

// ---------------------------------------------------------------------------------------
// Tags: what a variant of the resume (site.yaml's `variants`) keeps or drops

/** A tag or a variant's name: a lower-case word, as a section's name is written. */
const LOWER_CASE_WORD = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{M}\p{N}-]*$/u;

const tagName = plainString()
  .trim()
  .regex(LOWER_CASE_WORD, { error: "expected a tag in lower case, such as backend or data-science" })
  .meta({ description: "A tag: a word in lower case.", examples: ["backend"] });

/** The tags of an entry, for site.yaml's variants to keep or drop it. */
const tags = (what: string) =>
  z
    .array(tagName)
    .max(MAX_LIST_LENGTH)
    .optional()
    .meta({
      description: `Tags, for the variants of the resume (site.yaml's variants): a variant keeps ${what} when it has one of the tags the variant keeps, and drops it when it has one the variant drops. Untagged, it is in every variant. The same in every language: a translation never repeats them.`,
      examples: [["backend", "data"]],
    });

/** A text of a list (a highlight, a skill) as a string, or as an object with its tags. */
const taggedText = <K extends string>(key: K, description: string, example: string) =>
  z.union([
    text(description, example),
    z
      .strictObject({ [key]: text(description, example), tags: tags("it") } as {
        [P in K]: ReturnType<typeof text>;
      } & { tags: ReturnType<typeof tags> })
      .meta({
        description: `${description} Written as an object to give it tags: { ${key}: "${example}", tags: [backend] }.`,
      }),
  ]);

/** The text of a tagged text, whichever way it is written. */
export function textOf(value: string | { text: string } | { name: string }): string {
  return typeof value === "string" ? value : "text" in value ? value.text : value.name;
}

// ---------------------------------------------------------------------------------------
// profile.yaml

export const profileLinkSchema = z
  .strictObject({
    network: text("Name of the network; known names get their icon.", "GitHub"),
    url: link(
      "Link to your profile there; may be left out for a known network when username is given.",
      "https://github.com/ada",
    ).optional(),
    username: text(
      "Your user name there: the link is made from it for GitHub, GitLab, LinkedIn, X (Twitter), Mastodon (@user@host), Bluesky, Stack Overflow (user id), YouTube, Dev.to, Medium and ORCID (iD).",
      "ada",
    ).optional(),
  })
  .refine((entry) => entry.url !== undefined || entry.username !== undefined, {
    error: "expected a url, or a username on a network the site knows",
  })
  .meta({ description: "A profile on another site, shown as an icon in the header." });

/** A hard skill: its name, or { name, tags }. */
const skill = (example: string) => taggedText("name", "A skill.", example);

const skillListSchema = z.strictObject({
  title: text("Name of this list inside the group.", "Experienced"),
  items: nonEmptyList(skill("TypeScript"), "The skills in this list.", "skill"),
});

export const hardSkillGroupSchema = z
  .strictObject({
    title: text("Name of the group, shown on its accordion header.", "Languages & Frameworks"),
    items: nonEmptyList(skill("Git"), "The skills, when the group has one list.", "skill").optional(),
    lists: nonEmptyList(
      skillListSchema,
      "Named sub-lists, when the group has more than one.",
      "list",
    ).optional(),
    tags: tags("the group"),
  })
  .refine((group) => (group.items === undefined) !== (group.lists === undefined), {
    error: "expected either items (one list) or lists (named sub-lists), not both or neither",
  })
  .meta({ description: "A group of hard skills, shown as one accordion section." });

export const languageSchema = z.strictObject({
  language: text("A language you speak.", "Korean"),
  fluency: text("How well you speak it. Leave it out to show the language alone.", "Proficient").optional(),
});

export const profileSchema = z
  .strictObject({
    name: text(
      "Your name, shown in the header and the navigation bar. A translation may give it as the language writes it (profile.en.yaml: name: Mei Tanaka-Fischer).",
      "Ada Park",
    ),
    reading: text(
      "How your name is read, in the letters of its language: furigana for a name in kanji, shown above it on a Japanese page. Separate the words with spaces as in name to set each word's reading over it (田中 芽衣: たなか めい); otherwise it is set over the whole name. Belongs to the name beside it: a translation that gives name gives its reading too, or none.",
      "たなか めい",
    ).optional(),
    latinName: text(
      "Your name in Latin letters, for a name in another script: shown beside it on Chinese, Japanese and Korean pages, and given to search engines as your name's other form.",
      "Mei Tanaka",
    ).optional(),
    label: text(
      "Your job title, shown under your name. Leave it out to show your name alone: the header, the printed resume, the link preview and the exports then go without a title.",
      "Software Developer",
    ).optional(),
    photo: imageSchema
      .meta({
        description:
          "Your profile photo, shown in the header. Leave it out to show your initials on the accent colour instead.",
      })
      .optional(),
    email: email
      .optional()
      .meta({ description: "Email address visitors can write to. Leave it out to show no email link." }),
    location: text("Where you live or work from, shown in the header.", "Lisbon, Portugal").optional(),
    phone: phoneRule.optional().meta({
      description:
        "A phone number visitors may call, shown in the header as a tel: link and published with the site (JSON-LD, resume.json). Leave it out to keep it private.",
      examples: ["+351 912 345 678"],
    }),
    url: webAddress(
      "Where the site is published, with or without a trailing slash (e.g. https://ada.github.io/folio); used for canonical links and sharing.",
      "https://ada.github.io/folio/",
    ).optional(),
    profiles: z
      .array(profileLinkSchema)
      .max(MAX_LIST_LENGTH)
      .meta({ description: "Profiles on other sites (professional network, code hosting)." }),
    summary: markdown(
      "The Profile paragraph at the top of the resume. Leave it out to show no Profile section.",
      "Developer with 8+ years of experience…",
    ).optional(),
    softSkills: nonEmptyList(
      text("A soft skill.", "Clear written communication"),
      "Soft skills, as a list. Leave it out to show no Soft Skills section.",
      "soft skill",
    ).optional(),
    hardSkills: nonEmptyList(
      hardSkillGroupSchema,
      "Hard skills, grouped; each group is an accordion section. Leave it out to show no Hard Skills section.",
      "group",
    ).optional(),
    languages: nonEmptyList(
      languageSchema,
      "Languages you speak. Leave it out to show no Languages section.",
      "language",
    ).optional(),
  })
  .meta({ title: "Profile", description: "The owner of the site: content/profile.yaml." });

// ---------------------------------------------------------------------------------------
// experience.yaml

const position = text("Your role there.", "Senior Software Developer");
const jobSummary = markdown(
  "A short description of the job, shown above the bullet points.",
  "Led the routing team.",
);
const highlights = z
  .array(taggedText("text", "One thing you did.", "Cut build times by 60%."))
  .meta({ description: "What you did, as bullet points. Leave it out to show the summary alone." });

export const roleSchema = z
  .strictObject({
    position,
    start: date,
    end: endDate,
    summary: jobSummary.optional(),
    highlights: highlights.default([]),
    tags: tags("the role"),
  })
  .meta({ description: "One role at the company, shown under its name (newest first)." });

/** The fields of one role, which a job with `roles` holds in each role instead. */
const ROLE_FIELDS = ["position", "start", "end", "summary", "highlights"] as const;

export const jobSchema = z
  .strictObject({
    company: text(
      "The organisation. Leave it out for work of your own (freelance, a role without an employer to name): the job then shows its position alone, and needs one. A job with roles needs it. A translation may give its name in that language's script (experience.en.yaml).",
      "Lumen Freight",
    ).optional(),
    position: text(
      "Your role there. Leave it out for a job known by its company alone (an internship, say): the job then shows the company alone, and needs one.",
      "Senior Software Developer",
    ).optional(),
    url: link("The organisation's website.", "https://lumen.example.com").optional(),
    logo: imageSchema
      .meta({
        description:
          "The organisation's logo. Leave it out to show the company's initials on the accent colour instead.",
      })
      .optional(),
    location: text("Where the job was.", "Remote").optional(),
    start: date.optional(),
    end: endDate.optional(),
    summary: jobSummary.optional(),
    highlights: highlights.optional(),
    roles: nonEmptyList(
      roleSchema,
      "Several roles at this company, shown under one heading (in any order: the site shows the newest first). Each role then has its own position, start, end, summary and highlights, and the job has none of them.",
      "role",
    ).optional(),
    tags: tags("the job (all its roles)"),
  })
  .check((ctx) => {
    const job = ctx.value;
    if (job.roles === undefined) {
      // One role: its dates are required (reported as missing, with an example), and a company
      // or a position to name it by; either alone is enough.
      for (const key of ["start", "end"] as const)
        if (job[key] === undefined)
          ctx.issues.push({ code: "custom", path: [key], message: `expected ${key}`, input: job });
      if (job.company === undefined && job.position === undefined)
        ctx.issues.push({
          code: "custom",
          path: [],
          message: "expected a company or a position (at least one), got neither",
          input: job,
          params: {
            hint: 'give company: with the organisation ("Lumen Freight"), or position: with your role ("Freelance Developer"), or both',
          },
        });
      return;
    }
    // Several roles are shown under their company's name: it names the job.
    if (job.company === undefined)
      ctx.issues.push({ code: "custom", path: ["company"], message: "expected company", input: job });
    for (const key of ROLE_FIELDS)
      if (job[key] !== undefined)
        ctx.issues.push({
          code: "custom",
          path: [key],
          message: `expected ${key} inside each of roles, not beside them`,
          input: job,
        });
  })
  .meta({
    description:
      "A job, shown on the experience timeline (newest first): one role (position, start, end, summary, highlights; a company, a position or both), or several at one company (company and roles).",
  });

export const experienceFileSchema = z
  .strictObject({
    experience: nonEmptyList(jobSchema, "Your jobs, in any order: the site sorts them newest first.", "job"),
  })
  .meta({ title: "Experience", description: "Work history: content/experience.yaml." });

// ---------------------------------------------------------------------------------------
// education.yaml

export const courseSchema = z.strictObject({
  number: text(
    "The course's number or code. Leave it out for a course without one: its title shows alone.",
    "CS 161",
  ).optional(),
  title: text("The course title.", "Operating Systems"),
  url: link(
    "A page about the course; the number becomes a link (the title, for a course without a number).",
    "https://example.edu/cs161",
  ).optional(),
});

export const courseGroupSchema = z.strictObject({
  category: text("The category these courses belong to.", "Computer Science"),
  courses: nonEmptyList(courseSchema, "The courses in this category.", "course"),
});

export const schoolSchema = z
  .strictObject({
    institution: text(
      "The school. A translation may give its name in that language (education.en.yaml).",
      "Harbor State University",
    ),
    url: link("The school's website.", "https://harbor.example.edu").optional(),
    logo: imageSchema
      .meta({
        description:
          "The school's logo or crest. Leave it out to show the school's initials on the accent colour instead.",
      })
      .optional(),
    location: text("Where the school is.", "Harbor City").optional(),
    degree: text(
      "The degree or programme. Leave it out for a school you attended without one: its name, dates and GPA show without it.",
      "B.S. in Computer Science",
    ).optional(),
    start: date.optional().meta({
      description:
        "When you began, with end. Leave it out to give end alone (when you completed it), or leave out both for a school shown without dates.",
      examples: ["2014-09", "2014"],
    }),
    end: endDate.optional().meta({
      description:
        "When you completed it: YYYY, YYYY-MM, or `present` (with start) while you study there. Given alone, it shows alone, as the year of the degree.",
      examples: ["2018-06", "2018", "present"],
    }),
    gpa: z
      .number()
      .optional()
      .meta({
        description: "Grade point average, from 0 to gpaScale. Leave it out to show no GPA.",
        examples: [3.9],
      }),
    gpaScale: z
      .number()
      .positive({ error: "expected a positive number" })
      .default(4)
      .meta({
        description: "The top of the GPA scale, when there is a gpa. Defaults to 4.",
        examples: [4, 5],
      }),
    description: markdown(
      "What you studied, in a sentence or two. Leave it out to show the degree and dates alone.",
      "Focused on systems and graphics.",
    ).optional(),
    courses: nonEmptyList(
      courseGroupSchema,
      "Courses, grouped by category, shown in the school's Course list. Leave it out when there are none.",
      "course group",
    ).optional(),
    tags: tags("the school"),
  })
  .check((ctx) => {
    // A start, an end, both, or neither; a start is never without its end, nor "present" without a start.
    const { start, end } = ctx.value;
    if (start !== undefined && end === undefined)
      ctx.issues.push({
        code: "custom",
        path: ["start"],
        message: "expected end with start",
        input: ctx.value,
        params: { hint: "give end: present while you study there, or the year you completed it" },
      });
    if (start === undefined && end === "present")
      ctx.issues.push({
        code: "custom",
        path: ["end"],
        message: "expected start with end: present",
        input: ctx.value,
        params: {
          hint: "give start: the year you began; or, for a school you completed, end: the year you completed it",
        },
      });
  })
  .refine((school) => school.gpa === undefined || (school.gpa >= 0 && school.gpa <= school.gpaScale), {
    path: ["gpa"],
    error: (iss) => {
      const school = iss.input as { gpa: number; gpaScale: number };
      return `expected a number from 0 to ${school.gpaScale}, got ${school.gpa}`;
    },
    params: { hint: "a GPA on another scale wants its top beside it: gpaScale: 5, gpaScale: 10…" },
    // Checked even when other fields of the school are wrong, so one run reports everything.
    when: (payload) => {
      const value = payload.value as { gpa?: unknown; gpaScale?: unknown } | undefined;
      return typeof value?.gpa === "number" && typeof value.gpaScale === "number";
    },
  })
  .meta({
    description:
      "A school, shown on the education timeline (newest first; a school without dates after the dated ones, in the file's order): its start and end, its end alone, or no dates.",
  });

export const educationFileSchema = z
  .strictObject({
    education: nonEmptyList(
      schoolSchema,
      "Your schools, in any order: the site sorts them newest first.",
      "school",
    ),
  })
  .meta({ title: "Education", description: "Schools and courses: content/education.yaml." });

/** One date, or a period (start and end): checked together (oneDateOrPeriod). */
const dated = {
  date: date
    .optional()
    .meta({ description: "When, for something of one date; or give start and end.", examples: ["2023-04"] }),
  start: date.optional().meta({ description: "When it started (with end).", examples: ["2022-09"] }),
  end: endDate.optional().meta({
    description: "When it ended (with start): YYYY, YYYY-MM, or `present`.",
    examples: ["2023-06", "present"],
  }),
};

/** A date, or a start and an end, never both; a start never without its end. */
const oneDateOrPeriod = <T extends z.ZodType<{ date?: string; start?: string; end?: string }>>(entry: T) =>
  entry
    .refine((value) => value.date === undefined || (value.start === undefined && value.end === undefined), {
      path: ["date"],
      error: "expected either date (one date) or start and end, not both",
    })
    .refine(
      (value) => value.date !== undefined || (value.start === undefined) === (value.end === undefined),
      {
        path: ["start"],
        error: (iss) =>
          (iss.input as { start?: unknown }).start === undefined
            ? "expected a start date with end"
            : "expected an end date with start: YYYY, YYYY-MM, or present",
      },
    );

// ---------------------------------------------------------------------------------------
// projects/*.md (front matter; the Markdown body is the description)

export const projectImageSchema = imageSchema
  .extend({
    caption: text("Shown under the image in the gallery.", "The map view, with live traffic.").optional(),
  })
  .meta({ description: "A gallery image. The first one is also the project's card." });

const skillKind = (kind: string, example: string) =>
  z
    .array(text("A skill.", example))
    .max(MAX_LIST_LENGTH)
    .default([])
    .meta({ description: `${kind} skills used.` });

export const projectSchema = oneDateOrPeriod(
  z.strictObject({
    title: text("The project's name; also gives its link (#/projects?project=…).", "Bounds"),
    id: plainString()
      .trim()
      .regex(/^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{M}\p{N}-]*$/u, {
        error: "expected a link name in lower case, such as bounds or bounds-2",
      })
      .optional()
      .meta({
        description:
          "The project's link name (#/projects?project=…), when two projects share a title; without it, the title gives it.",
        examples: ["hyperbowl-2"],
      }),
    order: z
      .int({ error: "expected a whole number" })
      .optional()
      .meta({ description: "Position on the Projects page; lower comes first.", examples: [1] }),
    images: z.array(projectImageSchema).default([]).meta({
      description:
        "Gallery images; the first one is the card image. Leave it out for a project without pictures: its card and dialog show its text alone.",
    }),
    skills: z
      .strictObject({
        front: skillKind("Front-end", "React"),
        back: skillKind("Back-end", "PostgreSQL"),
        other: skillKind("Other", "Figma"),
      })
      .default({ front: [], back: [], other: [] })
      .meta({
        description:
          "Skills used, by kind; shown as coloured bubbles. Leave it out to show no Skills Used part.",
      }),
    links: nonEmptyList(
      z.strictObject({
        label: text("What the link leads to, as the dialog shows it.", "Live site"),
        url: link("Where it leads.", "https://bounds.example.com"),
      }),
      "Links to the project: the live site, its source code, a write-up… The first one is the project's url in resume.json.",
      "link",
    ).optional(),
    date: date.optional().meta({
      description: "When the project was done, for a project of one date; or give start and end.",
      examples: ["2023-04"],
    }),
    start: date
      .optional()
      .meta({ description: "When the project started (with end).", examples: ["2022-09"] }),
    end: endDate.optional().meta({
      description: "When the project ended (with start): YYYY, YYYY-MM, or `present`.",
      examples: ["2023-06", "present"],
    }),
    type: text("What kind of project it is.", "Open-source library").optional(),
    entity: text("Who it was for or with: a company, a school, a community.", "Lumen Freight").optional(),
    roles: z
      .array(text("A role you had on it.", "Maintainer"))
      .optional()
      .meta({ description: "Your roles on the project, shown under its dates." }),
    achievements: z
      .array(
        z.strictObject({
          title: text("What you achieved, in a few words.", "Offline-first sync"),
          description: text("How, in a sentence or two.", "Queued edits in IndexedDB and replayed them."),
        }),
      )
      .default([])
      .meta({
        description:
          "Personal achievements on the project. Leave it out to show no Personal Achievements part.",
      }),
    tags: tags("the project"),
  }),
).meta({ title: "Project", description: "A project: the front matter of content/projects/*.md." });

// ---------------------------------------------------------------------------------------
// about.yaml

export const aboutSchema = z
  .strictObject({
    title: text("The About page's heading.", "About me"),
    sections: nonEmptyList(
      z.strictObject({
        heading: text("The section's heading.", "Background"),
        body: markdown("The section's paragraphs.", "I grew up by the sea…"),
        images: z
          .array(imageSchema)
          .max(2, { error: "expected at most two images (a pair)" })
          .default([])
          .meta({ description: "An image pair shown beside the text (zero, one or two)." }),
      }),
      "The page's sections, in order.",
      "section",
    ),
  })
  .meta({ title: "About", description: "The About page: content/about.yaml." });

// ---------------------------------------------------------------------------------------
// sections.yaml (optional): the Resume's further sections

export const certificationSchema = z
  .strictObject({
    name: text("The certification.", "Certified Kubernetes Application Developer"),
    issuer: text("Who issued it.", "The Linux Foundation").optional(),
    date: date.optional().meta({ description: "When you earned it.", examples: ["2024-03"] }),
    url: link("Where it can be checked.", "https://credentials.example.com/ckad-1234").optional(),
    tags: tags("the entry"),
  })
  .meta({ description: "A certification, shown newest first." });

export const awardSchema = z
  .strictObject({
    title: text("The award.", "Best Student Paper"),
    awarder: text("Who gave it.", "Harbor Systems Conference").optional(),
    date: date.optional().meta({ description: "When you received it.", examples: ["2022-10"] }),
    url: link("A page about it.", "https://example.com/awards/2022").optional(),
    summary: markdown("What it was for.", "For a paper on offline-first sync.").optional(),
    tags: tags("the entry"),
  })
  .meta({ description: "An award, shown newest first." });

export const publicationSchema = z
  .strictObject({
    title: text("The publication's title.", "Conflict-free maps for field crews"),
    authors: nonEmptyList(
      text(
        "An author, as the publication names them; yours is marked by your name in profile.yaml.",
        "Ada Lovelace",
      ),
      'Its authors, in the publication\'s order, you among them: "Ada Lovelace", "Lovelace, A." or "A. Lovelace" is marked as you when profile.yaml\'s name (or latinName) is Ada Lovelace.',
      "author",
    ).optional(),
    type: z
      .enum(PUBLICATION_TYPE_NAMES)
      .optional()
      .meta({
        description: `What kind of publication it is, shown beside where it was published in the site's language: ${PUBLICATION_TYPE_NAMES.join(", ")}. Leave it out for another kind: none is shown.`,
        examples: ["article"],
      }),
    publisher: text("Where it was published.", "Journal of Field Computing").optional(),
    date: date.optional().meta({ description: "When it was published.", examples: ["2023-02"] }),
    url: link("Where to read it.", "https://doi.org/10.0000/example").optional(),
    summary: markdown("What it is about.", "How the Bounds app merges offline edits.").optional(),
    tags: tags("the entry"),
  })
  .meta({ description: "A publication, shown newest first." });

export const volunteeringSchema = oneDateOrPeriod(
  z.strictObject({
    organization: text(
      "The organisation. A translation may give its name in that language (sections.en.yaml).",
      "Harbor Animal Rescue",
    ),
    position: text("Your role there.", "Volunteer web developer").optional(),
    url: link("The organisation's website.", "https://rescue.example.org").optional(),
    location: text("Where it was.", "Harbor City").optional(),
    ...dated,
    summary: markdown("What you did, in a sentence or two.", "Kept the adoption site running.").optional(),
    highlights: nonEmptyList(
      text("One thing you did.", "Rebuilt the adoption form."),
      "What you did, as bullet points.",
      "highlight",
    ).optional(),
    tags: tags("the entry"),
  }),
).meta({ description: "Volunteer work, shown newest first." });

export const talkSchema = oneDateOrPeriod(
  z.strictObject({
    title: text("The talk's title.", "Maps that work offline"),
    event: text("Where you gave it.", "JSConf Harbor").optional(),
    location: text("Where the event was.", "Lisbon").optional(),
    ...dated,
    url: link("A recording or the slides.", "https://example.com/talks/offline-maps").optional(),
    summary: markdown("What it was about.", "Sync without a server in sight.").optional(),
    tags: tags("the entry"),
  }),
).meta({ description: "A talk you gave, shown newest first." });

export const referenceSchema = z
  .strictObject({
    name: text("Who gives the reference.", "Maria Okafor, CTO at Lumen Freight"),
    reference: markdown("What they say.", "Ada rebuilt our routing in a quarter."),
    tags: tags("the entry"),
  })
  .meta({ description: "A reference, shown in the order written." });

export const interestSchema = z
  .strictObject({
    name: text("The interest.", "Sailing"),
    keywords: nonEmptyList(
      text("A detail.", "Dinghy racing"),
      "Details, shown as chips.",
      "keyword",
    ).optional(),
    tags: tags("the entry"),
  })
  .meta({ description: "An interest, shown in the order written." });

export const customEntrySchema = oneDateOrPeriod(
  z.strictObject({
    title: text("The entry's title.", "maplibre-offline"),
    subtitle: text("A line under the title.", "Maintainer").optional(),
    location: text("Where.", "Remote").optional(),
    ...dated,
    url: link("Where the title links to.", "https://github.com/ada/maplibre-offline").optional(),
    body: markdown("The entry's text.", "A plugin that caches map tiles for offline use.").optional(),
    tags: tags("the entry"),
  }),
).meta({ description: "An entry of a section of your own." });

export const customSectionSchema = z
  .strictObject({
    title: text(
      "The section's heading; also gives its name in the resume layout (Open source → open-source).",
      "Open source",
    ),
    entries: nonEmptyList(customEntrySchema, "The section's entries, in the order written.", "entry"),
  })
  .meta({ description: "A section of your own, such as Open source or Patents." });

export const sectionsFileSchema = z
  .strictObject({
    certifications: nonEmptyList(certificationSchema, "Certifications.", "certification").optional(),
    awards: nonEmptyList(awardSchema, "Awards and honours.", "award").optional(),
    publications: nonEmptyList(publicationSchema, "Papers, articles, books.", "publication").optional(),
    volunteering: nonEmptyList(volunteeringSchema, "Volunteer work.", "entry").optional(),
    talks: nonEmptyList(talkSchema, "Talks you gave.", "talk").optional(),
    interests: nonEmptyList(interestSchema, "Interests outside work.", "interest").optional(),
    references: nonEmptyList(referenceSchema, "What others say of your work.", "reference").optional(),
    custom: nonEmptyList(
      customSectionSchema,
      "Sections of your own, each with a title and entries.",
      "section",
    ).optional(),
  })
  .meta({
    title: "Sections",
    description:
      "The Resume's further sections: content/sections.yaml (optional). Each one you fill in shows on the Resume; content/site.yaml's resume: says where.",
  });

// ---------------------------------------------------------------------------------------
// site.yaml (optional)

/** The tag in canonical form ("es-mx" → "es-MX"), or undefined when it is no BCP 47 language tag. */
export function canonicalLanguage(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    // A language subtag of 5 to 8 letters is well-formed but reserved: none is in use.
    return canonical && /^[a-z]{2,3}(?:-|$)/i.test(canonical) ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/** The codes that stand for no one language (ISO 639-2's special codes): no site is written in them. */
const NO_LANGUAGE: Record<string, string> = {
  und: "an undetermined language",
  mul: "several languages",
  mis: "a language without a code",
  zxx: "no language at all",
};

/**
 * Names Windows reserves for a file or folder, whatever its case (CON, PRN, AUX, NUL): a
 * language's pages go in a folder named by its tag, which a clone on Windows could not hold.
 */
const RESERVED_FOLDERS = new Set(["con", "prn", "aux", "nul"]);

/**
 * The longest language tag taken: a language, a script, a region and a variant fit in 35
 * characters (RFC 5646, 4.4.1); only extensions, which are refused, go past it.
 */
export const MAX_LANGUAGE_TAG = 35;

const languageTag = plainString()
  .trim()
  .check((ctx) => {
    if (ctx.value.length > MAX_LANGUAGE_TAG) {
      ctx.issues.push({
        code: "custom",
        message: `expected a language tag (BCP 47) of at most ${MAX_LANGUAGE_TAG} characters, such as en, es or pt-BR`,
        input: ctx.value,
      });
      return;
    }
    const canonical = canonicalLanguage(ctx.value);
    // An extension (-u-ca-buddhist, -u-nu-arab, -t-…, -x-…) would change the calendar, the
    // numerals or more of how dates are written, where the site's words do not follow.
    const subtags = canonical?.split("-") ?? [];
    const singleton = subtags.findIndex((subtag, index) => index > 0 && subtag.length === 1);
    if (canonical && singleton > 0) {
      const plain = subtags.slice(0, singleton).join("-");
      ctx.issues.push({
        code: "custom",
        message: `expected a language tag without extensions (-u-, -t-, -x-…), got "${ctx.value}"`,
        input: ctx.value,
        params: {
          hint: `write lang: ${plain}; an extension would change the calendar or the numerals of the dates, which follow the language`,
        },
      });
      return;
    }
    const primary = subtags[0]?.toLowerCase() ?? "";
    if (canonical && primary in NO_LANGUAGE) {
      ctx.issues.push({
        code: "custom",
        message: `expected the tag of a language, got "${ctx.value}", which stands for ${NO_LANGUAGE[primary]}`,
        input: ctx.value,
        params: { hint: "write the tag of the language the text is in, such as en, es or pt-BR" },
      });
      return;
    }
    if (canonical) return;
    const dashed = canonicalLanguage(ctx.value.replace(/_/g, "-"));
    ctx.issues.push({
      code: "custom",
      message: `expected a language tag (BCP 47) such as en, es or pt-BR, got "${ctx.value}"${dashed ? `: did you mean "${dashed}"?` : ""}`,
      input: ctx.value,
    });
  })
  .meta({ examples: ["es", "pt-BR"] })
  .transform((value) => canonicalLanguage(value) ?? value);

/** The tag in canonical form when `lang` takes it (a language, without extensions), else undefined. */
export function siteLanguage(tag: string): string | undefined {
  const read = languageTag.safeParse(tag);
  return read.success ? read.data : undefined;
}

const language = languageTag.default("en").meta({
  description: `The site's language, as a BCP 47 tag without extensions (-u-, -x-…), at most 35 characters: sets <html lang> (and <html dir="rtl"> for a language written right to left, such as ar, he, fa or ur, which mirrors the layout), the dates' month names and the interface's words (built in: ${BUILT_IN_LANGUAGES.join(", ")}; a tag takes its own table, else its language's in its script, else its language's, so pt-BR is Brazilian and pt-PT European Portuguese, zh-TW and zh-HK traditional Chinese, es-MX Spanish; any other language gets the English words, to override under \`words\`). Defaults to en.`,
  examples: ["es", "pt-BR"],
});

/** One word of the interface; a pattern's `{names}` must all stay. */
const word = (key: WordKey) => {
  const english = ENGLISH_WORDS[key];
  const names = wordParameters(english);
  const base = text(`${WORD_PLACES[key]}. In English: "${english}".`, english);
  return (
    names.length === 0
      ? base
      : base.refine((value) => wordParameters(value).join() === names.join(), {
          error: `expected the word to keep ${names.map((name) => `{${name}}`).join(" and ")}, which the site fills in, and no other {name}`,
        })
  ).optional();
};

const wordsSchema = z
  .strictObject(
    Object.fromEntries((Object.keys(ENGLISH_WORDS) as WordKey[]).map((key) => [key, word(key)])) as Record<
      WordKey,
      ReturnType<typeof word>
    >,
  )
  .default({})
  .meta({
    description:
      "Your own words for the interface, each replacing the built-in one of the site's language (the others stay): headings, labels, hints and what screen readers say.",
    examples: [{ experience: "Trayectoria", present: "Hoy" }],
  });

/** How the site writes a month and year, in its language's words: site.yaml's `dateFormat`. */
export const DATE_FORMATS = ["short", "long", "numeric", "year"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const dateFormat = z
  .enum(DATE_FORMATS)
  .default("short")
  .meta({
    description:
      'How dates show on the site, with the month names of its language: short ("Jan 2021 – Present"; "jan. 2021 – atual" in Portuguese), long ("January 2021"; "janeiro de 2021"), numeric ("01/2021", in the order and with the separator of the language) or year ("2021", no month). Defaults to short.',
    examples: ["long", "year"],
  });

/** Names of the Resume's sections, as site.yaml's resume: lists them (checked in check.ts). */
const sectionList = (description: string, example: string[]) =>
  z
    .array(
      plainString()
        .trim()
        .regex(/^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{M}\p{N}-]*$/u, {
          error: "expected a section name in lower case, such as experience or open-source",
        }),
    )
    .max(MAX_LIST_LENGTH)
    .optional()
    .meta({ description, examples: [example] });

const accentColour = (description: string, example: string) =>
  plainString()
    .trim()
    .regex(HEX_COLOUR, { error: "expected a colour as #rgb or #rrggbb" })
    .meta({ description, examples: [example] });

/** The site's languages, when it has several: each its own site, the first at the top. */
const languages = nonEmptyList(
  languageTag,
  "The site's languages, when it has several, the default first: each gets a site of its own (the default at the top, another at its tag's path, e.g. pt-br/), with a switcher between them. Translations sit beside the original files, the tag before the extension: experience.pt-BR.yaml, projects/bounds.pt-BR.md, site.pt-BR.yaml (its words and dateFormat). See docs/languages.md, Several languages. Leave it out for a site in one language (lang).",
  "language",
)
  .check((ctx) => {
    const seen = new Set<string>();
    ctx.value.forEach((tag, index) => {
      if (seen.has(tag.toLowerCase()))
        ctx.issues.push({
          code: "custom",
          path: [index],
          message: `expected each language once, got ${tag} twice`,
          input: tag,
        });
      else if (index > 0 && RESERVED_FOLDERS.has(tag.toLowerCase()))
        ctx.issues.push({
          code: "custom",
          path: [index],
          message: `expected a language whose folder every system can hold, got ${tag}: Windows reserves the name ${tag.toUpperCase()}`,
          input: tag,
          params: {
            hint: `write it with the region it is written for, such as ${tag}-EC: the pages of each language after the first go in a folder named by its tag`,
          },
        });
      seen.add(tag.toLowerCase());
    });
  })
  .optional();

/**
 * A region, as its code: two letters (ISO 3166-1, "CA") or three digits (UN M49, "419"), in any
 * letter case (derive.ts writes it as Intl.Locale does: "ca" → "CA", "UK" → "GB").
 */
const regionCode = plainString()
  .trim()
  .check((ctx) => {
    if (knownRegion(ctx.value)) return;
    ctx.issues.push({
      code: "custom",
      message: `expected a region as its two-letter code (ISO 3166-1), such as CA, US or BE, got "${ctx.value}"`,
      input: ctx.value,
    });
  });

/** The region's code in canonical form ("ca" → "CA", "UK" → "GB"), or undefined for no region known. */
function knownRegion(code: string): string | undefined {
  if (!/^(?:[A-Za-z]{2}|\d{3})$/.test(code)) return undefined;
  const region = new Intl.Locale("und", { region: code.toUpperCase() }).region;
  const named = region && new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(region);
  return named ? region : undefined;
}

/** Where each language of the site is read: the region of its numbers, dates and link previews. */
const regions = z
  .record(plainString().trim(), regionCode)
  .meta({
    description:
      "The region each language is written for, by its tag (one of languages, or lang): its numbers, dates, interface words and link previews' locale follow that region's usage, e.g. fr: CA writes numeric dates as 2021-01 and og:locale fr_CA, where fr alone gets France's. The folders and <html lang> keep the tag. A language left out gets its likely region.",
    examples: [{ fr: "CA", en: "CA" }],
  })
  .optional();

/** The languages held to their translations under --strict (see strictLanguages in passes/site-languages.ts). */
const strictTranslations = z
  .union([z.boolean(), nonEmptyList(languageTag, "The languages held to their translations.", "language")])
  .optional()
  .meta({
    description:
      "Whether text left untranslated, or written in another of the site's languages, fails npm run build when CI is set or with --strict (as a placeholder does): true for every language, or the languages to hold to it, as languages lists them (a language still being translated left out). Without it, both are warnings. See docs/languages.md, Several languages.",
    examples: [true, ["en"]],
  });

/** The paper npm run pdf prints on when no --paper is given. */
export const PAPER_SIZES = ["a4", "letter"] as const;

const paper = z
  .enum(PAPER_SIZES)
  .optional()
  .meta({
    description:
      "The paper npm run pdf prints the resume on: a4 (210 × 297 mm) or letter (US Letter, 8.5 × 11 in). Defaults to a4; npm run pdf -- --paper letter overrides it.",
    examples: ["letter"],
  });

/** The most pages a variant's PDF may be given. */
const MAX_PAGES = 10;

const variantTags = (description: string, example: string[]) =>
  z
    .array(tagName)
    .max(MAX_LIST_LENGTH)
    .meta({ description, examples: [example] });

/** One variant of the resume, written out: what it keeps and drops, and its own headline and order. */
const variantSchema = z
  .strictObject({
    keep: variantTags("The tags this variant keeps: a tagged entry is in it when it has one of them.", [
      "data",
    ]).default([]),
    drop: variantTags(
      "The tags this variant drops: an entry with one of them is left out, whatever its other tags.",
      ["frontend"],
    ).default([]),
    untagged: z
      .boolean()
      .default(true)
      .meta({
        description: "Whether the entries with no tags are in this variant. Defaults to true.",
        examples: [false],
      }),
    label: text(
      "This variant's job title, shown under your name instead of profile.yaml's label, or where profile.yaml has none.",
      "Data Engineer",
    ).optional(),
    summary: markdown(
      "This variant's Profile paragraph, instead of profile.yaml's summary.",
      "Data engineer with six years of pipelines…",
    ).optional(),
    resume: sectionList(
      "This variant's Resume sections, in order (the names of resume: above); the others are left out. Without it, the site's layout stands.",
      ["profile", "experience", "hard-skills", "education"],
    ),
    pages: z
      .int({ error: "expected a whole number of pages" })
      .min(1, { error: "expected at least one page" })
      .max(MAX_PAGES, { error: `expected at most ${MAX_PAGES} pages` })
      .optional()
      .meta({ description: "The most pages this variant's PDF should take.", examples: [1] }),
  })
  .meta({ description: "A variant, written out: keep, drop, untagged, label, summary, resume, pages." });

const variantName = plainString()
  .trim()
  .regex(LOWER_CASE_WORD, { error: "expected a variant name in lower case, such as backend or data" });

/** The resume's variants, by name: the tags each keeps, or all it says. */
const variants = z
  .record(
    variantName,
    z.union([
      variantTags("The tags this variant keeps (with everything untagged).", ["backend"]),
      variantSchema,
    ]),
  )
  .meta({
    description:
      "Variants of the resume, each for a kind of job, chosen from the content's tags (see docs/content.md, Variants): `backend: [backend]` keeps what is tagged backend and everything untagged; or write keep, drop, untagged, label, summary, resume and pages.",
    examples: [
      { backend: ["backend"], data: { keep: ["data"], drop: ["frontend"], label: "Data Engineer" } },
    ],
  })
  .optional();

/** The site's look (src/shared/looks.ts), its accent colours, or both. */
const theme = z
  .strictObject({
    look: z
      .enum(LOOKS)
      .optional()
      .meta({
        description: `The site's look, on screen and on paper: ${LOOKS.map((name) => `${name}, ${LOOK_DESCRIPTIONS[name]}`).join("; ")}. Defaults to cards.`,
        examples: ["serif"],
      }),
    accent: accentColour(
      "The accent colour of links, the current page, buttons and icons, in the light theme; it must read as text on the light backgrounds (contrast 4.5:1). The dark theme gets a lighter shade of it. Without it, the site keeps its own indigo.",
      "#0f766e",
    ).optional(),
    accentDark: accentColour(
      "The dark theme's accent, when you want another than the lighter shade worked out from accent; it must read as text on the dark backgrounds.",
      "#5eead4",
    ).optional(),
  })
  .check((ctx) => {
    // The dark theme's accent is a change to the light one's: alone, it would have nothing to go with.
    if (ctx.value.accentDark !== undefined && ctx.value.accent === undefined)
      ctx.issues.push({
        code: "custom",
        path: ["accent"],
        message: "expected accent beside accentDark",
        input: undefined,
      });
  })
  .optional()
  .meta({
    description: "The site's look and colours. Without it, the two-column cards in the site's own indigo.",
  });

export const siteSchema = z
  .strictObject({
    lang: language,
    languages,
    regions,
    strictTranslations,
    pdf: z.strictObject({ paper }).optional().meta({ description: "How npm run pdf prints the resume." }),
    // Where 0.1 had it (schema/moved.ts): still read, with a warning, until npm run upgrade moves it.
    paper: z
      .enum(PAPER_SIZES)
      .optional()
      .meta({
        description: "Moved to pdf.paper in 0.2.0: npm run upgrade moves it.",
        examples: ["letter"],
        deprecated: true,
      }),
    words: wordsSchema,
    dateFormat,
    variants,
    theme,
    resume: z
      .strictObject({
        side: sectionList(
          `The narrow column of a wide screen, top to bottom. Defaults to ${defaultColumn("side").join(", ")}.`,
          ["profile", "hard-skills", "certifications"],
        ),
        main: sectionList(
          `The wide column, top to bottom. Defaults to ${defaultColumn("main").join(", ")}, then your own sections.`,
          ["experience", "education", "open-source"],
        ),
        phone: sectionList(
          "The order on a phone (one column), for the sections named; the others follow. Defaults to profile, then the wide column, then the narrow one.",
          ["profile", "experience"],
        ),
        hidden: sectionList("Sections with content to leave off the Resume.", ["interests"]),
      })
      .optional()
      .meta({
        description: `Where the Resume's sections go: ${KNOWN_NAMES.join(", ")}, and your own sections by their title's name (Open source → open-source). A section left out of side and main goes to the end of its usual column, unless it is in hidden; a section with nothing in it shows nowhere.`,
      }),
  })
  .meta({
    title: "Site",
    description:
      "The site's language, interface words, date format and colours: content/site.yaml (optional).",
  });

// ---------------------------------------------------------------------------------------
// letters/*.md (optional): cover letters, each an unlisted page, a PDF and a text

/** YYYY-MM-DD, a day that is in the calendar, its year from MIN_YEAR to MAX_YEAR. */
const day = plainString()
  .trim()
  .check((ctx) => {
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ctx.value);
    const [year, month, date] = (parts ?? []).slice(1).map(Number) as [number, number, number];
    const real = parts && new Date(Date.UTC(year, month - 1, date)).getUTCDate() === date && month <= 12;
    if (real && year >= MIN_YEAR && year <= MAX_YEAR) return;
    ctx.issues.push({
      code: "custom",
      message: `expected a day as YYYY-MM-DD, such as 2026-03-14, got "${ctx.value}"`,
      input: ctx.value,
    });
  });

export const letterSchema = z
  .strictObject({
    recipient: z
      .strictObject({
        company: text("The company you write to.", "Lumen Freight").optional(),
        person: text("Who reads it, as the letter addresses them.", "Ms Dana Whitfield").optional(),
        address: text(
          "The company's address, a line per line of it.",
          "12 Harbour Road\nPortsmouth PO1 3AX",
          {
            allowCarriageReturn: true,
          },
        ).optional(),
      })
      .default({})
      .meta({ description: "Who the letter is to, each part optional: shown above the letter." }),
    role: text("The job you apply for.", "Data Engineer").optional(),
    variant: plainString()
      .trim()
      .optional()
      .meta({
        description:
          "The variant of the resume (site.yaml's variants) sent with the letter; without it, the full resume.",
        examples: ["data"],
      }),
    lang: languageTag.optional().meta({
      description:
        "The letter's language, one of site.yaml's languages; without it, the site's default. Its page, PDF and dates follow it; ar, he, fa or ur read right to left.",
      examples: ["ar"],
    }),
    date: day.optional().meta({ description: "The letter's date, as YYYY-MM-DD.", examples: ["2026-03-14"] }),
    sent: z
      .strictObject({
        date: day.meta({ description: "When you sent it, as YYYY-MM-DD.", examples: ["2026-03-15"] }),
        to: text("Where it went: the address, the portal, the person.", "jobs@lumen.example").optional(),
      })
      .optional()
      .meta({ description: "When and where the letter went, for npm run applications." }),
    withResume: z
      .boolean()
      .default(false)
      .meta({
        description:
          "Whether npm run pdf also prints one PDF holding the letter, then its variant's resume. Defaults to false.",
        examples: [true],
      }),
  })
  .meta({
    title: "Letter",
    description:
      "A cover letter: the front matter of content/letters/*.md, the letter in Markdown below it. Built as an unlisted page, linked from nowhere.",
  });

/** Every content file kind, by the schema file name editors get. */
export const fileSchemas = {
  profile: profileSchema,
  experience: experienceFileSchema,
  education: educationFileSchema,
  about: aboutSchema,
  project: projectSchema,
  sections: sectionsFileSchema,
  site: siteSchema,
  letter: letterSchema,
} as const;

export type Image = z.output<typeof imageSchema>;
export type ProjectImage = z.output<typeof projectImageSchema>;
export type Profile = z.output<typeof profileSchema>;
export type Job = z.output<typeof jobSchema>;
export type Role = z.output<typeof roleSchema>;
export type School = z.output<typeof schoolSchema>;
export type Project = z.output<typeof projectSchema>;
export type Letter = z.output<typeof letterSchema>;
export type About = z.output<typeof aboutSchema>;
export type Site = z.output<typeof siteSchema>;
export type Sections = z.output<typeof sectionsFileSchema>;
export type CustomSection = z.output<typeof customSectionSchema>;
export type Variant = z.output<typeof variantSchema>;
