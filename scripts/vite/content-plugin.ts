/**
 * The content compiler inside Vite. `vite` compiles on start and on every change under
 * content/, writes the JSON the site imports (Vite's hot updates then carry it into the open
 * page, which keeps its scroll position and state) and shows content errors in its overlay;
 * `vite build` fails with the same diagnostics and emits the images' variants into the build
 * (never the originals: every picture falls back to its widest WebP variant).
 */
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { CompileResult } from "../compiler/compile.ts";
import { imageCacheDir } from "../compiler/images/images.ts";
import { contentCompiler, type ValidCompile } from "../dev/content-compiler.ts";
import {
  type ContentInvalid,
  firstCompileReport,
  overlayError,
  watchFailure,
} from "../dev/content-reports.ts";
import { CHECK_MS, type ContentWatch, type ContentWatchOptions } from "../dev/content-watcher.ts";
import { refuseOtherPages, serveImages } from "../dev/dev-serving.ts";
import { watchContent, watchOptions } from "../dev/dev-watch.ts";
import { strictByDefault } from "../lib/command.ts";
import { DEFAULT_CONTENT_DIR, DEFAULT_OUT_FILE } from "../lib/site-dirs.ts";
import { type Encoding, encode, variantAssets } from "./build-images.ts";

export type ContentPluginOptions = {
  /**
   * The owner's project, which the content folder, the compiled JSON and the cache are relative to
   * and messages name files from: Vite's root unless given (the engine's folder, in a package).
   */
  projectDir?: string;
  contentDir?: string;
  outFile?: string;
  /** Where the images' encoded variants are kept between builds: `node_modules/.cache/folio/images` in the project unless given. */
  cacheDir?: string;
  /** `vite build` refuses placeholders; by default when the CI variable is set. */
  strict?: boolean;
  /** How long the dev server lets a burst of changes settle before it compiles; SETTLE_MS by default. */
  settleMs?: number;
  /** How often the dev server checks the content folder for a change it was not told of; CHECK_MS by default. */
  checkMs?: number;
  /**
   * How the dev server subscribes to the content folder: @parcel/watcher's subscribe. The tests
   * give one that fails as it does when the system's table of watches is full.
   */
  subscribe?: ContentWatchOptions["subscribe"];
};

/** What the content plugin tells the other plugins and the tests of its dev server. */
export type ContentPluginApi = {
  /** The content as the dev server compiled it last, once a compile in flight has ended (contentCompiler's settled). */
  compiled(): Promise<CompileResult | undefined>;
  /** The folders of the content the dev server watches. */
  watchedFolders(): string[];
  /** Whether a compile of the content is in flight. */
  compiling(): boolean;
  /** Why the last build failed at its start, when it was the content's doing; undefined otherwise. */
  invalid(): ContentInvalid | undefined;
  /** The latest compile that ended with valid content (the dev server keeps serving it while the content is broken). */
  lastGood(): ValidCompile | undefined;
  /**
   * Calls `listener` with each compile the dev server reports, valid or not: its first, when it
   * starts, then each after changes, once the page has its update; never one superseded.
   */
  onReported(listener: (result: CompileResult) => void): void;
};

/** The content plugin's name, by which the other plugins find it. */
export const CONTENT_PLUGIN = "folio:content";

/**
 * The content as the dev server's content plugin compiled it last, once a compile in flight has
 * ended: for the dev server's answers drawn from the content, which never compile it themselves.
 * Rejects when the server has no content plugin, or it has not compiled yet.
 */
export async function devContent(server: ViteDevServer): Promise<CompileResult> {
  return compiledContent(server.config.plugins);
}

/**
 * The content as the content plugin among `plugins` compiled it last (once a compile in flight
 * has ended): the other plugins read it from there and never compile it again.
 */
export async function compiledContent(plugins: readonly Plugin[]): Promise<CompileResult> {
  const plugin = plugins.find(({ name }) => name === CONTENT_PLUGIN);
  const result = await (plugin?.api as ContentPluginApi | undefined)?.compiled();
  if (!result) throw new Error("the content has not been compiled: the site needs the content plugin");
  return result;
}

