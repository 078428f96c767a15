import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { main as check } from "../../scripts/commands/check.ts";
import { main as pdf } from "../../scripts/commands/pdf.ts";
import { ContentInvalid } from "../../scripts/dev/content-reports.ts";
import { markSite, SITE_MARKER } from "../../scripts/lib/site-folder.ts";
import { buildSite } from "../../scripts/publish/build.ts";
import { recordFile } from "../../scripts/publish/build-record.ts";
import { runMain, runScript, SPAWN_TIMEOUT, spawnScript } from "./command.ts";
import { contentTree, temporaryFolder } from "./fixtures.ts";

/** `npm run build -- --content DIR --out OUT` as a person runs it, with `env` set. */
async function build(contentDir: string, out: string, env: NodeJS.ProcessEnv) {
  const run = await runScript("commands/build.ts", ["--content", contentDir, "--out", out], {
    env: { NO_COLOR: "1", ...env },
  });
  return { code: run.code, output: run.stdout + run.stderr };
}

/**
 * An output folder holding a site from an earlier, good build, marked as a build marks it: in a
 * folder of its own, which holds whatever a build leaves beside it (a site kept aside) too.
 */
function earlierBuild() {
  const out = path.join(temporaryFolder("build"), "dist");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "index.html"), "the last good site");
  markSite(out);
  return out;
}

