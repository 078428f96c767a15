/**
 * The technologies an owner names only in projects' keywords join the hard skills as one more
 * group, "Also used in projects" in the page's words (scripts/compiler/project-skills.ts): each
 * once, after the owner's groups, in the order the projects give them, none the owner's groups
 * already list. Checked on the real compiler's output of the fixtures, against their own content,
 * and through what is made of it: resume.txt and resume.json's skills, where a résumé parser
 * reads them. A variant holds the technologies of the projects it keeps.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CompileResult, compileContent } from "../../scripts/compiler/compile.ts";
import { withProjectSkills } from "../../scripts/compiler/project-skills.ts";
import { wordsOf } from "../../scripts/compiler/word-tables.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { resumeText } from "../../scripts/vite/share/resume-text.ts";
import type { SiteContent, SiteProject } from "../../src/shared/compiled-content.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

type Compiled = Extract<CompileResult, { ok: true }>;

async function compiled(fixture: string): Promise<Compiled> {
  const contentDir = path.join(FIXTURES, fixture);
  const result = await compileContent({ contentDir, cwd: contentDir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result;
}

const full = (await compiled("valid-full")).content;
const variants = await compiled("valid-variants");

const lower = (text: string) => text.toLowerCase();
const keywordsOf = (project: SiteProject) => [
  ...project.skills.front,
  ...project.skills.back,
  ...project.skills.other,
];

/** The owner's groups, and the group from the projects (or undefined). */
function groupsOf(content: SiteContent) {
  const own = content.profile.hardSkills.filter((group) => !group.fromProjects);
  const fromProjects = content.profile.hardSkills.filter((group) => group.fromProjects);
  expect(fromProjects.length).toBeLessThanOrEqual(1);
  return { own, fromProjects: fromProjects[0] };
}

/** Every skill a page lists, the group from the projects' included, lower-cased. */
const listedSkills = (content: SiteContent) =>
  content.profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items)).map(lower);

/** The variant `name`'s content in the language at `index` (0: the default). */
function variant(name: string, index = 0): SiteContent {
  const found = variants.resumeVariants.find((one) => one.name === name)?.languages[index]?.content;
  if (!found) throw new Error(`no variant ${name} in language ${index}`);
  return found;
}

