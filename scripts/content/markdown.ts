/**
 * Markdown → sanitised HTML, at build time: the browser never parses Markdown. Raw HTML in
 * the source does not survive; external links open in a new tab, safely.
 */
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

type HastNode = { type: string; properties?: Record<string, unknown>; children?: HastNode[] };

function* elements(node: HastNode): Generator<HastNode> {
  if (node.type === "element") yield node;
  for (const child of node.children ?? []) yield* elements(child);
}

/**
 * Gives the ids of one Markdown field (footnotes: fn-1, fnref-1, footnote-label) a prefix of
 * their own, and the in-page links and ARIA references to them the same, so two fields on one
 * page (two About sections with footnotes) never share an id. A link to an id the field does
 * not define is left as written.
 */
function rehypePrefixIds() {
  return (tree: HastNode, file: { data: object }) => {
    const { idPrefix = "" } = file.data as { idPrefix?: string };
    const prefix = `user-content-${idPrefix}`;
    const ids = new Set<string>();
    for (const element of elements(tree)) {
      const id = element.properties?.id;
      if (typeof id === "string") ids.add(id);
    }
    const local = (id: string) => (ids.has(id) ? `${prefix}${id}` : id);
    for (const element of elements(tree)) {
      const properties = element.properties ?? {};
      if (typeof properties.id === "string") properties.id = local(properties.id);
      for (const key of ["ariaDescribedBy", "ariaLabelledBy"]) {
        const value = properties[key];
        if (Array.isArray(value)) properties[key] = value.map((id) => local(String(id)));
      }
      const href = properties.href;
      const target = typeof href === "string" && href.startsWith("#") ? fragment(href) : undefined;
      if (target !== undefined && ids.has(target)) properties.href = `#${prefix}${target}`;
    }
  };
}

/** The id a `#…` link leads to; undefined when it is not valid percent-encoding (`#%FF`). */
function fragment(href: string): string | undefined {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return undefined;
  }
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // The ids it makes are renamed below, once; so is nothing else (raw HTML is dropped).
  // The notes' (visually hidden) label is an h3: under the h2 of an About section.
  .use(remarkRehype, { clobberPrefix: "", footnoteLabelTagName: "h3" })
  .use(rehypeSanitize, {
    ...defaultSchema,
    clobberPrefix: "",
    attributes: { ...defaultSchema.attributes, h3: [["className", "sr-only"]] },
  })
  .use(rehypePrefixIds)
  // After sanitising, so the attributes it adds are kept.
  .use(rehypeExternalLinks, {
    target: "_blank",
    rel: ["noopener", "noreferrer"],
    protocols: ["http", "https"],
    // Screen readers announce what sighted visitors infer from the icon-less new tab.
    content: {
      type: "element",
      tagName: "span",
      properties: { className: ["visually-hidden"] },
      children: [{ type: "text", value: " (opens in a new tab)" }],
    },
  })
  .use(rehypeStringify)
  .freeze();

/** Dev recompiles on every save; most Markdown fields have not changed since the last one. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;
/** Stands for the field's id prefix in cached HTML, so one source compiles once for any field. */
const PREFIX_SLOT = "\u{E000}";

const compile = (source: string, idPrefix: string) =>
  String(processor.processSync({ value: source, data: { idPrefix } })).trim();

/**
 * `source` as sanitised HTML. `idPrefix` names the field (`about-hobbies-`), so the ids of
 * its footnotes are unique on the page.
 */
export function markdownToHtml(source: string, idPrefix = ""): string {
  if (source.includes(PREFIX_SLOT)) return compile(source, idPrefix);
  let html = cache.get(source);
  if (html === undefined) {
    html = compile(source, PREFIX_SLOT);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, html);
  }
  return html.replaceAll(PREFIX_SLOT, idPrefix);
}
