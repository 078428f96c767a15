/**
 * The content compiler inside Vite. `vite` compiles on start and on every change under
 * content/, writes the JSON the site imports (Vite's hot updates then carry it into the open
 * page, which keeps its scroll position and state) and shows content errors in its overlay;
 * `vite build` fails with the same diagnostics and emits the images' variants into the build
 * (never the originals: every picture falls back to its widest WebP variant).
 */
import { createReadStream, existsSync, mkdirSync, readdirSync, realpathSync, rmSync, watch } from "node:fs";
import path from "node:path";
import { lookup } from "mrmime";
import type { ErrorPayload, Plugin, ViteDevServer } from "vite";
import type { SiteContent, SiteLanguage } from "../../src/shared/compiled-content.ts";
import { siteLanguages } from "../../src/shared/paths.ts";
import { type CompileResult, compileContent } from "../compiler/compile.ts";
import {
  countLine,
  type Diagnostic,
  errorsFirst,
  formatHuman,
  formatOneLine,
} from "../compiler/diagnostics/diagnostics.ts";
import {
  type Encoded,
  encodePath,
  encodeVariant,
  encodeVariants,
  FORMATS,
  type ImageVariant,
  imageCacheDir,
} from "../compiler/images/images.ts";
import { writeContent } from "../compiler/output.ts";
import { escapeHtml } from "../lib/html-text.ts";
import { DEFAULT_CONTENT_DIR, DEFAULT_OUT_FILE } from "../lib/site-dirs.ts";
import {
  CHECK_MS,
  type ContentWatch,
  type ContentWatchOptions,
  watchContentFolder,
} from "./content-watcher.ts";

/** How the build's error begins when the content is invalid; the diagnostics follow. */
export const CONTENT_INVALID = "content is invalid";

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
};

/** True when a variable such as CI is set to something other than "", "0" or "false". */
export const isSet = (value: string | undefined) => Boolean(value) && value !== "0" && value !== "false";

/** Whether `vite build` refuses placeholders when not told: when the CI variable is set. */
export const strictByDefault = () => isSet(process.env.CI);

/** A compile's result, and whether it rewrote the JSON the site imports. */
export type Compiled = { result: CompileResult; changed: boolean };

/**
 * The compiles of one dev server or build: each compiles `contentDir` and, when the content is
 * valid, writes it to `outFile`. The compiler awaits the images' decoding, so a change can come
 * while a compile is in flight: the compile it starts supersedes the one in flight, whose result
 * is dropped (neither kept nor written) when it ends, so an older content never overwrites a
 * newer one. A broken content leaves the last good JSON and images as they were.
 */
export function contentCompiler(options: {
  contentDir: string;
  outFile: string;
  root: string;
  strict: boolean;
}) {
  const { contentDir, outFile, root, strict } = options;
  /** The number of the latest compile begun; a compile that ends under another number was superseded. */
  let latest = 0;
  /** How many compiles are in flight. */
  let inFlight = 0;
  let last: CompileResult | undefined;
  /** The last good compile's content; kept while the content is broken. */
  let good: SiteContent | undefined;
  /** The last good compile's images; kept while the content is broken. */
  let assets = new Map<string, string>();
  let variants = new Map<string, ImageVariant>();
  /** The latest compile begun, until it ends. */
  let pending: Promise<Compiled | undefined> | undefined;
  const run = async (): Promise<Compiled | undefined> => {
    const number = ++latest;
    inFlight++;
    const result = await compileContent({ contentDir, cwd: root, strict }).finally(() => inFlight--);
    if (number !== latest) return undefined;
    last = result;
    if (!result.ok) return { result, changed: false };
    good = result.content;
    assets = result.assets;
    variants = result.variants;
    const translated = writeTranslations(outFile, result.translations);
    return { result, changed: writeContent(outFile, result.content) || translated };
  };
  return {
    /** The result of the latest compile that has ended. */
    get last() {
      return last;
    },
    get good() {
      return good;
    },
    get assets() {
      return assets;
    },
    get variants() {
      return variants;
    },
    /** Whether a compile is in flight. */
    get compiling() {
      return inFlight > 0;
    },
    /** Compiles the content; resolves undefined when a later compile superseded this one. */
    compile(): Promise<Compiled | undefined> {
      const job = run();
      pending = job;
      job.then(
        () => {
          if (pending === job) pending = undefined;
        },
        () => {
          if (pending === job) pending = undefined;
        },
      );
      return job;
    },
    /**
     * The result of the latest compile, once every compile in flight has ended: what the dev
     * server's answers drawn from the content (the favicon, resume.json) show, without a compile
     * of their own; any number of them wait for the same compile.
     */
    async settled(): Promise<CompileResult | undefined> {
      while (pending) await pending.catch(() => undefined);
      return last;
    },
    /** Drops every compile in flight: the server is closing. */
    drop() {
      latest++;
    },
  };
}

