/**
 * Compile time of the content compiler: the sample content, and a generated content set
 * 100 times larger (every list ×100, every image a distinct file). Prints the figures and
 * exits non-zero when a budget is exceeded.
 *
 *   npm run bench:content [-- --content DIR]
 */
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseDocument, stringify } from "yaml";
import { parseArguments, runAsCommand } from "./command.ts";
import { compileContent } from "./content/compile.ts";
import { loadMarkdown } from "./content/source.ts";

const USAGE = "usage: npm run bench:content [-- --content DIR]";

const SCALE = 100;
const BUDGET_MS = { sample: 300, scaled: 3000 };
const RUNS = 5;

/** Median and first (cold: image sizes not yet cached) compile times. */
function time(dir: string): { cold: number; median: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = compileContent({ contentDir: dir, cwd: dir });
    times.push(performance.now() - started);
    if (!result.ok) throw new Error(`the content at ${dir} does not compile; see npm run validate`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { cold: times[0] ?? 0, median: sorted[Math.floor(RUNS / 2)] ?? 0 };
}

/** Writes into `dir` the content at `source` with every list ×SCALE, names made unique, each image copy a distinct file. */
function writeScaled(source: string, dir: string): void {
  cpSync(source, dir, { recursive: true });
  const copyImage = (src: string, n: number) => {
    if (n === 0) return src;
    const copy = src.replace(/(\.\w+)$/, `-${n}$1`);
    if (!existsSync(path.join(dir, copy))) linkSync(path.join(source, src), path.join(dir, copy));
    return copy;
  };
  const renameImages = (value: unknown, n: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => renameImages(item, n));
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(record)) {
        out[key] =
          key === "src" && typeof item === "string" && "alt" in record
            ? copyImage(item, n)
            : renameImages(item, n);
      }
      return out;
    }
    return value;
  };
  const multiply = <T>(items: T[], unique: (item: T, n: number) => T) =>
    Array.from({ length: SCALE }, (_, n) =>
      items.map((item) => renameImages(unique(item, n), n) as T),
    ).flat();
  type Named = Record<string, unknown>;
  const suffix = (key: string) => (item: Named, n: number) => ({
    ...item,
    [key]: n ? `${item[key]} ${n}` : item[key],
  });
  /** Multiplies the list under `list` in a YAML file, suffixing each copy's `name` field. */
  const yaml = (file: string, list: string, name: string) => {
    const target = path.join(dir, file);
    const data = parseDocument(readFileSync(target, "utf8")).toJS() as Record<string, Named[]>;
    data[list] = multiply(data[list] ?? [], suffix(name));
    writeFileSync(target, stringify(data));
  };
  yaml("experience.yaml", "experience", "company");
  yaml("education.yaml", "education", "institution");
  yaml("about.yaml", "sections", "heading");
  yaml("profile.yaml", "hardSkills", "title");
  const projects = path.join(dir, "projects");
  for (const name of readdirSync(projects)) {
    const text = readFileSync(path.join(projects, name), "utf8");
    const loaded = loadMarkdown(name, text);
    if (!loaded.ok) throw new Error(`${name} does not load`);
    rmSync(path.join(projects, name));
    for (let n = 0; n < SCALE; n++) {
      const data = renameImages(suffix("title")(loaded.value.data as Named, n), n);
      writeFileSync(path.join(projects, `${n}-${name}`), `---\n${stringify(data)}---\n${loaded.value.body}`);
    }
  }
  mkdirSync(path.join(dir, "images"), { recursive: true });
}

export function main(argv: string[]): number {
  const parsed = parseArguments(
    () => parseArgs({ args: argv, options: { content: { type: "string", default: "content" } } }),
    USAGE,
  );
  if (!parsed) return 2;
  const contentDir = path.resolve(parsed.values.content);
  const sample = time(contentDir);
  const bigDir = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  let big: ReturnType<typeof time>;
  try {
    writeScaled(contentDir, bigDir);
    big = time(bigDir);
  } finally {
    rmSync(bigDir, { recursive: true, force: true });
  }

  const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;
  console.log(`content compile time (${RUNS} runs each; cold = first run, image sizes not cached)`);
  console.log(
    `  sample        cold ${ms(sample.cold)}   median ${ms(sample.median)}   budget ${BUDGET_MS.sample} ms`,
  );
  console.log(
    `  ${SCALE}× larger   cold ${ms(big.cold)}   median ${ms(big.median)}   budget ${BUDGET_MS.scaled} ms`,
  );
  console.log(
    `  growth: ${(big.median / sample.median).toFixed(1)}× the time for ${SCALE}× the content (linear is ≤ ${SCALE}×)`,
  );

  const over =
    sample.cold > BUDGET_MS.sample || big.cold > BUDGET_MS.scaled || big.median / sample.median > SCALE * 1.2;
  if (!over) return 0;
  console.error("over budget");
  return 1;
}

runAsCommand(import.meta.url, main, "could not time the content compiler");
