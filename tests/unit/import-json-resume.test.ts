import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../scripts/commands/import.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { readDate } from "../../scripts/compiler/schema/dates.ts";
import { conflicts } from "../../scripts/content/content-folder.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { parseCourse } from "../../scripts/interop/import/education.ts";
import { markdownText, writtenAsHtml } from "../../scripts/interop/import/markdown-text.ts";
import { MAX_NAME_BYTES } from "../../scripts/interop/import/projects.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import { checkJsonResume } from "../../scripts/interop/json-resume/check.ts";
import { type JsonResume, toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { parseScore } from "../../scripts/interop/json-resume/input.ts";
import { pageText } from "../../scripts/lib/html-text.ts";
import { resumeText } from "../../scripts/vite/share/resume-text.ts";
import { ENGLISH_WORDS } from "../../src/shared/words.ts";
import { runMain, runScript, SPAWN_TIMEOUT, spawnScript } from "./command.ts";
import { contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

const SAMPLE_FILE = createRequire(import.meta.url).resolve("@jsonresume/schema/sample.resume.json");
const sample: JsonResume = JSON.parse(readFileSync(SAMPLE_FILE, "utf8"));

/** Four projects: C++ and C#, then two whose titles give one file name and one link. */
const SAME_FILE_NAME = path.join(FIXTURES, "json-resume/projects-same-file-name.json");
const sameFileName: JsonResume = JSON.parse(readFileSync(SAME_FILE_NAME, "utf8"));

/** Each kind sections.yaml takes, with what needs care: a placeholder, odd dates, Markdown signs in a summary. */
const WITH_SECTIONS = path.join(FIXTURES, "json-resume/sections.json");
const withSections: JsonResume = JSON.parse(readFileSync(WITH_SECTIONS, "utf8"));

const month = (date: string | undefined) => date?.slice(0, 7);

/**
 * Imports `resume` into a fresh folder (of a site in `lang`, when given) and compiles it with the
 * real compiler; fails on any diagnostic.
 */
async function importAndCompile(resume: JsonResume, lang?: string) {
  const dir = temporaryFolder("import");
  const imported = await importJsonResume(resume, { lang });
  writeTree(dir, imported.files);
  if (lang) writeFileSync(path.join(dir, "site.yaml"), `lang: ${lang}\n`);
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return { ...imported, dir, content: result.content };
}

describe("JSON Resume import", () => {
  it("round-trips the schema package's sample: import → compile → export, key fields equal", async () => {
    // The sample is in English: imported into a site in English.
    const { placeholders, content } = await importAndCompile(sample, "en");
    // Nothing the site can do without is asked for: no photo, logo, soft skill or description.
    expect(placeholders).toEqual([]);

    const back = toJsonResume(content);
    const { basics } = sample;
    expect(back.basics).toMatchObject({
      name: basics?.name,
      label: basics?.label,
      email: basics?.email,
      summary: basics?.summary,
    });
    // The resume's website is a link on the site: where the site is published is the owner's to say.
    expect(back.basics?.url).toBeUndefined();
    expect(back.basics?.profiles?.map((p) => [p.network, p.url])).toEqual([
      ["Website", basics?.url],
      ...(basics?.profiles?.map((p) => [p.network, p.url]) ?? []),
    ]);
    expect(
      back.work?.map((w) => [w.name, w.position, w.url, w.location, w.startDate, w.endDate, w.highlights]),
    ).toEqual(
      sample.work?.map((w) => [
        w.name,
        w.position,
        w.url,
        w.location,
        month(w.startDate),
        month(w.endDate),
        w.highlights,
      ]),
    );
    expect(
      back.education?.map((e) => [
        e.institution,
        e.url,
        e.studyType,
        e.area,
        e.startDate,
        e.endDate,
        e.courses,
      ]),
    ).toEqual(
      sample.education?.map((e) => [
        e.institution,
        e.url,
        e.studyType,
        e.area,
        month(e.startDate),
        month(e.endDate),
        e.courses,
      ]),
    );
    expect(Number(back.education?.[0]?.score)).toBe(Number(sample.education?.[0]?.score));
    // Exported skills add the soft-skills group, which JSON Resume does not have, and the
    // projects' technologies the skills do not list.
    const added = ["Soft Skills", ENGLISH_WORDS.alsoUsedInProjects];
    expect(back.skills?.filter((s) => !added.includes(s.name ?? ""))).toEqual(sample.skills);
    expect(back.skills?.find((s) => s.name === ENGLISH_WORDS.alsoUsedInProjects)?.keywords).toEqual(
      [...new Set(sample.projects?.flatMap((p) => p.keywords ?? []))].filter(
        (keyword) => !sample.skills?.some((s) => s.keywords?.includes(keyword)),
      ),
    );
    expect(back.languages).toEqual(sample.languages);
    const project = (p: NonNullable<JsonResume["projects"]>[number]) => [
      p.name,
      p.description,
      p.highlights,
      p.keywords,
      p.roles,
      p.entity,
      p.type,
    ];
    expect(back.projects?.map(project)).toEqual(sample.projects?.map(project));
    // Volunteering, awards, publications, interests and references are the Resume's further sections.
    expect(content.sections.map((section) => section.kind)).toEqual([
      "awards",
      "publications",
      "volunteering",
      "interests",
      "references",
    ]);
    expect(back.references).toEqual(sample.references);
    expect(back.awards).toEqual(sample.awards?.map((a) => ({ ...a, date: month(a.date) })));
    expect(back.publications).toEqual(
      sample.publications?.map((p) => ({ ...p, releaseDate: month(p.releaseDate) })),
    );
    expect(back.volunteer).toEqual(
      sample.volunteer?.map((v) => ({ ...v, startDate: month(v.startDate), endDate: month(v.endDate) })),
    );
    expect(back.interests).toEqual(sample.interests);
    // JSON Resume has no About page: none is made up.
    expect(content).not.toHaveProperty("about");
  });

  it("imports certificates, awards, publications, volunteering, interests and references into sections.yaml", async () => {
    const { files, placeholders, skipped, changed, content } = await importAndCompile(withSections);
    expect(String(files.get("sections.yaml"))).toMatch(
      /^# yaml-language-server: \$schema=\.\/schemas\/sections\.schema\.json\ncertifications:\n/,
    );
    const section = (kind: string) =>
      content.sections
        .find((found) => found.kind === kind)
        ?.entries.map(({ title, subtitle, url, period, html, highlights, keywords }) => ({
          title,
          ...(subtitle ? { subtitle } : {}),
          ...(url ? { url } : {}),
          ...(period ? { period: period.display } : {}),
          ...(html ? { html } : {}),
          ...(highlights ? { highlights } : {}),
          ...(keywords ? { keywords } : {}),
        }));
    expect(content.sections.map(({ kind }) => kind)).toEqual([
      "certifications",
      "awards",
      "publications",
      "volunteering",
      "interests",
      "references",
    ]);
    // Newest first, as the Resume shows them; a certificate without its name gets a placeholder.
    expect(section("certifications")).toEqual([
      {
        title: "Certified Kubernetes Application Developer",
        subtitle: "The Linux Foundation",
        url: "https://credentials.example.com/ckad-1234",
        period: "Mar 2024",
      },
      { title: "TODO: the name of certificate 3", subtitle: "Harbor Safety Board", period: "2020" },
      { title: "First Aid at Work" },
    ]);
    expect(placeholders).toContain("sections.yaml: certifications[2].name");
    // A summary is text: what would be Markdown in it shows as written.
    expect(section("awards")).toEqual([
      {
        title: "Best Student Paper",
        subtitle: "Harbor Systems Conference",
        period: "Oct 2022",
        html: "<p>For *nix tooling &#x26; C# &#x3C;3 [draft] in 1 day_s_</p>\n<p># 1. not a heading, not a list</p>",
      },
    ]);
    expect(section("publications")).toEqual([
      {
        title: "Conflict-free maps for field crews",
        subtitle: "Journal of Field Computing",
        url: "https://doi.org/10.0000/example",
        period: "Feb 2023",
        html: "<p>How the Bounds app merges offline edits; see [the paper](javascript:alert(1)).</p>",
      },
    ]);
    // No end: it goes on. The same month at both ends, or an end alone: one date.
    expect(section("volunteering")).toEqual([
      {
        title: "Harbor Animal Rescue",
        subtitle: "Volunteer web developer",
        url: "https://rescue.example.org",
        period: "May 2021 – Present",
        html: "<p>Keeps the adoption site running.</p>",
        highlights: ["Rebuilt the adoption form."],
      },
      { title: "City Marathon", subtitle: "Route marshal", period: "Apr 2019" },
      { title: "Beach Clean-up", period: "2018" },
      { title: "Code Club", period: "Sep 2015 – Jun 2017" },
    ]);
    expect(section("interests")).toEqual([
      { title: "Sailing", keywords: ["Dinghy racing", "Navigation"] },
      { title: "Chess" },
    ]);
    expect(section("references")).toEqual([
      { title: "Sam Rivera", html: "<p>Robin is a pleasure to work with.</p>" },
    ]);
    // An empty certificate is left out; a date or link that is none, and a certificate the
    // Resume would show twice are listed.
    expect(skipped).toEqual([
      'certificates[1].date ("sometime" is not a date)',
      'certificates[1].url ("not a link" is not a link)',
      "certificates[3] (the same as certificates[0])",
    ]);
    expect(changed).toContain("certificates[4]: empty, left out");
    expect(content).not.toHaveProperty("about");

    const back = toJsonResume(content);
    expect(back.references).toEqual(withSections.references);
    expect(back.awards?.[0]?.summary).toBe(withSections.awards?.[0]?.summary);
    expect(back.publications?.[0]?.summary).toBe(withSections.publications?.[0]?.summary);
    expect(back.volunteer?.map((v) => [v.organization, v.startDate, v.endDate])).toEqual([
      ["Harbor Animal Rescue", "2021-05", undefined],
      ["City Marathon", "2019-04", "2019-04"],
      ["Beach Clean-up", "2018", "2018"],
      ["Code Club", "2015-09", "2017-06"],
    ]);
  });

  it("writes Markdown that shows a summary's text as written", () => {
    expect(markdownText("  *nix & C# <3 [x](y) `z` ~a~ | b &amp; snake_case _c_ a\\b")).toBe(
      "\\*nix & C# \\<3 \\[x\\](y) \\`z\\` \\~a\\~ \\| b \\&amp; snake_case \\_c\\_ a\\\\b",
    );
    expect(markdownText("# heading\n> quote\n- item\n+ item\n===\n12. item\n3) item\n    code")).toBe(
      "\\# heading\\\n\\> quote\\\n\\- item\\\n\\+ item\\\n\\===\\\n12\\. item\\\n3\\) item\\\ncode",
    );
  });

  it("imports the phone, the location, profiles by user name, project links and dates, and exports them back", async () => {
    const { skipped, content } = await importAndCompile({
      basics: {
        name: "Kim Lee",
        phone: "+351 912 345 678",
        location: { city: "Lisbon", countryCode: "PT" },
        profiles: [
          { network: "Mastodon", username: "@kim@hachyderm.io" },
          { network: "Friendica", username: "kim" },
        ],
      },
      projects: [
        { name: "Atlas", url: "https://atlas.example.com/", startDate: "2022-09-01", endDate: "2023-06-30" },
        { name: "Ongoing", startDate: "2024", url: "javascript:alert(1)" },
      ],
    });
    expect(content.profile).toMatchObject({
      phone: { number: "+351 912 345 678", href: "tel:+351912345678" },
      location: "Lisbon, PT",
      profiles: [{ network: "Mastodon", username: "@kim@hachyderm.io", url: "https://hachyderm.io/@kim" }],
    });
    const [atlas, ongoing] = content.projects;
    expect(atlas).toMatchObject({
      links: [{ label: "Website", url: "https://atlas.example.com/" }],
      period: { start: "2022-09", end: "2023-06" },
    });
    expect(ongoing).toMatchObject({ period: { start: "2024", end: null } });
    expect(ongoing).not.toHaveProperty("links");
    expect(skipped).toEqual([
      'basics.profiles[1] (no link, and none made from a user name on "Friendica")',
      'projects[1].url ("javascript:alert(1)" is not a link)',
    ]);
    expect(toJsonResume(content).projects?.[0]).toMatchObject({
      url: "https://atlas.example.com/",
      startDate: "2022-09",
      endDate: "2023-06",
    });
  });

  it("makes a valid tree from a resume of a name alone, with no placeholder: it builds with placeholders refused", async () => {
    const { placeholders, dir, files, content } = await importAndCompile({ basics: { name: "Kim Lee" } });
    // No job title, photo, email, summary, skills, languages, job, logo or About page made up.
    expect(placeholders).toEqual([]);
    expect([...files.keys()].filter((file) => !file.startsWith("schemas/"))).toEqual(["profile.yaml"]);
    expect(readFileSync(path.join(dir, "profile.yaml"), "utf8")).not.toMatch(/^label:|TODO/m);
    expect(content.profile).not.toHaveProperty("label");
    // As a deploy builds it (CI): placeholders refused, and none there.
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!strict.ok) throw new Error(JSON.stringify(strict.diagnostics, null, 2));
    expect(strict.warnings).toEqual([]);
    expect(toJsonResume(strict.content).basics).not.toHaveProperty("label");
    // No job or school in the resume: none made up, and the Resume shows no Experience or
    // Education section.
    expect(existsSync(path.join(dir, "experience.yaml"))).toBe(false);
    expect(existsSync(path.join(dir, "education.yaml"))).toBe(false);
    expect(content.experience).toEqual([]);
    expect(content.layout.main).not.toContain("experience");
    expect(readFileSync(path.join(dir, "profile.yaml"), "utf8")).toMatch(
      /^# yaml-language-server: \$schema=\.\/schemas\/profile\.schema\.json\n/,
    );
  });

  it("leaves out the GPA and courses of a school without them: no placeholder, none exported", async () => {
    const { files, placeholders, skipped, content } = await importAndCompile({
      basics: { name: "Kim Lee" },
      education: [
        {
          institution: "Night School",
          url: "https://night.example.edu",
          studyType: "Certificate",
          startDate: "2019-01",
          endDate: "2019-06",
        },
        {
          institution: "Old University",
          url: "https://old.example.edu",
          studyType: "B.A.",
          area: "History",
          startDate: "2010",
          endDate: "2014",
          score: "First class",
          courses: [],
        },
      ],
    });

    expect(String(files.get("education.yaml"))).not.toMatch(/gpa|courses|description|logo|TODO/);
    expect(placeholders.filter((where) => where.startsWith("education.yaml"))).toEqual([]);
    // A score that is not a number has no place on the site; the command says so.
    expect(skipped).toEqual(['education[1].score ("First class" is not a number)']);
    expect(content.education.map((school) => [school.institution, school.gpa, school.courses])).toEqual([
      ["Night School", undefined, undefined],
      ["Old University", undefined, undefined],
    ]);
    for (const school of toJsonResume(content).education ?? []) {
      expect(school).not.toHaveProperty("score");
      expect(school).not.toHaveProperty("courses");
    }
  });

  it("reads course codes and scores", () => {
    expect(parseCourse("H1302 - Introduction to American history")).toEqual({
      number: "H1302",
      title: "Introduction to American history",
    });
    expect(parseCourse("CS 161 Operating Systems")).toEqual({
      number: "CS 161",
      title: "Operating Systems",
    });
    expect(parseCourse("Painting")).toEqual({ title: "Painting" });
    expect(parseScore("3.67/4.0")).toEqual({ gpa: 3.67, gpaScale: 4, assumed: false });
    // A score without its scale is taken on the smallest usual one that holds it, and so marked.
    expect(parseScore("3.8")).toEqual({ gpa: 3.8, gpaScale: 4, assumed: true });
    expect(parseScore("88")).toEqual({ gpa: 88, gpaScale: 100, assumed: true });
    expect(parseScore("First class")).toBeUndefined();
  });

  it("imports a course without a code as its title alone, with no number made up, and exports it as written", async () => {
    const { files, content } = await importFixture("courses-without-codes.json");
    expect(content.education[0]?.courses).toEqual([
      {
        category: "Courses",
        courses: [
          { title: "Algorithms" },
          { title: "Databases" },
          { number: "CS101", title: "Intro to Programming" },
          // A code the import does not read as one stays in the title: never a number guessed.
          { title: "6.006 Introduction to Algorithms" },
        ],
      },
    ]);
    expect(String(files.get("education.yaml"))).not.toMatch(/number: "?\d/);
    expect(toJsonResume(content).education?.[0]?.courses).toEqual([
      "Algorithms",
      "Databases",
      "CS101 - Intro to Programming",
      "6.006 Introduction to Algorithms",
    ]);
  });

  it("gives projects whose titles differ only in signs (C++, C#) files and links of their own", async () => {
    const projects = sameFileName.projects?.filter((project) => project.name?.startsWith("C"));
    const { files, renamed, content } = await importAndCompile({ ...sameFileName, projects });
    expect([...files.keys()].filter((file) => file.startsWith("projects/"))).toEqual([
      "projects/c-plus-plus.md",
      "projects/c-sharp.md",
    ]);
    expect(renamed).toEqual([]);
    expect(content.projects.map((project) => [project.id, project.title])).toEqual([
      ["c-plus-plus", "C++"],
      ["c-sharp", "C#"],
    ]);
  });

  it("never writes two projects to one file or link: the second gets a name and an id of its own, reported", async () => {
    const dir = temporaryFolder("import-same-name-");
    const run = await runMain(main, [SAME_FILE_NAME, "--content", dir]);
    expect(run.code).toBe(0);
    for (const [file, title] of [
      ["c-plus-plus.md", "C++"],
      ["c-sharp.md", "C#"],
      ["web-site.md", "Web Site"],
      ["web-site-2.md", "web-site"],
    ] as const)
      expect(readFileSync(path.join(dir, "projects", file), "utf8")).toContain(`title: ${title}\n`);
    // One project, said once: its file name and its link.
    expect(run.stderr).toBe(
      '\nwarning: 1 project would have had the file name or link of another:\n  projects[3] "web-site" went to projects/web-site-2.md: projects/web-site.md holds "Web Site"; it links as #/projects?project=web-site-2 (id: in projects/web-site-2.md): projects[2] has the same title\n',
    );
    // Both titles stay as written; the content validates, each project with a link of its own.
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.content.projects.map((project) => [project.id, project.title]).slice(2)).toEqual([
      ["web-site", "Web Site"],
      ["web-site-2", "web-site"],
    ]);
  });

  it("checks the input against the JSON Resume schema: the sample passes untouched", () => {
    expect(checkJsonResume(sample)).toEqual({ resume: sample, issues: [] });
  });

  it("leaves out values of the wrong type, says where, and still makes a valid tree", async () => {
    const { resume, issues } = checkJsonResume({
      basics: {
        name: 5,
        label: "Engineer",
        profiles: ["x", { network: "GitHub", url: "https://github.com/x" }],
      },
      work: {},
      education: [3, { institution: "Harbour University", startDate: "2010-01", courses: "CS 101" }],
      skills: [{ name: "Web", keywords: ["HTML", 4, "CSS"] }],
    });
    expect(issues).toEqual([
      "basics.name: is not of a type(s) string (left out)",
      "basics.profiles[0]: is not of a type(s) object (left out)",
      "work: is not of a type(s) array (left out)",
      "education[0]: is not of a type(s) object (left out)",
      "education[1].courses: is not of a type(s) array (left out)",
      "skills[0].keywords[1]: is not of a type(s) string (left out)",
    ]);
    expect(resume).toEqual({
      basics: { label: "Engineer", profiles: [{ network: "GitHub", url: "https://github.com/x" }] },
      education: [{ institution: "Harbour University", startDate: "2010-01" }],
      skills: [{ name: "Web", keywords: ["HTML", "CSS"] }],
    });

    const { placeholders, content } = await importAndCompile(resume);
    expect(placeholders).toContain("profile.yaml: name");
    expect(content.education.map((school) => school.institution)).toEqual(["Harbour University"]);
  });

  it("refuses a file that is JSON but not a resume, and warns where one departs from the schema (the command)", async () => {
    const dir = temporaryFolder("import-check");
    const run = (json: string) => {
      const file = path.join(dir, "resume.json");
      writeFileSync(file, json);
      return runMain(main, [file, "--content", path.join(dir, "content"), "--force"]);
    };
    for (const json of ["[]", "null", '"resume"']) {
      const refused = await run(json);
      expect(refused.code, json).toBe(1);
      expect(refused.stderr).toMatch(/is not a JSON Resume/);
    }
    const loose = await run('{"basics": {"name": "Sam Rivera", "email": 7}}');
    expect(loose.code).toBe(0);
    expect(loose.stderr).toContain("basics.email: is not of a type(s) string (left out)");
    expect(loose.stdout).toMatch(/wrote \d+ files/);
  });

  it(
    "refuses a FIFO or a device given as the file, at once, without reading from it (the command)",
    async () => {
      const dir = temporaryFolder("import-special");
      const fifo = path.join(dir, "resume.json");
      execFileSync("mkfifo", [fifo]);
      for (const [input, what] of [
        [fifo, "a FIFO"],
        ["/dev/zero", "a device"],
      ] as const) {
        // Its own process group, stopped whole if it blocks on the FIFO or reads /dev/zero for ever.
        const child = spawnScript("commands/import.ts", [input, "--content", path.join(dir, "content")], {
          detached: true,
        });
        let stderr = "";
        child.stderr.setEncoding("utf8").on("data", (text: string) => {
          stderr += text;
        });
        const stop = setTimeout(() => process.kill(-(child.pid ?? 0), "SIGKILL"), SPAWN_TIMEOUT);
        const code = await new Promise((done) => child.once("close", done));
        clearTimeout(stop);
        expect(code, input).toBe(1);
        expect(stderr).toBe(
          `${input} is not imported: expected a JSON Resume file, got ${what}, which is not read\n`,
        );
      }
      expect(existsSync(path.join(dir, "content"))).toBe(false);
    },
    SPAWN_TIMEOUT * 3,
  );

  it("never overwrites a changed file without --force (the command)", async () => {
    const dir = temporaryFolder("import-cli");
    const run = (...args: string[]) => runMain(main, [SAMPLE_FILE, "--content", dir, ...args]);
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/wrote \d+ files/);
    expect(first.stdout).not.toContain("placeholders to replace");

    const profile = path.join(dir, "profile.yaml");
    writeFileSync(profile, "# my own edits\n");
    const refused = await run();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("profile.yaml");
    expect(refused.stderr).toContain("--force");
    expect(readFileSync(profile, "utf8")).toBe("# my own edits\n");

    // An earlier import's project, and a file of the owner's that is not content.
    writeFileSync(path.join(dir, "projects", "earlier.md"), "---\ntitle: Earlier\n---\n");
    writeFileSync(path.join(dir, "notes.txt"), "mine\n");
    const forced = await run("--force");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/set the earlier content aside: \d+ files moved to .*\.replaced\//);
    expect(readFileSync(profile, "utf8")).toContain("name: Richard Hendriks");
    expect(existsSync(path.join(dir, "projects", "earlier.md"))).toBe(false);
    // Nothing is lost: the whole folder as it was, the owner's edits and notes included, is in .replaced/.
    const [aside, ...more] = readdirSync(path.join(dir, ".replaced"));
    expect(more).toEqual([]);
    const earlier = path.join(dir, ".replaced", aside ?? "");
    expect(readFileSync(path.join(earlier, "profile.yaml"), "utf8")).toBe("# my own edits\n");
    expect(readFileSync(path.join(earlier, "projects", "earlier.md"), "utf8")).toContain("title: Earlier");
    expect(readFileSync(path.join(earlier, "notes.txt"), "utf8")).toBe("mine\n");
    expect(existsSync(path.join(dir, "notes.txt"))).toBe(false);
    // …where the compiler never looks: the folder holds the content the import validated, and only it.
    const compiled = await compileContent({ contentDir: dir, cwd: dir });
    const errors = compiled.ok ? [] : compiled.diagnostics.filter(({ severity }) => severity !== "warning");
    expect(errors).toEqual([]);
    expect(conflicts(dir, new Map([["profile.yaml", "other"]]))).toEqual(["profile.yaml"]);
  });

  it("with --force, leaves no earlier import's sections.yaml behind a resume without sections (the command)", async () => {
    const dir = temporaryFolder("import-sections");
    expect((await runMain(main, [WITH_SECTIONS, "--content", dir])).code).toBe(0);
    expect(existsSync(path.join(dir, "sections.yaml"))).toBe(true);
    const forced = await runMain(main, [SAME_FILE_NAME, "--content", dir, "--force"]);
    expect(forced.code).toBe(0);
    expect(existsSync(path.join(dir, "sections.yaml"))).toBe(false);
  });

  it("with --force, makes the site in the resume's language, not the one of the site.yaml it sets aside (the command)", async () => {
    const dir = temporaryFolder("import-force-language");
    const content = path.join(dir, "content");
    mkdirSync(content);
    writeFileSync(path.join(content, "site.yaml"), "lang: fr\n");
    // A real resume in Chinese, which names no language: its letters do.
    const chinese = path.join(FIXTURES, "json-resume-real/resume-40.json");
    const forced = await runMain(main, [chinese, "--content", content, "--force"]);
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(content, "site.yaml"), "utf8")).toMatch(/\nlang: zh\n$/);
    expect(forced.stdout).toContain("site.yaml: lang: zh, the resume's language (by its letters)");
    // Without --force, the folder's site.yaml says the language: the import writes none.
    const kept = temporaryFolder("import-kept-language");
    writeFileSync(path.join(kept, "site.yaml"), "lang: fr\n");
    expect((await runMain(main, [chinese, "--content", kept])).code).toBe(0);
    expect(readFileSync(path.join(kept, "site.yaml"), "utf8")).toBe("lang: fr\n");
  });

  it("names files after entries of any length: at most MAX_NAME_BYTES, readable, each its own (the command)", async () => {
    const dir = temporaryFolder("import-long-names");
    const long = "Distributed Observability Platform for Maritime Logistics ".repeat(5);
    const korean = "해양 물류를 위한 분산 관측 플랫폼 ".repeat(8);
    const file = path.join(dir, "resume.json");
    writeFileSync(
      file,
      JSON.stringify({
        basics: { name: "Sam Rivera" },
        work: [{ name: long, position: "Engineer", startDate: "2020-01" }],
        projects: [
          { name: `${long} One`, description: "The first." },
          { name: `${long} Two`, description: "The second." },
          { name: korean, description: "세 번째." },
        ],
      }),
    );
    const content = path.join(dir, "content");
    const run = await runMain(main, [file, "--content", content]);
    expect(run.code, run.stderr).toBe(0);
    const names = readdirSync(content, { recursive: true }).map(String);
    for (const name of names)
      expect(Buffer.byteLength(path.basename(name))).toBeLessThanOrEqual(MAX_NAME_BYTES + 6);
    const projects = readdirSync(path.join(content, "projects"));
    expect(projects).toHaveLength(3);
    expect(
      projects.every(
        (name) => name.startsWith("distributed-observability-platform-for") || name.startsWith("해양-물류를"),
      ),
    ).toBe(true);
    // No logo is drawn: the company's initials stand in on the site.
    expect(existsSync(path.join(content, "images"))).toBe(false);
    const compiled = await compileContent({ contentDir: content, cwd: content });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.diagnostics, null, 2));
    expect(compiled.content.projects.map((project) => project.title.trim())).toEqual(
      [`${long} One`, `${long} Two`, korean].map((title) => title.trim()),
    );
  });

  it("writes a tree whole or not at all: a file the system refuses, and the folder is as it was", () => {
    const dir = temporaryFolder("import-whole");
    writeFileSync(path.join(dir, "notes.txt"), "mine\n");
    const tree = new Map([
      ["profile.yaml", "name: Sam\n"],
      ["projects/first.md", "---\ntitle: First\n---\n"],
      [`projects/${"x".repeat(300)}.md`, "a name no file system takes\n"],
    ]);
    expect(() => writeTree(dir, tree)).toThrow(/ENAMETOOLONG/);
    expect(readdirSync(dir, { recursive: true })).toEqual(["notes.txt"]);
    const missing = path.join(dir, "content");
    expect(() => writeTree(missing, tree)).toThrow(/ENAMETOOLONG/);
    expect(readdirSync(dir, { recursive: true })).toEqual(["notes.txt"]);
  });

  it("a failed --force leaves the earlier content exactly as it was (the command)", async () => {
    const dir = temporaryFolder("import-failed-force");
    expect((await runMain(main, [SAMPLE_FILE, "--content", dir])).code).toBe(0);
    writeFileSync(path.join(dir, "profile.yaml"), "# my own edits\n");
    // A file where the folder of what is set aside goes: the content cannot be set aside.
    writeFileSync(path.join(dir, ".replaced"), "not a folder\n");
    const before = snapshot(dir);
    const failed = await runMain(main, [SAME_FILE_NAME, "--content", dir, "--force"]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toMatch(new RegExp(`^not written: .*\\.replaced.*; ${dir} is as it was\n$`));
    expect(snapshot(dir)).toEqual(before);
  });

  it(
    "refuses a file that is not a resume on the command line: exit 1 and one line, no stack trace",
    async () => {
      const dir = temporaryFolder("import-command");
      const file = path.join(dir, "resume.json");
      writeFileSync(file, "[]");
      const run = await runScript("commands/import.ts", [file, "--content", path.join(dir, "content")]);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        `${file} is not a JSON Resume: expected an object with basics, work, education…\n`,
      );
    },
    SPAWN_TIMEOUT,
  );
});

