/**
 * Prerenders the Resume route into the built index.html: the resume reads before (and
 * without) JavaScript, and src/main.tsx hydrates it. Rendered with Vite's module runner, so
 * src/entry-server.tsx is compiled exactly as the client's modules are.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { type Plugin, runnerImport } from "vite";

/** The empty mount point in index.html that the markup goes into. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** Resource hints React hoists to the front of the markup (the photo's preload). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

type ServerEntry = typeof import("../src/entry-server.tsx");

/** Renders the Resume route to HTML, in Node, from the sources under `root`. */
export async function renderResume(root: string): Promise<string> {
  const { module } = await runnerImport<ServerEntry>(path.join(root, "src/entry-server.tsx"), {
    root,
    configFile: false,
    logLevel: "warn",
  });
  return module.renderResume();
}

/**
 * Puts prerendered markup into index.html: hints into <head>, the page into #root. The
 * page reads without the script now, so the script loads at low priority: the stylesheet
 * and the photo come first, and the first paint no longer waits for it.
 */
export function injectMarkup(html: string, markup: string): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html needs an empty ${ROOT_ELEMENT}`);
  const links = LEADING_LINKS.exec(markup)?.[0] ?? "";
  const body = markup.slice(links.length);
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace("</head>", links ? `  ${links}\n  </head>` : "</head>")
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
}

/**
 * Radix writes a few style attributes (CSS variables on accordion panels) that the strict
 * CSP would block in server-rendered HTML, as it never does when React sets them from script.
 * Allows exactly those values, by hash ('unsafe-hashes' covers style attributes only).
 */
export function allowStyleAttributes(html: string, markup: string): string {
  const values = new Set(
    [...markup.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => unescapeHtml(value ?? "")),
  );
  if (values.size === 0) return html;
  const hashes = [...values].map(
    (value) => `'sha256-${createHash("sha256").update(value).digest("base64")}'`,
  );
  return html.replace(
    /(<meta http-equiv="Content-Security-Policy" content="[^"]*style-src 'self')/,
    `$1 'unsafe-hashes' ${hashes.join(" ")}`,
  );
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/**
 * What index.html loads instead of the app's entry: the entry itself, once the prerendered
 * page has painted. On a slow connection the page's text and photo then arrive without the
 * app's script competing for the bandwidth; the app hydrates a frame later.
 */
export function bootScript(entryUrl: string): string {
  // A callback of the frame after next runs once the first frame has been painted.
  return `requestAnimationFrame(() => requestAnimationFrame(() => import(${JSON.stringify(entryUrl)})));\n`;
}

/** `vite build` only: renders `/` into the index.html it emits. */
export function prerenderPlugin(): Plugin {
  let root = "";
  return {
    name: "folio:prerender",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const page = bundle["index.html"];
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (page?.type !== "asset" || !entry) return;
      const markup = await renderResume(root);
      const boot = bootScript(`./${path.posix.basename(entry.fileName)}`);
      const bootFile = `${path.posix.dirname(entry.fileName)}/boot-${createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName: bootFile, source: boot });
      const html = injectMarkup(String(page.source), markup).replace(`${entry.fileName}"`, `${bootFile}"`);
      page.source = allowStyleAttributes(html, markup);
    },
  };
}
