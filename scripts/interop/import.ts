/**
 * A content tree from a JSON Resume file, or from LinkedIn's data export (its zip or the
 * folder it unzips to, read as a JSON Resume by linkedin/input.ts):
 *
 *   npm run import -- resume.json|export.zip|export/ [--content DIR] [--force]
 *
 * It writes what the file holds and nothing else: no photo, logo, picture, skill, description
 * or About page is made up (the site shows initials, or no such part). A placeholder (text
 * starting with "TODO", or a value with a "# TODO" comment) is written only where the site
 * cannot be built without a value: a name, a job title, a job, a position, a start, a degree,
 * an entry's title. The command lists every placeholder, everything the content holds nowhere
 * (by its path in the file, with where it went or why not), and everything read otherwise than
 * written (older keys, dates cut to their month, links given their https://; see
 * json-resume/input.ts). The tree is compiled before it is written: one that would not
 * validate is not written. A school without a score or courses gets
 * none: the site shows no GPA or Course list for it. It never overwrites a file unless given
 * --force, which replaces the folder's content (its YAML files, projects/ and images/) as a
 * whole, setting it aside in .replaced/<date and time>/, and leaves anything else there. The
 * folder is never the project's, one holding it or one of its folders of source but content/;
 * the tree is written whole or not at all (a failure leaves the folder as it was), with file
 * names of at most MAX_NAME_BYTES. Exit codes: 0 written, 1 refused, unreadable input or not
 * written, 2 usage.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { z } from "zod";
import { compileContent } from "../compiler/compile.ts";
import { formatOneLine, isError } from "../compiler/diagnostics/diagnostics.ts";
import { ids as compilerIds, slug } from "../compiler/ids.ts";
import { profileUrl } from "../compiler/schema/networks.ts";
import type {
  jobSchema,
  profileSchema,
  projectSchema,
  roleSchema,
  schoolSchema,
  sectionsFileSchema,
} from "../compiler/schema/schema.ts";
// What a link, a web address, a phone number and a date must be: the schema's rules.
import { isDate, isLink, isWebAddress, phoneOf } from "../compiler/schema/schema.ts";
import { addSchemas, type ContentTree, todoValue, yamlFile, yamlText } from "../lib/content-tree.ts";
import { htmlToText } from "../lib/html-text.ts";
import {
  ACHIEVEMENT_SEPARATOR,
  COURSE_SEPARATOR,
  DEGREE_AREA_SEPARATOR,
  type JsonResume,
  SHORTENED,
  SOFT_SKILLS_GROUP,
} from "./json-resume/export.ts";
import { holdsAnything, parseScore, readJsonResume } from "./json-resume/input.ts";

export { parseScore };

export type ImportResult = {
  files: ContentTree;
  placeholders: string[];
  /** What the content has no place for, by its path in the file: "references[0]". */
  skipped: string[];
  /** Projects whose file name or link another had first, each written under one of its own: a line each. */
  renamed: string[];
  /** What was read otherwise than written: an older key, a date cut to its month, a link's scheme. */
  changed: string[];
  /** Where the file departs from the JSON Resume schema (see checkJsonResume). */
  issues: string[];
};

type Profile = z.input<typeof profileSchema>;
type Job = z.input<typeof jobSchema>;
type Role = z.input<typeof roleSchema>;
type School = z.input<typeof schoolSchema>;
type Project = z.input<typeof projectSchema>;
type Sections = z.input<typeof sectionsFileSchema>;

/** JSON Resume's location as one line of text: "Lisbon, Lisboa, PT". */
function locationOf(value: Record<string, string | undefined> | undefined): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const text = [value.city, value.region, value.countryCode]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => part.trim())
    .join(", ");
  return text || undefined;
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** The start written, marked to fill in, for an entry the resume gives no start (or end) for. */
const PLACEHOLDER_START = "2000";

/** A date as readJsonResume left it (YYYY or YYYY-MM, as the schema takes it), or undefined. */
function toDate(value: unknown): string | undefined {
  return isDate(value) ? value : undefined;
}

/**
 * Plain text as Markdown that shows it as written. JSON Resume's summaries are text: a `*`, `[`,
 * `<`, `_`, or a line starting with "#", "-" or "1." would otherwise make emphasis, a link, HTML,
 * a heading or a list (or a link the compiler refuses). Line breaks stay, as hard breaks; spaces
 * at the start of a line go, since they would make a code block.
 */