/** Every entry under `dir` (links not followed) with its bytes, by relative path. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [
        path.relative(dir, file),
        entry.isFile() ? readFileSync(file, "base64") : entry.isDirectory() ? "folder" : "other",
      ];
    }),
  );
}

/** A fixture of tests/fixtures/json-resume/, imported and compiled. */
async function importFixture(name: string) {
  const resume: JsonResume = JSON.parse(readFileSync(path.join(FIXTURES, "json-resume", name), "utf8"));
  return { ...(await importAndCompile(resume)), resume };
}

/** A JSON Resume validator (the @jsonresume/schema package): its errors, or null. */
function schemaErrors(resume: unknown): unknown {
  const schema = createRequire(import.meta.url)("@jsonresume/schema") as {
    validate(resume: unknown, callback: (errors: unknown[] | null) => void): void;
  };
  let errors: unknown = "not called";
  schema.validate(resume, (found) => {
    errors = found;
  });
  return errors;
}

describe("JSON Resume as people write it: nothing dropped without a line", () => {
  it("takes an address that only names a place, and nothing else does, as the place; a street stays out", async () => {
    const at = async (location: object) =>
      (await importAndCompile({ basics: { name: "Ana Rao", label: "Developer", location } } as JsonResume))
        .content.profile.location;
    // As a real resume writes it: the city and country in the address, no other key.
    expect(await at({ address: "Bengaluru, India" })).toBe("Bengaluru, India");
    // A street, or an address beside a city, is never shown.
    expect(await at({ address: "12 Harbour Road" })).toBeUndefined();
    expect(await at({ address: "Harbour Road", city: "Kochi" })).toBe("Kochi");
    expect(await at({ address: "Harbour Road", postalCode: "682001" })).toBeUndefined();
  });

  it("reads what real resumes write otherwise: a title or headline, a certificate's start, a degree named twice, a profile given twice", async () => {
    const { changed, content } = await importAndCompile({
      basics: {
        name: "Ilya Orlov",
        title: "ML Engineer",
        url: "https://www.linkedin.com/in/ilya-orlov/",
        profiles: [{ network: "LinkedIn", url: "https://www.linkedin.com/in/ilya-orlov" }],
      },
      certificates: [
        { name: "IELTS", issuer: "British Council", startDate: "2017-07-30", endDate: "2019-07-30" },
      ],
      education: [
        { institution: "Ural State University", studyType: "English Studies", area: "English studies" },
      ],
    } as unknown as JsonResume);
    expect(content.profile.label).toBe("ML Engineer");
    expect(changed).toContain("basics.title read as label");
    expect(content.sections[0]?.entries.map(({ title, period }) => [title, period?.display])).toEqual([
      ["IELTS", "Jul 2017"],
    ]);
    expect(content.education[0]?.degree).toBe("English Studies");
    // The website is the LinkedIn profile the profiles give: one link, not two.
    expect(content.profile.profiles.map(({ url }) => url)).toEqual([
      "https://www.linkedin.com/in/ilya-orlov",
    ]);
    const headline = await importJsonResume({
      basics: { name: "Ilya Orlov", headline: "ML Engineer" },
    } as JsonResume);
    expect(String(headline.files.get("profile.yaml"))).toContain("\nlabel: ML Engineer\n");
  });

  it("reads a website written as its text and address, as a real resume writes it, as its address", async () => {
    const { changed, content } = await importAndCompile({
      basics: {
        name: "Pia Walter",
        label: "App-Entwicklerin",
        website: { name: "pia.example", url: "https://www.pia.example" },
      },
      work: [
        {
          company: "Finabro",
          position: "Entwicklerin",
          startDate: "2019-01",
          website: { name: "finabro.example", url: "https://www.finabro.example" },
        },
      ],
    } as unknown as JsonResume);
    expect(content.profile.profiles.map(({ url }) => url)).toContain("https://www.pia.example");
    expect(content.experience[0]?.url).toBe("https://www.finabro.example");
    expect(changed).toContain(
      'basics.url: {"name":"pia.example","url":"https://www.pia.example"} read as its address, https://www.pia.example',
    );
  });

  it("reads the older keys (company, website, picture, gpa, hobbies) and the variants of a key's spelling", async () => {
    const { changed, skipped, placeholders, content } = await importFixture("old-keys.json");
    expect(changed).toEqual([
      "hobbies read as interests",
      "basics.picture read as image",
      "basics.website read as url",
      "basics.location.country_code read as countryCode",
      "basics.profiles[].website read as url (1 entry)",
      "work[].company read as name (2 entries)",
      "work[].website read as url (1 entry)",
      "work[].startdate read as startDate (1 entry)",
      "work[].start_date read as startDate (1 entry)",
      "work[].end_date read as endDate (1 entry)",
      "work[].StartDate read as startDate (1 entry)",
      "work[].EndDate read as endDate (1 entry)",
      "volunteer[].website read as url (1 entry)",
      "education[].website read as url (1 entry)",
      "education[].gpa read as score (1 entry)",
      "publications[].website read as url (1 entry)",
      "volunteer[0].url: harbourcoding.example.org read as https://harbourcoding.example.org",
      "basics.url: https://tomas.example.net linked as a website; set url in profile.yaml to where this site will be published",
      `education[0]: studyType and area joined with a comma, "B.Sc., Computer Science": no site.yaml says the resume's language (import into a folder whose site.yaml has lang: en to join them with "in")`,
    ]);
    // Both names of one employer: the 1.0 key wins, and the other is listed; so is the photo's
    // link, which is not fetched (the initials stand in, and no placeholder is drawn).
    expect(skipped).toEqual([
      "work[2].company (beside name)",
      "basics.image (https://tomas.example.net/me.jpg): not downloaded; the header shows your initials until you save the picture under images/ and add photo: to profile.yaml",
    ]);
    expect(placeholders).toEqual([]);
    expect(content.profile.url).toBeUndefined();
    expect(content.profile).toMatchObject({
      location: "Halifax, Nova Scotia, CA",
      profiles: [
        { network: "Website", url: "https://tomas.example.net" },
        { network: "GitHub", url: "https://github.com/tokafor", username: "tokafor" },
      ],
    });
    expect(
      content.experience.map((job) => [
        job.company,
        job.url,
        job.roles[0]?.period.start,
        job.roles[0]?.period.end,
      ]),
    ).toEqual([
      ["Tidewater Freight", "https://tidewater.example.com", "2019-03", null],
      ["Gullwing Couriers", undefined, "2015-06", "2019-02"],
      ["Kestrel Labs", undefined, "2014-06", "2014-09"],
    ]);
    expect(content.education[0]).toMatchObject({ url: "https://bayview.example.edu", gpa: 3.6 });
    expect(
      content.sections.map(({ kind, entries }) => [kind, entries.map(({ title, url }) => [title, url])]),
    ).toEqual([
      ["publications", [["Batch jobs that finish before breakfast", "https://ftq.example.com/batch"]]],
      ["volunteering", [["Harbour Coding Club", "https://harbourcoding.example.org"]]],
      ["interests", [["Rowing", undefined]]],
    ]);
  });

  it.each([
    "Presente",
    "Actualidad",
    "atual",
    "aujourd’hui",
    "bis heute",
    "настоящее время",
    "至今",
    "현재",
    "حتى الآن",
    "Current.",
  ])("reads an end date of %j as an end that has not come, in any language", (word) => {
    expect(readDate(word, true)).toEqual({ present: true });
    expect(readDate(word, false)).toBeUndefined();
  });

  it.each([
    ["Oktober 2022", "2022-10"],
    ["März 2021", "2021-03"],
    ["Dezember 2024", "2024-12"],
    ["janvier 2019", "2019-01"],
    ["févr. 2018", "2018-02"],
    ["octubre de 2020", "2020-10"],
    ["outubro de 2016", "2016-10"],
    ["ottobre 2013", "2013-10"],
    ["maart 2012", "2012-03"],
    ["października 2015", "2015-10"],
    ["Октябрь 2014", "2014-10"],
    ["Ekim 2011", "2011-10"],
    ["Sept 2010", "2010-09"],
  ])("reads %j, a month named in a built-in language, as its month", (written, date) => {
    expect(readDate(written, false)).toEqual({ date, how: "read" });
  });

  it("reads dates with a day, a month's name or only a year, says so, and fills in none it cannot read", async () => {
    const { changed, skipped, placeholders, content } = await importFixture("dates.json");
    expect(changed).toEqual([
      "work[0].startDate: 2021-04-12 kept as 2021-04 (the site shows months)",
      "work[0].endDate: Present read as present (no end date)",
      "work[2].startDate: 04/2016 read as 2016-04",
      "work[2].endDate: March 2018 read as 2018-03",
      "work[4].startDate: Summer 2014 kept as 2014 (its one year)",
      "work[4].endDate: 2015-08-31T00:00:00Z kept as 2015-08 (the site shows months)",
      "work[5]: startDate 2013 and endDate 2012 swapped",
      "awards[0].date: 2022-11-30 kept as 2022-11 (the site shows months)",
      "projects[0].startDate: 2022-01-15 kept as 2022-01 (the site shows months)",
      `education[0]: studyType and area joined with a comma, "B.Sc., Statistics": no site.yaml says the resume's language (import into a folder whose site.yaml has lang: en to join them with "in")`,
      'projects[1].highlights[0]: its first words, "Counted passengers with…", are the title (it has no "Title: ")',
    ]);
    expect(skipped).toEqual(['work[6].startDate ("sometime" is not a date)']);
    // A job without a start: a placeholder (the end, or 2000), marked and listed. A school needs none.
    expect(placeholders.filter((where) => where.endsWith(".start"))).toEqual([
      "experience.yaml: experience[3].start",
      "experience.yaml: experience[6].start",
    ]);
    expect(content.education.map((school) => [school.institution, school.period?.display])).toEqual([
      ["Vestkyst University College", "2016"],
      ["Fjellby Upper Secondary School", undefined],
    ]);
    const periods = Object.fromEntries(
      content.experience.map((job) => [job.company, [job.roles[0]?.period.start, job.roles[0]?.period.end]]),
    );
    expect(periods).toEqual({
      "Fjordline Analytics": ["2021-04", null],
      "Nordlys Energi": ["2018", "2021"],
      "Skarven Shipping": ["2016-04", "2018-03"],
      "Lille Bakeri": ["2000", null],
      "Sommerleir Nord": ["2014", "2015-08"],
      "Tårnet Bokhandel": ["2012", "2013"],
      "Havna Kafé": ["2011", "2011"],
    });
    expect(
      content.projects.map((project) => [project.title, project.period?.start, project.period?.end]),
    ).toEqual([
      ["Tidal Dashboard", "2022-01", null],
      ["Ferry Counter", "2020-06", "2020-06"],
    ]);
    expect(content.projects[1]?.achievements).toEqual([
      { title: "Counted passengers with…", description: "…a cheap camera." },
    ]);
  });

  it("imports a school of its end alone, and one without dates, as they are: no placeholder, built with placeholders refused", async () => {
    const resume: JsonResume = {
      basics: { name: "Ingrid Haugen", label: "Statistician" },
      work: [{ name: "Nordlys Energi", position: "Analyst", startDate: "2018-03", endDate: "2021-06" }],
      education: [
        { institution: "Vestkyst University College", studyType: "B.Sc.", endDate: "2016" },
        { institution: "Fjellby Upper Secondary School", studyType: "Diploma" },
        { institution: "Nordic Data School", studyType: "Certificate", startDate: "2022-09" },
      ],
    };
    const { placeholders, dir } = await importAndCompile(resume, "en");
    expect(placeholders).toEqual([]);
    const written = readFileSync(path.join(dir, "education.yaml"), "utf8");
    expect(written).not.toMatch(/TODO|start: "?2000/);
    // As a deploy builds it (CI): placeholders refused, and none there.
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!strict.ok) throw new Error(JSON.stringify(strict.diagnostics, null, 2));
    expect(strict.warnings).toEqual([]);
    expect(
      toJsonResume(strict.content).education?.map(({ institution, startDate, endDate }) => [
        institution,
        startDate,
        endDate,
      ]),
    ).toEqual([
      // A start alone is a school still attended, as JSON Resume writes one: end: present.
      ["Nordic Data School", "2022-09", undefined],
      ["Vestkyst University College", undefined, "2016"],
      ["Fjellby Upper Secondary School", undefined, undefined],
    ]);
  });

  it("imports a school without studyType or area with no degree and no placeholder, its GPA and courses kept, built with placeholders refused", async () => {
    // As a real Korean resume gives its university: a GPA and courses, no degree named.
    const resume: JsonResume = {
      basics: { name: "Kim Minjun", label: "Software engineer" },
      education: [
        {
          institution: "Soongsil University",
          startDate: "2003-03",
          endDate: "2010-02",
          score: "3.66/4.50",
          courses: ["자료구조(Data Structures)", "운영체제(Operating Systems)"],
        },
      ],
    };
    const { placeholders, dir } = await importAndCompile(resume, "ko");
    expect(placeholders).toEqual([]);
    const written = readFileSync(path.join(dir, "education.yaml"), "utf8");
    expect(written).not.toMatch(/TODO|degree/);
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!strict.ok) throw new Error(JSON.stringify(strict.diagnostics, null, 2));
    expect(strict.content.education[0]).not.toHaveProperty("degree");
    expect(strict.content.education[0]?.gpaLabel).toBeDefined();
    // Exported back as it came: no studyType or area made up.
    expect(toJsonResume(strict.content).education).toEqual([
      {
        institution: "Soongsil University",
        startDate: "2003-03",
        endDate: "2010-02",
        score: "3.66/4.5",
        courses: ["자료구조(Data Structures)", "운영체제(Operating Systems)"],
      },
    ]);
  });

  it("keeps profiles given by user name, gives a link without https:// its scheme, and lists the rest", async () => {
    const { changed, skipped, content } = await importFixture("profiles.json");
    expect(changed).toEqual([
      "basics.url: priya.example.in read as https://priya.example.in",
      "basics.email: mailto:priya@example.in read as priya@example.in",
      "basics.profiles[4].url: dribbble.com/priyadraws read as https://dribbble.com/priyadraws",
      "basics.profiles[8]: empty, left out",
      "basics.url: https://priya.example.in linked as a website; set url in profile.yaml to where this site will be published",
      "basics.profiles[6].network: none, named codeberg.org after its link",
    ]);
    expect(skipped).toEqual([
      'basics.profiles[5] (no link, and none made from a user name on "Friendica")',
      'basics.profiles[7].url ("my blog" is not a link)',
      'basics.profiles[7] (no link, and none made from a user name on "Blog")',
    ]);
    expect(content.profile.email).toBe("priya@example.in");
    expect(content.profile.profiles.map(({ network, url }) => [network, url])).toEqual([
      // The resume's website: a link on the site, not where the site is published (profile.url).
      ["Website", "https://priya.example.in"],
      ["GitHub", "https://github.com/priyaraman"],
      ["LinkedIn", "https://www.linkedin.com/in/priya-raman-dev"],
      ["Twitter", "https://x.com/priyacodes"],
      ["Mastodon", "https://fosstodon.example/@priya"],
      ["Dribbble", "https://dribbble.com/priyadraws"],
      ["codeberg.org", "https://codeberg.org/priyaraman"],
    ]);
  });

  it("keeps a phone whose country code is in parentheses, as German and French resumes write it, with its tel: link", async () => {
    // A real resume in German (its number invented, of the same shape): "(+49) 555-01005550".
    const file = path.join(FIXTURES, "json-resume-real/resume-35.json");
    const resume: JsonResume = JSON.parse(readFileSync(file, "utf8"));
    const { skipped, content } = await importAndCompile(resume);
    expect(skipped.filter((line) => line.startsWith("basics.phone"))).toEqual([]);
    expect(content.profile.phone).toEqual({ number: "(+49) 555-01005550", href: "tel:+4955501005550" });
    expect(toJsonResume(content).basics?.phone).toBe("(+49) 555-01005550");
  });

  it("reads a volunteer's organisation given as its name, and a language given as name and level, as real files write them", async () => {
    // Real resumes in French and Spanish: volunteer entries named as work's are, languages as skills.
    const read = (name: string): JsonResume =>
      JSON.parse(readFileSync(path.join(FIXTURES, "json-resume-real", name), "utf8"));
    const french = await importAndCompile(read("resume-36.json"));
    expect(french.changed).toContain("volunteer[].name read as organization (2 entries)");
    expect(french.placeholders.filter((line) => line.startsWith("sections.yaml"))).toEqual([]);
    const volunteering = french.content.sections.find(({ kind }) => kind === "volunteering");
    expect(volunteering?.entries.map(({ title }) => title)).toEqual([
      "Burritalks.io",
      "Association Bring Music",
    ]);
    const spanish = await importAndCompile(read("resume-37.json"));
    expect(spanish.changed).toEqual(
      expect.arrayContaining([
        "languages[].name read as language (2 entries)",
        "languages[].level read as fluency (2 entries)",
      ]),
    );
    expect(spanish.skipped.filter((line) => line.startsWith("languages"))).toEqual([]);
    expect(spanish.content.profile.languages?.map(({ language, fluency }) => [language, fluency])).toEqual([
      ["Español", "Nativo"],
      ["Ingles", "Principiante"],
    ]);
  });

  it("lists a picture written inside the file by its type and size, not its whole base64 text", async () => {
    // A real resume in Portuguese whose photo is a data: URL (an invented picture in its place).
    const file = path.join(FIXTURES, "json-resume-real/resume-38.json");
    const { skipped } = await importAndCompile(JSON.parse(readFileSync(file, "utf8")));
    const image = skipped.filter((line) => line.startsWith("basics.image"));
    expect(image).toEqual([
      "basics.image (a picture inside the file, image/jpeg of 14 kB): not saved; the header shows your initials until you save the picture under images/ and add photo: to profile.yaml",
    ]);
  });

  it("lists a file's name on the resume's own site, index-fr.html, as no link, instead of linking to https://index-fr.html", async () => {
    // A real resume in French whose profiles link to its own site's pages, by their file names.
    const file = path.join(FIXTURES, "json-resume-real/resume-39.json");
    const { changed, skipped, content } = await importAndCompile(JSON.parse(readFileSync(file, "utf8")));
    expect(changed.filter((line) => line.startsWith("basics.profiles"))).toEqual([]);
    expect(skipped).toEqual(
      expect.arrayContaining([
        'basics.profiles[3].url ("pdf/resume-fr.pdf" is not a link)',
        'basics.profiles[4].url ("index-fr.html" is not a link)',
        'basics.profiles[5].url ("index-en.html" is not a link)',
      ]),
    );
    expect(content.profile.profiles.map(({ url }) => url)).not.toContain("https://index-fr.html");
  });

  it("makes a site in the resume's language, where no site.yaml says one: the one it declares, or Chinese, Japanese or Korean by its letters", async () => {
    const read = (name: string): JsonResume =>
      JSON.parse(readFileSync(path.join(FIXTURES, "json-resume-real", name), "utf8"));
    // A real resume in Chinese, which names no language: its letters do.
    const chinese = await importAndCompile(read("resume-40.json"));
    expect(chinese.files.get("site.yaml")).toMatch(/\nlang: zh\n$/);
    expect(chinese.content.site.lang).toBe("zh");
    expect(chinese.changed).toContain(
      "site.yaml: lang: zh, the resume's language (by its letters): the site's words, dates and print in it; change it if the site is in another",
    );
    // A real resume in Russian, which says so at its top ("language": "ru"), as no schema has it.
    const russian = await importAndCompile(read("resume-34.json"));
    expect(russian.content.site.lang).toBe("ru");
    expect(russian.skipped).not.toContain("language");
    expect(russian.changed).toContain(
      "site.yaml: lang: ru, the resume's language (given as language): the site's words, dates and print in it; change it if the site is in another",
    );
    // One in French by its meta.locale (fr-FR), and its degree joined in no English word.
    const french = await importAndCompile(read("resume-39.json"));
    expect(french.content.site.lang).toBe("fr-FR");
    // A site.yaml in the folder says the site's language: the resume's is not asked.
    expect((await importJsonResume(read("resume-40.json"), { lang: "en" })).files.has("site.yaml")).toBe(
      false,
    );
    // One in traditional characters (Taiwan's): zh-Hant, whose headings are in them too.
    const traditional = await importAndCompile({
      basics: {
        name: "陳怡君",
        label: "軟體工程師",
        summary: "負責設計與維護公司的資料平台，帶領團隊完成多項專案。",
      },
      work: [
        {
          name: "海風科技",
          position: "資深工程師",
          startDate: "2019-03",
          highlights: ["建立測試流程，縮短發布時間。"],
        },
      ],
    });
    expect(traditional.content.site.lang).toBe("zh-Hant");
    expect(traditional.content.site.words.experience).toBe("工作經歷");
    // Real resumes in German, Spanish and Portuguese that name no language: their sentences do
    // (the German one's references, in English, are others' words and not read).
    for (const [file, lang] of [
      ["resume-35.json", "de"],
      ["resume-37.json", "es"],
      ["resume-38.json", "pt"],
    ] as const) {
      const imported = await importAndCompile(read(file));
      expect(imported.content.site.lang, file).toBe(lang);
      expect(imported.changed).toContain(
        `site.yaml: lang: ${lang}, the resume's language (by its words): the site's words, dates and print in it; change it if the site is in another`,
      );
    }
    expect(read("resume-35.json").references?.length).toBeGreaterThan(0);
    // Real resumes in English make no site.yaml: English is the default.
    for (const file of ["resume-01.json", "resume-05.json", "resume-28.json"])
      expect((await importJsonResume(read(file))).files.has("site.yaml"), file).toBe(false);
    // A resume written in several languages (Russian, Korean and Arabic sentences), whatever
    // names it holds, makes no site.yaml: English, the default, until the owner says.
    const { files } = await importFixture("non-latin.json");
    expect(files.has("site.yaml")).toBe(false);
  });

  it("takes a skill group and an interest without a name, as real resumes write them, with no placeholder", async () => {
    // As two real resumes have them: skills and interests named "", their keywords given.
    const resume: JsonResume = {
      basics: { name: "Ana Ruiz", label: "Développeuse" },
      skills: [
        { name: "", keywords: ["", "C/C++", "Go"] },
        { name: "Web", keywords: ["React"] },
        { name: "", level: "Expert" },
      ],
      interests: [{ name: "", keywords: ["Chanter", " Dessiner "] }, { name: "Voile" }],
    };
    const { placeholders, changed, skipped, content } = await importAndCompile(resume, "fr");
    expect(placeholders).toEqual([]);
    // The keywords of a group without a name go under the site's word for other skills.
    expect(
      content.profile.hardSkills.map(({ title, lists }) => [title, lists.flatMap(({ items }) => items)]),
    ).toEqual([
      ["Autres", ["C/C++", "Go"]],
      ["Web", ["React"]],
    ]);
    expect(changed).toContain(
      'skills[0]: no name; its keywords in the group "Autres", the site\'s word for other skills (name it in profile.yaml)',
    );
    expect(skipped).toContain("skills[2] (no name and no keywords: nothing to show)");
    // An interest without a name: each of its keywords an interest of its own.
    expect(
      content.sections.find(({ kind }) => kind === "interests")?.entries.map(({ title }) => title),
    ).toEqual(["Chanter", "Dessiner", "Voile"]);
    expect(changed).toContain("interests[0]: no name; each of its keywords an interest of its own");
  });

  it("names a city that is its own region once: 上海, CN, not 上海, 上海, CN", async () => {
    // A real resume in Chinese, from Shanghai: its city and its region are one.
    const file = path.join(FIXTURES, "json-resume-real/resume-40.json");
    const resume: JsonResume = JSON.parse(readFileSync(file, "utf8"));
    expect(resume.basics?.location).toMatchObject({ city: "上海", region: "上海" });
    const { content } = await importAndCompile(resume);
    expect(content.profile.location).toBe("上海, CN");
  });

  it("imports every section, references and project roles too, and lists what has no place with why: unknown keys, an address, meta", async () => {
    const { changed, skipped, placeholders, content, resume } = await importFixture("every-section.json");
    expect(changed).toEqual([
      "references[1]: empty, left out",
      "work[0].description: put before its summary, the one text the site shows",
      `education[0]: studyType and area joined with a comma, "M.Sc., Computer Engineering": no site.yaml says the resume's language (import into a folder whose site.yaml has lang: en to join them with "in")`,
      'projects[0].highlights[1]: its first words, "Adopted by four teams…", are the title (it has no "Title: ")',
      "projects[0].highlights[2]: one word, both the title and the description",
    ]);
    expect(skipped).toEqual([
      "coverLetter",
      "basics.nationality",
      "basics.location.address (the site shows a city, region and country, never a street address)",
      "basics.location.postalCode (the site shows a city, region and country, never a street address)",
      "work[0].keywords",
      "meta.theme",
      "basics.image (https://mateo.example.dev/photo.png): not downloaded; the header shows your initials until you save the picture under images/ and add photo: to profile.yaml",
      "meta: not content; the site's resume.json writes its own (version, and canonical from profile.yaml's url)",
    ]);
    // Soft skills, languages and the rest come from the resume: placeholders only for what it lacks.
    expect(placeholders.filter((where) => where.startsWith("profile.yaml"))).toEqual([]);
    expect(content.profile.softSkills).toEqual(["Writing runbooks", "Calm incident calls"]);
    expect(content.experience[0]?.roles[0]?.summaryHtml).toBe(
      "<p>A card processor for small shops.</p>\n<p>On call for the card gateway.</p>",
    );
    expect(content.sections.map(({ kind }) => kind)).toEqual([
      "certifications",
      "awards",
      "publications",
      "volunteering",
      "interests",
      "references",
    ]);
    const [project] = content.projects;
    expect([project?.roles, project?.entity, project?.type]).toEqual([
      resume.projects?.[0]?.roles,
      resume.projects?.[0]?.entity,
      resume.projects?.[0]?.type,
    ]);
    expect(content.projects[0]?.achievements).toEqual([
      { title: "Fewer pages", description: "teams cut alerts by a third in a quarter." },
      { title: "Adopted by four teams…", description: "…without being asked" },
      { title: "Open-sourced", description: "Open-sourced" },
    ]);
    // …and they travel back to resume.json as the highlights they were.
    expect(toJsonResume(content).projects?.[0]?.highlights).toEqual([
      "Fewer pages: teams cut alerts by a third in a quarter.",
      "Adopted by four teams without being asked",
      "Open-sourced",
    ]);
  });

  it("leaves out a template's empty entries, each said, and makes up no section for them", async () => {
    const { changed, skipped, issues, placeholders, content } = await importFixture("empty-template.json");
    expect(changed).toEqual([
      "basics.profiles[0]: empty, left out",
      "work[0]: empty, left out",
      "volunteer[0]: empty, left out",
      "education[0]: empty, left out",
      "awards[0]: empty, left out",
      "certificates[0]: empty, left out",
      "publications[0]: empty, left out",
      "skills[0]: empty, left out",
      "languages[0]: empty, left out",
      "interests[0]: empty, left out",
      "references[0]: empty, left out",
      "projects[0]: empty, left out",
    ]);
    expect(skipped).toEqual([]);
    // Empty dates and links are no departure from the schema: they are read as none.
    expect(issues).toEqual([]);
    // An empty job title is none: the site shows the name alone, and nothing is left to fill in.
    expect(placeholders).toEqual([]);
    expect(content.profile).not.toHaveProperty("label");
    expect(content.experience.map((job) => [job.company, job.roles[0]?.highlights])).toEqual([
      ["Lantern Tea House", ["Trained six new staff."]],
    ]);
    // A languages list with nothing in it: no Languages section, and no placeholder for one.
    expect(content.profile).not.toHaveProperty("languages");
    expect(content.education).toEqual([]);
    expect(content.projects).toEqual([]);
    expect(content.sections).toEqual([]);
  });

  it("makes consecutive entries of one company its roles, and a return to a company after another a job of its own", async () => {
    const { content } = await importAndCompile({
      basics: { name: "Ana Lima", label: "Engineer" },
      work: [
        { name: "Lumen", position: "Staff Engineer", startDate: "2022-01" },
        { name: "Lumen", position: "Engineer", startDate: "2020-01", endDate: "2021-12" },
        { name: "Kestrel", position: "Developer", startDate: "2018-01", endDate: "2019-12" },
        { name: "Lumen", position: "Intern", startDate: "2016-01", endDate: "2017-12" },
      ],
    });
    // The timeline as resume.json gives it: the intern years at Lumen after Kestrel, not under Lumen's later roles.
    expect(content.experience.map((job) => [job.company, job.roles.map((role) => role.position)])).toEqual([
      ["Lumen", ["Staff Engineer", "Engineer"]],
      ["Kestrel", ["Developer"]],
      ["Lumen", ["Intern"]],
    ]);
  });

  it("reads HTML in a highlight or a school's name as the text it shows, so resume.txt holds no markup", async () => {
    const { changed, content } = await importAndCompile({
      basics: { name: "Ana Lima", label: "Engineer" },
      work: [
        {
          name: "Lumen",
          position: "Engineer",
          startDate: "2020-01",
          highlights: [
            "Followed the <a href='https://example.com/oaf'>Object Action Framework</a> for analytics.",
          ],
        },
      ],
      education: [
        {
          institution: "<a href='https://hpi.example/'>Hasso Plattner Institute</a> (Erasmus)",
          studyType: "MSc",
          startDate: "2015",
          endDate: "2017",
        },
      ],
    });
    expect(content.experience[0]?.roles[0]?.highlights).toEqual([
      "Followed the Object Action Framework for analytics.",
    ]);
    expect(content.education[0]?.institution).toBe("Hasso Plattner Institute (Erasmus)");
    expect(changed).toEqual(
      expect.arrayContaining([
        "work[0].highlights[0]: HTML, read as the text it shows",
        "education[0].institution: HTML, read as the text it shows",
      ]),
    );
    expect(resumeText(content)).not.toMatch(/<|>/);
  });

  it("imports Cyrillic, Korean and Arabic as written, into file names of their own", async () => {
    const { changed, skipped, files, content } = await importFixture("non-latin.json");
    expect(changed).toEqual([
      `education[0]: studyType and area joined with a comma, "학사, 컴퓨터공학": no site.yaml says the resume's language (import into a folder whose site.yaml has lang: en to join them with "in")`,
      'projects[1].highlights[0]: its first words, "별자리 이름을 세…", are the title (it has no "Title: ")',
      'projects[2].highlights[0]: its first words, "تعمل بدون…", are the title (it has no "Title: ")',
    ]);
    expect(skipped).toEqual([]);
    expect([...files.keys()].filter((file) => /^(projects|images)\//.test(file))).toEqual([
      "projects/облачный-атлас.md",
      "projects/별빛-지도.md",
      "projects/خريطة-النجوم.md",
    ]);
    expect(content.profile).toMatchObject({ name: "Алёна Воронцова", location: "Калининград, RU" });
    expect(content.experience.map((job) => job.company)).toEqual([
      "바다숲 연구소",
      "دار النخيل للبرمجيات",
      "Северный Ветер",
    ]);
    expect(content.education[0]).toMatchObject({ degree: "학사, 컴퓨터공학", gpa: 4.1, gpaScale: 4.5 });
    expect(content.projects[0]?.achievements).toEqual([
      { title: "Скорость", description: "карта открывается за секунду." },
    ]);
  });

  it("reads experience as work, and lists a top-level key JSON Resume does not have", async () => {
    const { changed, skipped, content } = await importFixture("experience-key.json");
    expect(changed).toEqual(["experience read as work", "work[].company read as name (2 entries)"]);
    expect(skipped).toEqual(["side_projects"]);
    expect(content.experience.map((job) => [job.company, job.roles[0]?.position])).toEqual([
      ["Cedar Row Games", "QA Lead"],
      ["Olive Grove Studio", "Tester"],
    ]);
  });

  it("imports a job without a company, and one without a position, as they are: no placeholder, built with placeholders refused", async () => {
    const { placeholders, dir } = await importFixture("jobs-without-company-or-position.json");
    expect(placeholders).toEqual([]);
    expect(readFileSync(path.join(dir, "experience.yaml"), "utf8")).not.toMatch(/TODO/);
    // As a deploy builds it (CI): placeholders refused, and none there.
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!strict.ok) throw new Error(JSON.stringify(strict.diagnostics, null, 2));
    expect(
      strict.content.experience.map((job) => [job.company, job.url, job.roles.map((role) => role.position)]),
    ).toEqual([
      ["Mutuelle Atlantique", undefined, ["Consultant DDD"]],
      // Work without a company, each its own job: never one job's roles.
      [undefined, "https://formation.example.fr/", ["Formateur"]],
      [undefined, undefined, ["Formateur"]],
      // A company's entry without a position is a job of its own, the next one too.
      ["Studio Lumière", undefined, [undefined]],
      ["Studio Lumière", undefined, ["Développeur Stagiaire"]],
    ]);
    expect(
      toJsonResume(strict.content).work?.map((work) => [work.name, work.position, work.startDate]),
    ).toEqual([
      ["Mutuelle Atlantique", "Consultant DDD", "2024-11"],
      [undefined, "Formateur", "2022-06"],
      [undefined, "Formateur", "2020-01"],
      ["Studio Lumière", undefined, "2008-06"],
      ["Studio Lumière", "Développeur Stagiaire", "2007-06"],
    ]);
  });

  it("writes a placeholder only for an entry that gives neither a company nor a position", async () => {
    const { placeholders, files } = await importAndCompile({
      basics: { name: "Kim Lee", label: "Engineer" },
      work: [{ startDate: "2019-01", endDate: "2020-03", highlights: ["Shipped the first release."] }],
    });
    expect(placeholders).toEqual(["experience.yaml: experience[0].position"]);
    expect(String(files.get("experience.yaml"))).toContain('position: "TODO: your role"');
  });

  it("reads a job's from, to and activities, as files that keep their jobs under experience write them", async () => {
    const { changed, placeholders, dir } = await importFixture("experience-from-to.json");
    expect(placeholders).toEqual([]);
    expect(changed).toEqual(
      expect.arrayContaining([
        "experience read as work",
        "work[].company read as name (4 entries)",
        "work[].from read as startDate (4 entries)",
        "work[].to read as endDate (4 entries)",
        "work[].activities read as highlights (3 entries)",
        "work[0].startDate: May 2022 read as 2022-05",
        "work[0].endDate: Current read as present (no end date)",
        "work[3].endDate: now read as present (no end date)",
      ]),
    );
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!strict.ok) throw new Error(JSON.stringify(strict.diagnostics, null, 2));
    expect(
      strict.content.experience.map((job) => [
        job.company,
        job.roles[0]?.period.start,
        job.roles[0]?.period.end,
        job.roles[0]?.highlights,
      ]),
    ).toEqual([
      [
        "Ladera Software",
        "2022-05",
        null,
        ["Finance module (expense registration, budget history)", "Migration of legacy tools"],
      ],
      ["Own practice", "2017-03", null, []],
      ["City of Arroyo Seco", "2020-09", "2022-05", ["Ticketing system for the cadastral department"]],
      ["City of Valle Verde", "2019-01", "2020-09", ["Human resources platform"]],
    ]);
  });

  it("imports a long resume whole: fifteen jobs of six highlights each", async () => {
    const employers = Array.from({ length: 15 }, (_, i) => `Employer ${String.fromCharCode(65 + i)}`);
    const { changed, skipped, content } = await importAndCompile({
      basics: { name: "Kai Moreno", label: "Engineer", email: "kai@example.com" },
      work: employers.map((company, i) => ({
        company,
        position: `Role ${i + 1}`,
        startDate: `${2000 + i}-0${(i % 9) + 1}-15`,
        endDate: `${2001 + i}-0${(i % 9) + 1}`,
        highlights: Array.from({ length: 6 }, (_, h) => `Did thing ${h + 1} at ${company}.`),
      })),
    } as JsonResume);
    expect(skipped).toEqual([]);
    expect(changed[0]).toBe("work[].company read as name (15 entries)");
    expect(changed.slice(1)).toEqual(
      employers.map(
        (_, i) =>
          `work[${i}].startDate: ${2000 + i}-0${(i % 9) + 1}-15 kept as ${2000 + i}-0${(i % 9) + 1} (the site shows months)`,
      ),
    );
    expect(content.experience).toHaveLength(15);
    expect(content.experience.flatMap((job) => job.roles.flatMap((role) => role.highlights))).toHaveLength(
      90,
    );
    // Newest first, as the site shows them.
    expect(content.experience[0]?.company).toBe("Employer O");
  });

  it("reads a location written as one line of text, as older files do", async () => {
    const { changed, issues, content } = await importAndCompile({
      basics: { name: "Noa Lind", label: "Engineer", email: "noa@example.com", location: "Lisbon, Portugal" },
    } as unknown as JsonResume);
    expect(changed).toContain('basics.location: "Lisbon, Portugal" read as city and region');
    expect(issues).toEqual([]);
    expect(content.profile.location).toBe("Lisbon, Portugal");
    expect(toJsonResume(content).basics?.location).toEqual({ city: "Lisbon", region: "Portugal" });
  });

  it("puts skills of names the site reads as one (Front-end, Front end) in one group, under the first's name, with no list named for them", async () => {
    const { changed, skipped, files, content } = await importFixture("skills-same-name.json");
    expect(
      content.profile.hardSkills.map((group) => [
        group.title,
        group.lists.map((list) => [list.title, list.items]),
      ]),
    ).toEqual([
      ["Front-end", [[undefined, ["React", "TypeScript", "CSS"]]]],
      ["Back-end", [[undefined, ["Node.js", "PostgreSQL"]]]],
      // Levels are the owner's names for lists, as resume.json writes a group's lists.
      [
        "Languages",
        [
          ["Fluent", ["TypeScript", "Go"]],
          ["Learning", ["Rust"]],
        ],
      ],
      // One of two without a level: one list, the other's level said.
      ["Tools", [[undefined, ["Git", "Docker"]]]],
    ]);
    expect(skipped).toEqual([
      'skills[5].level ("Daily"): not written; the group "Tools" has skills without a level, so one list of them all',
    ]);
    expect(String(files.get("profile.yaml"))).not.toMatch(/List \d/);
    expect(changed).toEqual([
      'skills[2] "Front end": in one group with skills[0] "Front-end", the name the site shows (it reads the two as one)',
      'skills[6] "tools": in one group with skills[5] "Tools", the name the site shows (it reads the two as one)',
    ]);
    expect(toJsonResume(content).skills?.filter((skill) => skill.name !== "Soft Skills")).toEqual([
      { name: "Front-end", keywords: ["React", "TypeScript", "CSS"] },
      { name: "Back-end", keywords: ["Node.js", "PostgreSQL"] },
      { name: "Languages", level: "Fluent", keywords: ["TypeScript", "Go"] },
      { name: "Languages", level: "Learning", keywords: ["Rust"] },
      { name: "Tools", keywords: ["Git", "Docker"] },
    ]);
  });

  it("keeps roles in a row at one company, link and place as one job with its roles; another place, or a return after another job, is a job of its own", async () => {
    const { files, changed, content, resume } = await importFixture("roles-at-one-company.json");
    expect(
      content.experience.map((job) => [
        job.company,
        job.url,
        job.location,
        job.roles.map((role) => role.position),
      ]),
    ).toEqual([
      [
        "Kvarnholmen Systems",
        "https://kvarnholmen.example.se",
        "Stockholm",
        ["Staff Platform Engineer", "Senior Engineer"],
      ],
      // Another place: another job at the company, as the page shows one place for a job.
      ["Kvarnholmen Systems", undefined, "Göteborg", ["Engineer"]],
      ["Lindö Data", undefined, undefined, ["Developer"]],
      // A place the entry before does not give: no role is given a place its entry did not name.
      ["Lindö Data", undefined, "Malmö", ["Intern"]],
      ["Kvarnholmen Systems", undefined, undefined, ["Intern"]],
    ]);
    // resume.json gives back each role as a work entry, in the same order.
    const back = toJsonResume(content).work?.map((w) => [w.name, w.position, w.startDate, w.endDate]);
    expect(back).toEqual(resume.work?.map((w) => [w.name, w.position, w.startDate, w.endDate]));
    // A score is written with its scale; one the resume gives none for is said, unless it is 4.
    expect(files.get("education.yaml")).toContain("gpa: 3.8\n    gpaScale: 4\n");
    expect(files.get("education.yaml")).toContain("gpa: 8.4\n    gpaScale: 10\n");
    expect(files.get("education.yaml")).toContain("gpa: 17\n    gpaScale: 20\n");
    expect(changed.filter((line) => line.includes("score"))).toEqual([
      'education[2].score: "17" read as 17 of 20 (it gives no scale; change gpaScale if it is on another)',
    ]);
    expect(content.education.map((school) => school.gpaLabel)).toEqual([
      "GPA: 3.8",
      "GPA: 8.4 / 10",
      "GPA: 17 / 20",
    ]);
  });

  it("joins a degree and its field with English's in only on a site in English, and with a comma on any other (the command)", async () => {
    const degrees = async (resume: string, site?: string) => {
      const dir = temporaryFolder("import-degree");
      if (site !== undefined) writeFileSync(path.join(dir, "site.yaml"), site);
      const run = await runMain(main, [resume, "--content", dir]);
      expect(run.code, run.stderr).toBe(0);
      const result = await compileContent({ contentDir: dir, cwd: dir });
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
      return { run, degrees: result.content.education.map((school) => school.degree) };
    };
    const file = path.join(FIXTURES, "json-resume/degree-and-field.json");
    const joined = ["Bacharelado, Ciência da Computação", "Специалист, Прикладная математика"];
    // No site.yaml: the site's language is not known, and the join is said.
    const unknown = await degrees(file);
    expect(unknown.degrees).toEqual(joined);
    expect(unknown.run.stdout).toContain(
      `education[0]: studyType and area joined with a comma, "Bacharelado, Ciência da Computação": no site.yaml says the resume's language (import into a folder whose site.yaml has lang: en to join them with "in")`,
    );
    const portuguese = await degrees(file, "lang: pt-BR\n");
    expect(portuguese.degrees).toEqual(joined);
    expect(portuguese.run.stdout).not.toContain("studyType and area");
    expect((await degrees(file, "languages: [ru, en]\n")).degrees).toEqual(joined);

    const english = path.join(temporaryFolder("import-degree-en"), "resume.json");
    writeFileSync(
      english,
      JSON.stringify({
        basics: { name: "Ada Park", label: "Engineer" },
        work: [{ name: "Lumen", position: "Engineer", startDate: "2020-01" }],
        education: [{ institution: "Harbor State", studyType: "B.S.", area: "Physics", startDate: "2015" }],
      }),
    );
    expect((await degrees(english, "lang: en-GB\n")).degrees).toEqual(["B.S. in Physics"]);
    // A site.yaml that names no language: English, as for the compiler.
    expect((await degrees(english, "dateFormat: long\n")).degrees).toEqual(["B.S. in Physics"]);
  });

  it("keeps text with <DataTable>, List<T> or <iostream> in it as written, its lines and paragraphs too, and reads only HTML as HTML", async () => {
    const { changed, content, resume } = await importFixture("angle-brackets.json");
    const back = toJsonResume(content);
    expect(back.basics?.summary).toBe(resume.basics?.summary);
    expect(back.work?.[0]?.summary).toBe(resume.work?.[0]?.summary);
    // Two paragraphs on the page, each word as written.
    expect(content.profile.summaryHtml?.match(/<p>/g)).toHaveLength(2);
    expect(pageText(content.profile.summaryHtml ?? "")).toBe(
      "I built the <DataTable> and <DatePicker> components. I also wrote our guide to <Suspense> and error boundaries.",
    );
    // Written as HTML: read as the text it shows, a List<T> in it kept as text.
    expect(back.work?.[1]?.summary).toBe("I make games with List<T> pools.\n\nSecond\nline");
    expect(changed).toEqual(["work[1].summary: HTML, read as the text it shows"]);
    // HTML is an element opened and closed, one with an attribute, or a line break; any case.
    const html = ["<p>x</p>", "a<br>b", "a<BR/>b", "<B>bold</B>", '<a href="https://x.example">x</a>'];
    expect(html.filter(writtenAsHtml)).toEqual(html);
    const text = [
      "List<T>",
      "<P> alone",
      "the <script> loader",
      '<Button variant="primary">',
      "Either<A, B>",
    ];
    expect(text.filter(writtenAsHtml)).toEqual([]);
  });

  it("prints what changed on the way in, what was not imported and the placeholders (the command)", async () => {
    const dir = temporaryFolder("import-report");
    const run = await runMain(main, [
      path.join(FIXTURES, "json-resume/every-section.json"),
      "--content",
      dir,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "\n8 not written into the content (where each went, or why not):\n  coverLetter\n  basics.nationality\n  basics.location.address (the site shows a city, region and country, never a street address)\n",
    );
    expect(run.stdout).toContain(
      '\n5 changed on the way in:\n  references[1]: empty, left out\n  work[0].description: put before its summary, the one text the site shows\n  education[0]: studyType and area joined with a comma, "M.Sc., Computer Engineering": no site.yaml says the resume\'s language (import into a folder whose site.yaml has lang: en to join them with "in")\n  projects[0].highlights[1]: its first words, "Adopted by four teams…", are the title (it has no "Title: ")\n',
    );
    expect(run.stdout).not.toContain("placeholders to replace");
  });
});

