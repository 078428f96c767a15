import { cpSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main as cli } from "../../scripts/commands/cli.ts";
import { main as upgrade } from "../../scripts/commands/upgrade.ts";
import { jsonSchemaFiles } from "../../scripts/compiler/schema/json-schema.ts";
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

  it("moves paper into pdf, keeping every comment, the order and the quoting, and the result validates", async () => {
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
        "  accent: '#0f766e' # teal, as on my business cards",
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
