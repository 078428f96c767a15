/**
 * The compiler's passes as compileContent wires them, on a real content tree: the order they
 * run in, what each hands the next, and that an id is derived once, then both checked and
 * emitted.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent, type PassObserver, type PassOutputs } from "../../scripts/compiler/compile.ts";
import { FIXTURES } from "./fixtures.ts";

const contentDir = path.join(FIXTURES, "valid-full");

type Pass = keyof PassOutputs;

/** compileContent on valid-full, with what each pass handed the next; `change` may alter it first. */
async function compileObserved(change?: PassObserver) {
  const seen: { pass: Pass; output: unknown }[] = [];
  const result = await compileContent({
    contentDir,
    cwd: contentDir,
    observe(pass, output) {
      seen.push({ pass, output });
      change?.(pass, output);
    },
  });
  const output = <P extends Pass>(pass: P): PassOutputs[P] => {
    const found = seen.find((entry) => entry.pass === pass);
    if (!found) throw new Error(`the ${pass} pass did not run`);
    return found.output as PassOutputs[P];
  };
  return { result, passes: seen.map(({ pass }) => pass), output };
}

describe("the compiler's passes", () => {
  it("run load, validate, derive, the image checks, the checks and emit, each on what the one before handed it", async () => {
    const { result, passes, output } = await compileObserved();
    expect(passes).toEqual(["load", "validate", "derive", "checkImages", "check", "emit"]);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));

    const loaded = output("load");
    expect(Object.keys(loaded.yaml)).toEqual([
      "profile.yaml",
      "experience.yaml",
      "education.yaml",
      "about.yaml",
    ]);

    const valid = output("validate");
    expect(valid.profile?.source).toBe(loaded.yaml["profile.yaml"]);
    expect(valid.experience?.source).toBe(loaded.yaml["experience.yaml"]);
    expect(valid.projects).toHaveLength(loaded.projects.length);
    valid.projects.forEach((project, index) => {
      expect(project.source).toBe(loaded.projects[index]);
    });

    const derived = output("derive");
    const jobs = valid.experience?.value.experience ?? [];
    expect(derived.jobs).toHaveLength(jobs.length);
    for (const job of derived.jobs ?? []) expect(job.value).toBe(jobs[job.index]);
    derived.projects.forEach((project, index) => {
      expect(project.value).toBe(valid.projects[index]?.value);
    });

    const measured = output("checkImages");
    const photo = valid.profile?.value.photo?.src;
    if (!photo) throw new Error("valid-full has a photo");
    expect(measured.sizes.has(photo)).toBe(true);
    expect(result.assets).toBe(measured.assets);

    expect(output("check")).toEqual([]);

    const emitted = output("emit");
    expect(result.content).toBe(emitted.content);
    expect(result.variants).toBe(emitted.variants);
  });

  it("emits the ids it derived", async () => {
    const { result, output } = await compileObserved();
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const derived = output("derive");
    const ids = (list: { id: string }[] | undefined) => (list ?? []).map(({ id }) => id).sort();
    expect(ids(result.content.experience)).toEqual(ids(derived.jobs));
    expect(ids(result.content.education)).toEqual(ids(derived.schools));
    expect(ids(result.content.projects)).toEqual(ids(derived.projects));
    expect(ids(result.content.about?.sections)).toEqual(ids(derived.aboutSections));
    // The owner's skill groups; the projects' group after them is made at emit (project-skills.ts).
    const ownGroups = result.content.profile.hardSkills.filter((group) => !group.fromProjects);
    expect(ids(ownGroups)).toEqual(ids(derived.skillGroups));
  });

  it("checks the uniqueness of the ids derive made, not of ids of its own", async () => {
    const pick = (derived: PassOutputs["derive"]) => {
      const [first, second] = derived.projects;
      const [job, otherJob] = derived.jobs ?? [];
      if (!first || !second || !job || !otherJob) throw new Error("valid-full has two projects and two jobs");
      return { first, second, job, otherJob };
    };
    let derived: PassOutputs["derive"] | undefined;
    const { result } = await compileObserved((pass, output) => {
      if (pass !== "derive") return;
      derived = output as PassOutputs["derive"];
      const { first, second, job, otherJob } = pick(derived);
      second.id = first.id;
      otherJob.id = job.id;
    });
    if (!derived) throw new Error("the derive pass did not run");
    const { first, second, job, otherJob } = pick(derived);
    if (result.ok) throw new Error("expected the clashing ids to be reported");
    expect(result.diagnostics.map(({ file, path, message }) => ({ file, path, message }))).toEqual([
      {
        file: "experience.yaml",
        path: `experience[${otherJob.index}].company`,
        message: `expected a unique entry, got "${otherJob.value.company} (${otherJob.value.start})", which the site's links cannot tell from "${job.value.company} (${job.value.start})" (first at experience[${job.index}].company)`,
      },
      {
        file: second.source.file,
        path: "title",
        message: `expected a unique project title, got "${second.value.title}", which gives the same link (#/projects?project=${first.id}) as ${first.source.file}`,
      },
    ]);
  });
});

describe("compileContent's output", () => {
  it("is made, never changed once emitted: a site in several languages gets its languages on a copy", async () => {
    let emitted: PassOutputs["emit"] | undefined;
    let asEmitted = "";
    const result = await compileContent({
      contentDir: path.join(FIXTURES, "valid-languages"),
      cwd: FIXTURES,
      observe(pass, output) {
        if (pass !== "emit" || emitted) return;
        emitted = output as PassOutputs["emit"];
        asEmitted = JSON.stringify(emitted.content);
      },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.content.site.languages?.map(({ lang }) => lang)).toEqual(["es", "en", "ar"]);
    expect(result.translations.map(({ site }) => site.languages?.length)).toEqual([3, 3]);
    // What the emit pass handed on is as it was handed on.
    expect(JSON.stringify(emitted?.content)).toBe(asEmitted);
    expect(emitted?.content.site.languages).toBeUndefined();
  });
});
