/**
 * What the dev server answers for the content, beside Vite's own answers: the images at their
 * addresses, encoded on demand; a refusal of the content folder's other files and of a link that
 * leads out of the folders Vite may serve; and a page that says so for an address that is none
 * of the site's pages.
 */
import { createReadStream } from "node:fs";
import path from "node:path";
import { lookup } from "mrmime";
import type { ViteDevServer } from "vite";
import type { SiteLanguage } from "../../src/shared/compiled-content.ts";
import { pagePath, siteLanguages } from "../../src/shared/paths.ts";
import { encodePath, encodeVariant, FORMATS } from "../compiler/images/images.ts";
import { LETTERS_FOLDER } from "../compiler/passes/letters.ts";
import { escapeHtml } from "../lib/html-text.ts";
import { realPath } from "../lib/safe-output.ts";
import type { ContentCompiler } from "./content-compiler.ts";

/**
 * The dev server's answers for the content's images: each variant, encoded on demand (or read
 * from the cache), and each image the content uses, at its address. Anything else in the
 * content folder, and what refusal refuses, is refused before Vite looks it up.
 */
export function serveImages(
  server: ViteDevServer,
  compiler: ContentCompiler,
  { contentDir, cacheDir }: { contentDir: string; cacheDir: string },
): void {
  server.middlewares.use((req, res, next) => {
    const requested = requestPath(req.url ?? "");
    if (requested === undefined) {
      // A malformed escape (`/%FF`), or a way out of the folder (`..`, `%2f`, a backslash):
      // refused here, before any file is looked up.
      res.statusCode = 404;
      res.end("not found");
      return;
    }
    const url = inSiteFolder(compiler, requested);
    const variant = compiler.variants.get(encodePath(url));
    if (variant) {
      encodeVariant(variant, cacheDir).then(
        (bytes) => {
          res.setHeader("Content-Type", FORMATS[variant.format].type);
          res.end(bytes);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    const file = compiler.assets.get(encodePath(url));
    if (!file) {
      const refused = refusal(server, contentDir, url);
      if (!refused) return next();
      res.statusCode = refused;
      res.end(refused === 404 ? "not found" : "forbidden");
      return;
    }
    res.setHeader("Content-Type", lookup(file) ?? "application/octet-stream");
    createReadStream(file).pipe(res);
  });
}

/**
 * The dev server's pages: the site's and each of its other pages' (sitePages: `/`, `/en/`,
 * `/v/backend/`), as the built site has them. Vite answers any other address that names no file with the site's page too (its
 * fallback for apps that route by the address, which this one does not: its screens are in the
 * hash); here such an address (`/xx/`, `/projects`) is not found, with a link to each page
 * there is and to each cover letter (at its name: scripts/vite/dev-letters.ts). Runs after Vite's own answers, which have by then turned a page's address into
 * `/index.html`. Until the content has compiled once, every address is answered.
 */
export function refuseOtherPages(server: ViteDevServer, compiler: ContentCompiler): void {
  server.middlewares.use((req, res, next) => {
    const content = compiler.good;
    if (req.url !== "/index.html" || !content) return next();
    const base = server.config.base;
    const original = req.originalUrl ?? "/";
    const requested = requestPath(original.startsWith(base) ? `/${original.slice(base.length)}` : original);
    const folder = requested?.replace(/(^|\/)index\.html$/, "$1");
    const pages = compiler.pages.map(({ site }) => ({
      lang: site.lang,
      name: [siteLanguages(site)?.find(({ lang }) => lang === site.lang)?.name, site.variant?.name]
        .filter(Boolean)
        .join(", "),
      path: pagePath(site),
    }));
    if (pages.some(({ path }) => folder === path || `${folder}/` === path)) return next();
    // The cover letters too: an address of a letter as it was before a save leads to it.
    const letters = (compiler.lastGood?.letters ?? []).map(({ name, lang }) => ({
      lang,
      name,
      path: `${LETTERS_FOLDER}${encodeURIComponent(name)}/`,
    }));
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(notFoundPage(`/${requested ?? ""}`, { pages, letters }, base));
  });
}

/** The dev server's page for an address that is none of the site's pages: the pages there are, and the letters. */
function notFoundPage(
  requested: string,
  { pages, letters }: { pages: readonly SiteLanguage[]; letters: readonly SiteLanguage[] },
  base: string,
): string {
  const links = (list: readonly SiteLanguage[]) =>
    list
      .map(
        ({ lang, name, path }) =>
          `<li><a href="${escapeHtml(base + path)}" hreflang="${escapeHtml(lang)}" lang="${escapeHtml(lang)}">${escapeHtml(name || base + path)}</a></li>`,
      )
      .join("\n");
  const letterLinks =
    letters.length > 0
      ? `
<p>The dev server also serves each cover letter at its name, as you write it (the built site, only at the code of the letter as it is then):</p>
<ul>
${links(letters)}
</ul>`
      : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><title>Not found</title></head>
<body>
<main>
<h1>No page at ${escapeHtml(requested)}</h1>
<p>The site has a page at its folder, at each of its languages' and at each of its variants' (as the built site has, where this address is not found either):</p>
<ul>
${links(pages)}
</ul>${letterLinks}
</main>
</body>
</html>
`;
}

/**
 * The path of a request from another page of the site (`pt-pt/images/a.webp`, as the page at
 * /pt-pt/ asks for `images/a.webp`; `v/backend/images/a.webp`) in the site's own folder, where the images
 * are: `images/a.webp`. Any other path as it is.
 */
function inSiteFolder(compiler: ContentCompiler, url: string): string {
  // The deepest page's folder the path is in: v/backend/pt-pt/ before v/backend/.
  const folder = compiler.pages
    .map(({ site }) => pagePath(site))
    .filter((path) => path && url.startsWith(path))
    .sort((a, b) => b.length - a.length)[0];
  if (!folder) return url;
  const inside = url.slice(folder.length);
  return compiler.variants.has(encodePath(inside)) || compiler.assets.has(encodePath(inside)) ? inside : url;
}

/** The file a dev server request's path names: under the project, or anywhere through `/@fs/`. */
function requestedFile(root: string, url: string): string {
  return url.startsWith("@fs/") ? path.resolve("/", url.slice("@fs/".length)) : path.resolve(root, url);
}

/** Whether `file` is `dir` or inside it (both absolute). */
export const isInside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/**
 * Whether the dev server refuses a request (the status to answer with), before Vite's own file
 * serving sees it. Vite serves any file under the project (`/content/profile.yaml`), and its
 * `server.fs` rules judge a path by its name, so a link inside the project (content/images/x.png
 * → /etc/passwd) would be served from wherever it points. Refused: anything in the content
 * folder (404), whose images are served at their own addresses above and whose other files the
 * site never asks for; and, while `server.fs.strict` is on (Vite's default), a file that a link
 * leads out of the folders `server.fs.allow` lists (403).
 */
export function refusal(server: ViteDevServer, contentDir: string, url: string): 403 | 404 | undefined {
  const file = requestedFile(server.config.root, url);
  // Links resolved as far as the path exists: a missing file is judged by the folder it would be in.
  const real = realPath(file);
  const content = path.resolve(contentDir);
  if (isInside(content, file) || isInside(realPath(content), real)) return 404;
  const { strict, allow } = server.config.server.fs;
  if (!strict || real === file) return undefined;
  return allow.some((dir) => isInside(realPath(dir), real)) ? undefined : 403;
}

/**
 * The path a dev server request names, decoded and without its leading slash; undefined when
 * it cannot be decoded or could lead out of a folder: a `..` segment, an encoded slash, a
 * backslash or a NUL, however they are written.
 */
export function requestPath(url: string): string | undefined {
  const raw = url.split(/[?#]/)[0] ?? "";
  if (/%2f|%5c|%00/i.test(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\\\0]/.test(decoded) || decoded.split("/").includes("..")) return undefined;
  return decoded.replace(/^\//, "");
}
