import { describe, expect, test } from "vitest";
import {
  checkRuns,
  lineSpacing,
  pagesToRuns,
  type Run,
  type TextItem,
} from "../../scripts/check/pdf-runs.ts";
import type { JsonResume } from "../../scripts/interop/json-resume/export.ts";

/** Runs of one page, a line each, 12 pt apart from the top: each line's runs side by side. */
function page(lines: string[][]): Run[] {
  return lines.flatMap((texts, line) => {
    let x = 40;
    return texts.map((text) => {
      const run = { text, page: 1, x, y: 800 - line * 12, width: text.length * 5, height: 9 };
      x += run.width + 10;
      return run;
    });
  });
}

describe("checkRuns", () => {
  const resume: JsonResume = {
    skills: [{ name: "Ways of Working", keywords: ["Design tokens", "Trunk-based development"] }],
  };
  const layout = { headings: { skills: "Hard skills" }, pageHeadings: ["Hard skills"] };

  test("takes a skill hyphenated at the end of its line, and going on on the next, for a run of its own", () => {
    const runs = page([
      ["HARD SKILLS"],
      ["Ways of Working"],
      ["Design tokens", "Trunk-"],
      ["based development"],
    ]);
    expect(checkRuns(resume, runs, layout).failures).toEqual([]);
  });

  test("finds no skill that is not drawn", () => {
    const runs = page([["HARD SKILLS"], ["Ways of Working"], ["Design tokens", "Trunk-"], ["based tooling"]]);
    expect(checkRuns(resume, runs, layout).failures).toEqual([
      "skills 1 'Ways of Working': keyword 'Trunk-based development' starts no run",
    ]);
  });
});

/**
 * A page's text items as pdf.js gives them: each line's texts side by side, 12 pt apart from the
 * top (y 800), each line's last item ending it but the page's last (pdf.js gives no line break
 * at a page's end); `top`, a text drawn first, above the lines, as a page's number is.
 */
function items(lines: string[][], top?: string): TextItem[] {
  const item = (str: string, x: number, y: number, hasEOL: boolean): TextItem => ({
    str,
    hasEOL,
    width: str.length * 5,
    height: 9,
    transform: [9, 0, 0, 9, x, y],
    fontName: "f1",
  });
  const drawn = top === undefined ? [] : [item(top, 500, 820, true)];
  lines.forEach((texts, line) => {
    let x = 40;
    texts.forEach((text, index) => {
      drawn.push(item(text, x, 800 - line * 12, index === texts.length - 1 && line < lines.length - 1));
      x += text.length * 5 + 10;
    });
  });
  return drawn;
}

describe("checkRuns, the pages read as one", () => {
  const resume: JsonResume = {
    education: [{ institution: "Northbrook State University", startDate: "2012-08", endDate: "2015-12" }],
    skills: [{ name: "Ways of Working", keywords: ["Design tokens"] }],
  };
  const layout = {
    headings: { education: "Education", skills: "Hard skills" },
    pageHeadings: ["Education", "Hard skills"],
  };
  const firstPage = [["EDUCATION"], ["Northbrook State University", "Aug 2012 – Dec 2015"], ["HARD SKILLS"]];

  test("finds a heading that starts a page sharing its line with the last of the page before", () => {
    const runs = pagesToRuns([
      items([["EDUCATION"], ["Northbrook State University", "Aug 2012 – Dec 2015"]]),
      items([["HARD SKILLS"], ["Ways of Working"], ["Design tokens"]]),
    ]);
    expect(checkRuns(resume, runs, layout).failures).toEqual([
      "the heading 'HARD SKILLS' shares its line with 'Northbrook State University' where a parser joins the pages' text",
    ]);
  });

  test("takes a page's number, drawn before the page's text, for what ends the line of the page before", () => {
    const runs = pagesToRuns([
      items([["EDUCATION"], ["Northbrook State University", "Aug 2012 – Dec 2015"]]),
      items([["HARD SKILLS"], ["Ways of Working"], ["Design tokens"]], "2 / 2"),
    ]);
    const report = checkRuns(resume, runs, layout);
    expect(report.failures).toEqual([]);
    expect(report.headingsSharingLine).toBe(0);
  });

  test("fails a page's number drawn where a parser joins it to the last words of the page before", () => {
    // The last line of page 1, "Design tokens" (x 40 to 105), ends where the next page's number starts.
    const lastLine = items([["HARD SKILLS"], ["Ways of Working"], ["Design tokens"]]);
    const atItsEnd = items(
      [["EDUCATION"], ["Northbrook State University", "Aug 2012 – Dec 2015"]],
      "2 / 2",
    ).map((item, index) => (index === 0 ? { ...item, transform: [9, 0, 0, 9, 104, 820] } : item));
    const skillsFirst = { ...layout, pageHeadings: ["Hard skills", "Education"] };
    expect(checkRuns(resume, pagesToRuns([lastLine, atItsEnd]), skillsFirst).failures).toEqual([
      "the page's number '2 / 2' is drawn less than a character's width from 'Design tokens', the end of the page before, and a parser joins them",
    ]);
    // In the corner, right of every line's end.
    const inTheCorner = items(
      [["EDUCATION"], ["Northbrook State University", "Aug 2012 – Dec 2015"]],
      "2 / 2",
    );
    expect(checkRuns(resume, pagesToRuns([lastLine, inTheCorner]), skillsFirst).failures).toEqual([]);
  });

  test("reads a heading inside a page as a line of its own", () => {
    const runs = pagesToRuns([items([...firstPage, ["Ways of Working"], ["Design tokens"]])]);
    expect(checkRuns(resume, runs, layout).failures).toEqual([]);
  });
});

