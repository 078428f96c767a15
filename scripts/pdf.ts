/**
 * The resume as a PDF, printed by the system's Chromium from the built site:
 *
 *   npm run build && npm run pdf [-- --paper a4|letter] [--out FILE] [--dist DIR]
 *
 * It builds nothing: it serves the existing dist/ on a private local port, opens the Resume
 * route as print media (every accordion open, see src/print.css) and writes dist/resume.pdf
 * (text selectable and searchable). CHROMIUM_PATH (or CHROME_PATH) chooses another browser
 * binary (see chromium.ts).
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, installedChromiumPath } from "./chromium.ts";
import { parseArguments, runAsCommand } from "./command.ts";
import { serveFolder } from "./serve-dist.ts";

const USAGE = "usage: npm run pdf -- [--paper a4|letter] [--out FILE] [--dist DIR]";

export const PAPER = { a4: "A4", letter: "Letter" } as const;
export type Paper = keyof typeof PAPER;

/** Prints the Resume route of the site at `siteUrl` (already open in `page` or not). */
export async function printResume(page: Page, siteUrl: string, paper: Paper): Promise<Buffer> {
  await page.emulateMedia({ media: "print", colorScheme: "light" });
  await page.goto(new URL("#/", siteUrl).href);
  await page.locator("main h1").first().waitFor();
  // The prerendered page holds every accordion's content (src/print.css opens them): only
  // the lazy images are left to load.
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
      image.loading = "eager";
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  return page.pdf({ format: PAPER[paper], printBackground: true, tagged: true, outline: true });
}

export async function main(argv: string[]): Promise<number> {
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
  const out = values.out ?? path.join(dist, "resume.pdf");
  if (!existsSync(path.join(dist, "index.html"))) {
    console.error(`no built site in ${dist}/: run npm run build first`);
    return 1;
  }
  const executablePath = installedChromiumPath();
  const site = await serveFolder(dist);
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
    try {
      const page = await browser.newPage();
      const pdf = await printResume(page, site.url, paper as Paper);
      writeFileSync(out, pdf);
      console.log(`wrote ${out} (${PAPER[paper as Paper]}, ${Math.round(pdf.length / 1024)} kB)`);
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
  return 0;
}

runAsCommand(import.meta.url, main, "could not print the resume");
