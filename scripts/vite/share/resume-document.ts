/**
 * The resume as a document of headings, paragraphs and lists, in reading order: what its
 * Markdown (resume.md: resume-markdown.ts) and its Word file (resume.docx: resume-word.ts) are
 * written from. Made from the compiled content, never from the page's HTML; pure.
 *
 * The sections come in the printed Resume's order (src/shared/resume-order.ts) under the site's
 * words, as resume.txt has them, and each entry's parts in the order the printed page shows them
 * and résumé parsers read them (the owner's check's fact list, scripts/check/resume-fact-list.ts):
 * a job's company, then its dates, then the position and its place; a job of several roles its
 * company and place, then each role's position and dates; a school's institution, dates, degree
 * and GPA. Dates are written as on paper (src/shared/paper-dates.ts). The owner's name is the
 * only first-level heading, each section's a second-level one, each entry's a third, each role's
 * of a job of several a fourth. Markdown fields keep their paragraphs, lists, emphasis and
 * links. Text written right to left stays in logical order, with no direction marks.
 */
import { type DefaultTreeAdapterTypes, parseFragment, serializeOuter } from "parse5";
import type {
  EntryAuthor,
  SiteContent,
  SiteEntry,
  SiteJob,
  SiteProject,
  SiteRole,
  SiteSchool,
  SiteSection,
} from "../../../src/shared/compiled-content.ts";
import { localeOf } from "../../../src/shared/locale.ts";
import { paperPeriod } from "../../../src/shared/paper-dates.ts";
import { PAPER_PROJECTS, paperOrder } from "../../../src/shared/resume-order.ts";
import { type BuiltInName, builtInSection } from "../../../src/shared/resume-sections.ts";
import type { TextDirection } from "../../../src/shared/text-direction.ts";
import { htmlToLines } from "../../lib/html-text.ts";
import { pageUrl } from "./metadata.ts";
import {
  courseLines,
  DASH,
  hardSkillLines,
  interestLines,
  languageLines,
  nameLine,
  PARTS,
  present,
  projectSummary,
} from "./resume-text.ts";

/** A stretch of text: plain, strong or emphasised, and a link when it has an address. */
export type Run = { text: string; strong?: boolean; emphasis?: boolean; href?: string };

/** A block of the document: a heading of its level, a paragraph, or a list of items. */
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4; runs: Run[] }
  | { kind: "paragraph"; runs: Run[] }
  | { kind: "list"; items: Run[][] };

/** The resume of one page (a language's, a variant's) as a document: its language, direction, title, author and blocks. */
export type ResumeDocument = {
  lang: string;
  dir: TextDirection;
  /** The document's title: the owner's name and label. */
  title: string;
  author: string;
  blocks: Block[];
};

/** What the document is written with: the page's language and locale, and the address relative links are read from. */
type Writing = { lang: string; locale: string; base: string | undefined };

const text = (value: string): Run => ({ text: value });
const paragraph = (...runs: Run[]): Block => ({ kind: "paragraph", runs });
const heading = (level: 1 | 2 | 3 | 4, ...runs: Run[]): Block => ({ kind: "heading", level, runs });

/** A list of one-line items; nothing for none. */
const list = (items: string[]): Block[] =>
  items.length > 0 ? [{ kind: "list", items: items.map((item) => [text(item)]) }] : [];

/** Values that are there as one paragraph, parted by PARTS; nothing when none is. */
function line(...values: (string | undefined)[]): Block[] {
  const parts = present(...values);
  return parts.length > 0 ? [paragraph(text(parts.join(PARTS)))] : [];
}

/** A name linked to its address when it has one. */
const linked = (name: string, href: string | undefined): Run => (href ? { text: name, href } : text(name));

/** A period as the printed Resume writes it in the page's language. */
const dates = (period: SiteContent["experience"][number]["period"], { lang }: Writing) =>
  paperPeriod(period, lang) ?? period.display;

// ── Markdown fields: the compiler's sanitised HTML as blocks ───────────────────────────────

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** A note for screen readers only ("(opens in a new tab)"), or a footnote's way back: not text of the document. */
function notText(element: Element): boolean {
  const classes = attributeOf(element, "class")?.split(/\s+/) ?? [];
  return (
    classes.includes("visually-hidden") ||
    classes.includes("sr-only") ||
    attributeOf(element, "data-footnote-backref") !== undefined
  );
}

/** A link's address, absolute: a relative one read from `base`; none for an in-page one or one no base resolves. */
function address(href: string | undefined, base: string | undefined): string | undefined {
  if (!href || href.startsWith("#")) return undefined;
  if (URL.canParse(href)) return href;
  return base && URL.canParse(href, base) ? new URL(href, base).href : undefined;
}

