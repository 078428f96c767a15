/**
 * The command lines of the commands that serve or check a built site (dev, preview, check):
 * what they refuse before starting anything, with the message and exit code of each.
 */
import { describe, expect, it } from "vitest";
import { main as check } from "../../scripts/commands/check.ts";
import { main as dev } from "../../scripts/commands/dev.ts";
import { main as preview } from "../../scripts/commands/preview.ts";
import { runMain } from "./command.ts";
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
