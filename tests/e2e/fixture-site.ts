/**
 * Browser tests of the suite's other sites (sites.ts), which the global set-up builds: each
 * file names its site, and gets the suite's `test` with that site served for each worker on a
 * port of its own and as the base URL (tests/e2e/sparse-site.spec.ts, grouped-site.spec.ts, …).
 */
import { cpSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { recordFile } from "../../scripts/publish/build-record.ts";
import { test } from "./fixtures";
import { SITES, type SiteName } from "./sites.ts";

/** The site `name` of the list: its content, and the folder it is built in. */
export function fixtureSite<Name extends SiteName>(name: Name): (typeof SITES)[Name] {
  return SITES[name];
}

/**
 * A copy of the site built in `dist`, with its build's record beside it (as npm run pdf needs
 * it), as `dist/` in a new temporary folder whose name starts with `prefix`: for a test that
 * writes into the site. The test removes the folder, path.dirname of what this returns.
 */
export function copyOfSite(dist: string, prefix: string): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), prefix)), "dist");
  cpSync(dist, copy, { recursive: true });
  mkdirSync(path.dirname(recordFile(copy)), { recursive: true });
  cpSync(recordFile(dist), recordFile(copy));
  return copy;
}

/**
 * The suite's `test`, with the site `name` served and as the base URL: served by the worker's
 * `folders` (fixtures.ts), so that a test of any site can run in any of the suite's workers.
 */
export function testFixtureSite(name: SiteName) {
  return test.extend({
    baseURL: async ({ folders }, use) => use((await folders.serve(fixtureSite(name).outDir)).url),
  });
}

export const THEMES = ["light", "dark"] as const;

/** The card of the Resume's section headed `title`. */
export function section(page: Page, title: string) {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title }) });
}

/** An entry of a timeline, by its heading (the company or school). */
export function entry(timeline: Locator, name: string, nth = 0) {
  return timeline
    .getByRole("listitem")
    .filter({ has: timeline.page().getByRole("heading", { level: 3, name }) })
    .nth(nth);
}
