/**
 * The command lines of the commands that serve or check a built site (dev, preview, check):
 * what they refuse before starting anything, with the message and exit code of each.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main as check } from "../../scripts/commands/check.ts";
import { main as dev } from "../../scripts/commands/dev.ts";
import { main as preview } from "../../scripts/commands/preview.ts";
import { markSite } from "../../scripts/lib/site-folder.ts";
import { ROOT, runMain, SPAWN_TIMEOUT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";

const DEV_USAGE = "usage: npm run dev -- [--content DIR] [--port N] [--host [ADDRESS]] [--open]";
const PREVIEW_USAGE = "usage: npm run preview -- [--dist DIR] [--port N] [--host [ADDRESS]] [--open]";

describe("the serving commands' options", () => {
  for (const [name, main, usage] of [
    ["dev", dev, DEV_USAGE],
    ["preview", preview, PREVIEW_USAGE],
  ] as const) {
    for (const port of ["0", "65536", "80.5", "eighty"]) {
      it(`${name} refuses --port ${port}, a number that is no port, with exit 2 and the usage`, async () => {
        const run = await runMain(main, ["--port", port]);
        expect(run).toEqual({
          code: 2,
          stdout: "",
          stderr: `--port is a number from 1 to 65535, not "${port}"\n${usage}\n`,
        });
      });
    }

    it(`${name} names the option a mistyped one was nearest, with exit 2`, async () => {
      const run = await runMain(main, ["--prot", "5173"]);
      expect(run).toEqual({
        code: 2,
        stdout: "",
        stderr: `Unknown option '--prot': did you mean --port?\n${usage}\n`,
      });
    });

    it(`${name} prints its usage for --help, with exit 0`, async () => {
      expect(await runMain(main, ["--help"])).toEqual({ code: 0, stdout: `${usage}\n`, stderr: "" });
    });
  }

  for (const [name, main] of [
    ["preview", preview],
    ["check", check],
  ] as const) {
    it(`${name} refuses a --dist no build wrote, with exit 1, before starting anything`, async () => {
      const empty = temporaryFolder("serve-commands");
      const run = await runMain(main, ["--dist", empty]);
      expect(run).toEqual({
        code: 1,
        stdout: "",
        stderr: `${empty} holds no site npm run build wrote: run npm run build first\n`,
      });
    });
  }

  it("preview checks the port before the site", async () => {
    const run = await runMain(preview, ["--port", "0", "--dist", temporaryFolder("serve-commands")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^--port is a number from 1 to 65535/);
  });
});

/** A port nothing listens on now, for a server the test starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

describe("npm run preview", () => {
  it(
    "serves the built site, and never its hidden files: the build's record, which names the unlisted pages, is missing",
    async () => {
      const dist = temporaryFolder("preview-site");
      mkdirSync(path.join(dist, "v/data"), { recursive: true });
      writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Site</title>");
      writeFileSync(path.join(dist, "v/data/index.html"), "<!doctype html><title>Data</title>");
      mkdirSync(path.join(dist, ".well-known"));
      writeFileSync(path.join(dist, ".well-known/notes.txt"), "hidden");
      markSite(dist);
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [path.join(ROOT, "bin/folio.js"), "preview", "--dist", dist, "--port", String(port)],
        {
          cwd: ROOT,
          detached: true,
          stdio: "ignore",
        },
      );
      const url = `http://127.0.0.1:${port}`;
      try {
        await expect
          .poll(
            () =>
              fetch(`${url}/`).then(
                (reply) => reply.status,
                () => 0,
              ),
            { timeout: SPAWN_TIMEOUT - 10_000, interval: 200 },
          )
          .toBe(200);
        expect((await fetch(`${url}/v/data/`)).status).toBe(200);
        for (const hidden of [
          "/.folio-site",
          "/%2efolio-site",
          "/.well-known/notes.txt",
          "/v/../.folio-site",
        ]) {
          const reply = await fetch(`${url}${hidden}`);
          expect(reply.status, hidden).toBe(404);
          expect(await reply.text(), hidden).not.toMatch(/v\/data|hidden/);
        }
      } finally {
        process.kill(-(child.pid ?? 0), "SIGKILL");
      }
    },
    SPAWN_TIMEOUT,
  );
});
