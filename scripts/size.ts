/**
 * `npm run size`: builds the site (skip with --no-build, or measure another build with --dist
 * DIR) and prints, per route, the JavaScript and CSS its first view loads, gzipped, and the
 * total bytes of that view; exits 1 over the product's budget, unless --no-budget (an owner's
 * deploy prints the figures, and never refuses to publish over them). Static analysis of dist/: the entry chunk and its static imports, the
 * route's lazy chunk, the stylesheets, and for `/` the prerendered page with the images it
 * loads eagerly (the largest candidate of each, an upper bound).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { runAsCommand } from "./command.ts";

/** The build to measure: dist/, or the folder after --dist. */
const distFlag = process.argv.indexOf("--dist");
const DIST = path.resolve((distFlag >= 0 ? process.argv[distFlag + 1] : undefined) ?? "dist");
const KB = 1024;

/** The issue's budget for the first view of `/`; the other routes are reported only. */
const BUDGET = { js: 100 * KB, css: 15 * KB, total: 250 * KB };

/** The lazy chunk of each route (named after its module in src/pages/). */
const ROUTES = [
  { route: "/", chunk: null },
  { route: "#/projects", chunk: "projects" },
  { route: "#/about", chunk: "about" },
] as const;

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

const bytes = (file: string) => readFileSync(path.join(DIST, file));
const gzipped = (file: string) => gzipSync(bytes(file)).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/** A chunk and every chunk it imports statically (what loading it costs before it runs). */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = bytes(file).toString("utf8");
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    if (specifier) withStaticImports(path.posix.join(path.posix.dirname(file), specifier), seen);
  }
  return seen;
}

function dynamicImports(file: string): string[] {
  return [...bytes(file).toString("utf8").matchAll(DYNAMIC_IMPORT)].map(([, specifier]) =>
    path.posix.join(path.posix.dirname(file), specifier ?? ""),
  );
}

function lazyChunk(entry: string, name: string): string {
  const file = dynamicImports(entry).find((chunk) => path.posix.basename(chunk).startsWith(`${name}-`));
  if (!file) throw new Error(`no lazy chunk for ${name} in ${entry}`);
  return file;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
const local = (url: string) => decodeURI(url.replace(/^\.?\//, ""));

/** The files a srcset lists, the widest first. */
function candidates(srcset: string | undefined): string[] {
  return (srcset ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .sort((a, b) => Number.parseInt(b[1] ?? "0", 10) - Number.parseInt(a[1] ?? "0", 10))
    .map(([url]) => local(url ?? ""));
}

/** Images `/` loads before scrolling: eager <img> (their first <source>, as browsers with AVIF pick). */
function eagerImages(html: string): string[] {
  const files: string[] = [];
  const pictures = html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>|<img\b[^>]*>/gi);
  for (const [whole, inner] of pictures) {
    const img = /<img\b[^>]*>/i.exec(whole)?.[0] ?? whole;
    if (attribute(img, "loading") === "lazy") continue;
    const source = inner ? /<source\b[^>]*>/i.exec(inner)?.[0] : undefined;
    const best = candidates(attribute(source ?? img, "srcset"))[0] ?? attribute(img, "src");
    if (best) files.push(local(best));
  }
  return files;
}

function main(): number {
  if (!process.argv.includes("--no-build") && !process.argv.includes("--dist")) {
    execFileSync("npx", ["tsx", "scripts/build.ts"], { stdio: "inherit" });
  }
  if (!existsSync(path.join(DIST, "index.html")))
    throw new Error(`no ${path.relative(process.cwd(), DIST) || "."}/index.html: run npm run build first`);
  const html = bytes("index.html").toString("utf8");
  // The built page loads the app from its inlined before-paint script (data-entry, and each
  // route's chunk in data-routes); a page without it, from a module script.
  const loader = /<script\b[^>]*\sdata-entry="[^"]*"[^>]*>/i.exec(html)?.[0];
  const entry = local(
    attribute(
      loader ?? /<script\b[^>]*type="module"[^>]*>/i.exec(html)?.[0] ?? "",
      loader ? "data-entry" : "src",
    ) ?? "missing entry script",
  );
  const routeChunks: Record<string, string> = JSON.parse(
    attribute(loader ?? "", "data-routes")?.replaceAll("&quot;", '"') ?? "{}",
  );
  const chunkOf = (route: string, name: string) => {
    const file = routeChunks[route.replace(/^#/, "")];
    return file ? local(file) : lazyChunk(entry, name);
  };
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)].map(([tag]) =>
    local(attribute(tag, "href") ?? ""),
  );
  const classicScripts = [...html.matchAll(/<script\b(?![^>]*type="module")[^>]*src="([^"]+)"/gi)].map(
    ([, src]) => local(src ?? ""),
  );
  // Inlined code is in the page's bytes already; the JS and CSS columns count it too.
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\btype="(?!module")/i.test(attributes ?? ""))
    .reduce((total, [, , code]) => total + gzipSync(code ?? "").length, 0);
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (total, [, code]) => total + gzipSync(code ?? "").length,
    0,
  );
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);
  const pageBytes = gzipSync(html).length;

  let over = false;
  console.log(
    `first view, gzip (budget for /: JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}, all ${kb(BUDGET.total)})\n`,
  );
  console.log(
    `${"route".padEnd(12)}${"JS".padStart(10)}${"CSS".padStart(10)}${"images".padStart(10)}${"all".padStart(10)}`,
  );
  for (const { route, chunk } of ROUTES) {
    // On `/` the app starts after the first paint, but it is still part of the first view.
    const js = withStaticImports(entry);
    if (chunk) withStaticImports(chunkOf(route, chunk), js);
    // Other routes render on the client; their images depend on the viewport (see npm run audit).
    const images = chunk ? [] : eagerImages(html);
    const files = sum(js) + sum(classicScripts) + sum(css);
    const jsBytes = sum(js) + sum(classicScripts) + inlineScripts;
    const cssBytes = sum(css) + inlineStyles;
    const imageBytes = images.reduce((total, file) => total + bytes(file).length, 0);
    const total = pageBytes + files + imageBytes;
    const flags: string[] = [];
    if (!chunk) {
      if (jsBytes > BUDGET.js) flags.push("JS over budget");
      if (cssBytes > BUDGET.css) flags.push("CSS over budget");
      if (total > BUDGET.total) flags.push("total over budget");
    }
    over ||= flags.length > 0;
    console.log(
      `${route.padEnd(12)}${kb(jsBytes).padStart(10)}${kb(cssBytes).padStart(10)}${(chunk ? "–" : kb(imageBytes)).padStart(10)}${kb(total).padStart(10)}${flags.length ? `  ✗ ${flags.join(", ")}` : ""}`,
    );
    if (!chunk) {
      console.log(`  page (index.html, with the inlined CSS and before-paint script) ${kb(pageBytes)}`);
      console.log(`  ${[...js].map((file) => `${file} ${kb(gzipped(file))}`).join(", ")}`);
      if (images.length) console.log(`  eager images: ${images.join(", ")}`);
    }
  }
  const enforced = !process.argv.includes("--no-budget");
  console.log(over ? `\nover budget${enforced ? "" : " (reported only: --no-budget)"}` : "\nwithin budget");
  return over && enforced ? 1 : 0;
}

runAsCommand(import.meta.url, main, "could not measure the build");
