/**
 * `npm run bench:interactive`: how soon a visitor on a phone can use the site. Builds the
 * content, and the same content with every list four times over (scripts/perf/scaled-content.ts),
 * serves each with `vite preview` (scripts/perf/preview.ts) and, on a phone's profile (a CPU four
 * times slower, 150 ms round trips, 1.6 Mbit/s, set through the DevTools protocol):
 *
 * - taps each control the moment it shows, once, and times when the tap takes effect, or
 *   reports it lost (nothing happened by three seconds after the app was up);
 * - loads every screen and a shared project link and reads its first and largest paints, as the
 *   browser saw them on the phone's profile (a report: Lighthouse's figures are the targets);
 * - runs Lighthouse's mobile preset on every screen and a shared project link (scripts/perf/audit.ts).
 *
 * A report, not a test: the figures move with the machine's load, printed beside them. Exits 1
 * when a figure misses its target.
 *
 *   npm run bench:interactive [-- --content DIR] [--runs N] [--no-lighthouse]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, installedChromiumPath, startChromium } from "../lib/chromium.ts";
import { parseOptions, runAsCommand } from "../lib/command.ts";
import {
  auditedRoutes,
  LIGHTHOUSE_HEADER,
  lighthouseFigures,
  lighthouseRow,
  loadAverage,
  median,
  missedTargets,
  verdict,
  withChrome,
} from "./audit.ts";
import { emulatePhone, PHONE_CPU_SLOWDOWN, PHONE_NETWORK, PHONE_SCREEN } from "./phone.ts";
import { preview } from "./preview.ts";
import { writeScaled } from "./scaled-content.ts";

const USAGE = "usage: npm run bench:interactive [-- --content DIR] [--runs N] [--no-lighthouse]";
const WORK_DIR = ".cache/bench-interactive";
const SCALE = 4;

/** The most a visitor who taps a control the moment it shows waits for the tap to take effect. */
const TARGET_MS = 600;
/** Taps that may miss a control the page is still moving before a run gives up on it. */
const MISSES_ALLOWED = 3;
/** A tap with no effect this long after the app is up never takes effect: lost. */
const LOST_AFTER_APP_MS = 3000;

/** What a control changes when it works: the page's state, read in the page. */
type Effect = "theme" | "expanded" | "dialog";

type Control = {
  name: string;
  /** The address it is on ("shared" for the first project's shared link). */
  route: string;
  /** The control (its first visible match). */
  selector: string;
  /** A tap on it, or a key pressed while it shows. */
  action: "tap" | "Escape";
  effect: Effect;
};

const SHARED = "shared";
const CONTROLS: Control[] = [
  {
    name: "theme toggle",
    route: "/",
    selector: '[data-slot="theme-toggle"]',
    action: "tap",
    effect: "theme",
  },
  {
    name: "first hard-skills accordion",
    route: "/",
    selector: '[data-screen="resume"] [data-section="hard-skills"] [data-slot="accordion-trigger"]',
    action: "tap",
    effect: "expanded",
  },
  {
    name: "first project card",
    route: "#/projects",
    selector: '[data-screen="projects"] [data-project-link]',
    action: "tap",
    effect: "dialog",
  },
  {
    name: "dialog's close button",
    route: SHARED,
    selector: '[role="dialog"] [data-slot="dialog-close"]',
    action: "tap",
    effect: "dialog",
  },
  {
    name: "Escape on the dialog",
    route: SHARED,
    selector: '[role="dialog"]',
    action: "Escape",
    effect: "dialog",
  },
];

type Timing = {
  /** When the control showed, from the start of the navigation (ms). */
  visible: number;
  /** When the tap or key press reached the page. */
  pressed: number;
  /** When it took effect; null: lost. */
  effect: number | null;
  /** When the app was up (it had hydrated the page). */
  app: number | null;
};

/**
 * Runs in the page: the state `control`'s effect changes. With `before`, whether it has
 * changed since (when), or, the app up for `lostAfter` ms with no change, that it never will.
 */
function probe({
  control,
  before,
  lostAfter = 0,
}: {
  control: Control;
  before?: string;
  lostAfter?: number;
}) {
  const now = performance.now();
  const visible = [...document.querySelectorAll(control.selector)].find((element) =>
    element.checkVisibility({ visibilityProperty: true }),
  );
  // (No functions of its own: what tsx adds to name them does not exist in the page.)
  const dialogs = [...document.querySelectorAll('[role="dialog"]:not([data-state="closed"])')];
  const state =
    control.effect === "theme"
      ? (document.documentElement.dataset.theme ?? "")
      : control.effect === "expanded"
        ? (visible?.getAttribute("aria-expanded") ?? "")
        : dialogs.some((dialog) => dialog.checkVisibility({ visibilityProperty: true }))
          ? "open"
          : "closed";
  if (before === undefined) return { state, effect: null, app: null };
  // The app is up once it has hydrated the page (it then takes over scroll restoration).
  const page = window as unknown as { benchApp?: number };
  if (window.history.scrollRestoration === "manual") page.benchApp ??= now;
  if (state !== before) return { state, effect: now, app: page.benchApp ?? null };
  if (page.benchApp !== undefined && now - page.benchApp > lostAfter)
    return { state, effect: null, app: page.benchApp };
  return false;
}