describe("checkRuns, the gaps between entries", () => {
  const resume: JsonResume = {
    projects: [
      { name: "Game Website", description: "A site for games." },
      { name: "Bounds", description: "A geofencing tool." },
    ],
  };
  const layout = { headings: { projects: "Projects" }, pageHeadings: ["Projects"] };

  test("measures no entry's gap from the page's number above it", () => {
    // The second project starts page 2, under its number, a line's height above it.
    const runs = pagesToRuns([
      items([["PROJECTS"], ["Game Website"], ["A site for games."]]),
      items([["Bounds"], ["A geofencing tool."]], "2 / 2"),
    ]);
    const report = checkRuns(resume, runs, layout);
    expect(report.failures).toEqual([]);
    expect(report.gaps).toBe(0);
  });

  /**
   * One page: a summary of four lines 12 pt apart (the body's spacing), then the projects, each
   * line below the one before by a step of `within` in turn or, where it starts a project, `gap`.
   */
  function projectsPage(projectLines: string[][], starts: number[], within = [12], gap = 18): Run[] {
    let y = 800;
    const lines: { texts: string[]; y: number }[] = [];
    for (const texts of [["SUMMARY"], ["Builds maps."], ["Draws charts."], ["Writes docs."], ["PROJECTS"]]) {
      lines.push({ texts, y });
      y -= 12;
    }
    let steps = 0;
    projectLines.forEach((texts, index) => {
      if (index > 0) y -= starts.includes(index) ? gap : (within[steps++ % within.length] ?? 12);
      lines.push({ texts, y });
    });
    return lines.flatMap(({ texts, y: baseline }, line) => {
      let x = 40;
      return texts.map((text) => {
        const run = { text, page: 1, line, x, y: baseline, width: text.length * 5, height: 9 };
        x += run.width + 10;
        return run;
      });
    });
  }

  test("fails projects of one line each, which stand their section's commonest step apart: a parser reads them as one", () => {
    const runs = projectsPage(
      [
        ["Game Website", "A site for games."],
        ["Bounds", "A geofencing tool."],
      ],
      [1],
    );
    expect(checkRuns(resume, runs, layout).failures).toEqual([
      "projects 2 'Bounds': 18 pt above it, no more than 1.4 times the 18 pt its section's lines stand apart most often: a parser reads it as part of the entry above",
    ]);
  });

  test("passes projects whose names stand on lines of their own, 1.5 times their lines' step apart", () => {
    const runs = projectsPage(
      [["Game Website"], ["A site for games."], ["Bounds"], ["A geofencing tool."]],
      [2],
    );
    const report = checkRuns(resume, runs, layout);
    expect(report.failures).toEqual([]);
    expect(report.narrowestGap).toBe(1.5);
  });

  test("takes a project's lines that stand 12 and 13 pt apart, as they round, for one step, which the gaps do not outnumber", () => {
    const runs = projectsPage(
      [
        ["Game Website"],
        ["A site for games."],
        ["Bounds"],
        ["A geofencing tool."],
        ["LogoLounge"],
        ["A gallery."],
      ],
      [2, 4],
      [12, 13],
      20,
    );
    const threeProjects: JsonResume = {
      projects: [...(resume.projects ?? []), { name: "LogoLounge", description: "A gallery." }],
    };
    const report = checkRuns(threeProjects, runs, layout);
    expect(report.failures).toEqual([]);
    // Each project's two lines stand 12, 13 and 12 pt apart: their mean, 12.33 pt, is the
    // section's step, which 20 pt is more than 1.4 times; and 20 pt is 1.67 of the body's lines.
    expect(report.narrowestGap).toBeCloseTo(20 / 12, 2);
  });
});

