/**
 * Why Lighthouse's LCP is what it is (`npm run audit -- --explain`). Lighthouse's mobile preset
 * loads the page at full speed, then simulates the phone (its "lantern" model): the paint's
 * simulated time is when the simulated phone has fetched every request, and run every task,
 * that the model puts before the paint. For one run this tells which element is the largest
 * paint, when the page painted it and when the app's module ran in the load Lighthouse
 * observed, and each request of lantern's LCP graph with its priority, size and simulated time.
 */
import type { Artifacts, Result } from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/** One node of lantern's LCP graph as simulated: a request, or a task on the main thread. */
export type GraphNode =
  | {
      type: "network";
      url: string;
      priority: string;
      resourceType: string;
      bytes: number;
      start: number;
      end: number;
    }
  | { type: "cpu"; start: number; end: number };

/** What explains one run's LCP. Times in ms from the navigation's start. */
export type LcpExplanation = {
  element: { selector: string; snippet: string } | null;
  /** In the load Lighthouse observed, at full speed. */
  observed: { fcp: number; lcp: number; appModuleRan: number | null };
  /** As lantern simulates the phone. */
  simulated: { fcp: number; lcp: number; optimistic: number; pessimistic: number };
  /** The pessimistic LCP graph (it holds the optimistic one), as simulated, in order. */
  graph: GraphNode[];
};

type Node = {
  type: string;
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
};
type Timing = { startTime: number; endTime: number };
type LanternResult = {
  timing: number;
  optimisticEstimate: { timeInMs: number };
  pessimisticEstimate: { timeInMs: number; nodeTimings: Map<Node, Timing> };
};
type TraceEvent = { name: string; ts: number; args?: { data?: { url?: string } } };

/**
 * When the app's module (the first module the page compiles: its entry) ran, in ms from
 * `origin` (µs). v8 names the module's URL when it compiles it, never when it runs it.
 */
export function appModuleRan(events: readonly TraceEvent[], origin: number): number | null {
  const first = (name: string, after = Number.NEGATIVE_INFINITY) =>
    Math.min(
      ...events
        .filter(
          (event) =>
            event.name === name &&
            event.ts >= after &&
            (name !== "v8.compileModule" || event.args?.data?.url),
        )
        .map((event) => event.ts),
    );
  const ran = first("v8.evaluateModule", first("v8.compileModule"));
  return Number.isFinite(ran) ? (ran - origin) / 1000 : null;
}

/** Explains the LCP of one Lighthouse run, from its result and the artifacts it gathered. */
export async function explainLcp(lhr: Result, artifacts: Artifacts): Promise<LcpExplanation> {
  const details = (id: string) => lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  const metrics = details("metrics")?.items?.[0] as Record<string, number> | undefined;
  const element = (
    details("largest-contentful-paint-element")?.items?.[0] as
      | { items?: { node?: { selector: string; snippet: string } }[] }
      | undefined
  )?.items?.[0]?.node;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const context = { computedCache: new Map() } as unknown as Parameters<
    typeof LanternLargestContentfulPaint.request
  >[1];
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as unknown as LanternResult;
  const lcp = (await LanternLargestContentfulPaint.request(data, context)) as unknown as LanternResult;
  return {
    element: element ? { selector: element.selector, snippet: element.snippet } : null,
    observed: {
      fcp: metrics?.observedFirstContentfulPaint ?? Number.NaN,
      lcp: metrics?.observedLargestContentfulPaint ?? Number.NaN,
      appModuleRan: appModuleRan(
        artifacts.Trace.traceEvents as TraceEvent[],
        metrics?.observedTimeOriginTs ?? 0,
      ),
    },
    simulated: {
      fcp: fcp.timing,
      lcp: Math.max(lcp.timing, fcp.timing),
      optimistic: lcp.optimisticEstimate.timeInMs,
      pessimistic: lcp.pessimisticEstimate.timeInMs,
    },
    graph: [...lcp.pessimisticEstimate.nodeTimings]
      .map(
        ([node, { startTime: start, endTime: end }]): GraphNode =>
          node.type === "network" && node.request
            ? {
                type: "network",
                url: node.request.url,
                priority: node.request.priority,
                resourceType: node.request.resourceType ?? "Other",
                bytes: node.request.transferSize,
                start,
                end,
              }
            : { type: "cpu", start, end },
      )
      .sort((a, b) => a.start - b.start || a.end - b.end),
  };
}

/** The explanation in lines of text, each request's address relative to `site`. */
export function explanationLines(explained: LcpExplanation, site: string): string[] {
  const ms = (n: number | null) => (n === null || Number.isNaN(n) ? "?" : `${Math.round(n)} ms`);
  const { element, observed, simulated, graph } = explained;
  const requests = graph.filter((node) => node.type === "network");
  const tasks = graph.filter((node) => node.type === "cpu");
  const ran = observed.appModuleRan;
  return [
    `  largest paint: ${element ? `${element.selector}  ${element.snippet.slice(0, 80)}` : "an element no longer in the page once it had loaded"}`,
    `  observed at full speed: FCP ${ms(observed.fcp)}, LCP ${ms(observed.lcp)}; the app's module ran ${ran === null ? "after the trace" : `at ${ms(ran)} (${ran < observed.lcp ? "before" : "after"} the paint)`}`,
    `  simulated: FCP ${ms(simulated.fcp)}, LCP ${ms(simulated.lcp)} (the mean of ${ms(simulated.optimistic)} and ${ms(simulated.pessimistic)}, at least FCP); before the paint:`,
    ...requests.map(
      (node) =>
        `    ${node.priority.padEnd(9)}${node.resourceType.padEnd(10)}${`${(node.bytes / 1024).toFixed(1)} KB`.padStart(9)}${`${ms(node.start)} → ${ms(node.end)}`.padStart(20)}  ${node.url.startsWith(site) ? node.url.slice(site.length) || "/" : node.url}`,
    ),
    `    ${tasks.length} main-thread task(s), simulated ${ms(Math.min(...tasks.map((t) => t.start)))} → ${ms(Math.max(...tasks.map((t) => t.end)))}`,
  ];
}
