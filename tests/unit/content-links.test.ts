/**
 * Every command that writes content (upgrade, translate, import, new, schema) reads and writes
 * the content folder's own files: a link where it would read or write, on the way there, or
 * where it sets content aside (`.replaced/`) is refused, named with where it leads, before
 * anything is written; nothing outside the folder is read into it or written through it.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main as cli } from "../../scripts/commands/cli.ts";
import { main as importMain } from "../../scripts/commands/import.ts";
import { main as newMain } from "../../scripts/commands/new.ts";
import { main as translate } from "../../scripts/commands/translate.ts";
import { main as upgrade } from "../../scripts/commands/upgrade.ts";
import { runMain } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/** A folder's files and links (links not followed), each with its bytes or where it leads. */
function entriesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const value = entry.isSymbolicLink() ? `link` : readFileSync(file, "base64");
        return [path.relative(dir, file).split(path.sep).join("/"), value];
      }),
  );
}

/**
 * A content folder made from `fixture` and a folder outside it, with the entry `linked` of the
 * content moved outside and a link to it left in its place.
 */
function linkedOut(fixture: string, linked: string): { content: string; outside: string; target: string } {
  const dir = temporaryFolder("content-links");
  const content = path.join(dir, "content");
  const outside = path.join(dir, "outside");
  cpSync(path.join(FIXTURES, fixture), content, { recursive: true });
  mkdirSync(outside);
  const target = path.join(outside, path.basename(linked));
  const at = path.join(content, linked);
  try {
    renameSync(at, target);
  } catch {
    mkdirSync(target);
  }
  symlinkSync(target, at);
  return { content, outside, target };
}

/** The refusal's line: the link named, and where it leads. */
const refusal = (content: string, linked: string, target: string, command: string) =>
  `${path.join(content, linked)}: expected the content's own ${linked.includes(".") && !linked.startsWith(".") ? "file" : "folder"}, got a link to ${target}; ${command} never reads or writes through a link`;

describe("npm run upgrade never reads or writes through a link", () => {
  it.each([
    ["site.yaml", "a site.yaml linked from outside is never read into the content"],
    ["schemas", "editor schemas are never written into a linked folder"],
    [".replaced", "what it sets aside stays in the content folder"],
  ])("%s: %s", async (linked) => {
    const { content, outside, target } = linkedOut("upgrade-from-0.1", linked);
    const before = { content: entriesOf(content), outside: entriesOf(outside) };
    for (const argv of [["--check"], []]) {
      const run = await runMain(upgrade, ["--content", content, ...argv]);
      expect(run.stderr).toContain(refusal(content, linked, target, "npm run upgrade"));
      expect(run.code).toBe(1);
    }
    expect({ content: entriesOf(content), outside: entriesOf(outside) }).toEqual(before);
  });

  it("a FIFO where site.yaml should be is refused, never waited on", async () => {
    const content = path.join(temporaryFolder("content-links"), "content");
    cpSync(path.join(FIXTURES, "upgrade-from-0.1"), content, { recursive: true });
    const site = path.join(content, "site.yaml");
    rmSync(site);
    execFileSync("mkfifo", [site]);
    const run = await runMain(upgrade, ["--content", content]);
    expect(run.stderr).toContain(`${site}: expected a file or a folder, got something else (a FIFO`);
    expect(run.code).toBe(1);
  });
});

describe("the other commands that write content never write through a link", () => {
  it("translate: a projects/ folder that is a link to another folder of the content", async () => {
    const dir = temporaryFolder("content-links");
    cpSync(path.join(FIXTURES, "valid-minimal"), dir, { recursive: true });
    writeFileSync(path.join(dir, "site.yaml"), "languages: [en, fr]\n");
    renameSync(path.join(dir, "projects"), path.join(dir, "images", "projects"));
    symlinkSync(path.join(dir, "images", "projects"), path.join(dir, "projects"));
    const before = entriesOf(dir);
    const run = await runMain(translate, ["fr", "--content", dir]);
    expect(run.stderr).toContain(
      refusal(dir, "projects", path.join(dir, "images", "projects"), "npm run translate"),
    );
    expect(run.code).toBe(1);
    expect(entriesOf(dir)).toEqual(before);
  });

  it("translate: an original that is a link to another file of the content is never read", async () => {
    const dir = temporaryFolder("content-links");
    cpSync(path.join(FIXTURES, "valid-minimal"), dir, { recursive: true });
    writeFileSync(path.join(dir, "site.yaml"), "languages: [en, fr]\n");
    renameSync(path.join(dir, "about.yaml"), path.join(dir, "images", "about.yaml"));
    symlinkSync(path.join(dir, "images", "about.yaml"), path.join(dir, "about.yaml"));
    const before = entriesOf(dir);
    const run = await runMain(translate, ["fr", "--content", dir]);
    expect(run.stderr).toContain(
      refusal(dir, "about.yaml", path.join(dir, "images", "about.yaml"), "npm run translate"),
    );
    expect(run.code).toBe(1);
    expect(entriesOf(dir)).toEqual(before);
  });

  it("import: a site.yaml linked from outside is never read", async () => {
    const dir = temporaryFolder("content-links");
    const content = path.join(dir, "content");
    mkdirSync(content);
    writeFileSync(path.join(dir, "site.yaml"), "lang: de\n");
    symlinkSync(path.join(dir, "site.yaml"), path.join(content, "site.yaml"));
    const run = await runMain(importMain, [
      path.join(FIXTURES, "json-resume", "dates.json"),
      "--content",
      content,
    ]);
    expect(run.stderr).toContain(
      refusal(content, "site.yaml", path.join(dir, "site.yaml"), "npm run import"),
    );
    expect(run.code).toBe(1);
    expect(readdirSync(content)).toEqual(["site.yaml"]);
  });

  it("new: a schemas/ folder that is a link to a folder outside", async () => {
    const dir = temporaryFolder("content-links");
    const content = path.join(dir, "content");
    const outside = path.join(dir, "outside");
    mkdirSync(content);
    mkdirSync(outside);
    symlinkSync(outside, path.join(content, "schemas"));
    const run = await runMain(newMain, ["--name", "Ada Lovelace", "--content", content]);
    expect(run.stderr).toContain(refusal(content, "schemas", outside, "npm run new"));
    expect(run.code).toBe(1);
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(content)).toEqual(["schemas"]);
  });

  it("schema: content/schemas/ that is a link to a folder outside", async () => {
    const dir = temporaryFolder("content-links");
    const outside = path.join(dir, "outside");
    mkdirSync(path.join(dir, "content"));
    mkdirSync(outside);
    symlinkSync(outside, path.join(dir, "content", "schemas"));
    const run = await runMain(cli, ["schema"], { cwd: dir });
    expect(run.stderr).toContain(refusal("content", "schemas", outside, "npm run schema"));
    expect(run.code).toBe(1);
    expect(readdirSync(outside)).toEqual([]);
  });
});
