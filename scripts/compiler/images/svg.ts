/**
 * SVG images are published as they are, and a browser that opens one runs what it holds on
 * the site's origin: scripts, event handlers, HTML, links and styles that fetch other sites.
 * This scan refuses such a file rather than cleaning it. The file is read as a browser reads
 * it, by an XML parser (saxes, the one jsdom uses: strict XML 1.0 with namespaces, character
 * references decoded, undeclared entities an error), and every element and attribute must be
 * one an SVG drawing is made of (SVG_ELEMENTS, SVG_ATTRIBUTES); elements and attributes of an
 * editor's own namespace (Inkscape's, Illustrator's, RDF metadata) are inert and pass. The
 * only references allowed are inside the file (`href="#id"`, `url(#id)`) and embedded raster
 * images (`data:image/png;base64,…`). A file that is not well-formed XML is refused too: a
 * browser shows an error for it, and runs what comes before the error.
 */
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from "saxes";

const SVG_NS = "http://www.w3.org/2000/svg";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** The elements of a drawing: shapes, text, paint servers, filters, animation; no script, no HTML. */
const SVG_ELEMENTS = new Set(
  `a animate animateMotion animateTransform circle clipPath defs desc ellipse feBlend feColorMatrix
  feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap
  feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge
  feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence
  filter g image line linearGradient marker mask metadata mpath path pattern polygon polyline
  radialGradient rect set stop style svg switch symbol text textPath title tspan use view`.split(/\s+/),
);

/**
 * The attributes without a namespace that SVG elements take: geometry, presentation (CSS
 * properties as attributes), text, paint servers, filters and animation; `aria-*` and `data-*`
 * besides. Event handlers (`on…`) and `ping` are not among them.
 */
const SVG_ATTRIBUTES = new Set(
  `accumulate additive alignment-baseline amplitude attributeName attributeType azimuth
  baseFrequency baseline-shift baseProfile begin bias by calcMode class clip clip-path clip-rule
  clipPathUnits color color-interpolation color-interpolation-filters color-rendering cursor cx cy
  d decoding diffuseConstant direction display divisor dominant-baseline dur dx dy edgeMode
  elevation enable-background end exponent fill fill-opacity fill-rule filter filterUnits
  flood-color flood-opacity focusable font-family font-size font-size-adjust font-stretch
  font-style font-variant font-weight fr from fx fy gradientTransform gradientUnits height href
  image-rendering in in2 intercept isolation k1 k2 k3 k4 kernelMatrix kernelUnitLength keyPoints
  keySplines keyTimes lang lengthAdjust letter-spacing lighting-color limitingConeAngle
  marker-end marker-mid marker-start markerHeight markerUnits markerWidth mask mask-type
  maskContentUnits maskUnits max method min mix-blend-mode mode numOctaves offset opacity operator
  order orient overflow paint-order path pathLength patternContentUnits patternTransform
  patternUnits pointer-events points pointsAtX pointsAtY pointsAtZ preserveAlpha
  preserveAspectRatio primitiveUnits r radius refX refY repeatCount repeatDur requiredExtensions
  requiredFeatures restart result role rotate rx ry scale seed shape-rendering side slope spacing
  specularConstant specularExponent spreadMethod startOffset stdDeviation stitchTiles stop-color
  stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-opacity stroke-width style surfaceScale systemLanguage tabindex
  tableValues targetX targetY text-anchor text-decoration text-rendering textLength to transform
  transform-box transform-origin type unicode-bidi values vector-effect version viewBox
  visibility width word-spacing writing-mode x x1 x2 xChannelSelector y y1 y2 yChannelSelector z
  zoomAndPan id kerning glyph-orientation-horizontal glyph-orientation-vertical
  externalResourcesRequired target`.split(/\s+/),
);

/** Of the XLink and XML namespaces: the link (checked as `href` is) and its words, spacing, language. */
const XLINK_ATTRIBUTES = new Set(["href", "title", "type", "role", "arcrole", "show", "actuate"]);
const XML_ATTRIBUTES = new Set(["space", "lang", "id"]);

/** Elements that run, embed or fetch, named as such in whatever namespace they are. */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "foreignObject",
  "iframe",
  "embed",
  "object",
  "audio",
  "video",
  "handler",
  "listener",
]);

/** `data:` URLs of raster images, the one kind of reference to outside content allowed. */
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

const JAVASCRIPT = /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i;

