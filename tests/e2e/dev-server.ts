/**
 * `npm run dev` for the live-editing tests: a copy of a fixture's content served by Vite's dev
 * server, started once for a test file (in one worker) and stopped after it. These tests start
 * their own dev server instead of using the built site the rest of the suite serves.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { siteConfig } from "../../scripts/vite/vite-config.ts";
import { expect, test as siteTest } from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The test of a file whose pages load from a dev server serving a copy of `contentDir`, and
 * the copied content's folder (known once the server has started) and how to edit it.
 */
export function devServerTest(contentDir: string) {
  let temp = "";
  let server: ViteDevServer | undefined;
  let serverUrl = "";

  /** The tests' pages load from the dev server. */
  const test = siteTest.extend({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    baseURL: async ({}, use) => {
      await use(serverUrl);
    },
  });

  // One dev server for the file's tests, in one worker.
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    temp = mkdtempSync(path.join(tmpdir(), "folio-live-edit-"));
    cpSync(path.resolve(ROOT, contentDir), path.join(temp, "content"), { recursive: true });
    const { createServer } = await import("vite");
    // As `npm run dev` serves it, in a project of its own: the compiled content and the caches go there.
    const config = siteConfig({ projectDir: temp, contentDir: "content" });
    server = await createServer({
      ...config,
      clearScreen: false,
      // A broken save's diagnostics are expected; the overlay shows them.
      logLevel: "silent",
      server: { ...config.server, host: "127.0.0.1", port: 0 },
    });
    await server.listen();
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error("the dev server has no local address");
    serverUrl = url;
  });

  test.afterAll(async () => {
    await server?.close();
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  /** The copied content folder. */
  const content = () => path.join(temp, "content");

  /** Replaces `from` with `to` in the copied content file `file`, as an owner's save does. */
  function edit(file: string, from: string, to: string) {
    const absolute = path.join(content(), file);
    const text = readFileSync(absolute, "utf8");
    expect(text, `${file} holds the text to edit`).toContain(from);
    writeFileSync(absolute, text.replace(from, to));
  }

  return { test, content, edit };
}
