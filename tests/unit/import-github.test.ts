/**
 * `npm run import -- github`: a user's public repositories (tests/fixtures/import-github/,
 * GitHub's answers served from a local server) listed, and the chosen ones written as project
 * files of the valid-minimal site.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../scripts/commands/import.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { ROOT, runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { contentTree, FIXTURES } from "./fixtures.ts";
import { closedAddress, recordedApi } from "./recorded-api.ts";

const GITHUB = path.join(FIXTURES, "import-github");
const USER = "robin-vale-example";

const projectsIn = (dir: string) => readdirSync(path.join(dir, "projects")).sort();

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Runs `run` with the recorded answers served, and GitHub's variable naming them. */
async function withGithub<T>(
  run: (api: Awaited<ReturnType<typeof recordedApi>>) => Promise<T>,
  override?: Parameters<typeof recordedApi>[1],
) {
  const api = await recordedApi(GITHUB, override);
  vi.stubEnv("FOLIO_GITHUB_API", api.base);
  try {
    return await run(api);
  } finally {
    await api.close();
  }
}

describe("projects from GitHub", () => {
  it("writes the chosen repositories as projects to review, with TODO where the owner must write", async () => {
    vi.stubEnv("GITHUB_TOKEN", "token-for-tests");
    await withGithub(async (api) => {
      const dir = contentTree("valid-minimal");
      const run = await runMain(main, ["github", USER, "--only", "tidewatch,Harbor-Maps", "--content", dir]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      // Newest activity first, forks and archives marked.
      expect(run.stdout).toContain(
        [
          `${USER}'s 4 public repositories, newest activity first:`,
          "  1. tidewatch (last 2026-11-28, TypeScript): Tide charts that work offline, for harbour crews.",
          "  2. leaflet (last 2026-10-02, JavaScript, fork): JavaScript library for mobile-friendly interactive maps (my fork, for a patch)",
          "  3. harbor-maps (last 2023-02-14, Python, archived): Vector map tiles of Harbor City: *bold* claims, [links] and <tags> kept as text",
          "  4. dotfiles (last 2022-07-30, Shell)",
        ].join("\n"),
      );
      // Every page of the list, following GitHub's link to the next.
      expect(api.requests.map((request) => request.url)).toEqual([
        `/users/${USER}/repos?per_page=100&sort=pushed`,
        "/user/1000001/repos?per_page=100&sort=pushed&page=2",
        `/repos/${USER}/tidewatch/languages`,
        `/repos/${USER}/harbor-maps/languages`,
      ]);
      expect(
        api.requests.every((request) => request.headers.authorization === "Bearer token-for-tests"),
      ).toBe(true);
      expect(projectsIn(dir)).toEqual(["harbor-maps.md", "tidewatch.md", "tiny.md"]);
      const tidewatch = readFileSync(path.join(dir, "projects/tidewatch.md"), "utf8");
      expect(matter(tidewatch).data).toEqual({
        title: "tidewatch",
        start: "2021-03",
        end: "2026-11",
        links: [
          { label: "Website", url: "https://tidewatch.example.org" },
          { label: "Source code", url: `https://github.com/${USER}/tidewatch` },
        ],
        // Languages, most code first, then topics; a topic that is a language once.
        skills: { other: ["TypeScript", "CSS", "HTML", "offline-first", "maps"] },
      });
      expect(matter(tidewatch).content).toBe(
        [
          "Tide charts that work offline, for harbour crews.",
          "TODO: what it does, and for whom, in a sentence or two.",
          "TODO: your part in it: what you built, decided or led.",
          "TODO: what came of it: users, downloads, what it made possible.\n",
        ].join("\n\n"),
      );
      // No home page: the repository's link alone; its description's Markdown signs shown as written.
      const harbor = matter(readFileSync(path.join(dir, "projects/harbor-maps.md"), "utf8"));
      expect(harbor.data.links).toEqual([
        { label: "Source code", url: `https://github.com/${USER}/harbor-maps` },
      ]);
      expect(harbor.content).toMatch(
        /^Vector map tiles of Harbor City: \\\*bold\\\* claims, \\\[links\\\] and \\<tags> kept as text\n/,
      );
      // The content compiles; each TODO is a placeholder the deploy refuses until written.
      const compiled = await compileContent({ contentDir: dir, cwd: dir });
      expect(compiled.ok).toBe(true);
      const placeholders = compiled.ok
        ? compiled.warnings.filter((w) => w.file.startsWith("projects/tidewatch"))
        : [];
      expect(placeholders.length).toBeGreaterThanOrEqual(1);
    });
  });

  it("--top N writes the newest N that are not forks, setting aside a project file that is there", async () => {
    await withGithub(async () => {
      const dir = contentTree("valid-minimal");
      const mine = "---\ntitle: tidewatch\n---\nMy own words.\n";
      writeFileSync(path.join(dir, "projects/tidewatch.md"), mine);
      const run = await runMain(main, ["github", USER, "--top", "2", "--content", dir]);
      expect(run.code).toBe(0);
      expect(projectsIn(dir)).toEqual(["harbor-maps.md", "tidewatch.md", "tiny.md"]);
      const [aside] = readdirSync(path.join(dir, ".replaced"));
      expect(
        readFileSync(path.join(dir, ".replaced", aside as string, "projects/tidewatch.md"), "utf8"),
      ).toBe(mine);
      expect(run.stdout).toContain("set the earlier content aside: 1 file moved to");
    });
  });

  it("without a choice or a terminal, lists them, says how to choose and writes nothing", {
    timeout: SPAWN_TIMEOUT,
  }, async () => {
    await withGithub(async (api) => {
      const dir = contentTree("valid-minimal");
      const run = await runScript("commands/import.ts", ["github", USER, "--content", dir], {
        env: { FOLIO_GITHUB_API: api.base },
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("  4. dotfiles (last 2022-07-30, Shell)\n");
      expect(run.stdout).toContain(`nothing written: choose which to write with --only NAME,NAME or --top N`);
      expect(projectsIn(dir)).toEqual(["tiny.md"]);
      expect(api.requests).toHaveLength(2);
    });
  });

  it("in a terminal, asks which to write", { timeout: SPAWN_TIMEOUT }, async () => {
    await withGithub(async (api) => {
      const dir = contentTree("valid-minimal");
      // `script` gives the command a terminal, and types the answer into it.
      const command = `${path.join(ROOT, "node_modules/.bin/tsx")} scripts/commands/import.ts github ${USER} --content ${dir}`;
      const output = await new Promise<string>((resolve, reject) => {
        const child = execFile(
          "script",
          ["-qec", command, "/dev/null"],
          {
            cwd: ROOT,
            env: { ...process.env, FOLIO_GITHUB_API: api.base },
            timeout: SPAWN_TIMEOUT,
          },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        );
        child.stdin?.end("1,4\n");
      });
      expect(output).toContain("Which to write as projects?");
      expect(projectsIn(dir)).toEqual(["dotfiles.md", "tidewatch.md", "tiny.md"]);
    });
  });

  it("refuses a --top that is no count, or both choices, before asking GitHub (exit 2)", async () => {
    await withGithub(async (api) => {
      const dir = contentTree("valid-minimal");
      const zero = await runMain(main, ["github", USER, "--top", "0", "--content", dir]);
      expect(zero).toEqual({ code: 2, stdout: "", stderr: '--top is a whole number from 1, not "0"\n' });
      const both = await runMain(main, [
        "github",
        USER,
        "--top",
        "1",
        "--only",
        "tidewatch",
        "--content",
        dir,
      ]);
      expect(both).toEqual({ code: 2, stdout: "", stderr: "choose with --only or --top, not both\n" });
      expect(api.requests).toEqual([]);
    });
  });

  it("is asked only by the import: nothing the build or the site runs reaches the APIs", () => {
    // An import of those modules, static or dynamic; a comment may name them.
    const reaching = /(?:\bfrom\s+|\bimport\s*\(\s*)["'][^"']*interop\/(?:web|github|publications)\//;
    const files = [
      "scripts/compiler",
      "scripts/vite",
      "scripts/dev",
      "scripts/publish",
      "scripts/pdf",
      "scripts/check",
      "src",
    ].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => reaching.test(readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
  });

  it("refuses a user GitHub does not have, a rate limit with the time to wait, a network failure, in one line", async () => {
    const dir = contentTree("valid-minimal");
    const missing = await withGithub(() =>
      runMain(main, ["github", "no-such-user-here", "--top", "1", "--content", dir]),
    );
    expect(missing).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "GitHub has no user no-such-user-here: check the name on their profile page; nothing was written\n",
    });
    vi.stubEnv("GITHUB_TOKEN", "");
    const reset = String(Math.floor(Date.now() / 1000) + 10 * 60 - 30);
    const limited = await withGithub(() => runMain(main, ["github", USER, "--top", "1", "--content", dir]), {
      status: 403,
      headers: { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
    });
    expect(limited).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "GitHub's rate limit is used up: try again in 10 minutes (or set GITHUB_TOKEN to a token of yours, which GitHub allows many more requests); nothing was written\n",
    });
    // GitHub's secondary limit: too many requests at once, with the seconds to wait.
    const secondary = await withGithub(
      () => runMain(main, ["github", USER, "--top", "1", "--content", dir]),
      {
        status: 403,
        headers: { "retry-after": "60" },
      },
    );
    expect(secondary.code).toBe(1);
    expect(secondary.stderr).toMatch(
      /^GitHub's rate limit is used up: try again in 1 minute \(or set GITHUB_TOKEN/,
    );
    vi.stubEnv("FOLIO_GITHUB_API", await closedAddress());
    const offline = await runMain(main, ["github", USER, "--top", "1", "--content", dir]);
    expect(offline.code).toBe(1);
    expect(offline.stderr).toMatch(
      /^could not reach GitHub at http:\/\/127\.0\.0\.1:\d+\/users\/robin-vale-example\/repos\?per_page=100&sort=pushed \(ECONNREFUSED\): check the connection and try again; nothing was written\n$/,
    );
    const unknown = await withGithub(() =>
      runMain(main, ["github", USER, "--only", "tidewatch,nope", "--content", dir]),
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      'no public repository "nope" in the list above: --only takes names from it; nothing was written\n',
    );
    expect(projectsIn(dir)).toEqual(["tiny.md"]);
    expect(existsSync(path.join(dir, ".replaced"))).toBe(false);
  });
});
