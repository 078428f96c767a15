/**
 * The import's last check: the content tree compiled as a folder, before the command writes it;
 * and, for an import that adds to the content, the write that the check lets through.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compileContent } from "../../compiler/compile.ts";
import { formatOneLine, isError } from "../../compiler/diagnostics/diagnostics.ts";
import type { ContentTree } from "../../content/content-tree.ts";
import { reportSetAside, writeTree } from "../../content/write-tree.ts";

/**
 * What the compiler says of `files` as a content folder (written to a folder of its own, then
 * removed): its errors, each on one line, or none. Placeholders are not errors here: the owner
 * replaces them before a deploy, which refuses them.
 */
export async function contentErrors(files: ContentTree): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "folio-import-"));
  try {
    for (const [file, data] of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), data);
    }
    const result = await compileContent({ contentDir: dir, cwd: dir });
    const errors = result.ok ? [] : result.diagnostics.filter(isError);
    // Each file named as the import writes it (the compiler names it from the folder it read).
    return errors.map(formatOneLine);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The errors the compiler finds in `files` once written over the content folder `contentDir`
 * (a copy of it, with them, in a folder of its own, then removed): an import that adds to the
 * content (publications, projects) writes nothing that would not validate beside what is there.
 * Only the errors in `files` are said: the rest is the owner's, as `npm run validate` says it.
 */
export async function errorsWith(contentDir: string, files: ContentTree): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "folio-import-"));
  try {
    // The content as the compiler reads it: hidden entries (.replaced/, .git/) are not content.
    cpSync(contentDir, dir, {
      recursive: true,
      filter: (source) =>
        !path
          .relative(contentDir, source)
          .split(path.sep)
          .some((part) => part.startsWith(".")),
    });
    for (const [file, data] of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), data);
    }
    const result = await compileContent({ contentDir: dir, cwd: dir });
    const written = new Set([...files.keys()]);
    if (result.ok) return [];
    return result.diagnostics
      .filter((d) => isError(d) && written.has(d.file.split(path.sep).join("/")))
      .map((d) => formatOneLine({ ...d, file: path.join(contentDir, d.file) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes `files` over the content folder `contentDir` when the content with them validates
 * (errorsWith), saying what it set aside; otherwise writes nothing and says why, `what` naming
 * what would not validate ("these projects"). Whether it wrote them.
 */
export async function writeIfValid(
  contentDir: string,
  files: ContentTree,
  what: string,
  command: string,
): Promise<boolean> {
  const errors = await errorsWith(contentDir, files);
  if (errors.length > 0) {
    console.error(`not written: ${what} would not validate:\n${errors.map((e) => `  ${e}`).join("\n")}`);
    return false;
  }
  try {
    reportSetAside(writeTree(contentDir, files, { command }));
  } catch (error) {
    console.error(`not written: ${(error as Error).message}`);
    return false;
  }
  return true;
}
