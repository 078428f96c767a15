/**
 * The owner's own stylesheet (content/site.css, scripts/compiler/passes/stylesheet.ts) in the
 * site: the build ships it as `site.css` beside each page and links it after the site's own
 * styles, so its rules win a tie and the page's CSP (`style-src 'self'`) allows it; the dev
 * server serves it as the owner saves it, reloading the page, and shows its errors over it.
 */
import { existsSync, unwatchFile, watchFile } from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { type Diagnostic, formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import { compileStylesheet, STYLESHEET } from "../compiler/passes/stylesheet.ts";
import { overlayError } from "../dev/content-reports.ts";
import { applyEdits, findElement } from "../lib/html-edit.ts";
import { compiledContent } from "./content-plugin.ts";

/** How often the dev server looks at the stylesheet for a change (one file: a poll is cheap and sure). */
const POLL_MS = 300;

/** `html` with a link to the stylesheet at `href` as the last element of its head. */
export function linkStylesheet(html: string, href: string): string {
  const head = findElement(html, "head")?.sourceCodeLocation?.endTag;
  if (!head) throw new Error("the page has no </head> to link the owner's stylesheet before");
  const link = `<link rel="stylesheet" href="${href}" data-slot="own-stylesheet">`;
  return applyEdits(html, [{ start: head.startOffset, end: head.startOffset, text: link }]);
}

export function stylesheetPlugin(options: { projectDir: string; contentDir: string }): Plugin {
  let plugins: readonly Plugin[] = [];
  const file = path.resolve(options.projectDir, options.contentDir, STYLESHEET);
  return {
    name: "folio:own-stylesheet",
    // After the prerender has written every language's page.
    enforce: "post",
    configResolved(config) {
      plugins = config.plugins;
    },
    async generateBundle(_options, bundle) {
      const result = await compiledContent(plugins);
      if (!result.ok || result.stylesheet === undefined) return;
      this.emitFile({ type: "asset", fileName: STYLESHEET, source: result.stylesheet });
      for (const page of Object.values(bundle)) {
        if (page.type !== "asset" || !page.fileName.endsWith("index.html")) continue;
        const up = "../".repeat(page.fileName.split("/").length - 1);
        page.source = linkStylesheet(String(page.source), `${up || "./"}${STYLESHEET}`);
      }
    },
    transformIndexHtml: {
      order: "post",
      // The dev server's page links it while there is one (a page opened after it is made links it).
      handler: (html, context) =>
        context.server && existsSync(file) ? linkStylesheet(html, `/${STYLESHEET}`) : html,
    },
    configureServer(server) {
      serveStylesheet(server, file, options.projectDir);
    },
  };
}

/**
 * The dev server's `/site.css` (at any page's folder), compiled as the owner saves it. A broken
 * save is told in the terminal and the overlay, and the page keeps the last good stylesheet.
 */
function serveStylesheet(server: ViteDevServer, file: string, projectDir: string): void {
  const display = (absolute: string) => path.relative(projectDir, absolute).split(path.sep).join("/");
  let lastGood: string | undefined;
  const compile = () => {
    const compiled = compileStylesheet(path.dirname(file), display);
    if (compiled.css !== undefined) lastGood = compiled.css;
    return compiled;
  };
  server.middlewares.use((req, res, next) => {
    if (!(req.url ?? "").split("?")[0]?.endsWith(`/${STYLESHEET}`)) return next();
    const { css, diagnostics } = compile();
    if (css === undefined && diagnostics.length === 0) return next();
    res.setHeader("Content-Type", "text/css");
    res.setHeader("Cache-Control", "no-cache");
    // A broken stylesheet leaves the page as the last good one made it; the overlay says what is wrong.
    res.end(css ?? lastGood ?? "");
  });
  watchFile(file, { interval: POLL_MS }, (current, previous) => {
    // Node reports a file missing from the start once, with nothing changed: no reload for it.
    if (current.mtimeMs === 0 && previous.mtimeMs === 0) return;
    const { css, diagnostics } = compile();
    const format = (found: Diagnostic[]) => formatHuman(found, { colour: true, cwd: projectDir });
    if (css === undefined && diagnostics.length > 0) {
      server.config.logger.error(format(diagnostics), { timestamp: true });
      server.ws.send({ type: "error", err: overlayError(diagnostics, projectDir) });
      return;
    }
    // What may be newer CSS than the grammar knows ships as written, said in the terminal.
    if (diagnostics.length > 0) server.config.logger.warn(format(diagnostics), { timestamp: true });
    server.config.logger.info(`${display(file)} changed: the page reloads`, { timestamp: true });
    server.ws.send({ type: "full-reload" });
  });
  server.httpServer?.once("close", () => unwatchFile(file));
}
