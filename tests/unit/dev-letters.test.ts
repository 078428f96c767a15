/**
 * `npm run dev` serves the cover letters: a real dev server, configured as the command configures
 * it, on a copy of valid-languages (a letter in English, one in Arabic, right to left). Each
 * letter's page, stylesheet, text and Word file are the build's, at the build's address and at
 * the letter's name; a save shows at once and moves the build's address, which the terminal says;
 * a broken letter is said in the terminal and the overlay while its last good page stays served.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createLogger, createServer, type HotPayload, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wordText } from "../../scripts/check/resume-word.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { CompiledLetter } from "../../scripts/compiler/passes/letters.ts";
import { letterPage, letterStyles, letterText } from "../../scripts/vite/share/letter-page.ts";
import { letterContent } from "../../scripts/vite/share-plugin.ts";
import { siteConfig } from "../../scripts/vite/vite-config.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/** A dev server's start and first compile, on a busy two-core machine. */
const SERVER_READY_WITHIN = 120_000;
/** A save compiled and served, on a busy machine: a compile of valid-languages takes well under a second idle. */
const SAVED_WITHIN = 30_000;
/** A test's requests and saves, each within SAVED_WITHIN. */
const TEST_WITHIN = 120_000;

/** The dev server's page replaces the build's policy with Vite's client, which reloads it. */
const VITE_CLIENT = '<script type="module" src="/@vite/client"></script>';
const POLICY = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

