/**
 * `npm run audit`: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on every
 * screen (`/`, `#/projects` …: src/shared/screens.ts) and a shared project link (its dialog
 * open) of the production build in dist/, served by `vite preview` (scripts/perf/preview.ts) as
 * an owner previews it. Prints each category's score and FCP, LCP, TBT and CLS, with the
 * machine's load average; exits 1 below target. Run `npm run build` first. A report, not a
 * test: the machine's load moves the figures. CHROMIUM_PATH (or CHROME_PATH) chooses the
 * browser binary (see chromium.ts).
 *
 *   npm run audit [-- --runs N] [-- --dist DIR]   median of N runs per route (default 3: one
 *                                                 run's TBT moves by tens of ms); another
 *                                                 build folder (default dist)
 *   npm run audit -- --explain                    also why each route's LCP is what it is, from
 *                                                 its median run (scripts/perf/lcp-graph.ts)
 */
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, installedChromiumPath, startChromium } from "../lib/chromium.ts";
import { parseOptions, runAsCommand } from "../lib/command.ts";
import { explainLcp, explanationLines, type LcpExplanation } from "./lcp-graph.ts";
import { preview } from "./preview.ts";
import { firstViews } from "./size.ts";

const USAGE = "usage: npm run audit [-- --runs N] [--dist DIR] [--explain]";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The targets on every screen: scores out of 100, times in ms. */
export const TARGET = { performance: 98, otherScores: 100, lcp: 1000, tbt: 100, cls: 0 };

export type Figures = {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Why the LCP is what it is, in the run whose LCP is the median (with `explain`). */
  explained?: LcpExplanation;
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The machine's load averages (1, 5 and 15 minutes), for the figures measured beside them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** A measuring command's last words: the load average after it, then whether it met every target; its exit code. */
export function verdict(met: boolean): number {
  console.log(`\nload average after: ${loadAverage()}`);
  console.log(met ? "all targets met" : "below target");
  return met ? 0 : 1;
}

/** The routes measured in the build at `dist`: every screen, and its first project as a shared link opens it. */
export function auditedRoutes(dist: string): string[] {
  if (!existsSync(path.join(dist, "index.html")))
    throw new Error(`no ${path.relative(process.cwd(), dist) || "."}/index.html: run npm run build first`);
  return firstViews(readFileSync(path.join(dist, "index.html"), "utf8")).map(({ route }) => route);
}

/** Lighthouse's figures for `url`, the median of `runs` runs, in the browser at `port`. */
export async function lighthouseFigures(
  url: string,
  port: number,
  runs: number,
  explain = false,
): Promise<Figures> {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    results.push({
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      ...(explain && result.artifacts ? { explained: await explainLcp(lhr, result.artifacts) } : {}),
    });
  }
  const lcp = median(results.map((r) => r.lcp));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id] ?? 0))])),
    fcp: median(results.map((r) => r.fcp)),
    lcp,
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    explained: results.find((r) => r.lcp === lcp)?.explained,
  };
}

/** What `figures` miss of TARGET, in words (none: every target met). */
export function missedTargets(figures: Figures): string[] {
  return [
    ...CATEGORIES.filter(
      (id) => (figures.scores[id] ?? 0) < (id === "performance" ? TARGET.performance : TARGET.otherScores),
    ).map((id) => `${id} < ${id === "performance" ? TARGET.performance : TARGET.otherScores}`),
    ...(figures.lcp > TARGET.lcp ? [`LCP > ${TARGET.lcp} ms`] : []),
    ...(figures.tbt > TARGET.tbt ? [`TBT > ${TARGET.tbt} ms`] : []),
    ...(figures.cls > TARGET.cls ? [`CLS > ${TARGET.cls}`] : []),
  ];
}

export const LIGHTHOUSE_HEADER = `${"route".padEnd(26)}${["perf", "a11y", "bp", "seo"].map((h) => h.padStart(6)).join("")}${["FCP", "LCP", "TBT"].map((h) => h.padStart(9)).join("")}${"CLS".padStart(8)}`;

/** One route's line of the table under LIGHTHOUSE_HEADER, with the targets it misses. */
export function lighthouseRow(route: string, figures: Figures): string {
  const misses = missedTargets(figures);
  const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
  return `${(route.length > 25 ? `${route.slice(0, 24)}…` : route).padEnd(26)}${CATEGORIES.map((id) => String(figures.scores[id]).padStart(6)).join("")}${[figures.fcp, figures.lcp].map((n) => seconds(n).padStart(9)).join("")}${`${Math.round(figures.tbt)} ms`.padStart(9)}${figures.cls.toFixed(3).padStart(8)}${misses.length ? `  ✗ ${misses.join(", ")}` : ""}`;
}

/** Chromium for Lighthouse, headless; `use` gets its debugging port. */
export async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await startChromium((chromePath) =>
    launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] }),
  );
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(
    argv,
    {
      runs: { type: "string", default: "3" },
      dist: { type: "string", default: "dist" },
      explain: { type: "boolean", default: false },
    },
    USAGE,
  );
  if (!values) return 2;
  const dist = path.resolve(values.dist ?? "dist");
  const runs = Math.max(1, Number.parseInt(values.runs ?? "3", 10) || 3);
  const routes = auditedRoutes(dist);
  installedChromiumPath();
  const site = await preview(dist);
  console.log(`Lighthouse, mobile preset, ${runs} run(s) per route (the median), ${os.cpus().length} cores`);
  console.log(`load average before: ${loadAverage()}\n`);
  let failed = false;
  try {
    await withChrome(async (port) => {
      console.log(LIGHTHOUSE_HEADER);
      for (const route of routes) {
        const figures = await lighthouseFigures(new URL(route, site.url).href, port, runs, values.explain);
        failed ||= missedTargets(figures).length > 0;
        console.log(lighthouseRow(route, figures));
        if (figures.explained) console.log(`${explanationLines(figures.explained, site.url).join("\n")}\n`);
      }
    });
  } finally {
    await site.close();
  }
  return verdict(!failed);
}

runAsCommand(import.meta.url, main, "could not audit the build");
