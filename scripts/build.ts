/**
 * `npm run build`: compiles the content and builds the site.
 *
 *   build [--content DIR] [--out DIR] [--strict]
 *
 * From content/ into dist/ unless told otherwise. Placeholders in the content (see
 * `npm run validate`) are warnings, and errors with --strict or when CI is set, so a deploy
 * never publishes them. Invalid content prints the compiler's located messages; any other
 * failure one line; never a stack trace. Exit codes: 0 built, 1 failed, 2 usage.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "vite";
import { parseArguments, runAsCommand } from "./command.ts";
import { CONTENT_INVALID } from "./content/vite-plugin.ts";
import { CONTENT_DIR_VARIABLE, GENERATED_DIR_VARIABLE, generatedDirFor } from "./site-dirs.ts";

const USAGE = "usage: build.ts [--content DIR] [--out DIR] [--strict]";

export type BuildOptions = { contentDir?: string; outDir?: string; strict?: boolean; quiet?: boolean };

/** Builds the site with vite.config.ts; resolves when it is written, rejects with Vite's error. */
export async function buildSite(options: BuildOptions = {}): Promise<void> {
  const contentDir = options.contentDir ?? "content";
  // vite.config.ts reads these (scripts/site-dirs.ts) when build() loads it.
  process.env[CONTENT_DIR_VARIABLE] = contentDir;
  process.env[GENERATED_DIR_VARIABLE] = generatedDirFor(contentDir);
  if (options.strict) process.env.FOLIO_STRICT = "1";
  await build({
    build: { outDir: path.resolve(options.outDir ?? "dist"), emptyOutDir: true },
    ...(options.quiet ? { logLevel: "warn" as const } : {}),
  });
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
