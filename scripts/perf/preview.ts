/**
 * A built site served by `vite preview`, the server the README gives owners to look at their
 * build with (`npm run preview`): a stock static server, gzip on the fly, in a process of its
 * own. `npm run audit` and `npm run bench:interactive` measure the site through it, as a visitor
 * would reach it on a static host, with nothing tuned for the measurement.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export type Preview = { url: string; close: () => Promise<void> };

/** Serves `dist` on 127.0.0.1 at a free port until `close()`; `url` ends with a slash. */
export async function preview(dist: string): Promise<Preview> {
  // The `vite` command, as `npm run preview` runs it.
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve("vite/package.json")),
    "bin/vite.js",
  );
  const args = ["preview", "--outDir", path.resolve(dist), "--host", "127.0.0.1", "--port", "0"];
  const server = spawn(process.execPath, [vite, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    server.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      const served = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (served) resolve(served);
    });
    server.once("error", reject);
    server.once("exit", (code) => reject(new Error(`vite preview of ${dist} stopped (exit ${code})`)));
  });
  // However this process ends, the server ends with it.
  const stop = () => server.kill();
  process.once("exit", stop);
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        process.off("exit", stop);
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill();
      }),
  };
}
