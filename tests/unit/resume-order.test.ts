import { describe, expect, test } from "vitest";
import {
  PAPER_PROJECTS,
  paperOrder,
  resumeSlotStyles,
  slotStyleText,
} from "../../src/shared/resume-order.ts";

describe("the paper's order of the Resume's sections", () => {
  test("is the phone's, with the hard skills moved up to just before the soft skills", () => {
    expect(paperOrder(["profile", "soft-skills", "languages", "hard-skills", "experience"], false)).toEqual([
      "profile",
      "hard-skills",
      "soft-skills",
      "languages",
      "experience",
    ]);
  });

  test("leaves hard skills already first, and either alone, where they are", () => {
    const phone = ["profile", "hard-skills", "experience", "soft-skills"];
    expect(paperOrder(phone, false)).toEqual(phone);
    expect(paperOrder(["soft-skills", "experience"], false)).toEqual(["soft-skills", "experience"]);
    expect(paperOrder(["experience", "hard-skills"], false)).toEqual(["experience", "hard-skills"]);
  });

  test("puts the projects after the experience, else the education, else at the end", () => {
    expect(paperOrder(["profile", "experience", "education"], true)).toEqual([
      "profile",
      "experience",
      PAPER_PROJECTS,
      "education",
    ]);
    expect(paperOrder(["education", "languages"], true)).toEqual(["education", PAPER_PROJECTS, "languages"]);
    expect(paperOrder(["profile", "languages"], true)).toEqual(["profile", "languages", PAPER_PROJECTS]);
  });

  test("gives each slot the style the page renders and the CSP lists: its place on the phone and on paper", () => {
    const styles = resumeSlotStyles({
      screens: ["resume", "projects"],
      layout: {
        side: ["soft-skills", "hard-skills"],
        main: ["experience"],
        phone: ["experience", "soft-skills", "hard-skills"],
      },
    });
    expect([...styles].map(([name, style]) => [name, slotStyleText(style)])).toEqual([
      ["experience", "--phone-order:0;--paper-order:0"],
      ["soft-skills", "--phone-order:1;--paper-order:3"],
      ["hard-skills", "--phone-order:2;--paper-order:2"],
      [PAPER_PROJECTS, "--paper-order:1"],
    ]);
  });

  test("prints no projects of its own beside a section of sections.yaml by that name, nor on a site without any", () => {
    const layout = { side: [], main: ["experience", "projects"], phone: ["experience", "projects"] };
    expect([...resumeSlotStyles({ screens: ["resume", "projects"], layout }).keys()]).toEqual([
      "experience",
      "projects",
    ]);
    expect(resumeSlotStyles({ screens: ["resume", "projects"], layout }).get("projects")).toEqual({
      "--phone-order": 1,
      "--paper-order": 1,
    });
    const bare = { side: [], main: ["experience"], phone: ["experience"] };
    expect([...resumeSlotStyles({ screens: ["resume"], layout: bare }).keys()]).toEqual(["experience"]);
  });
});