/** The runs of inline HTML: text, strong and emphasised text, links; white space collapsed. */
function inlineRuns(nodes: Node[], writing: Writing, style: Omit<Run, "text"> = {}): Run[] {
  return nodes.flatMap((node): Run[] => {
    if (node.nodeName === "#text" && "value" in node) return [{ ...style, text: node.value }];
    if (!("tagName" in node) || notText(node)) return [];
    const children = node.childNodes;
    switch (node.tagName) {
      case "br":
        return [{ ...style, text: " " }];
      case "img":
        return [{ ...style, text: attributeOf(node, "alt") ?? "" }];
      case "strong":
      case "b":
        return inlineRuns(children, writing, { ...style, strong: true });
      case "em":
      case "i":
        return inlineRuns(children, writing, { ...style, emphasis: true });
      case "a": {
        const href = address(attributeOf(node, "href"), writing.base);
        return inlineRuns(children, writing, href ? { ...style, href } : style);
      }
      default:
        return inlineRuns(children, writing, style);
    }
  });
}

/** Runs with white space collapsed and trimmed at both ends, neighbours of one style joined; none when empty. */
function tidy(runs: Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const value = run.text.replace(/[ \t\n\f\r]+/g, " ");
    const last = joined.at(-1);
    if (last && last.strong === run.strong && last.emphasis === run.emphasis && last.href === run.href)
      last.text += value;
    else joined.push({ ...run, text: value });
  }
  if (joined[0]) joined[0].text = joined[0].text.trimStart();
  const last = joined.at(-1);
  if (last) last.text = last.text.trimEnd();
  return joined.filter((run) => run.text.length > 0);
}

/** A list item's runs: its text and its nested lists' text, on one line. */
function itemRuns(item: Element, writing: Writing): Run[] {
  return tidy(
    item.childNodes.flatMap((node) => {
      if ("tagName" in node && ["p", "ul", "ol"].includes(node.tagName))
        return [
          text(" "),
          ...(node.tagName === "p"
            ? inlineRuns(node.childNodes, writing)
            : node.childNodes.flatMap((child) =>
                "tagName" in child && child.tagName === "li" ? [text(" "), ...itemRuns(child, writing)] : [],
              )),
        ];
      return inlineRuns([node], writing);
    }),
  );
}

/**
 * A Markdown field's HTML as blocks: its paragraphs and lists with their runs, a heading in it as
 * a paragraph of strong text (the document's headings are its own), anything else (a table, a
 * code block, a quote, footnotes) as lines of plain text (htmlToLines, as resume.txt reads it).
 */
function markdownBlocks(html: string | undefined, writing: Writing): Block[] {
  if (!html) return [];
  return parseFragment(html).childNodes.flatMap((node): Block[] => {
    if (node.nodeName === "#text" && "value" in node) {
      const runs = tidy([text(node.value)]);
      return runs.length > 0 ? [paragraph(...runs)] : [];
    }
    if (!("tagName" in node) || notText(node)) return [];
    if (node.tagName === "p") {
      const runs = tidy(inlineRuns(node.childNodes, writing));
      return runs.length > 0 ? [paragraph(...runs)] : [];
    }
    if (/^h[1-6]$/.test(node.tagName))
      return [paragraph(...tidy(inlineRuns(node.childNodes, writing, { strong: true })))];
    if (node.tagName === "ul" || node.tagName === "ol") {
      const items = node.childNodes
        .filter((child): child is Element => "tagName" in child && child.tagName === "li")
        .map((item) => itemRuns(item, writing))
        .filter((runs) => runs.length > 0);
      return items.length > 0 ? [{ kind: "list", items }] : [];
    }
    return plainLines(serializeOuter(node), writing).map((value) => paragraph(text(value)));
  });
}

/** HTML as lines of plain text, as resume.txt reads it. */
const plainLines = (html: string, { base }: Writing) => htmlToLines(html, base === undefined ? {} : { base });

// ── The resume's parts ──────────────────────────────────────────────────────────────────────

/** The header: the name, the label, the place, then every way to reach the owner as links, a paragraph each. */
function header(content: SiteContent): Block[] {
  const { profile } = content;
  const url = pageUrl(content);
  const contacts: Run[] = [
    ...(profile.email ? [linked(profile.email, `mailto:${profile.email}`)] : []),
    ...(profile.phone ? [linked(profile.phone.number, profile.phone.href)] : []),
    ...(url ? [linked(url, url)] : []),
    ...profile.profiles.map((link) => linked(link.url, link.url)),
  ];
  return [
    heading(1, text(nameLine(profile))),
    ...line(profile.label),
    ...line(profile.location),
    ...contacts.map((run) => paragraph(run)),
  ];
}

/** A role's summary and highlights. */
const roleDetails = (role: SiteRole, writing: Writing) => [
  ...markdownBlocks(role.summaryHtml, writing),
  ...list(role.highlights),
];

/**
 * A job: its company, then its one role's dates, position and place; or its place, then each role
 * under a heading. Work without a company is headed by its position, with its place alone under
 * the dates; a job without a position shows its place alone there.
 */
