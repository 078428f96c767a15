import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { Composer } from "yaml";
import { main as cli } from "../../scripts/commands/cli.ts";
import { main as upgrade } from "../../scripts/commands/upgrade.ts";
import { jsonSchemaFiles } from "../../scripts/compiler/schema/json-schema.ts";
import { enginePackage, engineVersion } from "../../scripts/lib/engine.ts";
import { migrateFile } from "../../scripts/upgrade/migrate.ts";
import { runMain } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/** A copy of the fixture written for folio 0.1: its site.yaml has `paper` at the top, with the owner's comments. */
function contentOf01(): string {
  const dir = path.join(temporaryFolder("upgrade"), "content");
  cpSync(path.join(FIXTURES, "upgrade-from-0.1"), dir, { recursive: true });
  return dir;
}

describe("npm run upgrade on content written for 0.1", () => {
  it("builds unchanged: validate reads the old field and warns at it, naming its new place and the command", async () => {
    const content = contentOf01();
    const run = await runMain(cli, ["validate", "--content", content]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('site.yaml:9:8 warning paper: "paper" is pdf.paper since 0.2.0');
    expect(run.stderr).toContain("hint: npm run upgrade moves it, keeping your comments");
  });

  it("moves paper into pdf, keeping every comment, the order, the quoting and every other line as it was, and the result validates", async () => {
    const content = contentOf01();
    const before = readFileSync(path.join(content, "site.yaml"), "utf8");
    const run = await runMain(upgrade, ["--content", content]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("site.yaml: paper → pdf.paper (moved in 0.2.0)");
    expect(readFileSync(path.join(content, "site.yaml"), "utf8")).toBe(
      [
        "# yaml-language-server: $schema=./schemas/site.schema.json",
        "# The site's settings, written for folio 0.1.",
        "",
        "lang: en",
        "theme:",
        "  accent: '#0f766e'   # teal, as on my business cards",
        "",
        "words:",
        "  resume: CV",
        "pdf:",
        "  # Letter paper: my recruiters are in the US.",
        '  paper: "letter" # not A4',
        "",
      ].join("\n"),
    );
    // The earlier files are set aside, never lost: site.yaml as it was, and the old editor schema.
    const replaced = path.join(content, ".replaced");
    const [stamp] = readdirSync(replaced);
    expect(readFileSync(path.join(replaced, stamp ?? "", "site.yaml"), "utf8")).toBe(before);
    expect(readFileSync(path.join(replaced, stamp ?? "", "schemas/site.schema.json"), "utf8")).toContain(
      "0.1",
    );
    // The editor schemas the YAML files link to are this version's.
    expect(readFileSync(path.join(content, "schemas/site.schema.json"), "utf8")).toBe(
      jsonSchemaFiles()["site.schema.json"],
    );
    // Valid, and no longer warned of.
    const valid = await runMain(cli, ["validate", "--content", content]);
    expect(valid.stderr).toBe("");
    expect(valid.code).toBe(0);
  });

  it("changes nothing a second time, and --check says whether there is anything to change", async () => {
    const content = contentOf01();
    const check = await runMain(upgrade, ["--content", content, "--check"]);
    expect(check.code).toBe(1);
    // Which version the content is written for, and which the engine is.
    expect(check.stderr).toBe(
      `the content is written for a version of folio-resume before 0.2.0; this one is ${engineVersion()}: npm run upgrade makes these changes\n`,
    );
    expect(readFileSync(path.join(content, "site.yaml"), "utf8")).toContain("\npaper:");
    expect((await runMain(upgrade, ["--content", content])).code).toBe(0);
    const again = await runMain(upgrade, ["--content", content]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("nothing to change");
    expect((await runMain(upgrade, ["--content", content, "--check"])).code).toBe(0);
  });
});

describe("a moved field", () => {
  it("joins a pdf map the file has already, and is left where it is when its new place is taken", () => {
    const joined = migrateFile("site.yaml", "pdf: {}\npaper: a4\n");
    expect(joined.changes).toHaveLength(1);
    expect(joined.text).toBe("pdf: { paper: a4 }\n");
    const taken = migrateFile("site.yaml", "pdf:\n  paper: a4\npaper: letter\n");
    expect(taken.changes).toEqual([]);
    expect(taken.text).toBe("pdf:\n  paper: a4\npaper: letter\n");
  });

  it("is moved in a translation of site.yaml too, and in no other file", () => {
    expect(migrateFile("site.fr.yaml", "paper: a4\n").text).toBe("pdf:\n  paper: a4\n");
    expect(migrateFile("profile.yaml", "name: A\npaper: a4\n").changes).toEqual([]);
  });
});

describe("upgrade on files as owners keep them", () => {
  /** The 0.1 fixture with its site.yaml replaced by `site` (text or bytes). */
  function withSite(site: string | Buffer): { content: string; site: string } {
    const content = contentOf01();
    writeFileSync(path.join(content, "site.yaml"), site);
    return { content, site: path.join(content, "site.yaml") };
  }

  it("leaves every line it does not move byte for byte: a flow list as written, spaces and all", () => {
    const text =
      "lang: en\nlanguages: [en, de]   # both\ntheme: {accent: '#0f766e'}\npaper: a4\nwords:\n    resume: CV\n";
    expect(migrateFile("site.yaml", text).text).toBe(
      "lang: en\nlanguages: [en, de]   # both\ntheme: {accent: '#0f766e'}\nwords:\n    resume: CV\npdf:\n  paper: a4\n",
    );
    // Into a pdf mapping that is there, at its fields' indentation, with its comment.
    expect(migrateFile("site.yaml", "pdf:\n    pages: 2\n# A4 in Europe\npaper: a4\nz: [a,b]").text).toBe(
      "pdf:\n    pages: 2\n    # A4 in Europe\n    paper: a4\nz: [a,b]",
    );
  });

  it("keeps the file's Windows line endings (CRLF) and its byte order mark", async () => {
    const { content, site } = withSite(
      "\uFEFF# settings\r\nlang: en\r\nlanguages: [en, de]\r\npaper: letter # US\r\nwords:\r\n  resume: CV\r\n",
    );
    const run = await runMain(upgrade, ["--content", content]);
    expect(run.code).toBe(0);
    expect(readFileSync(site, "utf8")).toBe(
      "\uFEFF# settings\r\nlang: en\r\nlanguages: [en, de]\r\nwords:\r\n  resume: CV\r\npdf:\r\n  paper: letter # US\r\n",
    );
  });

  it("refuses, at the field, a move that would put an alias before its anchor, and changes nothing", async () => {
    const text = "lang: en\npaper: &p letter\nwords:\n  resume: *p\n";
    const { content, site } = withSite(text);
    for (const argv of [["--check"], []]) {
      const run = await runMain(upgrade, ["--content", content, ...argv]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `${site}:2:1 error cannot move paper to pdf.paper: the file would no longer read the same (an alias *name would come before the anchor &name it uses)`,
      );
      expect(run.stderr).toContain("hint: write the value out where each alias of it stands");
      expect(run.stderr).not.toContain("Unresolved alias");
    }
    expect(readFileSync(site, "utf8")).toBe(text);
    expect(existsSync(path.join(content, ".replaced"))).toBe(false);
    // An alias above its anchor before any move is the compiler's error, at the alias.
    const before = withSite("words:\n  resume: *p\npaper: &p letter\n");
    const run = await runMain(upgrade, ["--content", before.content]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${before.site}:2:11 error the alias *p comes before its anchor &p`);
  });

  it.each([
    [
      "not UTF-8",
      Buffer.from("lang: en\npaper: letter\nwords: { resume: R\xe9sum\xe9 }\n", "latin1"),
      "3:19 error expected UTF-8 text, got the byte 0xE9",
    ],
    [
      "a YAML error",
      "lang: en\npaper: letter\nwords: [resume\n",
      "3:8 error invalid YAML: missing closing ]",
    ],
    [
      "past a limit",
      `paper: letter\n${"x: [".repeat(30)}${"]".repeat(30)}\n`,
      "2:80 error expected lists and mappings nested at most 20 levels deep",
    ],
  ])(
    'says a site.yaml %s cannot be read, where, and exits 1: never "nothing to change"',
    async (_, bytes, error) => {
      const { content, site } = withSite(bytes);
      for (const argv of [["--check"], []]) {
        const run = await runMain(upgrade, ["--content", content, ...argv]);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(`${site}:${error}`);
        expect(run.stderr).toContain("not upgraded, nothing changed");
        expect(run.stdout).not.toContain("nothing to change");
      }
      expect(readFileSync(site)).toEqual(Buffer.from(bytes));
    },
  );
});

describe("upgrade within the limits the compiler reads content by", () => {
  it("refuses 40,000 aliases in site.yaml (429 KB) at the 101st, before any is looked up", async () => {
    const content = contentOf01();
    const site = path.join(content, "site.yaml");
    const aliases = Array.from({ length: 40_000 }, (_, i) => `a${i + 1}: *a\n`).join("");
    writeFileSync(site, `paper: &a letter\n${aliases}`);
    const compose = vi.spyOn(Composer.prototype, "compose");
    try {
      const run = await runMain(upgrade, ["--content", content, "--check"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `${site}:102:7 error expected at most 100 YAML aliases (*name) in a file, got 40,000`,
      );
      expect(compose).not.toHaveBeenCalled();
    } finally {
      compose.mockRestore();
    }
  });
});

describe("npm run upgrade on a site's package.json", () => {
  /** A site whose package.json has the scripts of a version before variants, its build changed by its owner, and a script of its own. */
  function site(folio?: { scripts: string }): string {
    const project = temporaryFolder("upgrade-scripts");
    cpSync(path.join(FIXTURES, "valid-minimal"), path.join(project, "content"), { recursive: true });
    const { variants: _, ...before } = enginePackage().ownerScripts;
    const manifest = {
      name: "my-site",
      private: true,
      scripts: { ...before, build: "folio build --strict", deploy: "rsync -a dist/ host:site/" },
      dependencies: { "folio-resume": "^0.3.0" },
      ...(folio ? { folio } : {}),
    };
    writeFileSync(path.join(project, "package.json"), `${JSON.stringify(manifest, null, 4)}\n`);
    return project;
  }
  const read = (project: string) => JSON.parse(readFileSync(path.join(project, "package.json"), "utf8"));
  const { version, ownerScripts } = enginePackage();
  const keptBuild = `package.json: kept your script build, "folio build --strict", as you wrote it (folio-resume ${version}'s is "folio build")`;

  it("adds the commands it lacks, keeps the owner's own and says so, and says from which version to which", async () => {
    const project = site();
    const run = await runMain(upgrade, [], { cwd: project });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split("\n")).toEqual([
      `package.json: scripts from an earlier version's commands to folio-resume ${version}'s: added variants`,
      keptBuild,
      `the content is written for folio-resume ${version}; package.json's scripts are upgraded`,
      "",
    ]);
    const manifest = read(project);
    expect(manifest.scripts).toEqual({
      ...ownerScripts,
      build: "folio build --strict",
      deploy: "rsync -a dist/ host:site/",
    });
    expect(Object.keys(manifest.scripts).at(-1)).toBe("variants");
    expect(manifest.folio).toEqual({ scripts: version });
    expect(manifest.dependencies).toEqual({ "folio-resume": "^0.3.0" });
    // Its own indentation kept.
    expect(readFileSync(path.join(project, "package.json"), "utf8")).toContain('\n    "name": "my-site"');
    // A second time: nothing to change, and the owner's script still named.
    const again = await runMain(upgrade, [], { cwd: project });
    expect(again.code).toBe(0);
    expect(again.stdout.split("\n")).toEqual([
      keptBuild,
      `the content is written for folio-resume ${version}: nothing to change`,
      "",
    ]);
  });

  it("names the version it moves from when the site recorded it; with --check, writes nothing and exits 1", async () => {
    const project = site({ scripts: "0.2.0" });
    const before = readFileSync(path.join(project, "package.json"), "utf8");
    const check = await runMain(upgrade, ["--check"], { cwd: project });
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(
      `package.json: scripts from folio-resume 0.2.0's commands to folio-resume ${version}'s: added variants\n`,
    );
    expect(check.stderr).toBe(
      `the content is written for folio-resume ${version}: npm run upgrade makes these changes\n`,
    );
    expect(readFileSync(path.join(project, "package.json"), "utf8")).toBe(before);
  });

  it("refuses a package.json that is not JSON at its line and column, changing nothing", async () => {
    const project = site();
    writeFileSync(path.join(project, "package.json"), '{\n  "name": "my-site",\n  "scripts": {,}\n}\n');
    const run = await runMain(upgrade, [], { cwd: project });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^package\.json:3:15: expected JSON, .+; fix it \(npm reads it too\), then run npm run upgrade again\n$/,
    );
    expect(readFileSync(path.join(project, "package.json"), "utf8")).toContain("{,}");
  });
});
