import { describe, expect, test } from "vitest";
import { checkRuns, lineSpacing, type Run } from "../../scripts/check/pdf-runs.ts";
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

  test("stays the body's spacing where a face sets its lines a quarter or half a point apart", () => {
    // Noto Sans at a line height of 1.32 (10 pt): steps of 13.5, 14.25 and 13.75 between the
    // lines of an entry, 18 between its entries. Counted to the quarter point the gaps are the
    // commonest step.
    const steps = [14.25, 13.5, 18, 14.25, 13.75, 18, 13.5, 14.25, 18, 13.75, 13.5, 18];
    expect(lineSpacing(stepped(steps))).toBe(14);
  });
});
