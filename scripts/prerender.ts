/**
 * Prerenders every screen, and every project's dialog, into the built index.html: each reads
 * before (and without) JavaScript, src/before-paint.js shows the one the address names, and
 * src/main.tsx hydrates the page from its own markup. Rendered with Vite's module runner, so
 * src/entry-server.tsx is compiled exactly as the client's modules are.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type AliasOptions, minifySync, type Plugin, type Rolldown, runnerImport } from "vite";
import type { Prerendered } from "../src/entry-server.tsx";
import { type PageData, pageDataScript } from "../src/site/page-data.ts";
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

/** The chunk of the project dialog (src/pages/project-dialog.tsx), which loads on demand. */
export function dialogChunk(entry: Rolldown.OutputChunk, bundle: Bundle): string | null {
  for (const file of entry.dynamicImports) {
    const chunk = bundle[file];
    if (chunk?.type !== "chunk" || !chunk.facadeModuleId) continue;
    if (path.basename(chunk.facadeModuleId).replace(/\.[jt]sx?$/, "") === "project-dialog")
      return `./${file}`;
  }
  return null;
}

/** The widest a lead picture's preview is: a project card's width at 1× (src/pages/projects.tsx). */
export const PREVIEW_WIDTH = 480;
/** The most a preview may weigh (its AVIF file); every visit to any screen carries it. */
export const PREVIEW_BYTES = 12 * 1024;

/**
 * Writes each screen's lead picture (an <img data-lead>, src/components/image.tsx) into the
 * page itself as a preview: its AVIF variant nearest a card's width at 1× (PREVIEW_WIDTH, and
 * at most PREVIEW_BYTES), as a data: URL in data-preview. The before-paint script shows it
 * from the first paint, as sharp as the card needs on a screen of 1× and a little soft on a
 * phone's, and gives the picture its sources back once the first view is on screen, when the
 * browser fetches the variant that fills the card and draws it in place of the preview.
 * Without this the picture would start only once the page has arrived: one more round trip
 * before the Projects screen is whole. The build keeps the previews only while the page still
 * arrives within two round trips (fitsTwoRoundTrips); otherwise the lead is preloaded from
 * <head> (screenLeads). `variant` reads a variant's bytes by its URL.
 */
export function inlineLeadPreviews(html: string, variant: (url: string) => Uint8Array | undefined): string {
  const leads = /(<picture\b[^>]*>((?:(?!<\/picture>)[\s\S])*?)<img\b[^>]*\bdata-lead="")/g;
  return html.replace(leads, (tag: string, _whole: string, sources: string) => {
    const avif = /<source\b(?=[^>]*\btype="image\/avif")[^>]*\bsrcset="([^"]*)"/i.exec(sources)?.[1];
    if (!avif) return tag;
    const candidates = attributeValue(avif)
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/))
      .map(([url = "", descriptor = ""]) => ({ url, width: Number.parseInt(descriptor, 10) }))
      .filter(({ url, width }) => url && Number.isFinite(width))
      .sort((a, b) => a.width - b.width);
    const preview = candidates.findLast(({ width }) => width <= PREVIEW_WIDTH) ?? candidates[0];
    const bytes = preview && variant(preview.url);
    if (!bytes || bytes.byteLength > PREVIEW_BYTES) return tag;
    return `${tag} data-preview="data:image/avif;base64,${Buffer.from(bytes).toString("base64")}"`;
  });
}

/**
 * What the first two round trips of a new connection carry: TCP's first window of 10 segments
 * of 1460 bytes, then one of 20. A page that fits arrives in two, as fast as a smaller one
 * that needs two; a preview that pushed the page past it would cost every screen the round
 * trip it saves the Projects screen.
 */
export const TWO_ROUND_TRIPS_BYTES = 30 * 1460;

/** Whether `html`, gzipped as a static host sends it, arrives within two round trips. */
export function fitsTwoRoundTrips(html: string): boolean {
  return gzipSync(html).length <= TWO_ROUND_TRIPS_BYTES;
}

/** The first source of a screen's lead picture, which the before-paint script preloads. */
export type ScreenLead = { type: string; srcset: string; sizes: string };

/**
 * Each screen's lead picture (an <img data-lead>, src/components/image.tsx) as its <picture>'s
 * first source, read from the prerendered markup: the before-paint script asks for it from
 * <head>, as soon as it knows the screen shown, rather than once the parser reaches it. A lead
 * with a preview in the page (inlineLeadPreviews) is not asked for before the first view.
 */
