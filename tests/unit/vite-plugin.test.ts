import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import path from "node:path";
import { createLogger, createServer, type HotPayload, type ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { contentCompiler } from "../../scripts/dev/content-compiler.ts";
import { overlayError } from "../../scripts/dev/content-reports.ts";
import { ignoredByWatcher } from "../../scripts/dev/dev-watch.ts";
import { type ContentPluginApi, contentPlugin } from "../../scripts/vite/content-plugin.ts";
import { sharePlugin } from "../../scripts/vite/share-plugin.ts";
import { contentTree, temporaryFolder } from "./fixtures.ts";

describe("the dev server's content plugin", () => {
  let root: string;
  let server: ViteDevServer;
  const sent: HotPayload[] = [];
  const outFile = () => path.join(root, "src/generated/content.json");
  const compiled = () => JSON.parse(readFileSync(outFile(), "utf8"));

  beforeAll(async () => {
    root = temporaryFolder("dev");
    // What a way out of content/ would reach: the project's own files.
    writeFileSync(path.join(root, "package.json"), `{ "name": "folio" }\n`);
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

  beforeEach(() => {
    sent.length = 0;
  });

  /** Replaces `from` with `to` in the content file `file`, as an owner's save does. */
  const edit = (file: string, from: string, to: string) => {
    const absolute = path.join(root, "content", file);
    writeFileSync(absolute, readFileSync(absolute, "utf8").replace(from, to));
  };
  const reloads = () => sent.filter((payload) => payload.type === "full-reload").length;

  it("compiles the content when it starts", () => {
    expect(compiled().profile.name).toBe("Robin Vale");
  });

  it("serves the images the content uses", async () => {
    const address = server.resolvedUrls?.local[0];
    const response = await fetch(new URL("images/photo.png", address));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });

  it("refuses malformed escapes and every way out of the content folder, without a stack trace", async () => {
    const address = new URL(server.resolvedUrls?.local[0] ?? "");
    // Raw request lines: fetch() would tidy `..` away before sending.
    const get = (target: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.get({ host: address.hostname, port: address.port, path: target }, (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (text: string) => {
            body += text;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("error", reject);
      });
    const probes = [
      "/%FF",
      "/images/%FF.png",
      "/images/../package.json",
      "/images/..%2fpackage.json",
      "/images/%2e%2e/%2e%2e/package.json",
      "/images/..\\package.json",
      "/images/%5c..%5cpackage.json",
      "/images/%00.png",
    ];
    const answers = [];
    for (const target of probes) answers.push({ target, ...(await get(target)) });
    for (const { target, status, body } of answers) {
      expect(status, target).toBe(404);
      expect(body, target).not.toMatch(/"name": "folio"|\bat \/|node_modules|Error/);
    }
    // The images the content uses are still served.
    expect((await get("/images/photo.png")).status).toBe(200);
  });

  it("recompiles on a change and leaves the page to update in place, without a reload", async () => {
    edit("profile.yaml", "name: Robin Vale", "name: Robin Q. Vale");
    await expect.poll(() => compiled().profile.name, { timeout: 10_000 }).toBe("Robin Q. Vale");
    // The new JSON reaches the page as Vite's hot update of the module that imports it.
    expect(reloads()).toBe(0);
  });

  it("reloads the page when an image the content shows changes, as its address stays the same", async () => {
    const file = path.join(root, "content/images/photo.png");
    writeFileSync(file, readFileSync(file));
    await expect.poll(reloads, { timeout: 10_000 }).toBe(1);
  });

  it("reports a broken file in the overlay with file:line and keeps the last good output", async () => {
    const before = readFileSync(outFile(), "utf8");
    edit("education.yaml", "gpa: 3.8", "gpa: 9.7");
    await expect
      .poll(() => sent.find((p) => p.type === "error"), { timeout: 10_000 })
      .toMatchObject({
        type: "error",
        err: {
          plugin: "content",
          message: expect.stringContaining(
            "\nerror content/education.yaml:10:10 education[0].gpa: expected a number from 0 to 4, got 9.7",
          ),
          loc: { file: path.join(root, "content/education.yaml"), line: 10, column: 10 },
          frame: expect.stringContaining("> 10 |     gpa: 9.7"),
        },
      });
    expect(readFileSync(outFile(), "utf8")).toBe(before);
    expect(reloads()).toBe(0);
  });

  it("reloads the page to clear the overlay when the fix gives back the last good content", async () => {
    const before = readFileSync(outFile(), "utf8");
    edit("education.yaml", "gpa: 9.7", "gpa: 3.8");
    await expect.poll(reloads, { timeout: 10_000 }).toBe(1);
    expect(readFileSync(outFile(), "utf8")).toBe(before);
    expect(sent.filter((payload) => payload.type === "error")).toEqual([]);
  });
});

describe("the dev server and symbolic links out of the content folder", () => {
  let server: ViteDevServer;
  let root: string;
  let outside: string;
  const SECRET = "api_key: sk-live-0123456789";

  beforeAll(async () => {
    root = temporaryFolder("dev-link");
    outside = temporaryFolder("dev-link-outside");
    writeFileSync(path.join(outside, "notes.txt"), "not content\n");
    writeFileSync(path.join(outside, "secret.txt"), `${SECRET}\n`);
    writeFileSync(path.join(root, "package.json"), `{ "name": "folio" }\n`);
    execFileSync("mv", [contentTree("valid-minimal"), path.join(root, "content")]);
    // A folder and a file outside, linked from inside content/ (used by nothing), and a file
    // outside linked from elsewhere in the project.
    symlinkSync(outside, path.join(root, "content/images/elsewhere"));
    symlinkSync(path.join(outside, "secret.txt"), path.join(root, "content/images/secret.png"));
    mkdirSync(path.join(root, "src"));
    symlinkSync(path.join(outside, "secret.txt"), path.join(root, "src/secret.txt"));
    writeFileSync(path.join(root, "src/app.txt"), "the app's own file\n");
    server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin()],
      server: { port: 0, host: "127.0.0.1", watch: { usePolling: true, interval: 50 } },
    });
    await server.listen();
  });

  afterAll(async () => {
    await server?.close();
  });

  it("are not followed by the watcher: it never watches the folder a link points to", () => {
    const folders = watchedFolders(server);
    expect(folders).toContain(path.join(root, "content/images"));
    expect(folders.filter((folder) => folder.includes("elsewhere") || folder.startsWith(outside))).toEqual(
      [],
    );
    // Nor does Vite's own watcher look into the content folder, which the plugin watches.
    expect(Object.keys(server.watcher.getWatched()).filter((folder) => folder.startsWith(outside))).toEqual(
      [],
    );
  });

  it("serve nothing they point at, whichever way it is asked for", async () => {
    const address = server.resolvedUrls?.local[0] ?? "";
    const answers = [];
    for (const target of [
      "content/images/secret.png",
      "content/images/secret.png?raw",
      "content/images/secret.png?import",
      "content/images/secret.png?url",
      "content/images/elsewhere/secret.txt",
      "content/images/elsewhere/secret.txt?raw",
      `@fs${root}/content/images/secret.png`,
      `@fs${root}/content/images/elsewhere/secret.txt`,
      "src/secret.txt",
      "src/secret.txt?raw",
      // The content's own files are not served either: the site asks for its images only.
      "content/profile.yaml",
      "content/images/photo.png",
    ]) {
      const response = await fetch(new URL(target, address));
      answers.push({ target, status: response.status, body: await response.text() });
    }
    expect(answers.filter(({ body }) => body.includes("sk-live"))).toEqual([]);
    expect(answers.filter(({ status }) => status !== 404 && status !== 403)).toEqual([]);
    // The project's own files are still served.
    expect(await (await fetch(new URL("src/app.txt", address))).text()).toBe("the app's own file\n");
  });
});

describe("the overlay of content with errors among placeholders", () => {
  it("lists the errors first, each marked, then the warnings under their count, and points at the first error", async () => {
    const dir = contentTree("with-placeholders");
    const edit = (file: string, from: string, to: string) => {
      const absolute = path.join(dir, file);
      writeFileSync(absolute, readFileSync(absolute, "utf8").replace(from, to));
    };
    edit("profile.yaml", "email: robin@example.com", "email: robin");
    edit("projects/tiny.md", "front: [React]", "front: React");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("compiled with errors in it");
    const overlay = overlayError(result.diagnostics, dir);
    const lines = overlay.message.split("\n").map((line) => line.replace(/^(\S+ \S+:\d+:\d+) .*/, "$1"));
    expect(lines).toEqual([
      "2 errors, 4 warnings in content",
      "",
      "error profile.yaml:6:8",
      "error projects/tiny.md:7:10",
      "",
      "4 warnings:",
      "warning experience.yaml:7:12",
      "warning profile.yaml:2:8",
      "warning projects/tiny.md:5:10",
      "warning projects/tiny.md:14:1",
    ]);
    expect(overlay.loc).toEqual({ file: path.join(dir, "profile.yaml"), line: 6, column: 8 });
    // The frame is the terminal's text: code frames, errors first.
    const frame = overlay.frame ?? "";
    expect(frame).toContain("> 6 | email: robin");
    expect(frame).toContain("> 7 |     start: 2016 # TODO: when you started");
    expect(frame.indexOf("> 6 | email: robin")).toBeLessThan(frame.indexOf("> 7 |     start: 2016"));
  });
});

/** The folders of the content the dev server's content plugin watches. */
function watchedFolders(server: ViteDevServer): string[] {
  const plugin = server.config.plugins.find((candidate) => candidate.name === "folio:content");
  const api = plugin?.api as ContentPluginApi | undefined;
  if (!api) throw new Error("the dev server has no content plugin");
  return api.watchedFolders();
}

/** How many files the dev server's "content compiled" lines name, all told ("3 files: …" or one file). */
function compiledFiles(lines: readonly string[]): number {
  return lines.reduce(
    (count, line) => count + Number(/content compiled: (\d+) files:/.exec(line)?.[1] ?? 1),
    0,
  );
}

describe("the dev server's watcher", () => {
  /** A project whose content holds what `npm run new --force` and editors leave beside it. */
  const project = () => {
    // Under a hidden folder itself, as .cache/ is: only what lies inside content/ counts.
    const root = path.join(temporaryFolder("dev-watch"), ".site");
    mkdirSync(root);
    const content = path.join(root, "content");
    execFileSync("mv", [contentTree("valid-minimal"), content]);
    const setAside = path.join(content, ".replaced/2026-01-01T00-00-00");
    mkdirSync(path.join(setAside, "images"), { recursive: true });
    cpSync(path.join(content, "profile.yaml"), path.join(setAside, "profile.yaml"));
    cpSync(path.join(content, "images/photo.png"), path.join(setAside, "images/photo.png"));
    return { root, content, setAside };
  };

  it("ignores hidden files and folders and editors' temporary files under content/, nothing else", () => {
    const { root, content, setAside } = project();
    const leftBeside = [
      path.join(setAside, "profile.yaml"),
      path.join(setAside, "images/photo.png"),
      path.join(content, ".replaced"),
      path.join(content, ".DS_Store"),
      path.join(content, ".profile.yaml.swp"),
      path.join(content, "profile.yaml~"),
      path.join(content, "#profile.yaml#"),
      path.join(content, "4913"),
      path.join(content, "projects/tiny.md.tmp"),
      path.join(content, "projects/tiny.md___jb_tmp___"),
      path.join(content, "images/.photo.png.crswap"),
    ];
    for (const file of leftBeside.filter((file) => !existsSync(file))) writeFileSync(file, "");
    const ignored = ignoredByWatcher(content);
    expect(leftBeside.filter((file) => !ignored(file))).toEqual([]);
    const read = [
      content,
      path.join(content, "profile.yaml"),
      path.join(content, "images/photo.png"),
      path.join(content, "projects"),
      path.join(content, "projects/tiny.md"),
      path.join(root, "src/main.tsx"),
      path.join(root, ".env"),
    ];
    expect(read.filter((file) => ignored(file))).toEqual([]);
    // Relative to the working folder, as chokidar may give them.
    expect(ignored(path.relative(process.cwd(), path.join(setAside, "profile.yaml")))).toBe(true);
    expect(ignored(path.relative(process.cwd(), path.join(content, "profile.yaml")))).toBe(false);
  });

  describe("in a running dev server", () => {
    let server: ViteDevServer;
    let watched: ReturnType<typeof project>;
    const compiles: string[] = [];
    const outFile = () => path.join(watched.root, "src/generated/content.json");

    beforeAll(async () => {
      watched = project();
      const logger = createLogger("info", { allowClearScreen: false });
      server = await createServer({
        root: watched.root,
        configFile: false,
        customLogger: {
          ...logger,
          info: (message) => {
            if (message.includes("content compiled")) compiles.push(message);
          },
        },
        // Time enough, on a busy machine, for every change of the burst to be reported.
        plugins: [contentPlugin({ settleMs: 1_000 })],
        server: { port: 0, host: "127.0.0.1" },
      });
      await server.listen();
    }, 120_000);

    afterAll(async () => {
      await server?.close();
    });

    it("does not look into content/.replaced/", () => {
      const folders = watchedFolders(server);
      expect(folders).toEqual(["", "images", "projects"].map((folder) => path.join(watched.content, folder)));
    });

    it("compiles once for a burst of changes, and never for content/.replaced/", async () => {
      // What `npm run new --force` does: the old content set aside, a new one written.
      const aside = path.join(watched.content, ".replaced/2026-01-02T00-00-00");
      mkdirSync(path.join(aside, "images"), { recursive: true });
      for (const file of ["profile.yaml", "experience.yaml", "education.yaml", "about.yaml"]) {
        const absolute = path.join(watched.content, file);
        cpSync(absolute, path.join(aside, file));
        writeFileSync(absolute, readFileSync(absolute, "utf8").replace(/\n?$/, "\n"));
      }
      for (const image of readdirSync(path.join(watched.content, "images"))) {
        const absolute = path.join(watched.content, "images", image);
        cpSync(absolute, path.join(aside, "images", image));
        writeFileSync(absolute, readFileSync(absolute));
      }
      const project = path.join(watched.content, "projects/tiny.md");
      writeFileSync(project, readFileSync(project, "utf8").replace(/\n?$/, "\n"));
      // Every file of the burst compiled: the compiles' counts add up to the eight. On a quiet
      // machine that is one compile; on a busy one the writes themselves may take longer than the
      // settling time, and a second compile takes the rest. Never one compile per file.
      // A compile with changed images encodes them again: on a busy machine, tens of seconds.
      await expect.poll(() => compiledFiles(compiles), { timeout: 150_000 }).toBeGreaterThanOrEqual(8);
      const burst = compiles.length;
      expect(burst).toBeLessThan(8);
      // One more save, once the burst's compiles are in: compiled after them.
      const profile = path.join(watched.content, "profile.yaml");
      writeFileSync(
        profile,
        readFileSync(profile, "utf8").replace("name: Robin Vale", "name: Robin Q. Vale"),
      );
      await expect
        .poll(() => JSON.parse(readFileSync(outFile(), "utf8")).profile.name, { timeout: 30_000 })
        .toBe("Robin Q. Vale");
      await expect
        .poll(() => compiles.slice(burst).some((line) => line.includes("content/profile.yaml")), {
          timeout: 30_000,
        })
        .toBe(true);
      expect(compiles.filter((message) => message.includes(".replaced"))).toEqual([]);
      // Three compiles with images, each after a second of settling, on a machine busy with
      // other work: a limit that catches a hang, not a slow compile.
    }, 240_000);
  });
});

describe("the dev server's terminal", () => {
  it("prints errors with their code frames first, and the warnings summed up, a line each for the first few", async () => {
    const root = temporaryFolder("dev-terminal");
    const content = path.join(root, "content");
    execFileSync("mv", [contentTree("with-placeholders"), content]);
    const replace = (file: string, from: string, to: string) => {
      const absolute = path.join(content, file);
      writeFileSync(absolute, readFileSync(absolute, "utf8").replace(from, to));
    };
    // Eight more placeholders: twelve warnings in all, as a starter has dozens.
    const todos = Array.from({ length: 8 }, (_, index) => `      - "TODO: highlight ${index + 1}"`);
    replace("experience.yaml", "      - Shipped more things.", todos.join("\n"));
    const warned: string[] = [];
    const errors: string[] = [];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colours
    const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");
    const logger = createLogger("info", { allowClearScreen: false });
    const server = await createServer({
      root,
      configFile: false,
      customLogger: {
        ...logger,
        info: () => {},
        warn: (message) => void warned.push(plain(message)),
        error: (message) => void errors.push(plain(message)),
      },
      plugins: [contentPlugin()],
      server: { port: 0, host: "127.0.0.1" },
    });
    try {
      await server.listen();
      // On start, valid content: its warnings summed up, none with its code frame.
      const started = warned.join("\n");
      expect(started).toContain("12 warnings, the first 5:");
      expect(started.match(/^warning content\//gm)).toHaveLength(5);
      expect(started).toContain("… and 7 more: npm run validate lists them all");
      expect(started).not.toContain(" | ");
      // A mistake: the error with its code frame, then the warnings summed up, then the counts.
      replace("profile.yaml", "email: robin@example.com", "email: robin");
      await expect.poll(() => errors.length, { timeout: 60_000 }).toBe(1);
      const lines = (errors[0] ?? "").split("\n");
      const at = (text: string) => lines.findIndex((line) => line.includes(text));
      expect(at("content/profile.yaml:6:8 error")).toBeGreaterThanOrEqual(0);
      expect(at("> 6 | email: robin")).toBeGreaterThan(at("content/profile.yaml:6:8 error"));
      expect(at("12 warnings, the first 5:")).toBeGreaterThan(at("> 6 | email: robin"));
      expect(lines.filter((line) => line.startsWith("warning content/"))).toHaveLength(5);
      expect(lines.at(-1)).toBe("1 error, 12 warnings in content");
      // No warning's code frame: the one frame is the error's.
      expect(lines.filter((line) => line.startsWith(">"))).toEqual(["> 6 | email: robin"]);
      expect(lines.length).toBeLessThan(25);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe("the dev server's pages", () => {
  let server: ViteDevServer;
  /** The status and body of a page's address, asked for as a browser does. */
  const page = async (address: string) => {
    const response = await fetch(new URL(address, server.resolvedUrls?.local[0]), {
      headers: { accept: "text/html" },
    });
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    const root = temporaryFolder("dev-pages");
    execFileSync("mv", [contentTree("valid-languages"), path.join(root, "content")]);
    writeFileSync(
      path.join(root, "index.html"),
      `<!doctype html><html lang="es"><head><title>Site</title></head><body><div id="root"></div></body></html>\n`,
    );
    server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin()],
      server: { port: 0, host: "127.0.0.1" },
    });
    await server.listen();
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("are the site's and each of its languages', at their folders", async () => {
    for (const address of ["/", "/index.html", "/en/", "/en/index.html", "/en", "/ar/", "/ar/?utm=1"])
      expect({ address, status: (await page(address)).status }).toEqual({ address, status: 200 });
  });

  it("are no others: a folder that is no language of the site is not found, as on the built site", async () => {
    for (const address of ["/xx/", "/xx", "/fr/", "/EN/", "/en/xx/", "/projects", "/about/", "/missing.html"])
      expect({ address, status: (await page(address)).status }).toEqual({ address, status: 404 });
    // And says so, with a link to each page there is.
    const { body } = await page("/xx/");
    expect(body).toContain("<h1>No page at /xx/</h1>");
    expect(body).toContain('<a href="/en/" hreflang="en" lang="en">English</a>');
    expect(body).toContain('<a href="/" hreflang="es" lang="es">Español</a>');
  });

  it("leave the app's own files and the content's images to be served", async () => {
    expect((await page("/index.html")).body).toContain('<div id="root">');
    const image = await fetch(
      new URL("/en/images/projects/faro-telefono.png", server.resolvedUrls?.local[0]),
    );
    expect(image.status).toBe(200);
  });
});

describe("the dev server's answers drawn from the content", () => {
  it("wait for a compile in flight, all for that one compile", async () => {
    const dir = contentTree("valid-minimal");
    const outFile = path.join(temporaryFolder("dev-settled"), "content.json");
    const compiler = contentCompiler({ contentDir: dir, outFile, root: dir, strict: false });
    const compiling = compiler.compile();
    const answers = await Promise.all(Array.from({ length: 20 }, () => compiler.settled()));
    const compiled = await compiling;
    expect(compiled?.result.ok).toBe(true);
    expect(answers.filter((answer) => answer !== compiled?.result)).toEqual([]);
  });

  it("come from the dev server's compile: many at once compile nothing", async () => {
    const root = temporaryFolder("dev-favicon");
    const content = path.join(root, "content");
    execFileSync("mv", [contentTree("valid-minimal"), content]);
    writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head></head><body></body></html>\n");
    const server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      // A change is never compiled while the test runs: what the answers show is what the dev
      // server compiled on start, unless each request compiles the content itself.
      plugins: [contentPlugin({ settleMs: 3_600_000 }), sharePlugin()],
      server: { port: 0, host: "127.0.0.1" },
    });
    try {
      await server.listen();
      const address = server.resolvedUrls?.local[0];
      const text = async (file: string) => (await fetch(new URL(file, address))).text();
      /** The initials of each of `count` favicons asked for at once, and the names of as many resume.json. */
      const burst = async (count: number) => {
        const favicons = await Promise.all(Array.from({ length: count }, () => text("favicon.svg")));
        const resumes = await Promise.all(Array.from({ length: count }, () => text("resume.json")));
        return {
          initials: new Set(favicons.map((svg) => />([A-Z]{1,3})<\/text>/.exec(svg)?.[1])),
          names: new Set(resumes.map((json) => JSON.parse(json).basics.name)),
        };
      };
      expect(await burst(50)).toEqual({ initials: new Set(["RV"]), names: new Set(["Robin Vale"]) });
      const profile = path.join(content, "profile.yaml");
      writeFileSync(profile, readFileSync(profile, "utf8").replace("name: Robin Vale", "name: Sam Okafor"));
      expect(await burst(200)).toEqual({ initials: new Set(["RV"]), names: new Set(["Robin Vale"]) });
    } finally {
      await server.close();
    }
  }, 120_000);
});
