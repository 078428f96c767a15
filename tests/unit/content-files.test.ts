/**
 * The one list of what a content folder holds (scripts/compiler/content-files.ts): every file
 * the compiler reads is of a kind it lists, and `--force` sets every one of them aside, on a
 * site in two languages with every kind of file.
 */
import fs, { cpSync, readdirSync, readFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main as importMain } from "../../scripts/commands/import.ts";
import { main as newMain } from "../../scripts/commands/new.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { CONTENT_KINDS, contentKindOf, REPLACED_DIR } from "../../scripts/compiler/content-files.ts";
import { runMain } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const EVERY_KIND = path.join(FIXTURES, "valid-every-kind");

/** A copy of the site with every kind of file, in a fresh folder. */
function everyKind(): string {
  const dir = temporaryFolder("every-kind");
  cpSync(EVERY_KIND, dir, { recursive: true });
  return dir;
}

/**
 * Compiles `dir` and returns the compiled site with every file under `dir` the compiler
 * opened or read, relative to it with `/`: Node's own fs functions are wrapped for the
 * compile, each still doing its work, and the images the site uses are added (sharp reads a
 * file itself).
 */
async function compileRecordingReads(dir: string) {
  const read = new Set<string>();
  const note = (file: unknown) => {
    if (typeof file !== "string" && !(file instanceof URL)) return;
    const relative = path.relative(dir, path.resolve(String(file instanceof URL ? file.pathname : file)));
    if (!relative.startsWith("..") && !path.isAbsolute(relative))
      read.add(relative.split(path.sep).join("/"));
  };
  const wrapped = ["readFileSync", "openSync", "readFile", "createReadStream"] as const;
  const originals = wrapped.map((name) => [name, fs[name]] as const);
  for (const [name, original] of originals) {
    Object.assign(fs, {
      [name]: (file: unknown, ...rest: unknown[]) => {
        note(file);
        return (original as (...args: unknown[]) => unknown)(file, ...rest);
      },
    });
  }
  syncBuiltinESMExports();
  try {
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    for (const file of result.assets.values()) note(file);
    return { result, read: [...read].sort() };
  } finally {
    for (const [name, original] of originals) Object.assign(fs, { [name]: original });
    syncBuiltinESMExports();
  }
}

/** Every file under `dir` (links not followed), with its bytes, by relative path with `/`. */
function filesOf(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join("/"), readFileSync(file, "base64")] as const;
      }),
  );
}

/** The one folder under .replaced/ in `dir`. */
function replaced(dir: string): string {
  const folders = readdirSync(path.join(dir, REPLACED_DIR));
  expect(folders).toHaveLength(1);
  return path.join(dir, REPLACED_DIR, folders[0] ?? "");
}

describe("the one list of what a content folder holds", () => {
  it("covers every file the compiler reads, and the site with every kind of file has each kind", async () => {
    const dir = everyKind();
    const { result, read } = await compileRecordingReads(dir);
    const languages = result.content.site.languages?.slice(1).map(({ lang }) => lang) ?? [];
    expect(languages).toEqual(["fr"]);
    // Every file of the fixture is read, so each one below is a file the compiler reads.
    expect(read).toEqual([...filesOf(dir).keys()].sort());
    const kinds = read.map((file) => [file, contentKindOf(file, languages)?.id] as const);
    expect(kinds.filter(([, kind]) => kind === undefined)).toEqual([]);
    // The fixture holds every kind the compiler reads: a kind added to the list needs a file here.
    const compilerKinds = CONTENT_KINDS.map(({ id }) => id).filter((id) => id !== "editor schema");
    expect([...new Set(kinds.map(([, kind]) => kind))].sort()).toEqual([...compilerKinds].sort());
  });

  it("names files as the compiler reads them: a tag the site does not list makes no translation", () => {
    expect(contentKindOf("profile.fr.yaml", ["fr"])?.id).toBe("yaml translation");
    expect(contentKindOf("site.FR.yaml", ["fr"])?.id).toBe("yaml translation");
    expect(contentKindOf("profile.fr.yaml", ["de"])).toBeUndefined();
    expect(contentKindOf("projects/tiny.fr.md", ["fr"])?.id).toBe("project translation");
    expect(contentKindOf("projects/v1.2.md", ["fr"])?.id).toBe("project");
    expect(contentKindOf("letters/lumen.fr.md", ["fr"])?.id).toBe("letter");
    expect(contentKindOf("images/logos/a.SVG")?.id).toBe("image");
    expect(contentKindOf("schemas/profile.schema.json")?.id).toBe("editor schema");
    expect(contentKindOf("NOTES.md")).toBeUndefined();
    // In any language when none are given: what a folder holds before its site.yaml is read.
    expect(contentKindOf("profile.pt-BR.yaml")?.id).toBe("yaml translation");
  });

  it.each([
    [
      "npm run import --force",
      (dir: string) =>
        runMain(importMain, [path.join(FIXTURES, "json-resume", "dates.json"), "--content", dir, "--force"]),
    ],
    [
      "npm run new --force",
      (dir: string) => runMain(newMain, ["--name", "Ada Lovelace", "--content", dir, "--force"]),
    ],
  ])(
    "%s sets aside every file the compiler read, and the folder holds only the new content, which is valid",
    async (_, run) => {
      const dir = everyKind();
      const { read } = await compileRecordingReads(dir);
      const before = filesOf(dir);
      const forced = await run(dir);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toMatch(
        new RegExp(
          `set the earlier content aside: ${before.size} files moved to .*\\.replaced/.*site\\.yaml`,
        ),
      );
      // Each file the compiler read is in .replaced/<date and time>/, as it was; none is left in place.
      const aside = filesOf(replaced(dir));
      for (const file of read) expect(aside.get(file), file).toBe(before.get(file));
      expect(aside).toEqual(before);
      // Nothing but what the command wrote is in the folder now.
      const written = Number(/wrote (\d+) files/.exec(forced.stdout)?.[1]);
      expect([...filesOf(dir).keys()].filter((file) => !file.startsWith(`${REPLACED_DIR}/`))).toHaveLength(
        written,
      );
      const compiled = await compileContent({ contentDir: dir, cwd: dir });
      expect(
        compiled.ok ? [] : compiled.diagnostics.filter(({ severity }) => severity !== "warning"),
      ).toEqual([]);
    },
  );
});
