import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";

type Folder = "src" | "scripts" | "scripts/perf" | "tests";
type Diagnostic = { category: string; message: string; severity: string; location: { path: string } };

/**
 * Every probe of this file, linted at once with the project's Biome config (its biome.json and
 * package.json, copied into a project of its own beside the real node_modules, so no probe is
 * ever written into the repository's own folders): a probe is a source as a file of a folder.
 */
const probes: { file: string; source: string }[] = [];
const found = new Map<string, Diagnostic[]>();

function probe(folder: Folder, source: string): string {
  const file = `${folder}/lint-probe-${probes.length}.ts`;
  probes.push({ file, source });
  return file;
}

beforeAll(() => {
  const project = temporaryFolder("lint-probes");
  for (const name of ["biome.json", "package.json"])
    copyFileSync(path.join(ROOT, name), path.join(project, name));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"));
  for (const { file, source } of probes) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), source);
  }
  const run = spawnSync(
    path.join(ROOT, "node_modules/.bin/biome"),
    ["lint", "--reporter=json", ...probes.map(({ file }) => file)],
    { cwd: project, encoding: "utf8" },
  );
  const report: { summary: { changed: number; unchanged: number }; diagnostics: Diagnostic[] } = JSON.parse(
    run.stdout,
  );
  // Every probe was linted, none left out by the configuration's includes.
  expect(report.summary.changed + report.summary.unchanged).toBe(probes.length);
  for (const diagnostic of report.diagnostics) {
    const list = found.get(diagnostic.location.path) ?? [];
    list.push(diagnostic);
    found.set(diagnostic.location.path, list);
  }
}, 60_000);

/** The cases `[name, source]` as `[name, probe]`, each source a file of `folder`. */
function probed(folder: Folder, cases: [string, string][]): [string, string][] {
  return cases.map(([name, source]) => [name, probe(folder, source)]);
}

/** What Biome said of a probe: whether it has an error, and its diagnostics as text. */
function lintOf(file: string) {
  const diagnostics = found.get(file) ?? [];
  return {
    refused: diagnostics.some(({ severity }) => severity === "error"),
    output: diagnostics.map(({ category, message }) => `${category}: ${message}`).join("\n"),
  };
}

describe("the site and the build-time scripts stay apart (biome.json)", () => {
  it.each(
    probed("src", [
      [
        "runtime code",
        'import { slug } from "../scripts/compiler/compile.ts";\nexport const id = slug("A");\n',
      ],
      [
        "a type only",
        'import type { ContentTree } from "../scripts/content/content-tree.ts";\nexport type T = ContentTree;\n',
      ],
      ["the folder itself", 'import * as scripts from "../scripts";\nexport const all = scripts;\n'],
    ]),
  )("refuses an import of %s from scripts/ in src/", (_, file) => {
    const { refused, output } = lintOf(file);
    expect(refused).toBe(true);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("The site imports nothing from scripts/");
  });

  const allowedTypes = probe(
    "src",
    'import type { SiteContent } from "./shared/compiled-content";\nexport type T = SiteContent;\n',
  );
  it("allows the compiled content's types, which live in src/", () => {
    const { refused, output } = lintOf(allowedTypes);
    expect(output).not.toContain("noRestrictedImports");
    expect(refused).toBe(false);
  });

  it.each(
    probed("scripts", [
      ["a component", 'import { Layout } from "../src/components/layout.tsx";\nexport const l = Layout;\n'],
      [
        "a hook, as a type only",
        'import type { Theme } from "../src/hooks/use-theme.ts";\nexport type T = Theme;\n',
      ],
      ["the folder itself", 'import * as site from "../src";\nexport const all = site;\n'],
    ]),
  )("refuses an import of %s from src/ outside src/shared/ in scripts/", (_, file) => {
    const { refused, output } = lintOf(file);
    expect(refused).toBe(true);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("only what src/shared/ holds");
  });

  const allowedShared = probe(
    "scripts",
    'import type { SiteContent } from "../src/shared/compiled-content.ts";\nimport { RESUME_PDF } from "../src/shared/paths.ts";\nexport type T = SiteContent;\nexport const pdf = RESUME_PDF;\n',
  );
  it("allows scripts/ what src/shared/ holds", () => {
    const { refused, output } = lintOf(allowedShared);
    expect(output).not.toContain("noRestrictedImports");
    expect(refused).toBe(false);
  });
});

