import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "./command.ts";

const probes: string[] = [];

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true });
});

/** Lints `source` as a file of `folder` with the project's Biome config: exit code and what it printed. */
function lintIn(folder: "src" | "scripts" | "scripts/perf" | "tests", source: string) {
  const file = path.join(ROOT, folder, `lint-probe-${process.pid}-${probes.length}.ts`);
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
    [
      "runtime code",
      'import { slug } from "../scripts/compiler/compile.ts";\nexport const id = slug("A");\n',
    ],
    [
      "a type only",
      'import type { ContentTree } from "../scripts/content/content-tree.ts";\nexport type T = ContentTree;\n',
    ],
    ["the folder itself", 'import * as scripts from "../scripts";\nexport const all = scripts;\n'],
  ])("refuses an import of %s from scripts/ in src/", (_, source) => {
    const { code, output } = lintIn("src", source);
    expect(code).not.toBe(0);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("The site imports nothing from scripts/");
  });

  it("allows the compiled content's types, which live in src/", () => {
    const { code, output } = lintIn(
      "src",
      'import type { SiteContent } from "./shared/compiled-content";\nexport type T = SiteContent;\n',
    );
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });

  it.each([
    ["a component", 'import { Layout } from "../src/components/layout.tsx";\nexport const l = Layout;\n'],
    [
      "a hook, as a type only",
      'import type { Theme } from "../src/hooks/use-theme.ts";\nexport type T = Theme;\n',
    ],
    ["the folder itself", 'import * as site from "../src";\nexport const all = site;\n'],
  ])("refuses an import of %s from src/ outside src/shared/ in scripts/", (_, source) => {
    const { code, output } = lintIn("scripts", source);
    expect(code).not.toBe(0);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("only what src/shared/ holds");
  });

  it("allows scripts/ what src/shared/ holds", () => {
    const { code, output } = lintIn(
      "scripts",
      'import type { SiteContent } from "../src/shared/compiled-content.ts";\nimport { RESUME_PDF } from "../src/shared/paths.ts";\nexport type T = SiteContent;\nexport const pdf = RESUME_PDF;\n',
    );
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });
});

describe("the build-time scripts use Lighthouse through its public entries (biome.json)", () => {
  it.each([
    [
      "Lighthouse's computed metrics",
      'import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";\nexport const m = LanternLargestContentfulPaint;\n',
    ],
    [
      "a module inside the trace engine",
      'import * as Lantern from "@paulirish/trace_engine/models/trace/lantern/lantern.js";\nexport const l = Lantern;\n',
    ],
  ])("refuses an import of %s in scripts/perf/", (_, source) => {
    const { code, output } = lintIn("scripts/perf", source);
    expect(code).not.toBe(0);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("Lighthouse's modules are private");
  });

  it("allows the package entries in scripts/perf/, the benchmarks (not in the package)", () => {
    const { code, output } = lintIn(
      "scripts/perf",
      'import { Lantern } from "@paulirish/trace_engine";\nimport lighthouse from "lighthouse";\nexport const run = [lighthouse, Lantern];\n',
    );
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });
});

describe("a hand-written function stays short (biome.json)", () => {
  /** A function of `lines` lines between its braces. */
  const functionOf = (lines: number) =>
    `export function steps(): number {\n  let n = 0;\n${"  n += 1;\n".repeat(lines - 2)}  return n;\n}\n`;

  it.each(["src", "scripts"] as const)("refuses a function of more than 80 lines in %s/", (folder) => {
    const { code, output } = lintIn(folder, functionOf(81));
    expect(code).not.toBe(0);
    expect(output).toContain("lint/complexity/noExcessiveLinesPerFunction");
    expect(output).toContain("too many lines (81)");
  });

  it.each(["src", "scripts"] as const)("allows one of 80 lines in %s/", (folder) => {
    const { code, output } = lintIn(folder, functionOf(80));
    expect(output).not.toContain("noExcessiveLinesPerFunction");
    expect(code).toBe(0);
  });
});

describe("every package imported is declared in package.json (biome.json)", () => {
  // tough-cookie is installed, as a dependency of jsdom's, and package.json does not name it.
  const undeclared = 'import { Cookie } from "tough-cookie";\nexport const c = Cookie;\n';

  it.each(["src", "scripts", "tests"] as const)(
    "refuses in %s/ a package that only arrives through another",
    (folder) => {
      const { code, output } = lintIn(folder, undeclared);
      expect(code).not.toBe(0);
      expect(output).toContain("lint/correctness/noUndeclaredDependencies");
      expect(output).toContain("tough-cookie");
    },
  );

  it("refuses in src/ a devDependency: the site ships only its dependencies", () => {
    const { code, output } = lintIn(
      "src",
      'import { zipSync } from "fflate";\nexport const zip = zipSync;\n',
    );
    expect(code).not.toBe(0);
    expect(output).toContain("lint/correctness/noUndeclaredDependencies");
    expect(output).toContain("fflate");
  });

  it("refuses in scripts/ a devDependency: an owner's machine installs only the engine's dependencies", () => {
    const { code, output } = lintIn(
      "scripts",
      'import { zipSync } from "fflate";\nexport const zip = zipSync;\n',
    );
    expect(code).not.toBe(0);
    expect(output).toContain("lint/correctness/noUndeclaredDependencies");
    expect(output).toContain("fflate");
  });

  it.each(["scripts/perf", "tests"] as const)("allows in %s/ a devDependency", (folder) => {
    const { code, output } = lintIn(
      folder,
      'import { zipSync } from "fflate";\nexport const zip = zipSync;\n',
    );
    expect(output).not.toContain("noUndeclaredDependencies");
    expect(code).toBe(0);
  });

  it("allows in src/ a dependency", () => {
    const { code, output } = lintIn(
      "src",
      'import { useState } from "react";\nexport const use = useState;\n',
    );
    expect(output).not.toContain("noUndeclaredDependencies");
    expect(code).toBe(0);
  });
});
