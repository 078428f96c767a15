import { describe, expect, test } from "vitest";
import { checkRuns, type Run } from "../../scripts/check/pdf-runs.ts";
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
