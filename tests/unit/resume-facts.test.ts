import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  hasPdftotext,
  markedContent,
  NO_PDFTOTEXT,
  pdfJsText,
  pdftotextLines,
} from "../../scripts/check/pdf-text.ts";
import {
  checkFacts,
  datePattern,
  type Headings,
  pageLayoutOf,
  periodFact,
  readableFailures,
  resumeFacts,
  rightToLeftFailures,
} from "../../scripts/check/resume-facts.ts";
import { readResumePdf } from "../../scripts/check/resume-pdf.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { WORD_TABLES } from "../../scripts/compiler/word-tables.ts";
import { type JsonResume, toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { ROOT, runFolio } from "./command.ts";
import { contentTree, FIXTURES, latinFaceFirstFonts, temporaryFolder } from "./fixtures.ts";

/** A small resume, and the lines of a PDF that reads right. */
const RESUME: JsonResume = {
  basics: {
    name: "Ada Example",
    label: "Backend Engineer",
    email: "ada@example.org",
    url: "https://ada.example.org/",
  },
  work: [
    { name: "Tidewater Analytics", position: "Senior Developer", location: "Remote", startDate: "2021-09" },
    {
      name: "Kestrel Logistics",
      position: "Full-Stack Developer",
      location: "Lisbon",
      startDate: "2018-03",
      endDate: "2021-08",
    },
  ],
  education: [
    {
      institution: "Brackenridge University",
      studyType: "B.Sc.",
      area: "Computer Science",
      startDate: "2014",
      endDate: "2018",
      score: "3.7",
    },
  ],
  skills: [{ name: "Languages", keywords: ["TypeScript", "Go"] }],
  projects: [{ name: "Heatline" }],
};
const HEADINGS: Headings = {
  work: "Experience",
  education: "Education",
  skills: "Hard Skills",
  projects: "Projects",
};

const HEADER = ["Ada Example", "Backend Engineer", "ada@example.org · ada.example.org"];
const TIDEWATER = ["Tidewater Analytics Sep 2021 – Present", "Senior Developer · Remote"];
const KESTREL = ["Kestrel Logistics 03/2018 – 08/2021", "Full-Stack Developer · Lisbon"];
const SCHOOL = ["Brackenridge University 2014 – 2018", "B.Sc. in Computer Science · GPA: 3.7"];
const REST = ["PROJECTS", "Heatline", "HARD SKILLS", "Languages TypeScript · Go"];
const RIGHT = [...HEADER, "EXPERIENCE", ...TIDEWATER, ...KESTREL, "EDUCATION", ...SCHOOL, ...REST];

const failuresOf = (lines: string[], headings = HEADINGS) => checkFacts(RESUME, lines, { headings }).failures;

describe("the facts of a JSON Resume", () => {
  test("are grouped by section and entry in the page's order; a company's roles share its name", () => {
    const roles = resumeFacts({
      work: [
        { name: "Navieras", position: "Head of web", location: "Valencia", startDate: "2022-03" },
        {
          name: "Navieras",
          position: "Developer",
          location: "Valencia",
          startDate: "2016-09",
          endDate: "2022-02",
        },
      ],
      skills: [
        { name: "Web", level: "Experienced", keywords: ["React"] },
        { name: "Web", level: "Familiar", keywords: ["Vue"] },
      ],
    });
    expect(
      roles.map((entry) => [entry.section, entry.number, entry.facts.map((fact) => fact.field)]),
    ).toEqual([
      ["work", 1, ["company", "location", "position", "dates"]],
      ["work", 2, ["position", "dates"]],
      ["skills", 1, ["name", "keyword", "keyword"]],
    ]);
    expect(resumeFacts(RESUME)[1]?.facts.map((fact) => fact.field)).toEqual([
      "company",
      "dates",
      "position",
      "location",
    ]);
  });

  test("of work without a company, its position, dates and place; of a job without a position, no position; neither grouped", async () => {
    const compiled = await compileContent({ contentDir: path.join(FIXTURES, "valid-sparse") });
    if (!compiled.ok) throw new Error("valid-sparse does not compile");
    const resume = toJsonResume(compiled.content);
    const entries = (jobRoles?: number[]) =>
      resumeFacts(resume, jobRoles)
        .filter((entry) => entry.section === "work")
        .map((entry) => [entry.name, entry.facts.map((fact) => `${fact.field}: ${fact.value}`)]);
    const expected = [
      ["Quayside Logistics", expect.arrayContaining(["company: Quayside Logistics"])],
      ["Freelance Trainer", ["position: Freelance Trainer", "dates: 2019-01 – 2021-02", "location: Remote"]],
      ["Freelance Developer", ["position: Freelance Developer", "dates: 2017-03 – 2018-12"]],
      ["Harbour Data Lab", ["company: Harbour Data Lab", "dates: 2016-06 – 2016-09"]],
    ];
    // By the page's layout, and without it: two in a row without a company are two jobs.
    expect(entries(pageLayoutOf(compiled.content).jobRoles)).toEqual(expected);
    expect(entries()).toEqual(expected);
  });

  test("a date reads in the forms parsers read, in ASCII digits, a full stop after no abbreviation", () => {
    const found = (text: string) => new RegExp(datePattern("2022-03"), "u").test(text.toLowerCase());
    for (const form of [
      "March 2022",
      "Mar 2022",
      "03/2022",
      "3/2022",
      "03.2022",
      "2022-03",
      "2022/03",
      "2022年3月",
      "2022年03月",
      "2022년 3월",
    ])
      expect(found(form), form).toBe(true);
    for (const form of [
      "mar. 2022",
      "marzo 2022",
      "٠٣/٢٠٢٢",
      "2022",
      "13/2022",
      "03/20222",
      "2022年13月",
      "12022年3月",
    ])
      expect(found(form), form).toBe(false);
  });

  test("a year alone reads by its year, and as Japanese, Chinese and Korean paper writes it", () => {
    const period = periodFact("dates", "2016", "2019-06");
    const found = (text: string) => new RegExp(period?.pattern ?? "", "u").test(text.toLowerCase());
    for (const form of ["2016 – 06/2019", "2016年 – 2019年6月", "2016년 – 2019년 6월"])
      expect(found(form), form).toBe(true);
    for (const form of ["2016년년 – 2019년 6월", "12016 – 06/2019", "2016월 – 2019년 6월"])
      expect(found(form), form).toBe(false);
  });
});

describe("checkFacts", () => {
  test("passes a text that holds every fact in order, each entry's together under its heading", () => {
    const report = checkFacts(RESUME, RIGHT, { headings: HEADINGS });
    expect(report.failures).toEqual([]);
    expect(report.inOrder).toBe(report.facts);
    expect(report.facts).toBe(21);
  });

  test("reads a word hyphenated across lines, capitals, soft hyphens and Arabic presentation forms", () => {
    const resume: JsonResume = {
      basics: { name: "مريم", label: "Full-Stack Developer" },
      projects: [{ name: "Cooperative Maps" }],
    };
    expect(
      checkFacts(resume, [
        "\ufee3\ufeae\ufef3\ufee2",
        "FULL-",
        "STACK DEVELOPER",
        "Co\u00adoper-",
        "ative Maps",
      ]).failures,
    ).toEqual([]);
    expect(checkFacts(resume, ["مريم", "Full Stack Developer", "Cooperative Maps"]).failures).toEqual([
      "basics 1 'مريم': label 'Full-Stack Developer' not found",
    ]);
  });

  test("reads an emoji with or without its variation selector: pdf.js reads ♥️ as ♥", () => {
    // A project of a real resume, and its line as pdf.js read it from the PDF npm run pdf printed.
    const resume: JsonResume = {
      basics: { name: "Ada Example" },
      projects: [{ name: "Ember.js + Rails + Capybara = ♥️" }],
    };
    expect(checkFacts(resume, ["Ada Example", "Ember.js + Rails + Capybara = ♥ Mar 2017"]).failures).toEqual(
      [],
    );
    expect(checkFacts(resume, ["Ada Example", "Ember.js + Rails + Capybara = ♥️"]).failures).toEqual([]);
    expect(checkFacts(resume, ["Ada Example", "Ember.js + Rails + Capybara ="]).failures).toEqual([
      "projects 1 'Ember.js + Rails + Capybara = ♥️': name 'Ember.js + Rails + Capybara = ♥️' not found",
    ]);
  });

  test("fails the jobs drawn after the Education heading", () => {
    const lines = [...HEADER, "EXPERIENCE", "EDUCATION", ...TIDEWATER, ...KESTREL, ...SCHOOL, ...REST];
    expect(failuresOf(lines)).toContain("work: 8 of its facts drawn after the heading 'Education'");
  });

  test("fails a date a parser does not read: 'mar. 2022', or Arabic-Indic digits", () => {
    const march = {
      ...RESUME,
      work: [{ ...RESUME.work?.[0], startDate: "2022-03" }, RESUME.work?.[1] ?? {}],
    };
    const lines = RIGHT.map((line) => line.replace("Sep 2021", "mar. 2022"));
    expect(checkFacts(march, lines, { headings: HEADINGS }).failures).toEqual([
      "work 1 'Tidewater Analytics': dates '2022-03 – …' not found",
    ]);
    const arabic = RIGHT.map((line) => line.replace("03/2018 – 08/2021", "٠٣/٢٠١٨ – ٠٨/٢٠٢١"));
    expect(failuresOf(arabic)).toEqual(["work 2 'Kestrel Logistics': dates '2018-03 – 2021-08' not found"]);
  });

  test("fails a company followed by another entry's position", () => {
    const lines = [
      ...HEADER,
      "EXPERIENCE",
      TIDEWATER[0],
      KESTREL[1],
      TIDEWATER[1],
      KESTREL[0],
      "EDUCATION",
      ...SCHOOL,
      ...REST,
    ];
    expect(failuresOf(lines as string[])).toEqual([
      "work 2 'Kestrel Logistics': position 'Full-Stack Developer' not found after the dates",
      "work 2 'Kestrel Logistics': location 'Lisbon' not found after the dates",
    ]);
    // Another entry's facts between an entry's: the entry ends after them, and the other reads as missing.
    const apart = [
      ...HEADER,
      "EXPERIENCE",
      TIDEWATER[0],
      ...KESTREL,
      TIDEWATER[1],
      "EDUCATION",
      ...SCHOOL,
      ...REST,
    ];
    expect(failuresOf(apart as string[])).toContain(
      "work 2 'Kestrel Logistics': company 'Kestrel Logistics' not found after work 1",
    );
  });

  test("fails entries out of resume.json's order, and one section's entry among another's", () => {
    const swapped = [...HEADER, "EXPERIENCE", ...KESTREL, ...TIDEWATER, "EDUCATION", ...SCHOOL, ...REST];
    expect(failuresOf(swapped)).toContain(
      "work 2 'Kestrel Logistics': company 'Kestrel Logistics' not found after work 1",
    );
    const inside = [...HEADER, ...TIDEWATER, ...SCHOOL, ...KESTREL, "Heatline", "Languages TypeScript · Go"];
    expect(failuresOf(inside, {})).toEqual([
      "education 1 'Brackenridge University' drawn inside work's entries",
    ]);
  });

  test("reads a GPA in the language's decimal comma, spaced around its scale, and no other number", () => {
    const scored = (score: string, line: string) =>
      checkFacts({ education: [{ institution: "Brackenridge University", score }] }, [
        "Brackenridge University",
        line,
      ]).failures;
    expect(scored("8.4/10", "Nota media: 8,4 / 10")).toEqual([]);
    expect(scored("3.7", "GPA: 3.7")).toEqual([]);
    expect(scored("3.7", "GPA: 13.75")).toEqual([
      "education 1 'Brackenridge University': score '3.7' not found",
    ]);
  });

  test("right to left, asks only for the facts written without its letters, each date on its own", () => {
    const resume: JsonResume = {
      basics: { name: "Lucía Ortega", label: "مطوّرة برمجيات", email: "lucia@example.org" },
      work: [
        {
          name: "Navieras del Turia",
          position: "رئيسة هندسة الويب",
          startDate: "2019-01",
          endDate: "2022-02",
        },
      ],
    };
    // As a drawing-order reader gets a right-to-left page: its words last to first, in their
    // joined shapes, a period's dates the other way round.
    const drawn = [
      "Lucía Ortega",
      "ﺕﺎﻴﺠﻣﺮﺑ ﺓﺭﻮّﻄﻣ",
      "lucia@example.org",
      "Navieras del Turia",
      "02/2022 – 01/2019",
    ];
    const report = checkFacts(resume, drawn);
    expect(report.failures.length).toBeGreaterThan(0);
    expect(rightToLeftFailures(report)).toEqual([]);
    expect(readableFailures(report, "rtl")).toEqual([]);
    // On a page written left to right, an Arabic name reads back no better; the rest still counts.
    expect(readableFailures(report, "ltr")).toEqual([
      "work 1 'Navieras del Turia': dates '2019-01 – 2022-02' not found",
    ]);
    const lost = checkFacts(
      resume,
      drawn.filter((line) => !line.includes("@") && !line.includes("2019")),
    );
    expect(rightToLeftFailures(lost)).toEqual([
      "basics 1 'Lucía Ortega': email 'lucia@example.org' not found",
      "work 1 'Navieras del Turia': dates '2019-01 – 2022-02' not found",
    ]);
  });

  test("reads two jobs in a row at one company as two jobs, and one job's roles under its name, as the page shows each", () => {
    const kvarnholmen = { name: "Kvarnholmen Systems", location: "Stockholm" };
    const resume: JsonResume = {
      work: [
        { ...kvarnholmen, position: "Staff Platform Engineer", startDate: "2021-04" },
        { ...kvarnholmen, position: "Senior Backend Engineer", startDate: "2019-06", endDate: "2021-03" },
      ],
    };
    // Two entries of experience.yaml (as the JSON Resume import writes two roles): two jobs.
    const jobs = [
      "EXPERIENCE",
      "Kvarnholmen Systems Apr 2021 – Present",
      "Staff Platform Engineer · Stockholm",
      "Runs the deploy platform.",
      "Kvarnholmen Systems Jun 2019 – Mar 2021",
      "Senior Backend Engineer · Stockholm",
    ];
    // One entry with two roles: the company's line, then each role.
    const roles = [
      "EXPERIENCE",
      "Kvarnholmen Systems",
      "Jun 2019 – Present · Stockholm",
      "Staff Platform Engineer",
      "Apr 2021 – Present",
      "Senior Backend Engineer",
      "Jun 2019 – Mar 2021",
    ];
    const headings = { work: "Experience" };
    expect(checkFacts(resume, jobs, { headings, jobRoles: [1, 1] }).failures).toEqual([]);
    expect(checkFacts(resume, roles, { headings, jobRoles: [2] }).failures).toEqual([]);
    // Each shape is held to its own order.
    expect(checkFacts(resume, roles, { headings, jobRoles: [1, 1] }).failures).not.toEqual([]);
    expect(checkFacts(resume, jobs, { headings, jobRoles: [2] }).failures).not.toEqual([]);
  });

  test("finds each heading on its own line, not an entry's with the same words, in every built-in language", () => {
    for (const [lang, words] of Object.entries(WORD_TABLES)) {
      // A skill group titled as the Languages section, and one as the Education section.
      const resume: JsonResume = {
        education: [{ institution: "Brackenridge University", startDate: "2014", endDate: "2018" }],
        skills: [
          { name: words.languages, keywords: ["TypeScript", "Go"] },
          { name: words.education, keywords: ["Mentoring"] },
        ],
        languages: [{ language: "English" }, { language: "Svenska" }],
        projects: [{ name: words.projects }],
      };
      const headings: Headings = {
        education: words.education,
        skills: words.hardSkills,
        languages: words.languages,
        projects: words.projects,
      };
      const lines = [
        words.projects.toUpperCase(),
        words.projects,
        words.education.toUpperCase(),
        "Brackenridge University 2014 – 2018",
        words.hardSkills.toUpperCase(),
        words.languages,
        "TypeScript · Go",
        words.education,
        "Mentoring",
        words.languages.toUpperCase(),
        "English Native Svenska Fluent",
      ];
      expect(checkFacts(resume, lines, { headings }).failures, lang).toEqual([]);
    }
  });

  test("reads CJK as pdf.js and pdftotext give it: radicals as ideographs, full-width punctuation, lines joined without a space", () => {
    const resume: JsonResume = {
      basics: { name: "西村 花子", label: "プロダクト・エンジニア" },
      work: [
        { name: "马达数据", position: "高级工程师", location: "北京", startDate: "2021-04" },
        { name: "주식회사 바다", position: "co-founder, 이사", startDate: "2018-06", endDate: "2021-03" },
      ],
      education: [{ institution: "中国人民大学", startDate: "2012-09", endDate: "2016-05" }],
      skills: [{ name: "クラウド", keywords: ["AWS（Lambda、CloudFront、S3）", "データエンジニアリング"] }],
    };
    const headings: Headings = { work: "職歴", education: "学歴", skills: "技術スキル" };
    // As pdf.js read a page Chromium printed with Noto CJK: some ideographs as the radicals
    // that share their glyph (⻄ U+2EC4 for 西, ⺠ U+2EA0 for 民, ⼈ U+2F08 for 人), "・" as
    // U+2027; the skills as a page wraps them, mid-word and after a full-width comma.
    const drawn = [
      "\u2ec4村 花\u2f26",
      "プロダクト\u2027エンジニア",
      "職歴",
      "\u2ee2达数据 2021年4月 – 現在",
      "\u2fbc级\u2f2f程师 · 北京",
      "주식회사 바다 2018년 6월 – 2021년 3월",
      "co-founder, 이사",
      "学歴",
      "中国\u2f08\u2ea0\u2f24学 2012年9月 – 2016年5月",
      "技術スキル",
      "クラウド",
      "AWS（Lambda、",
      "CloudFront、S3） · データエンジ",
      "ニアリング",
    ];
    expect(checkFacts(resume, drawn, { headings }).failures).toEqual([]);
    // pdftotext gives the ideographs themselves, each job's dates at the end of its line.
    const laidOut = drawn.map((line) =>
      line
        .normalize("NFKC")
        .replace("\u2ec4", "西")
        .replace("\u2ee2", "马")
        .replace("\u2ea0", "民")
        .replace("\u2027", "・"),
    );
    expect(checkFacts(resume, laidOut, { headings }).failures).toEqual([]);
    // As pdftotext laid out a Japanese page Chromium printed: a column's gap between the first
    // date's year, in a Latin font, and the ideographs after it, in a CJK one.
    const gapped = laidOut.map((line) =>
      line.replace(/ (\d{4})(年|년)/, (_, year, word) => `          ${year}   ${word}`),
    );
    expect(gapped[3]).toBe("马达数据          2021   年4月 – 現在");
    expect(checkFacts(resume, gapped, { headings }).failures).toEqual([]);
    // What is not there is still missed.
    const cut = laidOut.map((line) => line.replace("中国人民大学", "中国人民"));
    expect(checkFacts(resume, cut, { headings }).failures).toEqual([
      "education 1 '中国人民大学': institution '中国人民大学' not found",
    ]);
  });

  test("reads a title that wraps beside its date in pdftotext's layout, the date in the column beside its first line", () => {
    const resume: JsonResume = {
      publications: [
        {
          name: "Conflict-free replicated maps for field crews who work for weeks without any network connection at all",
          releaseDate: "2023-02",
        },
        { name: "Offline tiles", releaseDate: "2021-05" },
      ],
    };
    const headings: Headings = { publications: "Publications" };
    const laidOut = [
      "PUBLICATIONS",
      "Conflict-free replicated maps for field crews who                               Feb 2023",
      "work for weeks without any network connection at all",
      "Journal of Field Computing",
      "Offline tiles                                                                   May 2021",
    ];
    expect(checkFacts(resume, laidOut, { headings }).failures).toEqual([]);
    // pdftotext may lay words of one fact wide apart (a font's widths): still the fact.
    const spread = laidOut.map((line) => line.replace("field crews who", "field crews     who"));
    expect(checkFacts(resume, spread, { headings }).failures).toEqual([]);
    // A column is no licence to skip words of the title.
    const cut = laidOut.map((line) => line.replace("work for weeks ", ""));
    expect(checkFacts(resume, cut, { headings }).failures).toEqual([
      `publications 1 '${resume.publications?.[0]?.name}': name '${resume.publications?.[0]?.name}' not found`,
    ]);
  });

  test("reads a skill that wraps, or is hyphenated, at the end of a line of skills laid wide apart in pdftotext's layout", () => {
    const resume: JsonResume = {
      skills: [
        {
          name: "Ways of Working",
          keywords: ["Usability sessions", "Design tokens", "Trunk-based development"],
        },
      ],
    };
    const headings: Headings = { skills: "Hard skills" };
    const laidOut = [
      "HARD SKILLS",
      "Ways of Working",
      "Usability sessions    Design",
      "tokens    Trunk-based development",
    ];
    expect(checkFacts(resume, laidOut, { headings }).failures).toEqual([]);
    // A skill hyphenated at the end of such a line, as a face a little narrower breaks it.
    const hyphenated = [
      "HARD SKILLS",
      "Ways of Working",
      "Usability sessions    Design tokens    Trunk-",
      "based development",
    ];
    expect(checkFacts(resume, hyphenated, { headings }).failures).toEqual([]);
    // A word left out is still missed.
    const cut = laidOut.map((line) => line.replace("tokens    ", ""));
    expect(checkFacts(resume, cut, { headings }).failures).toEqual([
      "skills 1 'Ways of Working': keyword 'Design tokens' not found",
    ]);
  });

  test("counts the facts found and those in order", () => {
    const report = checkFacts(
      RESUME,
      RIGHT.filter((line) => line !== "Heatline"),
      { headings: HEADINGS },
    );
    expect([report.facts, report.found, report.inOrder]).toEqual([21, 20, 20]);
    expect(report.failures).toEqual(["projects 1 'Heatline': name 'Heatline' not found"]);
  });
});

/** Runs bin/folio.js with `argv` in a process of its own, with `env` added to this one's; rejects on a non-zero exit. */
async function folio(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const run = await runFolio(argv, { env });
  if (run.code !== 0) throw new Error(`folio ${argv[0]} exited ${run.code}: ${run.stdout}${run.stderr}`);
}

/** Building and printing a site: minutes on a busy machine. */
const PRINT_TIMEOUT = 300_000;

describe("the extractors, on a resume npm run pdf printed", () => {
  let file = "";
  beforeAll(async () => {
    const dist = path.join(temporaryFolder("pdf-text"), "dist");
    await folio(["build", "--content", path.join(FIXTURES, "valid-full"), "--out", dist]);
    await folio(["pdf", "--dist", dist]);
    file = path.join(dist, "resume.pdf");
  }, PRINT_TIMEOUT);

  test("pdf.js reads its pages, the owner's name first", async () => {
    const { name } = JSON.parse(readFileSync(path.join(path.dirname(file), "resume.json"), "utf8")).basics;
    const { pages, lines } = await pdfJsText(new Uint8Array(readFileSync(file)));
    expect(pages).toBeGreaterThan(0);
    expect(lines[0]).toBe(name);
    expect(lines.every((line) => line.trim() === line && line !== "")).toBe(true);
  });

  test("pdftotext -layout reads it the owner's name first, every line with text", () => {
    expect(hasPdftotext()).toBe(true);
    const { name } = JSON.parse(readFileSync(path.join(path.dirname(file), "resume.json"), "utf8")).basics;
    const lines = pdftotextLines(file);
    expect(lines[0]).toBe(name);
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((line) => !/\S/.test(line))).toEqual([]);
  });

  test("without pdftotext, says in one line how to install it", () => {
    const before = process.env.PDFTOTEXT;
    process.env.PDFTOTEXT = path.join(ROOT, "no-such-pdftotext");
    try {
      expect(hasPdftotext()).toBe(false);
      expect(() => pdftotextLines(file)).toThrow(NO_PDFTOTEXT);
    } finally {
      if (before === undefined) delete process.env.PDFTOTEXT;
      else process.env.PDFTOTEXT = before;
    }
  });
});