/**
 * One tap (or key press) on a control of a freshly loaded page, timed; null when the tap missed
 * it (the page moved it between the frame that showed it and the tap).
 */
async function timeControl(browser: Browser, url: string, control: Control): Promise<Timing | null> {
  const context = await browser.newContext(PHONE_SCREEN);
  try {
    const page = await context.newPage();
    // Every tap and key press as it reaches the page, and whether it reached the control.
    await page.addInitScript((selector) => {
      const pressed: { at: number; on: boolean }[] = [];
      Object.assign(window, { benchPressed: pressed });
      for (const type of ["click", "keydown"])
        window.addEventListener(
          type,
          (event) =>
            event.isTrusted &&
            pressed.push({
              at: performance.now(),
              on:
                event.type === "keydown" ||
                (event.target instanceof Element && !!event.target.closest(selector)),
            }),
          true,
        );
    }, control.selector);
    await emulatePhone(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: "commit" });

    // The moment it shows; then, scrolled into view as a visitor would, where it holds still
    // for a frame (the page may still be moving it as it arrives), the tap's place.
    const shown = await page.waitForFunction(
      (selector) => {
        const state = window as unknown as { benchShown?: number; benchBox?: string };
        const element = [...document.querySelectorAll(selector)].find((each) =>
          each.checkVisibility({ visibilityProperty: true }),
        );
        if (!element) return false;
        state.benchShown ??= performance.now();
        element.scrollIntoView({ block: "nearest" });
        const box = element.getBoundingClientRect();
        const place = `${box.x + box.width / 2},${box.y + box.height / 2}`;
        const still = place === state.benchBox;
        state.benchBox = place;
        return still && { visible: state.benchShown, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      },
      control.selector,
      { polling: "raf", timeout: 60_000 },
    );
    const { visible, x, y } = (await shown.jsonValue()) as { visible: number; x: number; y: number };
    const before = (await page.evaluate(probe, { control })) || undefined;
    if (control.action === "tap") await page.mouse.click(x, y);
    else await page.keyboard.press(control.action);

    // Its effect, or the app up for long enough that none will come.
    const outcome = await page.waitForFunction(
      probe,
      { control, before: before?.state, lostAfter: LOST_AFTER_APP_MS },
      { polling: "raf", timeout: 60_000 },
    );
    const { effect, app } = (await outcome.jsonValue()) as { effect: number | null; app: number | null };
    const [pressed] = await page.evaluate(
      () => (window as unknown as { benchPressed: { at: number; on: boolean }[] }).benchPressed,
    );
    if (!pressed?.on) return null;
    return { visible, pressed: pressed.at, effect, app };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number | null) =>
  ms === null || Number.isNaN(ms) ? "–" : `${(ms / 1000).toFixed(2)} s`;

/** Times every control `runs` times on the site at `url`; prints the medians. Returns whether every target was met. */
async function benchControls(
  browser: Browser,
  url: string,
  routes: string[],
  runs: number,
): Promise<boolean> {
  const shared = routes.find((route) => route.includes("?project="));
  console.log(
    `${"control".padEnd(30)}${"shows at".padStart(10)}${"tapped after".padStart(14)}${"tap → effect".padStart(14)}${"lost".padStart(7)}${"app up at".padStart(11)}`,
  );
  let met = true;
  for (const control of CONTROLS) {
    const route = control.route === SHARED ? shared : control.route;
    if (!route) continue;
    const timings: Timing[] = [];
    let missed = 0;
    while (timings.length < runs && missed < MISSES_ALLOWED) {
      const timing = await timeControl(browser, new URL(route, url).href, control);
      if (timing) timings.push(timing);
      else missed++;
    }
    if (timings.length === 0) {
      console.log(`${control.name.padEnd(30)}  every tap missed it: the page kept moving it`);
      met = false;
      continue;
    }
    const worked = timings.filter((timing) => timing.effect !== null) as (Timing & { effect: number })[];
    const lost = timings.length - worked.length;
    const toEffect = worked.length ? median(worked.map((timing) => timing.effect - timing.pressed)) : null;
    const misses = [
      ...(lost > 0 ? ["lost taps"] : []),
      ...(toEffect !== null && toEffect > TARGET_MS ? [`tap → effect > ${TARGET_MS} ms`] : []),
      ...(missed > 0 ? [`${missed} tap(s) missed it, moving as the page arrived`] : []),
    ];
    met &&= lost === 0 && (toEffect === null || toEffect <= TARGET_MS);
    const apps = timings.flatMap((timing) => (timing.app === null ? [] : [timing.app]));
    const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);
    console.log(
      `${control.name.padEnd(30)}${seconds(median(timings.map((timing) => timing.visible))).padStart(10)}${ms(median(timings.map((timing) => timing.pressed - timing.visible))).padStart(14)}${ms(toEffect).padStart(14)}${`${lost}/${timings.length}`.padStart(7)}${seconds(apps.length ? median(apps) : null).padStart(11)}${misses.length ? `  ✗ ${misses.join(", ")}` : ""}`,
    );
  }
  return met;
}

