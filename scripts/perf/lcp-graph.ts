/**
 * Why Lighthouse's LCP is what it is (`npm run audit -- --explain`). Lighthouse's mobile preset
 * loads the page at full speed, then simulates the phone (its "lantern" model): the paint's
 * simulated time is when the simulated phone has fetched every request, and run every task,
 * that the model puts before the paint. For one run this tells which element is the largest
 * paint, when the page painted it and when the app's module ran in the load Lighthouse
 * observed, and each request of lantern's LCP graph with its priority, size and simulated time.
 *
 * Lantern is run again here on the run's trace, through the public entry of the trace engine
 * Lighthouse ships it in (@paulirish/trace_engine), with the run's settings: Lighthouse's own
 * modules that run it are private. It builds its graph from the trace where Lighthouse builds it
 * from the DevTools log; tests/unit/lcp-graph.test.ts checks on a recorded run that the two give
 * Lighthouse's figures.
 */
import * as TraceEngine from "@paulirish/trace_engine";
import type { Artifacts, Result } from "lighthouse";

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

/** Lantern's FCP and LCP for the run that recorded `trace`, simulated as `settings` say. */
async function simulatePaints(
  trace: Artifacts["Trace"],
  url: Artifacts["URL"],
  settings: Result["configSettings"],
): Promise<{ fcp: LanternResult; lcp: LanternResult }> {
  const { Helpers, Lantern, LanternComputationData, Processor } = TraceEngine;
  type Events = Parameters<InstanceType<typeof Processor.TraceProcessor>["parse"]>[0];
  type LanternTrace = Parameters<typeof LanternComputationData.createGraph>[1];
  type Settings = Parameters<typeof Lantern.Simulation.Simulator.createSimulator>[0];
  const events = trace.traceEvents as unknown as Events;
  // As Lighthouse and DevTools parse a trace: its synthetic events first.
  Helpers.SyntheticEvents.SyntheticEventsManager.createAndActivate(events);
  const processor = Processor.TraceProcessor.createWithAllHandlers();
  await processor.parse(events, {});
  const parsed = processor.parsedTrace;
  const navigationId = parsed?.Meta.mainFrameNavigations[0]?.args.data?.navigationId;
  if (!parsed || !navigationId) throw new Error("the run's trace holds no navigation of the page");
  const lanternTrace = trace as unknown as LanternTrace;
  const requests = LanternComputationData.createNetworkRequests(lanternTrace, parsed);
  const data = {
    graph: LanternComputationData.createGraph(requests, lanternTrace, parsed, url),
    processedNavigation: LanternComputationData.createProcessedNavigation(
      parsed,
      parsed.Meta.mainFrameId,
      navigationId,
    ),
    simulator: Lantern.Simulation.Simulator.createSimulator({
      ...(settings as unknown as Omit<Settings, "networkAnalysis">),
      // Without transfer data to learn from, what Lighthouse assumes then.
      networkAnalysis: Lantern.Core.NetworkAnalyzer.analyze(requests) ?? {
        throughput: 0,
        rtt: Number.POSITIVE_INFINITY,
        additionalRttByOrigin: new Map(),
        serverResponseTimeByOrigin: new Map(),
      },
    }),
  };
  const fcp = Lantern.Metrics.FirstContentfulPaint.compute(data);
  const lcp = Lantern.Metrics.LargestContentfulPaint.compute(data, { fcpResult: fcp });
  return { fcp: fcp as unknown as LanternResult, lcp: lcp as unknown as LanternResult };
}

/** Explains the LCP of one Lighthouse run, from its result and the artifacts it gathered. */
export async function explainLcp(
  lhr: Pick<Result, "audits" | "configSettings">,
  artifacts: Pick<Artifacts, "Trace" | "URL">,
): Promise<LcpExplanation> {
  const details = (id: string) => lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  const metrics = details("metrics")?.items?.[0] as Record<string, number> | undefined;
  const element = (
    details("largest-contentful-paint-element")?.items?.[0] as
      | { items?: { node?: { selector: string; snippet: string } }[] }
      | undefined
  )?.items?.[0]?.node;
  const { fcp, lcp } = await simulatePaints(artifacts.Trace, artifacts.URL, lhr.configSettings);
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
