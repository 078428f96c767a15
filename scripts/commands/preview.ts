/**
 * `npm run preview`: the built site (dist/) served as a static host serves it, to look at before
 * publishing. Run `npm run build` first.
 *
 *   preview [--dist DIR] [--port N] [--host [ADDRESS]] [--open]
 *
 * Exit codes: 2 usage, 1 refused (no built site there); it runs until stopped.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { parseArguments, Refused } from "../lib/command.ts";
import { isBuiltSite } from "../lib/site-folder.ts";

const USAGE = "usage: npm run preview -- [--dist DIR] [--port N] [--host [ADDRESS]] [--open]";

export async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(
    () =>
      parseArgs({
        args: argv,
        options: {
          dist: { type: "string" },
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
  const dist = path.resolve(values.dist ?? "dist");
  if (!isBuiltSite(dist))
    throw new Refused(`${values.dist ?? "dist"} holds no site npm run build wrote: run npm run build first`);
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
    preview: {
      ...(port !== undefined ? { port } : {}),
      ...(values.host !== undefined ? { host: values.host || true } : {}),
      ...(values.open ? { open: true } : {}),
    },
  });
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
  await new Promise<void>((resolve) => server.httpServer.once("close", resolve));
  return 0;
}
