/**
 * Compile time of the content compiler: the sample content, and a generated content set
 * 100 times larger (every list ×100, every image a distinct file). Prints the figures and
 * exits non-zero when a budget is exceeded.
 *
 *   npm run bench:content [-- --content DIR]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compileContent } from "../compiler/compile.ts";
import { parseOptions, runAsCommand } from "../lib/command.ts";
import { writeScaled } from "./scaled-content.ts";

const USAGE = "usage: npm run bench:content [-- --content DIR]";

const SCALE = 100;
const BUDGET_MS = { sample: 300, scaled: 3000 };
const RUNS = 5;

/** Median and first (cold: image sizes not yet cached) compile times. */
async function time(dir: string): Promise<{ cold: number; median: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = await compileContent({ contentDir: dir, cwd: dir });
    times.push(performance.now() - started);
    if (!result.ok) throw new Error(`the content at ${dir} does not compile; see npm run validate`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { cold: times[0] ?? 0, median: sorted[Math.floor(RUNS / 2)] ?? 0 };
}

export async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(argv, { content: { type: "string", default: "content" } }, USAGE);
  if (!parsed) return 2;
  const contentDir = path.resolve(parsed.content);
  const sample = await time(contentDir);
  const bigDir = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  let big: Awaited<ReturnType<typeof time>>;
  try {
    writeScaled(contentDir, bigDir, SCALE);
    big = await time(bigDir);
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
