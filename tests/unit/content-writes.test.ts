/**
 * A content tree written whole or not at all (scripts/content/write-tree.ts's writeTree): a
 * failure at any step leaves the folder as it was; a stop at any step (a kill) leaves a record
 * that every compile reports and the next command that writes content puts right; nothing is
 * deleted that the write did not make.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main as importMain } from "../../scripts/commands/import.ts";
import { main as newMain } from "../../scripts/commands/new.ts";
import { main as translateMain } from "../../scripts/commands/translate.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { processStart } from "../../scripts/compiler/content-files.ts";
import type { ContentTree } from "../../scripts/content/content-tree.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { runMain, SPAWN_TIMEOUT, spawnScript } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const EVERY_KIND = path.join(FIXTURES, "valid-every-kind");
const MINIMAL = path.join(FIXTURES, "valid-minimal");
const RESUME = path.join(FIXTURES, "json-resume", "dates.json");

/** A copy of the site with every kind of file, in two languages, in a fresh folder. */
function everyKind(): string {
  const dir = temporaryFolder("content-writes");
  cpSync(EVERY_KIND, dir, { recursive: true });
  return dir;
}

/** Every entry under `dir` (links not followed), a file with its bytes, by relative path with `/`. */
function snapshot(dir: string, options: { hidden: boolean } = { hidden: true }): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const relative = path.relative(dir, file).split(path.sep).join("/");
        return [relative, entry.isFile() ? readFileSync(file, "base64") : "folder"] as const;
      })
      .filter(([relative]) => options.hidden || !relative.split("/").some((part) => part.startsWith("."))),
  );
}

/** The content of `dir`: its files but the hidden ones, with their bytes. */
const contentOf = (dir: string) =>
  Object.fromEntries(
    Object.entries(snapshot(dir, { hidden: false })).filter(([, bytes]) => bytes !== "folder"),
  );

/** The files of a folder as a tree to write. */
function treeOf(dir: string): ContentTree {
  return new Map(
    Object.entries(contentOf(dir)).map(([file, bytes]) => [file, Buffer.from(bytes, "base64")] as const),
  );
}

/** The steps of a --force write of valid-minimal over the site with every kind of file, in order. */
function stepsOfWrite(): string[] {
  const steps: string[] = [];
  writeTree(everyKind(), treeOf(MINIMAL), { replace: true, onStep: (step) => void steps.push(step) });
  return steps;
}

/** The errors of a compile of `dir` (none when it is valid), and its warnings, each as `file: message`. */
async function compiled(dir: string) {
  const result = await compileContent({ contentDir: dir, cwd: dir });
  const all = result.ok ? result.warnings : result.diagnostics;
  const line = ({ file, message, hint }: { file: string; message: string; hint?: string }) =>
    `${file}: ${message} (${hint})`;
  return {
    ok: result.ok,
    errors: all.filter(({ severity }) => severity !== "warning").map(line),
    warnings: all.filter(({ severity }) => severity === "warning").map(line),
  };
}

