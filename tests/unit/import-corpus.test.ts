/**
 * JSON Resume files as people write them (tests/fixtures/json-resume-corpus/): the 0.0.x
 * schema's keys, Cyrillic, Japanese and Arabic, empty strings, year-only and "Present" dates,
 * titles and entries given twice, HTML and Markdown in text. Each one imports with no
 * placeholder, drops nothing without a line of the report, builds as it is (placeholders
 * refused, as a deploy does), and comes back the same through resume.json.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/content/compile.ts";
import { writeTree } from "../../scripts/content-tree.ts";
import { importJsonResume } from "../../scripts/import-json-resume.ts";
import { type JsonResume, toJsonResume } from "../../scripts/share/json-resume.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const CORPUS = path.join(FIXTURES, "json-resume-corpus");

/** Imports `resume` and compiles it as `npm run build` does with CI set: a placeholder is an error. */
async function importStrict(resume: object) {
  const imported = await importJsonResume(resume);
  const dir = temporaryFolder("corpus");
  writeTree(dir, imported.files);
  const result = compileContent({ contentDir: dir, cwd: dir, strict: true });
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