type ContentCompiler = ReturnType<typeof contentCompiler>;

/** The compiled content of another of the site's languages, beside `outFile`: content.pt-PT.json. */
export function translationFile(outFile: string, lang: string): string {
  const { dir, name, ext } = path.parse(outFile);
  return path.join(dir, `${name}.${lang}${ext}`);
}

/**
 * Writes the site in each of its other languages beside `outFile` (translationFile), for the dev
 * server's pages of those languages (src/dev-site.tsx), and removes those of languages the site
 * no longer has. Returns whether any file changed.
 */
export function writeTranslations(outFile: string, translations: readonly SiteContent[]): boolean {
  const { dir, name, ext } = path.parse(outFile);
  const wanted = new Set(
    translations.map((content) => path.basename(translationFile(outFile, content.site.lang))),
  );
  let changed = false;
  let present: string[] = [];
  try {
    present = readdirSync(dir);
  } catch {
    // Not written yet.
  }
  for (const file of present)
    if (
      file.startsWith(`${name}.`) &&
      file.endsWith(ext) &&
      file !== path.basename(outFile) &&
      !wanted.has(file)
    ) {
      rmSync(path.join(dir, file), { force: true });
      changed = true;
    }
  for (const content of translations)
    if (writeContent(translationFile(outFile, content.site.lang), content)) changed = true;
  return changed;
}

/** The variants of a build, read from the cache or encoded (see encodeVariants), and how long that took. */
type Encoding = Promise<{ list: [string, ImageVariant][]; result: Encoded; seconds: number }>;

/** The module that says whether the site may have several languages (its one line: `… = true;`). */
export const LANGUAGES_MODULE = /[\\/]src[\\/]context[\\/]languages\.ts$/;
/** The language switcher's styles. */
export const LANGUAGES_STYLESHEET = /[\\/]src[\\/]components[\\/]language-switcher\.css$/;

/**
 * src/context/languages.ts as the build of a site in one language has it: `false`, so that the
 * language switcher, which such a site never shows, leaves its bundle (and its stylesheet loads
 * empty): such a site is the same, byte for byte, as before sites had languages.
 */
