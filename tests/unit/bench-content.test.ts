import { describe, expect, it } from "vitest";
import { main } from "../../scripts/perf/bench-content.ts";
import { runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { contentTree } from "./fixtures.ts";

describe("npm run bench:content", () => {
  it("exits with 2 on a usage error: one line, then the usage", async () => {
    const run = await runMain(main, ["--contnet", "content"]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "Unknown option '--contnet': did you mean --content?\nusage: npm run bench:content [-- --content DIR]\n",
    });
  });

  it(
    "fails on content that does not compile with exit 1 and one line, no stack trace",
    async () => {
      const dir = contentTree("invalid-gpa");
      const run = await runScript("perf/bench-content.ts", ["--content", dir]);
      expect(run).toEqual({
        code: 1,
        stdout: "",
        stderr: `could not time the content compiler: the content at ${dir} does not compile; see npm run validate\n`,
      });
    },
    SPAWN_TIMEOUT,
  );
});
