/**
 * The dev server's watch of the content folder. It reads the folder's tree (every file and
 * folder, by name, kind, inode, size and time) and watches each folder in it; a change
 * anywhere, once the changes have settled, reads the tree again, compares it with the last one
 * and reports every file added, removed or changed. A folder removed or renamed away and made
 * again under its name (`npm run new --force`, `rm -r` and a new folder, a branch switch) is a
 * new folder to watch, found by its inode. A check of the tree every CHECK_MS catches what the
 * system's notifications miss (their queue overflowing, a network drive).
 *
 * Not Vite's watcher (chokidar 3): it keeps the watch of a folder on the folder it first saw,
 * so that a folder replaced under the same name is never watched again, and nothing added
 * to it is ever seen.
 */
import { type FSWatcher, lstatSync, readdirSync, readlinkSync, watch as watchFolder } from "node:fs";
import path from "node:path";

/** Each entry of a tree by its path: its kind, inode, size and times, as one comparable string. */
export type Tree = Map<string, string>;

/** How often the tree is checked, in case a notification was missed. */
export const CHECK_MS = 1_000;

const FOLDER = "folder";
/** A watched folder's entry once it is known to have gone: it never matches the tree's. */
const REPLACED = "replaced";

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

export type ContentWatchOptions = {
  /** What the watch leaves alone (ignoredByWatcher in content-plugin.ts). */
  ignored: (file: string) => boolean;
  /** How long a burst of changes settles before it is reported. */
  settleMs: number;
  /** Given the files that changed once they have settled (a folder when no file did). */
  onChange: (files: string[]) => void;
  /** Given a folder that cannot be watched and why; the check of the tree goes on. */
  onFailure: (folder: string, error: Error) => void;
  /** How often the tree is checked; CHECK_MS by default. */
  checkMs?: number;
  /** How a folder is watched: fs.watch. */
  watch?: typeof watchFolder;
};

export type ContentWatch = {
  /** The folders watched now. */
  folders(): string[];
  /** The folders that cannot be watched now, and why. */
  failures(): [string, Error][];
  close(): void;
};

/** A folder's watch, and the folder's entry (its inode) when it was watched. */
type Watched = { watcher: FSWatcher; entry: string };

/**
 * The watches of the folders of a tree, kept in step with it (follow): each folder of the tree
 * watched, a folder replaced since watched afresh, and a folder that cannot be watched said once.
 */
function folderWatches(options: {
  watch: typeof watchFolder;
  ignored: (file: string) => boolean;
  /** Given the path a notification names, or nothing when it names none. */
  signal: (file?: string) => void;
  onFailure: (folder: string, error: Error) => void;
}) {
  const { watch, ignored, signal, onFailure } = options;
  const watches = new Map<string, Watched>();
  /** Folders that could not be watched, and why. */
  const failed = new Map<string, Error>();
  /** Watches `folder`; false when it cannot. */
  const open = (folder: string, entry: string): boolean => {
    try {
      const state = { entry };
      const watcher = watch(folder, { persistent: false }, (_event, name) => {
        // The folder itself removed or renamed away: watched afresh on the next reading, as
        // what comes under its name may have its inode number (and, where the system keeps
        // none, its birth time).
        if (name === path.basename(folder)) state.entry = REPLACED;
        const file = name ? path.join(folder, name) : undefined;
        if (file === undefined || !ignored(file)) signal(file);
      });
      // A watch that fails later (its folder removed, on some systems): read the tree again.
      watcher.on("error", () => {
        state.entry = REPLACED;
        signal();
      });
      watches.set(folder, Object.assign(state, { watcher }));
      failed.delete(folder);
      return true;
    } catch (error) {
      // Gone since the tree was read, which the next reading finds; or a failure, said once.
      if (entryOf(folder) !== entry) signal();
      else {
        if (failed.get(folder)?.message !== (error as Error).message) onFailure(folder, error as Error);
        failed.set(folder, error as Error);
      }
      return false;
    }
  };
  return {
    folders: () => [...watches.keys()].sort(),
    failures: () => [...failed],
    /** Watches the tree's folders; true when it watched any anew. */
    follow(tree: Tree): boolean {
      for (const folder of failed.keys()) if (!tree.has(folder)) failed.delete(folder);
      for (const [folder, { watcher, entry }] of watches) {
        if (tree.get(folder) === entry) continue;
        watcher.close();
        watches.delete(folder);
      }
      let added = false;
      for (const [folder, entry] of tree)
        if (entry.startsWith(FOLDER) && !watches.has(folder) && open(folder, entry)) added = true;
      return added;
    },
    close() {
      for (const { watcher } of watches.values()) watcher.close();
      watches.clear();
    },
  };
}

/** Watches `folder`'s parent for `folder` itself removed, renamed or made; undefined when it cannot. */
function watchParent(folder: string, watch: typeof watchFolder, signal: () => void): FSWatcher | undefined {
  try {
    return watch(path.dirname(folder), { persistent: false }, (_event, name) => {
      if (name === null || name === path.basename(folder)) signal();
    });
  } catch {
    // Its parent missing too: the check of the tree finds the folder when it comes.
    return undefined;
  }
}

/**
 * Watches the content folder `dir` (see the module's comment), and its parent for `dir` itself
 * removed and made again. Every change is reported once it has settled.
 */
export function watchContentFolder(dir: string, options: ContentWatchOptions): ContentWatch {
  const root = path.resolve(dir);
  const { ignored, settleMs, onChange } = options;
  const watch = options.watch ?? watchFolder;
  let tree = readTree(root, ignored);
  /** Paths named by notifications since the tree was last read. */
  const signalled = new Set<string>();
  let settling: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const signal = (file?: string) => {
    if (closed) return;
    if (file !== undefined) signalled.add(file);
    clearTimeout(settling);
    settling = setTimeout(settle, settleMs);
  };
  const folders = folderWatches({ watch, ignored, signal, onFailure: options.onFailure });
  const settle = () => {
    settling = undefined;
    if (closed) return;
    const before = tree;
    tree = readTree(root, ignored);
    // What came between the tree's reading and a new folder's watch: read again once.
    if (folders.follow(tree)) signal();
    // A notification may name what came and went within the burst, or the watched folder itself.
    const named = [...signalled].filter((file) => before.has(file) || tree.has(file));
    signalled.clear();
    const changed = [...new Set([...treeChanges(before, tree), ...named])].sort();
    const files = changed.filter((file) => !isFolder(before, file) && !isFolder(tree, file));
    if (changed.length > 0) onChange(files.length > 0 ? files : changed);
  };
  const parent = watchParent(root, watch, signal);
  if (folders.follow(tree)) signal();
  const check = setInterval(() => {
    if (settling === undefined && treeChanges(tree, readTree(root, ignored)).length > 0) signal();
  }, options.checkMs ?? CHECK_MS);
  check.unref();
  return {
    folders: folders.folders,
    failures: folders.failures,
    close() {
      closed = true;
      clearTimeout(settling);
      clearInterval(check);
      parent?.close();
      folders.close();
    },
  };
}
