/**
 * The built index.html, put together: the prerendered page in #root, the stylesheets inlined,
 * the screens and their lead pictures named for the before-paint script, the switcher's script
 * of a site in several languages, and the CSP allowing the build's own inline code.
 */
import path from "node:path";
import { parseFragment } from "parse5";
import type { Rolldown } from "vite";
import type { Prerendered } from "../../src/entry-server.tsx";
import { pageDataScript } from "../../src/shared/page-data.ts";
import { applyEdits, attribute, type Edit, elementsOf, findElement, locationOf } from "../lib/html-edit.ts";
import { escapeHtml } from "../lib/html-text.ts";
import { BEFORE_PAINT_ID, BEFORE_PAINT_TAG, LEAD_PICTURES_ID } from "./before-paint-plugin.ts";
import { allowInlineCode, appStyleAttributes, type InlineCode, inlineCodeOf } from "./inline-code.ts";
import { LANGUAGE_SWITCH_ID } from "./language-pages.ts";

/** The empty mount point in index.html that the markup goes into. */
const ROOT_ELEMENT = '<div id="root"></div>';

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
