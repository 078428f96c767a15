import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPair, isScalar, parseDocument, type Scalar, visit } from "yaml";
import { main, starterContent } from "../../scripts/commands/new.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { jsonSchemaFiles } from "../../scripts/compiler/schema/json-schema.ts";
import { refuseContentFolder } from "../../scripts/content/content-folder.ts";
import { Refused } from "../../scripts/lib/command.ts";
import { ROOT, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { latinOnlyFonts, temporaryFolder } from "./fixtures.ts";

const NAME = "Zoë O'Hara-Ковальчук";

const tempDir = () => temporaryFolder("new-content");
afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the command in process; returns its exit code and what it printed. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...args) => void out.push(args.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...args) => void err.push(args.join(" ")));
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

/** Every file and folder under `dir`, a file with its bytes, by relative path. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), entry.isDirectory() ? "folder" : readFileSync(file, "base64")];
    }),
  );
}

/**
 * Values the starter writes that are real rather than placeholders, by file and field path:
 * the owner's name, the About page's title, the network's name (it gives the icon), a
 * project's position, and image paths (the files exist; their alt text is the placeholder).
 */
const REAL = [
  /^profile\.yaml name$/,
  /^about\.yaml title$/,
  /^profile\.yaml profiles\.network$/,
  /^projects\/my-project\.md order$/,
  / (?:[\w.]+\.)?src$/,
];

/** `file field.path` of every leaf value in `yaml` that is not marked as a placeholder. */
function unmarked(file: string, yaml: string): string[] {
  const found: string[] = [];
  const document = parseDocument(yaml);
  expect(document.errors, file).toEqual([]);
  visit(document, {
    Scalar(key, node: Scalar, ancestors) {
      if (key === "key") return;
      const field = ancestors
        .filter(isPair)
        .map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
        .join(".");
      const where = `${file} ${field}`;
      const marked = String(node.value).startsWith("TODO") || node.comment?.trimStart().startsWith("TODO");
      if (!marked && !REAL.some((real) => real.test(where))) found.push(`${where}: ${String(node.value)}`);
    },
  });
  return found;
}

