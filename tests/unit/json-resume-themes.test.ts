/**
 * resume.json in real JSON Resume themes from npm, rendered as `resumed render` renders them
 * (its `render(resume, theme)`): each theme's page must show the owner, every job with its
 * position and period in the theme's own date format, every school, and each further section
 * the theme has a place for. What the page should hold is read from the compiled content, so
 * the test checks the export's mapping as much as the themes.
 */
import path from "node:path";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { render } from "resumed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { entriesOf, type JsonResume, toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import type { SectionKind, SiteContent } from "../../src/shared/compiled-content.ts";
import { contentTree, FIXTURES } from "./fixtures.ts";

/** A theme's module, as resumed takes it: its `render` gives the page. */
type Theme = Parameters<typeof render>[1];

/** What JSON Resume has beside work and education, by the name of the content's section. */
type Section = Exclude<SectionKind, "talks" | "custom"> | "projects" | "skills" | "languages";
const FURTHER: Section[] = ["volunteering", "awards", "certifications", "publications", "interests"];
const EVERY: Section[] = ["projects", "skills", "languages", ...FURTHER];

/** A date of resume.json (2023, 2023-06) as a Date, as the themes read it: a year alone is its January. */
const utc = (date: string) => new Date(`${date.length === 4 ? `${date}-01` : date}-01T00:00:00Z`);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A theme, how it writes a job's period, and the sections beyond work and education it shows. */
type ThemeCase = {
  name: string;
  period(start: string, end: string | undefined): string;
  shows: Section[];
};

const THEMES: ThemeCase[] = [
  {
    // `toLocaleDateString("en", { month: "short", year: "numeric", timeZone: "UTC" })`.
    name: "jsonresume-theme-even",
    period: (start, end) => {
      const month = (date: string) =>
        utc(date).toLocaleDateString("en", { month: "short", year: "numeric", timeZone: "UTC" });
      return `${month(start)} – ${end ? month(end) : "Present"}`;
    },
    shows: EVERY,
  },
  {
    // moment's "MMM, YYYY"; languages in the header, by name.
    name: "jsonresume-theme-elegant",
    period: (start, end) => {
      const month = (date: string) => `${MONTHS[utc(date).getUTCMonth()]}, ${utc(date).getUTCFullYear()}`;
      return `${month(start)} - ${end ? month(end) : "Present"}`;
    },
    shows: EVERY,
  },
  {
    // `toLocaleDateString("en-gb", { year: "numeric", month: "short" })`, in the machine's time
    // zone (UTC here, see below).
    name: "jsonresume-theme-stackoverflow",
    period: (start, end) => {
      const month = (date: string) =>
        utc(date).toLocaleDateString("en-gb", { year: "numeric", month: "short", timeZone: "UTC" });
      return `${month(start)} - ${end ? month(end) : "Current"}`;
    },
    shows: EVERY,
  },
  {
    // moment's "MM/YYYY". It has no certificates section.
    name: "jsonresume-theme-macchiato",
    period: (start, end) => {
      const month = (date: string) =>
        `${String(utc(date).getUTCMonth() + 1).padStart(2, "0")}/${utc(date).getUTCFullYear()}`;
      return `${month(start)} - ${end ? month(end) : "Present"}`;
    },
    shows: EVERY.filter((section) => section !== "certifications"),
  },
];

/** Elements inside a run of text; every other element's edges separate words. */
const INLINE = new Set("a abbr b code em i small span strong sub sup time".split(" "));
const HIDDEN = new Set(["script", "style", "template", "noscript", "title"]);

/** The text a reader sees in the page's body, whitespace collapsed. */
function visibleText(html: string): string {
  const read = (node: DefaultTreeAdapterTypes.ChildNode): string => {
    if (node.nodeName === "#text" && "value" in node) return node.value;
    if (!("tagName" in node) || HIDDEN.has(node.tagName)) return "";
    const inner = node.childNodes.map(read).join("");
    return INLINE.has(node.tagName) ? inner : ` ${inner} `;
  };
  const root = parse(html).childNodes.find((node) => node.nodeName === "html");
  const body =
    root && "childNodes" in root ? root.childNodes.find((node) => node.nodeName === "body") : undefined;
  if (!body || !("childNodes" in body)) throw new Error("a page without a body");
  return body.childNodes.map(read).join("").replace(/\s+/g, " ").trim();
}

