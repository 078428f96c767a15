import { describe, expect, it, vi } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { contentTree } from "./fixtures.ts";

// A step of the Markdown pipeline that fails on any text: a stand-in for a bug in a plugin.
vi.mock("rehype-external-links", () => ({
  default: () => () => {
    throw new Error("plugin failed");
  },
}));

describe("a failure inside the Markdown step", () => {
  it("is a located error for each field it fails on, never a crash", async () => {
    const dir = contentTree("valid-minimal");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const message = "could not compile this Markdown: plugin failed";
    expect(result.diagnostics.map(({ hint: _hint, ...d }) => d)).toEqual([
      { file: "about.yaml", line: 5, column: 7, path: "sections[0].body", message },
      { file: "education.yaml", line: 11, column: 18, path: "education[0].description", message },
      { file: "experience.yaml", line: 19, column: 14, path: "experience[1].summary", message },
      { file: "profile.yaml", line: 10, column: 10, path: "summary", message },
      { file: "projects/tiny.md", line: 12, column: 1, path: "", message },
    ]);
  });
});
