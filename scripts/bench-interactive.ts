/**
 * `npm run bench:interactive`: how soon a visitor on a phone can use the site. Builds the
 * content, and the same content with every list four times over (scripts/scaled-content.ts),
 * serves each with `vite preview` (scripts/preview.ts) and, on a phone's profile (a CPU four
 * times slower, 150 ms round trips, 1.6 Mbit/s, set through the DevTools protocol):
 *
 * - taps each control the moment it shows, once, and times when the tap takes effect, or
 *   reports it lost (nothing happened by three seconds after the app was up);
 * - runs Lighthouse's mobile preset on every screen and a shared project link (scripts/audit.ts).
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
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import {
  auditedRoutes,
  LIGHTHOUSE_HEADER,
  lighthouseFigures,
  lighthouseRow,
  loadAverage,
  median,
  missedTargets,
  withChrome,
} from "./audit.ts";
import { CHROMIUM_FLAGS, installedChromiumPath } from "./chromium.ts";
import { parseArguments, runAsCommand } from "./command.ts";
import { preview } from "./preview.ts";
import { writeScaled } from "./scaled-content.ts";

const USAGE = "usage: npm run bench:interactive [-- --content DIR] [--runs N] [--no-lighthouse]";
const WORK_DIR = ".cache/bench-interactive";
const SCALE = 4;

/** Lighthouse's phone: its screen, and its network and processor (the "slow 4G" preset). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** The most a visitor waits, from a control showing, for a tap on it to take effect. */
const TARGET_MS = 600;
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
    element.checkVisibility(),
  );
  // (No functions of its own: what tsx adds to name them does not exist in the page.)
  const dialogs = [...document.querySelectorAll('[role="dialog"]:not([data-state="closed"])')];
  const state =
    control.effect === "theme"
      ? (document.documentElement.dataset.theme ?? "")
      : control.effect === "expanded"
        ? (visible?.getAttribute("aria-expanded") ?? "")
        : dialogs.some((dialog) => dialog.checkVisibility())
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

/** One tap (or key press) on a control of a freshly loaded page, timed. */
async function timeControl(browser: Browser, url: string, control: Control): Promise<Timing> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const pressed: number[] = [];
      Object.assign(window, { benchPressed: pressed });
      for (const type of ["click", "keydown"])
        window.addEventListener(type, (event) => event.isTrusted && pressed.push(performance.now()), true);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });

    // The moment it shows: in view (scrolled to, as a visitor would), where the tap goes.
    const shown = await page.waitForFunction(
      (selector) => {
        const element = [...document.querySelectorAll(selector)].find((each) => each.checkVisibility());
        if (!element) return false;
        const visible = performance.now();
        element.scrollIntoView({ block: "nearest" });
        const box = element.getBoundingClientRect();
        return { visible, x: box.x + box.width / 2, y: box.y + box.height / 2 };
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
    const pressed = (
      await page.evaluate(() => (window as unknown as { benchPressed: number[] }).benchPressed)
    )[0];
    return { visible, pressed: pressed ?? Number.NaN, effect, app };
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
    `${"control".padEnd(30)}${"shows at".padStart(10)}${"tap → effect".padStart(14)}${"shows → effect".padStart(16)}${"lost".padStart(7)}${"app up at".padStart(11)}`,
  );
  let met = true;
  for (const control of CONTROLS) {
    const route = control.route === SHARED ? shared : control.route;
    if (!route) continue;
    const timings: Timing[] = [];
    for (let run = 0; run < runs; run++)
      timings.push(await timeControl(browser, new URL(route, url).href, control));
    const worked = timings.filter((timing) => timing.effect !== null) as (Timing & { effect: number })[];
    const lost = timings.length - worked.length;
    const toEffect = worked.length ? median(worked.map((timing) => timing.effect - timing.visible)) : null;
    const misses = [
      ...(lost > 0 ? ["lost taps"] : []),
      ...(toEffect !== null && toEffect > TARGET_MS ? [`shows → effect > ${TARGET_MS} ms`] : []),
    ];
    met &&= misses.length === 0;
    const apps = timings.flatMap((timing) => (timing.app === null ? [] : [timing.app]));
    console.log(
      `${control.name.padEnd(30)}${seconds(median(timings.map((timing) => timing.visible))).padStart(10)}${(worked.length ? `${Math.round(median(worked.map((timing) => timing.effect - timing.pressed)))} ms` : "–").padStart(14)}${(toEffect === null ? "–" : `${Math.round(toEffect)} ms`).padStart(16)}${`${lost}/${runs}`.padStart(7)}${seconds(apps.length ? median(apps) : null).padStart(11)}${misses.length ? `  ✗ ${misses.join(", ")}` : ""}`,
    );
  }
  return met;
}

function build(content: string, out: string) {
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/build.ts", "--content", content, "--out", out],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

export async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(
    () =>
      parseArgs({
        args: argv,
        options: {
          content: { type: "string", default: "content" },
          runs: { type: "string", default: "3" },
          "no-lighthouse": { type: "boolean", default: false },
        },
      }).values,
    USAGE,
  );
  if (!parsed) return 2;
  const runs = Math.max(1, Number.parseInt(parsed.runs ?? "3", 10) || 3);
  const contentDir = parsed.content ?? "content";
  const executablePath = installedChromiumPath();

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
    `\nphone: ${CPU_SLOWDOWN}× slower CPU, ${NETWORK.latency} ms round trips, 1.6 Mbit/s; ${runs} run(s) each (the median); ${os.cpus().length} cores`,
  );
  let met = true;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
  try {
    for (const site of sites) {
      const routes = auditedRoutes(site.dist);
      const served = await preview(site.dist);
      try {
        console.log(
          `\n${site.title}: each control tapped once, the moment it shows (load average ${loadAverage()})`,
        );
        met = (await benchControls(browser, served.url, routes, runs)) && met;
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
  console.log(`\nload average after: ${loadAverage()}`);
  console.log(met ? "all targets met" : "below target");
  return met ? 0 : 1;
}

runAsCommand(import.meta.url, main, "could not measure the site");