describe("awkward and hostile input to the import", () => {
  it("removes the characters no text may hold, each value by its path, and the tree validates", async () => {
    const { changed, content } = await importAndCompile({
      basics: {
        name: "Ana\u0000 Park\u0002",
        label: "Developer\ud800",
        email: "ana@example.com",
        summary: "Builds maps.\r\nAnd \u001b[31mtools.",
      },
      work: [
        {
          name: "Tidewater\u0007",
          position: "Engineer",
          startDate: "2019-01",
          highlights: ["Shipped\ufffe it."],
        },
      ],
      projects: [{ name: "Map\u0000per", description: "Tiles.", highlights: ["Fast: it loads at once."] }],
    } as JsonResume);
    expect(changed.slice(0, 6)).toEqual([
      "basics.name: U+0000 and U+0002 removed (control characters, which no text may hold)",
      "basics.label: U+D800 removed (unpaired surrogates, which no text may hold)",
      "basics.summary: U+001B removed (control characters, which no text may hold)",
      "work[0].name: U+0007 removed (control characters, which no text may hold)",
      "work[0].highlights[0]: U+FFFE removed (noncharacters, which no text may hold)",
      "projects[0].name: U+0000 removed (control characters, which no text may hold)",
    ]);
    expect(content.profile.name).toBe("Ana Park");
    // Line breaks are read as line feeds, without a word, and kept as the text's own: nothing is lost.
    expect(content.profile.summaryHtml).toBe("<p>Builds maps.<br>\nAnd [31mtools.</p>");
    expect(content.projects.map((project) => project.title)).toEqual(["Mapper"]);
  });

  it("lists a __proto__ or constructor key as not imported, like any key JSON Resume does not have, and sets no prototype", async () => {
    const resume = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"name": "x"}, "basics": {"name": "Ana Park", "__proto__": {"label": "Admin"}}}',
    );
    const { skipped, content } = await importAndCompile(resume);
    expect(skipped).toEqual(["__proto__", "constructor", "basics.__proto__"]);
    expect(content.profile).not.toHaveProperty("label");
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("lists a link with a line break or a space as not imported, and the tree validates", async () => {
    const { skipped, content } = await importAndCompile({
      basics: { name: "Ana Park", url: "https://ana.example/\nabout" },
      work: [
        { name: "Tidewater", position: "Engineer", startDate: "2019-01", url: "https://tide water.example" },
      ],
    } as JsonResume);
    expect(skipped).toEqual([
      'basics.url ("https://ana.example/\\nabout" is not a link)',
      'work[0].url ("https://tide water.example" is not a link)',
    ]);
    expect(content.profile).not.toHaveProperty("url");
  });

  it("lists a date outside the years the site takes as not imported", async () => {
    const { skipped, content } = await importAndCompile({
      basics: { name: "Ana Park" },
      work: [{ name: "Tidewater", position: "Engineer", startDate: "0000-01", endDate: "9999-12" }],
    } as JsonResume);
    expect(skipped).toEqual([
      'work[0].startDate ("0000-01": the site takes years from 1900 to 2100)',
      'work[0].endDate ("9999-12": the site takes years from 1900 to 2100)',
    ]);
    expect(content.experience[0]?.roles[0]?.period.end).toBeNull();
  });

  /** Runs the command on `json`, written to a fresh folder; gives what it did and whether it wrote content. */
  async function importFile(json: string | Buffer) {
    const dir = temporaryFolder("import-limits");
    const file = path.join(dir, "resume.json");
    writeFileSync(file, json);
    const content = path.join(dir, "content");
    const run = await runMain(main, [file, "--content", content]);
    return { ...run, file, content, wrote: existsSync(content) };
  }

  it("imports a resume of 60 jobs of ten highlights each; refuses a file past the limits, each by its path, and writes nothing", async () => {
    const work = Array.from({ length: 60 }, (_, i) => ({
      name: `Company ${i}`,
      position: "Engineer",
      startDate: `${1960 + i}-01`,
      endDate: `${1961 + i}-01`,
      highlights: Array.from({ length: 10 }, (_, h) => `Did thing ${h}.`),
    }));
    const sixty = await importFile(JSON.stringify({ basics: { name: "Ana Park" }, work }));
    expect(sixty.code).toBe(0);
    const result = await compileContent({ contentDir: sixty.content, cwd: sixty.content });
    expect(result.ok && result.content.experience).toHaveLength(60);

    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const run = await importFile(
      `{"basics": {"name": "Ana Park", "summary": "${"x".repeat(60_000)}"}, "work": ${JSON.stringify(
        Array.from({ length: 1001 }, () => ({ name: "Tidewater" })),
      )}, "meta": {"notes": ${deep}}}`,
    );
    expect(run).toMatchObject({ code: 1, stdout: "", wrote: false });
    expect(run.stderr).toBe(
      `${run.file} is not imported: it is past the import's limits (docs/publishing.md, Limits):
  basics.summary: expected text of at most 50,000 characters, got 60,000
  work: expected at most 1,000 items, got 1,001
  meta.notes[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: expected lists and objects nested at most 20 levels deep, got more
`,
    );
  });

  it("says where a file stops being JSON, at its line and column with a hint, and names a file that is not there plainly", async () => {
    const comma = await importFile('{\n  "basics": {"name": "Ana", "label": "Dev",},\n  "work": []\n}\n');
    expect(comma).toMatchObject({ code: 1, stdout: "", wrote: false });
    expect(comma.stderr).toBe(
      `${comma.file}:2:44: expected double-quoted property name\n  hint: remove the comma before }: JSON has none after the last item of a list or object\n`,
    );
    const quotes = await importFile("{\n  'basics': {}\n}");
    expect(quotes.stderr).toBe(
      `${quotes.file}:2:3: expected property name or '}'\n  hint: JSON writes each text and key in double quotes ("…"), not single ones\n`,
    );
    const missing = path.join(temporaryFolder("import-missing"), "resume.json");
    const run = await runMain(main, [missing, "--content", path.join(path.dirname(missing), "content")]);
    expect(run).toEqual({ code: 1, stdout: "", stderr: `no such file: ${missing}\n` });
  });

  it("refuses a file over 5 MB before reading it, and one that is not UTF-8 at its byte", async () => {
    const big = await importFile(
      JSON.stringify({ basics: { name: "Ana Park", summary: "x".repeat(6_000_000) } }),
    );
    expect(big).toMatchObject({ code: 1, stdout: "", wrote: false });
    expect(big.stderr).toBe(
      `${big.file} is not imported: expected a JSON Resume file of at most 5 MB, got 6 MB\n`,
    );
    const latin1 = await importFile(Buffer.from('{"basics": {\n  "name": "Jos\xe9 Park"}}', "latin1"));
    expect(latin1).toMatchObject({ code: 1, stdout: "", wrote: false });
    expect(latin1.stderr).toBe(
      `${latin1.file}:2:15: expected UTF-8 text, got the byte 0xE9, which is not UTF-8\n  hint: save the file as UTF-8: one saved as Latin-1 or Windows-1252 has such bytes for letters such as é, ñ or ü\n`,
    );
  });
});

