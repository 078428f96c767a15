/**
 * `npm run dev`: the site on the content, served by Vite's dev server, compiled again on every
 * change and updated in the open page; content errors in the terminal and over the page.
 *
 *   dev [--content DIR] [--port N] [--host [ADDRESS]] [--open]
 *
 * Exit codes: 2 usage, 1 when the server cannot start; it runs until stopped.
 */
import { parseArgs } from "node:util";
import { parseArguments } from "../lib/command.ts";

const USAGE = "usage: npm run dev -- [--content DIR] [--port N] [--host [ADDRESS]] [--open]";

export async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(
    () =>
      parseArgs({
        args: argv,
        options: {
          content: { type: "string" },
          port: { type: "string" },
          host: { type: "string" },
          open: { type: "boolean" },
        },
      }),
    USAGE,
  );
  if (!parsed) return 2;
  const { values } = parsed;
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65_536)) {
    console.error(`--port is a number from 1 to 65535, not "${values.port}"\n${USAGE}`);
    return 2;
  }
  const [{ createServer }, { siteConfig }] = await Promise.all([
    import("vite"),
    import("../site/vite-config.ts"),
  ]);
  const config = siteConfig({ ...(values.content !== undefined ? { contentDir: values.content } : {}) });
  const server = await createServer({
    ...config,
    server: {
      ...config.server,
      ...(port !== undefined ? { port } : {}),
      ...(values.host !== undefined ? { host: values.host || true } : {}),
      ...(values.open ? { open: true } : {}),
    },
  });
  await server.listen();
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
  // Runs until stopped: Vite closes the server on Ctrl+C.
  await new Promise<void>((resolve) => server.httpServer?.once("close", resolve));
  return 0;
}
