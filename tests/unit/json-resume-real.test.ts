/**
 * Real public resumes (tests/fixtures/json-resume-real/: resume.json files from people's own
 * repositories, their names, contacts and addresses replaced by invented ones): each imports as
 * `npm run import` does and compiles, as it is. `npm run corpus` takes each further, through
 * build, pdf and the owner's check (scripts/perf/corpus.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const CORPUS = path.join(FIXTURES, "json-resume-real");
const files = readdirSync(CORPUS).filter((file) => file.endsWith(".json"));

/** Whether a resume's work holds an entry with anything in it. */
const holdsWork = (resume: { work?: object[] }) =>
  (resume.work ?? []).some((entry) =>
    Object.values(entry).some((value) => value !== "" && !(Array.isArray(value) && value.length === 0)),
  );

describe("real public resumes", () => {
  it("are at least thirty", () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  for (const file of files)
    it(`${file} imports and compiles as it is`, async () => {
      const resume = JSON.parse(readFileSync(path.join(CORPUS, file), "utf8"));
      const imported = await importJsonResume(resume);
      const dir = temporaryFolder("real-resume");
      writeTree(dir, imported.files);
      const result = await compileContent({ contentDir: dir, cwd: dir });
      if (!result.ok)
        throw new Error(
          result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join("\n"),
        );
      expect(result.content.profile.name).toBe(resume.basics.name);
      // A job title where the file gives one; where it gives none (four of them), none made up:
      // no placeholder for the owner to fill in before a deploy.
      const label = typeof resume.basics.label === "string" ? resume.basics.label.trim() : "";
      expect("label" in result.content.profile).toBe(label !== "");
      expect(imported.placeholders).not.toContain("profile.yaml: label");
      // Jobs where the file has work, and none made up where it has none (a student's resume, a
      // researcher's) or only empty entries, as a template leaves them.
      expect(result.content.experience.length > 0).toBe(holdsWork(resume));
    });
});
