/**
 * The site's looks (src/shared/looks.ts): site.yaml's `theme.look` chooses one, checked with the
 * content; each is a folder of src/looks/ whose stylesheet keeps the site's breakpoints and
 * colour tokens; and the built page holds the chosen look's rules and no other look's.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { transform } from "lightningcss";
import postcss, { type AtRule, type Rule } from "postcss";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { buildSite } from "../../scripts/publish/build.ts";
import { LOOKS_DIR, lookFile } from "../../scripts/vite/look-styles.ts";
import { siteConfig } from "../../scripts/vite/vite-config.ts";
import { BREAKPOINTS } from "../../src/components/image-sizes.ts";
import { COLOUR_TOKENS } from "../../src/shared/design-tokens.ts";
import { DEFAULT_LOOK, LOOKS, type Look } from "../../src/shared/looks.ts";
import { ROOT } from "./command.ts";
import { at, contentTree, temporaryFolder } from "./fixtures.ts";
import { customProperties, importedSheets, sheetText, stylesheet } from "./stylesheet.ts";

/** valid-minimal with `siteYaml` as its site.yaml, compiled. */
async function compiledWith(siteYaml: string) {
  const dir = contentTree("valid-minimal");
  writeFileSync(path.join(dir, "site.yaml"), siteYaml);
  return compileContent({ contentDir: dir, cwd: dir });
}

const lookCss = (look: Look) => readFileSync(lookFile(look), "utf8");

/** A browser's version as lightningcss writes it: the major version, then the minor, a byte each. */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);
/** The browsers Vite's build writes CSS for (its "baseline-widely-available" target). */
const TARGETS = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

/** CSS minified as the build minifies it (Vite's lightningcss, for the build's browsers). */
const minified = (css: string) =>
  transform({ filename: "look.css", code: Buffer.from(css), minify: true, targets: TARGETS }).code.toString();

/**
 * Every declaration of a stylesheet as `@media query | selector | property: value`, one per
 * selector of its rule: a form two minified stylesheets can be compared in.
 */
function declarations(css: string): Set<string> {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule: Rule) => {
    const media: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent)
      if (parent.type === "atrule") media.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
    rule.walkDecls((decl) => {
      for (const selector of rule.selectors)
        found.add(`${media.join(" ")} | ${selector} | ${decl.prop}: ${decl.value}`);
    });
  });
  return found;
}

/** The CSS of a built page: its inlined <style> elements. */
const pageCss = (html: string) =>
  [...html.matchAll(/<style>(.*?)<\/style>/gs)].map(([, css = ""]) => css).join("\n");

describe("site.yaml's theme.look", () => {
  it("chooses a look, which the compiled content names unless it is the default", async () => {
    const serif = await compiledWith("theme:\n  look: serif\n");
    expect(serif.ok && serif.content.site.look).toBe("serif");
    const cards = await compiledWith(`theme:\n  look: ${DEFAULT_LOOK}\n  accent: "#0f766e"\n`);
    expect(cards.ok && cards.content.site).not.toHaveProperty("look");
    expect(cards.ok && cards.content.site.theme?.light.accent).toBe("#0f766e");
  });

  it("is an error at its place when it names no look, with the nearest as a did-you-mean", async () => {
    const result = await compiledWith("theme:\n  look: Serf\n");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics).toEqual([
      {
        ...at(
          "site.yaml",
          2,
          9,
          "theme.look",
          `expected one of ${LOOKS.map((look) => `"${look}"`).join(", ")}, got "Serf"`,
        ),
        hint: 'did you mean "serif"?',
      },
    ]);
    const far = await compiledWith("theme:\n  look: brutalist\n");
    expect(far.ok ? [] : far.diagnostics.map((d) => d.hint)).toEqual([undefined]);
  });

  it("may stand alone, but the dark theme's accent still needs the light one's", async () => {
    expect((await compiledWith("theme:\n  look: serif\n")).ok).toBe(true);
    const result = await compiledWith('theme:\n  accentDark: "#5eead4"\n');
    expect(result.ok ? [] : result.diagnostics.map((d) => [d.path, d.message])).toEqual([
      ["theme.accent", 'missing required field "accent"'],
    ]);
  });
});

describe("the looks' folders", () => {
  it("are the list's: each look is a folder of src/looks/ with its look.css, and each folder a look", () => {
    const folders = readdirSync(LOOKS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...LOOKS].sort());
    for (const look of LOOKS) expect(lookCss(look)).toEqual(expect.any(String));
  });

  it("declare none of the colour tokens the accent is checked on, so its check holds in every look", () => {
    const tokens = new Set(Object.keys(COLOUR_TOKENS.light).map((name) => `--${name}`));
    const declaredTokens = (css: string) =>
      [...declarations(css)]
        .map((line) => line.split(" | ")[2]?.split(":")[0] ?? "")
        .filter((p) => tokens.has(p));
    for (const look of LOOKS)
      expect({ look, tokens: declaredTokens(lookCss(look)) }).toEqual({ look, tokens: [] });
    expect(declaredTokens(":root { --surface: #fffdf7; --font-serif: serif }")).toEqual(["--surface"]);
  });

  it("change the layout only at the site's breakpoints", () => {
    const allowed = Object.values(BREAKPOINTS).flatMap((width) => [
      `min-width: ${width}px`,
      `max-width: ${width - 1}px`,
    ]);
    for (const look of LOOKS) {
      const widths: string[] = [];
      postcss.parse(lookCss(look)).walkAtRules("media", (rule) => {
        widths.push(...(rule.params.match(/\b(?:min|max)-width:\s*[^)]+/g) ?? []));
      });
      expect({ look, stray: widths.filter((width) => !allowed.includes(width)) }).toEqual({
        look,
        stray: [],
      });
    }
  });
});

