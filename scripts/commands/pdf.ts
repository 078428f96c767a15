/**
 * `npm run pdf`: the built site's Resume printed to dist/resume.pdf (scripts/site/pdf.ts), and
 * the site linked to it.
 *
 *   npm run build && npm run pdf [-- --paper a4|letter] [--out FILE] [--dist DIR]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { RESUME_PDF } from "../../src/shared/paths.ts";
import { CHROMIUM_FLAGS, installedChromiumPath } from "../lib/chromium.ts";
import { parseArguments, runAsCommand, unlessRefused } from "../lib/command.ts";
import { writeFileAtomically } from "../lib/safe-output.ts";
import { linkResumePdf, PAPER, type Paper, printResume, refuseNoSite, refusePdfTarget } from "../site/pdf.ts";
import { serveFolder } from "../site/serve-dist.ts";

const USAGE = "usage: npm run pdf -- [--paper a4|letter] [--out FILE] [--dist DIR]";

export function main(argv: string[]): Promise<number> {
  return unlessRefused(() => print(argv));
}

async function print(argv: string[]): Promise<number> {
  const parsed = parseArguments(
    () =>
      parseArgs({
        args: argv,
        options: { paper: { type: "string" }, out: { type: "string" }, dist: { type: "string" } },
      }),
    USAGE,
  );
  if (!parsed) return 2;
  const { values } = parsed;
  const paper = (values.paper ?? "a4").toLowerCase();
  if (!(paper in PAPER)) {
    console.error(`unknown --paper ${values.paper}\n${USAGE}`);
    return 2;
  }
  const dist = values.dist ?? "dist";
  const out = values.out ?? path.join(dist, RESUME_PDF);
  // The options as given first; the PDF's own place in the site once the site is known to be one.
  if (values.out !== undefined) await refusePdfTarget(out);
  refuseNoSite(dist);
  if (values.out === undefined) await refusePdfTarget(out);
  const executablePath = installedChromiumPath();
  // Loaded only now: a refusal starts no browser library.
  const { chromium } = await import("@playwright/test");
  const site = await serveFolder(dist);
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
    try {
      const page = await browser.newPage();
      const pdf = await printResume(page, site.url, paper as Paper);
      writeFileAtomically(out, pdf);
      console.log(`wrote ${out} (${PAPER[paper as Paper]}, ${Math.round(pdf.length / 1024)} kB)`);
      if (path.resolve(out) === path.resolve(dist, RESUME_PDF)) linkFromSite(dist);
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
  return 0;
}

/** Makes the built site in `dist` link to the PDF just written beside it. */
function linkFromSite(dist: string) {
  const page = path.join(dist, "index.html");
  const html = readFileSync(page, "utf8");
  const linked = linkResumePdf(html);
  if (linked === null) console.warn(`${page} has no place for a link to ${RESUME_PDF}: rebuild the site`);
  else if (linked !== html) {
    writeFileAtomically(page, linked);
    console.log(`${page} now links to ${RESUME_PDF}`);
  }
}

runAsCommand(import.meta.url, main, "could not print the resume");
