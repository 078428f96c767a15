/**
 * The dev server never stops seeing the content folder: whatever mix of removes, creates,
 * renames and folder replacements comes, it compiles the final state, and then still sees every
 * change, in a replaced folder as anywhere else. A real dev server on a real content folder; each
 * step waits for the compiled JSON to show the content on disk.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { subscribe } from "@parcel/watcher";
import { createLogger, createServer, type HotPayload, type ViteDevServer } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentPluginApi, contentPlugin } from "../../scripts/vite/content-plugin.ts";
import { contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

/**
 * A compile of valid-minimal takes tens of milliseconds, after the content settles; a busy
 * two-core machine (load 20) may take a few seconds. A deaf server never compiles.
 */
const COMPILED_WITHIN = 20_000;
/** A dev server's start and first compile, on a busy machine. */
const SERVER_READY_WITHIN = 60_000;
/** A test's burst and the seven compiles after it (stillSeen's three among them), each within COMPILED_WITHIN. */
const BURST_WITHIN = 90_000;

/** The titles of the projects in the compiled JSON of the dev server at `root`, sorted. */
function compiledTitles(root: string): string[] {
  try {
    const compiled = JSON.parse(readFileSync(path.join(root, "src/generated/content.json"), "utf8"));
    return (compiled.projects as { title: string }[]).map(({ title }) => title).sort();
  } catch {
    return [];
  }
}

/** The folders of the content the dev server's content plugin watches. */
function watchedFolders(server: ViteDevServer): string[] {
  const plugin = server.config.plugins.find(({ name }) => name === "folio:content");
  const api = plugin?.api as ContentPluginApi | undefined;
  if (!api) throw new Error("the dev server has no content plugin");
  return api.watchedFolders();
}