/** The content folder the options name, relative to the project (Vite's root unless given). */
function contentFolder(options: ContentPluginOptions, viteRoot: string | undefined): string {
  const root = path.resolve(options.projectDir ?? viteRoot ?? process.cwd());
  return path.resolve(root, options.contentDir ?? DEFAULT_CONTENT_DIR);
}

export function contentPlugin(options: ContentPluginOptions = {}): Plugin<ContentPluginApi> {
  let root = "";
  let contentDir = "";
  let outFile = "";
  /** Made again in configResolved, once the folders are known. */
  let compiler = contentCompiler({ contentDir, outFile, root, strict: false });
  let cacheDir = "";
  /** The variants of this build, being read from the cache or encoded. */
  let encoding: Encoding | undefined;
  /** The dev server's watch of the content. */
  let watch: ContentWatch | undefined;
  /** The last build's failure on invalid content. */
  let invalid: ContentInvalid | undefined;
  /** Those told of each compile reported (ContentPluginApi's onReported). */
  const listeners = new Set<(result: CompileResult) => void>();
  const reported = (result: CompileResult) => {
    for (const listener of listeners) listener(result);
  };

  return {
    name: CONTENT_PLUGIN,
    api: {
      compiled: () => compiler.settled(),
      watchedFolders: () => watch?.folders() ?? [],
      compiling: () => compiler.compiling,
      invalid: () => invalid,
      lastGood: () => compiler.lastGood,
      onReported: (listener) => void listeners.add(listener),
    },
    config: (config) => ({ server: { watch: watchOptions(contentFolder(options, config.root)) } }),
    configResolved(config) {
      root = path.resolve(options.projectDir ?? config.root);
      contentDir = contentFolder(options, config.root);
      outFile = path.resolve(root, options.outFile ?? DEFAULT_OUT_FILE);
      cacheDir = options.cacheDir ? path.resolve(root, options.cacheDir) : imageCacheDir(root);
      const strict = config.command === "build" && (options.strict ?? strictByDefault());
      // The dev server writes the content before the checks an open page need not wait for.
      const checksLater = config.command === "serve";
      compiler = contentCompiler({ contentDir, outFile, root, strict, checksLater });
    },
    async buildStart() {
      encoding = undefined;
      invalid = undefined;
      // The dev server answers once its watch of the content holds (or has failed, and said so).
      await watch?.ready;
      const compiled = await compiler.compile();
      // Superseded: a change came while the dev server started, and its compile reports.
      if (!compiled) return;
      // No page waits for the first compile: it says every warning, the checks' after the update too.
      const result = compiled.later ? await compiled.later() : compiled.result;
      if (!result) return;
      const { warning, error } = firstCompileReport(result, this.meta.watchMode, root);
      if (warning) this.warn(warning);
      reported(result);
      if (error) {
        invalid = error;
        this.error(error);
      }
      // A build encodes while the bundler works, and awaits the variants when it emits them.
      if (result.ok && !this.meta.watchMode) encoding = encode([...compiler.variants], cacheDir);
    },
    configureServer(server: ViteDevServer) {
      watch = watchContent(server, compiler, { ...options, root, contentDir, outFile, onReported: reported });
      // A page opened while the content is broken shows the errors too; else, a folder that
      // cannot be watched.
      server.ws.on("connection", () => {
        const { last } = compiler;
        const failure = watch?.failures()[0];
        if (last && !last.ok) server.ws.send({ type: "error", err: overlayError(last.diagnostics, root) });
        else if (failure)
          server.ws.send({ type: "error", err: watchFailure(root, failure, options.checkMs ?? CHECK_MS) });
      });
      serveImages(server, compiler, { contentDir, cacheDir });
      // After Vite's own answers: a page it would answer with the site's.
      return () => refuseOtherPages(server, compiler);
    },
    async buildEnd() {
      // The dev server is closing: a compile still waiting for changes to settle, or in flight, is dropped.
      compiler.drop();
      await watch?.close();
    },
    async generateBundle() {
      const { assets, info } = variantAssets(await (encoding ?? encode([...compiler.variants], cacheDir)), {
        root,
        cacheDir,
      });
      encoding = undefined;
      for (const asset of assets) this.emitFile({ type: "asset", ...asset });
      if (info) this.info(info);
    },
  };
}