type Paints = { fcp: number; lcp: number; element: string };

/**
 * Runs in the page, once it is loaded: its first and largest paints (ms from the start of the
 * navigation) and the largest one's element, as the browser reports them; none after 10 s
 * without one (a page that painted nothing).
 */
function paintsOfPage(): Promise<Paints> {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
  return new Promise((resolve) => {
    setTimeout(() => resolve({ fcp, lcp: Number.NaN, element: "(no largest paint)" }), 10_000);
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const largest = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
      const element = largest.element;
      const name = element
        ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""}`
        : "(gone)";
      resolve({ fcp, lcp: largest.startTime, element: name });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * The first and largest paints of `url` as a phone sees them: the page loaded on the phone's
 * processor and network (DevTools' throttling of this very load, not Lighthouse's simulation
 * of a load made at full speed), read once its network is idle.
 */
async function phonePaints(browser: Browser, url: string, runs: number): Promise<Paints> {
  const all: Paints[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(PHONE_SCREEN);
    try {
      const page = await context.newPage();
      await emulatePhone(await context.newCDPSession(page));
      await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
      all.push(await page.evaluate(paintsOfPage));
    } finally {
      await context.close();
    }
  }
  const lcp = median(all.map((paints) => paints.lcp));
  return {
    fcp: median(all.map((paints) => paints.fcp)),
    lcp,
    element: all.find((paints) => paints.lcp === lcp)?.element ?? "",
  };
}

/** Prints the paints of every route as a phone sees them (a report beside Lighthouse's figures). */
async function benchPaints(browser: Browser, url: string, routes: string[], runs: number) {
  console.log(`${"route".padEnd(30)}${"FCP".padStart(10)}${"LCP".padStart(10)}  largest paint`);
  for (const route of routes) {
    const { fcp, lcp, element } = await phonePaints(browser, new URL(route, url).href, runs);
    const name = route.length > 29 ? `${route.slice(0, 28)}…` : route;
    console.log(`${name.padEnd(30)}${seconds(fcp).padStart(10)}${seconds(lcp).padStart(10)}  ${element}`);
  }
}

function build(content: string, out: string) {
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/commands/build.ts", "--content", content, "--out", out],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

export async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(
    argv,
    {
      content: { type: "string", default: "content" },
      runs: { type: "string", default: "3" },
      "no-lighthouse": { type: "boolean", default: false },
    },
    USAGE,
  );
  if (!parsed) return 2;
  const runs = Math.max(1, Number.parseInt(parsed.runs ?? "3", 10) || 3);
  const contentDir = parsed.content ?? "content";
  installedChromiumPath();

  rmSync(WORK_DIR, { recursive: true, force: true });
  const scaledContent = path.join(WORK_DIR, `x${SCALE}`, "content");
  mkdirSync(scaledContent, { recursive: true });
  writeScaled(contentDir, scaledContent, SCALE);
  const sites = [
    { title: contentDir, content: contentDir, dist: path.join(WORK_DIR, "sample", "dist") },
    {
      title: `${contentDir} ×${SCALE}`,
      content: scaledContent,
      dist: path.join(WORK_DIR, `x${SCALE}`, "dist"),
    },
  ];
  console.log(`building ${sites.map((site) => site.title).join(" and ")} …`);
  for (const site of sites) build(site.content, site.dist);

  console.log(
    `\nphone: ${PHONE_CPU_SLOWDOWN}× slower CPU, ${PHONE_NETWORK.latency} ms round trips, 1.6 Mbit/s; ${runs} run(s) each (the median); ${os.cpus().length} cores`,
  );
  let met = true;
  const browser = await startChromium((executablePath) =>
    chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] }),
  );
  try {
    for (const site of sites) {
      const routes = auditedRoutes(site.dist);
      const served = await preview(site.dist);
      try {
        console.log(
          `\n${site.title}: each control tapped once, the moment it shows (load average ${loadAverage()})`,
        );
        met = (await benchControls(browser, served.url, routes, runs)) && met;
        console.log(
          `\n${site.title}: first and largest paints, loaded on the phone (load average ${loadAverage()})`,
        );
        await benchPaints(browser, served.url, routes, runs);
        if (parsed["no-lighthouse"]) continue;
        console.log(`\n${site.title}: Lighthouse, mobile preset (load average ${loadAverage()})`);
        console.log(LIGHTHOUSE_HEADER);
        await withChrome(async (port) => {
          for (const route of routes) {
            const figures = await lighthouseFigures(new URL(route, served.url).href, port, runs);
            met &&= missedTargets(figures).length === 0;
            console.log(lighthouseRow(route, figures));
          }
        });
      } finally {
        await served.close();
      }
    }
  } finally {
    await browser.close();
  }
  return verdict(met);
}

runAsCommand(import.meta.url, main, "could not measure the site");
