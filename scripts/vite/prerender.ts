/**
 * Prerenders every screen, and every project's dialog, into the built index.html: each reads
 * before (and without) JavaScript, src/before-paint.js shows the one the address names, and
 * src/start.tsx hydrates the page from its own markup. Rendered with Vite's module runner, so
 * src/entry-server.tsx is compiled exactly as the client's modules are.
 */
import path from "node:path";
import { type AliasOptions, type Plugin, runnerImport } from "vite";
import { languageFile, pagePath, RESUME_PDF, upToSite } from "../../src/shared/paths.ts";
import { languageSwitchScript, linkOwnPdf, rebasePage } from "./language-pages.ts";
import { assemblePage } from "./page-assembly.ts";
import { SHARE_PLUGIN, type ShareApi } from "./share-plugin.ts";

type ServerEntry = typeof import("../../src/entry-server.tsx");

/**
 * What renders the page to HTML, in Node, from the sources under `root`: the compiled content's,
 * or given the content in another of its languages, that one's.
 */
async function pageRenderer(
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
