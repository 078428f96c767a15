/**
 * A school as real resumes give it: its start and end, its end alone ("B.Sc., 2014"), or no
 * dates, and with or without a degree (valid-school-dates, laid over valid-minimal); a start
 * alone, and `end: present` alone, refused where they are written (invalid-school-dates). Each
 * output shows the dates and degree a school has and nothing in place of those it lacks.
 */
import { describe, expect, it } from "vitest";
import { resumeFacts } from "../../scripts/check/resume-fact-list.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { resumeDocument } from "../../scripts/vite/share/resume-document.ts";
import { resumeMarkdown } from "../../scripts/vite/share/resume-markdown.ts";
import { resumeText } from "../../scripts/vite/share/resume-text.ts";
import { compiledTree, diagnosticsOfTree } from "./compiled-tree.ts";

const result = await compiledTree("valid-school-dates");
const { content } = result;
const schoolsOf = (site: typeof content) =>
  site.education.map((school) => [school.institution, school.degree]);

describe("a school's dates: a period, its end alone, or none", () => {
  it("compiles each form, newest first, the schools without dates after the dated ones in the order written", () => {
    expect(
      content.education.map((school) => [school.degree, school.period?.display, school.endOnly]),
    ).toEqual([
      ["M.S. Computer Science", "2018", true],
      ["B.S. Computer Science", "Sep 2012 – May 2016", undefined],
      ["Surveying Diploma", "Jun 2010", true],
      [undefined, "Sep 2008 – Jun 2009", undefined],
      ["Drafting Certificate", undefined, undefined],
      ["Exchange Term", undefined, undefined],
    ]);
    const undated = content.education[4];
    expect(undated).not.toHaveProperty("period");
    expect(undated).not.toHaveProperty("endOnly");
    // A school given no degree compiles with none, not an empty one.
    expect(content.education[3]).not.toHaveProperty("degree");
    // Three schools of one name, told apart by their degrees; of two, the one without a degree by its name alone.
    expect(content.education.map((school) => school.id)).toEqual([
      "example-university-m-s-computer-science",
      "example-university-b-s-computer-science",
      "coastal-college-surveying-diploma",
      "coastal-college",
      "harbor-night-school",
      "example-university-exchange-term",
    ]);
  });

  it("lets a translation name schools of one name without a start by their end, else their degree", () => {
    const [es] = result.translations;
    expect(es?.site.lang).toBe("es");
    expect(es && schoolsOf(es)).toEqual([
      ["Example University", "Máster en Informática"],
      ["Example University", "Grado en Informática"],
      ["Coastal College", "Diploma en Topografía"],
      ["Coastal College", undefined],
      ["Harbor Night School", "Certificado en Delineación"],
      ["Example University", "Intercambio"],
    ]);
    // A school without a degree is named by its end beside one of its name with a degree.
    expect(es?.education[3]?.courses?.[0]?.courses.map((course) => course.title)).toEqual([
      "Medición de campo",
      "Dibujo técnico",
    ]);
    // Each key named its school: no warning of a key naming several, or none.
    expect(result.warnings.filter((d) => d.file.startsWith("education"))).toEqual([]);
  });

  it("refuses a start without an end, and end: present without a start, where each is written", async () => {
    const diagnostics = await diagnosticsOfTree("invalid-school-dates");
    expect(diagnostics).toEqual([
      {
        file: "education.yaml",
        line: 4,
        column: 12,
        path: "education[0].start",
        message: "expected end with start",
        hint: "give end: present while you study there, or the year you completed it",
      },
      {
        file: "education.yaml",
        line: 7,
        column: 10,
        path: "education[1].end",
        message: "expected start with end: present",
        hint: "give start: the year you began; or, for a school you completed, end: the year you completed it",
      },
    ]);
  });
});

