import { describe, expect, test } from "vitest";
import { appModuleRan, explanationLines, type LcpExplanation } from "../../scripts/perf/lcp-graph.ts";

const SITE = "http://127.0.0.1:4000/";
/** A trace's events as Chromium writes them, in µs, out of order as traces may be. */
const compile = (ts: number, url?: string) => ({
  name: "v8.compileModule",
  ts,
  args: { data: url ? { url } : {} },
});
const run = (ts: number) => ({ name: "v8.evaluateModule", ts });

describe("npm run audit -- --explain", () => {
  test("finds when the app's module ran: the first run after the page compiled its entry", () => {
    const origin = 1_000_000;
    const events = [
      run(1_300_000),
      compile(1_200_000, `${SITE}assets/index.js`),
      run(1_100_000),
      compile(1_250_000),
    ];
    expect(appModuleRan(events, origin)).toBe(300);
    expect(appModuleRan([compile(1_200_000, `${SITE}assets/index.js`)], origin)).toBeNull();
    expect(appModuleRan([run(1_300_000)], origin)).toBeNull();
  });

  test("names the largest paint, says whether the app ran before it, and lists what the simulation put before it", () => {
    const explained: LcpExplanation = {
      element: { selector: "main > p", snippet: "<p>" },
      observed: { fcp: 120, lcp: 120, appModuleRan: 90 },
      simulated: { fcp: 1400, lcp: 1400, optimistic: 1400, pessimistic: 1400 },
      graph: [
        {
          type: "network",
          url: SITE,
          priority: "VeryHigh",
          resourceType: "Document",
          bytes: 27_648,
          start: 0,
          end: 800,
        },
        { type: "cpu", start: 800, end: 840 },
        {
          type: "network",
          url: `${SITE}assets/index.js`,
          priority: "High",
          resourceType: "Script",
          bytes: 99_328,
          start: 840,
          end: 1400,
        },
        { type: "cpu", start: 840, end: 900 },
      ],
    };
    const lines = explanationLines(explained, SITE);
    expect(lines[0]).toContain("main > p");
    expect(lines[1]).toMatch(/FCP 120 ms, LCP 120 ms; the app's module ran at 90 ms \(before the paint\)/);
    expect(lines[2]).toMatch(/FCP 1400 ms, LCP 1400 ms/);
    expect(lines.slice(3, 5)).toEqual([
      expect.stringMatching(/VeryHigh\s+Document\s+27\.0 KB\s+0 ms → 800 ms {2}\/$/),
      expect.stringMatching(/High\s+Script\s+97\.0 KB\s+840 ms → 1400 ms {2}assets\/index\.js$/),
    ]);
    expect(lines[5]).toMatch(/2 main-thread task\(s\), simulated 800 ms → 900 ms/);
  });
});