describe("the dev server's cover letters", () => {
  let root: string;
  let server: ViteDevServer;
  let address: string;
  const info: string[] = [];
  const errors: string[] = [];
  const sent: HotPayload[] = [];
  const content = () => path.join(root, "content");

  /** The letters of the content as it is now on disk, each with the site in its language. */
  const compiled = async () => {
    const result = await compileContent({ contentDir: content() });
    if (!result.ok) throw new Error("the copied content compiles");
    return result.letters.map((letter) => {
      const site = letterContent(letter, [result.content, ...result.translations]);
      if (!site) throw new Error(`no site in ${letter.lang}`);
      return { letter, site };
    });
  };
  const compiledLetter = async (name: string) => {
    const found = (await compiled()).find(({ letter }) => letter.name === name);
    if (!found) throw new Error(`no letter ${name}`);
    return found;
  };
  const get = (url: string) => fetch(new URL(url, address), { redirect: "manual" });
  const text = async (url: string) => (await get(url)).text();
  /** Replaces `from` with `to` in a letter's file, as an owner's save does. */
  const edit = (name: string, from: string, to: string) => {
    const file = path.join(content(), "letters", `${name}.md`);
    const before = readFileSync(file, "utf8");
    expect(before, `letters/${name}.md holds the text to edit`).toContain(from);
    writeFileSync(file, before.replace(from, to));
  };
  /** The reloads of the pages open at a letter's `folder` the server sent, since its `from`th message. */
  const reloadsOf = (folder: string, from = 0) =>
    sent
      .slice(from)
      .filter((payload) => payload.type === "full-reload" && payload.path === `/${folder}index.html`);

  beforeAll(async () => {
    root = temporaryFolder("dev-letters");
    cpSync(path.join(FIXTURES, "valid-languages"), content(), { recursive: true });
    const config = siteConfig({ projectDir: root, contentDir: "content" });
    const logger = createLogger("info", { allowClearScreen: false });
    server = await createServer({
      ...config,
      clearScreen: false,
      customLogger: {
        ...logger,
        info: (message) => void info.push(message),
        warn: () => {},
        error: (message) => void errors.push(message),
      },
      plugins: [
        {
          // Records what the server tells the open pages, and still tells them.
          name: "record-payloads",
          configureServer(devServer) {
            const send = devServer.ws.send.bind(devServer.ws) as (payload: HotPayload) => void;
            devServer.ws.send = ((payload: HotPayload) => {
              sent.push(payload);
              send(payload);
            }) as typeof devServer.ws.send;
          },
        },
        ...(config.plugins ?? []),
      ],
      server: { ...config.server, host: "127.0.0.1", port: 0 },
    });
    await server.listen();
    address = server.resolvedUrls?.local[0] ?? "";
  }, SERVER_READY_WITHIN);

  afterAll(async () => {
    await server?.close();
  });

  it(
    "serves each letter's page at the build's address and at its name: the build's HTML, in its language and direction, unlisted",
    async () => {
      for (const { letter, site } of await compiled()) {
        const byCode = await get(`l/${letter.slug}/`);
        expect(byCode.status).toBe(200);
        expect(byCode.headers.get("content-type")).toBe("text/html; charset=utf-8");
        const html = await byCode.text();
        expect(await text(`l/${letter.name}/`)).toBe(html);
        expect(html).toContain(`<html lang="${letter.lang}" dir="${letter.dir}">`);
        expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
        expect(html).toContain(`<h1>${site.profile.name}</h1>`);
        // The build's page, made by the same function, with Vite's client in its policy's place.
        const built = letterPage(letter, site);
        expect(html.replace(VITE_CLIENT, POLICY.exec(built)?.[0] ?? "")).toBe(built);
      }
      const arabic = await text("l/bahr/");
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      expect(arabic).toContain("أتقدم بطلب لشغل وظيفة رئيسة هندسة الويب");
      // Its folder without the last slash leads to it, where the page's own addresses hold.
      const bare = await get("l/bahr");
      expect(bare.status).toBe(302);
      expect(bare.headers.get("location")).toBe("/l/bahr/");
      // A folder that is no letter's is not found.
      expect((await get("l/nobody/")).status).toBe(404);
    },
    TEST_WITHIN,
  );

  it(
    "serves each letter's stylesheet, in the site's look, its text and its Word file, as the build makes them",
    async () => {
      const { letter, site } = await compiledLetter("bahr");
      const sheet = await get(`l/${letter.name}/letter.css`);
      expect(sheet.headers.get("content-type")).toBe("text/css; charset=utf-8");
      const css = await sheet.text();
      // The site's own sheets first (its tokens, the screens' rules, the look's), then the letter's own.
      expect(css).toMatch(/--surface:/);
      expect(css).toContain('html[data-showing="resume"]');
      expect(css).toContain("The cards look");
      expect(css.endsWith(letterStyles(site, ""))).toBe(true);
      expect(await text(`l/${letter.slug}/letter.txt`)).toBe(letterText(letter, site));
      const word = await get(`l/${letter.slug}/letter.docx`);
      expect(word.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      const lines = await wordText(new Uint8Array(await word.arrayBuffer()));
      expect(lines).toContain("مع خالص التحية،");
    },
    TEST_WITHIN,
  );

  it(
    "links the owner's stylesheet into each letter's page, as the build does, while there is one",
    async () => {
      const link = '<link rel="stylesheet" href="../../site.css" data-slot="own-stylesheet">';
      const sheet = path.join(content(), "site.css");
      /** Waits for the dev server to reload every page for the stylesheet, as for any change of it. */
      const reloaded = (from: number) =>
        expect
          .poll(() => info.slice(from).some((line) => line.includes("site.css changed")), {
            timeout: SAVED_WITHIN,
          })
          .toBe(true);
      let said = info.length;
      writeFileSync(sheet, ".letter-head h1 { color: #123456; }\n");
      try {
        await expect.poll(() => text("l/bahr/"), { timeout: SAVED_WITHIN, interval: 100 }).toContain(link);
        expect(await text("l/bahr/site.css")).toContain("#123456");
        await reloaded(said);
      } finally {
        said = info.length;
        rmSync(sheet);
      }
      await expect.poll(() => text("l/bahr/"), { timeout: SAVED_WITHIN, interval: 100 }).not.toContain(link);
      await reloaded(said);
    },
    TEST_WITHIN,
  );

  it(
    "lists each letter's address that follows it, and the build's, with the server's addresses",
    async () => {
      const said = info.length;
      server.printUrls();
      const listed = info.slice(said).filter((line) => line.includes("Letter:"));
      const letters = await compiled();
      expect(listed).toEqual(
        letters.map(
          ({ letter }) =>
            `  ➜  Letter:  ${address}l/${letter.name}/ (content/letters/${letter.name}.md; its address in the build: l/${letter.slug}/)`,
        ),
      );
    },
    TEST_WITHIN,
  );

  it(
    "shows a save at the letter's name, moves it to its new code, says so in the terminal and reloads its open page alone",
    async () => {
      const before: CompiledLetter = (await compiledLetter("harbour-lines")).letter;
      const said = info.length;
      const told = sent.length;
      edit("harbour-lines", "Dear Ms Whitfield,", "Dear Ms Whitfield and the hiring team,");
      await expect
        .poll(() => text("l/harbour-lines/"), { timeout: SAVED_WITHIN, interval: 100 })
        .toContain("Dear Ms Whitfield and the hiring team,");
      const { letter: after } = await compiledLetter("harbour-lines");
      expect(after.slug).not.toBe(before.slug);
      expect(await text(`l/${after.slug}/`)).toContain("Dear Ms Whitfield and the hiring team,");
      // The old code is the build's no more; the dev server's page there leads to the letter.
      const gone = await get(`l/${before.slug}/`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain(
        '<a href="/l/harbour-lines/" hreflang="en" lang="en">harbour-lines</a>',
      );
      const line = `letter at ${address}l/harbour-lines/ (content/letters/harbour-lines.md; its address in the build: l/${after.slug}/)`;
      await expect.poll(() => info.slice(said), { timeout: SAVED_WITHIN }).toContainEqual(line);
      expect(reloadsOf("l/harbour-lines/", told).length).toBeGreaterThan(0);
      expect(reloadsOf(`l/${before.slug}/`, told).length).toBeGreaterThan(0);
      // The other letter's page is left as it is.
      expect(reloadsOf("l/bahr/", told)).toEqual([]);
      // The site's own pages keep their place: no reload of every page.
      expect(sent.slice(told).filter((payload) => payload.type === "full-reload" && !payload.path)).toEqual(
        [],
      );
    },
    TEST_WITHIN,
  );

  it(
    "says a broken letter at its line in the terminal and the overlay, keeps serving its last good page, and reloads it once mended",
    async () => {
      const { letter } = await compiledLetter("bahr");
      const good = await text("l/bahr/");
      const file = path.join(content(), "letters/bahr.md");
      const line = readFileSync(file, "utf8").split("\n").indexOf("lang: ar") + 1;
      const told = sent.length;
      edit("bahr", "lang: ar\n", "lang: arabic\n");
      const where = `content/letters/bahr.md:${line}:7`;
      const overlay = () => sent.slice(told).find((payload) => payload.type === "error")?.err.message ?? "";
      await expect.poll(overlay, { timeout: SAVED_WITHIN }).toContain(where);
      expect(errors.join("\n")).toContain(where);
      expect(errors.join("\n")).not.toMatch(/\n\s+at /);
      expect(await text("l/bahr/")).toBe(good);
      expect(await text(`l/${letter.slug}/`)).toBe(good);
      // Mended, the page is reloaded, which clears the overlay over it.
      const broken = sent.length;
      edit("bahr", "lang: arabic\n", "lang: ar\n");
      await expect
        .poll(() => reloadsOf("l/bahr/", broken).length, { timeout: SAVED_WITHIN })
        .toBeGreaterThan(0);
      expect(await text("l/bahr/")).toBe(good);
    },
    TEST_WITHIN,
  );
});
