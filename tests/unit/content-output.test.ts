/**
 * The compiled JSON files are replaced as one set (scripts/compiler/output.ts): a writer killed
 * at any moment leaves either the last set whole, or a journal whose completion gives the new
 * set whole; never files of two runs side by side with nothing to finish them.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContent } from "../../scripts/compiler/output.ts";
import { ROOT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";

const dir = temporaryFolder("content-output");

const outFile = path.join(dir, "generated", "content.json");
const KILLS = 12;
/** Characters of filler in each route's file, so a set takes a while to write. */
const FILLER = 1_000_000;

/** Writes set after set, each marked with its generation in every file, and says when one is done. */
const WRITER = `
import { writeContent } from ${JSON.stringify(path.join(ROOT, "scripts/compiler/output.ts"))};
const [outFile, size] = process.argv.slice(2);
const filler = "x".repeat(Number(size));
const start = Date.now();
for (let generation = 1; ; generation++) {
  const mark = start + "-" + generation;
  writeContent(outFile, {
    profile: { name: mark, summaryHtml: filler },
    experience: [],
    education: [],
    projects: [{ id: "p", title: mark, descriptionHtml: filler }],
    about: { title: mark, sections: [{ id: "s", heading: "S", html: filler, images: [] }] },
  });
  process.stdout.write(mark + "\\n");
}
`;
const writer = path.join(dir, "writer.mjs");
writeFileSync(writer, WRITER);

/** The generation each file of the set holds. */
function generations() {
  const read = (name: string) => JSON.parse(readFileSync(path.join(dir, "generated", name), "utf8"));
  return {
    "content.json": read("content.json").profile.name,
    "content-resume.json": read("content-resume.json").profile.name,
    "content-projects.json": read("content-projects.json").projects[0].title,
    "content-about.json": read("content-about.json").about.title,
  };
}

const oneGeneration = (files: Record<string, string>) => new Set(Object.values(files)).size === 1;

/** Starts the writer, lets it write `sets` sets and then some, and kills it (SIGKILL, no cleanup). */
function writeAndKill(sets: number, extraMs: number): Promise<void> {
  // tsx runs the script in a child process: the writer gets a process group of its own, killed whole.
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), [writer, outFile, String(FILLER)], {
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let written = 0;
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", () => resolve());
    const counted = (text: string) => {
      written += text.split("\n").length - 1;
      if (written < sets || child.pid === undefined) return;
      child.stdout.off("data", counted);
      const group = -child.pid;
      setTimeout(() => process.kill(group, "SIGKILL"), extraMs);
    };
    child.stdout.setEncoding("utf8").on("data", counted);
  });
}

describe("the compiled JSON files", () => {
  it(`are replaced as one set: a writer killed ${KILLS} times mid-write never leaves two runs' files unfinished`, async () => {
    let halfway = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      await writeAndKill(1 + (kill % 3), Math.floor(Math.random() * 150));
      const onDisk = generations();
      const journal = existsSync(path.join(dir, "generated", ".content-set.json"));
      if (journal) halfway++;
      // Without a journal to finish, the files on disk are one set already.
      if (!journal) expect(onDisk, `kill ${kill + 1}: files of two runs`).toSatisfy(oneGeneration);
      // A reader finishes what the killed writer started, and reads one set.
      const content = readContent(outFile);
      const after = generations();
      expect(after, `kill ${kill + 1}: files of two runs after completing`).toSatisfy(oneGeneration);
      expect(content.profile.name).toBe(after["content.json"]);
    }
    // How many kills fell between a set's first rename and its last is chance; logged, not asserted.
    console.log(`${KILLS} kills, ${halfway} of them part-way through a set's renames`);
  }, 180_000);
});
