/**
 * `npm run build`: compiles the content and builds the site.
 *
 *   build [--content DIR] [--out DIR] [--strict]
 *
 * From content/ into dist/ unless told otherwise. The site is built into a fresh folder beside
 * the output and takes its place only once complete, so a failed or interrupted build leaves
 * the last good site as it was. Placeholders in the content (see
 * `npm run validate`) are warnings, and errors with --strict or when CI is set, so a deploy
 * never publishes them. Invalid content prints the compiler's located messages; any other
 * failure one line; never a stack trace. Exit codes: 0 built, 1 failed, 2 usage.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "vite";
import { parseArguments, runAsCommand } from "./command.ts";
import { CONTENT_INVALID } from "./content/vite-plugin.ts";
import { CONTENT_DIR_VARIABLE, GENERATED_DIR_VARIABLE, generatedDirFor } from "./site-dirs.ts";

const USAGE = "usage: build.ts [--content DIR] [--out DIR] [--strict]";

export type BuildOptions = { contentDir?: string; outDir?: string; strict?: boolean; quiet?: boolean };

/** Where a build into `outDir` is written until it is complete: beside it, on the same disk. */
const BUILDING = ".building-";

/** Builds the site with vite.config.ts; resolves when it is in place, rejects with Vite's error. */
export async function buildSite(options: BuildOptions = {}): Promise<void> {
  const contentDir = options.contentDir ?? "content";
  const outDir = path.resolve(options.outDir ?? "dist");
  // vite.config.ts reads these (scripts/site-dirs.ts) when build() loads it.
  process.env[CONTENT_DIR_VARIABLE] = contentDir;
  process.env[GENERATED_DIR_VARIABLE] = generatedDirFor(contentDir);
  if (options.strict) process.env.FOLIO_STRICT = "1";
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}${BUILDING}`;
  // What an interrupted build left behind.
  mkdirSync(parent, { recursive: true });
  for (const entry of readdirSync(parent))
    if (entry.startsWith(prefix)) rmSync(path.join(parent, entry), { recursive: true, force: true });
  const building = path.join(parent, `${prefix}${process.pid}`);
  try {
    await build({
      build: { outDir: building, emptyOutDir: true },
      ...(options.quiet ? { logLevel: "warn" as const } : {}),
    });
    swapIn(building, outDir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Puts the folder `next` where `current` is, removing the old one: two renames. */
function swapIn(next: string, current: string) {
  const old = `${next}.old`;
  if (existsSync(current)) renameSync(current, old);
  renameSync(next, current);
  rmSync(old, { recursive: true, force: true });
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(
    () =>
      parseArgs({
        args: argv,
        options: {
          content: { type: "string" },
          out: { type: "string" },
          strict: { type: "boolean" },
        },
      }),
    USAGE,
  );
  if (!parsed) return 2;
  const { values } = parsed;
  try {
    await buildSite({
      ...(values.content ? { contentDir: values.content } : {}),
      ...(values.out ? { outDir: values.out } : {}),
      strict: values.strict ?? false,
    });
    return 0;
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    // The content plugin's message is the compiler's diagnostics, printed as they are.
    const at = message.indexOf(CONTENT_INVALID);
    console.error(at >= 0 ? message.slice(at + CONTENT_INVALID.length).trim() : `build failed: ${message}`);
    return 1;
  }
}

runAsCommand(import.meta.url, main, "build failed");
