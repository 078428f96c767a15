/**
 * `npm run audit`: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on `/`,
 * `#/projects` and `#/about` of the production build in dist/, served locally with gzip as a
 * static host would. Prints each category's score and FCP, LCP, TBT and CLS; exits 1 below
 * target. Run `vite build` first. A report, not a test: the machine's load moves the figures.
 * CHROMIUM_PATH (or CHROME_PATH) chooses the browser binary (see chromium.ts).
 *
 *   npm run audit [-- --runs N] [-- --dist DIR]   median of N runs per route (default 3: one
 *                                                 run's TBT moves by tens of ms); another
 *                                                 build folder (default dist)
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, installedChromiumPath } from "./chromium.ts";
import { serveFolder } from "./serve-dist.ts";

const ROUTES = ["/", "#/projects", "#/about"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The issue's targets: scores out of 100, times in ms. */
const TARGET = { score: 100, lcpOnResume: 900, tbt: 50, cls: 0 };

type Figures = { scores: Record<string, number>; fcp: number; lcp: number; tbt: number; cls: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "3" }, dist: { type: "string", default: "dist" } },
  });
  const dist = path.resolve(values.dist ?? "dist");
  const runs = Math.max(1, Number.parseInt(values.runs ?? "3", 10) || 3);
  if (!existsSync(path.join(dist, "index.html")))
    throw new Error("no dist/index.html: run `vite build` first");

  const chromePath = installedChromiumPath();
  const site = await serveFolder(dist);
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] }).catch(
    async (error: unknown) => {
      await site.close(); // or the open server keeps the process alive
      throw error;
    },
  );
  const [load1] = os.loadavg();
  console.log(`Lighthouse, mobile preset, ${runs} run(s) per route, load average ${load1?.toFixed(2)}\n`);
  let failed = false;
  try {
    console.log(
      `${"route".padEnd(12)}${["perf", "a11y", "bp", "seo"].map((h) => h.padStart(6)).join("")}${["FCP", "LCP", "TBT"].map((h) => h.padStart(9)).join("")}${"CLS".padStart(8)}`,
    );
    for (const route of ROUTES) {
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(new URL(route, site.url).href, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${route}`);
        if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        results.push({
          scores: Object.fromEntries(
            CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
          ),
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
        });
      }
      const figures: Figures = {
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id] ?? 0))]),
        ),
        fcp: median(results.map((r) => r.fcp)),
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
      };
      const misses = [
        ...CATEGORIES.filter((id) => (figures.scores[id] ?? 0) < TARGET.score).map(
          (id) => `${id} < ${TARGET.score}`,
        ),
        ...(route === "/" && figures.lcp > TARGET.lcpOnResume ? [`LCP > ${TARGET.lcpOnResume} ms`] : []),
        ...(figures.tbt > TARGET.tbt ? [`TBT > ${TARGET.tbt} ms`] : []),
        ...(figures.cls > TARGET.cls ? [`CLS > ${TARGET.cls}`] : []),
      ];
      failed ||= misses.length > 0;
      const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
      console.log(
        `${route.padEnd(12)}${CATEGORIES.map((id) => String(figures.scores[id]).padStart(6)).join("")}${[figures.fcp, figures.lcp].map((n) => ms(n).padStart(9)).join("")}${`${Math.round(figures.tbt)} ms`.padStart(9)}${figures.cls.toFixed(3).padStart(8)}${misses.length ? `  ✗ ${misses.join(", ")}` : ""}`,
      );
    }
  } finally {
    chrome.kill();
    await site.close();
  }
  console.log(failed ? "\nbelow target" : "\nall targets met");
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
