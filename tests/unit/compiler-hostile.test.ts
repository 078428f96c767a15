/**
 * Awkward and hostile input to the compiler: files saved by other editors (Windows line
 * breaks, Latin-1), inputs far past any real resume's size, and YAML that means something else
 * than it seems. Each is a located diagnostic, never a crash or a silent change. Big inputs are
 * made here, at run time.
 */
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { Composer } from "yaml";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { type Diagnostic, formatHuman, readSource } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { loadYaml } from "../../scripts/compiler/yaml/source.ts";
import { at, FIXTURES, temporaryFolder } from "./fixtures.ts";

const compile = (dir: string) => compileContent({ contentDir: dir, cwd: dir });

/** What a compile says of a tree, wherever the tree is: its content and warnings, or its diagnostics. */
async function outcome(dir: string) {
  const result = await compile(dir);
  return result.ok ? { content: result.content, warnings: result.warnings } : result.diagnostics;
}

/** A fixture's tree (laid over valid-minimal, as contentTree does, unless it is valid-full). */
function copyOf(scenario: string, name: string): string {
  const dir = temporaryFolder(name);
  if (scenario !== "valid-full") cpSync(path.join(FIXTURES, "valid-minimal"), dir, { recursive: true });
  cpSync(path.join(FIXTURES, scenario), dir, { recursive: true });
  return dir;
}

/** Every YAML and Markdown file of `dir` rewritten with Windows line breaks (CRLF). */
function withCrlf(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, entry);
    if (!/\.(yaml|md)$/.test(entry) || !statSync(file).isFile()) continue;
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/\r?\n/g, "\r\n"));
  }
}

describe("files saved with Windows line breaks (CRLF)", () => {
  it.each([
    "valid-full",
    "valid-sections",
    "with-placeholders",
    "markdown-raw-html",
    "invalid-date-format",
    "markdown-unsafe-links",
    "invalid-control-characters",
  ])("%s compiles exactly as with LF: the same content, or the same diagnostics", async (scenario) => {
    const lf = await outcome(copyOf(scenario, "lf"));
    const crlfDir = copyOf(scenario, "crlf");
    withCrlf(crlfDir);
    const project = readdirSync(path.join(crlfDir, "projects"))[0] ?? "";
    expect(readFileSync(path.join(crlfDir, "projects", project), "utf8")).toContain("\r\n");
    expect(await outcome(crlfDir)).toEqual(lf);
  });
});

describe("errors in long lines and many errors in one file", () => {
  it("quote a window of a long line around the column, cut with an ellipsis", async () => {
    const dir = copyOf("valid-minimal", "long-line");
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const line = `${words(1000)} [x](javascript:alert(1)) ${words(1000)}`;
    writeFileSync(
      path.join(dir, "about.yaml"),
      `title: About me\nsections:\n  - heading: Background\n    body: ${line}\n  - heading: More\n    body: ${line.replace("javascript", "vbscript")}\n`,
    );
    const result = await compile(dir);
    if (result.ok) throw new Error("compiled, but should not have");
    const column = line.indexOf("[x]") + 11;
    expect(result.diagnostics.map((d) => [d.line, d.column])).toEqual([
      [4, column],
      [6, column],
    ]);
    const printed = formatHuman(result.diagnostics, { colour: false, cwd: dir });
    const window = (text: string) => `…${text.slice(column - 51, column + 49)}…`;
    const frame = (n: number) => printed.split("\n\n")[n]?.split("\n").slice(2);
    // The lines around show the same columns: nothing, in lines that short.
    expect(frame(0)).toEqual([
      "  2 | …",
      "  3 | …",
      `> 4 | ${window(`    body: ${line}`)}`,
      `    | ${" ".repeat(51)}^`,
      "  5 | …",
      `  6 | ${window(`    body: ${line.replace("javascript", "vbscript")}`)}`,
    ]);
    expect(frame(0)?.[2]).toMatch(/^> 4 \| …3 word994 .* \[x\]\(javascript:alert\(1\)\) word0 .*…$/);
    // Two errors in lines of 18 KB: a few hundred characters each, not the lines whole.
    expect(printed.length).toBeLessThan(1500);
  });

  it("place the caret under the character after full-width letters, each two columns wide", async () => {
    const dir = copyOf("valid-minimal", "wide-letters");
    // Ten wide characters (kanji, kana, a full-width full stop) before the link on its line.
    const body = "大阪で働いています。[x](javascript:alert(1))";
    writeFileSync(
      path.join(dir, "about.yaml"),
      `title: About me\nsections:\n  - heading: 経歴\n    body: ${body}\n`,
    );
    const result = await compile(dir);
    if (result.ok) throw new Error("compiled, but should not have");
    expect(result.diagnostics.map((d) => [d.line, d.column])).toEqual([[4, 21]]);
    const frame = formatHuman(result.diagnostics, { colour: false, cwd: dir }).split("\n");
    const quoted = frame.indexOf(`> 4 |     body: ${body}`);
    expect(quoted).toBeGreaterThan(0);
    // "    body: " is 10 columns and the ten wide characters 20: the caret is in column 31 of
    // the text, under "[", not under "。" (the 21st character, as counted in code units).
    expect(frame[quoted + 1]).toBe(`    | ${" ".repeat(10 + 2 * 10)}^`);
  });

  it("read each file once, however many errors it has", () => {
    const dir = temporaryFolder("many-errors");
    const lines = Array.from({ length: 20_000 }, (_, i) => `  - line ${i} ${"x".repeat(40)}`);
    writeFileSync(path.join(dir, "experience.yaml"), `${lines.join("\n")}\n`);
    const diagnostics = (n: number): Diagnostic[] =>
      Array.from({ length: n }, (_, i) => ({
        file: "experience.yaml",
        line: 1 + ((i * 7) % 20_000),
        column: 5,
        path: `experience[${i}].start`,
        message: "expected a date",
      }));
    // The printer's own reading of the file, counted.
    let reads = 0;
    const read = (root: string, file: string) => {
      reads += 1;
      return readSource(root, file);
    };
    const printed = formatHuman(diagnostics(1000), { colour: false, cwd: dir, read });
    expect(printed).toContain("1000 errors in content");
    expect(printed).toContain("> 701 |   - line 700 ");
    expect(reads).toBe(1);
  });
});

