/**
 * Prerenders every screen, and every project's dialog, into the built index.html: each reads
 * before (and without) JavaScript, src/before-paint.js shows the one the address names, and
 * src/main.tsx hydrates the page from its own markup. Rendered with Vite's module runner, so
 * src/entry-server.tsx is compiled exactly as the client's modules are.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type AliasOptions, minifySync, type Plugin, type Rolldown, runnerImport } from "vite";
import type { Prerendered } from "../src/entry-server.tsx";
import { pageDataScript } from "../src/site/page-data.ts";
import { attributeValue, escapeHtml } from "./html-text.ts";

/** The empty mount point in index.html that the markup goes into. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** Resource hints React hoists to the front of the markup, if any (preloads). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

type ServerEntry = typeof import("../src/entry-server.tsx");

/** Renders the page to HTML, in Node, from the sources under `root`. */
export async function renderPage(root: string, alias: AliasOptions = {}): Promise<Prerendered> {
  const { module } = await runnerImport<ServerEntry>(path.join(root, "src/entry-server.tsx"), {
    root,
    configFile: false,
    resolve: { alias },
    logLevel: "warn",
  });
  return module.renderPage();
}

/**
 * Puts the prerendered page into index.html: React's resource hints, if any,
 * into <head>; the project sheets, then the app into #root, then the page data, into <body>.
 * The sheets come first so that a shared link's dialog shows before the screen behind it.
 */
export function injectMarkup(html: string, { app, sheets, page }: Prerendered): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html needs an empty ${ROOT_ELEMENT}`);
  const links = LEADING_LINKS.exec(app)?.[0] ?? "";
  const body = app.slice(links.length);
  // Functions, not strings: `$&` in the content would be a replacement pattern.
  const head = links ? `  ${links}\n  </head>` : "</head>";
  const markup = `${sheets}<div id="root">${body}</div>${pageDataScript(page)}`;
  return html.replace("</head>", () => head).replace(ROOT_ELEMENT, () => markup);
}

type Bundle = Rolldown.OutputBundle;

/**
 * Replaces the stylesheet links with the stylesheets themselves. The site is one page, so
 * the CSS (5 KB gzipped) is never worth a separate, render-blocking request on a slow
 * connection; the files leave the build.
 */
export function inlineStylesheets(html: string, bundle: Bundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*?href="\.\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== "asset") throw new Error(`${tag}: ${file} is not in the build`);
    const css = String(asset.source).trim();
    // Relative URLs would resolve against the page instead of the stylesheet.
    if (/url\(\s*["']?(?!data:)/i.test(css)) throw new Error(`${file} refers to files; it cannot be inlined`);
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style"`);
    const referenced = Object.values(bundle).some(
      (output) => output.type === "chunk" && output.code.includes(path.posix.basename(file)),
    );
    if (!referenced) delete bundle[file];
    return `<style>${css}</style>`;
  });
}

/**
 * Tells the inlined before-paint script (src/before-paint.js) which screens the site has, so
 * that an address naming another shows Not Found from the first paint.
 */
export function nameScreens(html: string, screens: readonly string[]): string {
  if (!html.includes(BEFORE_PAINT_TAG)) throw new Error(`index.html has no ${BEFORE_PAINT_TAG}`);
  return html.replace(
    BEFORE_PAINT_TAG,
    () => `<script ${BEFORE_PAINT_ID} data-screens="${escapeHtml(screens.join(" "))}">`,
  );
}

/**
 * The strict CSP allows no inline code, except exactly what the build inlined, by hash: the
 * before-paint script, the stylesheet, and the few style attributes Radix writes (CSS
 * variables on accordion panels), which the prerendered HTML holds ('unsafe-hashes' covers
 * style attributes only).
 */
export function allowInlineCode(html: string): string {
  const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\btype="(?!module")/.test(attributes ?? ""))
    .map(([, , code]) => hash(code ?? ""));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => hash(css ?? ""));
  const attributes = [
    ...new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => attributeValue(value ?? ""))),
  ].map(hash);
  const add = (directive: string, sources: string[]) => (policy: string) =>
    sources.length
      ? policy.replace(`${directive} 'self'`, `${directive} 'self' ${[...new Set(sources)].join(" ")}`)
      : policy;
  return html.replace(
    /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/,
    (_, start: string, policy: string) => {
      const withScripts = add("script-src", scripts)(policy);
      const withStyles = add("style-src", [
        ...(attributes.length ? ["'unsafe-hashes'"] : []),
        ...styles,
        ...attributes,
      ])(withScripts);
      return `${start}${withStyles}"`;
    },
  );
}

const BEFORE_PAINT_SOURCE = '<script src="/src/before-paint.js"></script>';
const BEFORE_PAINT_ID = 'id="before-paint"';
const BEFORE_PAINT_TAG = `<script ${BEFORE_PAINT_ID}>`;

/**
 * Inlines src/before-paint.js into index.html, in development and in the build: it must run
 * before the first paint, and a separate file would cost a render-blocking request.
 */
export function beforePaintPlugin(): Plugin {
  let root = "";
  let build = false;
  return {
    name: "folio:before-paint",
    configResolved(config) {
      root = config.root;
      build = config.command === "build";
    },
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        if (!html.includes(BEFORE_PAINT_SOURCE)) throw new Error(`index.html needs ${BEFORE_PAINT_SOURCE}`);
        const file = path.join(root, "src/before-paint.js");
        const source = readFileSync(file, "utf8");
        // Minified in the built page, which carries it on every visit; readable in development.
        const code = (build ? minifySync(file, source).code : source).trim();
        return html.replace(BEFORE_PAINT_SOURCE, () => `${BEFORE_PAINT_TAG}\n${code}\n</script>`);
      },
    },
  };
}

/** `vite build` only: renders the page into the index.html it emits, and inlines what the first paint needs. */
export function prerenderPlugin(): Plugin {
  let root = "";
  let alias: AliasOptions = {};
  return {
    name: "folio:prerender",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    async generateBundle(_options, bundle) {
      const page = bundle["index.html"];
      if (page?.type !== "asset") return;
      const rendered = await renderPage(root, alias);
      const html = inlineStylesheets(injectMarkup(String(page.source), rendered), bundle);
      page.source = allowInlineCode(nameScreens(html, rendered.page.screens));
    },
  };
}
