/** The import's last check: the content tree compiled as a folder, before the command writes it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compileContent } from "../../compiler/compile.ts";
import { formatOneLine, isError } from "../../compiler/diagnostics/diagnostics.ts";
import type { ContentTree } from "../../content/content-tree.ts";

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
