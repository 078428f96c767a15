/**
 * Writes the files of one content folder over another, as `npm run import --force` does
 * (writeTree), and kills its own process, as `kill -9` or a power cut would, right after the
 * step its command line names:
 *
 *   tsx tests/unit/stop-write.ts <from> <into> <step>
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ContentTree } from "../../scripts/content/content-tree.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";

const [from = "", into = "", stopAfter = ""] = process.argv.slice(2);
const files: ContentTree = new Map(
  readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(from, file).split(path.sep).join("/"), readFileSync(file)];
    }),
);
writeTree(into, files, {
  replace: true,
  command: "npm run import -- resume.json --force",
  onStep(step) {
    if (step === stopAfter) process.kill(process.pid, "SIGKILL");
  },
});
console.log(`not stopped: no step ${stopAfter}`);