/** The texts each section of the content puts on a page that shows it. */
function sectionTexts(content: SiteContent, section: Section): string[] {
  switch (section) {
    case "projects":
      return content.projects.map((project) => project.title);
    case "skills":
      return content.profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items));
    case "languages":
      return (content.profile.languages ?? []).map(({ language }) => language);
    default:
      return entriesOf(content, section).flatMap((entry) => [
        entry.title,
        ...(entry.subtitle ? [entry.subtitle] : []),
        ...(entry.keywords ?? []),
      ]);
  }
}

async function compiled(dir: string): Promise<SiteContent> {
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result.content;
}

const FIXTURE_DIRS: [string, () => string][] = [
  ["valid-full", () => path.join(FIXTURES, "valid-full")],
  // Spanish, every further section, three roles at one employer.
  ["valid-combined", () => path.join(FIXTURES, "valid-combined")],
  // No location, no further sections, a job that started in a year alone.
  ["valid-minimal", () => path.join(FIXTURES, "valid-minimal")],
  // Every kind of sections.yaml, some entries a title alone.
  ["valid-sections", () => contentTree("valid-sections")],
  // No job title (no basics.label), no photo, schools or projects.
  ["valid-sparse", () => path.join(FIXTURES, "valid-sparse")],
];

// stackoverflow writes months in the machine's time zone, and a date of resume.json is midnight
// UTC: west of Greenwich a job that started in September would show August.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "UTC";
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const themes = new Map<string, Theme>();
beforeAll(async () => {
  for (const { name } of THEMES) themes.set(name, await import(name));
});

for (const [fixture, dirOf] of FIXTURE_DIRS)
  describe(`${fixture}'s resume.json`, () => {
    let content: SiteContent;
    let resume: JsonResume;
    beforeAll(async () => {
      content = await compiled(dirOf());
      resume = toJsonResume(content);
    });

    for (const { name, period, shows } of THEMES)
      it(`renders in ${name}: the owner, every job with its period, every school, and ${
        shows === EVERY ? "every section" : `all but ${EVERY.filter((section) => !shows.includes(section))}`
      }`, async () => {
        const theme = themes.get(name);
        if (!theme) throw new Error(`${name} did not load`);
        // A theme may change what it is given (elegant does): each gets its own copy.
        const text = visibleText(await render(structuredClone(resume), theme));

        expect(text).toContain(content.profile.name);
        for (const job of content.experience) {
          // A job gives its company or its position, or both: each it gives shows.
          if (job.company) expect(text).toContain(job.company);
          for (const role of job.roles) {
            if (role.position) expect(text).toContain(role.position);
            expect(text).toContain(period(role.period.start, role.period.end ?? undefined));
          }
        }
        for (const school of content.education) expect(text).toContain(school.institution);

        for (const section of EVERY) {
          const expected = sectionTexts(content, section);
          if (shows.includes(section)) for (const item of expected) expect(text).toContain(item);
          else for (const item of expected) expect(text, `${section} left out`).not.toContain(item);
        }
        expect(text).not.toMatch(/\bundefined\b|\bNaN\b|Invalid date|\[object Object\]/);
      });
  });

describe("the fixtures cover what the themes show", () => {
  it("have jobs, schools, an owner without a job title and each further section among them", async () => {
    const all = await Promise.all(FIXTURE_DIRS.map(([, dirOf]) => compiled(dirOf())));
    expect(all.every((content) => content.experience.length > 0)).toBe(true);
    // Schools in each but the sparse one, which has none.
    expect(all.filter((content) => content.education.length === 0)).toHaveLength(1);
    expect(all.some((content) => content.profile.label === undefined)).toBe(true);
    for (const section of EVERY)
      expect(
        all.some((content) => sectionTexts(content, section).length > 0),
        section,
      ).toBe(true);
    // Ongoing and ended jobs, and one that started in a year alone.
    const periods = all.flatMap((content) =>
      content.experience.flatMap((job) => job.roles.map((r) => r.period)),
    );
    expect(periods.some((p) => p.end === null)).toBe(true);
    expect(periods.some((p) => p.end)).toBe(true);
    expect(periods.some((p) => p.start.length === 4)).toBe(true);
  });
});
