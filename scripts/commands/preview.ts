/**
 * `npm run preview`: the built site (dist/) served as a static host serves it, to look at before
 * publishing. Run `npm run build` first.
 *
 *   preview [--dist DIR] [--port N] [--host [ADDRESS]] [--open]
 *
 * Exit codes: 2 usage, 1 refused (no built site there); it runs until stopped.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { parseOptions, SERVE_OPTIONS, serveSettings } from "../lib/command.ts";
import { builtSiteAt } from "../lib/site-folder.ts";
import { namesHiddenEntry } from "../publish/serve-dist.ts";

const USAGE = "usage: npm run preview -- [--dist DIR] [--port N] [--host [ADDRESS]] [--open]";

/**
 * Answers a request for a hidden file or folder of the site (its .folio-site among them) with
 * 404, as the published site does, before Vite's static server, which would serve it.
 */
function hiddenEntriesMissing(): Plugin {
  return {
    name: "folio:hidden-entries-missing",
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
        } catch {
          pathname = request.url ?? "/";
        }
        if (!namesHiddenEntry(pathname)) return next();
        response.statusCode = 404;
        response.end("not found");
      });
    },
  };
}

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(argv, { dist: { type: "string" }, ...SERVE_OPTIONS }, USAGE);
  if (!values) return 2;
  const serve = serveSettings(values, USAGE);
  if (!serve) return 2;
  const dist = builtSiteAt(values.dist);
  const [{ preview }, { projectCache }] = await Promise.all([
    import("vite"),
    import("../vite/vite-config.ts"),
  ]);
  const server = await preview({
    configFile: false,
    plugins: [hiddenEntriesMissing()],
    root: path.dirname(dist),
    base: "./",
    cacheDir: path.join(projectCache("."), "vite"),
    envDir: false,
    build: { outDir: dist },
    preview: serve,
  });
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
  await new Promise<void>((resolve) => server.httpServer.once("close", resolve));
  return 0;
}
