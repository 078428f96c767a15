import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { formatGithub, formatHuman } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { contentTree } from "./fixtures.ts";

const PLACEHOLDERS = [
  {
    file: "experience.yaml",
    line: 7,
    column: 12,
    path: "experience[0].start",
    message: 'placeholder, marked "# TODO: when you started"',
  },
  { file: "profile.yaml", line: 2, column: 8, path: "label", message: 'placeholder "TODO: your job title"' },
  {
    file: "projects/tiny.md",
    line: 5,
    column: 10,
    path: "images[0].alt",
    message: 'placeholder "TODO: describe the screenshot"',
  },
  {
    file: "projects/tiny.md",
    line: 14,
    column: 1,
    path: "",
    message: 'placeholder "TODO: say what it does and for whom."',
  },
];

describe("placeholders: TODO text, a # TODO comment after a value, a TODO line in Markdown", () => {
  const dir = contentTree("with-placeholders");

  it("are warnings, each located, and the content still compiles", async () => {
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.warnings.map(({ hint: _hint, ...rest }) => rest)).toEqual(
      PLACEHOLDERS.map((placeholder) => ({ ...placeholder, severity: "warning" })),
    );
    expect(result.warnings.every((warning) => warning.hint?.includes("--strict"))).toBe(true);
  });

  it("are errors when strict, as `npm run build` makes them when CI is set", async () => {
    const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (result.ok) throw new Error("compiled with placeholders in strict mode");
    expect(result.diagnostics.map(({ hint: _hint, ...rest }) => rest)).toEqual(PLACEHOLDERS);
  });

  it("print as warnings: yellow words for people, ::warning for GitHub's annotations", async () => {
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error("expected valid content");
    const human = formatHuman(result.warnings, { colour: false, cwd: dir });
    expect(human).toContain('profile.yaml:2:8 warning label: placeholder "TODO: your job title"');
    expect(human).toContain('> 2 | label: "TODO: your job title"');
    expect(human.trimEnd().split("\n").at(-1)).toBe("4 warnings in content");
    expect(formatGithub(result.warnings).split("\n")[1]).toBe(
      '::warning file=profile.yaml,line=2,col=8,title=content warning in label::placeholder "TODO: your job title" (hint: replace it with your own words; `npm run build` refuses placeholders when CI is set or with --strict)',
    );
  });

  it("are not found in content without them", async () => {
    const minimal = contentTree("valid-minimal");
    const result = await compileContent({ contentDir: minimal, cwd: minimal });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.warnings).toEqual([]);
  });
});

describe("errors among placeholders", () => {
  /** with-placeholders, broken after its first placeholder (experience.yaml) in two places. */
  const broken = async () => {
    const dir = contentTree("with-placeholders");
    const edit = (file: string, from: string, to: string) => {
      const absolute = path.join(dir, file);
      writeFileSync(absolute, readFileSync(absolute, "utf8").replace(from, to));
    };
    edit("profile.yaml", "email: robin@example.com", "email: robin");
    edit("projects/tiny.md", "front: [React]", "front: React");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("compiled with errors in it");
    return { dir, diagnostics: result.diagnostics };
  };

  it("print errors first, then the warnings under their count, then the counts of both", async () => {
    const { dir, diagnostics } = await broken();
    const human = formatHuman(diagnostics, { colour: false, cwd: dir });
    const heads = human.split("\n").filter((line) => /^\S+:\d+:\d+ |^\d+ warnings?:$/.test(line));
    expect(heads.map((line) => line.replace(/ (error|warning) .*/, " $1"))).toEqual([
      "profile.yaml:6:8 error",
      "projects/tiny.md:7:10 error",
      "4 warnings:",
      "experience.yaml:7:12 warning",
      "profile.yaml:2:8 warning",
      "projects/tiny.md:5:10 warning",
      "projects/tiny.md:14:1 warning",
    ]);
    expect(human.trimEnd().split("\n").at(-1)).toBe("2 errors, 4 warnings in content");
  });
});
