/**
 * Text into markup and back: the one escaper for everything the build writes into HTML, SVG or
 * XML, and the one reader of the HTML the compiler made from Markdown (parsed as a browser
 * parses it, with parse5, so every entity and every tag is read the way a visitor sees it).
 */
import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * `text` safe as the text of an element and as a quoted attribute value, in HTML, SVG and XML
 * alike (`&#39;` rather than `&apos;`, which HTML 4 lacks).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The value a browser reads from an attribute written `name="raw"`: its entities decoded. */
export function attributeValue(raw: string): string {
  if (raw.includes('"')) throw new Error(`an attribute value in double quotes cannot hold a quote: ${raw}`);
  const [element] = parseFragment(`<i title="${raw}"></i>`).childNodes;
  return (element && "attrs" in element ? element.attrs[0]?.value : undefined) ?? "";
}

/** Elements whose end starts a new paragraph of the text. */
const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "ul", "ol"]);
/** Runs of HTML's whitespace; a no-break space is text. */
const WHITESPACE = /[ \t\n\f\r]+/g;

function text(node: DefaultTreeAdapterTypes.ChildNode): string {
  if (node.nodeName === "#text" && "value" in node) return node.value.replace(WHITESPACE, " ");
  if (!("tagName" in node)) return "";
  const classes = node.attrs.find((attribute) => attribute.name === "class")?.value.split(WHITESPACE) ?? [];
  // Notes for screen readers only, such as "(opens in a new tab)".
  if (classes.includes("visually-hidden")) return "";
  if (node.tagName === "br") return "\n";
  const inner = node.childNodes.map(text).join("");
  if (node.tagName === "li") return `- ${inner}\n`;
  return BLOCKS.has(node.tagName) ? `${inner}\n\n` : inner;
}

/**
 * The text a browser's `textContent` reads in the HTML, spaces collapsed (and a space where a
 * paragraph, list item or line ends): screen-reader notes included, as on the page.
 */
export function pageText(html: string): string {
  const read = (node: DefaultTreeAdapterTypes.ChildNode): string => {
    if (node.nodeName === "#text" && "value" in node) return node.value;
    if (!("tagName" in node)) return "";
    const inner = node.childNodes.map(read).join("");
    return BLOCKS.has(node.tagName) || node.tagName === "li" || node.tagName === "br" ? `${inner} ` : inner;
  };
  return parseFragment(html).childNodes.map(read).join("").replace(WHITESPACE, " ").trim();
}

/**
 * Sanitised HTML (the compiler's Markdown) → plain text: paragraphs separated by a blank line,
 * list items as "- item", line breaks kept, link text kept, entities decoded, screen-reader-only
 * notes dropped.
 */
export function htmlToText(html: string): string {
  return parseFragment(html)
    .childNodes.map(text)
    .join("")
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

type Element = DefaultTreeAdapterTypes.Element;

/** An element's attribute, or undefined. */
function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** Whether an element is a note for screen readers only (a new tab's, a footnote section's label). */
function hiddenNote(element: Element): boolean {
  const classes = attributeOf(element, "class")?.split(WHITESPACE) ?? [];
  return classes.includes("visually-hidden") || classes.includes("sr-only");
}

/** Elements that start and end a line of the text. */
const LINE_BLOCKS = new Set([
  ...BLOCKS,
  "div",
  "section",
  "details",
  "summary",
  "figure",
  "figcaption",
  "dl",
  "dt",
  "dd",
  "table",
  "tr",
  "hr",
]);

/** A link's address with its scheme and a closing slash dropped, to tell it from text that writes it out. */
const bareAddress = (text: string) => text.replace(/^(?:mailto:|https?:\/\/)/i, "").replace(/\/$/, "");

/**
 * The text a link adds after its own: " (address)" (an email address without its `mailto:`),
 * unless the text is the address already, the link stays in the page (`#…`), or it is relative
 * and no `base` says where it leads.
 */
function linkAddress(element: Element, text: string, base: string | undefined): string {
  const href = attributeOf(element, "href");
  if (!href || href.startsWith("#")) return "";
  let address: string;
  try {
    address = URL.canParse(href) ? href : new URL(href, base).href;
  } catch {
    return "";
  }
  // An email address is written as itself, without its scheme.
  address = address.replace(/^mailto:/i, "");
  return bareAddress(address) === bareAddress(text.trim()) ? "" : ` (${address})`;
}

/**
 * Reads sanitised HTML (the compiler's Markdown) as lines of plain text: a line per paragraph,
 * heading or list item (items as "- " or "1. ", a nested list two spaces further in), line
 * breaks kept, table cells parted by " · ", a link's address in brackets after its text when it
 * says something else ("the report (https://…)"; a relative link read from `base`, else its
 * text alone), a footnote's mark as "[1]", screen-reader notes and footnotes' way back dropped.
 */
export function htmlToLines(html: string, { base }: { base?: string } = {}): string[] {
  const lines: string[] = [];
  let text = "";
  /** What the next line starts with (a list item's bullet) and the lines after it (its indent). */
  let first = "";
  let rest = "";
  const endLine = () => {
    const line = text.replace(WHITESPACE, " ").trim();
    if (line) {
      lines.push(`${first}${line}`);
      first = rest;
    }
    text = "";
  };
  const read = (node: DefaultTreeAdapterTypes.ChildNode) => {
    if (node.nodeName === "#text" && "value" in node) text += node.value;
    if (!("tagName" in node) || hiddenNote(node) || attributeOf(node, "data-footnote-backref") !== undefined)
      return;
    const element: Element = node;
    const inner = () => element.childNodes.forEach(read);
    if (element.tagName === "br") return endLine();
    if (element.tagName === "img") text += attributeOf(element, "alt") ?? "";
    else if (element.tagName === "ul" || element.tagName === "ol") readList(element);
    else if (element.tagName === "pre") readPreformatted(element);
    else if (element.tagName === "a" && attributeOf(element, "data-footnote-ref") !== undefined)
      text += `[${textKeepingLines(element).trim()}]`;
    else if (element.tagName === "a") {
      const start = text.length;
      inner();
      text += linkAddress(element, text.slice(start), base);
    } else if (element.tagName === "td" || element.tagName === "th") {
      if (text.trim()) text += " · ";
      inner();
    } else if (LINE_BLOCKS.has(element.tagName)) {
      endLine();
      inner();
      endLine();
    } else inner();
  };
  const readList = (list: Element) => {
    endLine();
    const [outerFirst, outerRest] = [first, rest];
    let number = Number(attributeOf(list, "start") ?? 1);
    for (const item of list.childNodes) {
      if (!("tagName" in item) || item.tagName !== "li") continue;
      first = `${outerRest}${list.tagName === "ol" ? `${number++}. ` : "- "}`;
      rest = `${outerRest}  `;
      item.childNodes.forEach(read);
      endLine();
    }
    [first, rest] = [outerFirst, outerRest];
  };
  const readPreformatted = (pre: Element) => {
    endLine();
    for (const line of textKeepingLines(pre).split("\n")) if (line.trim()) lines.push(`${rest}${line}`);
    first = rest;
  };
  parseFragment(html).childNodes.forEach(read);
  endLine();
  return lines;
}

/** The text of an element as written, its line breaks kept (a code block's). */
function textKeepingLines(element: Element): string {
  const read = (node: DefaultTreeAdapterTypes.ChildNode): string =>
    node.nodeName === "#text" && "value" in node
      ? node.value
      : "childNodes" in node
        ? node.childNodes.map(read).join("")
        : "";
  return read(element).replace(/\s+$/, "");
}