describe("resume.json → import → resume.json", () => {
  it("names the soft skills in the resume's language, in every language's resume.json, and reads them back", async () => {
    const dir = path.join(FIXTURES, "valid-japanese");
    const compiled = await compileContent({ contentDir: dir, cwd: dir });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.diagnostics));
    const names = [compiled.content, ...compiled.translations].map((content) => [
      content.site.lang,
      toJsonResume(content).skills?.at(-1)?.name,
    ]);
    expect(names).toEqual([
      ["ja", "ソフトスキル"],
      ["en", "Soft Skills"],
      ["de", "Soft Skills"],
    ]);
    // No built-in word of the page stays in English in the Japanese resume.json.
    const japanese = JSON.stringify(toJsonResume(compiled.content));
    for (const word of Object.values(ENGLISH_WORDS).filter((word) => !/[{}]/.test(word) && word !== "GPA"))
      expect(japanese, word).not.toContain(`"${word}"`);
    // Imported into a site of its own, the Japanese group is the soft skills again.
    const back = await importAndCompile(toJsonResume(compiled.content), "ja");
    expect(back.content.profile.softSkills).toEqual(compiled.content.profile.softSkills);
    expect(back.content.profile.hardSkills.map((group) => group.title)).toEqual(
      compiled.content.profile.hardSkills.map((group) => group.title),
    );
  });

  // valid-minimal has no location; valid-sections (laid over valid-minimal) has a volunteer entry
  // without a position.
  const LOCATIONS: Record<string, Record<string, string>> = {
    "valid-full": { city: "Cork", region: "Ireland" },
    "valid-combined": { city: "Valencia", region: "España" },
    "valid-minimal": {},
    "valid-sections": {},
  };
  for (const [fixture, location] of Object.entries(LOCATIONS))
    it(`gives back every field of ${fixture}'s resume.json that JSON Resume carries, and both are valid`, async () => {
      const dir = fixture === "valid-sections" ? contentTree(fixture) : path.join(FIXTURES, fixture);
      const compiled = await compileContent({ contentDir: dir, cwd: dir });
      if (!compiled.ok) throw new Error(JSON.stringify(compiled.diagnostics));
      const first = toJsonResume(compiled.content);
      expect(schemaErrors(first)).toBeNull();
      // Themes read basics.location (elegant reads its address): always there, empty without one.
      expect(first.basics?.location).toEqual(location);
      // Each work entry names its employer twice: name, and company for the themes that read it.
      for (const work of first.work ?? []) expect(work.company).toBe(work.name);

      // Imported into a site in the same language.
      const imported = await importAndCompile(JSON.parse(JSON.stringify(first)), compiled.content.site.lang);
      // The build's own file needs nothing read otherwise; of what the content has no place for, it
      // holds only its meta and the photo's address.
      expect([imported.changed, imported.skipped.map((line) => line.split(" ")[0]), imported.issues]).toEqual(
        [[], [...(first.basics?.image ? ["basics.image"] : []), "meta:"], []],
      );
      expect(imported.placeholders).toEqual([]);
      const second = toJsonResume(imported.content);
      expect(schemaErrors(second)).toBeNull();

      // All of it comes back but the photo, which is not downloaded (the initials stand in).
      const { image: _image, ...basics } = first.basics ?? {};
      expect(second).toEqual({ ...first, basics });
      if (fixture === "valid-full") expect(first.basics?.image).toMatch(/\/images\/profile\.\d+w\.webp$/);
    });
});
