import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { writeScaled } from "../../scripts/perf/scaled-content.ts";
import { languagePages, main, measure } from "../../scripts/perf/size.ts";
import { runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

describe("npm run size on a site in several languages", () => {
  /** valid-languages built: Spanish at the top, English in en/, Arabic in ar/. */
  let dist = "";

  beforeAll(async () => {
    dist = path.join(temporaryFolder("size-languages"), "dist");
    const run = await runScript(
      "commands/build.ts",
      ["--content", path.join(FIXTURES, "valid-languages"), "--out", dist],
      { env: { CI: "" } },
    );
    if (run.code !== 0) throw new Error(run.stderr);
  }, SPAWN_TIMEOUT);

  it("finds every language's page, the default's first", () => {
    expect(languagePages(dist)).toEqual([
      { lang: "es", folder: "" },
      { lang: "en", folder: "en/" },
      { lang: "ar", folder: "ar/" },
    ]);
  });

  it("measures each page from its folder: the one app's code, and the page's own markup", () => {
    const [es, en, ar] = ["", "en/", "ar/"].map((folder) => measure(dist, folder));
    const code = (rows: ReturnType<typeof measure> | undefined) =>
      rows?.map(({ route, js, css, files }) => ({ route, js, css, files }));
    // A page in en/ asks for ../assets/…: the same files as the default page's.
    expect(code(en)).toEqual(code(es));
    expect(code(ar)).toEqual(code(es));
    // Each page's whole first view: its own page, gzipped (its stylesheet inlined), the code, its pictures.
    const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
    for (const [folder, rows] of [
      ["", es],
      ["en/", en],
      ["ar/", ar],
    ] as const) {
      const [resume] = rows ?? [];
      if (!resume) throw new Error(`no figures for ${folder}`);
      const code = resume.files.reduce((total, file) => total + gzipped(file), 0);
      expect(resume.all).toBe(gzipped(`${folder}index.html`) + code + resume.images);
    }
  });

  it(
    "prints a table for each language, the default's first",
    async () => {
      const run = await runMain(main, ["--dist", dist, "--no-budget"]);
      expect(run.code, run.stdout).toBe(0);
      const site = path.relative(process.cwd(), dist);
      const titles = run.stdout.split("\n").filter((line) => line.startsWith(site));
      expect(titles).toEqual([`${site} (es)`, `${site}, en/ (en)`, `${site}, ar/ (ar)`]);
    },
    SPAWN_TIMEOUT,
  );
});

describe("the larger copy npm run size compares with", () => {
  it("of a site in several languages, compiles: each translation names its copy's pictures", async () => {
    const dir = path.join(temporaryFolder("size-scaled"), "content");
    writeScaled(path.join(FIXTURES, "valid-languages"), dir, 2);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    expect(result.ok ? [] : result.diagnostics.filter(({ severity }) => severity !== "warning")).toEqual([]);
    expect(result.ok && result.translations.map(({ projects }) => projects.length)).toEqual([2, 2]);
  });
});