describe("the build-time scripts use Lighthouse through its public entries (biome.json)", () => {
  it.each(
    probed("scripts/perf", [
      [
        "Lighthouse's computed metrics",
        'import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";\nexport const m = LanternLargestContentfulPaint;\n',
      ],
      [
        "a module inside the trace engine",
        'import * as Lantern from "@paulirish/trace_engine/models/trace/lantern/lantern.js";\nexport const l = Lantern;\n',
      ],
    ]),
  )("refuses an import of %s in scripts/perf/", (_, file) => {
    const { refused, output } = lintOf(file);
    expect(refused).toBe(true);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain("Lighthouse's modules are private");
  });

  const allowedEntries = probe(
    "scripts/perf",
    'import { Lantern } from "@paulirish/trace_engine";\nimport lighthouse from "lighthouse";\nexport const run = [lighthouse, Lantern];\n',
  );
  it("allows the package entries in scripts/perf/, the benchmarks (not in the package)", () => {
    const { refused, output } = lintOf(allowedEntries);
    expect(output).not.toContain("noRestrictedImports");
    expect(refused).toBe(false);
  });
});

describe("a hand-written function stays short (biome.json)", () => {
  /** A function of `lines` lines between its braces. */
  const functionOf = (lines: number) =>
    `export function steps(): number {\n  let n = 0;\n${"  n += 1;\n".repeat(lines - 2)}  return n;\n}\n`;

  it.each((["src", "scripts"] as const).map((folder) => [folder, probe(folder, functionOf(81))]))(
    "refuses a function of more than 80 lines in %s/",
    (_, file) => {
      const { refused, output } = lintOf(file);
      expect(refused).toBe(true);
      expect(output).toContain("lint/complexity/noExcessiveLinesPerFunction");
      expect(output).toContain("too many lines (81)");
    },
  );

  it.each((["src", "scripts"] as const).map((folder) => [folder, probe(folder, functionOf(80))]))(
    "allows one of 80 lines in %s/",
    (_, file) => {
      const { refused, output } = lintOf(file);
      expect(output).not.toContain("noExcessiveLinesPerFunction");
      expect(refused).toBe(false);
    },
  );
});

describe("every package imported is declared in package.json (biome.json)", () => {
  // tough-cookie is installed, as a dependency of jsdom's, and package.json does not name it.
  const undeclared = 'import { Cookie } from "tough-cookie";\nexport const c = Cookie;\n';

  it.each((["src", "scripts", "tests"] as const).map((folder) => [folder, probe(folder, undeclared)]))(
    "refuses in %s/ a package that only arrives through another",
    (_, file) => {
      const { refused, output } = lintOf(file);
      expect(refused).toBe(true);
      expect(output).toContain("lint/correctness/noUndeclaredDependencies");
      expect(output).toContain("tough-cookie");
    },
  );

  const devInSrc = probe("src", 'import { zipSync } from "fflate";\nexport const zip = zipSync;\n');
  it("refuses in src/ a devDependency: the site ships only its dependencies", () => {
    const { refused, output } = lintOf(devInSrc);
    expect(refused).toBe(true);
    expect(output).toContain("lint/correctness/noUndeclaredDependencies");
    expect(output).toContain("fflate");
  });

  const devInScripts = probe("scripts", 'import { zipSync } from "fflate";\nexport const zip = zipSync;\n');
  it("refuses in scripts/ a devDependency: an owner's machine installs only the engine's dependencies", () => {
    const { refused, output } = lintOf(devInScripts);
    expect(refused).toBe(true);
    expect(output).toContain("lint/correctness/noUndeclaredDependencies");
    expect(output).toContain("fflate");
  });

  it.each(
    (["scripts/perf", "tests"] as const).map((folder) => [
      folder,
      probe(folder, 'import { zipSync } from "fflate";\nexport const zip = zipSync;\n'),
    ]),
  )("allows in %s/ a devDependency", (_, file) => {
    const { refused, output } = lintOf(file);
    expect(output).not.toContain("noUndeclaredDependencies");
    expect(refused).toBe(false);
  });

  const dependencyInSrc = probe("src", 'import { useState } from "react";\nexport const use = useState;\n');
  it("allows in src/ a dependency", () => {
    const { refused, output } = lintOf(dependencyInSrc);
    expect(output).not.toContain("noUndeclaredDependencies");
    expect(refused).toBe(false);
  });
});
