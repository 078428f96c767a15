/**
 * The dev server's watch of the content folder: @parcel/watcher's subscription to it, native
 * and recursive, which follows a folder removed or renamed away and made again under its name
 * (`npm run new --force`, `rm -r` and a new folder, a branch switch), where Vite's watcher
 * (chokidar) goes deaf to it. A change anywhere, once the changes have settled, reads the tree
 * (every file and folder, by name, kind, inode, size and time) again, compares it with the last
 * one and reports every file added, removed or changed.
 *
 * What the subscription cannot do is made up for here:
 * - `content/` itself removed and made again: its parent is watched for it, and the folder
 *   subscribed to anew.
 * - A folder that comes with folders already in it (moved or copied in, `mkdir -p`): on Linux the
 *   subscription watches the folder but not those inside it, whose changes it never reports. A
 *   burst that brings a folder subscribes anew, which watches the whole tree again.
 * - What it is never told: on Linux it drops the system's notices without a word when their
 *   queue overflows, a network drive tells nothing of another machine's changes, and a folder it
 *   cannot watch (the system's limit of watched folders reached) tells nothing at all. A check of
 *   the tree every CHECK_MS finds those changes; a failed subscription is tried again at the next.
 */
import { type FSWatcher, lstatSync, readdirSync, readlinkSync, watch as watchFolder } from "node:fs";
import path from "node:path";
import { type AsyncSubscription, type SubscribeCallback, subscribe as subscribeTo } from "@parcel/watcher";

/** Each entry of a tree by its path: its kind, inode, size and times, as one comparable string. */
export type Tree = Map<string, string>;

/** How often the tree is checked, in case a change was not reported. */
export const CHECK_MS = 1_000;

/**
 * How long a change after a quiet spell waits for another: @parcel/watcher hands on such a
 * change at once, and the next ones of a burst together, 50 ms later at the soonest, so a save
 * (an editor's write and rename included, handed on as one) is reported alone.
 */
export const FIRST_SETTLE_MS = 10;

/**
 * What the subscription never looks into: hidden files and folders (`.replaced/`, `.git/`),
 * by a path relative to the content folder. `ignored` leaves them alone too; the rest of what it
 * leaves alone (editors' temporary files) is dropped from the subscription's events.
 */
const HIDDEN = /(?:^|[\\/])\./;

const FOLDER = "folder";

/** The entry at `file`, as Tree holds it; undefined when it is gone. A link is never followed. */
function entryOf(file: string): string | undefined {
  try {
    const stats = lstatSync(file);
    // A folder removed and made again may get the same inode number: its birth time tells them apart.
    if (stats.isDirectory()) return `${FOLDER} ${stats.ino} ${stats.birthtimeMs}`;
    const link = stats.isSymbolicLink() ? ` -> ${readlinkSync(file)}` : "";
    return `file ${stats.ino} ${stats.size} ${stats.mtimeMs} ${stats.ctimeMs}${link}`;
  } catch {
    return undefined;
  }
}

/**
 * The tree under `dir` (`dir` itself included), without what `ignored` leaves alone; empty
 * when `dir` is missing. Links are entries, never followed.
 */
export function readTree(dir: string, ignored: (file: string) => boolean): Tree {
  const tree: Tree = new Map();
  const walk = (folder: string) => {
    const entry = entryOf(folder);
    if (!entry?.startsWith(FOLDER)) return;
    tree.set(folder, entry);
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const file = path.join(folder, name);
      if (ignored(file)) continue;
      const found = entryOf(file);
      if (found?.startsWith(FOLDER)) walk(file);
      else if (found) tree.set(file, found);
    }
  };
  walk(path.resolve(dir));
  return tree;
}

/** The paths added, removed or changed from `before` to `after`, sorted. */
export function treeChanges(before: Tree, after: Tree): string[] {
  const changed = new Set<string>();
  for (const [file, entry] of after) if (before.get(file) !== entry) changed.add(file);
  for (const file of before.keys()) if (!after.has(file)) changed.add(file);
  return [...changed].sort();
}

