import { describe, expect, it } from "vitest";
import { markdownToHtml } from "../../scripts/compiler/markdown/markdown.ts";
import {
  attributeValue,
  escapeHtml,
  htmlToLines,
  htmlToText,
  pageText,
} from "../../scripts/lib/html-text.ts";

describe("escapeHtml", () => {
  it("escapes ampersands, angle brackets, quotes and apostrophes, and nothing else", () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;",
    );
    expect(escapeHtml("Renée O’Sullivan-Лебедева · 東京 🚀")).toBe("Renée O’Sullivan-Лебедева · 東京 🚀");
  });

  it("escapes an ampersand once, even before what looks like an entity", () => {
    expect(escapeHtml("&amp; &#39;")).toBe("&amp;amp; &amp;#39;");
  });

  it("round-trips through a browser's reading of text and of attributes", () => {
    const text = `O'Brien & "Łukasiewicz" <Жанна> $& $'`;
    expect(attributeValue(escapeHtml(text))).toBe(text);
    expect(htmlToText(`<p>${escapeHtml(text)}</p>`)).toBe(text);
  });
});

describe("attributeValue", () => {
  it("decodes named, decimal and hexadecimal references", () => {
    expect(attributeValue("--a: &quot;x&quot;; &#x27;y&#39; &lt;&gt; &amp;amp; &eacute;")).toBe(
      `--a: "x"; 'y' <> &amp; é`,
    );
  });

  it("refuses a value that could not have been written in double quotes", () => {
    expect(() => attributeValue('a"b')).toThrow(/quote/);
  });
});

describe("htmlToText", () => {
  it("keeps paragraphs, list items and link text; drops tags, entities and screen-reader notes", () => {
    const html =
      '<p>A <strong>bold</strong> &amp; <a href="https://x.example" target="_blank">link<span class="visually-hidden"> (opens in a new tab)</span></a>.</p>\n<ul>\n<li>one</li>\n<li>two &#x3C;3</li>\n</ul>';
    expect(htmlToText(html)).toBe("A bold & link.\n\n- one\n- two <3");
  });

  it("decodes every named entity, as a browser does", () => {
    expect(htmlToText("<p>caf&eacute; &hellip; &mdash; &copy; &nbsp;x &apos;</p>")).toBe(
      "café … — © \u00a0x '",
    );
  });

  it("reads a tag whose attribute holds a '>' and a screen-reader note holding markup", () => {
    expect(
      htmlToText('<p title="a > b">Tap <span class="sr visually-hidden">the <em>new</em> tab</span>here</p>'),
    ).toBe("Tap here");
  });

  it("keeps non-Latin text and line breaks, and collapses spaces", () => {
    expect(htmlToText("<h2>Обо   мне</h2>\n<p>東京<br>\nRenée O&#x27;Sullivan</p>")).toBe(
      "Обо мне\n\n東京\nRenée O'Sullivan",
    );
  });

  it("reads text that is no markup at all", () => {
    expect(htmlToText("plain & simple")).toBe("plain & simple");
    expect(htmlToText("")).toBe("");
  });
});

describe("pageText", () => {
  it("reads what the page's text holds: screen-reader notes kept, no list marks, one line", () => {
    const html =
      '<p>A <a href="https://x.example">link<span class="visually-hidden"> (opens in a new tab)</span></a> &amp; caf&eacute;.</p>\n<ul>\n<li>one</li><li>two</li>\n</ul>';
    expect(pageText(html)).toBe("A link (opens in a new tab) & café. one two");
  });
});

describe("htmlToLines", () => {
  /** The compiler's HTML of `markdown`, read as lines. */
  const lines = (markdown: string, base?: string) => htmlToLines(markdownToHtml(markdown), { base });

  it("gives a line per paragraph, its soft line breaks joined and its hard ones kept, and no markup", () => {
    expect(
      lines("A **bold** and *soft*\nwrapped line.  \nAfter a hard break.\n\nSecond &amp; last."),
    ).toEqual(["A bold and soft wrapped line.", "After a hard break.", "Second & last."]);
  });

  it("writes a link's address after its text when the text says something else, once when it is the address", () => {
    expect(
      lines(
        "[the report](https://x.example/r), <https://y.example>, [z.example](https://z.example/), [me](mailto:a@b.example) and [top](#top).",
      ),
    ).toEqual(["the report (https://x.example/r), https://y.example, z.example, me (a@b.example) and top."]);
  });

  it("reads a relative link from the site's address, and gives its text alone without one", () => {
    expect(lines("[notes](notes.html)", "https://ada.example/folio/")).toEqual([
      "notes (https://ada.example/folio/notes.html)",
    ]);
    expect(lines("[notes](notes.html)")).toEqual(["notes"]);
  });

  it("writes list items as '- ' or numbered, a nested list and an item's next paragraph two spaces in", () => {
    expect(lines("- one\n- two\n  - nested\n\n  more of two\n\n3. three\n4. four")).toEqual([
      "- one",
      "- two",
      "  - nested",
      "  more of two",
      "3. three",
      "4. four",
    ]);
  });

  it("keeps a code block's lines, parts table cells, marks footnotes and drops screen-reader notes", () => {
    const html = markdownToHtml(
      "Said[^1].\n\n```\nline 1\n  line 2\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[^1]: A note.",
    );
    expect(htmlToLines(`${html}<p>x<span class="visually-hidden"> (opens in a new tab)</span></p>`)).toEqual([
      "Said[1].",
      "line 1",
      "  line 2",
      "a · b",
      "1 · 2",
      "1. A note.",
      "x",
    ]);
  });
});
