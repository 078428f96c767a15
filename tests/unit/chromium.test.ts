import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { chromiumPath, DEFAULT_CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";
import { ROOT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";

const SETUP = path.join(ROOT, "scripts/commands/setup-browser.sh");

/** Runs `npm run setup:browser`'s script, from another folder, with CHROMIUM_PATH and CHROME_PATH unset unless given. */
function setupBrowser(env: Record<string, string>) {
  return spawnSync("bash", [SETUP], {
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
    expect(run.stdout).toBe(`Chromium for the browser tests: ${browser} (Fake Chromium 1.0)\n`);
    expect(run.status).toBe(0);
  });
});