describe("the projects' technologies among the skills", () => {
  it("lists every project keyword of the complete fixture once: in the owner's groups, or in the projects' group after them", () => {
    const { own, fromProjects } = groupsOf(full);
    expect(fromProjects?.title).toBe(full.site.words.alsoUsedInProjects);
    expect(full.profile.hardSkills.at(-1)).toBe(fromProjects);
    const ownText = own.flatMap((group) => group.lists.flatMap((list) => list.items)).map(lower);
    const items = fromProjects?.lists.flatMap((list) => list.items) ?? [];
    // Each once, none listed already, in the order the projects name them.
    expect(new Set(items.map(lower)).size).toBe(items.length);
    for (const item of items) expect(ownText, item).not.toContain(lower(item));
    const order = [...new Set(full.projects.flatMap(keywordsOf).map(lower))];
    const positions = items.map((item) => order.indexOf(lower(item)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Every project keyword is now somewhere in the skills: a whole skill, or a word of one.
    const listed = listedSkills(full).join(" | ");
    for (const keyword of full.projects.flatMap(keywordsOf))
      expect(listed, keyword).toContain(lower(keyword).replace(/\s*\([^()]*\)$/, ""));
  });

  it("writes the group in resume.txt's skills and in resume.json's skills, where parsers read them", () => {
    const { fromProjects } = groupsOf(full);
    const items = fromProjects?.lists.flatMap((list) => list.items) ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(resumeText(full).split("\n")).toContain(
      `${full.site.words.alsoUsedInProjects}: ${items.join(", ")}`,
    );
    const skills = toJsonResume(full).skills ?? [];
    expect(skills).toContainEqual({ name: full.site.words.alsoUsedInProjects, keywords: items });
    // In resume.json every project keyword is a skill's keyword, or a word of one.
    const keywords = skills
      .flatMap((skill) => skill.keywords ?? [])
      .map(lower)
      .join(" | ");
    for (const project of toJsonResume(full).projects ?? [])
      for (const keyword of project.keywords ?? [])
        expect(keywords, keyword).toContain(lower(keyword).replace(/\s*\([^()]*\)$/, ""));
  });

  it("is left to the build when a site's resume.json is imported: the owner's groups come back, and the build makes the same group again", async () => {
    const exported = toJsonResume(full);
    const dir = temporaryFolder("project-skills");
    const imported = await importJsonResume(exported, { lang: "en" });
    writeTree(dir, imported.files);
    expect(readFileSync(path.join(dir, "profile.yaml"), "utf8")).not.toContain(
      full.site.words.alsoUsedInProjects,
    );
    const again = await compileContent({ contentDir: dir, cwd: dir });
    if (!again.ok) throw new Error(JSON.stringify(again.diagnostics, null, 2));
    expect(groupsOf(again.content).fromProjects).toEqual(groupsOf(full).fromProjects);
    expect(toJsonResume(again.content).skills).toEqual(exported.skills);
  });

  it("holds, in a variant, the technologies of the projects it keeps and of no other, in each language's words", () => {
    // The whole resume shows Storefront, whose Vite no group lists; the variants drop it.
    const whole = groupsOf(variants.content).fromProjects;
    expect(whole?.lists.flatMap((list) => list.items)).toEqual(["Vite"]);
    const spanish = variants.translations.find((site) => site.site.lang === "es");
    expect(spanish && groupsOf(spanish).fromProjects?.title).toBe(wordsOf("es").alsoUsedInProjects);
    for (const name of ["backend", "data"])
      for (const index of [0, 1]) {
        const content = variant(name, index);
        expect(content.projects.map((project) => project.title)).not.toContain("Storefront");
        expect(listedSkills(content), `${name} ${index}`).not.toContain("vite");
        expect(resumeText(content)).not.toContain("Vite");
        expect(JSON.stringify(toJsonResume(content).skills)).not.toContain("Vite");
      }
  });
});

describe("withProjectSkills", () => {
  const site = { lang: "en", words: wordsOf("en") };
  const project = (title: string, front: string[], back: string[] = [], other: string[] = []) =>
    ({ id: title, title, skills: { front, back, other } }) as SiteProject;
  const group = (id: string, items: string[]) => ({ id, title: id, lists: [{ items }] });

  it("leaves out what a group lists in any case, names among others or names without its qualifier", () => {
    const groups = [
      group("languages", ["TypeScript", "C# and ASP.NET Core", "Linux, macOS and Windows", "JavaScript"]),
    ];
    const projects = [
      project("one", ["typescript", "JavaScript (ES2015)", "Redux"], ["C#", "ASP.NET Core"]),
      project("two", ["redux", "Jest"], ["macOS"], ["Next.js", "Jest"]),
    ];
    const skills = withProjectSkills(groups, projects, site);
    expect(skills.slice(0, 1)).toEqual(groups);
    expect(skills[1]).toEqual({
      id: "also-used-in-projects",
      title: "Also used in projects",
      lists: [{ items: ["Redux", "Jest", "Next.js"] }],
      fromProjects: true,
    });
  });

  it("parts a skill at the page's own word for 'and'", () => {
    const spanish = { lang: "es", words: wordsOf("es") };
    const skills = withProjectSkills(
      [group("datos", ["PostgreSQL y PostGIS"])],
      [project("uno", ["PostGIS", "Redis"])],
      spanish,
    );
    expect(skills[1]?.title).toBe("También usado en proyectos");
    expect(skills[1]?.lists).toEqual([{ items: ["Redis"] }]);
  });

  it("adds no group when every keyword is listed, or when the owner lists no skills at all", () => {
    expect(withProjectSkills([group("web", ["React"])], [project("a", ["react"])], site)).toHaveLength(1);
    expect(withProjectSkills([], [project("a", ["React"])], site)).toEqual([]);
  });

  it("gives the group an id no group of the owner's has", () => {
    const skills = withProjectSkills(
      [group("also-used-in-projects", ["Go"])],
      [project("a", ["Rust"])],
      site,
    );
    expect(skills.map((each) => each.id)).toEqual(["also-used-in-projects", "also-used-in-projects-2"]);
  });
});
