/**
 * resume.txt, the resume as plain text for the forms that ask to paste one: made by the real
 * compiler's output of the fixtures, in every language, and checked against that content (never
 * against words written here): the header, every entry in the page's printed order, headings
 * in the site's words, no empty section, no markup, right-to-left text as written.
 */

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { markupLeft } from "../../scripts/check/markup-left.ts";
import { wordText } from "../../scripts/check/resume-word.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { htmlToLines } from "../../scripts/lib/html-text.ts";
import { contentPlugin } from "../../scripts/vite/content-plugin.ts";
import { resumeMarkdown } from "../../scripts/vite/share/resume-markdown.ts";
import { DASH, resumeText } from "../../scripts/vite/share/resume-text.ts";
import { resumeWord } from "../../scripts/vite/share/resume-word.ts";
import { languageFiles, sharePlugin } from "../../scripts/vite/share-plugin.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { localeOf } from "../../src/shared/locale.ts";
import { languageFile, RESUME_MARKDOWN, RESUME_TEXT, RESUME_WORD } from "../../src/shared/paths.ts";
import { PAPER_PROJECTS, paperOrder } from "../../src/shared/resume-order.ts";
import { builtInSection } from "../../src/shared/resume-sections.ts";
import { contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

/** Every language's compiled content of a content folder, the default's first. */
async function sites(contentDir: string): Promise<SiteContent[]> {
  const result = await compileContent({ contentDir });
  if (!result.ok) throw new Error(`${contentDir} does not compile`);
  return [result.content, ...result.translations];
}

const [full] = await sites(path.join(FIXTURES, "valid-full"));
const languages = await sites(path.join(FIXTURES, "valid-languages"));
const [arabic] = await sites(path.join(FIXTURES, "valid-arabic"));
const [sparse] = await sites(path.join(FIXTURES, "valid-sparse"));
const [spanish] = await sites(contentTree("valid-spanish"));
if (!full || !arabic || !sparse || !spanish || languages.length < 3)
  throw new Error("the fixtures must compile, valid-languages to three languages");

/** The fixtures' sites, each named by its fixture and language. */
const EVERY_SITE = [
  ["valid-full", full],
  ...languages.map((site) => [`valid-languages (${site.site.lang})`, site] as const),
  ["valid-arabic", arabic],
  ["valid-sparse", sparse],
  ["valid-spanish", spanish],
] as const;

/** A heading as the text writes it: the site's word in capitals, in its locale. */
const heading = (site: SiteContent, word: string) => word.toLocaleUpperCase(localeOf(site.site));

/** The headings the text must have, in order: each section of the layout's phone order, then Projects when there are any. */
function headingsOf(site: SiteContent): string[] {
  const projects = site.projects.length > 0;
  const titles = paperOrder(site.layout.phone, projects).map((name) => {
    const own = builtInSection(name);
    // The paper's word where it has one: the profile's is the one résumé parsers look for.
    const word = name === PAPER_PROJECTS && projects ? "projects" : own && (own.paperWord ?? own.word);
    return word
      ? site.site.words[word]
      : (site.sections.find((section) => section.id === name)?.title ?? name);
  });
  return titles.map((title) => heading(site, title));
}

/** Whether `line` is `text`, or starts with it and goes on with what is not a letter or digit ("Company — Place", "Group: a, b"). */
const opens = (line: string, text: string) =>
  line.startsWith(text) && !/^[\p{L}\p{N}]/u.test(line.slice(text.length));

/**
 * Whether each of `expected` opens a line of `lines` after the one before it: the index of the
 * first missing or out of order, or -1.
 */
function firstOutOfOrder(lines: string[], expected: string[]): number {
  let at = -1;
  for (const [i, text] of expected.entries()) {
    const found = lines.findIndex((line, index) => index > at && opens(line, text));
    if (found < 0) return i;
    at = found;
  }
  return -1;
}

/** What the text must hold, in order: the jobs and their roles, the schools and degrees, the skill groups, the projects. */
function factsInOrder(site: SiteContent): {
  experience: string[];
  education: string[];
  skills: string[];
  projects: string[];
} {
  return {
    experience: site.experience.flatMap((job) => [
      ...(job.company ? [job.company] : []),
      ...job.roles.flatMap((role) => [...(role.position ? [role.position] : []), role.period.display]),
    ]),
    education: site.education.flatMap((school) => [
      school.institution,
      ...(school.degree ? [school.degree] : []),
      ...(school.period ? [school.period.display] : []),
    ]),
    skills: site.profile.hardSkills.flatMap((group) => group.lists.map(() => group.title)),
    projects: site.projects.map((project) => project.title),
  };
}

describe("resume.txt", () => {
  for (const [name, site] of EVERY_SITE) {
    const text = resumeText(site);
    const lines = text.split("\n");

    it(`${name}: starts with the owner, their label and every way to reach them, a line each`, () => {
      const { profile } = site;
      const expected = [profile.name, profile.label, profile.location, profile.email, profile.phone?.number];
      const header = lines.slice(0, lines.indexOf(""));
      // Without a label (valid-sparse), the name alone opens it: no empty line in its place.
      const present = expected.filter((value): value is string => Boolean(value));
      expect(header.slice(0, present.length)).toEqual(present);
      for (const value of expected) if (value) expect(header).toContain(value);
      for (const link of profile.profiles) expect(header).toContain(link.url);
      if (profile.url) expect(header.some((line) => line.startsWith(profile.url ?? ""))).toBe(true);
    });

    it(`${name}: has the layout's sections in its printed order under the site's words, each with something under it`, () => {
      const headings = headingsOf(site);
      // A heading is a line after a blank one that is followed by text.
      const found = lines.filter((line, i) => lines[i - 1] === "" && headings.includes(line));
      expect(found).toEqual(headings);
      for (const title of headings) {
        const at = lines.indexOf(title);
        expect(lines[at - 1], title).toBe("");
        expect(lines[at + 1]?.trim(), title).not.toBe("");
      }
    });

    it(`${name}: holds every job, role, school, skill group and project, in order`, () => {
      for (const [part, facts] of Object.entries(factsInOrder(site)))
        expect({ part, missing: facts[firstOutOfOrder(lines, facts)] }).toEqual({ part, missing: undefined });
    });

    it(`${name}: is plain text, a line per paragraph: no markup, no Markdown, no direction marks, LF only`, () => {
      expect(text).not.toMatch(/\r|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
      // Markup only as the owner wrote it as text (valid-sparse: "<5 minutes", "[the runbook](…)").
      expect(markupLeft(text, site)).toEqual([]);
      expect(text.endsWith("\n")).toBe(true);
      expect(text).not.toMatch(/\n\n\n/);
      // Each paragraph of a summary is one line of its own, whole.
      for (const job of site.experience)
        for (const role of job.roles)
          for (const paragraph of htmlToLines(role.summaryHtml ?? "")) expect(lines).toContain(paragraph);
    });
  }

  it("writes a job of several roles as the company's line, then each role with its dates", () => {
    const [es] = languages;
    const job = es?.experience.find((entry) => entry.roles.length > 1);
    if (!es || !job) throw new Error("valid-languages has a job of several roles");
    const lines = resumeText(es).split("\n");
    const start = lines.indexOf(`${job.company}${DASH}${job.location}`);
    expect(start).toBeGreaterThan(0);
    const roles = job.roles.flatMap((role) => [role.position ?? "", role.period.display]);
    expect(firstOutOfOrder(lines.slice(start), roles)).toBe(-1);
    // No other company line comes between them.
    const end = lines.indexOf("", start);
    expect(lines.slice(start, end)).toEqual(expect.arrayContaining(roles));
  });

  it("writes the skills a line per group, or per level of a group with named lists", () => {
    const lines = resumeText(full).split("\n");
    for (const group of full.profile.hardSkills)
      for (const list of group.lists) {
        const label = list.title ? `${group.title} (${list.title})` : group.title;
        expect(lines).toContain(`${label}: ${list.items.join(", ")}`);
      }
  });

  it("writes each project briefly: its title and first sentence, then its first link", () => {
    const lines = resumeText(full).split("\n");
    for (const project of full.projects) {
      const at = lines.findIndex((line) => line.startsWith(`${project.title}${DASH}`));
      expect(at, project.title).toBeGreaterThan(0);
      const [firstParagraph = ""] = htmlToLines(project.descriptionHtml);
      expect(firstParagraph.startsWith(lines[at]?.slice(project.title.length + DASH.length) ?? "")).toBe(
        true,
      );
      expect(lines[at + 1]).toBe(project.links?.[0]?.url ?? "");
    }
  });

  it("writes the headings in the owner's own words over the language's", () => {
    const lines = resumeText(spanish).split("\n");
    expect(lines).toContain(heading(spanish, spanish.site.words.experience));
    expect(spanish.site.words.experience).not.toBe("Experiencia");
  });

  it("leaves out the sections a sparse resume lacks: no heading with nothing under it", () => {
    const text = resumeText(sparse);
    expect(sparse.education).toEqual([]);
    expect(sparse.projects).toEqual([]);
    expect(sparse.profile.photo).toBeUndefined();
    for (const word of [sparse.site.words.education, sparse.site.words.projects])
      expect(text.split("\n")).not.toContain(heading(sparse, word));
  });

  it("writes work without a company under its position, and a job without a position under its company alone", async () => {
    const text = resumeText(sparse);
    const display = (name: string) =>
      sparse.experience.find((job) => (job.company ?? job.roles[0]?.position) === name)?.period.display;
    const block = [
      `Freelance Trainer${DASH}Remote`,
      display("Freelance Trainer"),
      "- Taught Go to backend teams, two days at a time.",
      "",
      "Freelance Developer",
      display("Freelance Developer"),
      "",
      "Harbour Data Lab",
      display("Harbour Data Lab"),
      "- Cleaned the tide gauge readings.",
    ].join("\n");
    expect(text).toContain(`\n${block}\n`);
    // The Markdown and the Word file: the position as the entry's heading, the place alone under
    // the dates, no line for a missing part.
    const markdown = resumeMarkdown(sparse);
    expect(markdown).toContain(
      `### [Freelance Trainer](https://trainer.example.com)\n\n${display("Freelance Trainer")}\n\nRemote\n\n- Taught`,
    );
    expect(markdown).toContain(`### Harbour Data Lab\n\n${display("Harbour Data Lab")}\n\n- Cleaned`);
    const word = await wordText(await resumeWord(sparse));
    const from = word.indexOf("Freelance Trainer");
    expect(word.slice(from, from + 9)).toEqual([
      "Freelance Trainer",
      display("Freelance Trainer"),
      "Remote",
      "Taught Go to backend teams, two days at a time.",
      "Freelance Developer",
      display("Freelance Developer"),
      "Harbour Data Lab",
      display("Harbour Data Lab"),
      "Cleaned the tide gauge readings.",
    ]);
    for (const written of [text, markdown, word.join("\n")])
      expect(written).not.toMatch(/undefined|\*\*\*\*/);
  });

  it("writes the name of an owner without a job title with their email under it: no empty line, no undefined", () => {
    const text = resumeText(sparse);
    expect(sparse.profile).not.toHaveProperty("label");
    expect(text.split("\n").slice(0, 3)).toEqual([sparse.profile.name, sparse.profile.email, ""]);
    expect(text).not.toContain("undefined");
  });

  it("keeps Arabic in logical order: the content's strings as written", () => {
    for (const site of [arabic, languages.find(({ site: { dir } }) => dir === "rtl")]) {
      if (!site) throw new Error("valid-languages has a language written right to left");
      const lines = resumeText(site).split("\n");
      expect(site.site.dir).toBe("rtl");
      expect(lines).toContain(site.profile.label);
      for (const job of site.experience) {
        expect(lines).toContain(job.location ? `${job.company}${DASH}${job.location}` : job.company);
        for (const role of job.roles) {
          expect(lines).toContain(role.position);
          for (const highlight of role.highlights) expect(lines).toContain(`- ${highlight}`);
        }
      }
      for (const school of site.education) expect(lines).toContain(school.degree);
    }
  });
});

describe("resume.txt in the build and the dev server", () => {
  it("is a file of each language, named as its resume.json is", async () => {
    for (const site of languages) {
      const files = await languageFiles(site, undefined);
      const file = languageFile(RESUME_TEXT, site.site);
      expect(file).toBe(site === languages[0] ? "resume.txt" : `resume.${site.site.lang}.txt`);
      expect(files.get(file)).toBe(resumeText(site));
    }
  });

  it("is served by the dev server at each language's page, from its compile, with its Markdown and Word file", async () => {
    const root = temporaryFolder("dev-resume-text");
    execFileSync("mv", [contentTree("valid-languages"), path.join(root, "content")]);
    writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head></head><body></body></html>\n");
    const server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin(), sharePlugin()],
      server: { port: 0, host: "127.0.0.1" },
    });
    try {
      await server.listen();
      const served = await sites(path.join(root, "content"));
      for (const site of served) {
        const folder = site.site.languages?.find(({ lang }) => lang === site.site.lang)?.path ?? "";
        const address = new URL(
          `${folder}${languageFile(RESUME_TEXT, site.site)}`,
          server.resolvedUrls?.local[0],
        );
        const response = await fetch(address);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(await response.text()).toBe(resumeText(site));
        // Its Markdown and its Word file beside it, likewise.
        const beside = (file: string) =>
          fetch(new URL(`${folder}${languageFile(file, site.site)}`, server.resolvedUrls?.local[0]));
        const markdown = await beside(RESUME_MARKDOWN);
        expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
        expect(await markdown.text()).toBe(resumeMarkdown(site));
        const word = await beside(RESUME_WORD);
        expect(word.headers.get("content-type")).toBe(
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        );
        expect(await wordText(new Uint8Array(await word.arrayBuffer()))).toEqual(
          await wordText(await resumeWord(site)),
        );
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});
