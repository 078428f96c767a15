/**
 * src/before-paint.js is plain JavaScript (the build inlines it as it is), but type-checked
 * with the rest of src/: `npm run typecheck` reports a type error in it.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";

const SOURCE = path.join(ROOT, "src/before-paint.js");
/** The names the build writes values in for, declared for the type check. */
const VALUES = path.join(ROOT, "src/before-paint-values.d.ts");
const TSC = path.join(ROOT, "node_modules/.bin/tsc");

/** Type-checks the script in `dir` with the project's own settings; the exit code and output. */
function typecheck(dir: string): { status: number | null; output: string } {
  copyFileSync(VALUES, path.join(dir, "before-paint-values.d.ts"));
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      extends: path.join(ROOT, "tsconfig.json"),
      compilerOptions: { types: [], paths: {} },
      include: ["before-paint.js", "before-paint-values.d.ts"],
    }),
  );
  // Plain diagnostics ("file(line,col): error TS…") whatever the terminal: tsc colours and
  // reformats them when FORCE_COLOR is set, as some CI systems set it.
  const result = spawnSync(TSC, ["-p", dir, "--noEmit", "--pretty", "false"], {
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the before-paint script", () => {
  test("type-checks as it is", () => {
    const dir = temporaryFolder("before-paint");
    copyFileSync(SOURCE, path.join(dir, "before-paint.js"));
    const { status, output } = typecheck(dir);
    expect(output).toBe("");
    expect(status).toBe(0);
  });

  test("a type error in it fails the check", () => {
    const dir = temporaryFolder("before-paint");
    const source = readFileSync(SOURCE, "utf8");
    const broken = source.replace("html.dataset.theme = theme;", "html.dataset.theme = theme.length;");
    expect(broken).not.toBe(source);
    writeFileSync(path.join(dir, "before-paint.js"), broken);
    const { status, output } = typecheck(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/before-paint\.js\(\d+,\d+\): error TS2322/);
  });
});
