/**
 * One site generated from a seed (tests/unit/arbitrary-content.ts: content nobody here wrote by
 * hand) goes the owner's whole way in Chromium on every run: `npm run build`, `npm run pdf` and
 * the owner's check of the built site (`npm run check`, scripts/check/). The seed is printed
 * and set on the test's annotations; FOLIO_PROPERTY_SEED=<seed> replays it:
 *
 *   FOLIO_PROPERTY_SEED=1234 npx playwright test tests/e2e/generated-site.spec.ts
 *
 * Otherwise the seed is drawn from the commit checked out: each commit tries a new shape of
 * content, and every run on it the same one.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { TEST_SITE_DIR } from "../../scripts/lib/site-dirs.ts";
import {
  arbitraryContent,
  contentFiles,
  type GeneratedContent,
  propertySeed,
  SCRIPT_NAMES,
  type Script,
} from "../unit/arbitrary-content.ts";
import { expect, test } from "./fixtures";

/** The seed of this run's sample: the one given, else the commit's (propertySeed). */
const SEED = propertySeed();

/** Where the sample is written and built, beside the suite's fixture sites. */
const SITE = path.join(TEST_SITE_DIR, "generated");

/**
 * The sample as one page: its first language alone and no variants, so the check reads one
 * page and one PDF within about a minute. The unit properties (content-properties.test.ts) try
 * every language and variant of many samples.
 */
const onePage = (content: GeneratedContent): GeneratedContent => ({
  ...content,
  site: { ...content.site, languages: content.site.languages.slice(0, 1), variants: undefined },
  translations: [],
});

/** The language fontconfig is asked for to know whether this machine draws a script. */
const SCRIPT_LANGUAGES: Partial<Record<Script, string>> = {
  cyrillic: "ru",
  greek: "el",
  cjk: "ja",
  fullWidth: "ja",
  arabic: "ar",
  hebrew: "he",
  devanagari: "hi",
  thai: "th",
};

/**
 * The scripts this machine has a font for (fc-list): a letter no font draws is missing from the
 * PDF, which the docs tell an owner to fix by installing fonts (docs/publishing.md, PDF), not a
 * fault of the engine to find here. Emoji need a font of their own.
 */
function drawnScripts(): Script[] {
  const fonts = (args: string[]) => spawnSync("fc-list", args, { encoding: "utf8" }).stdout?.trim() ?? "";
  return SCRIPT_NAMES.filter((script) => {
    if (script === "emoji") return /emoji/i.test(fonts([]));
    const lang = SCRIPT_LANGUAGES[script];
    return lang === undefined || fonts([`:lang=${lang}`, "family"]) !== "";
  });
}

/** A command of the engine, as an owner's `npm run` calls it: its exit code and what it printed. */
function folio(args: string[]) {
  // Playwright's own variables would make the check's run a worker of this one.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(name)),
  );
  const run = spawnSync(process.execPath, ["bin/folio.js", ...args], { encoding: "utf8", env });
  return { code: run.status, output: `${run.stdout}\n${run.stderr}` };
}

test("a site generated from a seed builds, prints and passes the owner's check", () => {
  // Build, print and the check's own run of Chromium: minutes on a busy two-core machine.
  test.setTimeout(600_000);
  console.log(`generated site: seed ${SEED} (FOLIO_PROPERTY_SEED=${SEED} replays it)`);
  test.info().annotations.push({ type: "seed", description: `FOLIO_PROPERTY_SEED=${SEED}` });
  const written = drawnScripts();
  console.log(`written in: ${written.join(", ")} (the scripts this machine has fonts for)`);
  const [content] = fc.sample(arbitraryContent({ most: 4, written }).map(onePage), {
    numRuns: 1,
    seed: SEED,
  });
  if (!content) throw new Error("fast-check gave no sample");
  const contentDir = path.join(SITE, "content");
  const dist = path.join(SITE, "dist");
  rmSync(SITE, { recursive: true, force: true });
  for (const [file, text] of contentFiles(content)) {
    mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    writeFileSync(path.join(contentDir, file), text);
  }
  // In a process of its own, as an owner's npm run build: this worker may have loaded React for
  // the dev server (live-edit specs), whose development runtime the build's prerender cannot share.
  const build = folio(["build", "--content", contentDir, "--out", dist]);
  expect(build.code, build.output).toBe(0);
  const pdf = folio(["pdf", "--dist", dist]);
  expect(pdf.code, pdf.output).toBe(0);
  const check = folio(["check", "--dist", dist, "--content", contentDir]);
  expect(check.code, `seed ${SEED}: npm run check failed\n${check.output}`).toBe(0);
});
