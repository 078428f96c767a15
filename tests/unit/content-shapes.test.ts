/**
 * What real resumes leave out, and what they hold more than one of: projects without pictures
 * or achievements, jobs and roles with a summary alone, a school without a description
 * (valid-text-only); a site without a photo,
 * logos, schools, soft skills, languages, projects or About page (valid-sparse); several roles
 * at one company and several degrees at one school (valid-grouped). Each fixture is a whole
 * content folder, compiled as it is; valid-sections (every kind of sections.yaml) is laid over
 * valid-minimal.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { Diagnostic } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { OG_PHOTO, previewName } from "../../scripts/vite/share/images.ts";
import { headTags, jsonLd, pageDescription, pageTitle } from "../../scripts/vite/share/metadata.ts";
import { resumeDocument } from "../../scripts/vite/share/resume-document.ts";
import { shareFiles } from "../../scripts/vite/share-plugin.ts";
import { pageData } from "../../src/shared/page-data.ts";
import { at, contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

async function compiled(fixture: string) {
  const dir = path.join(FIXTURES, fixture);
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result.content;
}

async function diagnosticsOf(scenario: string): Promise<Omit<Diagnostic, "hint">[]> {
  const dir = contentTree(scenario);
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (result.ok) throw new Error(`${scenario} compiled, but should not have`);
  return result.diagnostics.map(({ hint: _hint, ...rest }) => rest);
}

describe("only what the site cannot do without: projects without pictures or achievements, summaries alone", async () => {
  const content = await compiled("valid-text-only");

  it("compiles, with each part left out empty or absent", () => {
    expect(
      content.projects.map((project) => [project.title, project.images, project.achievements.length]),
    ).toEqual([
      ["Inkwell", [], 0],
      ["Quire", [], 1],
    ]);
    expect(
      content.experience.flatMap((job) => job.roles.map((role) => [role.position, role.highlights.length])),
    ).toEqual([
      ["Developer", 0],
      ["Senior Developer", 0],
      ["Developer", 1],
    ]);
    expect(content.education[0]).not.toHaveProperty("descriptionHtml");
    expect(pageData(content).projects).toEqual([
      { id: "inkwell", title: "Inkwell", images: 0, skills: 3, achievements: 0 },
      { id: "quire", title: "Quire", images: 0, skills: 0, achievements: 1 },
    ]);
  });

  it("compiles a profile of a name and a job title: no email, summary or hard skills, and no Resume section for them", () => {
    expect(content.profile).not.toHaveProperty("email");
    expect(content.profile).not.toHaveProperty("summaryHtml");
    expect(content.profile.hardSkills).toEqual([]);
    expect(content.layout.side).toEqual([]);
    expect(content.layout.main).toEqual(["experience", "education", "references"]);
  });

  it("exports resume.json with empty highlights and no description where there are none, and the references", () => {
    const resume = toJsonResume(content);
    expect(resume.basics).not.toHaveProperty("email");
    expect(resume.basics).not.toHaveProperty("summary");
    expect(resume.references).toEqual([
      {
        name: "Ines Varga, editor at Fernhill Press",
        reference: "Tomás made our books build in seconds, and explained how.",
      },
    ]);
    expect(resume.projects?.[0]).toMatchObject({
      type: "Open-source library",
      entity: "Fernhill Press",
      roles: ["Creator", "Maintainer"],
    });
    expect(resume.projects?.map((project) => project.highlights)).toEqual([
      [],
      ["Half the bundle: Dropped a dependency by writing the twenty lines it was used for."],
    ]);
    expect(resume.work?.[0]?.highlights).toEqual([]);
  });
});

describe("a sparse resume: no job title, photo, logos, schools, soft skills, languages, projects or About page", async () => {
  const content = await compiled("valid-sparse");

  it("compiles, with each missing part absent or empty", () => {
    expect(content.profile).not.toHaveProperty("label");
    expect(content.profile).not.toHaveProperty("photo");
    expect(content.profile).not.toHaveProperty("softSkills");
    expect(content.profile).not.toHaveProperty("languages");
    expect(content.experience.map((job) => [job.company, "logo" in job, "url" in job])).toEqual([
      ["Quayside Logistics", false, false],
      [undefined, false, true],
      [undefined, false, false],
      ["Harbour Data Lab", false, false],
    ]);
    expect(content.education).toEqual([]);
    expect(content.projects).toEqual([]);
    expect(content).not.toHaveProperty("about");
  });

  it("tells the page which screens and Resume sections exist: the Resume alone", () => {
    const page = pageData(content);
    expect(page.screens).toEqual(["resume"]);
    expect(page.layout).toEqual({
      side: ["profile", "hard-skills"],
      main: ["experience"],
      phone: ["profile", "experience", "hard-skills"],
    });
    expect(page.schools).toEqual([]);
  });

  it("exports JSON-LD and resume.json without what is missing, and draws the link preview from the initials", async () => {
    const person = jsonLd(content).mainEntity;
    expect(person).not.toHaveProperty("jobTitle");
    expect(person).not.toHaveProperty("image");
    expect(person).not.toHaveProperty("alumniOf");
    expect(person).not.toHaveProperty("knowsLanguage");
    const resume = toJsonResume(content);
    expect(resume.basics).not.toHaveProperty("label");
    expect(resume.basics).not.toHaveProperty("image");
    expect(resume.education).toEqual([]);
    expect(resume.languages).toEqual([]);
    expect(resume.skills?.map((skill) => skill.name)).toEqual(["Languages"]);
    // Work without a company has no name, a job given its company alone no position: none invented.
    expect(resume.work?.map((work) => [work.name, work.company, work.position, work.url])).toEqual([
      ["Quayside Logistics", "Quayside Logistics", "Backend Developer", undefined],
      [undefined, undefined, "Freelance Trainer", "https://trainer.example.com"],
      [undefined, undefined, "Freelance Developer", undefined],
      ["Harbour Data Lab", "Harbour Data Lab", undefined, undefined],
    ]);
    expect(
      resume.work?.map((work) => Object.keys(work).filter((key) => key === "name" || key === "position")),
    ).toEqual([["name", "position"], ["position"], ["position"], ["name"]]);

    // Current work without a company names no employer in the JSON-LD.
    const dir = temporaryFolder("sparse-current-freelance");
    cpSync(path.join(FIXTURES, "valid-sparse"), dir, { recursive: true });
    const file = path.join(dir, "experience.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("end: 2021-02", "end: present"));
    const recompiled = await compileContent({ contentDir: dir, cwd: dir });
    if (!recompiled.ok) throw new Error("valid-sparse with current freelance work does not compile");
    const current = recompiled.content;
    expect(current.experience.filter((job) => job.period.end === null)).toHaveLength(2);
    expect([jsonLd(current).mainEntity.worksFor].flat()).toEqual([
      { "@type": "Organization", name: "Quayside Logistics" },
    ]);

    const files = await shareFiles(content, undefined);
    const preview = files.get("og-image.png");
    if (!(preview instanceof Uint8Array)) throw new Error("no og-image.png");
    expect(await sharp(preview).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("names the page, its link preview and its files by the name alone, without a job title", async () => {
    const { name } = content.profile;
    expect(pageTitle(content)).toBe(name);
    const head = headTags(content, "<svg></svg>");
    for (const tag of ["og:title", "og:image:alt"])
      expect(head).toContain(`<meta property="${tag}" content="${name}" />`);
    expect(head).toContain(`<meta name="twitter:title" content="${name}" />`);
    expect(head).not.toMatch(/undefined|· <|, "/);
    expect(resumeDocument(content).title).toBe(name);
    // No summary to describe the page: the name describes it, with no title after it.
    expect(pageDescription({ ...content, profile: { ...content.profile, summaryHtml: undefined } })).toBe(
      name,
    );
  });

  it("draws the link preview's name alone, centred where the name and title would stand", async () => {
    const files = await shareFiles(content, undefined);
    const preview = files.get("og-image.png");
    if (!(preview instanceof Uint8Array)) throw new Error("no og-image.png");
    const { data, info } = await sharp(preview).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // The rows holding dark ink right of the photo: the name's, and a title's if one were drawn.
    const textLeft = OG_PHOTO.left + OG_PHOTO.size + 20;
    const inked: number[] = [];
    for (let y = 0; y < info.height; y++)
      for (let x = textLeft; x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        if ([...data.subarray(at, at + 3)].every((channel) => channel < 90)) {
          inked.push(y);
          break;
        }
      }
    const [top = 0, bottom = 0] = [inked[0], inked.at(-1)];
    const { size, lines } = await previewName(content.profile.name);
    // One block of text as tall as the name's lines, no title's line under it, in the middle.
    expect(bottom - top).toBeLessThan(lines.length * size * 1.15);
    expect(Math.abs((top + bottom) / 2 - info.height / 2)).toBeLessThan(size / 2);
  });
});

describe("several roles at one company, several degrees at one school", async () => {
  const content = await compiled("valid-grouped");

  it("groups a company's roles under it, newest first, its period spanning them", () => {
    const [harbourline, studio] = content.experience;
    expect(harbourline).toMatchObject({
      id: "harbourline-ferries-2016-09",
      company: "Harbourline Ferries",
      url: "https://harbourline.example.com",
      location: "Cork, Ireland",
      period: { start: "2016-09", end: null, display: "Sep 2016 – Present" },
    });
    expect(harbourline?.roles.map((role) => [role.id, role.position, role.period.display])).toEqual([
      [
        "harbourline-ferries-engineering-lead-mobile-2021-06",
        "Engineering Lead, Mobile",
        "Jun 2021 – Present",
      ],
      [
        "harbourline-ferries-senior-mobile-developer-2019-03",
        "Senior Mobile Developer",
        "Mar 2019 – May 2021",
      ],
      ["harbourline-ferries-mobile-developer-2016-09", "Mobile Developer", "Sep 2016 – Feb 2019"],
    ]);
    expect(harbourline?.roles[0]?.summaryHtml).toBe("<p>Leads the <strong>apps</strong> team of six.</p>");
    // A job of one role keeps the shape and id it always had.
    expect(studio?.roles.map((role) => role.id)).toEqual([studio?.id]);
  });

  it("gives two degrees at one school ids of their own, and keeps the school's location", () => {
    expect(content.education.map((school) => [school.id, school.location])).toEqual([
      ["university-of-the-harbour-m-sc-in-computer-science", "Cork, Ireland"],
      ["university-of-the-harbour-b-sc-in-computer-science", "Cork, Ireland"],
    ]);
  });

  it("exports one JSON Resume work entry per role, and one alumniOf per school", () => {
    const resume = toJsonResume(content);
    expect(resume.work?.map((work) => [work.name, work.position, work.startDate, work.endDate])).toEqual([
      ["Harbourline Ferries", "Engineering Lead, Mobile", "2021-06", undefined],
      ["Harbourline Ferries", "Senior Mobile Developer", "2019-03", "2021-05"],
      ["Harbourline Ferries", "Mobile Developer", "2016-09", "2019-02"],
      ["Small Boat Studio", "Intern", "2015-06", "2015-09"],
    ]);
    expect(resume.work?.[0]).toMatchObject({
      location: "Cork, Ireland",
      summary: "Leads the apps team of six.",
    });
    expect(resume.education?.map((school) => school.studyType)).toEqual(["M.Sc.", "B.Sc."]);
    const person = jsonLd(content).mainEntity;
    expect(person.alumniOf).toEqual([
      {
        "@type": "EducationalOrganization",
        name: "University of the Harbour",
        url: "https://harbour.example.edu",
      },
    ]);
    expect(person.worksFor).toEqual({
      "@type": "Organization",
      name: "Harbourline Ferries",
      url: "https://harbourline.example.com",
    });
  });
});

describe("roles and degrees, located errors", () => {
  it("refuses a role's fields beside roles, a job of one role with neither company nor position, and roles without a company", async () => {
    expect(await diagnosticsOf("invalid-roles")).toEqual([
      at(
        "experience.yaml",
        3,
        15,
        "experience[0].position",
        "expected position inside each of roles, not beside them",
      ),
      at(
        "experience.yaml",
        11,
        5,
        "experience[1]",
        "expected a company or a position (at least one), got neither",
      ),
      at("experience.yaml", 16, 5, "experience[2].company", 'missing required field "company"'),
    ]);
    const dir = contentTree("invalid-roles");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    expect(result.ok ? [] : result.diagnostics.slice(1).map(({ hint }) => hint)).toEqual([
      'give company: with the organisation ("Lumen Freight"), or position: with your role ("Freelance Developer"), or both',
      "add it, for example: company: Lumen Freight",
    ]);
  });

  it("checks each role: a true duplicate, an end before the start, its Markdown; and two jobs of one company and start", async () => {
    expect(await diagnosticsOf("invalid-role-checks")).toEqual([
      at(
        "experience.yaml",
        9,
        19,
        "experience[0].roles[1].position",
        'expected a unique entry, got "Developer (2016)" again (first at experience[0].roles[0].position)',
      ),
      at(
        "experience.yaml",
        16,
        14,
        "experience[0].roles[2].end",
        "expected an end date on or after the start (2020-01), got 2019-01",
      ),
      at(
        "experience.yaml",
        17,
        26,
        "experience[0].roles[2].summary",
        'expected an https:, http: or mailto: link, got "javascript:alert(1)"',
      ),
      at(
        "experience.yaml",
        20,
        14,
        "experience[1].company",
        'expected a unique entry, got "Old Co (2016)" again (first at experience[0].company)',
      ),
    ]);
  });

  it("allows two degrees at one school, but not the same degree (or none) from the same start twice", async () => {
    expect(await diagnosticsOf("invalid-duplicate-school")).toEqual([
      at(
        "education.yaml",
        12,
        18,
        "education[2].institution",
        'expected a unique entry, got "Example University, B.S. Computer Science (2012-09)" again (first at education[0].institution)',
      ),
      // Two schools without a degree: named by the school and start alone.
      at(
        "education.yaml",
        20,
        18,
        "education[4].institution",
        'expected a unique entry, got "Coastal College (2008-09)" again (first at education[3].institution)',
      ),
    ]);
  });
});

describe("further sections (sections.yaml) in resume.json", async () => {
  const dir = contentTree("valid-sections");
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  const { content } = result;
  const resume = toJsonResume(content);

  it("has none of the further sections without sections.yaml", async () => {
    const { certificates, awards, publications, volunteer, interests } = toJsonResume(
      await compiled("valid-minimal"),
    );
    expect([certificates, awards, publications, volunteer, interests]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("exports certifications, awards and publications to resume.json, their summaries as plain text", () => {
    expect(resume.certificates).toEqual([
      {
        name: "Certified Kubernetes Application Developer",
        date: "2024-03",
        issuer: "The Linux Foundation",
        url: "https://credentials.example.com/ckad-1234",
      },
      { name: "First Aid at Work" },
    ]);
    expect(resume.awards).toEqual([
      {
        title: "Best Student Paper",
        date: "2022-10",
        awarder: "Harbor Systems Conference",
        summary: "For a paper on offline-first sync.",
      },
      { title: "Hackathon winner" },
    ]);
    expect(resume.publications).toEqual([
      {
        name: "Conflict-free maps for field crews",
        publisher: "Journal of Field Computing",
        releaseDate: "2023-02",
        url: "https://doi.org/10.0000/example",
        summary: "How the Bounds app merges offline edits.",
      },
    ]);
  });

  it("exports volunteering (no end while it goes on; one date as start and end; an empty position without one) and interests", () => {
    expect(resume.volunteer).toEqual([
      {
        organization: "Harbor Animal Rescue",
        position: "Volunteer web developer",
        url: "https://rescue.example.org",
        startDate: "2021-05",
        summary: "Keeps the adoption site running.",
        highlights: ["Rebuilt the adoption form."],
      },
      { organization: "City Marathon", position: "Route marshal", startDate: "2019-04", endDate: "2019-04" },
      // Empty rather than absent: the elegant theme writes "undefined" for a missing one.
      { organization: "Code Club", position: "", startDate: "2015", endDate: "2017" },
    ]);
    expect(resume.interests).toEqual([
      { name: "Sailing", keywords: ["Dinghy racing", "Navigation"] },
      { name: "Chess" },
    ]);
  });

  it("leaves talks and the owner's own sections out of resume.json, which has no place for them", () => {
    const text = JSON.stringify(resume);
    for (const left of ["Maps that work offline", "maplibre-offline", "Open source"])
      expect(text).not.toContain(left);
  });

  it("writes a resume.json that is valid JSON Resume, in its order of sections", () => {
    const schema = createRequire(import.meta.url)("@jsonresume/schema") as {
      validate(resume: unknown, callback: (errors: unknown[] | null) => void): void;
    };
    let errors: unknown = "not called";
    schema.validate(resume, (found) => {
      errors = found;
    });
    expect(errors).toBeNull();
    expect(Object.keys(resume)).toEqual([
      "$schema",
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
      "meta",
    ]);
  });
});
