/**
 * `npm run audit`: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on `/`,
 * `#/projects`, `#/about` and a shared project link (its dialog open) of the production build
 * in dist/, served locally with gzip as a static host would (from memory, in a process of its
 * own). Prints each category's score and FCP, LCP, TBT and CLS, with the machine's load
 * average; exits 1 below target. Run `npm run build` first. A report, not a test: the machine's load moves the figures.
 * CHROMIUM_PATH (or CHROME_PATH) chooses the browser binary (see chromium.ts).
 *
 *   npm run audit [-- --runs N] [-- --dist DIR]   median of N runs per route (default 3: one
 *                                                 run's TBT moves by tens of ms); another
 *                                                 build folder (default dist)
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, installedChromiumPath } from "./chromium.ts";
import { parseArguments, runAsCommand } from "./command.ts";
import type { ServedFolder } from "./serve-dist.ts";

const USAGE = "usage: npm run audit [-- --runs N] [--dist DIR]";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The targets on every screen: scores out of 100, times in ms. */
const TARGET = { score: 100, lcp: 900, tbt: 50, cls: 0 };

type Figures = { scores: Record<string, number>; fcp: number; lcp: number; tbt: number; cls: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * `dist` served by scripts/serve-dist.ts in a process of its own, as a host is, with every
 * file read ahead. Lighthouse adds the server's response time it observes to each request it
 * simulates: answers delayed by Lighthouse's own work in this process, or by a first read from
 * the disk, would be counted against the site.
 */
async function serveApart(dist: string): Promise<Omit<ServedFolder, "warmed">> {
  const script = fileURLToPath(new URL("./serve-dist.ts", import.meta.url));
  const server = spawn(process.execPath, ["--import", "tsx", script, dist, "--warm"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    server.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      const served = / at (http:\S+)/.exec(output)?.[1];
      if (served) resolve(served);
    });
    server.once("error", reject);
    server.once("exit", (code) => reject(new Error(`the server for ${dist} stopped (exit ${code})`)));
  });
  // However this process ends, the server ends with it.
  const stop = () => server.kill();
  process.once("exit", stop);
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        process.off("exit", stop);
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill();
      }),
  };
}

export async function main(argv: string[]): Promise<number> {
  const values = parseArguments(
    () =>
      parseArgs({
        args: argv,
        options: { runs: { type: "string", default: "3" }, dist: { type: "string", default: "dist" } },
      }).values,
    USAGE,
  );
  if (!values) return 2;
  const dist = path.resolve(values.dist ?? "dist");
  const runs = Math.max(1, Number.parseInt(values.runs ?? "3", 10) || 3);
  if (!existsSync(path.join(dist, "index.html")))
    throw new Error(`no ${path.relative(process.cwd(), dist) || "."}/index.html: run npm run build first`);
  // The first project, as a shared link opens it.
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const project = /"projects":\[\{"id":"((?:[^"\\]|\\.)*)"/.exec(html)?.[1];
  const ROUTES = ["/", "#/projects", "#/about"];
  if (project) ROUTES.push(`#/projects?project=${encodeURIComponent(JSON.parse(`"${project}"`))}`);

  const chromePath = installedChromiumPath();
  const site = await serveApart(dist);
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] }).catch(
    async (error: unknown) => {
      await site.close(); // or the open server keeps the process alive
      throw error;
    },
  );
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
  console.log(`Lighthouse, mobile preset, ${runs} run(s) per route (the median), ${os.cpus().length} cores`);
  console.log(`load average before: ${load()}\n`);
  let failed = false;
  try {
    console.log(
      `${"route".padEnd(26)}${["perf", "a11y", "bp", "seo"].map((h) => h.padStart(6)).join("")}${["FCP", "LCP", "TBT"].map((h) => h.padStart(9)).join("")}${"CLS".padStart(8)}`,
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
        ...(figures.lcp > TARGET.lcp ? [`LCP > ${TARGET.lcp} ms`] : []),
        ...(figures.tbt > TARGET.tbt ? [`TBT > ${TARGET.tbt} ms`] : []),
        ...(figures.cls > TARGET.cls ? [`CLS > ${TARGET.cls}`] : []),
      ];
      failed ||= misses.length > 0;
      const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
      console.log(
        `${(route.length > 25 ? `${route.slice(0, 24)}…` : route).padEnd(26)}${CATEGORIES.map((id) => String(figures.scores[id]).padStart(6)).join("")}${[figures.fcp, figures.lcp].map((n) => ms(n).padStart(9)).join("")}${`${Math.round(figures.tbt)} ms`.padStart(9)}${figures.cls.toFixed(3).padStart(8)}${misses.length ? `  ✗ ${misses.join(", ")}` : ""}`,
      );
    }
  } finally {
    chrome.kill();
    await site.close();
  }
  console.log(`\nload average after: ${load()}`);
  console.log(failed ? "below target" : "all targets met");
  return failed ? 1 : 0;
}

runAsCommand(import.meta.url, main, "could not audit the build");
