import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { main as pdf } from "../../scripts/commands/pdf.ts";
import { chromiumPath, DEFAULT_CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";
import { markSite } from "../../scripts/lib/site-folder.ts";
import {
  BUILD_RECORD_VERSION,
  type BuildRecord,
  type BuiltPage,
  recordFile,
} from "../../scripts/publish/build-record.ts";
import { ROOT, runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";

const SETUP = path.join(ROOT, "scripts/commands/setup-browser.sh");

/** Runs `npm run setup:browser`'s script, from another folder, with CHROMIUM_PATH and CHROME_PATH unset unless given. */
function setupBrowser(env: Record<string, string>, args: string[] = []) {
  return spawnSync("bash", [SETUP, ...args], {
    cwd: temporaryFolder("setup-browser"),
    encoding: "utf8",
    env: { ...process.env, CHROMIUM_PATH: "", CHROME_PATH: "", ...env },
    timeout: 60_000,
  });
}

const only =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe("the browser the tests, npm run pdf and npm run audit drive", () => {
  test("is CHROMIUM_PATH, then CHROME_PATH, whatever is installed", () => {
    const installed = only(DEFAULT_CHROMIUM_PATH);
    expect(chromiumPath({ CHROMIUM_PATH: "/a", CHROME_PATH: "/b" }, installed)).toBe("/a");
    expect(chromiumPath({ CHROME_PATH: "/b" }, installed)).toBe("/b");
  });

  test("is otherwise Debian's Chromium, else Google Chrome as on GitHub's Ubuntu runners", () => {
    expect(chromiumPath({}, only(DEFAULT_CHROMIUM_PATH, "/usr/bin/google-chrome"))).toBe(
      DEFAULT_CHROMIUM_PATH,
    );
    expect(chromiumPath({}, only("/usr/bin/google-chrome"))).toBe("/usr/bin/google-chrome");
    expect(chromiumPath({}, only("/usr/bin/google-chrome-stable"))).toBe("/usr/bin/google-chrome-stable");
  });

  test("names Debian's Chromium when no browser is installed, for the error that says how to get one", () => {
    expect(chromiumPath({}, only())).toBe(DEFAULT_CHROMIUM_PATH);
  });
});

describe("npm run setup:browser", () => {
  test("names no browser's place of its own: it reads scripts/lib/chromium.ts's", () => {
    const lines = readFileSync(SETUP, "utf8").split("\n");
    expect(lines.filter((line) => /\/usr\/bin\/(?!env )|google-chrome/.test(line))).toEqual([]);
  });

  test("refuses a CHROMIUM_PATH that is no browser, naming the default chromium.ts gives", () => {
    const run = setupBrowser({ CHROMIUM_PATH: "/no/such/browser" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`or unset it to use ${DEFAULT_CHROMIUM_PATH}.`);
  });

  test("reports the browser CHROMIUM_PATH names, with its version", () => {
    const browser = path.join(temporaryFolder("fake-browser"), "chromium");
    writeFileSync(browser, '#!/bin/sh\necho "Fake Chromium 1.0"\n');
    chmodSync(browser, 0o755);
    const run = setupBrowser({ CHROMIUM_PATH: browser });
    expect(run.stderr).toBe("");
    // After the PDF reader's line (pdftotext, installed by the same script when missing).
    expect(run.stdout.split("\n").slice(-2)).toEqual([
      `Chromium for the browser tests: ${browser} (Fake Chromium 1.0)`,
      "",
    ]);
    expect(run.stdout).toMatch(/^pdftotext for the resume PDF's text: \S+\n/);
    expect(run.status).toBe(0);
  });
  test("with --fonts, says of each package dpkg has that it is installed, and installs none of them", () => {
    const browser = path.join(temporaryFolder("fake-browser"), "chromium");
    writeFileSync(browser, '#!/bin/sh\necho "Fake Chromium 1.0"\n');
    chmodSync(browser, 0o755);
    // Packages every Debian system has, standing for fonts already there.
    const run = setupBrowser({ CHROMIUM_PATH: browser }, ["--fonts", "coreutils,bash"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("fonts: coreutils is installed\nfonts: bash is installed\n");
    expect(run.status).toBe(0);
  });

  test("refuses an option it does not know, with its usage", () => {
    const run = setupBrowser({}, ["--font", "fonts-noto-cjk"]);
    expect(run.stderr).toBe("usage: npm run setup:browser -- [--fonts PACKAGE[,PACKAGE...]]\n");
    expect(run.status).toBe(2);
  });
});

/** An executable file that says `complaint` on stderr and exits: what a wrong CHROMIUM_PATH often names. */
function notABrowser(complaint: string): string {
  const file = path.join(temporaryFolder("not-a-browser"), "chromium");
  writeFileSync(file, `#!/bin/sh\necho "${complaint}" >&2\nexit 3\n`);
  chmodSync(file, 0o755);
  return file;
}

/** A folder npm run pdf takes for a built site: an index.html its marker lists, and its record beside it. */
function markedSite(): string {
  const site = temporaryFolder("pdf-site");
  writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Resume</title>");
  const build = markSite(site);
  const page: BuiltPage = { lang: "", folder: "", pdf: "resume.pdf", json: "resume.json", paper: "a4" };
  const record: BuildRecord = { version: BUILD_RECORD_VERSION, build, pages: [page] };
  mkdirSync(path.dirname(recordFile(site)), { recursive: true });
  writeFileSync(recordFile(site), JSON.stringify(record));
  return site;
}

const WHAT_TO_DO = (variable: string) =>
  `point ${variable} at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM_PATH} (npm run setup:browser installs it)`;

describe("npm run pdf with a CHROMIUM_PATH that is no browser", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test(
    "prints one line naming the variable, the path, what the file said and what to do; never the launcher's log",
    async () => {
      const browser = notABrowser("not a browser");
      const site = markedSite();
      const run = await runScript(
        "commands/pdf.ts",
        ["--dist", site, "--out", path.join(site, "resume.pdf")],
        {
          env: { CHROMIUM_PATH: browser, CHROME_PATH: "" },
        },
      );
      expect(run).toEqual({
        code: 1,
        stdout: "",
        stderr: `the browser at CHROMIUM_PATH=${browser} did not start (it said: not a browser); ${WHAT_TO_DO("CHROMIUM_PATH")}\n`,
      });
      expect(readdirSync(site).sort()).toEqual([".folio-site", "index.html"]);
    },
    SPAWN_TIMEOUT,
  );

  test(
    "names CHROME_PATH when that is the variable that chose it",
    async () => {
      vi.stubEnv("CHROMIUM_PATH", "");
      vi.stubEnv("CHROME_PATH", notABrowser("exec format error"));
      const run = await runMain(pdf, [
        "--dist",
        markedSite(),
        "--out",
        path.join(temporaryFolder("pdf"), "r.pdf"),
      ]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `the browser at CHROME_PATH=${process.env.CHROME_PATH} did not start (it said: exec format error); ${WHAT_TO_DO("CHROME_PATH")}\n`,
      );
    },
    SPAWN_TIMEOUT,
  );

  test("refuses a file that cannot be run, or no file, before starting anything", async () => {
    const file = path.join(temporaryFolder("not-executable"), "chromium");
    writeFileSync(file, "");
    const missing = path.join(path.dirname(file), "missing");
    const site = markedSite();
    for (const [browser, what] of [
      [file, "is not executable"],
      [missing, "is no file"],
    ]) {
      vi.stubEnv("CHROMIUM_PATH", browser);
      expect(await runMain(pdf, ["--dist", site, "--out", path.join(site, "resume.pdf")])).toEqual({
        code: 1,
        stdout: "",
        stderr: `no Chromium at CHROMIUM_PATH=${browser}: it ${what}; ${WHAT_TO_DO("CHROMIUM_PATH")}\n`,
      });
    }
  });
});