const isFolder = (tree: Tree, file: string) => tree.get(file)?.startsWith(FOLDER) === true;

/** Whether `after` holds a folder `before` did not: a new one, or one made again under its name. */
const broughtFolder = (before: Tree, after: Tree) =>
  [...after].some(([file, entry]) => entry.startsWith(FOLDER) && before.get(file) !== entry);

export type ContentWatchOptions = {
  /** What the watch leaves alone (ignoredByWatcher in dev-watch.ts). */
  ignored: (file: string) => boolean;
  /** How long a burst of changes settles before it is reported. */
  settleMs: number;
  /**
   * How long the first change after a quiet spell (no change for settleMs) waits for others
   * before it is reported: a save is compiled at once. A change that follows within settleMs
   * makes it a burst, reported once it has settled. FIRST_SETTLE_MS by default.
   */
  firstSettleMs?: number;
  /** Given the files that changed once they have settled (a folder when no file did). */
  onChange: (files: string[]) => void;
  /** Given the folder that cannot be watched and why, once; the check of the tree goes on. */
  onFailure: (folder: string, error: Error) => void;
  /** How often the tree is checked; CHECK_MS by default. */
  checkMs?: number;
  /** How the folder is subscribed to: @parcel/watcher's subscribe. */
  subscribe?: typeof subscribeTo;
};

export type ContentWatch = {
  /** Settles once the folder is first subscribed to, or has failed to be. */
  ready: Promise<void>;
  /** The folders watched now: the tree's, while the subscription holds. */
  folders(): string[];
  /** The folder that cannot be watched now, and why. */
  failures(): [string, Error][];
  /** Whether changes are settling: they will be reported. */
  settling(): boolean;
  /** Ends the subscription. */
  close(): Promise<void>;
};

/**
 * The subscription to `root`, made anew by renew, one renewal at a time. A failure is said once
 * (onFailure), until a subscription holds again.
 */
function subscription(
  root: string,
  options: {
    subscribe: typeof subscribeTo;
    /** Given the paths an event names. */
    onEvents: (files: string[]) => void;
    onFailure: (folder: string, error: Error) => void;
    /** Whether the tree changed since it was last read. */
    changed: () => boolean;
  },
) {
  let current: AsyncSubscription | undefined;
  let failure: Error | undefined;
  /** The renewal in flight, if any: the next waits for it. */
  let renewing: Promise<boolean> | undefined;
  let closed = false;
  const fail = (error: Error) => {
    if (failure?.message !== error.message) options.onFailure(root, error);
    failure = error;
  };
  const callback: SubscribeCallback = (error, events) => {
    if (closed) return;
    // An error ends the subscription: the check of the tree takes over until the next renewal.
    if (error) {
      current = undefined;
      fail(error);
    } else options.onEvents(events.map((event) => event.path));
  };
  const stop = async () => {
    const ending = current;
    current = undefined;
    // It may fail on a folder already gone, whose watches the system has ended itself.
    await ending?.unsubscribe().catch(() => {});
  };
  /** True when the tree is to be read again: the subscription holds, or the tree changed as it was made. */
  const renew = async (wanted: boolean): Promise<boolean> => {
    await stop();
    if (closed || !wanted) return false;
    try {
      current = await options.subscribe(root, callback, { ignore: [HIDDEN] });
      failure = undefined;
      return true;
    } catch (error) {
      // A folder removed while the subscription read the tree fails it too: no failure to say.
      if (options.changed()) return true;
      fail(error as Error);
      return false;
    }
  };
  return {
    /** Whether a subscription holds, or is being made. */
    active: () => current !== undefined || renewing !== undefined,
    holds: () => current !== undefined,
    failures: (): [string, Error][] => (failure ? [[root, failure]] : []),
    /** Subscribes afresh, which reads the whole tree, when `wanted` (the folder is there); else ends it. */
    renew(wanted: boolean): Promise<boolean> {
      const next = (renewing ?? Promise.resolve(false)).then(() => renew(wanted));
      renewing = next;
      void next.finally(() => {
        if (renewing === next) renewing = undefined;
      });
      return next;
    },
    async close() {
      closed = true;
      await renewing;
      await stop();
    },
  };
}

