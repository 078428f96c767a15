/**
 * The owner's check of a Word file (scripts/check/resume-word.ts, run by scripts/check/site.spec.ts):
 * a real resume.docx, built from a fixture, read against its own resume.json keeps every rule and
 * warns of nothing; read against a resume.json whose jobs come in another order, it warns, naming
 * the file, its figures, each rule broken and where to report it. A file that is no Word file is
 * refused, saying why.
 */
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pageLayoutOf } from "../../scripts/check/resume-facts.ts";
import { readResumeWord, UnreadableWord, wordWarning } from "../../scripts/check/resume-word.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { resumeWord } from "../../scripts/vite/share/resume-word.ts";
import { FIXTURES } from "./fixtures.ts";

const result = await compileContent({ contentDir: path.join(FIXTURES, "valid-full") });
if (!result.ok) throw new Error("valid-full compiles");
const page = result.content;
const data = await resumeWord(page);
const REPORT_TO = "npm bugs folio-resume";

describe("the owner's check of resume.docx", () => {
  it("warns of nothing when the Word file keeps every reading rule", async () => {
    const { report } = await readResumeWord("", toJsonResume(page), { ...pageLayoutOf(page), data });
    expect(report.facts).toBeGreaterThan(50);
    expect(wordWarning("resume.docx", report, REPORT_TO)).toBeUndefined();
  });

  it("warns of each rule broken, with the file's name, its figures and where to report it", async () => {
    const resume = toJsonResume(page);
    const work = [...(resume.work ?? [])].reverse();
    const { report } = await readResumeWord("", { ...resume, work }, { data });
    const warning = wordWarning("resume.backend.docx", report, REPORT_TO) ?? "";
    expect(warning).toMatch(
      new RegExp(`^warning: resume\\.backend\\.docx as a portal reads it: \\d+/${report.facts} in order`),
    );
    expect(warning).toContain(`work 1 '${work[0]?.name}'`);
    expect(warning).toContain(REPORT_TO);
    expect(warning.split("\n").slice(3)).toEqual(report.failures.map((failure) => `  ${failure}`));
  });

  it("refuses a file that is no Word file, saying why", async () => {
    const read = (bytes: Uint8Array) => readResumeWord("", toJsonResume(page), { data: bytes });
    await expect(read(strToU8("%PDF-1.7 not a zip"))).rejects.toThrow(/^it is not a zip \(/);
    await expect(read(zipSync({ "word/other.xml": strToU8("<x/>") }))).rejects.toThrow(
      "it has no word/document.xml, which holds a Word file's text",
    );
    await expect(read(zipSync({ "word/document.xml": strToU8("<w:document>") }))).rejects.toThrow(
      UnreadableWord,
    );
  });
});
