/**
 * LinkedIn's data export (tests/fixtures/linkedin-export/: a fictional member's CSV files, with
 * LinkedIn's file names and header rows, its date forms, quoted multi-line descriptions, Arabic
 * and Swedish) imported from its folder and from a zip of it, as `npm run import` does.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { main } from "../../scripts/commands/import.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { isLinkedInExport, readLinkedInExport } from "../../scripts/interop/linkedin/input.ts";
import { runMain } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const EXPORT = path.join(FIXTURES, "linkedin-export");

/** The export as LinkedIn sends it: a zip of its CSV files, in a folder of its own. */
function zipped(): string {
  const files = Object.fromEntries(
    readdirSync(EXPORT).map((file) => [
      `Basic_LinkedInDataExport_03-15-2024/${file}`,
      readFileSync(path.join(EXPORT, file)),
    ]),
  );
  const zip = path.join(temporaryFolder("linkedin-zip"), "Basic_LinkedInDataExport_03-15-2024.zip");
  writeFileSync(zip, zipSync(files));
  return zip;
}

describe("LinkedIn's data export", () => {
  it("is told from a JSON Resume file, as a folder or a zip", () => {
    expect(isLinkedInExport(EXPORT)).toBe(true);
    expect(isLinkedInExport(zipped())).toBe(true);
    expect(isLinkedInExport(path.join(FIXTURES, "json-resume-corpus/minimal.json"))).toBe(false);
  });

  it("reads the zip as the folder: the same resume", () => {
    expect(readLinkedInExport(zipped())).toEqual(readLinkedInExport(EXPORT));
  });

  for (const [kind, input] of [
    ["folder", () => EXPORT],
    ["zip", zipped],
  ] as const)
    it(`imports from its ${kind} every position, school, certification and project, with no placeholder, and builds as it is with CI set`, async () => {
      const dir = temporaryFolder("linkedin-import");
      const run = await runMain(main, [input(), "--content", dir]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).not.toContain("placeholders to replace");
      const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
      const { content } = result;
      expect(content.profile).toMatchObject({
        name: "Noor Haddad-Lindqvist",
        label: "Platform Engineer · Göteborg",
        email: "noor@example.se",
        location: "Gothenburg, Västra Götaland County, Sweden",
        phone: { number: "+46 31 123 45 67" },
      });
      // The websites are links on the site; where it is published (url) is the owner's to set.
      expect(content.profile.url).toBeUndefined();
      expect(content.profile.profiles.map(({ network, url }) => [network, url])).toEqual([
        ["noor.example.se", "https://noor.example.se"],
        ["github.com", "https://github.com/noorhl"],
        ["Twitter", "https://x.com/noorhl"],
      ]);
      expect(content.profile.summaryHtml).toContain("now banished.");
      // Two positions at one company are its roles; a quoted description keeps its lines.
      expect(
        content.experience.map((job) => [
          job.company,
          job.roles.map((role) => [role.position, role.period.start]),
        ]),
      ).toEqual([
        [
          "Skärgård Cloud AB",
          [
            ["Senior Platform Engineer", "2021-03"],
            ["Platform Engineer", "2019-08"],
          ],
        ],
        ["Kanelbulle Games AB", [["Build Engineer", "2016"]]],
        ["شركة الرمال", [["Intern", "2015-06"]]],
      ]);
      expect(content.experience[0]?.roles[0]?.summaryHtml).toBe(
        "<p>Own the CI platform used by 900 engineers.<br>\nCut median pipeline time from 31 to 9 minutes.</p>",
      );
      expect(content.education.map((school) => [school.institution, school.degree])).toEqual([
        ["Chalmers tekniska högskola", "MSc Computer Science"],
        ["Lunds universitet", "Exchange year"],
      ]);
      expect(content.education[0]?.descriptionHtml).toContain("Chalmers Robotics Club");
      expect(
        content.profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items)),
      ).toEqual(["Kubernetes", "Bazel", "Go", "CI/CD, release engineering"]);
      expect(content.profile.languages?.map((language) => language.language)).toEqual([
        "Swedish",
        "Arabic",
        "English",
      ]);
      const titles = (kind: string) =>
        content.sections.find((section) => section.kind === kind)?.entries.map((entry) => entry.title);
      expect(titles("certifications")).toEqual([
        "Certified Kubernetes Administrator",
        "HashiCorp Certified: Terraform Associate",
      ]);
      expect(titles("publications")).toEqual(["Nine-minute pipelines"]);
      expect(titles("awards")).toEqual(["Engineer of the Year"]);
      expect(titles("volunteering")).toEqual(["Rails Girls Göteborg"]);
      expect(content.projects.map((project) => [project.title, project.links?.[0]?.url])).toEqual([
        ["buildgraph", "https://github.com/noorhl/buildgraph"],
        ["Fika Bot", undefined],
      ]);
      // What has no place is said, with why; nothing else of the export goes unsaid.
      for (const line of [
        "Connections.csv (not part of a resume",
        "Profile.csv row 1: Address (the site shows where you live as Geo Location says, never a street address)",
        "Email Addresses.csv row 1: noor.old@example.net (the site shows one email address)",
        "Certifications.csv row 1: License Number (no place on the site)",
        "Volunteering.csv row 1: Cause (no place on the site)",
      ])
        expect(run.stdout).toContain(line);
    });
});

describe("LinkedIn's websites", () => {
  it("imports each website as a link, one written without https:// with its scheme added, and leaves out a company's", async () => {
    const dir = temporaryFolder("linkedin-website");
    const run = await runMain(main, [
      path.join(FIXTURES, "linkedin-website-without-scheme"),
      "--content",
      dir,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.content.profile.url).toBeUndefined();
    expect(result.content.profile.profiles.map(({ network, url }) => [network, url])).toEqual([
      ["www.ribeiro.example", "https://www.ribeiro.example"],
      ["blog.ribeiro.example", "https://blog.ribeiro.example/notes"],
    ]);
    expect(run.stdout).toContain(
      "basics.profiles[0].url: www.ribeiro.example read as https://www.ribeiro.example",
    );
    expect(run.stdout).toContain(
      "Profile.csv: Websites https://www.employer.example (a company's website: the site links employers at their jobs)",
    );
  });
});