export function markdownText(text: string): string {
  return (
    text
      .trim()
      .split(/\r?\n/)
      .map((line) =>
        line
          .trim()
          // Underscores inside a word (snake_case) make no emphasis, and stay as they are.
          .replace(/[\\`*[\]<|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|&(?=#?\w+;)/gu, "\\$&")
          .replace(/^[#>+=-]|^(\d+)(?=[.)])/, (marker, digits?: string) =>
            digits ? `${digits}\\` : `\\${marker}`,
          ),
      )
      // A line followed by another ends in a hard break: the site, and resume.json, keep it.
      .map((line, i, lines) => (line && lines[i + 1] ? `${line}\\` : line))
      .join("\n")
  );
}

/**
 * "DB1101 - Basic SQL" → number DB1101, title Basic SQL; "CS 161 Operating Systems" likewise.
 * A course with no such code ("Algorithms") is its title alone: no number is made up.
 */
export function parseCourse(text: string): { number?: string; title: string } {
  const separated = text.split(COURSE_SEPARATOR);
  if (separated.length > 1 && separated[0]?.trim())
    return { number: separated[0].trim(), title: separated.slice(1).join(COURSE_SEPARATOR).trim() };
  const coded = /^([A-Z]{2,}\s?\d+[A-Z]?)\s+(.+)$/.exec(text.trim());
  if (coded?.[1] && coded[2]) return { number: coded[1], title: coded[2] };
  return { title: text.trim() };
}

/** The longest title made from a highlight's first words, in characters (the ellipsis aside). */
const SHORT_TITLE = 40;

/**
 * A project's highlight as an achievement: "Title: description" gives both. Without ": ", the
 * first words (at most half of them, and about SHORT_TITLE characters) are the title and the
 * rest the description, each marked as part of one sentence: "Cut build times…" and "…by
 * half with a shared cache". The description never repeats the title, and resume.json joins
 * the two back into the highlight as written (see toJsonResume). A highlight of one word is
 * both.
 */
export function achievementOf(highlight: string): {
  title: string;
  description: string;
  split?: "shortened" | "one word";
} {
  const text = highlight.trim();
  const at = text.indexOf(ACHIEVEMENT_SEPARATOR);
  if (at > 0 && text.slice(at + ACHIEVEMENT_SEPARATOR.length).trim())
    return { title: text.slice(0, at), description: text.slice(at + ACHIEVEMENT_SEPARATOR.length) };
  // Where a single space parts two words: the text splits there and joins back the same.
  const spaces = [...text.matchAll(/(?<=\S) (?=\S)/g)].map((match) => match.index);
  if (spaces.length === 0) return { title: text, description: text, split: "one word" };
  let words = Math.min(Math.ceil((spaces.length + 1) / 2), spaces.length);
  while (words > 1 && (spaces[words - 1] as number) > SHORT_TITLE) words--;
  const cut = spaces[words - 1] as number;
  return {
    title: `${text.slice(0, cut)}${SHORTENED}`,
    description: `${SHORTENED}${text.slice(cut + 1)}`,
    split: "shortened",
  };
}

/**
 * The longest name, in bytes of UTF-8, of a file the import names after an entry (a project, a
 * company's logo): with its ending, well within the 255 bytes most file systems allow.
 */
export const MAX_NAME_BYTES = 100;

/**
 * The file name of an entry called `text`: its slug (the compiler's, see derive.ts), or
 * `fallback` when it has no letter or digit. A slug longer than MAX_NAME_BYTES is cut at a
 * character, and ends with a short hash of the whole, so two long names that start alike
 * still get names of their own.
 */
export function fileNameOf(text: string, fallback: string): string {
  const name = slug(text) || fallback;
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 8);
  let cut = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name)) {
    if (Buffer.byteLength(`${cut}${segment}-${hash}`) > MAX_NAME_BYTES) break;
    cut += segment;
  }
  return `${cut.replace(/-+$/, "")}-${hash}`;
}

/** What the steps of an import share: the tree they write, and what they list for the owner. */
type Importing = {
  files: ContentTree;
  placeholders: string[];
  renamed: string[];
  changed: string[];
  /** What the content holds nowhere, each with where it went or why not. */
  skipped: string[];
  /** Placeholder text, listed: "TODO: <text>". */
  todo(where: string, text: string): string;
  /** A value that cannot hold the word TODO, marked by a comment and listed (see todoValue). */
  placeholder<T>(where: string, value: T, note: string): T;
  /** JSON Resume's plain text as Markdown that shows it as written; HTML in it is read as its text. */
  text(at: string, value: string): string;
};

/**
 * The elements of HTML (and the old ones editors still write: big, center, font, strike, tt),
 * by name. `<DataTable>`, `<T>`, `<int>` or `<iostream>` names none: it is text.
 */
const HTML_ELEMENTS = new Set(
  [
    "a abbr address area article aside audio b base bdi bdo big blockquote body br button canvas",
    "caption center cite code col colgroup data datalist dd del details dfn dialog div dl dt em",
    "embed fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hgroup hr",
    "html i iframe img input ins kbd label legend li link main map mark menu meta meter nav",
    "noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp script",
    "search section select slot small source span strike strong style sub summary sup table",
    "tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr",
  ].flatMap((line) => line.split(" ")),
);

/** The elements that stand alone, with no closing tag, and mean nothing as text: a line break, a rule. */
const STANDALONE = new Set(["br", "hr"]);

/** A tag: `<p>`, `</li>`, `<br/>`, `<a href="…">`; its slash, name and attributes. */
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s[^<>]*?)?)\s*\/?>/g;

/** An attribute with its value, as HTML writes one: ` href="…"`, ` class=intro` (not JSX's `={…}`). */
const ATTRIBUTE = /\s[A-Za-z][\w:.-]*\s*=\s*[^\s{>]/;

/**
 * The element a tag's name is, when it is one: a name of HTML_ELEMENTS in lower or upper case
 * (`p`, `BR`), HTML being blind to case. A name in mixed case (`<Button>`, `<DataTable>`) is a
 * component's, as JSX and the docs of frameworks write them, and no element.
 */
function elementOf(name: string): string | undefined {
  const element = name.toLowerCase();
  return HTML_ELEMENTS.has(element) && (name === element || name === name.toUpperCase())
    ? element
    : undefined;
}

/**
 * Whether text was written as HTML, not merely with angle brackets in it: when it holds an
 * element of HTML written as HTML is written, that is, one opened and then closed (`<b>…</b>`,
 * `<p>…</p>`), one with an attribute (`<a href="…">`), or a line break or rule (`<br>`,
 * `<hr/>`). A tag of one letter is HTML's only so (`<b>bold</b>`, never `List<T>`, `<P>` alone
 * or `Either<A, B>`), and a tag that names no element is never: `std::vector<int>`, `<T>`,
 * `<DataTable>` and `#include <iostream>` are text, as is `<script>` or `<table>` alone.
 */
export function writtenAsHtml(text: string): boolean {
  const opened = new Set<string>();
  for (const [, closing, name = "", attributes = ""] of text.matchAll(TAG)) {
    const element = elementOf(name);
    if (element === undefined) continue;
    if (closing) {
      if (opened.has(element)) return true;
    } else if (STANDALONE.has(element) || ATTRIBUTE.test(attributes)) return true;
    else opened.add(element);
  }
  return false;
}

/**
 * The text that HTML shows: each `<` that opens no element's tag (`List<T>` inside a `<p>`) is
 * text, as the writer meant it, rather than a tag the parser would drop with what follows.
 */
function htmlText(html: string): string {
  return htmlToText(
    html.replace(/<(\/?)([A-Za-z][A-Za-z0-9]*)/g, (tag, slash: string, name: string) =>
      elementOf(name) ? tag : `&lt;${slash}${name}`,
    ),
  );
}

function importing(): Importing {
  const placeholders: string[] = [];
  const changed: string[] = [];
  return {
    files: new Map(),
    placeholders,
    renamed: [],
    changed,
    skipped: [],
    todo(where, text) {
      placeholders.push(where);
      return `TODO: ${text}`;
    },
    placeholder(where, value, note) {
      placeholders.push(where);
      return todoValue(value, note);
    },
    text(at, value) {
      // Text as written, line breaks and paragraphs kept, unless it was written as HTML.
      if (!writtenAsHtml(value)) return markdownText(value);
      changed.push(`${at}: HTML, read as the text it shows`);
      return markdownText(htmlText(value));
    },
  };
}

/**
 * A JSON Resume file as a content tree, with what the owner needs to know: the placeholders it
 * needed, what was read otherwise than written, what has no place in the content. The file is
 * read first (readJsonResume: older keys, dates, links), then checked against the schema
 * (checkJsonResume), then written one step per file of the tree, in order (their placeholder
 * images take the colours in turn). `lang` is the site's language, when the import knows it
 * (the content folder's site.yaml): the words of a degree and its field are that language's.
 */
export async function importJsonResume(
  input: object,
  { lang }: { lang?: string } = {},
): Promise<ImportResult> {
  const read = readJsonResume(input);
  const { resume, issues } = checkJsonResume(read.resume);
  const tree = importing();
  importProfile(tree, resume);
  importExperience(tree, resume);
  importEducation(tree, resume, lang);
  importProjects(tree, resume);
  const duplicates = importSections(tree, resume);
  // resume.json's meta is the build's own: its version, and its canonical address from profile.yaml's url.
  if (holdsAnything(resume.meta))
    tree.skipped.push(
      "meta: not content; the site's resume.json writes its own (version, and canonical from profile.yaml's url)",
    );
  addSchemas(tree.files);
  const { files, placeholders, renamed, changed, skipped } = tree;
  return {
    files,
    placeholders,
    skipped: [...read.skipped, ...skipped, ...duplicates],
    renamed,
    changed: [...read.changed, ...changed],
    issues,
  };
}

/** profile.yaml: the basics, skills and languages. */
function importProfile(tree: Importing, resume: JsonResume): void {
  const { files, todo, skipped } = tree;
  const basics = resume.basics ?? {};
  const name = nonEmpty(basics.name) ? basics.name.trim() : todo("profile.yaml: name", "your name");
  const { softSkills, groups } = skillGroups(tree, resume.skills ?? []);
  const hardSkills = hardSkillsOf(groups, tree);
  // profile.url is where this site is published: the resume's own website is that only when the
  // resume is this site's own resume.json (its meta.canonical under that address); any other is
  // a link on the site, and where the site goes is for the owner to say.
  const own = isWebAddress(basics.url) && publishedAt(basics.url, resume.meta?.canonical);
  const website = !own && isLink(basics.url) ? basics.url : undefined;
  if (website !== undefined && isWebAddress(website))
    tree.changed.push(
      `basics.url: ${website} linked as a website; set url in profile.yaml to where this site will be published`,
    );
  else if (website !== undefined) skipped.push(`basics.url (${website} is not a web page's address)`);
  const links = profileLinks(basics.profiles ?? [], tree.changed);
  // No photo: the header shows the initials. A picture at a link is not fetched.
  if (nonEmpty(basics.image))
    skipped.push(
      `basics.image (${basics.image}): not downloaded; the header shows your initials until you save the picture under images/ and add photo: to profile.yaml`,
    );
  const profile: Profile = {
    name,
    label: nonEmpty(basics.label) ? basics.label.trim() : todo("profile.yaml: label", "your job title"),
    ...(nonEmpty(basics.email) ? { email: basics.email.trim() } : {}),
    ...(locationOf(basics.location) ? { location: locationOf(basics.location) } : {}),
    ...(phoneOf(basics.phone) ? { phone: phoneOf(basics.phone) } : {}),
    ...(own && basics.url ? { url: basics.url } : {}),
    profiles: [
      ...(website && isWebAddress(website) && !links.some((link) => link.url === website)
        ? [{ network: "Website", url: website }]
        : []),
      ...links,
    ],
    ...(nonEmpty(basics.summary) ? { summary: tree.text("basics.summary", basics.summary) } : {}),
    ...(softSkills.length > 0 ? { softSkills } : {}),
    ...(hardSkills.length > 0 ? { hardSkills } : {}),
  };
  const languages = languagesOf(resume.languages ?? [], skipped);
  if (languages.length > 0) profile.languages = languages;
  files.set("profile.yaml", yamlFile("profile", profile));
}

/**
 * A group of hard skills as JSON Resume writes them: its title, and each skill of that name,
 * with where it is in the resume, its name as written, its level and its keywords.
 */
type SkillGroup = {
  title: string;
  entries: { from: number; name: string; level?: string; keywords: string[] }[];
};

/**
 * The soft skills (the keywords of the skill named SOFT_SKILLS_GROUP), and the other skills by
 * the compiler's id of their name (ids.ts: one group per id), each with its entries: a skill
 * with keywords and no name gets a placeholder.
 */
function skillGroups(
  { todo }: Importing,
  skills: NonNullable<JsonResume["skills"]>,
): { softSkills: string[]; groups: Map<string, SkillGroup> } {
  const softSkills: string[] = [];
  const groups = new Map<string, SkillGroup>();
  for (const [i, skill] of skills.entries()) {
    if (!holdsAnything(skill)) continue;
    const keywords = (skill.keywords ?? []).filter(nonEmpty).map((keyword) => keyword.trim());
    const title = nonEmpty(skill.name)
      ? skill.name.trim()
      : todo(
          `profile.yaml: hardSkills[${groups.size}].title (skills[${i}] has keywords and no name)`,
          "a name for these skills",
        );
    if (title.toLowerCase() === SOFT_SKILLS_GROUP.toLowerCase()) {
      softSkills.push(...keywords);
      continue;
    }
    const id = compilerIds.skillGroup(title);
    const group = groups.get(id) ?? { title, entries: [] };
    group.entries.push({
      from: i,
      name: title,
      ...(nonEmpty(skill.level) ? { level: skill.level.trim() } : {}),
      keywords,
    });
    groups.set(id, group);
  }
  return { softSkills, groups };
}

/** Each text once, in the order first given. */
const once = (texts: string[]) => [...new Set(texts)];

/**
 * profile.yaml's hardSkills: a group for each name, as the compiler tells names apart, under
 * the first's name; a skill of a name the site takes for one before it ("Front end" after
 * "Front-end") adds its keywords to that group, and is said. A group whose skills all have a
 * level has a list for each level (as resume.json writes a group's named lists); any other has
 * one list of all its keywords, the levels said as not written: no list is given a name the
 * resume does not hold. A skill without keywords is its own one item.
 */
function hardSkillsOf(
  groups: Map<string, SkillGroup>,
  { changed, skipped }: Importing,
): NonNullable<Profile["hardSkills"]>[number][] {
  return [...groups.values()].map(({ title, entries }) => {
    const [first, ...others] = entries as [SkillGroup["entries"][number], ...SkillGroup["entries"]];
    for (const other of others.filter(({ name }) => name !== title))
      changed.push(
        `skills[${other.from}] "${other.name}": in one group with skills[${first.from}] "${title}", the name the site shows (it reads the two as one)`,
      );
    const items = (keywords: string[]) => {
      if (keywords.length > 0) return once(keywords);
      changed.push(`skills "${title}": no keywords, its name shown as its one skill`);
      return [title];
    };
    if (!entries.every((entry) => entry.level)) {
      for (const { from, level } of entries)
        if (level)
          skipped.push(
            `skills[${from}].level ("${level}"): not written; the group "${title}" has skills without a level, so one list of them all`,
          );
      return { title, items: items(entries.flatMap((entry) => entry.keywords)) };
    }
    const levels = new Map<string, string[]>();
    for (const { level = "", keywords } of entries)
      levels.set(level, [...(levels.get(level) ?? []), ...keywords]);
    return {
      title,
      lists: [...levels].map(([level, keywords]) => ({ title: level, items: items(keywords) })),
    };
  });
}

/**
 * profile.yaml's profiles: each with its link, named after its host when it has no network, or
 * without one when the compiler makes the link from the user name; any other is left out.
 */
function profileLinks(
  profiles: NonNullable<NonNullable<JsonResume["basics"]>["profiles"]>,
  changed: string[],
): Profile["profiles"] {
  return profiles.flatMap((link, i): Profile["profiles"] => {
    const username = nonEmpty(link.username) ? { username: link.username.trim() } : {};
    if (isLink(link.url)) {
      const network = nonEmpty(link.network) ? link.network.trim() : new URL(link.url).host;
      if (!nonEmpty(link.network))
        changed.push(`basics.profiles[${i}].network: none, named ${network} after its link`);
      // The user name stays beside the link: resume.json gives it back as written.
      return [{ network, url: link.url, ...username }];
    }
    // A profile without its link: kept when the compiler makes the link from the user name.
    if (nonEmpty(link.network) && nonEmpty(link.username) && "url" in profileUrl(link.network, link.username))
      return [{ network: link.network.trim(), username: link.username.trim() }];
    return [];
  });
}

/** Whether `canonical` (a resume.json's meta.canonical) is a file of the site at `url`. */
function publishedAt(url: string, canonical: unknown): boolean {
  if (typeof canonical !== "string") return false;
  try {
    const base = new URL(url);
    const file = new URL(canonical);
    const folder = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
    return file.origin === base.origin && file.pathname.startsWith(folder);
  } catch {
    return false;
  }
}

/** profile.yaml's languages; a fluency with no language is listed and left out. */
function languagesOf(
  languages: NonNullable<JsonResume["languages"]>,
  skipped: string[],
): NonNullable<Profile["languages"]> {
  return languages.flatMap((item, i) => {
    if (!holdsAnything(item)) return [];
    if (!nonEmpty(item.language)) {
      skipped.push(
        `languages[${i}] (a fluency, ${JSON.stringify(item.fluency)}, with no language to show it for)`,
      );
      return [];
    }
    return [
      { language: item.language.trim(), ...(nonEmpty(item.fluency) ? { fluency: item.fluency.trim() } : {}) },
    ];
  });
}

/**
 * experience.yaml: the jobs, or one to fill in (the site cannot do without one). Entries of one
 * company (with the same link and place) are its roles, as resume.json writes them; a role the
 * same as another (position and start) is listed, not written twice.
 */
function importExperience(tree: Importing, resume: JsonResume): void {
  const { files, todo, placeholder, changed, skipped } = tree;
  const experience: Job[] = [];
  /** Each company's job, by its name, link and place. */
  const groups: { job: Job; roles: (Role & { from: number; id: string })[] }[] = [];
  const byCompany = new Map<string, (typeof groups)[number]>();
  for (const [i, work] of (resume.work ?? []).entries()) {
    if (!holdsAnything(work)) continue;
    const where = `experience.yaml: experience[${experience.length}]`;
    const company = nonEmpty(work.name) ? work.name.trim() : todo(`${where}.company`, "the organisation");
    if (nonEmpty(work.description) && nonEmpty(work.summary))
      changed.push(`work[${i}].description: put before its summary, the one text the site shows`);
    const summary = [work.description, work.summary]
      .filter(nonEmpty)
      .map((text, n) =>
        tree.text(`work[${i}].${n === 0 && nonEmpty(work.description) ? "description" : "summary"}`, text),
      )
      .join("\n\n");
    const highlights = (work.highlights ?? []).filter(nonEmpty).map((highlight) => highlight.trim());
    const position = nonEmpty(work.position) ? work.position.trim() : todo(`${where}.position`, "your role");
    const start = toDate(work.startDate) ?? toDate(work.endDate) ?? PLACEHOLDER_START;
    const role: Role & { from: number; id: string } = {
      from: i,
      // The compiler's id of a role (ids.ts): the same one twice at a company is refused.
      id: compilerIds.role(company, position, start),
      position,
      start: toDate(work.startDate) ?? placeholder(`${where}.start`, start, "when you started"),
      end: toDate(work.endDate) ?? "present",
      ...(summary ? { summary } : {}),
      ...(highlights.length > 0 ? { highlights } : {}),
    };
    const url = isLink(work.url) ? work.url : undefined;
    const location = nonEmpty(work.location) ? work.location.trim() : undefined;
    const key = JSON.stringify([company, url, location]);
    const same = byCompany.get(key);
    if (same && nonEmpty(work.name)) {
      const twin = same.roles.find((other) => other.id === role.id);
      if (twin) skipped.push(`work[${i}] (the same position and start as work[${twin.from}])`);
      else same.roles.push(role);
      continue;
    }
    const job: Job = { company, ...(url ? { url } : {}), ...(location ? { location } : {}) };
    experience.push(job);
    const group = { job, roles: [role] };
    groups.push(group);
    if (nonEmpty(work.name)) byCompany.set(key, group);
  }
  for (const { job, roles } of groups) {
    const fields = roles.map(({ from: _from, id: _id, ...role }) => role);
    if (fields.length === 1) Object.assign(job, fields[0]);
    else job.roles = fields as Job["roles"];
  }
  if (experience.length === 0) {
    const company = todo("experience.yaml: a job (the site needs at least one)", "an organisation");
    experience.push({
      company,
      position: "TODO",
      start: todoValue(String(new Date().getFullYear()), "when you started"),
      end: "present",
    });
  }
  files.set("experience.yaml", yamlFile("experience", { experience }));
}

/**
 * What joins a degree and its field ("B.S." and "Computer Science"): English's "in" on a site
 * in English, as resume.json parts them again (DEGREE_AREA_SEPARATOR); on a site in another
 * language, or one whose language the import does not know, a comma, which is no language's
 * word ("Bacharelado, Ciência da Computação").
 */
function degreeJoin(lang: string | undefined): string {
  return lang?.split("-")[0]?.toLowerCase() === "en" ? DEGREE_AREA_SEPARATOR : ", ";
}

/**
 * education.yaml: the schools; none when the resume lists none. No logo (the initials stand in)
 * and no description (JSON Resume has none): the site shows the degree and dates alone. A school
 * the same as another (name, degree and start) is listed, not written twice.
 */
function importEducation(tree: Importing, resume: JsonResume, lang: string | undefined): void {
  const { files, todo, placeholder, skipped, changed } = tree;
  const education: School[] = [];
  /** Each school written, by what its id is made of, and where it was in the resume. */
  const written: { names: { institution: string; degree: string; start: string }; from: number }[] = [];
  for (const [i, school] of (resume.education ?? []).entries()) {
    if (!holdsAnything(school)) continue;
    const where = `education.yaml: education[${education.length}]`;
    const institution = nonEmpty(school.institution)
      ? school.institution.trim()
      : todo(`${where}.institution`, "the school");
    const parts = [school.studyType, school.area].filter(nonEmpty).map((part) => part.trim());
    const degree = parts.join(degreeJoin(lang)) || todo(`${where}.degree`, "the degree");
    if (parts.length > 1 && lang === undefined)
      changed.push(
        `education[${i}]: studyType and area joined as "${degree}" (no site.yaml gives the site's language; in English, "in" joins them)`,
      );
    const start = toDate(school.startDate);
    // The compiler's id of a school among the others (ids.ts): the same one twice is refused.
    const names = { institution, degree, start: start ?? toDate(school.endDate) ?? PLACEHOLDER_START };
    const all = [...written.map((other) => other.names), names];
    const id = compilerIds.school(names, all);
    const first = written.find((other) => compilerIds.school(other.names, all) === id);
    if (first !== undefined && nonEmpty(school.institution)) {
      skipped.push(`education[${i}] (the same school, degree and start as education[${first.from}])`);
      continue;
    }
    written.push({ names, from: i });
    const score = parseScore(school.score);
    const courses = (school.courses ?? []).filter(nonEmpty).map((course) => parseCourse(course));
    education.push({
      institution,
      // No link in the resume: none made up (the site shows the school's name without one).
      ...(isLink(school.url) ? { url: school.url } : {}),
      degree,
      start: start ?? placeholder(`${where}.start`, names.start, "when you started"),
      end: toDate(school.endDate) ?? "present",
      ...(score ? { gpa: score.gpa } : {}),
      ...(score && score.gpaScale !== 4 ? { gpaScale: score.gpaScale } : {}),
      ...(nonEmpty(school.description)
        ? { description: tree.text(`education[${i}].description`, school.description) }
        : {}),
      ...(courses.length > 0 ? { courses: [{ category: "Courses", courses }] } : {}),
    });
  }
  // No school: no education.yaml, and the Resume shows no Education section.
  if (education.length === 0) return;
  files.set("education.yaml", yamlFile("education", { education }));
}

/**
 * projects/*.md: each project in a file of its own, with what the file gives and nothing else
 * (no picture, skill or achievement made up: the site shows none). Two projects of one title
 * get file names and links of their own (id:), each listed.
 */
function importProjects(tree: Importing, resume: JsonResume): void {
  const { files, todo, renamed, changed } = tree;
  /** The title of the project that has each file name, and each link's. */
  const byName = new Map<string, string>();
  const byLink = new Map<string, number>();
  let order = 0;
  for (const [i, project] of (resume.projects ?? []).entries()) {
    if (!holdsAnything(project)) continue;
    order++;
    const title = nonEmpty(project.name)
      ? project.name.trim()
      : todo(`projects[${i}].name (the site needs a title)`, `the name of project ${order}`);
    const wanted = fileNameOf(title, `project-${order}`);
    let file = wanted;
    for (let n = 2; byName.has(file); n++) file = `${wanted}-${n}`;
    byName.set(file, title);
    const where = `projects/${file}.md`;
    const link = compilerIds.project(title);
    let id = link;
    for (let n = 2; byLink.has(id); n++) id = `${link}-${n}`;
    byLink.set(id, i);
    // One line for the project, whether its file name, its link or both were another's.
    const clashes = [
      ...(file !== wanted ? [`went to ${where}: projects/${wanted}.md holds "${byName.get(wanted)}"`] : []),
      ...(id !== link
        ? [
            `links as #/projects?project=${id} (id: in ${where}): projects[${byLink.get(link)}] has the same title`,
          ]
        : []),
    ];
    if (clashes.length > 0) renamed.push(`projects[${i}] "${title}" ${clashes.join("; it ")}`);
    const keywords = (project.keywords ?? []).filter(nonEmpty).map((keyword) => keyword.trim());
    const roles = (project.roles ?? []).filter(nonEmpty).map((role) => role.trim());
    const highlights = (project.highlights ?? []).filter(nonEmpty);
    const start = toDate(project.startDate);
    const end = toDate(project.endDate);
    const front: Project = {
      title,
      ...(id !== link ? { id } : {}),
      order,
      ...(nonEmpty(project.type) ? { type: project.type.trim() } : {}),
      ...(nonEmpty(project.entity) ? { entity: project.entity.trim() } : {}),
      ...(roles.length > 0 ? { roles } : {}),
      // As for a job, no end date means the project goes on; an end alone is the one date known.
      ...(start ? { start, end: end ?? "present" } : end ? { date: end } : {}),
      ...(isLink(project.url) ? { links: [{ label: "Website", url: project.url }] } : {}),
      ...(keywords.length > 0 ? { skills: { other: keywords } } : {}),
      ...(highlights.length > 0
        ? {
            achievements: (project.highlights ?? []).flatMap((highlight, h) => {
              if (!nonEmpty(highlight)) return [];
              const achievement = achievementOf(highlight);
              if (achievement.split === "shortened")
                changed.push(
                  `projects[${i}].highlights[${h}]: its first words, "${achievement.title}", are the title (it has no "Title: ")`,
                );
              if (achievement.split === "one word")
                changed.push(`projects[${i}].highlights[${h}]: one word, both the title and the description`);
              return [{ title: achievement.title, description: achievement.description }];
            }),
          }
        : {}),
    };
    const body = nonEmpty(project.description)
      ? tree.text(`projects[${i}].description`, project.description)
      : "";
    files.set(where, `---\n${yamlText(front)}---\n${body ? `${body}\n` : ""}`);
  }
}

/** A start and an end as sections.yaml takes them: one date when they are the same month, or no end. */
function whenOf(startDate: unknown, endDate: unknown): { date?: string; start?: string; end?: string } {
  const start = toDate(startDate);
  const end = toDate(endDate);
  if (start && end) return start === end ? { date: start } : { start, end };
  // As for a job, no end date means it goes on; an end alone is the one date known.
  if (start) return { start, end: "present" };
  return end ? { date: end } : {};
}

/** Text trimmed, under `key`, or nothing. */
const textField = <K extends string>(key: K, value: unknown) =>
  (nonEmpty(value) ? { [key]: value.trim() } : {}) as { [key in K]?: string };

/** A summary as Markdown that shows it as written, or nothing. */
const summaryField = (value: unknown) => (nonEmpty(value) ? { summary: markdownText(value) } : {});

/** A link, or nothing. */
const urlField = (value: unknown) => (isLink(value) ? { url: value } : {});

/** A list's texts trimmed, under `key`, or nothing when none holds any. */
const listField = <K extends string>(key: K, values: unknown) => {
  const items = Array.isArray(values) ? values.filter(nonEmpty).map((item) => item.trim()) : [];
  return (items.length > 0 ? { [key]: items } : {}) as { [key in K]?: string[] };
};

/** A date of a sections.yaml entry, or nothing. */
const dateField = (value: unknown) => (toDate(value) ? { date: toDate(value) } : {});

/** What sections.yaml's entries are made with: the tree, and the entries left out as twice the same. */
type SectionsImporting = { tree: Importing; duplicates: string[] };

/** Which field of a JSON Resume entry titles it, what sections.yaml calls it, and its placeholder. */
type EntryTitle<T> = { field: keyof T & string; as: string; placeholder: string };

/**
 * sections.yaml: JSON Resume's certificates, awards, publications, volunteering, interests and references,
 * each as an entry of the Resume's section of that kind; no file when the resume has none.
 * Summaries are plain text, written as Markdown that shows them as they are; dates are months.
 * An entry with nothing in it is left out, and so is one the Resume would show twice (the same
 * title and date): gives those, for the command to list.
 */
function importSections(tree: Importing, resume: JsonResume): string[] {
  const importing: SectionsImporting = { tree, duplicates: [] };
  const { todo } = tree;
  const sections: Sections = {
    certifications: sectionEntries(
      importing,
      "certificates",
      "certifications",
      resume.certificates,
      { field: "name", as: "name", placeholder: "the name of certificate" },
      certificationOf,
    ),
    awards: sectionEntries(
      importing,
      "awards",
      "awards",
      resume.awards,
      { field: "title", as: "title", placeholder: "the title of award" },
      awardOf,
    ),
    publications: sectionEntries(
      importing,
      "publications",
      "publications",
      resume.publications,
      { field: "name", as: "title", placeholder: "the title of publication" },
      publicationOf,
    ),
    volunteering: sectionEntries(
      importing,
      "volunteer",
      "volunteering",
      resume.volunteer,
      { field: "organization", as: "organization", placeholder: "the organisation of volunteer entry" },
      volunteeringOf,
    ),
    interests: sectionEntries(
      importing,
      "interests",
      "interests",
      resume.interests,
      { field: "name", as: "name", placeholder: "the name of interest" },
      (entry, name) => ({ name, ...listField("keywords", entry.keywords) }),
    ),
    references: sectionEntries(
      importing,
      "references",
      "references",
      resume.references,
      { field: "name", as: "name", placeholder: "who gave reference" },
      (entry, name) => ({
        name,
        reference: nonEmpty(entry.reference)
          ? markdownText(entry.reference)
          : todo(`sections.yaml: the reference of ${name}`, "what they said"),
      }),
    ),
  };
  const written = Object.fromEntries(Object.entries(sections).filter(([, entries]) => entries));
  if (Object.keys(written).length > 0) tree.files.set("sections.yaml", yamlFile("sections", written));
  return importing.duplicates;
}

/**
 * The entries of one kind, from JSON Resume's list `from`: each one's title the `title` field,
 * or a placeholder that names it; one the Resume would show twice is left out, and listed.
 */
function sectionEntries<T extends object, E extends object>(
  { tree, duplicates }: SectionsImporting,
  from: string,
  kind: string,
  entries: readonly T[] | undefined,
  title: EntryTitle<T>,
  map: (entry: T, name: string) => E,
): E[] | undefined {
  const made: E[] = [];
  const ids = new Map<string, number>();
  for (const [i, entry] of (entries ?? []).entries()) {
    if (typeof entry !== "object" || entry === null || !holdsAnything(entry)) continue;
    const given = entry[title.field];
    const name = nonEmpty(given)
      ? given.trim()
      : tree.todo(`sections.yaml: ${kind}[${made.length}].${title.as}`, `${title.placeholder} ${i + 1}`);
    const value = map(entry, name);
    // The compiler's id of the entry (see deriveSections): the same one twice is refused.
    const when = value as { date?: string; start?: string };
    const id = compilerIds.entry(kind, name, when.date ?? when.start);
    const first = ids.get(id);
    if (first !== undefined) {
      duplicates.push(`${from}[${i}] (the same as ${from}[${first}])`);
      continue;
    }
    ids.set(id, i);
    made.push(value);
  }
  return made.length > 0 ? made : undefined;
}

/** A certificate as sections.yaml's certification. */
function certificationOf(entry: NonNullable<JsonResume["certificates"]>[number], name: string) {
  return { name, ...textField("issuer", entry.issuer), ...dateField(entry.date), ...urlField(entry.url) };
}

/** An award as sections.yaml's. */
function awardOf(entry: NonNullable<JsonResume["awards"]>[number], title: string) {
  return {
    title,
    ...textField("awarder", entry.awarder),
    ...dateField(entry.date),
    ...summaryField(entry.summary),
  };
}

/** A publication as sections.yaml's. */
function publicationOf(entry: NonNullable<JsonResume["publications"]>[number], title: string) {
  return {
    title,
    ...textField("publisher", entry.publisher),
    ...dateField(entry.releaseDate),
    ...urlField(entry.url),
    ...summaryField(entry.summary),
  };
}

/** A volunteer entry as sections.yaml's volunteering. */
function volunteeringOf(entry: NonNullable<JsonResume["volunteer"]>[number], organization: string) {
  return {
    organization,
    ...textField("position", entry.position),
    ...urlField(entry.url),
    ...whenOf(entry.startDate, entry.endDate),
    ...summaryField(entry.summary),
    ...listField("highlights", entry.highlights),
  };
}

type SchemaError = { path: (string | number)[]; property: string; message: string; name: string };
type JsonResumeSchema = {
  validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
};

const LEFT_OUT = Symbol("left out");

/** `value` without what was marked LEFT_OUT: array items removed, object keys dropped. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== LEFT_OUT).map(prune);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== LEFT_OUT)
        .map(([key, item]) => [key, prune(item)]),
    );
  return value;
}

/**
 * Checks `resume` against the JSON Resume schema (the @jsonresume/schema package). The import
 * goes on regardless, so each issue is said as "basics.name: is not of a type(s) string", and
 * a value of the wrong type is left out (the site gets a placeholder in its place) rather than
 * read as something it is not.
 */
export function checkJsonResume(resume: object): { resume: JsonResume; issues: string[] } {
  const schema = createRequire(import.meta.url)("@jsonresume/schema") as JsonResumeSchema;
  let errors: SchemaError[] = [];
  schema.validate(resume, (found) => {
    errors = found ?? [];
  });
  const copy = structuredClone(resume) as Record<string | number, unknown>;
  for (const error of errors) {
    if (error.name !== "type" || error.path.length === 0) continue;
    const parent = error.path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], copy);
    if (typeof parent === "object" && parent !== null)
      (parent as Record<string | number, unknown>)[error.path.at(-1) as string | number] = LEFT_OUT;
  }
  const issues = errors.map(
    ({ property, message, name }) =>
      `${property.replace(/^instance\.?/, "")}: ${message}${name === "type" ? " (left out)" : ""}`,
  );
  return { resume: prune(copy) as JsonResume, issues };
}

/**
 * What the compiler says of `files` as a content folder (written to a folder of its own, then
 * removed): its errors, each on one line, or none. Placeholders are not errors here: the owner
 * replaces them before a deploy, which refuses them.
 */
export async function contentErrors(files: ContentTree): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "folio-import-"));
  try {
    for (const [file, data] of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), data);
    }
    const result = await compileContent({ contentDir: dir, cwd: dir });
    const errors = result.ok ? [] : result.diagnostics.filter(isError);
    // Each file named as the import writes it (the compiler names it from the folder it read).
    return errors.map(formatOneLine);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
