import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type HotPayload, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPlugin } from "../../scripts/content/vite-plugin.ts";
import { contentTree } from "./fixtures.ts";

describe("the dev server's content plugin", () => {
  let root: string;
  let server: ViteDevServer;
  const sent: HotPayload[] = [];
  const outFile = () => path.join(root, "src/generated/content.json");
  const compiled = () => JSON.parse(readFileSync(outFile(), "utf8"));

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "dev-"));
    execFileSync("mv", [contentTree("valid-minimal"), path.join(root, "content")]);
    server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin()],
      server: { port: 0, host: "127.0.0.1", watch: { usePolling: true, interval: 50 } },
    });
    // Record what the server tells the browser, and still tell it.
    const send = server.ws.send.bind(server.ws) as (payload: HotPayload) => void;
    server.ws.send = ((payload: HotPayload) => {
      sent.push(payload);
      send(payload);
    }) as typeof server.ws.send;
    await server.listen();
  });

  afterAll(async () => {
    await server?.close();
  });

  it("compiles the content when it starts", () => {
    expect(compiled().profile.name).toBe("Robin Vale");
  });

  it("serves the images the content uses", async () => {
    const address = server.resolvedUrls?.local[0];
    const response = await fetch(new URL("images/photo.png", address));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });

  it("recompiles on a change and reloads the page", async () => {
    const file = path.join(root, "content/profile.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("name: Robin Vale", "name: Robin Q. Vale"));
    await expect.poll(() => compiled().profile.name, { timeout: 10_000 }).toBe("Robin Q. Vale");
    await expect.poll(() => sent.some((p) => p.type === "full-reload")).toBe(true);
  });

  it("reports a broken file in the overlay with file:line and keeps the last good output", async () => {
    const before = readFileSync(outFile(), "utf8");
    const file = path.join(root, "content/education.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("gpa: 3.8", "gpa: 9.7"));
    await expect
      .poll(() => sent.find((p) => p.type === "error"), { timeout: 10_000 })
      .toMatchObject({
        type: "error",
        err: {
          plugin: "content",
          message: expect.stringContaining(
            "\ncontent/education.yaml:10:10 education[0].gpa: expected a number from 0 to 4, got 9.7",
          ),
          loc: { file: path.join(root, "content/education.yaml"), line: 10, column: 10 },
          frame: expect.stringContaining("> 10 |     gpa: 9.7"),
        },
      });
    expect(readFileSync(outFile(), "utf8")).toBe(before);
  });
});