/** What the file holds that the site does not publish, in words ("a <script> element"), or undefined. */
export function svgProblem(bytes: Uint8Array): string | undefined {
  if (
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    bytes.includes(0)
  )
    return "text that is not UTF-8 (UTF-16 or binary data)";
  const parser = new SaxesParser({ xmlns: true, position: true });
  /** The first problem, thrown from a handler to stop the parse there. */
  const stop = (problem: string) => {
    throw new Found(problem);
  };
  /** The text of the <style> element being read, if one is open. */
  let style: string[] | undefined;
  parser.on("xmldecl", ({ encoding }) => {
    if (encoding !== undefined && !/^(utf-8|us-ascii|iso-8859-1)$/i.test(encoding))
      stop(`an encoding other than UTF-8 (encoding="${shorten(encoding)}")`);
  });
  parser.on("doctype", (doctype) => {
    const declaration = /<!(ENTITY|ATTLIST|ELEMENT|NOTATION)\b/i.exec(doctype)?.[1]?.toUpperCase();
    if (declaration === "ENTITY") stop("an entity declaration (<!ENTITY …>)");
    if (declaration) stop(`a document type declaration (<!${declaration} …>)`);
    if (doctype.includes("[")) stop("a document type declaration ([…] in <!DOCTYPE>)");
  });
  parser.on("processinginstruction", ({ target }) => {
    if (target === "xml-stylesheet") stop("a style sheet instruction (<?xml-stylesheet …?>)");
  });
  // Before the element's namespaces are resolved: an event handler is one under any prefix.
  parser.on("attribute", ({ local, value }) => {
    if (/^on/i.test(local)) stop(`an event handler attribute (${local}=)`);
    if (JAVASCRIPT.test(value)) stop("a javascript: address");
  });
  parser.on("opentag", (tag) => {
    const problem = elementProblem(tag);
    if (problem) stop(problem);
    if (tag.local === "style" && !tag.isSelfClosing) style = [];
  });
  const addText = (text: string) => style?.push(text);
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", ({ local }) => {
    if (local !== "style" || !style) return;
    const problem = cssProblem(style.join(""));
    style = undefined;
    if (problem) stop(problem);
  });
  parser.on("error", (error) => stop(`XML a browser cannot read (${shorten(error.message)})`));
  try {
    parser.write(new TextDecoder("utf-8").decode(bytes)).close();
  } catch (error) {
    if (error instanceof Found) return error.problem;
    throw error;
  }
  return undefined;
}

class Found {
  constructor(readonly problem: string) {}
}

function elementProblem(tag: SaxesTagNS): string | undefined {
  if (ACTIVE_ELEMENTS.has(tag.local))
    return `${["script", "foreignObject"].includes(tag.local) ? "a" : "an"} <${tag.local}> element`;
  if (tag.uri === XHTML_NS) return "HTML content (the XHTML namespace)";
  // A file without a namespace is no SVG to a browser; its elements are held to SVG's list all the same.
  const drawn = tag.uri === SVG_NS || tag.uri === "";
  if (drawn && !SVG_ELEMENTS.has(tag.local))
    return `an element that is not part of a drawing (<${shorten(tag.name)}>)`;
  for (const attribute of Object.values(tag.attributes)) {
    const problem = attributeProblem(attribute, drawn);
    if (problem) return problem;
  }
  return undefined;
}

/** `drawn`: of an SVG element; an editor's own elements (metadata, its settings) draw nothing. */
function attributeProblem(
  { name, prefix, local, uri, value }: SaxesAttributeNS,
  drawn: boolean,
): string | undefined {
  if (prefix === "xmlns" || name === "xmlns") {
    return value === XHTML_NS ? "HTML content (the XHTML namespace)" : undefined;
  }
  const shown = `${name}="${value}"`;
  if ((drawn && uri === "") || uri === XLINK_NS || uri === XML_NS) {
    const known =
      uri === ""
        ? SVG_ATTRIBUTES.has(local) || /^(aria|data)-/.test(local)
        : (uri === XLINK_NS ? XLINK_ATTRIBUTES : XML_ATTRIBUTES).has(local);
    if (!known) return `an attribute that is not part of a drawing (${shorten(shown)})`;
  }
  if (local === "href") {
    const link = value.trim();
    return link.startsWith("#") || EMBEDDED_IMAGE.test(link)
      ? undefined
      : `an external reference (${shorten(shown)})`;
  }
  if (local === "attributeName" && /^\s*(?:[\w.-]+:)?href\s*$/i.test(value))
    return `an animated link (attributeName="${value.trim()}")`;
  // Presentation attributes are CSS values, as a style is: `fill="url(…)"`.
  return drawn && uri === "" && !/^(aria|data)-/.test(local) ? cssProblem(value) : undefined;
}

/** What a style sheet or a CSS value holds that fetches, or hides what it fetches behind an escape. */
function cssProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return "an imported style sheet (@import)";
  if (JAVASCRIPT.test(css)) return "a javascript: address";
  for (const match of css.matchAll(/url\(\s*(["']?)\s*([^)]*)\)?/gi)) {
    if (!(match[2] ?? "").startsWith("#")) return `an external reference in a style (${shorten(match[0])})`;
  }
  if (css.includes("\\")) return "an escape in a style (\\)";
  const image = /(?:-webkit-)?image(?:-set)?\s*\(/i.exec(css);
  if (image) return `an image in a style (${image[0]})`;
  return undefined;
}

/** Found text as shown in a message: one line, at most 60 characters, nothing unprintable. */
function shorten(found: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are replaced on purpose
  const line = found.replace(/\s+/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