describe("writing a content tree", () => {
  it("a failure at any step of a --force write leaves the folder exactly as it was, hidden entries and all", () => {
    const steps = stepsOfWrite();
    expect(steps.filter((step) => step.startsWith("set aside"))).toHaveLength(16);
    expect(steps.filter((step) => step.startsWith("moved in"))).toHaveLength(6);
    for (const failing of steps) {
      const dir = everyKind();
      const before = snapshot(dir);
      const write = () =>
        writeTree(dir, treeOf(MINIMAL), {
          replace: true,
          onStep(step) {
            if (step === failing) throw new Error(`failed after: ${step}`);
          },
        });
      expect(write, failing).toThrow(`failed after: ${failing}; ${dir} is as it was`);
      expect(snapshot(dir), failing).toEqual(before);
    }
  });

  it(
    "a stop at any step leaves the earlier content or the new, or a record that a compile refuses and the next write puts right",
    async () => {
      const steps = stepsOfWrite();
      const at = (prefix: string, n: number) => steps.filter((step) => step.startsWith(prefix))[n] ?? "";
      const earlier = contentOf(EVERY_KIND);
      const fresh = contentOf(MINIMAL);
      for (const [stop, left] of [
        [at("wrote", 2), "earlier"],
        ["recorded the moves", "earlier"],
        [at("set aside", 5), "both"],
        // The earlier content set aside whole, none of the new in place.
        [at("set aside", 13), "both"],
        [at("moved in", 2), "both"],
        [at("moved in", 5), "new"],
        ["recorded the end", "new"],
      ] as const) {
        const dir = everyKind();
        const child = spawnScript("../tests/unit/stop-write.ts", [MINIMAL, dir, stop]);
        // Killed where it stood: tsx gives its script's end as an exit code, 128 + SIGKILL's 9.
        const end = await new Promise((done) => child.once("close", (code, signal) => done(signal ?? code)));
        expect([137, "SIGKILL"], stop).toContain(end);
        const stopped = contentOf(dir);
        const whole = left !== "both";
        if (whole) expect(stopped, stop).toEqual(left === "earlier" ? earlier : fresh);
        else for (const content of [earlier, fresh]) expect(stopped, stop).not.toEqual(content);

        // A compile takes no mix of the two for content: it refuses it, and says what to do.
        const first = await compiled(dir);
        expect(first.ok, stop).toBe(whole);
        if (whole)
          expect(first.warnings.join("\n"), stop).toMatch(
            /\.writing-\w+: a folder left by `npm run import -- resume\.json --force`/,
          );
        // First of the errors (a hidden folder's name sorts first); what the mix breaks follows.
        else
          expect(first.errors[0], stop).toEqual(
            expect.stringMatching(
              /^\.writing-\w+: `npm run import -- resume\.json --force` was stopped while it replaced the content: \.\/ holds part of the earlier content and part of the new .*\(run `npm run import -- resume\.json --force` again, or any `npm run import` or `npm run new` into \.\/: it first puts the earlier content back as it was\)$/,
            ),
          );

        // The next write puts the earlier content back first, then goes on as it would
        // (refused here: the folder holds content, and no --force).
        const next = await runMain(importMain, [RESUME, "--content", dir]);
        expect(next.code, stop).toBe(1);
        expect(next.stderr, stop).toMatch(
          whole
            ? /^warning: .*\.writing-\w+\/: a folder left by/
            : /^put the earlier content of .* back as it was/,
        );
        expect([earlier, fresh], stop).toContainEqual(contentOf(dir));
        if (!whole) {
          expect(contentOf(dir), stop).toEqual(earlier);
          // Nothing is left in .replaced/: every entry set aside is back, and the folders made for them gone.
          expect(existsSync(path.join(dir, ".replaced")), stop).toBe(false);
        }
        const after = await compiled(dir);
        expect(after.errors, stop).toEqual([]);
      }
    },
    SPAWN_TIMEOUT * 7,
  );

  it("reports a folder an earlier version's stopped write left, which has no record: compile, npm run new, import and translate", async () => {
    const dir = temporaryFolder("content-writes-old");
    cpSync(MINIMAL, dir, { recursive: true });
    mkdirSync(path.join(dir, ".writing-4242", ".kept"), { recursive: true });
    writeFileSync(path.join(dir, ".writing-4242", "about.yaml"), "title: About\n");
    const { ok, warnings } = await compiled(dir);
    expect(ok).toBe(true);
    expect(warnings).toContain(
      ".writing-4242: a folder left by `npm run import` or `npm run new` that was stopped; ./ may hold part of what it wrote (check ./ (npm run validate), keep what you want of .writing-4242/, then delete it)",
    );
    const started = await runMain(newMain, ["--name", "Ada", "--content", dir]);
    expect(started.stderr).toMatch(
      /^warning: .*\.writing-4242\/: a folder left by `npm run import` or `npm run new` that was stopped/,
    );
    const imported = await runMain(importMain, [RESUME, "--content", dir]);
    expect(imported.stderr).toMatch(/^warning: .*\.writing-4242\/: a folder left by/);
    const translated = await runMain(translateMain, ["fr", "--content", dir]);
    expect(translated.stderr).toMatch(/^warning: .*\.writing-4242\/: a folder left by/);
    // Never deleted: the owner decides.
    expect(readFileSync(path.join(dir, ".writing-4242", "about.yaml"), "utf8")).toBe("title: About\n");
  });

  it("refuses to write, and a compile refuses the content, while another command writes into the folder, and only then", async () => {
    const dir = temporaryFolder("content-writes-running");
    cpSync(MINIMAL, dir, { recursive: true });
    mkdirSync(path.join(dir, ".writing-live"));
    // A process that runs: the one that started this test.
    const record = {
      command: "npm run new -- --name Ada --force",
      pid: process.ppid,
      state: "replacing",
      setAside: ["profile.yaml"],
      moveIn: [],
    };
    writeFileSync(path.join(dir, ".writing-live", "write.json"), JSON.stringify(record));
    const before = snapshot(dir);
    expect((await compiled(dir)).errors).toEqual([
      `.writing-live: \`npm run new -- --name Ada --force\` (process ${process.ppid}) is writing into ./ right now (wait for it to finish, then run this again)`,
    ]);
    const refused = await runMain(importMain, [RESUME, "--content", dir, "--force"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^not written: `npm run new -- --name Ada --force` \(process \d+\) is writing into .* right now; wait for it to finish, then run this again\n$/,
    );
    expect(snapshot(dir)).toEqual(before);

    // The same number, given to a process that started at another time: the writer is gone.
    const started = processStart(process.ppid);
    expect(started).toMatch(/^\d+$/);
    const stale = { ...record, started: `${Number(started) + 1}` };
    writeFileSync(path.join(dir, ".writing-live", "write.json"), JSON.stringify(stale));
    const { errors, warnings } = await compiled(dir);
    expect(errors).toEqual([]);
    expect(warnings).toContain(
      ".writing-live: a folder left by `npm run new -- --name Ada --force`, which was stopped before it changed the content: the content is as it was (delete .writing-live/: it holds only what that command wrote)",
    );
    writeFileSync(path.join(dir, ".writing-live", "write.json"), JSON.stringify({ ...stale, started }));
    expect((await compiled(dir)).errors).toHaveLength(1);
  });
});