describe("the dev server's watch of the content folder", () => {
  // Each test on a dev server of its own, on a content folder of its own (valid-minimal, whose one
  // project is Tiny), compiled once before the test begins: none depends on what another did.
  let root: string;
  let content: string;
  let server: ViteDevServer;
  let compiledLines: string[];
  const project = (title: string) =>
    readFileSync(path.join(FIXTURES, "valid-minimal/projects/tiny.md"), "utf8").replace(
      "title: Tiny",
      `title: ${title}`,
    );
  const projectsDir = () => path.join(content, "projects");
  /** Waits for the compiled JSON to hold these projects, as the content folder does. */
  const compiled = async (...titles: string[]) => {
    await expect
      .poll(() => compiledTitles(root), { timeout: COMPILED_WITHIN, interval: 50 })
      .toEqual([...titles].sort());
  };
  /**
   * After a burst: the folder of projects is still watched, whatever happened to it. A save of a
   * project, then a new project beside it, each compiled.
   */
  const stillSeen = async (file: string, title: string) => {
    writeFileSync(path.join(projectsDir(), file), project(`${title} (saved again)`));
    await compiled(`${title} (saved again)`);
    writeFileSync(path.join(projectsDir(), "extra.md"), project("Extra"));
    await compiled(`${title} (saved again)`, "Extra");
    rmSync(path.join(projectsDir(), "extra.md"));
    await compiled(`${title} (saved again)`);
  };

  beforeEach(async () => {
    root = temporaryFolder("dev-watch-bursts");
    content = path.join(root, "content");
    renameSync(contentTree("valid-minimal"), content);
    const lines: string[] = [];
    compiledLines = lines;
    const logger = createLogger("info", { allowClearScreen: false });
    server = await createServer({
      root,
      configFile: false,
      customLogger: {
        ...logger,
        info: (message) => {
          if (message.includes("content compiled")) lines.push(message);
        },
        warn: () => {},
      },
      // The system's notifications alone: the check of the folder every second, which would
      // find what they miss, is put off past the test's end.
      plugins: [contentPlugin({ checkMs: 3_600_000 })],
      server: { port: 0, host: "127.0.0.1" },
    });
    await server.listen();
    await compiled("Tiny");
  }, SERVER_READY_WITHIN);

  afterEach(async () => {
    await server?.close();
  });

  it(
    "compiles the content when it starts, and sees a save",
    async () => {
      await stillSeen("tiny.md", "Tiny");
    },
    BURST_WITHIN,
  );

  it(
    "follows `npm run new --force` while it runs: the old content set aside, a new tree renamed into place",
    async () => {
      // What writeTree does (scripts/content/write-tree.ts): the new tree written into a hidden
      // folder, the old one renamed into .replaced/, each new file renamed into place.
      const staging = path.join(content, ".writing-1");
      cpSync(path.join(FIXTURES, "valid-minimal"), staging, { recursive: true });
      rmSync(path.join(staging, "projects/tiny.md"));
      writeFileSync(path.join(staging, "projects/my-project.md"), project("Starter"));
      const aside = path.join(content, ".replaced/2026-01-01T00-00-00");
      mkdirSync(aside, { recursive: true });
      for (const name of [
        "profile.yaml",
        "experience.yaml",
        "education.yaml",
        "about.yaml",
        "projects",
        "images",
      ])
        renameSync(path.join(content, name), path.join(aside, name));
      for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.relative(staging, path.join(entry.parentPath, entry.name));
        mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
        renameSync(path.join(staging, file), path.join(content, file));
      }
      rmSync(staging, { recursive: true });
      await compiled("Starter");
      await stillSeen("my-project.md", "Starter");
    },
    BURST_WITHIN,
  );

  it(
    "follows the only project removed and a new one written at once",
    async () => {
      rmSync(path.join(projectsDir(), "tiny.md"));
      writeFileSync(path.join(projectsDir(), "mine.md"), project("Mine"));
      await compiled("Mine");
      await stillSeen("mine.md", "Mine");
    },
    BURST_WITHIN,
  );

  it(
    "follows the folder of projects removed and made again",
    async () => {
      rmSync(projectsDir(), { recursive: true });
      mkdirSync(projectsDir());
      writeFileSync(path.join(projectsDir(), "again.md"), project("Again"));
      await compiled("Again");
      await stillSeen("again.md", "Again");
    },
    BURST_WITHIN,
  );

  it(
    "follows a folder written elsewhere and renamed over the folder of projects",
    async () => {
      const beside = path.join(root, "projects-new");
      mkdirSync(beside);
      writeFileSync(path.join(beside, "swapped.md"), project("Swapped"));
      rmSync(projectsDir(), { recursive: true });
      renameSync(beside, projectsDir());
      await compiled("Swapped");
      await stillSeen("swapped.md", "Swapped");
    },
    BURST_WITHIN,
  );

  it(
    "follows a project renamed, and the folder of projects renamed away and back",
    async () => {
      renameSync(path.join(projectsDir(), "tiny.md"), path.join(projectsDir(), "renamed.md"));
      writeFileSync(path.join(projectsDir(), "renamed.md"), project("Renamed"));
      await compiled("Renamed");
      const away = path.join(root, "projects-away");
      renameSync(projectsDir(), away);
      await compiled();
      renameSync(away, projectsDir());
      await compiled("Renamed");
      await stillSeen("renamed.md", "Renamed");
    },
    BURST_WITHIN,
  );

  it(
    "follows a folder of images brought in with a folder already inside it, and the changes in that one",
    async () => {
      const beside = path.join(root, "images-new");
      cpSync(path.join(content, "images"), path.join(beside, "projects"), { recursive: true });
      cpSync(path.join(content, "images"), beside, { recursive: true });
      const compiles = compiledLines.length;
      rmSync(path.join(content, "images"), { recursive: true });
      renameSync(beside, path.join(content, "images"));
      const later = path.join(content, "images/projects/later.png");
      const saidLater = () => compiledLines.some((line) => line.includes(path.relative(root, later)));
      // Once the folder brought in is compiled, an image added to the folder inside it is too.
      await expect.poll(() => compiledLines.length, { timeout: COMPILED_WITHIN }).toBeGreaterThan(compiles);
      cpSync(path.join(content, "images/shot.png"), later);
      await expect.poll(saidLater, { timeout: COMPILED_WITHIN }).toBe(true);
    },
    BURST_WITHIN,
  );

  it(
    "follows the whole content folder removed and written again, and says each compile in the terminal",
    async () => {
      rmSync(content, { recursive: true });
      cpSync(path.join(FIXTURES, "valid-minimal"), content, { recursive: true });
      writeFileSync(path.join(projectsDir(), "tiny.md"), project("Restored"));
      await compiled("Restored");
      await stillSeen("tiny.md", "Restored");
      expect(compiledLines.length).toBeGreaterThan(0);
    },
    BURST_WITHIN,
  );
});

