/**
 * The JSON Resume import tells entries apart, or finds one the same as another, by the
 * compiler's own ids (scripts/compiler/ids.ts): what it writes never gives two entries
 * one id, and it leaves out nothing the compiler would tell apart.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { ids } from "../../scripts/compiler/ids.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import type { JsonResume } from "../../scripts/interop/json-resume/export.ts";
import { temporaryFolder } from "./fixtures.ts";

/** Names that look alike, differ only as ids do (case, accents, punctuation), or have no letter at all. */
const NAMES = [
  "Front-end",
  "Front end",
  "front-END ",
  "C++",
  "C plus plus",
  "C#",
  "Café",
  "Cafe",
  "🚀",
  "★★★",
  "Проект",
  "проект",
];
const DATES = ["2019-01", "2019", "2020-05"];

async function importAndCompile(resume: JsonResume) {
  const imported = await importJsonResume(resume);
  const dir = temporaryFolder("import-ids");
  writeTree(dir, imported.files);
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join("\n"));
  return result.content;
}

const distinct = (values: string[]) => new Set(values).size;

describe("the import's ids", () => {
  it("are the compiler's: a role, a school, a skill group, a project or an entry it keeps compiles, and none it tells apart is lost", async () => {
    const entry = fc.record({ name: fc.constantFrom(...NAMES), date: fc.constantFrom(...DATES) });
    const list = fc.array(entry, { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(
        list,
        list,
        list,
        list,
        list,
        async (work, education, skills, certificates, projects) => {
          const content = await importAndCompile({
            basics: { name: "Ana Lima", label: "Engineer" },
            work: work.map(({ name, date }) => ({ name: "Lumen", position: name, startDate: date })),
            education: education.map(({ name, date }) => ({
              institution: name,
              area: "Physics",
              startDate: date,
            })),
            skills: skills.map(({ name }) => ({ name, keywords: ["Go"] })),
            certificates: certificates.map(({ name, date }) => ({ name, date })),
            projects: projects.map(({ name, date }) => ({ name, startDate: date })),
          });
          // One job, Lumen: a role of each position and start the compiler tells apart.
          const roles = content.experience.flatMap((job) => job.roles);
          expect(roles).toHaveLength(
            distinct(work.map(({ name, date }) => ids.role("Lumen", name.trim(), date))),
          );
          const schools = education.map(({ name, date }) => ({
            institution: name.trim(),
            degree: "Physics",
            start: date,
          }));
          expect(content.education).toHaveLength(
            distinct(schools.map((school) => ids.school(school, schools))),
          );
          expect(content.profile.hardSkills ?? []).toHaveLength(
            distinct(skills.map(({ name }) => ids.skillGroup(name.trim()))),
          );
          const entries = content.sections.find((section) => section.id === "certifications")?.entries ?? [];
          expect(entries).toHaveLength(
            distinct(certificates.map(({ name, date }) => ids.entry("certifications", name.trim(), date))),
          );
          // Every project is kept: two of one link get ids of their own.
          expect(content.projects).toHaveLength(projects.length);
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
