import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main as cli } from "../../scripts/commands/cli.ts";
import { buildSite } from "../../scripts/site/build.ts";
import { runMain } from "./command.ts";
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
    const errors = run.stderr.split("\n").filter((line) => / error CSS/.test(line));
    expect(errors).toEqual([expect.stringMatching(/site\.css:2:1 error CSS: invalid empty selector$/)]);
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
