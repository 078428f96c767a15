/**
 * The dev server's watch of the content: every change under the content folder compiles it
 * again once the changes have settled, and the terminal and the open page are told what came of
 * it. Vite's own watcher is kept out of the content folder, which this watch looks at instead.
 */
import { existsSync, mkdirSync, readdirSync, watch } from "node:fs";
import path from "node:path";
import type { ViteDevServer } from "vite";
import type { CompileResult } from "../compiler/compile.ts";
import type { ContentCompiler } from "./content-compiler.ts";
import { reportChecked, reportRecompile, watchFailure } from "./content-reports.ts";
import {
  CHECK_MS,
  type ContentWatch,
  type ContentWatchOptions,
  watchContentFolder,
} from "./content-watcher.ts";
import { isInside } from "./dev-serving.ts";

/**
 * How Vite's watcher looks at the project: never into the content folder, which the plugin
 * watches itself (watchContentFolder: Vite's watcher goes deaf to a folder replaced under its
 * name), and never through a symbolic link, which could lead it to watch the whole disk.
 */
export function watchOptions(contentDir: string) {
  const content = path.resolve(contentDir);
  return {
    followSymlinks: false,
    ignored: [(file: string) => isInside(content, path.resolve(file))],
  };
}

/**
 * The dev server's watch of the content (watchContentFolder): every change under `contentDir`
 * (but those ignoredByWatcher leaves alone) compiles the content once the changes have settled
 * (settleMs, SETTLE_MS by default), and each compile reported is handed to `onReported` once the
 * page has its update. A folder that cannot be watched is said in the terminal and the overlay.
 * Returns what stops it: a compile still waiting is dropped, one begun ends first.
 */
export function watchContent(
  server: ViteDevServer,
  compiler: ContentCompiler,
  options: Partial<Pick<ContentWatchOptions, "settleMs" | "checkMs" | "subscribe">> & {
    /** The owner's project, which messages name files from. */
    root: string;
    contentDir: string;
    outFile: string;
    /** Told of each compile the terminal and the page are told of, valid or not. */
    onReported?: (result: CompileResult) => void;
  },
): ContentWatch {
  const { contentDir, root } = options;
  const settleMs = options.settleMs ?? SETTLE_MS;
  const { logger } = server.config;
  watchGenerated(server, path.dirname(options.outFile));
  /** Changes the compiles in flight began for: the one that is not superseded reports them all. */
  const compiling = new Set<string>();
  /** The recompiles begun and not yet ended (their writes and reports), which a close waits for. */
  const recompiles = new Set<Promise<void>>();
  const recompile = async (files: readonly string[]) => {
    for (const file of files) compiling.add(file);
    const { last } = compiler;
    const wasBroken = last !== undefined && !last.ok;
    const compiled = await compiler.compile();
    // Superseded by a compile begun since, which reports these changes with its own.
    if (!compiled) return;
    // A change after a quiet spell is compiled at once, which may be the first of a burst
    // (`npm run new`, a branch switch) and the content half written: its errors are said once
    // the changes have settled, unless more came, whose compile says what is true then.
    if (!compiled.result.ok && settleMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      if (watch.settling() || compiler.compiling || compiler.last !== compiled.result) return;
    }
    const changed = [...compiling];
    compiling.clear();
    reportRecompile(server, compiler, { ...compiled, root, files: changed, wasBroken });
    options.onReported?.(compiled.result);
    // The page has its update: the slow checks now, said when they end (unless superseded).
    const checked = await compiled.later?.();
    if (checked) reportChecked(server, { before: compiled.result, checked, root });
  };
  const watch = watchContentFolder(contentDir, {
    ignored: ignoredByWatcher(contentDir),
    settleMs,
    checkMs: options.checkMs,
    subscribe: options.subscribe,
    onChange(files) {
      // The changes stay in `compiling`, for the next compile to report.
      const running = recompile(files)
        .catch((error: unknown) => {
          logger.error(`content not compiled: ${(error as Error)?.message ?? error}`, { timestamp: true });
        })
        .finally(() => recompiles.delete(running));
      recompiles.add(running);
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
    settling: () => watch.settling(),
    async close() {
      compiling.clear();
      await watch.close();
      // A compile already begun writes the JSON and its checks' report: nothing of the watch
      // writes once it is closed (a test removes the project's folder after).
      await Promise.allSettled([...recompiles]);
    },
  };
}

/**
 * Hands the dev server's watcher the changes of the folder of the compiled JSON. The JSON is a
 * module of the page: Vite sees it change and sends the page a hot update. Vite's watcher
 * ignores node_modules/, where the project's cache keeps the JSON (scripts/vite/vite-config.ts),
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
