/**
 * The site build (`npm run build`, scripts/commands/build.ts): compiles the content and builds
 * the site with scripts/vite/vite-config.ts. From content/ into dist/ unless told otherwise. The output
 * folder is replaced whole, so it must be missing, empty or a site an earlier build wrote and
 * nothing else, each file as written (scripts/lib/site-folder.ts): the build refuses, before
 * anything else, the project's folder, a folder holding it, its folders of source and the
 * content it reads, and a folder holding anything no build wrote. The site is built into a fresh
 * folder beside the output, marked with the list of its files, and takes its place only once
 * complete; the old site is deleted last, and only if it still holds nothing but a build's files
 * (kept beside it otherwise). So a failed or interrupted build leaves the last good site as it
 * was (or, killed mid-swap, aside, where the next build puts it back first). Once it is in
 * place, the build's record beside it (scripts/publish/build-record.ts) says what the other
 * commands need to know of it.
 * Placeholders in the content (see `npm run validate`) are warnings, and errors with --strict
 * or when CI is set, so a deploy never publishes them. Invalid content prints the compiler's
 * located messages; any other failure one line; never a stack trace. Exit codes: 0 built,
 * 1 failed or refused, 2 usage.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { InlineConfig, Logger, Plugin } from "vite";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import {
  markSite,
  recoverFolder,
  refuseSiteFolder,
  replaceFolder,
  stagingFolder,
} from "../lib/site-folder.ts";
import type { ContentPluginApi } from "../vite/content-plugin.ts";
import type { ShareApi } from "../vite/share-plugin.ts";
import { writeBuildRecord } from "./build-record.ts";

export type BuildOptions = { contentDir?: string; outDir?: string; strict?: boolean; quiet?: boolean };

/**
 * Builds the site with its Vite configuration (scripts/vite/vite-config.ts); resolves when it is
 * in place, rejects with Refused (nothing touched) or Vite's error (the last good site kept).
 */
export async function buildSite(options: BuildOptions = {}): Promise<void> {
  const contentDir = options.contentDir ?? "content";
  const given = options.outDir ?? "dist";
  refuseSiteFolder(
    { option: "--out", given, instead: "build into a folder of its own, such as dist/" },
    { sources: [contentDir] },
  );
  const outDir = path.resolve(given);
  mkdirSync(path.dirname(outDir), { recursive: true });
  // What an interrupted build left: the last good site back in place, unfinished ones gone.
  const { restored, kept: keptBefore } = recoverFolder(outDir);
  if (restored)
    console.warn(`put back the site an interrupted build had moved aside to ${path.basename(restored)}`);
  for (const folder of keptBefore) warnKept(folder);
  const building = stagingFolder(outDir);
  const [{ build, createLogger }, { siteConfig }, { SHARE_PLUGIN }, { CONTENT_PLUGIN }] = await Promise.all([
    import("vite"),
    import("../vite/vite-config.ts"),
    import("../vite/share-plugin.ts"),
    import("../vite/content-plugin.ts"),
  ]);
  try {
    const config = siteConfig({
      contentDir,
      // Placeholders are refused with --strict, and always when CI is set: a deploy never publishes them.
      ...(options.strict ? { strict: true } : {}),
      ...(options.quiet ? { quiet: true } : {}),
    });
    // Vite names each file it wrote by its path in the folder the site is built in: the owner is
    // shown the folder they asked for, where the site will be.
    const shown = path.isAbsolute(given) ? outDir : path.relative(process.cwd(), outDir) || ".";
    const customLogger = renamingLogger(createLogger(config.logLevel), [
      [path.relative(process.cwd(), building), shown],
      [path.relative(config.root ?? ".", building), shown],
      [building, outDir],
    ]);
    await build({
      ...config,
      customLogger,
      build: { ...config.build, outDir: building, emptyOutDir: true },
    }).catch((error: unknown) => {
      // The bundler hands a plugin's error on as a plain one: the content and share plugins keep theirs whole.
      throw (
        pluginApi<ContentPluginApi>(config, CONTENT_PLUGIN)?.invalid() ??
        pluginApi<ShareApi>(config, SHARE_PLUGIN)?.fontsMissing() ??
        error
      );
    });
    const id = markSite(building);
    const kept = replaceFolder(building, outDir);
    if (kept) warnKept(kept);
    const letters = pluginApi<ShareApi>(config, SHARE_PLUGIN)?.letters() ?? [];
    writeBuildRecord(outDir, id, builtPages(config, SHARE_PLUGIN), letters);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** The API of the plugin named `name` in `config` (siteConfig's, whose plugins are a flat list). */
function pluginApi<Api>(config: InlineConfig, name: string): Api | undefined {
  const plugins = (config.plugins ?? []) as Plugin[];
  return (plugins.find((plugin) => plugin?.name === name) as Plugin<Api> | undefined)?.api;
}

/** The content of each page the build of `config` made, as its share plugin (named `share`) holds it. */
function builtPages(config: InlineConfig, share: string): SiteContent[] {
  const pages = pluginApi<ShareApi>(config, share)?.pages() ?? [];
  if (pages.length === 0) throw new Error("the build made no page: its share plugin holds no content");
  return pages;
}

/**
 * `logger` with each message's `from` paths written as their `to`: the folder a site is built
 * in, as the one it is built for.
 */
function renamingLogger(logger: Logger, renames: [from: string, to: string][]): Logger {
  // The longest first: a relative path may hold an absolute one (../../tmp/x holds /tmp/x).
  const longestFirst = [...renames].sort(([a], [b]) => b.length - a.length);
  const renamed = (message: string) =>
    longestFirst.reduce((text, [from, to]) => text.split(from).join(to), message);
  // Over the logger, not a copy of it: what it keeps (hasWarned) is read as it is now.
  const overrides: Pick<Logger, "info" | "warn" | "warnOnce" | "error"> = {
    info: (message, options) => logger.info(renamed(message), options),
    warn: (message, options) => logger.warn(renamed(message), options),
    warnOnce: (message, options) => logger.warnOnce(renamed(message), options),
    error: (message, options) => logger.error(renamed(message), options),
  };
  return Object.assign(Object.create(logger) as Logger, overrides);
}

/** Says where an old site was kept that held files no build wrote, added while it was built. */
function warnKept(folder: string): void {
  console.warn(
    `kept the old site at ${folder}: files no build wrote were added to it, so it was not deleted; take what is yours from it, then delete it`,
  );
}