describe("npm run new", () => {
  it("writes a starter that compiles and shows the owner's name, whatever letters it has", async () => {
    const dir = path.join(tempDir(), "content");
    const { code, stdout } = await run("--name", NAME, "--content", dir);
    expect(code).toBe(0);

    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    const { content } = result;
    expect(content.profile.name).toBe(NAME);
    expect([content.experience.length, content.education.length, content.projects.length]).toEqual([1, 1, 1]);
    expect(content.about?.sections).toHaveLength(1);
    expect(content.projects[0]?.images).toHaveLength(1);
    expect(result.assets.size).toBe(4);

    // Each YAML file points editors at its schema, and the schemas are there.
    for (const kind of ["profile", "experience", "education", "about"])
      expect(readFileSync(path.join(dir, `${kind}.yaml`), "utf8")).toMatch(
        new RegExp(`^# yaml-language-server: \\$schema=\\./schemas/${kind}\\.schema\\.json\\n`),
      );
    for (const [file, json] of Object.entries(jsonSchemaFiles()))
      expect(readFileSync(path.join(dir, "schemas", file), "utf8")).toBe(json);

    // It lists what it wrote and what to do next.
    expect(stdout).toContain(`wrote 17 files to ${dir}:\n  profile.yaml\n`);
    expect(stdout).toContain("  images/profile.png\n");
    expect(stdout).toContain(`npm run validate -- --content ${dir}`);
    expect(stdout).toContain("npm run dev");
    expect(stdout).toContain("npm run build refuses placeholders when CI is set or with --strict");
  });

  it("marks every placeholder: TODO text, a TODO comment after a value that cannot hold it, a TODO line in Markdown", async () => {
    const files = await starterContent(NAME);
    const problems: string[] = [];
    let checked = 0;
    for (const [file, data] of files) {
      if (file.endsWith(".yaml")) {
        problems.push(...unmarked(file, String(data)));
        checked++;
      } else if (file.endsWith(".md")) {
        const parts = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(String(data));
        expect(parts, file).not.toBeNull();
        problems.push(...unmarked(file, parts?.[1] ?? ""));
        const body = (parts?.[2] ?? "").trim();
        if (!body.split("\n").some((line) => line.startsWith("TODO"))) problems.push(`${file} body: ${body}`);
        checked++;
      }
    }
    expect(checked).toBe(5);
    expect(problems).toEqual([]);
    // The name is written as it is, quoted as YAML needs.
    expect(parseDocument(String(files.get("profile.yaml"))).get("name")).toBe(NAME);
    // The photo is a real image: the owner's initials.
    expect(files.get("images/profile.png")).toBeInstanceOf(Uint8Array);
  });

  it(
    "draws the photo's placeholder with letters every font has, or none: a head and shoulders for a Japanese or Arabic name, the same whatever fonts the machine has",
    async () => {
      const photo = async (name: string) =>
        Buffer.from((await starterContent(name)).get("images/profile.png") as Uint8Array);
      const japanese = await photo("山本クラウス 葵");
      const [otherJapanese, arabic, latin, cyrillic] = await Promise.all(
        ["田中 芽衣", "ليلى حداد", "Robin Vale", "Ирина Петрова"].map(photo),
      );
      // No initials in a script a machine may lack: the same picture for every such name.
      expect(otherJapanese?.equals(japanese)).toBe(true);
      expect(arabic?.equals(japanese)).toBe(true);
      // Latin and Cyrillic initials, which every system's fonts have, are drawn.
      expect(latin?.equals(japanese)).toBe(false);
      expect(cyrillic?.equals(japanese)).toBe(false);
      // On a machine without Japanese fonts (drawn once, the file would keep its boxes): the same picture.
      const dir = tempDir();
      const run = await runScript("commands/new.ts", ["--name", "山本クラウス 葵", "--content", dir], {
        env: { FONTCONFIG_FILE: latinOnlyFonts() },
      });
      expect(run.code, run.stderr).toBe(0);
      expect(readFileSync(path.join(dir, "images/profile.png")).equals(japanese)).toBe(true);
    },
    SPAWN_TIMEOUT,
  );

  it("refuses a folder with content without --force, and touches nothing", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "profile.yaml"), "# my own edits\n");
    mkdirSync(path.join(dir, "images"));
    writeFileSync(path.join(dir, "images", "me.jpg"), "not really a photo");
    const before = snapshot(dir);

    const refused = await run("--name", NAME, "--content", dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      `not written: ${dir} holds content (2 files: images/me.jpg, profile.yaml); run again with --force to replace it, or pick a new folder with --content DIR`,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it("writes beside notes, a README or site.yaml without --force, and leaves them as they are", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "NOTES.md"), "my notes\n");
    writeFileSync(path.join(dir, "site.yaml"), "lang: pt\n");
    const written = await run("--name", NAME, "--content", dir);
    expect(written.code).toBe(0);
    expect(written.stdout).toContain("left in place (not content): NOTES.md, site.yaml");
    expect(readFileSync(path.join(dir, "NOTES.md"), "utf8")).toBe("my notes\n");
    expect(readFileSync(path.join(dir, "site.yaml"), "utf8")).toBe("lang: pt\n");
    expect(existsSync(path.join(dir, "profile.yaml"))).toBe(true);
  });

  it("refuses without --force a folder holding only translations, which would be left beside the starter", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "site.yaml"), "languages: [en, fr]\n");
    writeFileSync(path.join(dir, "site.fr.yaml"), "dateFormat: long\n");
    writeFileSync(path.join(dir, "profile.fr.yaml"), "label: Développeuse\n");
    writeFileSync(
      path.join(dir, "experience.fr.yaml"),
      "experience:\n  Old Co:\n    position: Développeuse\n",
    );
    const before = snapshot(dir);
    const refused = await run("--name", NAME, "--content", dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `not written: ${dir} holds content (2 files: experience.fr.yaml, profile.fr.yaml); run again with --force to replace it, or pick a new folder with --content DIR`,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it("with --force, sets the whole folder aside, site.yaml, translations and notes included: only the starter is left", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "profile.yaml"), "# my own edits\n");
    writeFileSync(path.join(dir, "site.yaml"), "languages: [en, fr]\n");
    writeFileSync(path.join(dir, "profile.fr.yaml"), "label: Développeuse\n");
    mkdirSync(path.join(dir, "projects"));
    writeFileSync(path.join(dir, "projects", "old.md"), "---\ntitle: Old\n---\n");
    writeFileSync(path.join(dir, "notes.txt"), "keep me\n");
    const before = snapshot(dir);

    const forced = await run("--name", NAME, "--content", dir, "--force");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(
      /^set the earlier content aside: 5 files moved to .*\.replaced\/[^ ]+\/ \(the site never reads it; copy back what you want to keep, such as site\.yaml \(the site's languages, colours and layout\) once the new content suits it, then delete the folder\)\n/,
    );
    // Nothing is lost: the folder as it was, whole, in .replaced/<date and time>/.
    const [aside, ...more] = readdirSync(path.join(dir, ".replaced"));
    expect(more).toEqual([]);
    expect(snapshot(path.join(dir, ".replaced", aside ?? ""))).toEqual(before);
    expect(forced.stdout).not.toContain("left in place");
    expect(readFileSync(path.join(dir, "profile.yaml"), "utf8")).toContain(`name: ${NAME}`);
    expect(
      readdirSync(dir)
        .filter((name) => !name.startsWith("."))
        .sort(),
    ).toEqual([
      "about.yaml",
      "education.yaml",
      "experience.yaml",
      "images",
      "profile.yaml",
      "projects",
      "schemas",
    ]);
    expect(readdirSync(path.join(dir, "projects"))).toEqual(["my-project.md"]);
    expect((await compileContent({ contentDir: dir, cwd: dir })).ok).toBe(true);
  });

  it("takes a folder holding only the editor schemas, as content/ does before any content, and sets aside one it changes", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "schemas"));
    writeFileSync(path.join(dir, "schemas", "profile.schema.json"), "{}\n");
    const written = await run("--name", "Ada Lovelace", "--content", dir);
    expect(written.code).toBe(0);
    expect((await compileContent({ contentDir: dir, cwd: dir })).ok).toBe(true);
    // The schema it held is not the one the starter writes: set aside, never deleted.
    expect(written.stdout).toMatch(/^set the earlier content aside: 1 file moved to .*\.replaced\//);
    const [aside] = readdirSync(path.join(dir, ".replaced"));
    expect(
      readFileSync(path.join(dir, ".replaced", aside ?? "", "schemas", "profile.schema.json"), "utf8"),
    ).toBe("{}\n");
    expect(readFileSync(path.join(dir, "schemas", "profile.schema.json"), "utf8")).toBe(
      jsonSchemaFiles()["profile.schema.json"],
    );
  });

  it("refuses a file where the folder should be", async () => {
    const file = path.join(tempDir(), "content");
    writeFileSync(file, "");
    const refused = await run("--name", NAME, "--content", file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `refused --content ${file}: it is a file, not a folder; write the content into content/ or a folder of its own, such as my-content/`,
    );
  });

  it("never writes into the project's folder, a folder holding it, or a folder of its source but content/", () => {
    const refusal = (dir: string) => {
      try {
        refuseContentFolder(dir);
        return undefined;
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        return error.message;
      }
    };
    expect(refusal("/")).toMatch(
      /^refused --content \/: it holds the project's folder \(.*\); write the content into content\/ or a folder of its own, such as my-content\/$/,
    );
    expect(refusal(ROOT)).toMatch(/: it is the project's folder;/);
    expect(refusal(path.dirname(ROOT))).toMatch(/: it holds the project's folder/);
    expect(refusal(path.join(ROOT, "src"))).toMatch(/: it is src\/, the project's source;/);
    expect(refusal(path.join(ROOT, "tests", "my-content"))).toMatch(
      /: it is inside tests\/, the project's source;/,
    );
    expect(refusal(path.join(ROOT, "content"))).toBeUndefined();
    expect(refusal(path.join(ROOT, "my-content"))).toBeUndefined();
    expect(refusal(tempDir())).toBeUndefined();
  });

  it("refuses a name of more than one line or with control characters: exit 2, nothing written", async () => {
    const dir = tempDir();
    for (const [name, got] of [
      ["Ada\nLovelace", "U+000A at character 4"],
      ["Ada\tLovelace", "U+0009 at character 4"],
      ["Zoë\u0007", "U+0007 at character 4"],
      ["Ada\u2028Lovelace", "U+2028 at character 4"],
    ]) {
      const { code, stdout, stderr } = await run("--name", name ?? "", "--content", dir);
      expect(code, name).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toBe(
        `--name is one line of text, without line breaks, tabs or control characters: got ${got}\nusage: npm run new -- --name "Your Name" | --sample [--content DIR] [--force]`,
      );
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it("with --force, a write that fails leaves the earlier content exactly as it was", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "profile.yaml"), "# my own edits\n");
    mkdirSync(path.join(dir, "projects"));
    writeFileSync(path.join(dir, "projects", "old.md"), "---\ntitle: Old\n---\n");
    // A file where the folder of what is set aside goes: the content cannot be set aside.
    writeFileSync(path.join(dir, ".replaced"), "not a folder\n");
    const before = snapshot(dir);
    const failed = await run("--name", NAME, "--content", dir, "--force");
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toMatch(new RegExp(`^not written: .*\\.replaced.*; ${dir} is as it was$`));
    expect(snapshot(dir)).toEqual(before);
  });

  it("exits with 2 on usage errors: one line, then the usage; writes nothing", async () => {
    const dir = tempDir();
    const usage = 'usage: npm run new -- --name "Your Name" | --sample [--content DIR] [--force]';
    for (const [argv, message] of [
      [["--content", dir], "--name is required"],
      [["--name", "  ", "--content", dir], "--name is empty"],
      [["--name", NAME, "--content", dir, "--colour", "red"], "Unknown option '--colour'"],
      [["--name", NAME, "--content", dir, "extra"], "Unexpected argument 'extra'"],
    ] as const) {
      const { code, stdout, stderr } = await run(...argv);
      expect(code, argv.join(" ")).toBe(2);
      expect(stdout).toBe("");
      const lines = stderr.split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain(message);
      expect(lines[1]).toBe(usage);
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});
