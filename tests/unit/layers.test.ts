/**
 * The layers of the code, held against its real imports. In src/, every import points down a
 * layer or stays in its own: entry points (src/*.tsx: the browser's, the dev server's, the
 * prerender's, the router) → pages → components (with hooks and the context they read) →
 * shared (data and functions, which the build imports too). Nothing in src/ imports in a
 * circle, file or folder; and the build-time scripts take from src/ only what src/shared/
 * holds, and the entry the build renders.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseSync, Visitor } from "vite";
import { describe, expect, it } from "vitest";
import { ROOT } from "./command.ts";

/** The files whose imports are read: the code, hand-written or not. */
const CODE = /\.(?:ts|tsx|js|mjs)$/;
/**
 * The files tests/unit/lint-boundaries.test.ts writes into src/ and scripts/ for a moment, to
 * lint them, while this test may be reading the folders: none of the project's.
 */
const LINT_PROBE = /(?:^|\/)lint-probe-[^/]*$/;
/** What an import may leave out of a file's name, in the order the bundler tries it. */
const IMPLIED = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx", "/index.js"];

const isEntryPoint = (file: string) => path.posix.dirname(file) === "src";
const isPage = (file: string) => file.startsWith("src/pages/");
const isComponent = (file: string) =>
  ["src/components/", "src/hooks/", "src/context/"].some((folder) => file.startsWith(folder));
const isShared = (file: string) => file.startsWith("src/shared/");

/** The layers of src/, top to bottom: a file may import its own layer and those below it. */
const LAYERS = [
  { name: "entry points", holds: isEntryPoint },
  { name: "pages", holds: isPage },
  { name: "components", holds: isComponent },
  { name: "shared", holds: isShared },
];

/** What of src/ the build-time scripts may import: the shared part, and the entry the build renders. */
const OPEN_TO_SCRIPTS = (file: string) => isShared(file) || file === "src/entry-server.tsx";

/** Every module a source text names: static and type-only imports, re-exports, import() and import types. */
function specifiersOf(file: string, code: string): string[] {
  const parsed = parseSync(file, code);
  const [error] = parsed.errors;
  if (error) throw new Error(`${file}: ${error.message}`);
  const found: string[] = [];
  const literal = (node: { type: string; value?: unknown } | null | undefined) => {
    if (node?.type === "Literal" && typeof node.value === "string") found.push(node.value);
  };
  new Visitor({
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.source),
  }).visit(parsed.program);
  return found;
}

/** The code under `folder` (relative to the root, with forward slashes), recursively. */
function codeUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")))
    .filter((file) => CODE.test(file) && !LINT_PROBE.test(file));
}

/**
 * The file of the project `specifier` names from `file`; null for a package, or an alias
 * (`@generated/content.json`, the compiled content, which is no code of the project).
 */
function resolve(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const target = path.posix.join(path.posix.dirname(file), specifier);
  for (const ending of IMPLIED) {
    try {
      if (statSync(path.join(ROOT, target + ending)).isFile()) return target + ending;
    } catch {
      // Not this one.
    }
  }
  throw new Error(`${file}: "${specifier}" names no file of the project`);
}

/** Each file of `folders` with the files of the project it imports: the import graph. */
function importGraph(...folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(codeUnder)) {
    const code = readFileSync(path.join(ROOT, file), "utf8");
    const targets = specifiersOf(file, code).map((specifier) => resolve(file, specifier));
    graph.set(file, [...new Set(targets.filter((target) => target !== null))]);
  }
  return graph;
}

/** Every import of the graph, as `from → to`. */
function arrows(graph: Map<string, string[]>): [string, string][] {
  return [...graph].flatMap(([from, targets]) => targets.map((to): [string, string] => [from, to]));
}

/** The graph of the folders: one folder imports another where one of its files does. */
function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [from, to] of arrows(graph)) {
    const [a, b] = [path.posix.dirname(from), path.posix.dirname(to)];
    if (!folders.has(a)) folders.set(a, new Set());
    if (a !== b) folders.get(a)?.add(b);
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
}

/**
 * The circles of a graph: each group of nodes that reach one another (Tarjan's strongly
 * connected components), of two or more, or one that imports itself; sorted, for a stable message.
 */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The layer of a file of src/, by its index in LAYERS (0 the top); -1 for none. */
const layerOf = (file: string) => LAYERS.findIndex((layer) => layer.holds(file));
/** The name of a file's layer. */
const layerName = (file: string) => LAYERS.find((layer) => layer.holds(file))?.name ?? "no layer";

const described = ([from, to]: [string, string]) => `${from} → ${to}`;

