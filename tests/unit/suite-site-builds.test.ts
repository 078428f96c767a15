/**
 * The browser suite's global set-up (tests/e2e/global-setup.ts), which builds the suite's sites
 * side by side in processes of their own: every site is built whatever another's fate, and one
 * that does not build fails the set-up, named, with the compiler's located message.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSites } from "../e2e/global-setup.ts";
import { temporaryFolder } from "./fixtures.ts";

describe("the browser suite's set-up", () => {
  it("builds every site beside one that does not build, then fails naming it and where its content is wrong", async () => {
    const dir = temporaryFolder("suite-sites");
    const site = (name: string, layers: string[]) => ({
      layers,
      contentDir: path.join(dir, name, "content"),
      outDir: path.join(dir, name, "dist"),
    });
    const sites = {
      broken: site("broken", ["valid-minimal", "invalid-gpa"]),
      minimal: site("minimal", ["valid-minimal"]),
      spanish: site("spanish", ["valid-minimal", "valid-spanish"]),
    };
    const failure = await buildSites(sites).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure?.split("\n")[0]).toBe(
      `the fixture site broken (${sites.broken.contentDir}) did not build: content is invalid`,
    );
    expect(failure).toMatch(/education\.yaml:10:10 error education\[0\]\.gpa: expected a number from 0 to 4/);
    for (const built of [sites.minimal, sites.spanish])
      expect(existsSync(path.join(built.outDir, "index.html")), built.outDir).toBe(true);
    expect(existsSync(sites.broken.outDir)).toBe(false);
  }, 240_000);
});
