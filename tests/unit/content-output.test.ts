/**
 * The compiled JSON is one file, written beside its place and renamed onto it
 * (scripts/compiler/output.ts): a compile whose write fails or is cut short leaves the last
 * good content whole.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ROOT, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

describe("the compiled JSON", () => {
  it(
    "is content.json alone; a compile whose write fails (a full disk) leaves it as it was, and no temporary file",
    async () => {
      const dir = temporaryFolder("content-output");
      const generated = path.join(dir, "generated");
      const outFile = path.join(generated, "content.json");
      const env = { FOLIO_IMAGE_CACHE_DIR: path.join(dir, "images") };
      const build = ["build", "--out", outFile, "--content"];
      const good = await runScript("commands/cli.ts", [...build, path.join(FIXTURES, "valid-minimal")], {
        cwd: dir,
        env,
      });
      expect(good.code, good.stderr).toBe(0);
      expect(readdirSync(generated)).toEqual(["content.json"]);
      const last = readFileSync(outFile, "utf8");
      expect(last.length).toBeLessThan(16_384);

      // valid-full compiles to more than 32 KB; files of at most 32 blocks: writing more fails
      // as a full disk does.
      const full = promisify(execFile)(
        "bash",
        [
          "-c",
          `ulimit -f 32 && exec "$0" "$@"`,
          path.join(ROOT, "node_modules/.bin/tsx"),
          path.join(ROOT, "scripts/commands/cli.ts"),
          ...build,
          path.join(FIXTURES, "valid-full"),
        ],
        { cwd: dir, env: { ...process.env, ...env } },
      );
      await expect(full).rejects.toMatchObject({ stderr: expect.stringContaining("EFBIG") });
      expect(readdirSync(generated)).toEqual(["content.json"]);
      expect(readFileSync(outFile, "utf8")).toBe(last);
    },
    SPAWN_TIMEOUT,
  );
});
