/**
 * The compiler awaits sharp to decode images (scripts/compiler/images/decode.ts), so the dev
 * server goes on answering while a compile decodes, and a change that comes meanwhile starts a
 * compile that supersedes the one in flight (contentCompiler in scripts/dev/content-compiler.ts).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createLogger, createServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_CACHE_VARIABLE } from "../../scripts/compiler/images/images.ts";
import { contentCompiler } from "../../scripts/dev/content-compiler.ts";
import { type ContentPluginApi, contentPlugin } from "../../scripts/vite/content-plugin.ts";
import { contentTree, temporaryFolder } from "./fixtures.ts";

/** A side of the large image: 49 megapixels, near the compiler's limit of 50. */
const SIDE = 7000;

/**
 * A PNG of SIDE×SIDE pixels that takes the decoder a while (every pixel is inflated and
 * unfiltered) but little disk. Its bytes are new on every call: no cache has decoded them.
 */
async function largePng(): Promise<Buffer> {
  const row = Buffer.alloc(SIDE * 3);
  const seed = Math.floor(Math.random() * 1_000_000);
  for (let x = 0; x < row.length; x++) row[x] = (x * 7 + seed) & 255;
  const raw = Buffer.alloc(SIDE * row.length);
  for (let y = 0; y < SIDE; y++) {
    row.copy(raw, y * row.length);
    const x = (y * 13) % row.length;
    row[x] = (row[x] ?? 0) ^ 0x55;
  }
  return sharp(raw, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const cacheVariable = process.env[IMAGE_CACHE_VARIABLE];
beforeAll(() => {
  // The decoder records what it decoded in a cache of this file's own.
  process.env[IMAGE_CACHE_VARIABLE] = temporaryFolder("dev-compile-cache");
});
afterAll(() => {
  if (cacheVariable === undefined) delete process.env[IMAGE_CACHE_VARIABLE];
  else process.env[IMAGE_CACHE_VARIABLE] = cacheVariable;
});

describe("a compile that decodes a large image", () => {
  it("leaves the dev server answering requests until it ends", async () => {
    const root = temporaryFolder("dev-compile");
    execFileSync("mv", [contentTree("valid-minimal"), path.join(root, "content")]);
    const photo = path.join(root, "content/images/photo.png");
    const logged: string[] = [];
    const logger = createLogger("info");
    logger.info = (message) => void logged.push(message);
    const server = await createServer({
      root,
      configFile: false,
      customLogger: logger,
      plugins: [contentPlugin({ settleMs: 0 })],
      server: { port: 0, host: "127.0.0.1", watch: { usePolling: true, interval: 50 } },
    });
    try {
      await server.listen();
      const address = server.resolvedUrls?.local[0];
      const compiledLines = () => logged.filter((line) => line.includes("content compiled")).length;
      const plugin = server.config.plugins.find((candidate) => candidate.name === "folio:content");
      const api = plugin?.api as ContentPluginApi;
      writeFileSync(photo, await largePng());
      // The compile the change starts takes seconds, decoding the image: the server answers meanwhile.
      await expect.poll(() => api.compiling(), { timeout: 60_000, interval: 20 }).toBe(true);
      const { status } = await fetch(new URL("images/logo.png", address));
      const compiled = compiledLines();
      const stillCompiling = api.compiling();
      expect(status).toBe(200);
      // Answered while the compile was decoding: it had not ended yet.
      expect(compiled).toBe(0);
      expect(stillCompiling).toBe(true);
      // And the compile then ended, with the large image decoded and measured.
      await expect.poll(compiledLines, { timeout: 60_000 }).toBe(1);
      const content = JSON.parse(readFileSync(path.join(root, "src/generated/content.json"), "utf8"));
      expect(content.profile.photo).toMatchObject({ width: SIDE, height: SIDE });
    } finally {
      await server.close();
    }
  }, 120_000);

  it("is superseded by a compile begun meanwhile: the newer content is written, the older dropped", async () => {
    const dir = contentTree("valid-minimal");
    const outFile = path.join(temporaryFolder("dev-compile-out"), "content.json");
    const compiler = contentCompiler({ contentDir: dir, outFile, root: dir, strict: false });
    writeFileSync(path.join(dir, "images/photo.png"), await largePng());
    const older = compiler.compile();
    // While the older compile decodes the large photo, the owner renames themself and picks a
    // small photo: the newer compile ends first.
    const profile = path.join(dir, "profile.yaml");
    writeFileSync(
      profile,
      readFileSync(profile, "utf8")
        .replace("name: Robin Vale", "name: Robin Newer")
        .replace("src: images/photo.png", "src: images/logo.png"),
    );
    const newer = compiler.compile();
    const [olderEnded, newerEnded] = await Promise.all([older, newer]);
    const written = JSON.parse(readFileSync(outFile, "utf8"));
    expect(written.profile.name).toBe("Robin Newer");
    expect(written.profile.photo.src).toBe("images/logo.png");
    expect(compiler.last?.ok && compiler.last.content.profile.name).toBe("Robin Newer");
    expect(newerEnded?.result.ok).toBe(true);
    expect(olderEnded).toBeUndefined();
  }, 120_000);
});
