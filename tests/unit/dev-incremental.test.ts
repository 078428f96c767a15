/**
 * The dev server's compiles take what the compile before read and judged where a file or a text
 * is unchanged (scripts/compiler/compile-memo.ts), and leave the check of the texts' languages
 * for after the page has updated (compileForUpdate). The whole compile stays the truth: after
 * every save of a sequence, on several fixtures, the dev server's result (the check after the
 * update included) is the one compileContent gives on the same folder, to the last field.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CompileResult, compileContent, compileForUpdate } from "../../scripts/compiler/compile.ts";
import { compileMemo } from "../../scripts/compiler/compile-memo.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/** A whole fixture site in a folder of its own. */
function site(name: string): string {
  const dir = path.join(temporaryFolder(`incremental-${name}`), "content");
  cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** `file` in `dir` with `change` made to its text. */
function edit(dir: string, file: string, change: (text: string) => string): void {
  const absolute = path.join(dir, file);
  const before = readFileSync(absolute, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit changed nothing in ${file}`);
  writeFileSync(absolute, after);
}

/** The first project of `dir` in its own language (not a translation). */
const firstProject = (dir: string) =>
  `projects/${readdirSync(path.join(dir, "projects")).find((name) => /^[^.]+\.md$/.test(name))}`;

/** A save an owner makes: what it does to the content folder. */
type Save = { name: string; make: (dir: string) => void };

const SAVES: Save[] = [
  {
    name: "a new label in profile.yaml",
    make: (dir) => edit(dir, "profile.yaml", (text) => text.replace(/^label: .*$/m, "label: Saved Label")),
  },
  {
    name: "a sentence of another language in profile.yaml's summary",
    make: (dir) =>
      edit(dir, "profile.yaml", (text) =>
        text.replace(
          /^summary: .*$/m,
          "summary: Ein Entwickler, der seit neun Jahren in einer Reederei arbeitet und dort drei Stellen hatte.",
        ),
      ),
  },
  {
    name: "a project's description changed",
    make: (dir) =>
      edit(dir, firstProject(dir), (text) => `${text.trimEnd()}\n\nOne more paragraph, written on a save.\n`),
  },
  {
    name: "profile.yaml broken",
    make: (dir) => edit(dir, "profile.yaml", (text) => text.replace(/^label: .*$/m, "label: [unclosed")),
  },
  {
    name: "profile.yaml mended",
    make: (dir) => edit(dir, "profile.yaml", (text) => text.replace("label: [unclosed", "label: Mended")),
  },
  {
    name: "nothing changed",
    make: () => {},
  },
];

/** The dev server's compile of `dir`: its result once the checks after the update have ended. */
async function updated(dir: string, memo: ReturnType<typeof compileMemo>): Promise<CompileResult> {
  const { result, later } = await compileForUpdate({ contentDir: dir, cwd: dir, memo });
  return later ? later() : result;
}

describe("the dev server's compile after a save", () => {
  it.each(["valid-languages", "valid-japanese", "valid-variants", "valid-full", "valid-minimal"])(
    "gives what a whole compile gives, save after save (%s)",
    async (fixture) => {
      const dir = site(fixture);
      const memo = compileMemo();
      expect(await updated(dir, memo)).toEqual(await compileContent({ contentDir: dir, cwd: dir }));
      for (const save of SAVES) {
        save.make(dir);
        const incremental = await updated(dir, memo);
        const whole = await compileContent({ contentDir: dir, cwd: dir });
        expect(incremental, save.name).toEqual(whole);
      }
    },
    120_000,
  );

  it("parses profile.yaml alone after its save, and judges the languages of its texts alone", async () => {
    const dir = site("valid-languages");
    const memo = compileMemo();
    await updated(dir, memo);
    const first = { loaded: memo.loaded.made, languages: memo.languages.made };
    edit(dir, "profile.yaml", (text) => text.replace(/^label: .*$/m, "label: Desarrolladora de sistemas"));
    await updated(dir, memo);
    expect(first.loaded).toBeGreaterThan(10);
    expect(memo.loaded.made).toBe(1);
    // The label is one text of profile.yaml's; the other files' texts are taken as they were judged.
    expect(memo.languages.made).toBe(1);
    expect(first.languages).toBeGreaterThan(20);
  });

  it("leaves the check of the texts' languages for after the content, and it then finds what a whole compile does", async () => {
    const dir = site("valid-languages");
    const memo = compileMemo();
    await updated(dir, memo);
    edit(dir, "profile.yaml", (text) =>
      text.replace(
        /^summary: .*$/m,
        "summary: A self-taught developer with nine years at one shipping company, in three roles.",
      ),
    );
    const { result, later } = await compileForUpdate({ contentDir: dir, cwd: dir, memo });
    const said = (compiled: CompileResult) =>
      compiled.ok ? compiled.warnings.filter(({ message }) => message.startsWith("reads as English")) : [];
    expect(result.ok).toBe(true);
    expect(said(result)).toEqual([]);
    expect(later).toBeDefined();
    const checked = await later?.();
    expect(checked && said(checked)).toEqual([
      expect.objectContaining({ file: path.relative(dir, path.join(dir, "profile.yaml")), path: "summary" }),
    ]);
    // The content is the one written before the check: the check adds warnings, nothing else.
    expect(checked).toEqual({ ...result, warnings: checked?.ok ? checked.warnings : [] });
  });

  it("leaves nothing for later on a site in one language, which has no check of its texts' languages", async () => {
    const dir = site("valid-full");
    const { later } = await compileForUpdate({ contentDir: dir, cwd: dir, memo: compileMemo() });
    expect(later).toBeUndefined();
  });

  it("checks the texts' languages before it says the content is broken", async () => {
    const dir = site("valid-languages");
    edit(dir, "experience.yaml", (text) => `${text}\nbroken: [unclosed\n`);
    edit(dir, "profile.yaml", (text) =>
      text.replace(
        /^summary: .*$/m,
        "summary: A self-taught developer with nine years at one shipping company.",
      ),
    );
    const { result, later } = await compileForUpdate({ contentDir: dir, cwd: dir, memo: compileMemo() });
    expect(later).toBeUndefined();
    expect(result).toEqual(await compileContent({ contentDir: dir, cwd: dir }));
    expect(result.ok ? [] : result.diagnostics.map(({ message }) => message)).toContainEqual(
      expect.stringMatching(/^reads as English/),
    );
  });
});
