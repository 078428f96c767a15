/**
 * Awkward and hostile input to the compiler: files saved by other editors (Windows line
 * breaks, Latin-1), inputs far past any real resume's size, and YAML that means something else
 * than it seems. Each is a located diagnostic, never a crash or a silent change. Big inputs are
 * made here, at run time.
 */
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/content/compile.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const compile = (dir: string) => compileContent({ contentDir: dir, cwd: dir });

/** What a compile says of a tree, wherever the tree is: its content and warnings, or its diagnostics. */
function outcome(dir: string) {
  const result = compile(dir);
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
  ])("%s compiles exactly as with LF: the same content, or the same diagnostics", (scenario) => {
    const lf = outcome(copyOf(scenario, "lf"));
    const crlfDir = copyOf(scenario, "crlf");
    withCrlf(crlfDir);
    const project = readdirSync(path.join(crlfDir, "projects"))[0] ?? "";
    expect(readFileSync(path.join(crlfDir, "projects", project), "utf8")).toContain("\r\n");
    expect(outcome(crlfDir)).toEqual(lf);
  });
});
