/**
 * `npm run dev`: the site on the content, served by Vite's dev server, compiled again on every
 * change and updated in the open page; content errors in the terminal and over the page.
 *
 *   dev [--content DIR] [--port N] [--host [ADDRESS]] [--open]
 *
 * Exit codes: 2 usage, 1 when the server cannot start; it runs until stopped.
 */
import { parseOptions, SERVE_OPTIONS, serveSettings } from "../lib/command.ts";

const USAGE = "usage: npm run dev -- [--content DIR] [--port N] [--host [ADDRESS]] [--open]";

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(argv, { content: { type: "string" }, ...SERVE_OPTIONS }, USAGE);
  if (!values) return 2;
  const serve = serveSettings(values, USAGE);
  if (!serve) return 2;
  const [{ createServer }, { siteConfig }] = await Promise.all([
    import("vite"),
    import("../vite/vite-config.ts"),
  ]);
  const config = siteConfig({ ...(values.content !== undefined ? { contentDir: values.content } : {}) });
  const server = await createServer({
    ...config,
    server: { ...config.server, ...serve },
  });
  await server.listen();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
  // Runs until stopped: Vite closes the server on Ctrl+C.
  await new Promise<void>((resolve) => server.httpServer?.once("close", resolve));
  return 0;
}
