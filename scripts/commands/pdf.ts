/**
 * `npm run pdf`: the built site's Resume printed to dist/resume.pdf (scripts/site/pdf.ts), and
 * the site linked to it; a site in several languages also each other language's, from its page,
 * to dist/resume.<lang>.pdf (resume.pt-PT.pdf), each page linked to its own. With --out, the
 * default language's alone, and the site left as it is.
 *
 *   npm run build && npm run pdf [-- --paper a4|letter] [--out FILE] [--dist DIR]
 *
 * The paper is --paper's, else the one site.yaml's `paper` wrote into each page, else A4.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { RESUME_PDF, taggedFile } from "../../src/shared/paths.ts";
import { CHROMIUM_FLAGS, installedChromiumPath, startChromium } from "../lib/chromium.ts";
import { parseOptions, runAsCommand, unlessRefused } from "../lib/command.ts";
import { within, writeFileAtomically } from "../lib/safe-output.ts";
import { recordSiteFiles } from "../lib/site-folder.ts";
import {
  linkResumePdf,
  PAPER,
  type Paper,
  pagePaper,
  printResume,
  refuseNoSite,
  refusePdfTarget,
  siteLanguagePages,
} from "../site/pdf.ts";
import { serveFolder } from "../site/serve-dist.ts";

const USAGE = "usage: npm run pdf -- [--paper a4|letter] [--out FILE] [--dist DIR]";

export function main(argv: string[]): Promise<number> {
  return unlessRefused(() => print(argv));
}

async function print(argv: string[]): Promise<number> {
  const values = parseOptions(
    argv,
    { paper: { type: "string" }, out: { type: "string" }, dist: { type: "string" } },
    USAGE,
  );
  if (!values) return 2;
  const paper = values.paper?.toLowerCase();
  if (paper !== undefined && !(paper in PAPER)) {
    console.error(`unknown --paper ${values.paper}\n${USAGE}`);
    return 2;
  }
  const dist = values.dist ?? "dist";
  // The options as given first; the PDFs' own places in the site once the site is known to be one.
  if (values.out !== undefined) await refusePdfTarget(values.out);
  refuseNoSite(dist);
  const pages =
    values.out === undefined
      ? sitePdfs(dist)
      : [
          {
            folder: "",
            file: values.out,
            linked: path.resolve(values.out) === path.resolve(dist, RESUME_PDF),
          },
        ];
  if (values.out === undefined) for (const { file } of pages) await refusePdfTarget(file);
  // A browser that is not there is refused before any other work; one that does not start, at its start.
  installedChromiumPath();
  // Loaded only now: a refusal starts no browser library.
  const { chromium } = await import("@playwright/test");
  const site = await serveFolder(dist);
  try {
    const browser = await startChromium((executablePath) =>
      chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] }),
    );
    try {
      const page = await browser.newPage();
      for (const { folder, file, linked } of pages) {
        const pdf = await printResume(page, new URL(folder, site.url).href, paper as Paper | undefined);
        writeFileAtomically(file, pdf);
        const printedOn = PAPER[(paper as Paper | undefined) ?? (await pagePaper(page))];
        console.log(`wrote ${file} (${printedOn}, ${Math.round(pdf.length / 1024)} kB)`);
        const relinked = linked ? linkFromSite(path.join(dist, folder), path.basename(file)) : undefined;
        // Written into the site, the files are the site's: the next build knows them for its own.
        const inSite = [file, ...(relinked ? [relinked] : [])].filter((written) =>
          within(path.resolve(written), path.resolve(dist)),
        );
        if (inSite.length > 0) recordSiteFiles(dist, inSite);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
  return 0;
}

/**
 * The PDFs of the site in `dist`: its page's (`resume.pdf`), and on a site in several languages
 * each other language's page's, in its folder, to `resume.<lang>.pdf` beside the first.
 */
function sitePdfs(dist: string): { folder: string; file: string; linked: boolean }[] {
  return siteLanguagePages(readFileSync(path.join(dist, "index.html"), "utf8")).map(
    ({ lang, folder }, index) => ({
      folder,
      file: path.join(dist, index === 0 ? RESUME_PDF : taggedFile(RESUME_PDF, lang)),
      linked: true,
    }),
  );
}

/**
 * Makes the page in `folder` of the built site link to its PDF, `file`, just written; returns
 * the page when it changed it.
 */
function linkFromSite(folder: string, file: string): string | undefined {
  const page = path.join(folder, "index.html");
  const html = readFileSync(page, "utf8");
  const linked = linkResumePdf(html);
  if (linked === null) console.warn(`${page} has no place for a link to ${file}: rebuild the site`);
  else if (linked !== html) {
    writeFileAtomically(page, linked);
    console.log(`${page} now links to ${file}`);
    return page;
  }
  return undefined;
}

runAsCommand(import.meta.url, main, "could not print the resume");
