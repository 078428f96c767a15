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
