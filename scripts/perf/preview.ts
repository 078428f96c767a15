/**
 * A built site served by Vite's preview server, the one the README gives owners to look at
 * their build with (`npm run preview`): a stock static server, compressing on the fly.
 * `npm run audit` and `npm run bench:interactive` measure the site through it, as a visitor
 * would reach it on a static host, with nothing tuned for the measurement.
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import { preview as vitePreview } from "vite";

export type Preview = { url: string; close: () => Promise<void> };

/** Serves `dist` on 127.0.0.1 at a free port until `close()`; `url` ends with a slash. */
export async function preview(dist: string): Promise<Preview> {
  const outDir = path.resolve(dist);
  const server = await vitePreview({
    // The built folder alone: the project's vite.config.ts configures the build, not the server.
    configFile: false,
    // Its parent, as Vite warns of a root inside the folder it serves.
    root: path.dirname(outDir),
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: true },
    logLevel: "warn",
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
