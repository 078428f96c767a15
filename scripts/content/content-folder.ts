/**
 * The content folder a command is to write a tree into: the files it holds (filesIn), those of
 * them that are content (contentFilesIn), the files a tree would replace (conflicts), and the
 * folders refused as a content folder: the project's own (refuseContentFolder).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { contentKindOf, isHidden, SCHEMAS_DIR } from "../compiler/content-files.ts";
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
