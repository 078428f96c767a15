/**
 * A built site (dist/) served on 127.0.0.1 at a free port, as a static host serves it: each
 * file with its content type, text gzipped when the client accepts it, a folder's index.html
 * for the folder, 404 for anything missing and nothing from outside the folder. Used by
 * `npm run pdf` and `npm run audit`.
 */
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream";
import { parseArgs } from "node:util";
import { createGzip } from "node:zlib";
import { parseArguments, runAsCommand } from "./command.ts";
import { CONTENT_TYPES } from "./content-types.ts";

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

export type ServedFolder = { url: string; close: () => Promise<void> };

/** Serves the files inside `dir` until `close()`, at `port` (any free one by default); `url` ends with a slash. */
export async function serveFolder(dir: string, port = 0): Promise<ServedFolder> {
  const root = await realpath(dir);
  const server = createServer((request, response) => {
    respond(root, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise((resolve, reject) => {
        // Browsers keep connections alive; they would hold close() open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function respond(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  } catch {
    response.writeHead(400).end("bad request");
    return;
  }
  const file = await locate(root, pathname);
  if (file === 403 || file === 404) {
    response.writeHead(file).end(file === 403 ? "forbidden" : "not found");
    return;
  }
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const compressible = COMPRESSIBLE.test(type);
  const gzip = compressible && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  response.writeHead(200, {
    "Content-Type": type,
    "Cache-Control": "no-cache",
    ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    ...(gzip ? { "Content-Encoding": "gzip" } : { "Content-Length": (await stat(file)).size }),
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  const done = () => {};
  if (gzip) pipeline(createReadStream(file), createGzip(), response, done);
  else pipeline(createReadStream(file), response, done);
}

/** The file `pathname` names under `root` (a folder's index.html), 403 outside it, 404 when missing. */
async function locate(root: string, pathname: string): Promise<string | 403 | 404> {
  const inside = (file: string) => file === root || file.startsWith(root + path.sep);
  if (!inside(path.join(root, pathname))) return 403;
  let file: string;
  try {
    // realpath follows links, so a link that points out of the folder is refused too.
    file = await realpath(path.join(root, pathname));
    if ((await stat(file)).isDirectory()) file = await realpath(path.join(file, "index.html"));
    if (!(await stat(file)).isFile()) return 404;
  } catch {
    return 404;
  }
  return inside(file) ? file : 403;
}

const USAGE = "usage: serve-dist.ts DIR [--port N]";

/** `tsx scripts/serve-dist.ts DIR --port N`: serves DIR until stopped (the browser tests' server). */
async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(
    () => parseArgs({ args: argv, allowPositionals: true, options: { port: { type: "string" } } }),
    USAGE,
  );
  if (!parsed) return 2;
  const [dir, ...rest] = parsed.positionals;
  const port = Number(parsed.values.port ?? 0);
  if (!dir || rest.length > 0 || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(USAGE);
    return 2;
  }
  const { url } = await serveFolder(dir, port);
  console.log(`serving ${dir} at ${url}`);
  // Runs until the process is stopped.
  await new Promise(() => {});
  return 0;
}

runAsCommand(import.meta.url, main, "could not serve the folder");
