// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { MAX_DEPTH, markdownProblems, markdownToHtml } from "../../scripts/compiler/markdown/markdown.ts";
import { NEW_TAB_NOTE_ID } from "../../src/shared/new-tab-note.ts";

const WITH_NOTE =
  "Built with care[^care], then [shipped](#/projects) and [linked](#elsewhere).\n\n[^care]: Mostly.";

function parse(html: string) {
  const doc = new DOMParser().parseFromString(`<main>${html}</main>`, "text/html");
  const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
  const fragments = [...doc.querySelectorAll("a[href^='#']")].map((link) => link.getAttribute("href") ?? "");
  return { doc, ids, fragments };
}

describe("compiled Markdown", () => {
  test("drops raw HTML and opens external links in a new tab, announced in the site's words", () => {
    const { doc } = parse(
      markdownToHtml('Hi <script>alert(1)</script><b onclick="x()">there</b> [site](https://example.com)'),
    );
    expect(doc.querySelectorAll("script, b, [onclick]")).toHaveLength(0);
    const link = doc.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    // The layout's note, in the site's language, as for the app's own links; no English inside the link.
    expect(link?.getAttribute("aria-describedby")).toBe(NEW_TAB_NOTE_ID);
    expect(link?.textContent).toBe("site");
  });

  test("an address written out ends before Chinese or Japanese punctuation, as at a space; letters of those scripts stay in it", () => {
    const links = (source: string) =>
      [...parse(markdownToHtml(source)).doc.querySelectorAll("a")].map((link) => [
        link.getAttribute("href"),
        link.textContent,
      ]);
    // A real owner's summary: the address, then a closing bracket and a full stop, then words.
    const summary = "作品见（https://example.com/abc）。精通 TypeScript";
    expect(links(summary)).toEqual([["https://example.com/abc", "https://example.com/abc"]]);
    expect(parse(markdownToHtml(summary)).doc.querySelector("p")?.textContent).toBe(summary);
    // GFM's own trailing punctuation goes too, before the mark; www. and the Japanese comma.
    expect(links("詳細は www.example.jp/a.、ぜひ")).toEqual([
      ["http://www.example.jp/a", "www.example.jp/a"],
    ]);
    // A page named in Japanese is one address, and a link written [text](address) keeps its marks.
    expect(links("https://ja.wikipedia.org/wiki/東京 と [表（一）](https://example.com/表（一）)")).toEqual([
      ["https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC", "https://ja.wikipedia.org/wiki/東京"],
      ["https://example.com/%E8%A1%A8%EF%BC%88%E4%B8%80%EF%BC%89", "表（一）"],
    ]);
    expect(links("https://example.com/abc, then more")).toEqual([
      ["https://example.com/abc", "https://example.com/abc"],
    ]);
  });

  test("a block written mostly the other way than the page gets its own direction", () => {
    const source = [
      "An English paragraph with one Arabic word, شكرا.",
      "تحسين أدوات البناء.",
      "- React هو ما استخدمناه.\n- Build tools.\n  - أدوات البناء.",
      "## نبذة",
    ].join("\n\n");
    const blocks = (dir: "ltr" | "rtl") =>
      [...parse(markdownToHtml(source, "", dir)).doc.querySelectorAll("main p, main li, main h2")].map(
        (block) => block.getAttribute("dir"),
      );
    // p, p, li (its nested list aside), li, li, h2
    expect(blocks("ltr")).toEqual([null, "rtl", "rtl", null, "rtl", "rtl"]);
    expect(blocks("rtl")).toEqual(["ltr", null, null, "ltr", null, null]);
  });

  test("footnotes: each link leads to an id the field defines, named after the field", () => {
    const { doc, ids, fragments } = parse(markdownToHtml(WITH_NOTE, "about-pets-"));
    const inPage = fragments.filter((href) => href.startsWith("#user-content-"));
    expect(inPage).toEqual(["#user-content-about-pets-fn-care", "#user-content-about-pets-fnref-care"]);
    for (const href of inPage) expect(ids).toContain(href.slice(1));
    for (const id of ids) expect(id.startsWith("user-content-about-pets-")).toBe(true);
    // The reference is described by the (visually hidden) label of the notes.
    const reference = doc.querySelector("[data-footnote-ref]");
    const label = doc.getElementById(reference?.getAttribute("aria-describedby") ?? "");
    expect(label?.textContent).toBe("Footnotes");
    expect(label?.className).toBe("sr-only");
  });

  test("two fields on one page never share an id", () => {
    const first = parse(markdownToHtml(WITH_NOTE, "about-pets-")).ids;
    const second = parse(markdownToHtml(WITH_NOTE, "about-hobbies-")).ids;
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });

  test("text is kept as written, whatever characters it holds", () => {
    const { doc, ids } = parse(markdownToHtml("A private-use \u{E000} sign[^1].\n\n[^1]: Noted.", "x-"));
    expect(doc.querySelector("p")?.textContent).toContain("A private-use \u{E000} sign");
    for (const id of ids) expect(id.startsWith("user-content-x-")).toBe(true);
  });

  test("a route and a link to an id the field does not define stay as written", () => {
    const { fragments } = parse(markdownToHtml(WITH_NOTE, "about-pets-"));
    expect(fragments).toContain("#/projects");
    expect(fragments).toContain("#elsewhere");
  });

  test("a link to a fragment that is not percent-encoding stays as written", () => {
    const { fragments } = parse(markdownToHtml("[notes](#%FF), [more](#%zz)[^1]\n\n[^1]: Note.", "x-"));
    expect(fragments).toContain("#%FF");
    expect(fragments).toContain("#%zz");
  });
});

