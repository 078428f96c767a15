/**
 * The browser suite's global set-up: builds every site of the list (sites.ts), as `npm run build`
 * does, each from its content into its folder, BUILDERS at a time, each builder a process of its
 * own (site-builder.ts) that takes the next site of the list once it is done with one. It runs
 * before any test and before the suite's site is served (serve-site.ts), on every run, so no test
 * meets a site built from older code or content. A site that does not build fails the run, named,
 * once every other site is built.
 */
import { fork } from "node:child_process";
import path from "node:path";
import type { BuildAnswer, BuildRequest } from "./site-builder.ts";
import { type FixtureSite, SITES } from "./sites.ts";

/**
 * Builders at once: one per core of CI's two. A build is mostly one thread of JavaScript (the
 * compiler, the bundler's plugins, the prerender), so one builder leaves the other core idle.
 */
const BUILDERS = 2;

const BUILDER = path.join(import.meta.dirname, "site-builder.ts");

export default function buildSuiteSites(): Promise<void> {
  return buildSites(SITES);
}

/**
 * Builds each site of `sites`, BUILDERS at a time, printing each one's time as it is built;
 * rejects once all are done if any did not build, with a line naming each that did not.
 */
export async function buildSites(sites: Record<string, FixtureSite>): Promise<void> {
  const queue = Object.entries(sites);
  const failed: string[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(BUILDERS, queue.length) }, () => runBuilder(queue, failed)),
  );
  // Sites no builder took, every builder having ended early.
  for (const [name, site] of queue) failed.push(notBuilt(name, site, "no builder was left to build it"));
  console.log(`built ${Object.keys(sites).length} sites in ${seconds(performance.now() - started)}`);
  if (failed.length > 0) throw new Error(failed.join("\n"));
}

/**
 * A builder taking sites from `queue` until it is empty, each failure added to `failed` in a
 * line naming the site. Resolves once the builder has ended.
 */
function runBuilder(queue: [string, FixtureSite][], failed: string[]): Promise<void> {
  // Forked from the set-up's environment as it is before any build: each build changes its builder's alone.
  const builder = fork(BUILDER, [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let building: [string, FixtureSite] | undefined;
  const next = () => {
    building = queue.shift();
    if (!building) builder.disconnect();
    else builder.send({ name: building[0], site: building[1] } satisfies BuildRequest);
  };
  builder.on("message", (answer: BuildAnswer) => {
    const site = building?.[1];
    if (!site) return;
    if ("error" in answer) failed.push(notBuilt(answer.name, site, answer.error));
    else console.log(`built ${answer.name} into ${site.outDir} (${answer.seconds.toFixed(1)} s)`);
    next();
  });
  return new Promise((resolve) => {
    const ended = (why: string) => {
      // A builder that ended with a site unbuilt: that site did not build.
      if (building) failed.push(notBuilt(building[0], building[1], why));
      building = undefined;
      resolve();
    };
    builder.on("error", (error) => ended(`its builder did not run: ${error.message}`));
    builder.on("exit", (code, signal) => ended(`its builder ended (${signal ?? `exit code ${code}`})`));
    next();
  });
}

/** The line that says the site `name` did not build, and why. */
const notBuilt = (name: string, site: FixtureSite, why: string) =>
  `the fixture site ${name} (${site.contentDir}) did not build: ${why}`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