export function oneLanguageModule(code: string): string {
  const written = code.replace(/=\s*true;/, "= false;");
  if (written === code) throw new Error("src/context/languages.ts no longer says `= true;`");
  return written;
}

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
  let building = false;
  let contentDir = "";
  let outFile = "";
  /** Made again in configResolved, once the folders are known. */
  let compiler = contentCompiler({ contentDir, outFile, root, strict: false });
  let cacheDir = "";
  /** The variants of this build, being read from the cache or encoded. */
  let encoding: Encoding | undefined;
  /** The dev server's watch of the content. */
  let watch: ContentWatch | undefined;
  /** A build of a site in one language; the dev server keeps the switcher, as a language may be added while it runs. */
  const oneLanguageBuild = () => {
    const { last } = compiler;
    return building && last?.ok === true && last.translations.length === 0;
  };

  return {
    name: CONTENT_PLUGIN,
    api: {
      compiled: () => compiler.settled(),
      watchedFolders: () => watch?.folders() ?? [],
      compiling: () => compiler.compiling,
    },
    config: (config) => ({ server: { watch: watchOptions(contentFolder(options, config.root)) } }),
    configResolved(config) {
      root = path.resolve(options.projectDir ?? config.root);
      contentDir = contentFolder(options, config.root);
      outFile = path.resolve(root, options.outFile ?? DEFAULT_OUT_FILE);
      cacheDir = options.cacheDir ? path.resolve(root, options.cacheDir) : imageCacheDir(root);
      building = config.command === "build";
      const strict = building && (options.strict ?? strictByDefault());
      compiler = contentCompiler({ contentDir, outFile, root, strict });
    },
    async buildStart() {
      encoding = undefined;
      // The dev server answers once its watch of the content holds (or has failed, and said so).
      await watch?.ready;
      const compiled = await compiler.compile();
      // Superseded: a change came while the dev server started, and its compile reports.
      if (!compiled) return;
      const { warning, error } = firstCompileReport(compiled.result, this.meta.watchMode, root);
      if (warning) this.warn(warning);
      if (error) this.error(error);
      // A build encodes while the bundler works, and awaits the variants when it emits them.
      if (compiled.result.ok && !this.meta.watchMode) encoding = encode([...compiler.variants], cacheDir);
    },
    load: {
      filter: { id: LANGUAGES_STYLESHEET },
      handler() {
        return oneLanguageBuild() ? "" : null;
      },
    },
    transform: {
      filter: { id: LANGUAGES_MODULE },
      handler(code) {
        return oneLanguageBuild() ? { code: oneLanguageModule(code), map: null } : null;
      },
    },
    configureServer(server: ViteDevServer) {
      watch = watchContent(server, compiler, { ...options, root, contentDir, outFile });
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

/**
 * How Vite's watcher looks at the project: never into the content folder, which the plugin
 * watches itself (watchContentFolder: Vite's watcher goes deaf to a folder replaced under its
 * name), and never through a symbolic link, which could lead it to watch the whole disk.
 */
function watchOptions(contentDir: string) {
  const content = path.resolve(contentDir);
  return {
    followSymlinks: false,
    ignored: [(file: string) => isInside(content, path.resolve(file))],
  };
}

/** Reads the variants from the cache or encodes them (see encodeVariants), timed. */
function encode(list: [string, ImageVariant][], cacheDir: string): Encoding {
  const started = performance.now();
  const pending = encodeVariants(
    list.map(([, variant]) => variant),
    cacheDir,
  ).then((result) => ({ list, result, seconds: (performance.now() - started) / 1000 }));
  // Awaited in generateBundle; a build that fails before then must not crash on it.
  pending.catch(() => {});
  return pending;
}

/** The build's files of the variants, and what to say of the encoding when it encoded any. */
function variantAssets(
  { list, result, seconds }: Awaited<Encoding>,
  { root, cacheDir }: { root: string; cacheDir: string },
): { assets: { fileName: string; source: Buffer }[]; info?: string } {
  const { bytes, decoded, encoded } = result;
  const assets = list.map(([fileName], index) => ({
    fileName: decodeURIComponent(fileName),
    source: bytes[index] as Buffer,
  }));
  if (encoded === 0) return { assets };
  return {
    assets,
    info: `encoded ${encoded} of ${list.length} image variants from ${decoded} images in ${seconds.toFixed(1)} s; the rest from ${path.relative(root, cacheDir)}`,
  };
}

/**
 * What the first compile of a build or a dev server says: the content's warnings; for broken
 * content, its diagnostics, as a warning in the dev server (which starts anyway with the last
 * good content; the overlay shows why) and as the error that fails a build. The dev server sums
 * the warnings up (WARNINGS_LISTED); a build prints each in full.
 */
function firstCompileReport(
  result: CompileResult,
  watchMode: boolean,
  root: string,
): { warning?: string; error?: Error } {
  const format = (diagnostics: readonly Diagnostic[]) =>
    formatHuman(diagnostics, {
      colour: false,
      cwd: root,
      ...(watchMode ? { warningsListed: WARNINGS_LISTED } : {}),
    });
  if (result.ok) return result.warnings.length > 0 ? { warning: format(result.warnings) } : {};
  const diagnostics = format(result.diagnostics);
  if (watchMode) return { warning: diagnostics };
  // The diagnostics are the whole message; a stack trace would only hide them.
  const error = new Error(`${CONTENT_INVALID}\n\n${diagnostics}`);
  error.stack = "";
  return { error };
}

/**
 * How many warnings the dev server's terminal lists, a line each, after the errors and their
 * code frames: a starter's dozens of placeholders would push the errors out of sight.
 * `npm run validate` lists them all.
 */
export const WARNINGS_LISTED = 5;

/**
 * The dev server's watch of the content (watchContentFolder): every change under `contentDir`
 * (but those ignoredByWatcher leaves alone) compiles the content once the changes have settled
 * (settleMs, SETTLE_MS by default). A folder that cannot be watched is said in the terminal and
 * the overlay. Returns what stops it: a compile still waiting is dropped.
 */
function watchContent(
  server: ViteDevServer,
  compiler: ContentCompiler,
  options: Pick<ContentPluginOptions, "settleMs" | "checkMs" | "subscribe"> & {
    /** The owner's project, which messages name files from. */
    root: string;
    contentDir: string;
    outFile: string;
  },
): ContentWatch {
  const { contentDir, root } = options;
  const { logger } = server.config;
  watchGenerated(server, path.dirname(options.outFile));
  /** Changes the compiles in flight began for: the one that is not superseded reports them all. */
  const compiling = new Set<string>();
  const recompile = async (files: readonly string[]) => {
    for (const file of files) compiling.add(file);
    const { last } = compiler;
    const wasBroken = last !== undefined && !last.ok;
    const compiled = await compiler.compile();
    // Superseded by a compile begun since, which reports these changes with its own.
    if (!compiled) return;
    const changed = [...compiling];
    compiling.clear();
    reportRecompile(server, compiler, { ...compiled, root, files: changed, wasBroken });
  };
  const watch = watchContentFolder(contentDir, {
    ignored: ignoredByWatcher(contentDir),
    settleMs: options.settleMs ?? SETTLE_MS,
    checkMs: options.checkMs,
    subscribe: options.subscribe,
    onChange(files) {
      // The changes stay in `compiling`, for the next compile to report.
      recompile(files).catch((error: unknown) => {
        logger.error(`content not compiled: ${(error as Error)?.message ?? error}`, { timestamp: true });
      });
    },
    onFailure(folder, error) {
      const overlay = watchFailure(root, [folder, error], options.checkMs ?? CHECK_MS);
      logger.error(overlay.message, { timestamp: true });
      server.ws.send({ type: "error", err: overlay });
    },
  });
  return {
    ready: watch.ready,
    folders: () => watch.folders(),
    failures: () => watch.failures(),
    close() {
      compiling.clear();
      return watch.close();
    },
  };
}

/** What the terminal and the overlay say of a folder of the content that cannot be watched. */
function watchFailure(root: string, [folder, error]: [string, Error], checkMs: number): ErrorPayload["err"] {
  const every = checkMs >= 1000 ? `${checkMs / 1000} s` : `${checkMs} ms`;
  const reason = error.message.replaceAll(root + path.sep, "");
  return {
    message: `${path.relative(root, folder) || "."} cannot be watched (${reason}): its changes are found by a check of the content every ${every} instead, and compiled then`,
    stack: "",
    plugin: "content",
  };
}

/**
 * Hands the dev server's watcher the changes of the folder of the compiled JSON. The JSON is a
 * module of the page: Vite sees it change and sends the page a hot update. Vite's watcher
 * ignores node_modules/, where the project's cache keeps the JSON (scripts/site/vite-config.ts),
 * so the folder has a watch of its own (one flat folder: the system's), whose events go to
 * Vite's watcher as if it had seen them. The folder exists before the watch starts.
 */
function watchGenerated(server: ViteDevServer, generatedDir: string): void {
  mkdirSync(generatedDir, { recursive: true });
  const known = new Set(readdirSync(generatedDir).map((name) => path.join(generatedDir, name)));
  const watcher = watch(generatedDir, (_event, name) => {
    // The JSON is written beside its place and renamed onto it: only the files themselves count.
    if (!name || !/^content(\.[^.]+)?\.json$/.test(name)) return;
    const file = path.join(generatedDir, name);
    if (!existsSync(file)) {
      known.delete(file);
      server.watcher.emit("unlink", file);
      return;
    }
    // A new language's file is added (its glob import sees it); a known one changes.
    server.watcher.emit(known.has(file) ? "change" : "add", file);
    known.add(file);
  });
  // Never what keeps a process running: a server without its own HTTP server (a test's) stops without it.
  watcher.unref();
  server.httpServer?.once("close", () => watcher.close());
}

/**
 * Tells the terminal and the open page what a compile after changes gave: the files it
 * compiled for, and the warnings' count; or the diagnostics, in the terminal and the overlay.
 */
function reportRecompile(
  server: ViteDevServer,
  compiler: ContentCompiler,
  {
    result,
    changed,
    files,
    wasBroken,
    root,
  }: Compiled & { files: string[]; wasBroken: boolean; root: string },
): void {
  const { logger } = server.config;
  if (!result.ok) {
    logger.error(
      formatHuman(result.diagnostics, { colour: true, cwd: root, warningsListed: WARNINGS_LISTED }),
      {
        timestamp: true,
      },
    );
    server.ws.send({ type: "error", err: overlayError(result.diagnostics, root) });
    return;
  }
  const warnings = result.warnings.length
    ? ` (${countLine(result.warnings)}; npm run validate lists them)`
    : "";
  logger.info(`content compiled: ${changesLine(files.map((file) => path.relative(root, file)))}${warnings}`, {
    timestamp: true,
  });
  // New JSON reaches the page as a hot update, which also clears the overlay. The page
  // reloads only to fetch an image that changed under the same address, or to clear the
  // overlay when the fix gives back the last good content, which no update carries.
  const shown = new Set(compiler.assets.values());
  const imageChanged = files.some((file) => shown.has(file));
  if (imageChanged || (wasBroken && !changed)) server.ws.send({ type: "full-reload" });
}

/**
 * The dev server's answers for the content's images: each variant, encoded on demand (or read
 * from the cache), and each image the content uses, at its address. Anything else in the
 * content folder, and what refusal refuses, is refused before Vite looks it up.
 */
function serveImages(
  server: ViteDevServer,
  compiler: ContentCompiler,
  { contentDir, cacheDir }: { contentDir: string; cacheDir: string },
): void {
  server.middlewares.use((req, res, next) => {
    const requested = requestPath(req.url ?? "");
    if (requested === undefined) {
      // A malformed escape (`/%FF`), or a way out of the folder (`..`, `%2f`, a backslash):
      // refused here, before any file is looked up.
      res.statusCode = 404;
      res.end("not found");
      return;
    }
    const url = inSiteFolder(compiler, requested);
    const variant = compiler.variants.get(encodePath(url));
    if (variant) {
      encodeVariant(variant, cacheDir).then(
        (bytes) => {
          res.setHeader("Content-Type", FORMATS[variant.format].type);
          res.end(bytes);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    const file = compiler.assets.get(encodePath(url));
    if (!file) {
      const refused = refusal(server, contentDir, url);
      if (!refused) return next();
      res.statusCode = refused;
      res.end(refused === 404 ? "not found" : "forbidden");
      return;
    }
    res.setHeader("Content-Type", lookup(file) ?? "application/octet-stream");
    createReadStream(file).pipe(res);
  });
}

/**
 * The dev server's pages: the site's and each of its languages' (`/`, `/en/`), as the built site
 * has them. Vite answers any other address that names no file with the site's page too (its
 * fallback for apps that route by the address, which this one does not: its screens are in the
 * hash); here such an address (`/xx/`, `/projects`) is not found, with a link to each page
 * there is. Runs after Vite's own answers, which have by then turned a page's address into
 * `/index.html`. Until the content has compiled once, every address is answered.
 */
function refuseOtherPages(server: ViteDevServer, compiler: ContentCompiler): void {
  server.middlewares.use((req, res, next) => {
    const content = compiler.good;
    if (req.url !== "/index.html" || !content) return next();
    const base = server.config.base;
    const original = req.originalUrl ?? "/";
    const requested = requestPath(original.startsWith(base) ? `/${original.slice(base.length)}` : original);
    const folder = requested?.replace(/(^|\/)index\.html$/, "$1");
    const pages = siteLanguages(content.site) ?? [{ lang: content.site.lang, name: "", path: "" }];
    if (pages.some(({ path }) => folder === path || `${folder}/` === path)) return next();
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(notFoundPage(`/${requested ?? ""}`, pages, base));
  });
}

/** The dev server's page for an address that is none of the site's pages: the pages there are. */
function notFoundPage(requested: string, pages: readonly SiteLanguage[], base: string): string {
  const links = pages.map(
    ({ lang, name, path }) =>
      `<li><a href="${escapeHtml(base + path)}" hreflang="${escapeHtml(lang)}" lang="${escapeHtml(lang)}">${escapeHtml(name || base + path)}</a></li>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><title>Not found</title></head>
<body>
<main>
<h1>No page at ${escapeHtml(requested)}</h1>
<p>The site has a page at its folder and at each of its languages' (as the built site has, where this address is not found either):</p>
<ul>
${links.join("\n")}
</ul>
</main>
</body>
</html>
`;
}

/**
 * The path of a request from a page of another of the site's languages (`pt-pt/images/a.webp`,
 * as the page at /pt-pt/ asks for `images/a.webp`) in the site's own folder, where the images
 * are: `images/a.webp`. Any other path as it is.
 */
function inSiteFolder(compiler: ContentCompiler, url: string): string {
  const { last } = compiler;
  const languages = last?.ok ? (last.content.site.languages ?? []) : [];
  const folder = languages.find(({ path }) => path && url.startsWith(path))?.path;
  if (!folder) return url;
  const inside = url.slice(folder.length);
  return compiler.variants.has(encodePath(inside)) || compiler.assets.has(encodePath(inside)) ? inside : url;
}

/**
 * How long the dev server waits, after a change under content/, for the next one before it
 * compiles: `npm run new`, an import, a branch switch or an editor's save writes several files
 * in a burst, and a burst makes one compile. Short enough that a save shows at once.
 */
export const SETTLE_MS = 200;

/** Names of the temporary and backup files editors write beside the file being saved. */
const EDITOR_FILES = [
  /~$/, // Emacs, Vim and others' backups: profile.yaml~
  /^#.*#$/, // Emacs's auto-saves: #profile.yaml#
  /^4913$/, // Vim's check that it may write in the folder
  /\.(?:swp|swx|swo|tmp|crswap)$/i, // Vim's swap files, temporary copies, Chrome's File System Access
  /___jb_(?:tmp|old)___$/, // JetBrains' safe write
];

/**
 * What the dev server's watch of the content leaves alone under `contentDir` (its `ignored`):
 * hidden files and folders (a name starting with a dot: `.replaced/`, where `npm run new
 * --force` sets the old content aside, `.git/`, `.DS_Store`), which the compiler skips, and
 * editors' temporary files, which no content names; a change to one compiles nothing. Paths
 * outside `contentDir` (the app's sources, which Vite watches) are never ignored here.
 */
export function ignoredByWatcher(contentDir: string): (file: string) => boolean {
  const root = path.resolve(contentDir);
  return (file) => {
    const relative = path.relative(root, path.resolve(file));
    if (
      relative === "" ||
      relative === ".." ||
      relative.startsWith(`..${path.sep}`) ||
      path.isAbsolute(relative)
    )
      return false;
    const parts = relative.split(path.sep);
    const name = parts.at(-1) ?? "";
    return parts.some((part) => part.startsWith(".")) || EDITOR_FILES.some((pattern) => pattern.test(name));
  };
}

/** "content/profile.yaml", or "23 files: content/profile.yaml, content/experience.yaml and 21 more". */
function changesLine(files: readonly string[]): string {
  const shown = 2;
  if (files.length <= 1) return files[0] ?? "";
  const more = files.length > shown ? ` and ${files.length - shown} more` : "";
  return `${files.length} files: ${files.slice(0, shown).join(", ")}${more}`;
}

/**
 * What Vite's error overlay shows for invalid content: the counts, each error marked "error",
 * then the warnings (placeholders still to fill in) below them under their count ("19
 * warnings"), each marked "warning"; the frame holds the terminal's text, code frames
 * included. The overlay points its editor link at the first error.
 */
export function overlayError(diagnostics: readonly Diagnostic[], root: string): ErrorPayload["err"] {
  const { errors, warnings, warningsHeading } = errorsFirst(diagnostics);
  const first = errors[0] ?? warnings[0];
  const list = [
    errors.map(formatOneLine),
    [...(warningsHeading ? [`${warningsHeading}:`] : []), ...warnings.map(formatOneLine)],
  ].filter((lines) => lines.length > 0);
  return {
    message: `${countLine(diagnostics)}\n\n${list.map((lines) => lines.join("\n")).join("\n\n")}`,
    stack: "",
    plugin: "content",
    ...(first
      ? {
          id: path.resolve(root, first.file),
          loc: { file: path.resolve(root, first.file), line: first.line, column: first.column },
        }
      : {}),
    frame: formatHuman(diagnostics, { colour: false, cwd: root }),
  };
}

/** The file a dev server request's path names: under the project, or anywhere through `/@fs/`. */
function requestedFile(root: string, url: string): string {
  return url.startsWith("@fs/") ? path.resolve("/", url.slice("@fs/".length)) : path.resolve(root, url);
}

const isInside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Whether the dev server refuses a request (the status to answer with), before Vite's own file
 * serving sees it. Vite serves any file under the project (`/content/profile.yaml`), and its
 * `server.fs` rules judge a path by its name, so a link inside the project (content/images/x.png
 * → /etc/passwd) would be served from wherever it points. Refused: anything in the content
 * folder (404), whose images are served at their own addresses above and whose other files the
 * site never asks for; and, while `server.fs.strict` is on (Vite's default), a file that a link
 * leads out of the folders `server.fs.allow` lists (403).
 */
export function refusal(server: ViteDevServer, contentDir: string, url: string): 403 | 404 | undefined {
  const file = requestedFile(server.config.root, url);
  const real = realPath(file);
  const content = path.resolve(contentDir);
  if (isInside(content, file) || (real !== undefined && isInside(realPath(content) ?? content, real)))
    return 404;
  const { strict, allow } = server.config.server.fs;
  if (!strict || real === undefined || real === file) return undefined;
  return allow.some((dir) => isInside(realPath(dir) ?? path.resolve(dir), real)) ? undefined : 403;
}

/**
 * The path a dev server request names, decoded and without its leading slash; undefined when
 * it cannot be decoded or could lead out of a folder: a `..` segment, an encoded slash, a
 * backslash or a NUL, however they are written.
 */
export function requestPath(url: string): string | undefined {
  const raw = url.split(/[?#]/)[0] ?? "";
  if (/%2f|%5c|%00/i.test(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\\\0]/.test(decoded) || decoded.split("/").includes("..")) return undefined;
  return decoded.replace(/^\//, "");
}