describe("what the site would not show as written", () => {
  const LINK = "expected an https:, http: or mailto: link";
  const problems = (source: string) =>
    markdownProblems(source).map(({ offset, message }) => [source.slice(offset, offset + 6), message]);

  test("a link that is not https:, http:, mailto: or relative, however it is disguised", () => {
    const source = [
      "[a](javascript:alert(1)) [b](<java\tscript:alert(1)>) [c](&#106;avascript:alert(1))",
      "[d](&#x09;javascript:x) [e](java&#x0A;script:x) <VBScript:x> [f](data:text/html,x)",
      "[g][ref] [h](tel:123)",
      "",
      "[ref]: JAVASCRIPT:alert(1)",
    ].join("\n");
    expect(problems(source)).toEqual([
      ["[a](ja", `${LINK}, got "javascript:alert(1)"`],
      ["[b](<j", `${LINK}, got "java\\tscript:alert(1)"`],
      ["[c](&#", `${LINK}, got "javascript:alert(1)"`],
      ["[d](&#", `${LINK}, got "\\tjavascript:x"`],
      ["[e](ja", `${LINK}, got "java\\nscript:x"`],
      ["<VBScr", `${LINK}, got "VBScript:x"`],
      ["[f](da", `${LINK}, got "data:text/html,x"`],
      ["[h](te", `${LINK}, got "tel:123"`],
      ["[ref]:", `${LINK}, got "JAVASCRIPT:alert(1)"`],
    ]);
  });

  test("relative, fragment and route links, and https:, http: and mailto: ones, are fine", () => {
    expect(
      markdownProblems(
        "[a](notes.html) [b](#top) [c](#/projects) [d](https://x.org) [e](HTTP://x.org) [f](mailto:a@b.org) <https://x.org> www.x.org [g](a/b:c)",
      ),
    ).toEqual([]);
  });

  test("raw HTML is a warning, each element once; comments are not", () => {
    expect(markdownProblems("<div align=center>\n\nHi <b>there</b><br/> <!-- note -->\n\n</div>")).toEqual(
      ["<div …>", "<b>", "<br>"].map((tag) =>
        expect.objectContaining({
          message: `raw HTML is not shown on the site: ${tag}`,
          severity: "warning",
        }),
      ),
    );
  });

  test("an image is an error", () => {
    expect(problems("See ![the diagram](images/d.png).")).toEqual([
      ["![the ", 'expected no images in Markdown, got "![the diagram](images/d.png)"'],
    ]);
  });
});

describe("what stops Markdown compiling", () => {
  test(`nesting deeper than ${MAX_DEPTH} levels is an error at the first level past it, never a crash`, () => {
    const deep = `${MAX_DEPTH} levels deep, got more`;
    expect(markdownProblems(`${">".repeat(MAX_DEPTH)} fine`)).toEqual([]);
    for (const source of [">".repeat(3000), "- ".repeat(3000), `${"*".repeat(500)}a${"*".repeat(500)}`]) {
      const [problem, ...more] = markdownProblems(`${source} x`);
      expect(more).toEqual([]);
      expect(problem?.message).toContain(deep);
      expect(markdownToHtml(`${source} x`)).toBe("");
    }
    expect(markdownProblems(`${">".repeat(3000)} x`)[0]?.offset).toBe(MAX_DEPTH);
  });
});