describe("YAML nested past the limit", () => {
  const TOO_DEEP = "expected lists and mappings nested at most 20 levels deep, got more";

  it("is refused at the first level too deep, however deep it goes: 5000 brackets, 5000 dashes", async () => {
    const dir = copyOf("valid-minimal", "deep");
    writeFileSync(
      path.join(dir, "about.yaml"),
      `title: About me\nsections: ${"[".repeat(5000)}${"]".repeat(5000)}\n`,
    );
    writeFileSync(
      path.join(dir, "projects/tiny.md"),
      `---\ntitle: Tiny\nskills:\n  front:\n    ${"- ".repeat(5000)}React\n---\nTiny.\n`,
    );
    const result = await compile(dir);
    expect(result.ok ? [] : result.diagnostics).toEqual([
      {
        ...at("about.yaml", 2, 30, "", TOO_DEEP),
        hint: "content's fields nest a few levels at most; look for brackets [ { or dashes - that open more levels than you meant",
      },
      {
        ...at("projects/tiny.md", 5, 41, "", TOO_DEEP),
        hint: "content's fields nest a few levels at most; look for brackets [ { or dashes - that open more levels than you meant",
      },
    ]);
  });
});

describe("limits: far past any resume, each refused where it is", () => {
  /** An experience.yaml of `count` jobs, `highlights` highlights each. */
  const jobs = (count: number, highlights: number) =>
    `experience:\n${Array.from(
      { length: count },
      (_, i) =>
        `  - company: Company ${i}\n    position: Developer\n    start: ${1960 + (i % 60)}\n    end: ${1961 + (i % 60)}\n    highlights:\n${Array.from({ length: highlights }, (_, h) => `      - Did thing ${h} there.\n`).join("")}`,
    ).join("")}`;

  it("a resume of 60 jobs compiles; 1001 jobs are a list too long, at the list", async () => {
    const dir = copyOf("valid-minimal", "jobs");
    writeFileSync(path.join(dir, "experience.yaml"), jobs(60, 10));
    const result = await compile(dir);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.content.experience).toHaveLength(60);

    writeFileSync(path.join(dir, "experience.yaml"), jobs(1001, 1));
    expect(await compile(dir)).toMatchObject({
      ok: false,
      diagnostics: [at("experience.yaml", 2, 3, "experience", "expected at most 1000 items, got 1001")],
    });
  });

  it("refuses a content file over 1 MB without reading it, at its first line", async () => {
    const dir = copyOf("valid-minimal", "big-file");
    const summary = "A sentence about me. ".repeat(60_000);
    writeFileSync(
      path.join(dir, "about.yaml"),
      `title: About me\nsections:\n  - heading: Me\n    body: ${summary}\n`,
    );
    expect(await compile(dir)).toMatchObject({
      ok: false,
      diagnostics: [
        {
          ...at("about.yaml", 1, 1, "", "expected a content file of at most 1 MB, got 1.3 MB"),
          hint: "content files hold text: shorten it, or split a long text into several entries",
        },
      ],
    });
  });

  it("refuses a text over 50,000 characters at its field, and a project's description at its start", async () => {
    const dir = copyOf("valid-minimal", "long-text");
    const profile = path.join(dir, "profile.yaml");
    writeFileSync(
      profile,
      readFileSync(profile, "utf8").replace(
        "summary: Developer with 8+ years of experience.",
        `summary: ${"x".repeat(60_000)}`,
      ),
    );
    const project = path.join(dir, "projects/tiny.md");
    writeFileSync(project, `${readFileSync(project, "utf8")}\n${"Long. ".repeat(10_000)}\n`);
    expect(await compile(dir)).toMatchObject({
      ok: false,
      diagnostics: [
        at("profile.yaml", 10, 10, "summary", "expected text of at most 50,000 characters, got 60,000"),
        at("projects/tiny.md", 12, 1, "", "expected a description of at most 50,000 characters, got 60,027"),
      ],
    });
  });

  /**
   * What loadYaml makes of `text`, and whether the `yaml` package's composer ran on it: the
   * step whose time grows with the square of the aliases and of a mapping's fields.
   */
  function loadWatchingComposer(text: string) {
    const compose = vi.spyOn(Composer.prototype, "compose");
    try {
      const loaded = loadYaml("site.yaml", text);
      return { loaded, composed: compose.mock.calls.length > 0 };
    } finally {
      compose.mockRestore();
    }
  }

  /** A site.yaml of one anchor and `count` plain aliases to it, `aN: *a`, as in a hostile report. */
  const aliases = (count: number) =>
    `a: &a x\n${Array.from({ length: count }, (_, i) => `a${i + 1}: *a\n`).join("")}`;

  it("refuses more than 100 aliases in a file at the 101st, with the count, before any is looked up", async () => {
    // 40,000 aliases are 429 KB, well under the 1 MB a file may hold.
    const text = aliases(40_000);
    expect(text.length).toBeGreaterThan(400_000);
    const { loaded, composed } = loadWatchingComposer(text);
    expect(composed).toBe(false);
    const refusal = {
      ...at("site.yaml", 102, 7, "", "expected at most 100 YAML aliases (*name) in a file, got 40,000"),
      hint: "write the values out instead of repeating aliases",
    };
    expect(loaded).toEqual({ ok: false, diagnostics: [refusal] });

    const dir = copyOf("valid-minimal", "aliases");
    writeFileSync(path.join(dir, "site.yaml"), text);
    expect(await compile(dir)).toMatchObject({ ok: false, diagnostics: [refusal] });
    // 100 are within the limit: the composer reads them, and the schema has its say.
    expect(loadWatchingComposer(aliases(100)).composed).toBe(true);
  });

  it("locates an alias written above its anchor, rather than calling it too many aliases", async () => {
    const dir = copyOf("valid-minimal", "alias-first");
    writeFileSync(path.join(dir, "site.yaml"), "lang: en\nwords:\n  resume: *p\npaper: &p letter\n");
    expect(await compile(dir)).toMatchObject({
      ok: false,
      diagnostics: [
        {
          ...at("site.yaml", 3, 11, "", "the alias *p comes before its anchor &p"),
          hint: "YAML reads an alias only below its anchor: put the value marked &p above it, or write the value out here",
        },
      ],
    });
  });

  it("refuses a mapping of more than 1000 fields at the mapping, with the count, before its keys are compared", () => {
    const fields = (count: number) =>
      `words:\n${Array.from({ length: count }, (_, i) => `  w${i}: x\n`).join("")}`;
    const { loaded, composed } = loadWatchingComposer(`lang: en\n${fields(40_000)}`);
    expect(composed).toBe(false);
    expect(loaded).toEqual({
      ok: false,
      diagnostics: [
        {
          ...at("site.yaml", 3, 3, "", "expected a mapping of at most 1,000 fields, got 40,000"),
          hint: "content's mappings hold a few dozen fields at most; a long list is written with a dash - before each item",
        },
      ],
    });
    // A flow mapping is held to the same; a list of 40,000 items is the schema's to refuse.
    const flow = `words: {${Array.from({ length: 1001 }, (_, i) => `w${i}: x`).join(", ")}}\n`;
    expect(loadWatchingComposer(flow).loaded).toMatchObject({
      ok: false,
      diagnostics: [at("site.yaml", 1, 8, "", "expected a mapping of at most 1,000 fields, got 1,001")],
    });
    expect(loadWatchingComposer(fields(1000)).composed).toBe(true);
  });

  it("refuses more than 1000 project files, at the folder", async () => {
    const dir = copyOf("valid-minimal", "projects");
    const tiny = readFileSync(path.join(dir, "projects/tiny.md"), "utf8");
    for (let i = 0; i < 1001; i++)
      writeFileSync(path.join(dir, `projects/p${i}.md`), tiny.replace("title: Tiny", `title: P${i}`));
    expect(await compile(dir)).toMatchObject({
      ok: false,
      diagnostics: [at("projects", 1, 1, "", "expected at most 1,000 projects, got 1,002")],
    });
  });
});