describe("the reading rules, on a resume npm run pdf printed", () => {
  let dist = "";
  let content = "";
  beforeAll(async () => {
    // Two jobs in a row at one company, skill groups titled "Languages" and "Education", a
    // publication's title that wraps beside its date.
    content = contentTree("pdf-one-company");
    dist = path.join(temporaryFolder("pdf-rules"), "dist");
    await folio(["build", "--content", content, "--out", dist]);
    await folio(["pdf", "--dist", dist]);
  }, PRINT_TIMEOUT);

  test("holds every fact in order by pdf.js and pdftotext, as the page shows its jobs and headings", async () => {
    const compiled = await compileContent({ contentDir: content });
    if (!compiled.ok) throw new Error(`${content} does not compile`);
    const resume = JSON.parse(readFileSync(path.join(dist, "resume.json"), "utf8")) as JsonResume;
    const readings = await readResumePdf(path.join(dist, "resume.pdf"), resume, {
      ...pageLayoutOf(compiled.content),
      requirePdftotext: true,
    });
    expect(readings.map(({ extractor }) => extractor)).toEqual(["pdf.js", "pdftotext"]);
    for (const { extractor, report } of readings) {
      expect(report.failures, extractor).toEqual([]);
      expect(report.inOrder, extractor).toBe(report.facts);
    }
  });
});

