import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "./command.ts";

const probes: string[] = [];

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true });
});

/** Lints `source` as a file of src/ with the project's Biome config: exit code and what it printed. */
function lintInSrc(source: string) {
  const file = path.join(ROOT, "src", `lint-probe-${process.pid}-${probes.length}.ts`);
  probes.push(file);
  writeFileSync(file, source);
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["lint", path.relative(ROOT, file)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the site and the build-time scripts stay apart (biome.json)", () => {
  it.each([
    ["runtime code", 'import { slug } from "../scripts/content/compile.ts";\nexport const id = slug("A");\n'],
    [
      "a type only",
      'import type { ContentTree } from "../scripts/content-tree.ts";\nexport type T = ContentTree;\n',
    ],
    ["the folder itself", 'import * as scripts from "../scripts";\nexport const all = scripts;\n'],
  ])("refuses an import of %s from scripts/ in src/", (_, source) => {
    const { code, output } = lintInSrc(source);
    expect(code).not.toBe(0);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("The site imports nothing from scripts/");
  });

  it("allows the compiled content's types, which live in src/", () => {
    const { code, output } = lintInSrc(
      'import type { SiteContent } from "./compiled-content";\nexport type T = SiteContent;\n',
    );
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });
});
