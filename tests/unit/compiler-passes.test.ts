/**
 * The compiler's passes one by one, on a real content tree: what each hands the next, and that
 * an id is derived once, then both checked and emitted.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { checkContent } from "../../scripts/compiler/passes/check.ts";
import { checkImages } from "../../scripts/compiler/passes/check-images.ts";
import { compileContext } from "../../scripts/compiler/passes/context.ts";
import { deriveContent } from "../../scripts/compiler/passes/derive.ts";
import { emitContent } from "../../scripts/compiler/passes/emit.ts";
import { loadContent } from "../../scripts/compiler/passes/load.ts";
import { validateContent } from "../../scripts/compiler/passes/validate.ts";
import { FIXTURES } from "./fixtures.ts";

const contentDir = path.join(FIXTURES, "valid-full");

async function passes() {
  const context = compileContext({ contentDir, cwd: contentDir, strict: false });
  const loaded = loadContent(context, readdirSync(contentDir));
  const valid = validateContent(context, loaded);
  const derived = deriveContent(valid);
  const measured = await checkImages(context, valid);
  return { context, loaded, valid, derived, measured };
}

describe("the compiler's passes", () => {
  it("load, validate, derive, check and emit what compileContent returns", async () => {
    const { context, loaded, valid, derived, measured } = await passes();
    expect(Object.keys(loaded.yaml)).toEqual([
      "profile.yaml",
      "experience.yaml",
      "education.yaml",
      "about.yaml",
    ]);
    expect(valid.projects.map((project) => project.source.file)).toEqual(
      loaded.projects.map((source) => source.file),
    );
    checkContent(context, valid, derived);
    expect(context.diagnostics).toEqual([]);
    const { profile, about } = valid;
    const { jobs, schools, skillGroups, aboutSections, projects, site, profileLinks } = derived;
    if (!profile || !about || !jobs || !schools || !skillGroups || !aboutSections || !profileLinks)
      throw new Error("not valid");
    const { resumeSections, layout } = derived;
    const { content } = emitContent(
      contentDir,
      {
        profile,
        about,
        derived: {
          jobs,
          schools,
          skillGroups,
          aboutSections,
          projects,
          site,
          profileLinks,
          resumeSections,
          layout,
        },
      },
      measured,
    );
    const compiled = await compileContent({ contentDir, cwd: contentDir });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.diagnostics));
    expect(content).toEqual(compiled.content);
  });

  it("emits the ids it derived, in the site's order", async () => {
    const { derived } = await passes();
    const compiled = await compileContent({ contentDir, cwd: contentDir });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.diagnostics));
    const ids = (list: { id: string }[] | undefined) => (list ?? []).map(({ id }) => id).sort();
    expect(ids(compiled.content.experience)).toEqual(ids(derived.jobs));
    expect(ids(compiled.content.education)).toEqual(ids(derived.schools));
    expect(ids(compiled.content.projects)).toEqual(ids(derived.projects));
    expect(ids(compiled.content.about?.sections)).toEqual(ids(derived.aboutSections));
    expect(ids(compiled.content.profile.hardSkills)).toEqual(ids(derived.skillGroups));
  });

  it("checks the uniqueness of the ids derive made, not of ids of its own", async () => {
    const { context, valid, derived } = await passes();
    const [first, second] = derived.projects;
    const [job, otherJob] = derived.jobs ?? [];
    if (!first || !second || !job || !otherJob) throw new Error("valid-full has two projects and two jobs");
    second.id = first.id;
    otherJob.id = job.id;
    checkContent(context, valid, derived);
    expect(context.diagnostics.map(({ file, path, message }) => ({ file, path, message }))).toEqual([
      {
        file: "experience.yaml",
        path: `experience[${otherJob.index}].company`,
        message: `expected a unique entry, got "${otherJob.value.company} (${otherJob.value.start})" again (first at experience[${job.index}].company)`,
      },
      {
        file: second.source.file,
        path: "title",
        message: `expected a unique project title, got "${second.value.title}", which gives the same link (#/projects?project=${first.id}) as ${first.source.file}`,
      },
    ]);
  });
});