describe("words in right-to-left letters on a left-to-right page, on a resume npm run pdf printed with two font sets", () => {
  /** The two prints of one site: with this machine's fonts, and with a Latin face that has no Arabic letters. */
  const FONT_SETS = ["this machine's fonts", "a Latin face without Arabic letters"] as const;
  const printed = new Map<(typeof FONT_SETS)[number], string>();
  let content = "";
  let dist = "";
  beforeAll(async () => {
    // An Arabic company of two words, and a highlight of three, on an English page.
    content = contentTree("pdf-arabic-company");
    dist = path.join(temporaryFolder("pdf-arabic-company"), "dist");
    await folio(["build", "--content", content, "--out", dist]);
    const [machine, latinFace] = FONT_SETS;
    printed.set(machine, path.join(dist, "resume.pdf"));
    printed.set(latinFace, path.join(dist, "resume-latin-face.pdf"));
    await folio(["pdf", "--dist", dist]);
    await folio(["pdf", "--dist", dist, "--out", printed.get(latinFace) ?? ""], {
      FONTCONFIG_FILE: latinFaceFirstFonts(),
    });
  }, PRINT_TIMEOUT);

  test("with a Latin face without Arabic letters, each Arabic word is a right-to-left run of its own", async () => {
    const marks = await markedContent(new Uint8Array(readFileSync(printed.get(FONT_SETS[1]) ?? "")));
    const reversed = marks.flat().filter((mark) => mark.tag === "ReversedChars");
    // شركة الرمال and تحسين أدوات البناء: five words, the spaces between drawn in the Latin face.
    expect(reversed.length).toBeGreaterThanOrEqual(5);
  });

  test.each(FONT_SETS)(
    "with %s, pdf.js+ActualText reads every fact in order, and the Arabic words as written",
    async (fonts) => {
      const file = printed.get(fonts) ?? "";
      const compiled = await compileContent({ contentDir: content });
      if (!compiled.ok) throw new Error(`${content} does not compile`);
      const resume = JSON.parse(readFileSync(path.join(dist, "resume.json"), "utf8")) as JsonResume;
      const readings = await readResumePdf(file, resume, pageLayoutOf(compiled.content));
      const logical = readings.find(({ extractor }) => extractor === "pdf.js+ActualText");
      expect(logical?.report.failures).toEqual([]);
      expect(logical?.report.inOrder).toBe(logical?.report.facts);
      expect(logical?.lines).toContain("تحسين أدوات البناء.");
    },
  );
});
