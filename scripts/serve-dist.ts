/**
 * A built site (dist/) served on 127.0.0.1 at a free port, as a static host serves it: each
 * file with its content type, text gzipped when the client accepts it, a folder's index.html
 * for the folder, 404 for anything missing and nothing from outside the folder. Used by
 * `npm run pdf` and `npm run audit`.
 *
 * Like a static host, it answers from memory: a file is read, and gzipped, once per version
 * (its size, times and inode), then sent whole with its length. Files over CACHE_MAX_BYTES
 * (full-size originals, which the page only falls back to) are read from the disk each time. Lighthouse reads the
 * server's response time off every request and adds it to each simulated one; a server that
 * compressed each answer as it went would be measured instead of the site.
 */
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { parseArguments, runAsCommand } from "./command.ts";
import { CONTENT_TYPES } from "./content-types.ts";

/** The largest file kept in memory: a site's variants and code, not its full-size originals. */
const CACHE_MAX_BYTES = 1024 * 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

export type ServedFolder = {
  url: string;
  close: () => Promise<void>;
  /** How many files `warm` read ahead. */
  warmed: number;
};

/**
 * Serves the files inside `dir` until `close()`, at `port` (any free one by default); `url` ends
 * with a slash. `warm`: every file it keeps in memory is asked for once before it resolves,
 * so the first visitor is answered as fast as the rest.
 */
export async function serveFolder(dir: string, port = 0, { warm = false } = {}): Promise<ServedFolder> {
  const root = await realpath(dir);
  const files = new FileCache();
  const server = createServer((request, response) => {
    respond(root, files, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}/`;
  let warmed = 0;
  if (warm) {
    for (const file of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const full = path.join(file.parentPath, file.name);
      if ((await stat(full)).size > CACHE_MAX_BYTES) continue;
      const pathname = path.relative(root, full).split(path.sep).map(encodeURIComponent).join("/");
      const response = await fetch(new URL(pathname, url), { headers: { "Accept-Encoding": "gzip" } });
      await response.arrayBuffer();
      warmed++;
    }
  }
  return {
    url,
    warmed,
    close: () =>
      new Promise((resolve, reject) => {
        // Browsers keep connections alive; they would hold close() open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

type Cached = { version: string; body: Buffer; gzipped?: Buffer };

/**
 * File bodies by path, each kept until the file changes (up to CACHE_MAX_BYTES; a larger one is
 * read each time); the gzipped form made on first demand.
 */
class FileCache {
  private readonly entries = new Map<string, Cached>();

  async body(file: string, version: string, size: number): Promise<Cached> {
    const cached = this.entries.get(file);
    if (cached?.version === version) return cached;
    const entry: Cached = { version, body: await readFile(file) };
    if (size <= CACHE_MAX_BYTES) this.entries.set(file, entry);
    else this.entries.delete(file);
    return entry;
  }

  gzipped(entry: Cached): Buffer {
    entry.gzipped ??= gzipSync(entry.body);
    return entry.gzipped;
  }
}

async function respond(
  root: string,
  files: FileCache,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
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
  const found = await locate(root, pathname);
  if (found === 403 || found === 404) {
    response.writeHead(found).end(found === 403 ? "forbidden" : "not found");
    return;
  }
  const type = CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? "application/octet-stream";
  const compressible = COMPRESSIBLE.test(type);
  const gzip = compressible && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  const entry = await files.body(found.file, found.version, found.size);
  const body = gzip ? files.gzipped(entry) : entry.body;
  response.writeHead(200, {
    "Content-Type": type,
    "Cache-Control": "no-cache",
    "Content-Length": body.length,
    ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * The file `pathname` names under `root` (a folder's index.html) with its size and version (size,
 * times and inode: a file rewritten in place changes its change time), 403 outside the folder,
 * 404 when missing.
 */
async function locate(
  root: string,
  pathname: string,
): Promise<{ file: string; size: number; version: string } | 403 | 404> {
  const inside = (file: string) => file === root || file.startsWith(root + path.sep);
  if (!inside(path.join(root, pathname))) return 403;
  let file: string;
  let stats: Awaited<ReturnType<typeof stat>>;
  try {
    // realpath follows links, so a link that points out of the folder is refused too.
    file = await realpath(path.join(root, pathname));
    stats = await stat(file);
    if (stats.isDirectory()) {
      file = await realpath(path.join(file, "index.html"));
      stats = await stat(file);
    }
    if (!stats.isFile()) return 404;
  } catch {
    return 404;
  }
  const version = `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
  return inside(file) ? { file, size: stats.size, version } : 403;
}

const USAGE = "usage: serve-dist.ts DIR [--port N] [--warm]";

/** `tsx scripts/serve-dist.ts DIR --port N`: serves DIR until stopped (the browser tests' server). */
async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(
    () =>
      parseArgs({
        args: argv,
        allowPositionals: true,
        options: { port: { type: "string" }, warm: { type: "boolean" } },
      }),
    USAGE,
  );
  if (!parsed) return 2;
  const [dir, ...rest] = parsed.positionals;
  const port = Number(parsed.values.port ?? 0);
  if (!dir || rest.length > 0 || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(USAGE);
    return 2;
  }
  const { url } = await serveFolder(dir, port, { warm: parsed.values.warm ?? false });
  console.log(`serving ${dir} at ${url}`);
  // Runs until the process is stopped.
  await new Promise(() => {});
  return 0;
}

runAsCommand(import.meta.url, main, "could not serve the folder");
