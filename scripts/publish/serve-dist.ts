/**
 * A built site (dist/) served on 127.0.0.1 at a free port, as a static host serves it: each
 * file with its content type, text gzipped when the client accepts it, a folder's index.html
 * for the folder, 404 for anything missing or hidden (see namesHiddenEntry) and nothing from
 * outside the folder. Each request
 * reads its file as it is then. Used by `npm run pdf` and the browser tests; `npm run audit`
 * measures the site through Vite's preview server instead (scripts/perf/preview.ts), which
 * cannot stand in here: it answers 404 for a file whose name the page's URL writes with an
 * escaped `#`, `,` or `&` (it decodes the path with decodeURI, which leaves those escaped), and
 * the build names an image's variants after the owner's file, where any of them may be.
 */
import { readFile, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { lookup } from "mrmime";

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * Whether the decoded path `pathname` names a hidden file or folder, or one inside a hidden
 * folder: a name starting with a dot. The build's marker (.folio-site) is one, and lists the
 * unlisted pages of the variants; GitHub Pages' upload leaves such files out, so a server here
 * answers them as missing, as the published site does.
 */
export function namesHiddenEntry(pathname: string): boolean {
  // `.` and `..` are steps, not names: a path that climbs out is refused as outside the folder.
  return pathname.split(/[/\\]/).some((name) => name.startsWith(".") && name !== "." && name !== "..");
}

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
  const found = await locate(root, pathname);
  if (found === 403 || found === 404) {
    response.writeHead(found).end(found === 403 ? "forbidden" : "not found");
    return;
  }
  const known = lookup(found) ?? "application/octet-stream";
  const type = known.startsWith("text/") ? `${known}; charset=utf-8` : known;
  const compressible = COMPRESSIBLE.test(type);
  const gzip = compressible && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  const file = await readFile(found);
  const body = gzip ? gzipSync(file) : file;
  response.writeHead(200, {
    "Content-Type": type,
    "Cache-Control": "no-cache",
    "Content-Length": body.length,
    ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** The file `pathname` names under `root` (a folder's index.html), 403 outside the folder, 404 when missing or hidden. */
async function locate(root: string, pathname: string): Promise<string | 403 | 404> {
  if (namesHiddenEntry(pathname)) return 404;
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
  return inside(file) ? file : 403;
}