describe("a school's dates in each output", () => {
  const text = resumeText(content);
  const education = text.slice(text.indexOf("EDUCATION"));

  it("resume.txt: the period, or the end alone, and no date line for a school without dates", () => {
    expect(education.split("\n\n").slice(0, 6)).toEqual([
      "EDUCATION\nExample University\nM.S. Computer Science\n2018",
      "Example University\nB.S. Computer Science\nSep 2012 – May 2016",
      "Coastal College\nSurveying Diploma\nJun 2010",
      // No degree: no line for it, the dates and the GPA after the name.
      "Coastal College\nSep 2008 – Jun 2009\nGPA: 3.6\nSurveying: SV 101 Field Measurement, Technical Drawing",
      "Harbor Night School\nDrafting Certificate",
      "Example University\nExchange Term",
    ]);
    expect(text).not.toMatch(/undefined| – \n| – $/m);
  });

  it("resume.md and resume.docx: no empty or dangling date line", () => {
    const lines = resumeDocument(content).blocks.flatMap((block) =>
      (block.kind === "list" ? block.items : [block.runs]).map((runs) =>
        runs.map((run) => run.text).join(""),
      ),
    );
    const at = lines.indexOf("Harbor Night School");
    expect(lines.slice(at, at + 2)).toEqual(["Harbor Night School", "Drafting Certificate"]);
    const withoutDegree = lines.lastIndexOf("Coastal College");
    expect(lines.slice(withoutDegree, withoutDegree + 3)).toEqual([
      "Coastal College",
      "Sep 2008 – Jun 2009",
      "GPA: 3.6",
    ]);
    expect(lines).toContain("2018");
    expect(lines.filter((line) => line.trim() === "" || /undefined|^ ?[–·]|[–·] ?$/.test(line))).toEqual([]);
    expect(resumeMarkdown(content)).not.toMatch(/undefined|^ ?–|– ?$/m);
  });

  it("JSON Resume: endDate alone for a school of its end alone, no dates for one without; no studyType or area without a degree", () => {
    const schools = toJsonResume(content).education?.map(({ studyType, startDate, endDate }) => ({
      studyType,
      startDate,
      endDate,
    }));
    expect(schools).toEqual([
      { studyType: "M.S. Computer Science", startDate: undefined, endDate: "2018" },
      { studyType: "B.S. Computer Science", startDate: "2012-09", endDate: "2016-05" },
      { studyType: "Surveying Diploma", startDate: undefined, endDate: "2010-06" },
      { studyType: undefined, startDate: "2008-09", endDate: "2009-06" },
      { studyType: "Drafting Certificate", startDate: undefined, endDate: undefined },
      { studyType: "Exchange Term", startDate: undefined, endDate: undefined },
    ]);
    for (const school of toJsonResume(content).education ?? []) {
      if (school.startDate === undefined) expect(school).not.toHaveProperty("startDate");
      if (school.endDate === undefined) expect(school).not.toHaveProperty("endDate");
    }
    expect(toJsonResume(content).education?.[3]).toEqual({
      institution: "Coastal College",
      startDate: "2008-09",
      endDate: "2009-06",
      score: "3.6",
      courses: ["SV 101 - Field Measurement", "Technical Drawing"],
    });
  });

  it("the owner's check's facts: the period, the end alone, or no date fact; no degree fact without a degree", () => {
    const facts = resumeFacts(toJsonResume(content)).filter((entry) => entry.section === "education");
    expect(facts.map((entry) => entry.facts.map(({ field, value }) => `${field}: ${value}`))).toEqual([
      ["institution: Example University", "dates: 2018", "studyType: M.S. Computer Science"],
      ["institution: Example University", "dates: 2012-09 – 2016-05", "studyType: B.S. Computer Science"],
      ["institution: Coastal College", "dates: 2010-06", "studyType: Surveying Diploma"],
      ["institution: Coastal College", "dates: 2008-09 – 2009-06", "score: 3.6"],
      ["institution: Harbor Night School", "studyType: Drafting Certificate"],
      ["institution: Example University", "studyType: Exchange Term"],
    ]);
  });
});
