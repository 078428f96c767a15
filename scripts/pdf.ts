/**
 * The resume as a PDF, printed by the system's Chromium from the built site:
 *
 *   npm run build && npm run pdf [-- --paper a4|letter] [--out FILE] [--dist DIR]
 *
 * It builds nothing: it serves the existing dist/ on a private local port, opens the Resume
 * route as print media (every accordion open, see src/print.css) and writes dist/resume.pdf
 * (text selectable and searchable). CHROMIUM_PATH chooses another browser binary.
 */
import { createReadStream, existsSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";

const USAGE = "usage: npm run pdf -- [--paper a4|letter] [--out FILE] [--dist DIR]";

export const PAPER = { a4: "A4", letter: "Letter" } as const;
export type Paper = keyof typeof PAPER;

/** The same flags as the browser tests (playwright.config.ts): no sandbox, no network chatter. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".webmanifest": "application/manifest+json",
};

/** Serves `dir` on 127.0.0.1 at a free port; only files inside it. */
export async function serveDirectory(dir: string): Promise<{ url: string; server: Server }> {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": MIME[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** Prints the Resume route of the site at `siteUrl` (already open in `page` or not). */
export async function printResume(page: Page, siteUrl: string, paper: Paper): Promise<Buffer> {
  await page.emulateMedia({ media: "print", colorScheme: "light" });
  await page.goto(new URL("#/", siteUrl).href);
  await page.locator("main h1").first().waitFor();
  // Every accordion's content is mounted for print (use-printing.ts), and every image loaded.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-slot="accordion-content"]').length ===
      document.querySelectorAll('[data-slot="accordion-item"]').length,
  );
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
      image.loading = "eager";
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  return page.pdf({ format: PAPER[paper], printBackground: true, tagged: true, outline: true });
}

async function main(argv: string[]): Promise<number> {
  let values: { paper?: string; out?: string; dist?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { paper: { type: "string" }, out: { type: "string" }, dist: { type: "string" } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
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
  const { url, server } = await serveDirectory(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const pdf = await printResume(page, url, paper as Paper);
    writeFileSync(out, pdf);
    console.log(`wrote ${out} (${PAPER[paper as Paper]}, ${Math.round(pdf.length / 1024)} kB)`);
  } finally {
    await browser.close();
    server.close();
  }
  return 0;
}

// Run as a command, not when a test imports the module.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`could not print the resume: ${(error as Error)?.message ?? String(error)}`);
      process.exitCode = 1;
    },
  );
}
