/**
 * Prerenders every screen, and every project's dialog, into the built index.html: each reads
 * before (and without) JavaScript, src/before-paint.js shows the one the address names, and
 * src/main.tsx hydrates the page from its own markup. Rendered with Vite's module runner, so
 * src/shared/entry-server.tsx is compiled exactly as the client's modules are.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type AliasOptions, minifySync, type Plugin, type Rolldown, runnerImport } from "vite";
import type { Prerendered } from "../../src/shared/entry-server.tsx";
import { type PageData, pageDataScript } from "../../src/shared/page-data.ts";
import { paths } from "../../src/shared/paths.ts";
import { THEME_STORAGE_KEY } from "../../src/shared/theme.ts";
import { attributeValue, escapeHtml } from "../lib/html-text.ts";

/** The empty mount point in index.html that the markup goes into. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** Resource hints React hoists to the front of the markup, if any (preloads). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

type ServerEntry = typeof import("../../src/shared/entry-server.tsx");

/** Renders the page to HTML, in Node, from the sources under `root`. */
export async function renderPage(root: string, alias: AliasOptions = {}): Promise<Prerendered> {
  const { module } = await runnerImport<ServerEntry>(path.join(root, "src/shared/entry-server.tsx"), {
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
export function inlineStylesheets(html: string, bundle: Bundle, inlined: string[] = []): string {
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
    inlined.push(css);
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
 * The inline code the build itself writes into the page, known as it is written: never read
 * back from the finished page, where content that slipped past sanitising would be found too.
 */
export type InlineCode = {
  /** The text of inline scripts: the before-paint script. */
  scripts: readonly string[];
  /** The text of <style> elements: index.html's own, the owner's accent, the stylesheets. */
  styles: readonly string[];
  /** style="…" attributes the app renders (appStyleAttributes). */
  styleAttributes: readonly string[];
};

/** The text of each inline script (the browser runs: JSON and JSON-LD are data) and <style> in `html`. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\btype="(?!module")/.test(attributes ?? ""))
    .map(([, , code]) => code ?? "");
}
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? "");
}

/**
 * The inline scripts and styles of index.html as Vite and the plugins emit it, before the
 * prerender puts the content's markup in: the before-paint script, the owner's accent, the
 * no-script style. None of it comes from the content's markup.
 */
export function inlineCodeOf(template: string): Pick<InlineCode, "scripts" | "styles"> {
  return { scripts: inlineScripts(template), styles: inlineStyles(template) };
}

/** The style Radix Accordion writes on each panel: CSS variables its open and close animations read. */
export const ACCORDION_PANEL_STYLE =
  "--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--radix-collapsible-content-width)";

/**
 * The style attributes the app renders (src/): Radix's on each accordion panel, and each Resume
 * section's place in the phone order (`--phone-order`, src/pages/resume.tsx), one per section.
 */
export function appStyleAttributes(page: PageData): string[] {
  return [ACCORDION_PANEL_STYLE, ...page.layout.phone.map((_, index) => `--phone-order:${index}`)];
}

/**
 * The strict CSP allows no inline code, except what the build wrote, by hash: the before-paint
 * script, the stylesheets, the owner's accent and the app's style attributes ('unsafe-hashes'
 * covers style attributes only), each listed when the page holds it. Any other inline script,
 * style or style attribute in the page, which only content that escaped sanitising could put
 * there, is not listed, so the browser refuses it.
 */
export function allowInlineCode(html: string, allowed: InlineCode): string {
  const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
  const written = (found: Iterable<string>, known: readonly string[]) => {
    const ours = new Set(known);
    return [...new Set(found)].filter((code) => ours.has(code)).map(hash);
  };
  const scripts = written(inlineScripts(html), allowed.scripts);
  const styles = written(inlineStyles(html), allowed.styles);
  const attributes = written(
    [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => attributeValue(value ?? "")),
    allowed.styleAttributes,
  );
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
 * src/before-paint.js with the values it shares with the app written in (the names that stand
 * for them are declared in src/before-paint-values.d.ts): the key the theme is kept under and
 * each screen's path, from the modules the app reads them from.
 */
export function beforePaintSource(source: string): string {
  const values: Record<string, unknown> = {
    __THEME_STORAGE_KEY__: THEME_STORAGE_KEY,
    __SCREENS_BY_PATH__: Object.fromEntries(Object.entries(paths).map(([screen, path]) => [path, screen])),
  };
  let filled = source;
  for (const [name, value] of Object.entries(values)) {
    if (!filled.includes(name)) throw new Error(`src/before-paint.js does not use ${name}`);
    filled = filled.replaceAll(name, () => JSON.stringify(value));
  }
  return filled;
}

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
        const source = beforePaintSource(readFileSync(file, "utf8"));
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
      // index.html as Vite and the plugins made it, before the content's markup goes in: its
      // inline code (the before-paint script, the accent, the no-script style) is the build's own.
      const template = inlineCodeOf(String(page.source));
      const stylesheets: string[] = [];
      const html = inlineStylesheets(injectMarkup(String(page.source), rendered), bundle, stylesheets);
      const allowed: InlineCode = {
        scripts: template.scripts,
        styles: [...template.styles, ...stylesheets],
        styleAttributes: appStyleAttributes(rendered.page),
      };
      page.source = allowInlineCode(nameScreens(html, rendered.page.screens), allowed);
    },
  };
}
