import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { createServer, type HotPayload, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main as cli } from "../../scripts/commands/cli.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { MAX_CSS_NESTING } from "../../scripts/compiler/schema/limits.ts";
import { CHROMIUM_FLAGS, startChromium } from "../../scripts/lib/chromium.ts";
import { buildSite } from "../../scripts/publish/build.ts";
import { serveFolder } from "../../scripts/publish/serve-dist.ts";
import { siteConfig } from "../../scripts/vite/vite-config.ts";
import { LOOKS } from "../../src/shared/looks.ts";
import { type CommandRun, outputOf, ROOT, runMain, SPAWN_TIMEOUT, spawnScript } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/** A copy of valid-minimal with `css` as its content/site.css (none when undefined). */
function contentWith(css: string | undefined): string {
  const dir = path.join(temporaryFolder("own-stylesheet"), "content");
  cpSync(path.join(FIXTURES, "valid-minimal"), dir, { recursive: true });
  if (css !== undefined) writeFileSync(path.join(dir, "site.css"), css);
  return dir;
}

describe("the owner's stylesheet, content/site.css", () => {
  it("is checked with the content: a rule the parser cannot read, an @import and a url() are errors at their place", async () => {
    const content = contentWith("h1 { color: #123 }\n}\np { color: red }\n");
    const run = await runMain(cli, ["validate", "--content", content]);
    expect(run.code).toBe(1);
    expect(reported(run)).toEqual(["site.css:2:1 error unexpected `}`: no block is open here"]);
    writeFileSync(
      path.join(content, "site.css"),
      '@import "more.css";\nh1 { background: url(https://example.com/x.png) }\n',
    );
    const fetched = await runMain(cli, ["validate", "--content", content]);
    expect(fetched.stderr).toContain("site.css:1:9 error CSS: @import of more.css");
    expect(fetched.stderr).toContain("site.css:2:22 error CSS: url() of https://example.com/x.png");
  });

  it("is shipped minified as site.css and linked as the head's last element, after the site's inlined styles", async () => {
    const content = contentWith("/* mine */\nh1 {\n  letter-spacing: -0.02em;\n}\n");
    const out = path.join(path.dirname(content), "dist");
    await buildSite({ contentDir: content, outDir: out, quiet: true });
    expect(readFileSync(path.join(out, "site.css"), "utf8")).toBe("h1{letter-spacing:-.02em}");
    const html = readFileSync(path.join(out, "index.html"), "utf8");
    const link = '<link rel="stylesheet" href="./site.css" data-slot="own-stylesheet">';
    // The head's last element, after the site's own (inlined) styles: its rules win a tie.
    expect(html).toContain(`${link}</head>`);
    expect(html.lastIndexOf("<style>")).toBeGreaterThan(0);
    expect(html.lastIndexOf("<style>")).toBeLessThan(html.indexOf(link));
    // The page's CSP lets it load: a stylesheet of the site's own origin.
    expect(html).toMatch(/Content-Security-Policy" content="[^"]*style-src 'self'/);
  }, 120_000);

  it("is absent without a site.css: no file, no link", async () => {
    const content = contentWith(undefined);
    const out = path.join(path.dirname(content), "dist");
    await buildSite({ contentDir: content, outDir: out, quiet: true });
    expect(existsSync(path.join(out, "site.css"))).toBe(false);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).not.toContain("own-stylesheet");
  }, 120_000);
});

/** `npm run validate` on `content` in a process of its own, stopped if it outlasts `timeout` (code null then). */
function validateInProcessOfItsOwn(content: string, timeout = SPAWN_TIMEOUT): Promise<CommandRun> {
  return outputOf(
    spawnScript("commands/cli.ts", ["validate", "--content", content], { detached: true }),
    timeout,
  );
}

/** The error and warning lines of a run: `site.css:2:13 error …`, without the folder before the file. */
const reported = (run: CommandRun) =>
  run.stderr
    .split("\n")
    .filter((line) => / (error|warning) /.test(line) && line.includes("site.css:"))
    .map((line) => line.replace(/^.*(site\.css:)/, "$1"));

describe("a stylesheet nested deeper than the CSS parser can take", () => {
  const deep = 10_000;
  const nested = {
    blocks: "a{".repeat(deep) + "}".repeat(deep),
    "selectors (:is)": `${":is(".repeat(deep)}a${")".repeat(deep)}{color:red}`,
    "@media": `${"@media screen{".repeat(deep)}a{color:red}${"}".repeat(deep)}`,
    "calc()": `a{width:${"calc(".repeat(deep)}1px${")".repeat(deep)}}`,
  };

  it(
    "is refused before it is parsed: validate exits 1 with the place, the depth and the limit, no crash and no stack trace",
    async () => {
      // 20 KB of `a{`: lightningcss, native code, overflowed its stack on it and the process died (exit 139, nothing said).
      const run = await validateInProcessOfItsOwn(contentWith(nested.blocks));
      expect(run.code).toBe(1);
      expect(reported(run)).toEqual([
        `site.css:1:${2 * MAX_CSS_NESTING + 2} error expected blocks, brackets and parentheses at most 100 inside one another, got 10,000`,
      ]);
      expect(run.stderr).toContain("hint: no stylesheet needs them so deep");
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
    SPAWN_TIMEOUT * 2,
  );

  it("is refused in every shape: selectors, at-rules and functions inside one another", async () => {
    // Where each goes past the limit, and how deep it goes.
    const places = {
      "selectors (:is)": [404, "10,000"],
      "@media": [1414, "10,001"],
      "calc()": [508, "10,001"],
    };
    for (const [shape, [column, depth]] of Object.entries(places)) {
      const run = await runMain(cli, [
        "validate",
        "--content",
        contentWith(nested[shape as keyof typeof nested]),
      ]);
      expect(run.code, shape).toBe(1);
      expect(reported(run), shape).toEqual([
        `site.css:1:${column} error expected blocks, brackets and parentheses at most 100 inside one another, got ${depth}`,
      ]);
    }
  });

  it("is taken up to the limit, and brackets in strings and comments are not counted", async () => {
    const limit = `${"@media screen{".repeat(MAX_CSS_NESTING - 1)}a{color:red}${"}".repeat(MAX_CSS_NESTING - 1)}`;
    const quoted = `a::before{content:"${"{(".repeat(200)}"}\n/* ${"[".repeat(200)} */\nb{content:'\\'${"(".repeat(200)}'}`;
    const run = await runMain(cli, ["validate", "--content", contentWith(`${limit}\n${quoted}\n`)]);
    expect(reported(run)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it("fails the build, which keeps the last good site", async () => {
    const content = contentWith("h1 { letter-spacing: -0.02em; }\n");
    const out = path.join(path.dirname(content), "dist");
    await buildSite({ contentDir: content, outDir: out, quiet: true });
    writeFileSync(path.join(content, "site.css"), nested["@media"]);
    await expect(buildSite({ contentDir: content, outDir: out, quiet: true })).rejects.toThrow(
      /site\.css:1:1414 error expected blocks, brackets and parentheses at most 100 inside one another, got 10,001/,
    );
    expect(readFileSync(path.join(out, "site.css"), "utf8")).toBe("h1{letter-spacing:-.02em}");
  }, 240_000);
});

describe("the mistakes a CSS parser recovers from in silence", () => {
  it("are located: a missing `;`, an empty value and an unclosed block are errors, each told in one run", async () => {
    const css = [
      "h1 {",
      "  color: teal", // the `;` left out
      "  margin: 0;",
      "}",
      "p {",
      "  color: ;", // nothing after the colon
      "  --gap: ;", // a custom property may be empty
      "}",
      "h2 {", // never closed
      "  color: teal;",
      "",
    ].join("\n");
    const run = await runMain(cli, ["validate", "--content", contentWith(css)]);
    expect(run.code).toBe(1);
    expect(reported(run)).toEqual([
      "site.css:2:14 error expected a `;` here, before the next declaration",
      "site.css:6:3 error expected a value for color, got none",
      "site.css:9:1 error expected a `}` to close the block opened here",
    ]);
    expect(run.stderr).toContain("hint: end each declaration with `;`");
  });

  it("are warnings where it may be newer CSS than the grammar: an unknown property, value or pseudo-class; the stylesheet ships as written", async () => {
    const css = [
      "h1 {",
      "  colr: teal;",
      "  width: 10 px;",
      "  color: var(--accent);", // known only in the browser
      "  text-wrap: pretty;",
      "}",
      "a:hoverr { color: teal; }",
      "@font-face { font-family: Mine; src: local(Mine); }", // descriptors, not properties
      "",
    ].join("\n");
    const content = contentWith(css);
    const run = await runMain(cli, ["validate", "--content", content]);
    expect(reported(run)).toEqual([
      "site.css:2:3 warning unknown property colr",
      'site.css:3:3 warning expected a value of width, got "10 px", which CSS\'s grammar for it does not allow',
      expect.stringMatching(/^site\.css:7:3 warning CSS: 'hoverr' is not recognized as a valid pseudo-class/),
    ]);
    expect(run.stderr).toContain("hint: did you mean color?");
    expect(run.code).toBe(0);
    const result = await compileContent({ contentDir: content });
    expect(result.ok && result.stylesheet).toBe(
      "h1{colr:teal;width:10 px;color:var(--accent);text-wrap:pretty}a:hoverr{color:teal}@font-face{font-family:Mine;src:local(Mine)}",
    );
  });
});

describe("a stylesheet with many mistakes", () => {
  it("tells the first 100 declarations' and says the rest are not checked: each costs a search of the grammar", async () => {
    const content = contentWith("h1 { colr: teal; }\n".repeat(150));
    const run = await runMain(cli, ["validate", "--content", content]);
    const warnings = reported(run);
    expect(warnings).toHaveLength(101);
    expect(warnings.at(99)).toBe("site.css:100:6 warning unknown property colr");
    expect(warnings.at(100)).toBe(
      "site.css:101:6 warning more declarations than the 100 above may be wrong: the rest are not checked",
    );
  });
});

describe("a site.css that is no stylesheet", () => {
  it(
    "is refused, without being opened, when it is a FIFO or a folder: validate ends at once",
    async () => {
      const content = contentWith(undefined);
      execFileSync("mkfifo", [path.join(content, "site.css")]);
      // Opened, a FIFO holds the command until something writes to it: forever.
      const fifo = await validateInProcessOfItsOwn(content);
      expect(fifo.code).toBe(1);
      expect(reported(fifo)).toEqual([
        "site.css:1:1 error expected a stylesheet, a file of text, got a FIFO",
      ]);
      rmSync(path.join(content, "site.css"));
      execFileSync("mkdir", [path.join(content, "site.css")]);
      const folder = await runMain(cli, ["validate", "--content", content]);
      expect(reported(folder)).toEqual([
        "site.css:1:1 error expected a stylesheet, a file of text, got a folder",
      ]);
    },
    SPAWN_TIMEOUT * 2,
  );

  it("is refused at its place when it is not UTF-8 or holds a NUL byte, as the content's YAML is", async () => {
    const content = contentWith(undefined);
    const file = path.join(content, "site.css");
    writeFileSync(
      file,
      Buffer.concat([Buffer.from('h1 {\n  content: "caf'), Buffer.from([0xe9]), Buffer.from('";\n}\n')]),
    );
    const latin1 = await runMain(cli, ["validate", "--content", content]);
    expect(reported(latin1)).toEqual([
      "site.css:2:16 error expected UTF-8 text, got the byte 0xE9, which is not UTF-8",
    ]);
    writeFileSync(file, "h1 {\n  color: teal;\u0000\n}\n");
    const nul = await runMain(cli, ["validate", "--content", content]);
    expect(reported(nul)).toEqual(["site.css:2:15 error expected text, got a NUL byte (binary data)"]);
  });
});

describe("a url() in the stylesheet", () => {
  it("is taken when it names a part of the page itself (`#id`), which fetches nothing", async () => {
    const content = contentWith("h1 { mask: url(#shape); }\n");
    const run = await runMain(cli, ["validate", "--content", content]);
    expect(reported(run)).toEqual([]);
    expect(run.code).toBe(0);
    const result = await compileContent({ contentDir: content });
    expect(result.ok && result.stylesheet).toBe('h1{mask:url("#shape")}');
  });
});

describe("the dev server and a broken stylesheet", () => {
  let server: ViteDevServer;
  let content: string;
  let address: string;
  const sent: HotPayload[] = [];

  beforeAll(async () => {
    content = contentWith("h1 { color: teal; }\n");
    // As `npm run dev` serves it, in a project of its own.
    const config = siteConfig({ projectDir: path.dirname(content), contentDir: "content" });
    server = await createServer({
      ...config,
      clearScreen: false,
      logLevel: "silent",
      server: { ...config.server, host: "127.0.0.1", port: 0 },
    });
    // Record what the server tells the page, and still tell it.
    const send = server.ws.send.bind(server.ws) as (payload: HotPayload) => void;
    server.ws.send = ((payload: HotPayload) => {
      sent.push(payload);
      send(payload);
    }) as typeof server.ws.send;
    await server.listen();
    address = server.resolvedUrls?.local[0] ?? "";
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const stylesheet = async () => (await fetch(new URL("site.css", address))).text();
  const overlaid = () => sent.flatMap((payload) => (payload.type === "error" ? [payload.err.message] : []));

  it("is told in the overlay while the page keeps the last good one, and the server lives on", async () => {
    expect(await stylesheet()).toBe("h1{color:teal}");
    // Saved while the server runs, 10,000 deep: the server died of it within 3 s, saying nothing.
    writeFileSync(
      path.join(content, "site.css"),
      `${"@media screen{".repeat(10_000)}a{color:red}${"}".repeat(10_000)}`,
    );
    await expect
      .poll(overlaid, { timeout: 30_000 })
      .toContainEqual(
        expect.stringContaining(
          "error content/site.css:1:1414 expected blocks, brackets and parentheses at most 100 inside one another, got 10,001",
        ),
      );
    expect(await stylesheet()).toBe("h1{color:teal}");
    // A FIFO in its place is refused without being opened: the server goes on answering.
    rmSync(path.join(content, "site.css"));
    execFileSync("mkfifo", [path.join(content, "site.css")]);
    await expect
      .poll(overlaid, { timeout: 30_000 })
      .toContainEqual(
        expect.stringContaining(
          "error content/site.css:1:1 expected a stylesheet, a file of text, got a FIFO",
        ),
      );
    expect(await stylesheet()).toBe("h1{color:teal}");
    rmSync(path.join(content, "site.css"));
    writeFileSync(path.join(content, "site.css"), "h1 { color: navy; }\n");
    await expect.poll(stylesheet, { timeout: 30_000 }).toBe("h1{color:navy}");
  }, 120_000);
});

/** docs/content.md's examples of site.css: each CSS block that starts by naming the file. */
function documentedExamples(): string[] {
  const docs = readFileSync(path.join(ROOT, "docs/content.md"), "utf8");
  return [...docs.matchAll(/```css\n(\/\* content\/site\.css[^\n]*\n[\s\S]*?)```/g)].map(
    ([, css = ""]) => css,
  );
}

describe("docs/content.md's examples of site.css", () => {
  it("each take effect in every look, on the Resume, in the theme they name", async () => {
    const examples = documentedExamples();
    expect(examples.length).toBeGreaterThanOrEqual(2);
    const rules: { selector: string; property: string; value: string }[] = [];
    postcss.parse(examples.join("\n")).walkDecls((decl) => {
      const rule = decl.parent as postcss.Rule;
      rules.push({ selector: rule.selector, property: decl.prop, value: decl.value });
    });
    const { chromium } = await import("@playwright/test");
    const browser = await startChromium((executablePath) =>
      chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] }),
    );
    const missed: string[] = [];
    try {
      for (const look of LOOKS) {
        const content = contentWith(examples.join("\n"));
        writeFileSync(path.join(content, "site.yaml"), `theme:\n  look: ${look}\n`);
        const out = path.join(path.dirname(content), "dist");
        await buildSite({ contentDir: content, outDir: out, quiet: true });
        const served = await serveFolder(out);
        try {
          for (const { selector, property, value } of rules) {
            const dark = selector.includes('data-theme="dark"');
            const page = await browser.newPage({ colorScheme: dark ? "dark" : "light" });
            await page.goto(served.url);
            // The value each element the rule selects has, and the one the declaration alone gives it.
            const found = await page.evaluate(
              ({ selector, property, value }) =>
                [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
                  const shown = getComputedStyle(element).getPropertyValue(property);
                  element.style.setProperty(property, value, "important");
                  const declared = getComputedStyle(element).getPropertyValue(property);
                  element.style.removeProperty(property);
                  return { shown, declared };
                }),
              { selector, property, value },
            );
            await page.close();
            if (found.length === 0) missed.push(`${look}: ${selector} selects nothing`);
            for (const { shown, declared } of found)
              if (shown !== declared)
                missed.push(`${look}: ${selector} { ${property}: ${value} } shows ${shown}, not ${declared}`);
          }
        } finally {
          await served.close();
        }
      }
    } finally {
      await browser.close();
    }
    expect(missed).toEqual([]);
  }, 300_000);
});
