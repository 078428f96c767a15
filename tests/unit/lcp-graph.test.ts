import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { Artifacts, Result } from "lighthouse";
import { describe, expect, test } from "vitest";
import {
  appModuleRan,
  explainLcp,
  explanationLines,
  type LcpExplanation,
} from "../../scripts/perf/lcp-graph.ts";
import { FIXTURES } from "./fixtures.ts";

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

/**
 * One run of Lighthouse 12.8 (mobile preset) on the home page of tests/fixtures/valid-full's
 * build: the audits the explanation reads or is checked against, and the run's trace without
 * its screenshots, script sources and compositor frames (nothing lantern reads).
 */
function recordedRun(): {
  lhr: Pick<Result, "audits" | "configSettings">;
  artifacts: Pick<Artifacts, "Trace" | "URL">;
} {
  const file = path.join(FIXTURES, "lighthouse-run/valid-full-home.json.gz");
  return JSON.parse(gunzipSync(readFileSync(file)).toString("utf8"));
}

describe("npm run audit -- --explain on a recorded run", () => {
  test("simulates the paints Lighthouse reported, and lists the requests it put before the largest one as Lighthouse saw them", async () => {
    const { lhr, artifacts } = recordedRun();
    const explained = await explainLcp(lhr, artifacts);
    const reported = (id: string) => lhr.audits[id]?.numericValue;
    expect(explained.simulated.fcp).toBeCloseTo(reported("first-contentful-paint") ?? Number.NaN, 6);
    expect(explained.simulated.lcp).toBeCloseTo(reported("largest-contentful-paint") ?? Number.NaN, 6);
    expect(explained.simulated.optimistic).toBeLessThanOrEqual(explained.simulated.pessimistic);

    type Elements = { items: { items: { node: { selector: string } }[] }[] };
    const element = lhr.audits["largest-contentful-paint-element"]?.details as unknown as Elements;
    expect(explained.element?.selector).toBe(element.items[0]?.items[0]?.node.selector);

    type Requests = {
      items: { url: string; priority: string; resourceType: string; transferSize: number }[];
    };
    const table = lhr.audits["network-requests"]?.details as unknown as Requests;
    const seen = new Map(table.items.map((request) => [request.url, request]));
    const requests = explained.graph.filter((node) => node.type === "network");
    expect(requests[0]?.url).toBe(artifacts.URL.mainDocumentUrl);
    expect(requests.some((node) => node.resourceType === "Script")).toBe(true);
    for (const node of requests) {
      const request = seen.get(node.url);
      expect(request, node.url).toBeDefined();
      expect([node.priority, node.resourceType, node.bytes]).toEqual([
        request?.priority,
        request?.resourceType,
        request?.transferSize,
      ]);
      expect(node.end).toBeLessThanOrEqual(explained.simulated.pessimistic + 1e-6);
    }
    expect(explained.graph.filter((node) => node.type === "cpu").length).toBeGreaterThan(0);
  }, 60_000);
});