/** Watches `folder`'s parent for `folder` itself removed, renamed or made; undefined when it cannot. */
function watchParent(folder: string, signal: () => void): FSWatcher | undefined {
  try {
    const watcher = watchFolder(path.dirname(folder), { persistent: false }, (_event, name) => {
      if (name === null || name === path.basename(folder)) signal();
    });
    watcher.on("error", () => signal());
    return watcher;
  } catch {
    // Its parent missing too: the check of the tree finds the folder when it comes.
    return undefined;
  }
}

/**
 * Watches the content folder `dir` (see the module's comment). Every change is reported once it
 * has settled.
 */
export function watchContentFolder(dir: string, options: ContentWatchOptions): ContentWatch {
  const root = path.resolve(dir);
  const { ignored, settleMs, onChange } = options;
  let tree = readTree(root, ignored);
  /** Paths named by events since the tree was last read. */
  const signalled = new Set<string>();
  let settling: ReturnType<typeof setTimeout> | undefined;
  /** When the last change was signalled (performance.now()). */
  let lastSignal = Number.NEGATIVE_INFINITY;
  let closed = false;
  /** Changes signalled together (`files`, or none known by name), reported once they have settled. */
  const signal = (...files: string[]) => {
    if (closed) return;
    for (const file of files) signalled.add(file);
    const now = performance.now();
    const quiet = now - lastSignal >= settleMs;
    lastSignal = now;
    clearTimeout(settling);
    settling = setTimeout(
      settle,
      quiet ? Math.min(settleMs, options.firstSettleMs ?? FIRST_SETTLE_MS) : settleMs,
    );
  };
  const subscribed = subscription(root, {
    subscribe: options.subscribe ?? subscribeTo,
    onEvents: (files) => {
      const changed = files.filter((file) => !ignored(file));
      if (changed.length > 0) signal(...changed);
    },
    onFailure: options.onFailure,
    changed: () => treeChanges(tree, readTree(root, ignored)).length > 0,
  });
  /** Subscribes to the folder as the tree now has it; then reads the tree again, for what came meanwhile. */
  const renew = async () => {
    if (await subscribed.renew(tree.has(root))) signal();
  };
  const settle = () => {
    settling = undefined;
    if (closed) return;
    const before = tree;
    tree = readTree(root, ignored);
    // An event may name what came and went within the burst.
    const named = [...signalled].filter((file) => before.has(file) || tree.has(file));
    signalled.clear();
    const changed = [...new Set([...treeChanges(before, tree), ...named])].sort();
    // Subscribed to anew: a folder brought in (or `content/` made again), `content/` gone, or a
    // change found while the watch is down. Never for nothing, which would try a failing watch
    // again and again.
    const down = tree.has(root) && !subscribed.active();
    const gone = !tree.has(root) && subscribed.active();
    if (broughtFolder(before, tree) || gone || (down && changed.length > 0)) void renew();
    const files = changed.filter((file) => !isFolder(before, file) && !isFolder(tree, file));
    if (changed.length > 0) onChange(files.length > 0 ? files : changed);
  };
  const parent = watchParent(root, () => signal());
  const ready = renew();
  const check = setInterval(() => {
    if (settling === undefined && treeChanges(tree, readTree(root, ignored)).length > 0) signal();
  }, options.checkMs ?? CHECK_MS);
  check.unref();
  return {
    ready,
    folders: () => (subscribed.holds() ? [...tree.keys()].filter((file) => isFolder(tree, file)).sort() : []),
    failures: subscribed.failures,
    settling: () => settling !== undefined,
    async close() {
      closed = true;
      clearTimeout(settling);
      clearInterval(check);
      parent?.close();
      await subscribed.close();
    },
  };
}