describe("the import graph is read as the bundler reads it", () => {
  it("finds every kind of import: static, type-only, re-exports, import() and import types", () => {
    const code = [
      'import { a } from "./a";',
      'import type { B } from "./b.ts";',
      'export { c } from "./c";',
      'export * from "./d";',
      'const e = () => import("./e");',
      'type F = typeof import("../f.tsx");',
      'import "./g.css";',
      "// import { h } from './h';",
      'const i = "import(\\"./i\\")";',
    ].join("\n");
    expect(specifiersOf("x.ts", code).sort()).toEqual([
      "../f.tsx",
      "./a",
      "./b.ts",
      "./c",
      "./d",
      "./e",
      "./g.css",
    ]);
  });

  it("sees the app's own imports, a dynamic one among them", () => {
    const graph = importGraph("src");
    expect(graph.get("src/router.tsx")).toContain("src/components/layout.tsx");
    expect(graph.get("src/pages/projects.tsx")).toContain("src/pages/project-dialog.tsx");
  });

  it("finds the circles of a graph, and none where there are none", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", ["d"]],
      ["e", ["a"]],
    ]);
    expect(circles(graph)).toEqual([["d"], ["a", "b", "c"]]);
    expect(
      circles(
        new Map([
          ["a", ["b"]],
          ["b", []],
          ["c", ["a", "b"]],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("every import of src/ points down a layer", () => {
  const graph = importGraph("src");

  it("places every file of src/ in a layer", () => {
    expect([...graph.keys()].filter((file) => layerOf(file) === -1)).toEqual([]);
  });

  it("imports only from its own layer or those below it", () => {
    const upward = arrows(graph).filter(([from, to]) => layerOf(to) < layerOf(from));
    expect(upward.map((arrow) => `${described(arrow)} (${arrow.map(layerName).join(" → ")})`)).toEqual([]);
  });

  it("keeps components, hooks and their context from importing pages", () => {
    const toPages = arrows(graph).filter(([from, to]) => isComponent(from) && isPage(to));
    expect(toPages.map(described)).toEqual([]);
  });

  it("keeps src/shared/, which the build imports, from importing anything of src/ outside it", () => {
    const outward = arrows(graph).filter(([from, to]) => isShared(from) && !isShared(to));
    expect(outward.map(described)).toEqual([]);
  });

  it("has no circles of files", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("has no circles of folders", () => {
    expect(circles(folderGraph(graph))).toEqual([]);
  });
});

describe("the build-time scripts take from src/ only what is theirs to take", () => {
  it("imports from src/ only src/shared/ and the entry the build renders", () => {
    const intoSrc = arrows(importGraph("scripts")).filter(([, to]) => to.startsWith("src/"));
    expect(intoSrc.length).toBeGreaterThan(0);
    expect(intoSrc.filter(([, to]) => !OPEN_TO_SCRIPTS(to)).map(described)).toEqual([]);
  });
});

/**
 * The layers of scripts/, top to bottom: the commands and the benchmarks; the owner's check of a
 * built site; the build, its record and the static server (publish/), and the PDF; the site's
 * Vite configuration and plugins (vite/); the content plugin's compiles and reports and the dev
 * server's watch (dev/); what moves content in, out and up a version, and what compares it with a
 * job posting (match/); the compiler; the library
 * every part uses, which imports nothing else of the project.
 */
const SCRIPT_LAYERS = [
  { name: "commands", holds: (file: string) => /^scripts\/(commands|perf)\//.test(file) },
  { name: "check", holds: (file: string) => file.startsWith("scripts/check/") },
  { name: "publish", holds: (file: string) => /^scripts\/(publish|pdf)\//.test(file) },
  { name: "vite", holds: (file: string) => file.startsWith("scripts/vite/") },
  { name: "dev", holds: (file: string) => file.startsWith("scripts/dev/") },
  { name: "interop", holds: (file: string) => /^scripts\/(interop|upgrade|content|match)\//.test(file) },
  { name: "compiler", holds: (file: string) => file.startsWith("scripts/compiler/") },
  { name: "lib", holds: (file: string) => file.startsWith("scripts/lib/") },
];
const scriptLayerOf = (file: string) => SCRIPT_LAYERS.findIndex((layer) => layer.holds(file));

describe("every import of scripts/ points down a layer", () => {
  const graph = new Map(
    [...importGraph("scripts")].map(([file, targets]) => [
      file,
      targets.filter((target) => target.startsWith("scripts/")),
    ]),
  );

  it("places every file of scripts/ in a layer", () => {
    expect([...graph.keys()].filter((file) => scriptLayerOf(file) === -1)).toEqual([]);
  });

  it("imports only from its own layer or those below it; scripts/lib imports nothing else of the project", () => {
    const upward = arrows(graph).filter(([from, to]) => scriptLayerOf(to) < scriptLayerOf(from));
    expect(upward.map(described)).toEqual([]);
    const libOut = arrows(importGraph("scripts")).filter(
      ([from, to]) => from.startsWith("scripts/lib/") && !to.startsWith("scripts/lib/"),
    );
    expect(libOut.map(described)).toEqual([]);
  });

  it("has no circles of files", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("has no circles of its folders (scripts/compiler, scripts/lib…)", () => {
    const top = (file: string) => file.split("/").slice(0, 2).join("/");
    const folders = new Map<string, string[]>();
    for (const [from, to] of arrows(graph))
      if (top(from) !== top(to)) folders.set(top(from), [...(folders.get(top(from)) ?? []), top(to)]);
    expect(circles(folders)).toEqual([]);
  });
});
