/**
 * A local HTTP server answering as a public API did, from recorded answers in a fixture
 * folder (tests/fixtures/import-*): a request for /users/ana/repos is answered with
 * users/ana/repos.json, whatever its query, and the headers in users/ana/repos.headers.json
 * when there is one; one with no file there, 404 as the API says it.
 * The imports are pointed at it by their API's variable (FOLIO_GITHUB_API, FOLIO_ORCID_API):
 * no test reads the network.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export type RecordedApi = {
  /** The server's address, for the API's variable. */
  base: string;
  /** Each request's path and query, in order, with its headers. */
  requests: { url: string; headers: Record<string, string | string[] | undefined> }[];
  close: () => Promise<void>;
};

/** An answer the test gives instead of the recorded one (a rate limit): its status and headers. */
export type Override = { status: number; headers?: Record<string, string>; body?: string };

/** Serves `folder` on a free port of this machine until closed; `override` answers every request instead, when given. */
export async function recordedApi(folder: string, override?: Override): Promise<RecordedApi> {
  const requests: RecordedApi["requests"] = [];
  let base = "";
  const server: Server = createServer((request, response) => {
    const url = request.url ?? "/";
    requests.push({ url, headers: request.headers });
    if (override) {
      response.writeHead(override.status, { "content-type": "application/json", ...override.headers });
      response.end(override.body ?? JSON.stringify({ message: "API rate limit exceeded" }));
      return;
    }
    const pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
    const file = path.join(folder, `${pathname}.json`);
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: "Not Found" }));
      return;
    }
    // Headers recorded beside the answer (GitHub's `link` to the next page), the server's address for {base}.
    const recorded = file.replace(/\.json$/, ".headers.json");
    const headers = existsSync(recorded)
      ? (JSON.parse(readFileSync(recorded, "utf8").replaceAll("{base}", base)) as Record<string, string>)
      : {};
    response.writeHead(200, { "content-type": "application/json", ...headers });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing answers: a port a server had, closed again. */
export async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
