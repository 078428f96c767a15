/**
 * `npm run size`: what each screen's first view costs a visitor, gzipped, in two parts: the
 * product's code (JavaScript and CSS, inlined or not) and the owner's content (the page's
 * markup and page data, and the pictures it asks for at once). The code must not grow with the content: the
 * command also builds the same content four times over (every list ×4) and compares. Exits 1
 * over the product's budget, or when the code differs, unless --no-budget (an owner's deploy
 * prints the figures, and never refuses to publish over them).
 *
 *   npm run size                       builds content/ into dist/, and its 4× copy; compares
 *   npm run size -- --content DIR      the same for another content folder
 *   npm run size -- --dist DIR [--content DIR]
 *                                      measures a build already made (from DIR's content, to
 *                                      compare with its 4× copy)
 *   npm run size -- --no-build         measures dist/ as it is, alone
 *   … --no-budget                      figures only
 *
 * Static analysis of the build: the entry chunk and its static imports, the project dialog's
 * chunk where a project is open, the stylesheets, and the pictures fetched at once (the largest
 * candidate of each, an upper bound; lazy pictures in view come on top). A site in several
 * languages is measured page by page: the default's, then each other language's in its folder
 * (en/), each within the budget.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { projectPath } from "../../src/shared/paths.ts";
import { SCREENS } from "../../src/shared/screens.ts";
import { parseOptions, runAsCommand } from "../lib/command.ts";
import { attributeValue } from "../lib/html-text.ts";
import { readBuildRecord } from "../publish/build-record.ts";
import { writeScaled } from "./scaled-content.ts";

const USAGE = "usage: npm run size [-- --content DIR] [--dist DIR] [--no-build] [--no-budget]";
const KB = 1024;
/** How many times over the content is copied to show the code does not grow with it. */
const SCALE = 4;
/** Where the larger copy is written and built. */
const SCALED_DIR = ".cache/size";

/** The budget for the first view of `/`; the other screens are reported only. */
const BUDGET = { js: 101 * KB, css: 15 * KB, total: 250 * KB };

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const gzipped = (bytes: Buffer | string) => gzipSync(bytes).length;

