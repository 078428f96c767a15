/**
 * Prerenders every screen, and every project's dialog, into the built index.html: each reads
 * before (and without) JavaScript, src/before-paint.js shows the one the address names, and
 * src/start.tsx hydrates the page from its own markup. Rendered with Vite's module runner, so
 * src/entry-server.tsx is compiled exactly as the client's modules are.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseFragment } from "parse5";
import { type AliasOptions, minifySync, type Plugin, type Rolldown, runnerImport } from "vite";
import type { Prerendered } from "../../src/entry-server.tsx";
import { type PageData, pageDataScript } from "../../src/shared/page-data.ts";
import { languageFile, pagePath, RESUME_PDF, upToSite } from "../../src/shared/paths.ts";
import { resumeSlotStyles, slotStyleText } from "../../src/shared/resume-order.ts";
import { SCREENS } from "../../src/shared/screens.ts";
import { THEME_STORAGE_KEY } from "../../src/shared/theme.ts";
import {
  applyEdits,
  attribute,
  type Edit,
  elementsOf,
  findElement,
  locationOf,
  textOf,
} from "../lib/html-edit.ts";
import { escapeHtml } from "../lib/html-text.ts";
import { LANGUAGE_SWITCH_ID, languageSwitchScript, linkOwnPdf, rebasePage } from "./language-pages.ts";
import { SHARE_PLUGIN, type ShareApi } from "./share-plugin.ts";

/** The empty mount point in index.html that the markup goes into. */
const ROOT_ELEMENT = '<div id="root"></div>';

type ServerEntry = typeof import("../../src/entry-server.tsx");

/**
 * What renders the page to HTML, in Node, from the sources under `root`: the compiled content's,
 * or given the content in another of its languages, that one's.
 */
export async function pageRenderer(
  root: string,
  alias: AliasOptions = {},
  cacheDir?: string,
): Promise<ServerEntry["renderPage"]> {
  const { module } = await runnerImport<ServerEntry>(path.join(root, "src/entry-server.tsx"), {
    root,
    ...(cacheDir ? { cacheDir } : {}),
    configFile: false,
    resolve: { alias },
    logLevel: "warn",
  });
  return module.renderPage;
}

/** Renders the page to HTML, in Node, from the sources under `root`. */
export async function renderPage(root: string, alias: AliasOptions = {}): Promise<Prerendered> {
  return (await pageRenderer(root, alias))();
}

/**
 * Puts the prerendered page into index.html: React's resource hints, if any,
 * into <head>; the app into #root, then the project sheets, then the page data, into <body>.
 * The screens come first, so that the one shown paints without waiting for every project's
 * dialog; on a shared link the before-paint script keeps them hidden until its sheet is in.
 */
export function injectMarkup(html: string, { app, sheets, page }: Prerendered): string {
  const root = findElement(html, "div", { id: "root" });
  if (!root?.sourceCodeLocation?.endTag || root.childNodes.length > 0)
    throw new Error(`index.html needs an empty ${ROOT_ELEMENT}`);
  const links = leadingLinks(app);
  const markup = `<div id="root">${app.slice(links.length)}</div>${sheets}${pageDataScript(page)}`;
  const edits: Edit[] = [
    { start: root.sourceCodeLocation.startOffset, end: root.sourceCodeLocation.endOffset, text: markup },
  ];
  if (links) {
    const headEnd = findElement(html, "head")?.sourceCodeLocation?.endTag;
    if (!headEnd) throw new Error("index.html needs a </head>");
    edits.push({ start: headEnd.startOffset, end: headEnd.startOffset, text: `  ${links}\n  ` });
  }
  return applyEdits(html, edits);
}

/** The resource hints React hoists to the front of the markup, if any (preloads), as written. */
function leadingLinks(app: string): string {
  let end = 0;
  for (const node of parseFragment(app, { sourceCodeLocationInfo: true }).childNodes) {
    if (node.nodeName !== "link" || !node.sourceCodeLocation) break;
    end = node.sourceCodeLocation.endOffset;
  }
  return app.slice(0, end);
}

/** The id of the <template> in <head> that holds a preload of each screen's lead picture. */
const LEAD_PICTURES_ID = "lead-pictures";

/**
 * A preload of each screen's lead picture, the one its markup asks for first
 * (`fetchpriority="high"`, src/components/image.tsx), named by its screen, in a <template> before
 * the before-paint script, which puts the shown screen's into <head>. The picture is then asked
 * for as the page starts, not once it is laid out as a lazy picture is, and on no other screen.
 * The preload names the picture's first source, the one a browser that reads it picks.
 */
