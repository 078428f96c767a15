/**
 * Edits of a page at the places parse5 finds in it, parsed as a browser parses it: an element
 * is found by its name and attributes wherever they are written, never inside a comment, a
 * script's text or an attribute's value. Only the edited ranges change; every other byte of
 * the page stays as written (nothing is serialised again).
 */
import { type DefaultTreeAdapterTypes, parse } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
type Location = NonNullable<Element["sourceCodeLocation"]>;

/** One edit: the text between `start` and `end` (offsets into the page) becomes `text`. */
export type Edit = { start: number; end: number; text: string };

let last: { html: string; elements: Element[] } | undefined;

/**
 * The elements of `html` in the order they start, each with where its tags are written: a
 * <template>'s content included, and <noscript>'s as a browser without JavaScript reads it.
 * Elements the parser implies (an <html> or <body> the text does not write) have no location.
 */
export function elementsOf(html: string): Element[] {
  if (last?.html === html) return last.elements;
  const elements: Element[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      elements.push(child);
      visit(child.tagName === "template" ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }));
  last = { html, elements };
  return elements;
}

/** The first element named `tagName` whose attributes have the values in `attributes`. */
export function findElement(
  html: string,
  tagName: string,
  attributes: Record<string, string> = {},
): Element | undefined {
  return elementsOf(html).find(
    (element) =>
      element.tagName === tagName &&
      Object.entries(attributes).every(([name, value]) => attribute(element, name) === value),
  );
}

/** The value of `element`'s attribute `name` (entities decoded), or undefined. */
export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text inside `element` as written (a script's or a style's code). */
export function textOf(element: Element): string {
  return element.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
}

/** Where `element` is written; throws for one the parser implied. */
export function locationOf(element: Element): Location {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> is not written in the page`);
  return location;
}

/** `html` with `edits` made, each at the offsets of the text it was given (none may overlap). */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = "";
  let at = 0;
  for (const { start, end, text } of ordered) {
    if (start < at) throw new Error("overlapping edits of the page");
    result += html.slice(at, start) + text;
    at = end;
  }
  return result + html.slice(at);
}