export function screenLeads(html: string): Record<string, ScreenLead> {
  const leads: Record<string, ScreenLead> = {};
  const seen = new Set<string>();
  const screens = [...html.matchAll(/<[a-z]+\b[^>]*\bdata-screen="([^"]+)"/g)];
  const pictures =
    /<picture\b[^>]*>\s*<source\b([^>]*)>(?:(?!<\/picture>)[\s\S])*?<img\b[^>]*\bdata-lead=""/g;
  for (const picture of html.matchAll(pictures)) {
    const screen = screens.findLast((tag) => tag.index < picture.index)?.[1];
    if (!screen || seen.has(screen)) continue;
    seen.add(screen);
    // A lead whose preview the page holds (inlineLeadPreviews) needs no preload.
    const end = picture.index + picture[0].length;
    const img = html.slice(picture.index + picture[0].lastIndexOf("<img"), html.indexOf(">", end) + 1);
    if (/\sdata-preview=/.test(img)) continue;
    const attribute = (name: string) =>
      attributeValue(new RegExp(`\\b${name}="([^"]*)"`, "i").exec(picture[1] ?? "")?.[1] ?? "");
    const lead = { type: attribute("type"), srcset: attribute("srcset"), sizes: attribute("sizes") };
    if (lead.type && lead.srcset) leads[attributeValue(screen)] = lead;
  }
  return leads;
}

/**
 * Hands the app's loading to the inlined before-paint script (src/before-paint.js): it starts
 * the app (the entry and the modules it imports, which Vite would preload from <head>) once
 * the prerendered page has painted, so the page's text and pictures arrive without the app's
 * script competing for the bandwidth, with the dialog's chunk at the same time when a shared
 * link opens a project.
 */
export function loadAppFromBeforePaint(
  html: string,
  entryFile: string,
  dialog: string | null,
  screens?: readonly string[],
): string {
  const entryScript = new RegExp(
    `\\s*<script type="module"[^>]*src="\\./${escapeRegExp(entryFile)}"[^>]*></script>`,
  );
  if (!entryScript.test(html)) throw new Error(`index.html has no module script for ${entryFile}`);
  if (!html.includes(BEFORE_PAINT_TAG)) throw new Error(`index.html has no ${BEFORE_PAINT_TAG}`);
  // The screens the site has: an address naming another shows Not Found from the first paint.
  const screenList = screens ? ` data-screens="${escapeHtml(screens.join(" "))}"` : "";
  // The entry's own imports, which Vite preloads from <head>: fetched with the entry instead,
  // or they would take the first view's bandwidth (and count as blocking its paint).
  const preloadTag = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
  const preloads = [...html.matchAll(preloadTag)].map(([, href]) => href ?? "");
  const preloadList = preloads.length ? ` data-preload="${escapeHtml(preloads.join(" "))}"` : "";
  // Each screen's lead picture, fetched from <head> when that screen shows.
  const leads = screenLeads(html);
  const leadList = Object.keys(leads).length ? ` data-leads="${escapeHtml(JSON.stringify(leads))}"` : "";
  const attributes = `data-entry="./${escapeHtml(entryFile)}"${dialog ? ` data-dialog="${escapeHtml(dialog)}"` : ""}${screenList}${preloadList}${leadList}`;
  return html
    .replace(entryScript, "")
    .replace(preloadTag, "")
    .replace(BEFORE_PAINT_TAG, () => `<script ${BEFORE_PAINT_ID} ${attributes}>`);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (page?.type !== "asset" || entry?.type !== "chunk") return;
      const rendered = await renderPage(root, alias);
      // index.html as Vite and the plugins made it, before the content's markup goes in: its
      // inline code (the before-paint script, the accent, the no-script style) is the build's own.
      const template = inlineCodeOf(String(page.source));
      let html = injectMarkup(String(page.source), rendered);
      const stylesheets: string[] = [];
      html = inlineStylesheets(html, bundle, stylesheets);
      const allowed: InlineCode = {
        scripts: template.scripts,
        styles: [...template.styles, ...stylesheets],
        styleAttributes: appStyleAttributes(rendered.page),
      };
      const finish = (markup: string) =>
        allowInlineCode(
          loadAppFromBeforePaint(markup, entry.fileName, dialogChunk(entry, bundle), rendered.page.screens),
          allowed,
        );
      const plain = finish(html);
      const previewed = finish(
        inlineLeadPreviews(html, (url) => {
          const file = bundle[decodeURIComponent(url)];
          return file?.type === "asset" && typeof file.source !== "string" ? file.source : undefined;
        }),
      );
      page.source = previewed === plain || fitsTwoRoundTrips(previewed) ? previewed : plain;
    },
  };
}