export function leadPicturePreloads(html: string): string {
  const links = elementsOf(html).flatMap((img) => {
    if (img.tagName !== "img" || attribute(img, "fetchpriority") !== "high") return [];
    let screen: string | undefined;
    for (let node = img.parentNode; !screen && node && "attrs" in node; node = node.parentNode)
      screen = attribute(node, "data-screen");
    if (!screen) return [];
    const picture = img.parentNode && "tagName" in img.parentNode ? img.parentNode : undefined;
    const source =
      picture?.tagName === "picture"
        ? picture.childNodes.find((node) => node.nodeName === "source")
        : undefined;
    const from = source && "attrs" in source ? source : img;
    const attributes: [string, string | undefined][] = [
      ["data-screen", screen],
      ["type", attribute(from, "type")],
      ["href", from === img ? attribute(img, "src") : undefined],
      ["imagesrcset", attribute(from, "srcset")],
      ["imagesizes", attribute(from, "sizes")],
    ];
    const written = attributes.flatMap(([name, value]) => (value ? [` ${name}="${escapeHtml(value)}"`] : []));
    return [`<link rel="preload" as="image" fetchpriority="high"${written.join("")}>`];
  });
  if (links.length === 0) return html;
  const startTag = findElement(html, "script", { id: BEFORE_PAINT_ID })?.sourceCodeLocation?.startTag;
  if (!startTag) throw new Error(`index.html has no ${BEFORE_PAINT_TAG}`);
  const template = `<template id="${LEAD_PICTURES_ID}">${links.join("")}</template>\n    `;
  return applyEdits(html, [{ start: startTag.startOffset, end: startTag.startOffset, text: template }]);
}

type Bundle = Rolldown.OutputBundle;

/**
 * Replaces the stylesheet links with the stylesheets themselves. The site is one page, so
 * the CSS (5 KB gzipped) is never worth a separate, render-blocking request on a slow
 * connection; the files leave the build.
 */
export function inlineStylesheets(html: string, bundle: Bundle, inlined: string[] = []): string {
  const edits: Edit[] = [];
  for (const link of elementsOf(html)) {
    const file = /^\.\/(.+\.css)$/.exec(attribute(link, "href") ?? "")?.[1];
    if (link.tagName !== "link" || attribute(link, "rel") !== "stylesheet" || !file) continue;
    const { startOffset: start, endOffset: end } = locationOf(link);
    const tag = html.slice(start, end);
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
    edits.push({ start, end, text: `<style>${css}</style>` });
  }
  return applyEdits(html, edits);
}

/**
 * Tells the inlined before-paint script (src/before-paint.js) which screens the site has, so
 * that an address naming another shows Not Found from the first paint.
 */
export function nameScreens(html: string, screens: readonly string[]): string {
  const startTag = findElement(html, "script", { id: BEFORE_PAINT_ID })?.sourceCodeLocation?.startTag;
  if (!startTag) throw new Error(`index.html has no ${BEFORE_PAINT_TAG}`);
  // Written before the start tag's ">".
  const at = startTag.endOffset - 1;
  return applyEdits(html, [{ start: at, end: at, text: ` data-screens="${escapeHtml(screens.join(" "))}"` }]);
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
  return elementsOf(html)
    .filter((element) => element.tagName === "script" && attribute(element, "src") === undefined)
    .filter((script) => RUN_TYPES.test(attribute(script, "type") ?? ""))
    .map(textOf);
}
function inlineStyles(html: string): string[] {
  return elementsOf(html)
    .filter((element) => element.tagName === "style")
    .map(textOf);
}

/** The `type` of a script a browser runs: none, a module, or JavaScript's own. */
const RUN_TYPES = /^\s*(|module|(text|application)\/(x-)?(java|ecma)script)\s*$/i;

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
 * section's place in the phone's order and on paper (src/shared/resume-order.ts), one per section.
 */
export function appStyleAttributes(page: PageData): string[] {
  return [ACCORDION_PANEL_STYLE, ...[...resumeSlotStyles(page).values()].map(slotStyleText)];
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
    elementsOf(html).flatMap((element) => attribute(element, "style") ?? []),
    allowed.styleAttributes,
  );
  const add = (directive: string, sources: string[]) => (policy: string) =>
    sources.length
      ? policy.replace(`${directive} 'self'`, `${directive} 'self' ${[...new Set(sources)].join(" ")}`)
      : policy;
  const meta = findElement(html, "meta", { "http-equiv": "Content-Security-Policy" });
  const content = meta?.sourceCodeLocation?.attrs?.content;
  if (!content) return html;
  // The attribute as written, with the sources added: the hashes need no escaping.
  const declared = html.slice(content.startOffset, content.endOffset);
  const withScripts = add("script-src", scripts)(declared);
  const withStyles = add("style-src", [
    ...(attributes.length ? ["'unsafe-hashes'"] : []),
    ...styles,
    ...attributes,
  ])(withScripts);
  return applyEdits(html, [{ start: content.startOffset, end: content.endOffset, text: withStyles }]);
}

/**
 * `template` with the script of the pages of a site in several languages (src/language-switch.js,
 * `script`) inlined after the before-paint script.
 */
export function withLanguageSwitch(template: string, script: string): string {
  const beforePaint = findElement(template, "script", { id: BEFORE_PAINT_ID });
  if (!beforePaint) throw new Error(`index.html has no ${BEFORE_PAINT_TAG}`);
  const at = locationOf(beforePaint).endOffset;
  const tag = `\n    <script id="${LANGUAGE_SWITCH_ID}">\n${script}\n</script>`;
  return applyEdits(template, [{ start: at, end: at, text: tag }]);
}