describe("npm run build on content it cannot publish", () => {
  it(
    "invalid content: the located diagnostics, exit 1, no stack trace, the last good site kept",
    async () => {
      const content = contentTree("invalid-gpa");
      const out = earlierBuild();
      const { code, output } = await build(content, out, { CI: "" });
      expect(code).toBe(1);
      expect(output).toMatch(
        /education\.yaml:10:10 error education\[0\]\.gpa: expected a number from 0 to 4, got 9\.7/,
      );
      expect(output).toContain("> 10 |     gpa: 9.7");
      expect(output).toContain("1 error in content");
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toMatch(/Error:|node_modules/);
      expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("the last good site");
    },
    SPAWN_TIMEOUT,
  );

  it(
    "placeholders when CI is set: each one an error, located, and nothing built",
    async () => {
      const content = contentTree("with-placeholders");
      const out = earlierBuild();
      const { code, output } = await build(content, out, { CI: "true" });
      expect(code).toBe(1);
      expect(output).toMatch(/profile\.yaml:2:8 error label: placeholder "TODO: your job title"/);
      expect(output).toMatch(
        /experience\.yaml:7:12 error experience\[0\]\.start: placeholder, marked "# TODO: when you started"/,
      );
      expect(output).toContain("4 errors in content");
      expect(output).not.toMatch(/^\s+at /m);
      expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("the last good site");
    },
    SPAWN_TIMEOUT,
  );

  it(
    "a site a killed build had moved aside comes back on the next build, even one that fails",
    async () => {
      const content = contentTree("invalid-gpa");
      const out = earlierBuild();
      // Killed between its two renames, a build leaves the last good site aside and no output folder.
      const aside = path.join(path.dirname(out), `.${path.basename(out)}.building-999999999.old`);
      renameSync(out, aside);
      const { code, output } = await build(content, out, { CI: "" });
      expect(code).toBe(1);
      expect(output).toContain("1 error in content");
      expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("the last good site");
      expect(existsSync(aside)).toBe(false);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "a build stopped part-way leaves the last good site; the next one replaces it whole",
    async () => {
      const content = contentTree("valid-minimal");
      const out = earlierBuild();
      const child = spawnScript("commands/build.ts", ["--content", content, "--out", out], {
        env: { CI: "" },
        detached: true,
      });
      const parent = path.dirname(out);
      const building = () =>
        readdirSync(parent).find((entry) => entry.startsWith(`.${path.basename(out)}.building-`));
      // Stopped as soon as the new site is being written, wherever that is.
      const writing = () =>
        building() !== undefined ||
        !existsSync(path.join(out, "index.html")) ||
        readdirSync(out).length !== 2;
      await expect.poll(writing, { timeout: SPAWN_TIMEOUT, interval: 10 }).toBe(true);
      process.kill(-(child.pid ?? 0), "SIGKILL");
      await new Promise((done) => child.once("close", done));
      const stopped = readdirSync(out, { recursive: true }).map(String).sort();
      const page = readFileSync(path.join(out, "index.html"), "utf8");

      const { code, output } = await build(content, out, { CI: "" });
      expect(code, output).toBe(0);
      expect(readFileSync(path.join(out, "index.html"), "utf8")).toContain("Robin Vale");
      expect(building()).toBeUndefined();
      // Where the build was stopped, the folder held the last good site or the whole new one
      // (when it ended just before the stop): never a part of either.
      const complete = readdirSync(out, { recursive: true }).map(String).sort();
      if (page === "the last good site") expect(stopped).toEqual([SITE_MARKER, "index.html"]);
      else expect(stopped).toEqual(complete);
    },
    SPAWN_TIMEOUT * 2,
  );
});

describe("the build on invalid content", () => {
  it(
    "fails with the content's own error, its report the located diagnostics, not a bundler's message",
    async () => {
      const out = path.join(temporaryFolder("build-invalid"), "dist");
      const failure = await buildSite({
        contentDir: contentTree("invalid-gpa"),
        outDir: out,
        quiet: true,
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ContentInvalid);
      expect((failure as ContentInvalid).report).toMatch(
        /^\S*education\.yaml:10:10 error education\[0\]\.gpa: expected a number from 0 to 4, got 9\.7/,
      );
      expect(existsSync(out)).toBe(false);
    },
    SPAWN_TIMEOUT,
  );
});

describe("npm run build into a folder whose record was written by hand", () => {
  it(
    "a forged line naming an absolute path lists nothing: the folder is judged by the rest, at once",
    async () => {
      const out = earlierBuild();
      const marker = path.join(out, SITE_MARKER);
      writeFileSync(marker, `${readFileSync(marker, "utf8")}${"0".repeat(64)}  /etc/hostname\n`);
      writeFileSync(path.join(out, "notes.txt"), "mine");
      const child = spawnScript(
        "commands/build.ts",
        ["--content", contentTree("valid-minimal"), "--out", out],
        {
          env: { CI: "", NO_COLOR: "1" },
          detached: true,
        },
      );
      let output = "";
      child.stdout.setEncoding("utf8").on("data", (text: string) => (output += text));
      child.stderr.setEncoding("utf8").on("data", (text: string) => (output += text));
      // A build that never stops (it once looped at full CPU on such a line) is stopped here, and fails.
      const stop = setTimeout(() => process.kill(-(child.pid ?? 0), "SIGKILL"), SPAWN_TIMEOUT - 5_000);
      const code = await new Promise((done) => child.once("close", done));
      clearTimeout(stop);
      expect(code, output).toBe(1);
      expect(output).toMatch(
        /refused --out .*: it holds what no build wrote: notes\.txt, and the build replaces/,
      );
      expect(output).not.toMatch(/^\s+at /m);
      expect(readFileSync(path.join(out, "notes.txt"), "utf8")).toBe("mine");
      expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("the last good site");
    },
    SPAWN_TIMEOUT,
  );
});

describe("npm run build's output", () => {
  it(
    "names the folder the site is in, never the one it is built in, and no bundler's timing notice",
    async () => {
      // A project of its own: its image cache is empty, so encoding the pictures takes the time
      // that made the bundler say so.
      const project = temporaryFolder("build-project");
      const content = contentTree("valid-full");
      const run = await runScript("commands/build.ts", ["--content", content, "--out", "site"], {
        cwd: project,
        env: { NO_COLOR: "1", CI: "" },
      });
      const output = run.stdout + run.stderr;
      expect(run.code, output).toBe(0);
      expect(output).toMatch(/^site\/index\.html +[\d.]+ kB/m);
      expect(output).not.toContain(".building-");
      expect(output).not.toMatch(/PLUGIN_TIMINGS|bundlertimings/i);
      expect(readFileSync(path.join(project, "site/index.html"), "utf8")).toContain("Renée");
    },
    SPAWN_TIMEOUT * 2,
  );
});

describe("the build's record", () => {
  /** valid-variants (English and Spanish, variants backend and data, data's PDF 1 page) on Letter, built. */
  let dist = "";

  beforeAll(async () => {
    const content = contentTree("valid-variants");
    writeFileSync(path.join(content, "site.yaml"), "pdf:\n  paper: letter\n", { flag: "a" });
    dist = path.join(temporaryFolder("build-record"), "dist");
    const { code, output } = await build(content, dist, { CI: "" });
    if (code !== 0) throw new Error(output);
  }, SPAWN_TIMEOUT * 2);

  it("lies beside the site, not in it, naming each page, its language, variant, files, budget and paper", () => {
    const record = JSON.parse(readFileSync(recordFile(dist), "utf8"));
    expect(path.dirname(recordFile(dist))).toBe(path.join(path.dirname(dist), ".folio"));
    expect(record.version).toBe(1);
    // The build the site's marker names.
    expect(readFileSync(path.join(dist, SITE_MARKER), "utf8")).toContain(`\n# build ${record.build}\n`);
    const page = (lang: string, folder: string, file: string, more: object = {}) => ({
      lang,
      folder,
      ...more,
      pdf: `${file}.pdf`,
      json: `${file}.json`,
      paper: "letter",
    });
    expect(record.pages).toEqual([
      page("en", "", "resume"),
      page("es", "es/", "resume.es"),
      page("en", "v/backend/", "resume.backend", { variant: "backend" }),
      page("es", "v/backend/es/", "resume.backend.es", { variant: "backend" }),
      page("en", "v/data/", "resume.data", { variant: "data", budget: 1 }),
      page("es", "v/data/es/", "resume.data.es", { variant: "data", budget: 1 }),
    ]);
    // Git leaves the records alone, whatever the owner's .gitignore says.
    expect(readFileSync(path.join(path.dirname(recordFile(dist)), ".gitignore"), "utf8")).toMatch(/^\*$/m);
  });

  it("leaves no private tag in any published page", () => {
    const pages = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".html"),
    );
    expect(pages).toHaveLength(6);
    for (const file of pages)
      expect(readFileSync(path.join(dist, file), "utf8"), file).not.toMatch(/<meta[^>]*"folio:/);
  });

  it(
    "missing or of another build, refuses npm run pdf and the check in one line naming npm run build",
    async () => {
      const file = recordFile(dist);
      const written = readFileSync(file, "utf8");
      const refusals = async () => {
        const runs = [await runMain(pdf, ["--dist", dist]), await runMain(check, ["--dist", dist])];
        for (const run of runs) {
          expect(run.code, run.stdout + run.stderr).toBe(1);
          expect(run.stderr).not.toMatch(/^\s+at /m);
        }
        return runs.map((run) => run.stderr.trim());
      };
      try {
        writeFileSync(file, written.replace(/"build": "[^"]+"/, '"build": "another"'));
        for (const stderr of await refusals())
          expect(stderr).toMatch(
            /^the record of the site in .*dist\/, .*\.folio\/dist\.build\.json, is of another build than the site in it: run npm run build/,
          );
        rmSync(file);
        for (const stderr of await refusals())
          expect(stderr).toMatch(
            /^the record of the site in .*dist\/, .*\.folio\/dist\.build\.json, is missing: run npm run build/,
          );
      } finally {
        writeFileSync(file, written);
      }
      expect(existsSync(path.join(dist, "resume.pdf"))).toBe(false);
    },
    SPAWN_TIMEOUT * 2,
  );
});
