/**
 * SVG images are published as they are, and a browser that opens one runs what it holds on
 * the site's origin: scripts, event handlers, HTML, links and styles that fetch other sites.
 * This scan refuses such a file rather than cleaning it: it looks for anything active or
 * external, and knows no exceptions but references inside the file (`href="#id"`,
 * `url(#id)`) and embedded raster images (`data:image/png;base64,…`).
 */

/** What the file holds that the site does not publish, in words ("a <script> element"), or undefined. */
export function svgProblem(bytes: Uint8Array): string | undefined {
  if (
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    bytes.includes(0)
  )
    return "text that is not UTF-8 (UTF-16 or binary data)";
  const raw = new TextDecoder("utf-8").decode(bytes);
  const encoding = /<\?xml[^>]*\bencoding\s*=\s*["']([^"']*)["']/i.exec(raw)?.[1];
  if (encoding !== undefined && !/^(utf-8|us-ascii|iso-8859-1)$/i.test(encoding))
    return `an encoding other than UTF-8 (encoding="${shorten(encoding)}")`;
  // Character references are read as the characters they stand for, wherever they are:
  // `&#106;avascript:` is `javascript:` to the browser.
  const text = raw.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
    const value = code[0] === "x" || code[0] === "X" ? Number.parseInt(code.slice(1), 16) : Number(code);
    return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "\uFFFD";
  });

  for (const [pattern, found] of ELEMENT_RULES) {
    const match = pattern.exec(text);
    if (match) return found(match);
  }

  for (const match of text.matchAll(/(?:[\w.-]+:)?href\s*=\s*(["'])([\s\S]*?)\1/gi)) {
    const value = (match[2] ?? "").trim();
    if (!value.startsWith("#") && !EMBEDDED_IMAGE.test(value))
      return `an external reference (${shorten(match[0])})`;
  }
  for (const match of text.matchAll(/url\(\s*(["']?)\s*([^)]*)\)?/gi)) {
    if (!(match[2] ?? "").startsWith("#")) return `an external reference in a style (${shorten(match[0])})`;
  }
  for (const css of styles(text)) {
    if (css.includes("\\")) return "an escape in a style (\\)";
    const image = /(?:-webkit-)?image(?:-set)?\s*\(/i.exec(css);
    if (image) return `an image in a style (${image[0]})`;
  }
  return undefined;
}

/** `data:` URLs of raster images, the one kind of reference to outside content allowed. */
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/** An element name, with or without a namespace prefix (`<script`, `<html:script`). */
const element = (names: string) => new RegExp(`<(?:[\\w.-]+:)?(${names})(?=[\\s/>])`, "i");

const ELEMENT_RULES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/<!ENTITY/i, () => "an entity declaration (<!ENTITY …>)"],
  [/<!(ATTLIST|ELEMENT|NOTATION)\b/i, (m) => `a document type declaration (<!${m[1]} …>)`],
  [/<!DOCTYPE[^>[]*\[/i, () => "a document type declaration ([…] in <!DOCTYPE>)"],
  [/<\?xml-stylesheet/i, () => "a style sheet instruction (<?xml-stylesheet …?>)"],
  [element("script"), () => "a <script> element"],
  [element("foreignObject"), () => "a <foreignObject> element"],
  [element("iframe|embed|object|audio|video|handler|listener"), (m) => `an <${m[1]}> element`],
  [/http:\/\/www\.w3\.org\/1999\/xhtml/i, () => "HTML content (the XHTML namespace)"],
  [/(?:^|[\s"'/:])(on[a-z]+)\s*=/i, (m) => `an event handler attribute (${m[1]}=)`],
  [/attributeName\s*=\s*["']\s*(?:[\w.-]+:)?href\s*["']/i, () => 'an animated link (attributeName="href")'],
  [/@import/i, () => "an imported style sheet (@import)"],
  [/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i, () => "a javascript: address"],
];

/** The text of <style> elements and style="…" attributes. */
function* styles(text: string): Generator<string> {
  for (const match of text.matchAll(/<(?:[\w.-]+:)?style\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?style\s*>/gi))
    yield match[1] ?? "";
  for (const match of text.matchAll(/\sstyle\s*=\s*(["'])([\s\S]*?)\1/gi)) yield match[2] ?? "";
}

/** Found text as shown in a message: one line, at most 60 characters, nothing unprintable. */
function shorten(found: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are replaced on purpose
  const line = found.replace(/\s+/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
