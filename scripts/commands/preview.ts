/**
 * `npm run preview`: the built site (dist/) served as a static host serves it, to look at before
 * publishing. Run `npm run build` first.
 *
 *   preview [--dist DIR] [--port N] [--host [ADDRESS]] [--open]
 *
 * Exit codes: 2 usage, 1 refused (no built site there); it runs until stopped.
 */
import path from "node:path";
import { parseOptions, SERVE_OPTIONS, serveSettings } from "../lib/command.ts";
import { builtSiteAt } from "../lib/site-folder.ts";

const USAGE = "usage: npm run preview -- [--dist DIR] [--port N] [--host [ADDRESS]] [--open]";

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(argv, { dist: { type: "string" }, ...SERVE_OPTIONS }, USAGE);
  if (!values) return 2;
  const serve = serveSettings(values, USAGE);
  if (!serve) return 2;
  const dist = builtSiteAt(values.dist);
  const [{ preview }, { projectCache }] = await Promise.all([
    import("vite"),
    import("../site/vite-config.ts"),
  ]);
  const server = await preview({
    configFile: false,
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
