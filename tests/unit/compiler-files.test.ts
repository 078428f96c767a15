/**
 * What the compiler checks beyond the schema, in each test's own content tree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/content/compile.ts";
import { contentTree } from "./fixtures.ts";

const compile = (dir: string) => compileContent({ contentDir: dir, cwd: dir });

function diagnosticsOf(dir: string) {
  const result = compile(dir);
  if (result.ok) throw new Error(`${dir} compiled, but should not have`);
  return result.diagnostics.map(({ hint: _hint, ...rest }) => rest);
}

const at = (file: string, line: number, column: number, path: string, message: string) => ({
  file,
  line,
  column,
  path,
  message,
});

describe("Markdown bodies", () => {
  it("refuse control characters, located at the character", () => {
    const dir = contentTree("valid-minimal");
    const project = path.join(dir, "projects/tiny.md");
    writeFileSync(project, readFileSync(project, "utf8").replace("small project", "small\u0007 project"));
    expect(diagnosticsOf(dir)).toEqual([
      at("projects/tiny.md", 12, 16, "", "expected text without control characters, got U+0007"),
    ]);
  });
});