describe("checkRuns, a job's roles", () => {
  const resume: JsonResume = {
    work: [
      { name: "Harbourline Ferries", position: "Engineering Lead", startDate: "2021-06" },
      { name: "Harbourline Ferries", position: "Mobile Developer", startDate: "2016-09", endDate: "2021-05" },
    ],
  };
  const layout = { headings: { work: "Experience" }, pageHeadings: ["Experience"], jobRoles: [2] };

  /** The heading, the company, its first role and a line of it, then its second role `gap` pt lower, 12 pt lines else. */
  function rolesPage(gap: number): Run[] {
    const lines = [
      ["EXPERIENCE"],
      ["Harbourline Ferries"],
      ["Engineering Lead", "Jun 2021 – Present"],
      ["Led the team of six."],
      ["Shipped offline passes."],
      ["Mobile Developer", "Sep 2016 – May 2021"],
      ["Built the ticket wallet."],
    ];
    let y = 800;
    return lines.flatMap((texts, line) => {
      if (line > 0) y -= line === 5 ? gap : 12;
      let x = 40;
      return texts.map((text) => {
        const run = { text, page: 1, line, x, y, width: text.length * 5, height: 9 };
        x += run.width + 60;
        return run;
      });
    });
  }

  test("fails a later role as close to the role above as a line: a parser reads its title and dates as the role above's", () => {
    expect(checkRuns(resume, rolesPage(15), layout).failures).toEqual([
      "work 2 'Harbourline Ferries': 1.25 lines above it, fewer than 1.5 (line spacing 12 pt)",
    ]);
  });

  test("passes a later role as far from the role above as a job from the job above", () => {
    const report = checkRuns(resume, rolesPage(20), layout);
    expect(report.failures).toEqual([]);
    expect(report.gaps).toBe(1);
  });
});

describe("lineSpacing", () => {
  /** Runs whose baselines are the given steps apart, down the page. */
  const stepped = (steps: number[]) => {
    let y = 800;
    return [0, ...steps].map((step, line) => {
      y -= step;
      return { text: `line ${line}`, page: 1, x: 40, y, width: 30, height: 10 };
    });
  };

  test("is the commonest step between baselines, in whole points as a parser counts it", () => {
    expect(lineSpacing(stepped([13, 13, 20, 13, 13, 20, 13]))).toBe(13);
  });

  test("leaves out a page's number, drawn above the page's text", () => {
    // Steps of 13 and of 14 as many: the smaller is the spacing. Page 2's number, 14 pt above
    // its first line, would be one more step of 14.
    const baselines: Record<string, number> = {
      a: 800,
      b: 787,
      c: 774,
      "2 / 2": 814,
      d: 800,
      e: 786,
      f: 772,
    };
    const runs = pagesToRuns([items([["a"], ["b"], ["c"]]), items([["d"], ["e"], ["f"]], "2 / 2")]).map(
      (run) => ({ ...run, y: baselines[run.text] ?? run.y }),
    );
    expect(lineSpacing(runs)).toBe(13);
  });

  test("stays the body's spacing where a face sets its lines a quarter or half a point apart", () => {
    // Noto Sans at a line height of 1.32 (10 pt): steps of 13.5, 14.25 and 13.75 between the
    // lines of an entry, 18 between its entries. Counted to the quarter point the gaps are the
    // commonest step.
    const steps = [14.25, 13.5, 18, 14.25, 13.75, 18, 13.5, 14.25, 18, 13.75, 13.5, 18];
    expect(lineSpacing(stepped(steps))).toBe(13.75);
  });

  test("is the lines' own step where they stand half a point off a whole point", () => {
    // The serif look in DejaVu: lines 13.5 pt apart, entries 21 pt. Taken as 14 pt, the gap
    // would read 1.5 lines less a hair, and fail the check that a parser's 1.4 lines passes.
    const steps = [13.5, 13.5, 21, 13.5, 13.5, 21, 13.5];
    expect(lineSpacing(stepped(steps))).toBe(13.5);
  });
});