type ScreenFigures = {
  route: string;
  js: number;
  css: number;
  /** The page's markup and data: the content (and the page's frame around it). */
  content: number;
  /** Images the first view fetches at once. */
  images: number;
  all: number;
  files: string[];
};

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return value === undefined ? undefined : attributeValue(value);
};
const local = (url: string) => decodeURIComponent(url.replace(/^\.?\//, ""));

/** The files a srcset lists, the widest first. */
function candidates(srcset: string | undefined): string[] {
  return (srcset ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .sort((a, b) => Number.parseInt(b[1] ?? "0", 10) - Number.parseInt(a[1] ?? "0", 10))
    .map(([url]) => local(url ?? ""));
}

/** The file a <picture> or <img> loads: its first <source>'s widest candidate, as browsers with AVIF pick (an upper bound). */
function pictureFile(markup: string): string | undefined {
  const img = /<img\b[^>]*>/i.exec(markup)?.[0] ?? "";
  const source = /<source\b[^>]*>/i.exec(markup)?.[0];
  const best = candidates(attribute(source ?? img, "srcset"))[0] ?? attribute(img, "src");
  return best ? local(best) : undefined;
}

/** The pictures in `markup` whose <img> matches `test`. */
function pictures(markup: string, test: (img: string) => boolean): string[] {
  const files: string[] = [];
  for (const [whole] of markup.matchAll(/<picture\b[^>]*>[\s\S]*?<\/picture>|<img\b[^>]*>/gi)) {
    const img = /<img\b[^>]*>/i.exec(whole)?.[0] ?? whole;
    const file = test(img) ? pictureFile(whole) : undefined;
    if (file) files.push(file);
  }
  return files;
}

/** The markup between `marker="name"` and the next element carrying `marker` (screens and sheets are siblings). */
function part(html: string, marker: string, name: string): string {
  // In <body>: the stylesheet in <head> names the screens too.
  const start = html.indexOf(`${marker}="${name}"`, html.indexOf("<body"));
  if (start < 0) return "";
  const next = html.indexOf(`${marker}="`, start + marker.length + 2);
  return html.slice(start, next < 0 ? undefined : next);
}

/**
 * The pictures a screen's first view fetches first: its lead picture (fetchpriority="high",
 * src/components/image.tsx); a shared project's dialog covers its screen, and shows its own
 * first picture. (Every picture is lazy: those in view come on top, as many as the window
 * shows; a hidden screen fetches none.)
 */
function firstViewImages(html: string, screen: string, project?: string): string[] {
  if (project) return pictures(part(html, "data-project-sheet", project), () => true).slice(0, 1);
  return pictures(part(html, "data-screen", screen), (img) => /\sfetchpriority="high"/i.test(img));
}

/** A first view measured: its address from the page's, its screen, and the project a shared link opens. */
type FirstView = { route: string; screen: string; project?: string };

/**
 * The first views of the built page `html`: every screen (src/shared/screens.ts), the first at
 * the page's own address, and its first project as a shared link opens it.
 */
export function firstViews(html: string): FirstView[] {
  const firstProject = /"projects":\[\{"id":"((?:[^"\\]|\\.)*)"/.exec(html)?.[1];
  const project = firstProject === undefined ? undefined : (JSON.parse(`"${firstProject}"`) as string);
  const screens = SCREENS.map(({ name, path }, index) => ({
    route: index === 0 ? "/" : `#${path}`,
    screen: name,
  }));
  if (project === undefined) return screens;
  return [...screens, { route: `#${projectPath(project)}`, screen: "projects", project }];
}

/** A page of the build: its language's tag ("" on a site in one language) and folder ("", "en/", "v/data/"). */
export type LanguagePage = { lang: string; folder: string };

/**
 * The pages of the build at `dist`: the default language's, then each other's, then each
 * variant's in each language, as the build's record lists them: each meets the same budgets.
 */
export function languagePages(dist: string): LanguagePage[] {
  const page = path.join(dist, "index.html");
  if (!existsSync(page))
    throw new Error(`no ${path.relative(process.cwd(), dist) || "."}/index.html: run npm run build first`);
  return readBuildRecord(dist).pages.map(({ lang, folder }) => ({ lang, folder }));
}

/** Every screen's first view of the page in `folder` ("" for the default language's, "en/") of the build at `dist`. */
export function measure(dist: string, folder = ""): ScreenFigures[] {
  if (!existsSync(path.join(dist, folder, "index.html")))
    throw new Error(
      `no ${path.relative(process.cwd(), path.join(dist, folder)) || "."}/index.html: run npm run build first`,
    );
  const read = (file: string) => readFileSync(path.join(dist, file));
  // An address in the page is read from its folder: a page in en/ asks for ../assets/….
  const inPage = (file: string) => path.posix.normalize(path.posix.join(folder, file));
  const fromPage = (url: string) => inPage(local(url));
  const html = read(`${folder}index.html`).toString("utf8");

  /** A chunk and every chunk it imports statically (what loading it costs before it runs). */
  const withStaticImports = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const [, specifier] of read(file).toString("utf8").matchAll(STATIC_IMPORT)) {
      if (specifier) withStaticImports(path.posix.join(path.posix.dirname(file), specifier), seen);
    }
    return seen;
  };

  // The app's entry, a module script; the project dialog's chunk, which it imports on demand.
  const entryUrl = attribute(/<script\b[^>]*type="module"[^>]*>/i.exec(html)?.[0] ?? "", "src");
  if (!entryUrl) throw new Error("the page loads no app: no entry script");
  const entry = fromPage(entryUrl);
  const dialogFile = /["'`]\.\/(project-dialog-[^"'`/]+\.js)["'`]/.exec(read(entry).toString("utf8"))?.[1];
  const dialog = dialogFile ? path.posix.join(path.posix.dirname(entry), dialogFile) : undefined;
  const cssFiles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)].map(([tag]) =>
    fromPage(attribute(tag, "href") ?? ""),
  );
  const inlineCode = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes]) => !/\btype="(?!module")/i.test(attributes ?? ""),
  );
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)];
  let markup = html;
  for (const [whole] of [...inlineCode, ...inlineStyles]) markup = markup.replace(whole, "");

  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipped(read(file)), 0);
  const inlineJs = inlineCode.reduce((total, [, , code]) => total + gzipped(code ?? ""), 0);
  const css = sum(cssFiles) + inlineStyles.reduce((total, [, code]) => total + gzipped(code ?? ""), 0);
  const page = gzipped(html);
  const content = gzipped(markup);
  return firstViews(html).map(({ route, screen, project }) => {
    const js = withStaticImports(entry);
    if (project && dialog) withStaticImports(dialog, js);
    const images = firstViewImages(html, screen, project).map(inPage);
    const imageBytes = images.reduce((total, file) => total + read(file).length, 0);
    const jsBytes = sum(js) + inlineJs;
    return {
      route,
      js: jsBytes,
      css,
      content,
      images: imageBytes,
      all: page + sum(js) + sum(cssFiles) + imageBytes,
      files: [...js],
    };
  });
}

function printTable(title: string, figures: ScreenFigures[], budget: boolean): boolean {
  let over = false;
  console.log(`\n${title}`);
  console.log(
    `${"screen".padEnd(26)}${"code: JS".padStart(10)}${"CSS".padStart(9)}${"content".padStart(10)}${"images".padStart(9)}${"all".padStart(10)}`,
  );
  for (const row of figures) {
    const flags: string[] = [];
    if (budget && row.route === "/") {
      if (row.js > BUDGET.js) flags.push("JS over budget");
      if (row.css > BUDGET.css) flags.push("CSS over budget");
      if (row.all > BUDGET.total) flags.push("total over budget");
    }
    over ||= flags.length > 0;
    const route = row.route.length > 25 ? `${row.route.slice(0, 24)}…` : row.route;
    console.log(
      `${route.padEnd(26)}${kb(row.js).padStart(10)}${kb(row.css).padStart(9)}${kb(row.content).padStart(10)}${kb(row.images).padStart(9)}${kb(row.all).padStart(10)}${flags.length ? `  ✗ ${flags.join(", ")}` : ""}`,
    );
  }
  console.log(`  scripts of /: ${figures[0]?.files.join(", ")}`);
  return over;
}

/** Each language's page of the build at `dist` (see languagePages), measured, with its table's title. */
function measureSite(dist: string, title: string): { title: string; figures: ScreenFigures[] }[] {
  return languagePages(dist).map(({ lang, folder }) => ({
    title: `${title}${folder ? `, ${folder}` : ""}${lang ? ` (${lang})` : ""}`,
    figures: measure(dist, folder),
  }));
}

/**
 * Whether each page's code (JS + CSS, screen by screen) is the same in the build of the larger
 * content, page for page; prints both, and how much the default page's content grew.
 */
function sameCode(pages: { figures: ScreenFigures[] }[], scaled: { figures: ScreenFigures[] }[]): boolean {
  const code = (rows: ScreenFigures[]) => rows.map((row) => row.js + row.css);
  const flat =
    pages.length === scaled.length &&
    pages.every(({ figures }, page) => {
      const larger = code(scaled[page]?.figures ?? []);
      return code(figures).every((bytes, index) => bytes === larger[index]);
    });
  const [sample, larger] = [code(pages[0]?.figures ?? []), code(scaled[0]?.figures ?? [])];
  const [before, after] = [pages[0]?.figures[0]?.content ?? 0, scaled[0]?.figures[0]?.content ?? 0];
  console.log(
    `\ncode (JS + CSS) per screen${pages.length > 1 ? `, each of ${pages.length} languages` : ""}: ${sample.map(kb).join(", ")} → ${larger.map(kb).join(", ")}: ${flat ? "the same" : "✗ it grew with the content"}`,
  );
  console.log(`content of the page: ${kb(before)} → ${kb(after)} (${(after / (before || 1)).toFixed(1)}×)`);
  return flat;
}

function build(content: string, out: string) {
  execFileSync("npx", ["tsx", "scripts/commands/build.ts", "--content", content, "--out", out], {
    stdio: "inherit",
  });
}

export function main(argv: string[]): number {
  const parsed = parseOptions(
    argv,
    {
      content: { type: "string" },
      dist: { type: "string" },
      "no-build": { type: "boolean", default: false },
      "no-budget": { type: "boolean", default: false },
    },
    USAGE,
  );
  if (!parsed) return 2;
  const budget = !parsed["no-budget"];
  const alone = parsed["no-build"] || (parsed.dist !== undefined && parsed.content === undefined);
  const contentDir = parsed.content ?? "content";
  const dist = path.resolve(parsed.dist ?? "dist");
  if (!parsed["no-build"] && parsed.dist === undefined) build(contentDir, dist);

  console.log(
    `first view, gzip (budget for / of each language: JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}, all ${kb(BUDGET.total)})`,
  );
  const pages = measureSite(dist, path.relative(process.cwd(), dist) || ".");
  let over = false;
  for (const { title, figures } of pages) over = printTable(title, figures, budget) || over;

  if (!alone) {
    // The same site with every list four times over: the content grows, the code must not.
    const scaledContent = path.join(SCALED_DIR, "content");
    const scaledDist = path.resolve(SCALED_DIR, "dist");
    rmSync(SCALED_DIR, { recursive: true, force: true });
    mkdirSync(scaledContent, { recursive: true });
    writeScaled(contentDir, scaledContent, SCALE);
    console.log(`\nbuilding ${contentDir} ×${SCALE} (every list ${SCALE} times over) …`);
    build(scaledContent, scaledDist);
    const scaled = measureSite(scaledDist, `${contentDir} ×${SCALE}`);
    for (const { title, figures } of scaled) printTable(title, figures, false);
    over = !sameCode(pages, scaled) || over;
  }
  console.log(over ? `\nover budget${budget ? "" : " (reported only: --no-budget)"}` : "\nwithin budget");
  return over && budget ? 1 : 0;
}

runAsCommand(import.meta.url, main, "could not measure the build");
