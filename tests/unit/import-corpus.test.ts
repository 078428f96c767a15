/**
 * JSON Resume files as people write them (tests/fixtures/json-resume-corpus/): the 0.0.x
 * schema's keys, Cyrillic, Japanese and Arabic, empty strings, year-only and "Present" dates,
 * titles and entries given twice, HTML and Markdown in text. Each one imports with no
 * placeholder, drops nothing without a line of the report, builds as it is (placeholders
 * refused, as a deploy does), and comes back the same through resume.json.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../scripts/commands/import.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import { type JsonResume, toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { runMain } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const CORPUS = path.join(FIXTURES, "json-resume-corpus");

/** Imports `resume` and compiles it as `npm run build` does with CI set: a placeholder is an error. */
async function importStrict(resume: object) {
  const imported = await importJsonResume(resume);
  const dir = temporaryFolder("corpus");
  writeTree(dir, imported.files);
  const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return { ...imported, content: result.content };
}

/** Every value in the file that holds something, by its path: "work[0].highlights[1]". */
function leaves(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return value.trim() ? [[at, value]] : [];
  if (typeof value === "number" || typeof value === "boolean") return [[at, String(value)]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  return [];
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Whether a line of the report is about `at` (its path, one of its parents, or its kind: "work[].company"). */
function reports(line: string, at: string): boolean {
  const subject = line.split(/[ :]/)[0] ?? "";
  const kind = at.replace(/\[\d+\]/g, "[]");
  return [at, kind].some(
    (path) => path === subject || path.startsWith(`${subject}.`) || path.startsWith(`${subject}[`),
  );
}

/**
 * The values of the file neither in its resume.json (as written, or inside a longer text: a
 * location's parts, a description put before its summary) nor on a line of the report.
 */
function dropped(input: object, back: JsonResume, report: string[]): string[] {
  const written = leaves(back).map(([, value]) => oneLine(value));
  return leaves(input)
    .filter(
      ([at, value]) =>
        !written.some((text) => text.includes(oneLine(value))) && !report.some((line) => reports(line, at)),
    )
    .map(([at, value]) => `${at}: ${JSON.stringify(value)}`);
}

const files = readdirSync(CORPUS).filter((file) => file.endsWith(".json"));

describe("npm run import writes content that validates, or nothing", () => {
  it("a schema-conformant resume of a name, a label and one job builds as it is, with CI set", async () => {
    const resume = JSON.parse(readFileSync(path.join(CORPUS, "minimal.json"), "utf8"));
    const dir = temporaryFolder("import-minimal");
    const run = await runMain(main, [path.join(CORPUS, "minimal.json"), "--content", dir]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("placeholder");
    // What `npm run build` runs first when CI is set: placeholders are errors.
    const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.warnings).toEqual([]);
    expect(result.content.profile).toMatchObject({ name: resume.basics.name, label: resume.basics.label });
    expect(result.content.experience.map((job) => job.company)).toEqual(["Acme"]);
  });

  it("writes nothing, and says why, when the content would not validate", async () => {
    const dir = temporaryFolder("import-invalid");
    const file = path.join(dir, "resume.json");
    // One company at two links, from the same month: two jobs the Resume cannot tell apart.
    writeFileSync(
      file,
      JSON.stringify({
        basics: { name: "Sam Rivera", label: "Engineer" },
        work: [
          { name: "Acme", position: "Engineer", url: "https://acme.example.com", startDate: "2020-01" },
          { name: "Acme", position: "Consultant", url: "https://acme.example.org", startDate: "2020-01" },
        ],
      }),
    );
    const content = path.join(dir, "content");
    const run = await runMain(main, [file, "--content", content]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^not written: the content made from .* would not validate:\n {2}error experience\.yaml:\d+:\d+ /,
    );
    expect(run.stderr).toContain("expected a unique entry");
    expect(existsSync(content)).toBe(false);
  });
});

describe("a corpus of JSON Resume files as people write them", () => {
  it("holds the shapes it is for", () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  for (const file of files)
    it(`${file}: no placeholder, nothing dropped in silence, builds as it is, and comes back the same through resume.json`, async () => {
      const input = JSON.parse(readFileSync(path.join(CORPUS, file), "utf8"));
      const first = await importStrict(input);
      expect(first.placeholders).toEqual([]);
      for (const [name, text] of first.files)
        if (typeof text === "string") expect(text, name).not.toMatch(/\bTODO\b/);
      // Nothing is drawn in place of a picture the file does not have.
      expect([...first.files.keys()].filter((name) => name.startsWith("images/"))).toEqual([]);

      const back = toJsonResume(first.content);
      const report = [...first.skipped, ...first.changed, ...first.renamed];
      expect(dropped(input, back, report)).toEqual([]);

      // import → resume.json → import: the same content.
      const second = await importStrict(JSON.parse(JSON.stringify(back)));
      expect(second.placeholders).toEqual([]);
      expect(second.content).toEqual(first.content);
    });
});
