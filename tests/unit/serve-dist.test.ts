import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ServedFolder, serveFolder } from "../../scripts/publish/serve-dist.ts";
import { temporaryFolder } from "./fixtures.ts";

const PAGE = `<!doctype html><title>Site</title>${"<p>long enough to be worth compressing</p>".repeat(50)}`;
const AVIF = Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66]);
/** An image variant as the build names it after the owner's file: the page's URL escapes `,`, `#` and `&`. */
const ESCAPED_NAME = "Снимок, #1 & more.480w.avif";

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET: the path goes out as written (fetch would resolve `..`) and nothing is decompressed. */
function get(site: ServedFolder, pathname: string, headers: Record<string, string> = {}): Promise<Reply> {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("the built site served locally", () => {
  let site: ServedFolder;
  let dist = "";

  beforeAll(async () => {
    // A site folder with a secret beside it, and a sibling folder whose name starts with the site's.
    const parent = temporaryFolder("serve-dist");
    dist = path.join(parent, "dist");
    mkdirSync(path.join(dist, "images"), { recursive: true });
    mkdirSync(path.join(parent, "dist-old"));
    writeFileSync(path.join(dist, "index.html"), PAGE);
    writeFileSync(path.join(dist, "images", "photo.avif"), AVIF);
    writeFileSync(path.join(dist, "images", ESCAPED_NAME), AVIF);
    writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Site"}');
    // The build's record, which names every page, the unlisted ones too, and a hidden folder.
    writeFileSync(path.join(dist, ".folio-site"), "# every file\n0000  v/data/index.html\n");
    mkdirSync(path.join(dist, ".well-known"));
    writeFileSync(path.join(dist, ".well-known", "security.txt"), "Contact: mailto:ada@example.com");
    writeFileSync(path.join(parent, "secret.txt"), "secret");
    writeFileSync(path.join(parent, "dist-old", "secret.txt"), "secret");
    symlinkSync(path.join(parent, "secret.txt"), path.join(dist, "linked-secret.txt"));
    site = await serveFolder(dist);
  });

  afterAll(() => site.close());

  test("listens on 127.0.0.1 at a port of its own", () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test("serves the folder's index.html for / with its content type", async () => {
    const reply = await get(site, "/");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.body.toString()).toBe(PAGE);
  });

  test("serves images and the web manifest with their content types", async () => {
    const image = await get(site, "/images/photo.avif", { "Accept-Encoding": "gzip" });
    expect([image.status, image.headers["content-type"]]).toEqual([200, "image/avif"]);
    // Images are compressed already: sent as they are even to a client that accepts gzip.
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body).toEqual(AVIF);

    const manifest = await get(site, "/manifest.webmanifest");
    expect([manifest.status, manifest.headers["content-type"]]).toEqual([200, "application/manifest+json"]);
  });

  test("serves a file whose name the URL escapes, reserved characters (# , &) included", async () => {
    const reply = await get(site, `/images/${encodeURIComponent(ESCAPED_NAME)}`);
    expect([reply.status, reply.headers["content-type"]]).toEqual([200, "image/avif"]);
    expect(reply.body).toEqual(AVIF);
  });

  test("gzips text for a client that accepts gzip", async () => {
    const reply = await get(site, "/index.html", { "Accept-Encoding": "gzip, deflate, br" });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(reply.body.length).toBeLessThan(PAGE.length);
    expect(gunzipSync(reply.body).toString()).toBe(PAGE);
  });

  test("answers with the file as it is now, with its length, however often it is asked for", async () => {
    const file = path.join(dist, "changing.html");
    writeFileSync(file, PAGE);
    const first = await get(site, "/changing.html", { "Accept-Encoding": "gzip" });
    expect(first.headers["content-length"]).toBe(String(first.body.length));
    expect(gunzipSync(first.body).toString()).toBe(PAGE);
    // Rewritten: answered from the new file, not a copy of the old.
    writeFileSync(file, `${PAGE}<p>more</p>`);
    const second = await get(site, "/changing.html", { "Accept-Encoding": "gzip" });
    expect(gunzipSync(second.body).toString()).toBe(`${PAGE}<p>more</p>`);
    const plain = await get(site, "/changing.html");
    expect([plain.headers["content-length"], plain.body.toString()]).toEqual([
      String(Buffer.byteLength(`${PAGE}<p>more</p>`)),
      `${PAGE}<p>more</p>`,
    ]);
  });

  test("answers 404 for a file that isn't there", async () => {
    expect((await get(site, "/missing.html")).status).toBe(404);
    expect((await get(site, "/images/")).status).toBe(404);
  });

  test("answers 404 for a hidden file or anything in a hidden folder, as the published site does", async () => {
    for (const pathname of [
      "/.folio-site",
      "/%2Efolio-site",
      "/images/../.folio-site",
      "/.well-known/security.txt",
      "/.well-known/",
    ]) {
      const reply = await get(site, pathname);
      expect(reply.status, pathname).toBe(404);
      expect(reply.body.toString(), pathname).not.toMatch(/v\/data|Contact/);
    }
  });

  test("serves nothing from outside the folder", async () => {
    // A plain `..` is resolved within the URL (to /secret.txt, which the folder lacks); an
    // encoded one, a sibling folder with the same prefix and a link out are refused.
    for (const [pathname, status] of [
      ["/../secret.txt", 404],
      ["/..%2fsecret.txt", 403],
      ["/images/..%2f..%2fsecret.txt", 403],
      ["/..%2fdist-old%2fsecret.txt", 403],
      ["/linked-secret.txt", 403],
    ] as const) {
      const reply = await get(site, pathname);
      expect(reply.status, pathname).toBe(status);
      expect(reply.body.toString(), pathname).not.toContain("secret");
    }
  });
});