describe("the built page", () => {
  /** The declarations of the site's own stylesheets, which every look shares. */
  const shared = declarations(minified(importedSheets().map(sheetText).join("\n")));
  /** A look's own declarations: those of its look.css that the site's stylesheets do not make. */
  const own = (look: Look) => [...declarations(minified(lookCss(look)))].filter((line) => !shared.has(line));

  it(
    "holds the chosen look's rules and no other look's, and links the owner's stylesheet after them",
    async () => {
      expect(LOOKS.filter((look) => own(look).length === 0)).toEqual([DEFAULT_LOOK]);
      for (const look of LOOKS) {
        const content = contentTree("valid-minimal");
        writeFileSync(path.join(content, "site.yaml"), `theme:\n  look: ${look}\n`);
        writeFileSync(path.join(content, "site.css"), "h1 { letter-spacing: -0.03em; }\n");
        const out = path.join(temporaryFolder(`look-${look}`), "dist");
        await buildSite({ contentDir: content, outDir: out, quiet: true });
        const html = readFileSync(path.join(out, "index.html"), "utf8");
        // The owner's rules come after the look's, and so win a tie.
        expect(html.indexOf('data-slot="own-stylesheet"')).toBeGreaterThan(html.lastIndexOf("</style>"));
        const built = declarations(pageCss(html));
        const mine = own(look);
        expect({ look, missing: mine.filter((line) => !built.has(line)) }).toEqual({ look, missing: [] });
        for (const other of LOOKS.filter((name) => name !== look)) {
          const theirs = own(other).filter((line) => !mine.includes(line));
          expect({ look, other, found: theirs.filter((line) => built.has(line)) }).toEqual({
            look,
            other,
            found: [],
          });
        }
      }
    },
    60_000 * LOOKS.length,
  );
});

describe("the dev server", () => {
  it("swaps the look's rules in place when site.yaml chooses another", async () => {
    const projectDir = temporaryFolder("dev-look");
    const content = contentTree("valid-minimal");
    writeFileSync(path.join(content, "site.yaml"), "theme:\n  look: serif\n");
    const config = siteConfig({ projectDir, contentDir: content, quiet: true });
    const server = await createServer({
      ...config,
      // The test asks for the look's stylesheet alone, no page: Vite's search for the page's
      // dependencies to bundle would still run, and write them into the project's cache after
      // the server has closed and the test's folder is gone.
      optimizeDeps: { noDiscovery: true },
      server: { ...config.server, port: 0, host: "127.0.0.1" },
    });
    try {
      await server.listen();
      const address = server.resolvedUrls?.local[0];
      const served = async () => (await fetch(new URL("@id/__x00__virtual:folio/look.css", address))).text();
      // A declaration of the serif look's own, as the served module writes it.
      const serif = "--font-serif";
      expect(lookCss("serif")).toContain(serif);
      expect(await served()).toContain(serif);
      writeFileSync(path.join(content, "site.yaml"), `theme:\n  look: ${DEFAULT_LOOK}\n`);
      // Once the dev server has compiled the change.
      await expect.poll(served, { timeout: 30_000 }).not.toContain(serif);
      writeFileSync(path.join(content, "site.yaml"), "theme:\n  look: serif\n");
      await expect.poll(served, { timeout: 30_000 }).toContain(serif);
    } finally {
      await server.close();
    }
  }, 90_000);
});

describe("docs/content.md's list of what an owner's stylesheet may rely on", () => {
  /** The section's text: from its heading to the next. */
  const section = () => {
    const docs = readFileSync(path.join(ROOT, "docs/content.md"), "utf8");
    const start = docs.indexOf("### What your stylesheet may rely on");
    expect(start).toBeGreaterThan(-1);
    return docs.slice(start, docs.indexOf("\n## ", start));
  };
  /** Every `data-slot="…"` the site's code writes, by name. */
  const slots = () => {
    const names = new Set<string>();
    for (const folder of ["src", "scripts"])
      for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })) {
        if (!/\.(?:tsx?|js)$/.test(file)) continue;
        const code = readFileSync(path.join(ROOT, folder, file), "utf8");
        for (const [, name = ""] of code.matchAll(/data-slot="([a-z-]+)"/g)) names.add(name);
      }
    return [...names].sort();
  };

  it("names every data-slot the markup has and every design token of :root", () => {
    const text = section();
    const named = (name: string) => text.includes(`\`${name}\``);
    expect(slots()).toContain("dialog-content");
    expect(slots().filter((name) => !named(name))).toEqual([]);
    const tokens = [...customProperties(stylesheet(), ":root").keys()].map((name) => `--${name}`);
    expect(tokens).toContain("--accent-text");
    expect(tokens.filter((token) => !named(token))).toEqual([]);
  });
});