/**
 * The built index.html: `template` (index.html as Vite and the plugins made it) with the
 * prerendered page put in, the stylesheets of `bundle` inlined (their files leave it), the
 * screens and their lead pictures named for the before-paint script, and the CSP allowing the
 * build's own inline code.
 * The page of a site in several languages also gets `languageSwitch`, the script of its switcher.
 */
export function assemblePage(
  template: string,
  rendered: Prerendered,
  bundle: Bundle,
  languageSwitch?: string,
): string {
  const page =
    rendered.page.languages && languageSwitch !== undefined
      ? withLanguageSwitch(template, languageSwitch)
      : template;
  return assembled(page, rendered, bundle);
}

function assembled(template: string, rendered: Prerendered, bundle: Bundle): string {
  // Before the content's markup goes in, the template's inline code (the before-paint script,
  // the language switch's, the accent, the no-script style) is the build's own.
  const own = inlineCodeOf(template);
  const stylesheets: string[] = [];
  const html = inlineStylesheets(injectMarkup(template, rendered), bundle, stylesheets);
  const allowed: InlineCode = {
    scripts: own.scripts,
    styles: [...own.styles, ...stylesheets],
    styleAttributes: appStyleAttributes(rendered.page),
  };
  return allowInlineCode(leadPicturePreloads(nameScreens(html, rendered.page.screens)), allowed);
}

const BEFORE_PAINT_SRC = "/src/before-paint.js";
const BEFORE_PAINT_SOURCE = `<script src="${BEFORE_PAINT_SRC}"></script>`;
const BEFORE_PAINT_ID = "before-paint";
const BEFORE_PAINT_TAG = `<script id="${BEFORE_PAINT_ID}">`;

/**
 * src/before-paint.js with the values it shares with the app written in (the names that stand
 * for them are declared in src/before-paint-values.d.ts): the key the theme is kept under and
 * each screen's path, from the modules the app reads them from, and the id of the template of
 * the lead pictures' preloads (leadPicturePreloads).
 */
export function beforePaintSource(source: string): string {
  const values: Record<string, unknown> = {
    __THEME_STORAGE_KEY__: THEME_STORAGE_KEY,
    __SCREENS_BY_PATH__: Object.fromEntries(SCREENS.map(({ name, path }) => [path, name])),
    __LEAD_PICTURES_ID__: LEAD_PICTURES_ID,
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
        const reference = findElement(html, "script", { src: BEFORE_PAINT_SRC });
        if (!reference) throw new Error(`index.html needs ${BEFORE_PAINT_SOURCE}`);
        const file = path.join(root, "src/before-paint.js");
        const source = beforePaintSource(readFileSync(file, "utf8"));
        // Minified in the built page, which carries it on every visit; readable in development.
        const code = (build ? minifySync(file, source).code : source).trim();
        const { startOffset: start, endOffset: end } = locationOf(reference);
        return applyEdits(html, [{ start, end, text: `${BEFORE_PAINT_TAG}\n${code}\n</script>` }]);
      },
    },
  };
}

/**
 * `vite build` only: renders the page into the index.html it emits, and inlines what the first
 * paint needs. Every other page of the site gets its own, in its folder: each other language's
 * (`pt-pt/index.html`) and each variant's in each language (`v/backend/index.html`,
 * `v/backend/pt-pt/index.html`), from the head the share plugin made for it
 * (scripts/vite/share-plugin.ts), its addresses led back to the site's folder
 * (scripts/vite/language-pages.ts).
 */
export function prerenderPlugin(): Plugin {
  let root = "";
  let alias: AliasOptions = {};
  let cacheDir = "";
  let share: ShareApi | undefined;
  return {
    name: "folio:prerender",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
      cacheDir = config.cacheDir;
      share = config.plugins.find((plugin) => plugin.name === SHARE_PLUGIN)?.api as ShareApi | undefined;
    },
    async generateBundle(_options, bundle) {
      const page = bundle["index.html"];
      if (page?.type !== "asset") return;
      const render = await pageRenderer(root, alias, cacheDir);
      const others = share?.otherPages() ?? [];
      const script = others.some(({ content }) => content.site.languages)
        ? languageSwitchScript(root)
        : undefined;
      // Each page inlines the stylesheets, which the first to do so takes out of the bundle.
      const assets = { ...bundle };
      page.source = assemblePage(String(page.source), render(), bundle, script);
      for (const { content, html } of others) {
        const folder = pagePath(content.site);
        const assembled = assemblePage(html, render(content), { ...assets }, script);
        const own = linkOwnPdf(assembled, languageFile(RESUME_PDF, content.site));
        const source = rebasePage(own, upToSite(folder));
        this.emitFile({ type: "asset", fileName: `${folder}index.html`, source });
      }
    },
  };
}