describe("a content folder that cannot be watched", () => {
  /**
   * A dev server on a content folder of its own, subscribed to through `subscribe`; what it says
   * in the terminal and tells the page are recorded.
   */
  const devServer = async (name: string, subscribeTo: typeof subscribe) => {
    const root = temporaryFolder(name);
    const content = path.join(root, "content");
    renameSync(contentTree("valid-minimal"), content);
    const errors: string[] = [];
    const sent: HotPayload[] = [];
    const logger = createLogger("info", { allowClearScreen: false });
    const server = await createServer({
      root,
      configFile: false,
      customLogger: {
        ...logger,
        info: () => {},
        warn: () => {},
        error: (message) => void errors.push(message),
      },
      plugins: [
        {
          // Before the content plugin's: records what the server tells the page from the start.
          name: "record-payloads",
          enforce: "pre",
          configureServer(server) {
            const send = server.ws.send.bind(server.ws) as (payload: HotPayload) => void;
            server.ws.send = ((payload: HotPayload) => {
              sent.push(payload);
              send(payload);
            }) as typeof server.ws.send;
          },
        },
        contentPlugin({ subscribe: subscribeTo, checkMs: 500 }),
      ],
      server: { port: 0, host: "127.0.0.1" },
    });
    return { root, content, server, errors, sent };
  };
  /** A new project in `content`'s folder of projects. */
  const addProject = (content: string, title: string) => {
    const projects = path.join(content, "projects");
    writeFileSync(
      path.join(projects, "found.md"),
      readFileSync(path.join(projects, "tiny.md"), "utf8").replace("title: Tiny", `title: ${title}`),
    );
  };
  const checked = "its changes are found by a check of the content every 500 ms instead, and compiled then";

  it("is said in the terminal and the overlay, and its changes are still compiled", async () => {
    // As @parcel/watcher fails when the system's table of watches is full (ENOSPC on Linux),
    // which a test cannot bring about without starving every other process on the machine.
    const failing: typeof subscribe = async (folder, ...rest) => {
      if (path.basename(folder) !== "content") return subscribe(folder, ...rest);
      throw new Error(`inotify_add_watch on '${folder}/projects' failed: No space left on device`);
    };
    const { root, content, server, errors, sent } = await devServer("dev-watch-failure", failing);
    try {
      await server.listen();
      const said = `content cannot be watched (inotify_add_watch on 'content/projects' failed: No space left on device): ${checked}`;
      expect(errors).toEqual([said]);
      expect(sent).toContainEqual({ type: "error", err: { message: said, stack: "", plugin: "content" } });
      expect(watchedFolders(server)).toEqual([]);
      // Found by the check of the content, and compiled.
      addProject(content, "Found");
      await expect.poll(() => compiledTitles(root), { timeout: COMPILED_WITHIN }).toEqual(["Found", "Tiny"]);
      // Said once, not at every check, nor at each new try to watch it.
      expect(errors).toEqual([said]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("when the watch fails as it runs, is said, and its changes are still compiled", async () => {
    // The first subscription reports an error and ends, as @parcel/watcher's does when its
    // backend fails; the next, made when the check finds a change, holds.
    let subscriptions = 0;
    const failingOnce: typeof subscribe = async (folder, callback, options) => {
      const subscription = await subscribe(folder, callback, options);
      if (++subscriptions > 1) return subscription;
      await subscription.unsubscribe();
      setTimeout(() => callback(new Error("the watch ended"), []), 0);
      return subscription;
    };
    const { root, content, server, errors, sent } = await devServer("dev-watch-error", failingOnce);
    try {
      await server.listen();
      const said = `content cannot be watched (the watch ended): ${checked}`;
      await expect.poll(() => errors, { timeout: COMPILED_WITHIN }).toEqual([said]);
      expect(sent).toContainEqual({ type: "error", err: { message: said, stack: "", plugin: "content" } });
      addProject(content, "Found");
      await expect.poll(() => compiledTitles(root), { timeout: COMPILED_WITHIN }).toEqual(["Found", "Tiny"]);
      // Watched again once the check found a change.
      await expect.poll(() => watchedFolders(server), { timeout: COMPILED_WITHIN }).toContain(content);
      expect(errors).toEqual([said]);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe("the checks after the update", () => {
  it("says what the check of the texts' languages found once the saved content is compiled and written", async () => {
    const root = temporaryFolder("dev-watch-checked");
    const content = path.join(root, "content");
    cpSync(path.join(FIXTURES, "valid-languages"), content, { recursive: true });
    const said: string[] = [];
    const logger = createLogger("info", { allowClearScreen: false });
    const server = await createServer({
      root,
      configFile: false,
      customLogger: {
        ...logger,
        info: (message) => {
          if (/content (compiled|checked)/.test(message)) said.push(message);
        },
        warn: () => {},
      },
      plugins: [contentPlugin({ checkMs: 3_600_000 })],
      server: { port: 0, host: "127.0.0.1" },
    });
    try {
      await server.listen();
      const summary = "A self-taught developer with nine years at one shipping company, in three roles.";
      const profile = path.join(content, "profile.yaml");
      writeFileSync(profile, readFileSync(profile, "utf8").replace(/^summary: .*$/m, `summary: ${summary}`));
      const written = () => {
        try {
          return readFileSync(path.join(root, "src/generated/content.json"), "utf8");
        } catch {
          return "";
        }
      };
      await expect
        .poll(written, { timeout: COMPILED_WITHIN })
        .toContain("nine years at one shipping company");
      const checked = () => said.findIndex((line) => line.includes("content checked"));
      await expect.poll(checked, { timeout: COMPILED_WITHIN }).toBeGreaterThanOrEqual(0);
      const compiledAt = said.findIndex((line) => line.includes("content compiled: content/profile.yaml"));
      // Said after the compile of the save, which wrote the page's content before the check.
      expect(compiledAt).toBeGreaterThanOrEqual(0);
      expect(checked()).toBeGreaterThan(compiledAt);
      expect(said[checked()]).toMatch(
        /content checked: the texts' languages, 1 warning \(npm run validate lists them\)\n {2}warning content\/profile\.yaml:\d+:\d+ summary: reads as English \(en\), not Español \(es\)/,
      );
    } finally {
      await server.close();
    }
  }, 120_000);
});