function jobBlocks(job: SiteJob, writing: Writing): Block[] {
  const [only, ...more] = job.roles;
  const company = heading(3, linked(job.company ?? only?.position ?? "", job.url));
  if (only && more.length === 0) {
    const position = job.company === undefined ? undefined : only.position;
    return [
      company,
      ...line(dates(only.period, writing)),
      ...(position === undefined
        ? line(job.location)
        : [
            paragraph(
              { text: position, strong: true },
              ...(job.location ? [text(`${PARTS}${job.location}`)] : []),
            ),
          ]),
      ...roleDetails(only, writing),
    ];
  }
  return [
    company,
    ...line(job.location),
    ...job.roles.flatMap((role) => [
      heading(4, text(role.position ?? "")),
      ...line(dates(role.period, writing)),
      ...roleDetails(role, writing),
    ]),
  ];
}

/** A school: where, when (no line without dates), the degree and its place, the GPA, its description, a line per category of courses. */
function schoolBlocks(school: SiteSchool, writing: Writing): Block[] {
  return [
    heading(3, linked(school.institution, school.url)),
    ...line(school.period && dates(school.period, writing)),
    ...line(school.degree, school.location),
    ...line(school.gpaLabel),
    ...markdownBlocks(school.descriptionHtml, writing),
    ...list(courseLines(school, writing.locale)),
  ];
}

/** A publication's authors as one paragraph, the owner's name strong; nothing without them. */
function authorsBlocks(authors: EntryAuthor[] | undefined): Block[] {
  if (!authors) return [];
  return [
    paragraph(
      ...authors.flatMap(({ name, owner }, index) => [
        ...(index > 0 ? [text(", ")] : []),
        owner ? { text: name, strong: true } : text(name),
      ]),
    ),
  ];
}

/**
 * An entry of a further section: its title (linked), when, a publication's authors, its kind,
 * its line under it and place, its text and points.
 */
function furtherEntry(entry: SiteEntry, writing: Writing): Block[] {
  return [
    heading(3, linked(entry.title, entry.url)),
    ...line(entry.period && dates(entry.period, writing)),
    ...authorsBlocks(entry.authors),
    ...line(entry.type, entry.subtitle, entry.location),
    ...markdownBlocks(entry.html, writing),
    ...list(entry.highlights ?? []),
  ];
}

/** A further section's blocks; interests one list ("Name: keyword, keyword"). */
function furtherBlocks(further: SiteSection, writing: Writing): Block[] {
  if (further.kind !== "interests") return further.entries.flatMap((entry) => furtherEntry(entry, writing));
  return list(interestLines(further, writing.locale));
}

/** A project, briefly: its title linked to its first link, then its description's first sentence. */
function projectBlocks(project: SiteProject, writing: Writing): Block[] {
  return [
    heading(3, linked(project.title, project.links?.[0]?.url)),
    ...line(projectSummary(project, writing)),
  ];
}

/** The blocks of each of the Resume's own sections, by its name in the layout. */
const BUILT_IN_BLOCKS: { [Name in BuiltInName]: (content: SiteContent, writing: Writing) => Block[] } = {
  profile: ({ profile }, writing) => markdownBlocks(profile.summaryHtml, writing),
  "soft-skills": ({ profile }) => list(profile.softSkills ?? []),
  "hard-skills": ({ profile }, { locale }) => list(hardSkillLines(profile, locale)),
  languages: ({ profile }, { locale }) => list(languageLines(profile, locale)),
  experience: (content, writing) => content.experience.flatMap((job) => jobBlocks(job, writing)),
  education: (content, writing) => content.education.flatMap((school) => schoolBlocks(school, writing)),
};

/** A section under its heading; nothing when it has nothing to show. */
const section = (title: string, blocks: Block[]): Block[] =>
  blocks.length > 0 ? [heading(2, text(title)), ...blocks] : [];

/** The Resume's section of this name in the layout, under its heading's word on paper; none when it is empty. */
function resumeSection(name: string, content: SiteContent, writing: Writing): Block[] {
  const { words } = content.site;
  const own = builtInSection(name);
  if (own) return section(words[own.paperWord ?? own.word], BUILT_IN_BLOCKS[own.name](content, writing));
  const further = content.sections.find((entry) => entry.id === name);
  return further ? section(further.title, furtherBlocks(further, writing)) : [];
}

/** The resume of `content`'s page as a document: see the top of this file. */
export function resumeDocument(content: SiteContent): ResumeDocument {
  const { site, profile } = content;
  const writing: Writing = { lang: site.lang, locale: localeOf(site), base: profile.url };
  const projects = content.projects.length > 0 && !content.layout.phone.includes(PAPER_PROJECTS);
  const sections = paperOrder(content.layout.phone, projects).flatMap((name) =>
    projects && name === PAPER_PROJECTS
      ? section(
          site.words.projects,
          content.projects.flatMap((project) => projectBlocks(project, writing)),
        )
      : resumeSection(name, content, writing),
  );
  return {
    lang: site.lang,
    dir: site.dir,
    title: profile.label ? `${profile.name}${DASH}${profile.label}` : profile.name,
    author: profile.name,
    blocks: [...header(content), ...sections],
  };
}
