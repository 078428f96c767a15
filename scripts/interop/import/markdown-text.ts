/**
 * JSON Resume's plain text as Markdown that shows it as written, and text written as HTML told
 * from text that merely holds angle brackets, to be read as the text it shows.
 */
import { htmlToText } from "../../lib/html-text.ts";

/**
 * Plain text as Markdown that shows it as written. JSON Resume's summaries are text: a `*`, `[`,
 * `<`, `_`, or a line starting with "#", "-" or "1." would otherwise make emphasis, a link, HTML,
 * a heading or a list (or a link the compiler refuses). Line breaks stay, as hard breaks; spaces
 * at the start of a line go, since they would make a code block.
 */
export function markdownText(text: string): string {
  return (
    text
      .trim()
      .split(/\r?\n/)
      .map((line) =>
        line
          .trim()
          // Underscores inside a word (snake_case) make no emphasis, and stay as they are.
          .replace(/[\\`*[\]<|~]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|&(?=#?\w+;)/gu, "\\$&")
          .replace(/^[#>+=-]|^(\d+)(?=[.)])/, (marker, digits?: string) =>
            digits ? `${digits}\\` : `\\${marker}`,
          ),
      )
      // A line followed by another ends in a hard break: the site, and resume.json, keep it.
      .map((line, i, lines) => (line && lines[i + 1] ? `${line}\\` : line))
      .join("\n")
  );
}

/**
 * The elements of HTML (and the old ones editors still write: big, center, font, strike, tt),
 * by name. `<DataTable>`, `<T>`, `<int>` or `<iostream>` names none: it is text.
 */
const HTML_ELEMENTS = new Set(
  [
    "a abbr address area article aside audio b base bdi bdo big blockquote body br button canvas",
    "caption center cite code col colgroup data datalist dd del details dfn dialog div dl dt em",
    "embed fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hgroup hr",
    "html i iframe img input ins kbd label legend li link main map mark menu meta meter nav",
    "noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp script",
    "search section select slot small source span strike strong style sub summary sup table",
    "tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr",
  ].flatMap((line) => line.split(" ")),
);

/** The elements that stand alone, with no closing tag, and mean nothing as text: a line break, a rule. */
const STANDALONE = new Set(["br", "hr"]);

/** A tag: `<p>`, `</li>`, `<br/>`, `<a href="…">`; its slash, name and attributes. */
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s[^<>]*?)?)\s*\/?>/g;

/** An attribute with its value, as HTML writes one: ` href="…"`, ` class=intro` (not JSX's `={…}`). */
const ATTRIBUTE = /\s[A-Za-z][\w:.-]*\s*=\s*[^\s{>]/;

/**
 * The element a tag's name is, when it is one: a name of HTML_ELEMENTS in lower or upper case
 * (`p`, `BR`), HTML being blind to case. A name in mixed case (`<Button>`, `<DataTable>`) is a
 * component's, as JSX and the docs of frameworks write them, and no element.
 */
function elementOf(name: string): string | undefined {
  const element = name.toLowerCase();
  return HTML_ELEMENTS.has(element) && (name === element || name === name.toUpperCase())
    ? element
    : undefined;
}

/**
 * Whether text was written as HTML, not merely with angle brackets in it: when it holds an
 * element of HTML written as HTML is written, that is, one opened and then closed (`<b>…</b>`,
 * `<p>…</p>`), one with an attribute (`<a href="…">`), or a line break or rule (`<br>`,
 * `<hr/>`). A tag of one letter is HTML's only so (`<b>bold</b>`, never `List<T>`, `<P>` alone
 * or `Either<A, B>`), and a tag that names no element is never: `std::vector<int>`, `<T>`,
 * `<DataTable>` and `#include <iostream>` are text, as is `<script>` or `<table>` alone.
 */
export function writtenAsHtml(text: string): boolean {
  const opened = new Set<string>();
  for (const [, closing, name = "", attributes = ""] of text.matchAll(TAG)) {
    const element = elementOf(name);
    if (element === undefined) continue;
    if (closing) {
      if (opened.has(element)) return true;
    } else if (STANDALONE.has(element) || ATTRIBUTE.test(attributes)) return true;
    else opened.add(element);
  }
  return false;
}

/**
 * The text that HTML shows: each `<` that opens no element's tag (`List<T>` inside a `<p>`) is
 * text, as the writer meant it, rather than a tag the parser would drop with what follows.
 */
export function htmlText(html: string): string {
  return htmlToText(
    html.replace(/<(\/?)([A-Za-z][A-Za-z0-9]*)/g, (tag, slash: string, name: string) =>
      elementOf(name) ? tag : `&lt;${slash}${name}`,
    ),
  );
}
