import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, ownerScripts } from "../../scripts/commands/folio.ts";
import { ROOT, runFolio, SPAWN_TIMEOUT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";

const folio = (argv: string[], cwd?: string) => runFolio(argv, cwd === undefined ? {} : { cwd });

const packageJson = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));

describe("the engine's bin, folio", () => {
  it("publishes a script for each of its commands, which the create package and upgrade give a site", () => {
    expect(packageJson.ownerScripts).toEqual(ownerScripts());
    expect(Object.keys(packageJson.ownerScripts)).toEqual(
      Object.keys(COMMANDS).map((name) => (name === "setup-browser" ? "setup:browser" : name)),
    );
    expect(packageJson.ownerScripts["setup:browser"]).toBe("folio setup-browser");
    expect(packageJson.ownerScripts.variants).toBe("folio variants");
  });

  it(
    "is the package's one bin, and lists every command the issue of the package names",
    async () => {
      expect(packageJson.bin).toEqual({ folio: "bin/folio.js" });
      const run = await folio(["--help"]);
      expect(run.code).toBe(0);
      for (const command of [
        "dev",
        "build",
        "preview",
        "validate",
        "new",
        "import",
        "translate",
        "pdf",
        "check",
        "schema",
        "upgrade",
        "setup-browser",
      ]) {
        expect(Object.keys(COMMANDS)).toContain(command);
        expect(run.stdout).toMatch(new RegExp(`^  ${command} +\\S`, "m"));
      }
    },
    SPAWN_TIMEOUT,
  );

  it(
    "names the command a mistyped one was nearest, with exit 2 and no stack trace",
    async () => {
      const run = await folio(["biuld"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^unknown command 'biuld': did you mean build\?/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "gives its version from the package",
    async () => {
      const run = await folio(["--version"]);
      expect(run.stdout.trim()).toBe(packageJson.version);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "passes a command its options and exit code: new --sample writes the sample, which validates",
    async () => {
      const project = temporaryFolder("folio-bin");
      const made = await folio(["new", "--sample"], project);
      expect(made.stderr).toBe("");
      expect(made.code).toBe(0);
      expect(readFileSync(path.join(project, "content/profile.yaml"), "utf8")).toMatch(/^name: /m);
      const valid = await folio(["validate"], project);
      expect(valid.code).toBe(0);
      expect(valid.stdout).toMatch(/^content is valid/);
      const again = await folio(["new", "--sample", "--name", "Ada"], project);
      expect(again.code).toBe(2);
    },
    SPAWN_TIMEOUT * 2,
  );
});
