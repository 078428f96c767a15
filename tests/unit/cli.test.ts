import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../scripts/commands/cli.ts";
import { jsonSchemaFiles, SCHEMAS_DIR } from "../../scripts/compiler/schema/json-schema.ts";
import { ROOT, runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { contentTree, temporaryFolder } from "./fixtures.ts";

/** The CLI as a user runs it, from the content tree's parent folder. */
function cli(args: string[], cwd: string) {
  return runMain(main, args, { cwd });
}

/** A project folder holding `content/` for a scenario. */
function project(scenario: string): string {
  const dir = temporaryFolder("site");
  execFileSync("mv", [contentTree(scenario), path.join(dir, "content")]);
  return dir;
}

beforeEach(() => {
  vi.stubEnv("NO_COLOR", "1");
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("npm run validate", () => {
  it("passes on valid content and writes nothing", async () => {
    const dir = project("valid-minimal");
    const run = await cli(["validate"], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^content is valid \(2 jobs, 1 school, 1 project, 3 images; \d+ ms\): content\n$/,
    );
    expect(existsSync(path.join(dir, "src"))).toBe(false);
  });

  it("lists placeholders as warnings and passes; --strict makes them errors", async () => {
    // Not on a deploy: there, CI makes them errors (below).
    vi.stubEnv("CI", "");
    const dir = project("with-placeholders");
    const run = await cli(["validate"], dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'content/profile.yaml:2:8 warning label: placeholder "TODO: your job title"',
    );
    expect(run.stderr).toMatch(/4 warnings in content\n$/);
    expect(run.stdout).toMatch(/^content is valid/);

    const strict = await cli(["validate", "--strict"], dir);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(
      'content/profile.yaml:2:8 error label: placeholder "TODO: your job title"',
    );
    expect(strict.stderr).toMatch(/4 errors in content\n$/);

    const github = await cli(["validate", "--format", "github"], dir);
    expect(github.code).toBe(0);
    expect(github.stdout).toContain(
      "::warning file=content/profile.yaml,line=2,col=8,title=content warning in label::placeholder",
    );
  });

  it("makes placeholders errors when CI is set, as the build the deploy runs next refuses them: annotated as errors, exit 1", async () => {
    const dir = project("with-placeholders");
    for (const value of ["true", "1"]) {
      vi.stubEnv("CI", value);
      const github = await cli(["validate", "--format", "github"], dir);
      expect(github.code).toBe(1);
      expect(github.stdout).toContain(
        "::error file=content/profile.yaml,line=2,col=8,title=content error in label::placeholder",
      );
      expect(github.stdout).not.toContain("::warning");
      const human = await cli(["validate"], dir);
      expect(human.code).toBe(1);
      expect(human.stderr).toMatch(/4 errors in content\n$/);
    }
    // "false" and "0" are not set, as for the build.
    vi.stubEnv("CI", "false");
    expect((await cli(["validate", "--format", "github"], dir)).code).toBe(0);
  });

  it("fails like a compiler: location, field, message, hint, code frame, count; no stack trace", async () => {
    const run = await cli(["validate"], project("invalid-gpa"));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      [
        "content/education.yaml:10:10 error education[0].gpa: expected a number from 0 to 4, got 9.7",
        "  hint: a GPA on another scale wants its top beside it: gpaScale: 5, gpaScale: 10…",
        "   8 |     start: 2012-09",
        "   9 |     end: 2016-05",
        "> 10 |     gpa: 9.7",
        "     |          ^",
        "  11 |     description: Studied systems.",
        "  12 |     courses:",
        "",
        "1 error in content\n",
      ].join("\n"),
    );
  });

  it("takes another content folder with --content", async () => {
    const dir = project("invalid-unknown-key");
    const run = await cli(["validate", "--content", path.join(dir, "content")], ROOT);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'experience[0].hilights: unknown field "hilights"\n  hint: did you mean "highlights"?',
    );
  });

  it("prints GitHub workflow annotations with --format github", async () => {
    const run = await cli(["validate", "--format", "github"], project("invalid-link-protocol"));
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split("\n")).toEqual([
      '::error file=content/profile.yaml,line=7,col=10,title=content error in profiles[0].url::expected an https:, http: or mailto: link, got "javascript:alert(1)"',
      '::error file=content/profile.yaml,line=9,col=10,title=content error in profiles[1].url::expected an https:, http: or mailto: link, got "data:text/html,<script>alert(1)</script>"',
    ]);
  });

  it(
    "never prints a stack trace, even for binary garbage (the command line, in its own process)",
    async () => {
      const run = await runScript("commands/cli.ts", ["validate"], {
        cwd: project("binary-garbage"),
        env: { NO_COLOR: "1" },
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("content/about.yaml:1:8 error expected UTF-8 text, got binary data");
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    SPAWN_TIMEOUT,
  );

  it("rejects unknown commands and options with usage and exit 2", async () => {
    expect((await cli(["frobnicate"], ROOT)).code).toBe(2);
    expect(await cli(["validate", "--colour"], ROOT)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage:"),
    });
    const slip = await cli(["validate", "--contnet", "x"], ROOT);
    expect(slip.code).toBe(2);
    expect(slip.stderr.split("\n")[0]).toBe("Unknown option '--contnet': did you mean --content?");
  });

  it("refuses a folder given without --content, rather than checking content/ instead", async () => {
    const dir = project("invalid-unknown-key");
    const run = await cli(["validate", path.join(dir, "content")], dir);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")[0]).toBe(
      `Unexpected argument '${path.join(dir, "content")}': give a content folder as --content ${path.join(dir, "content")}`,
    );
  });

  it("prints its usage on --help or -h, and exits with 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const run = await cli(["validate", flag], ROOT);
      expect(run).toEqual({ code: 0, stdout: expect.stringMatching(/^usage: /), stderr: "" });
    }
  });
});

describe("build: the compiled JSON", () => {
  it("is written when the content is valid and left untouched when it is not", async () => {
    const dir = project("valid-minimal");
    const out = path.join(dir, "out/content.json");
    expect((await cli(["build", "--out", out], dir)).code).toBe(0);
    const good = readFileSync(out, "utf8");
    expect(JSON.parse(good).profile.name).toBe("Robin Vale");

    writeFileSync(path.join(dir, "content/about.yaml"), "title: [unclosed\n");
    const failed = await cli(["build", "--out", out], dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("content/about.yaml:");
    expect(readFileSync(out, "utf8")).toBe(good);
  });
});

describe("editor JSON Schema files", () => {
  it("are generated from the schema and committed up to date (npm run schema)", () => {
    for (const [name, json] of Object.entries(jsonSchemaFiles())) {
      expect(
        readFileSync(path.join(ROOT, SCHEMAS_DIR, name), "utf8"),
        `${name} is stale: run npm run schema`,
      ).toBe(json);
    }
  });

  it("are what the editor settings map each content file to, and each is there", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8"));
    const mapped: Record<string, string | string[]> = settings["yaml.schemas"];
    for (const kind of ["profile", "experience", "education", "about", "sections", "site"]) {
      const schema = `./${SCHEMAS_DIR}/${kind}.schema.json`;
      expect(mapped[schema], `${schema} in .vscode/settings.json`).toEqual(`content/${kind}.yaml`);
      expect(existsSync(path.join(ROOT, schema)), `${schema} exists`).toBe(true);
    }
  });
});
