/**
 * The content folder a command is to write a tree into: the files it holds (filesIn), those of
 * them that are content (contentFilesIn), the files a tree would replace (conflicts), the
 * folders refused as a content folder: the project's own (refuseContentFolder), and the links
 * a command never reads or writes through (refuseLinks).
 */
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";
import { contentKindOf, isHidden, SCHEMAS_DIR } from "../compiler/content-files.ts";
import { Refused } from "../lib/command.ts";
import { refusal, refuseProjectPaths } from "../lib/safe-output.ts";
import type { ContentTree } from "./content-tree.ts";

/** Whether `target` is a file holding `data`. */
export function holds(target: string, data: string | Uint8Array): boolean {
  try {
    return readFileSync(target).equals(Buffer.from(data));
  } catch {
    return false;
  }
}

/** Files of the tree that exist already with other contents. */
export function conflicts(contentDir: string, files: ContentTree): string[] {
  return [...files]
    .filter(([file, data]) => {
      const target = path.join(contentDir, file);
      return existsSync(target) && !holds(target, data);
    })
    .map(([file]) => file);
}

/**
 * Refuses `contentDir` as a folder to write content into (throws Refused): the project's
 * folder, the filesystem's root or any folder holding the project, its folders of source but
 * content/ (scripts/lib/safe-output.ts), and a file.
 */
export function refuseContentFolder(contentDir: string): void {
  const target = {
    option: "--content",
    given: contentDir,
    instead: "write the content into content/ or a folder of its own, such as my-content/",
  };
  refuseProjectPaths(target, { except: ["content"] });
  if (existsSync(contentDir) && !statSync(contentDir).isDirectory())
    throw refusal(target, "it is a file, not a folder");
}

/**
 * The files in `contentDir` other than the editor schemas and hidden files, by relative path
 * with `/`, sorted; none when the folder is absent.
 */
export function filesIn(contentDir: string): string[] {
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((parts) => parts[0] !== SCHEMAS_DIR && !parts.some(isHidden))
    .map((parts) => parts.join("/"))
    .sort();
}

/**
 * The files of `contentDir` that are content by the one list (CONTENT_KINDS), in any language,
 * but site.yaml and its translations (the site's settings, which a new tree may go beside):
 * what a write without `--force` refuses to go beside. Notes and a README are not content.
 */
export function contentFilesIn(contentDir: string): string[] {
  return filesIn(contentDir).filter((file) => {
    const kind = contentKindOf(file)?.id;
    return kind !== undefined && kind !== "editor schema" && !/^site(\.[^./]+)?\.yaml$/.test(file);
  });
}

/**
 * Refuses (throws Refused) a link at any of `entries` (relative to `contentDir`, with `/`) or at
 * a folder on the way to one, and an entry that is there as something other than a file or a
 * folder (a FIFO, a device): a command that writes content reads and writes the content's own
 * files, and what it sets aside stays in the content folder. A link, wherever it leads, would
 * have it read or write another file than the one it names, even one outside the folder. The
 * message names the link, where it leads, and the command (`npm run upgrade`).
 */
export function refuseLinks(contentDir: string, entries: Iterable<string>, command: string): void {
  const checked = new Set<string>();
  for (const entry of entries) {
    const parts = entry.split("/");
    for (let i = 1; i <= parts.length; i++) {
      const at = path.join(contentDir, ...parts.slice(0, i));
      if (checked.has(at)) continue;
      checked.add(at);
      const stats = lstatSync(at, { throwIfNoEntry: false });
      if (!stats) break;
      // What the link stands for: a folder on the way, or one it leads to.
      const what =
        i < parts.length || statSync(at, { throwIfNoEntry: false })?.isDirectory() ? "folder" : "file";
      if (stats.isSymbolicLink())
        throw new Refused(
          `${at}: expected the content's own ${what}, got a link to ${path.resolve(path.dirname(at), readlinkSync(at))}; ${command} never reads or writes through a link, and so changed nothing: put the ${what} itself at ${at}`,
        );
      if (!stats.isFile() && !stats.isDirectory())
        throw new Refused(
          `${at}: expected a file or a folder, got something else (a FIFO, a socket or a device); ${command} changed nothing: remove it, or put a file there`,
        );
    }
  }
}
