/**
 * Markdown → sanitised HTML, at build time: the browser never parses Markdown. Raw HTML in
 * the source does not survive; external links open in a new tab, safely.
 */
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
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

export function markdownToHtml(source: string): string {
  let html = cache.get(source);
  if (html === undefined) {
    html = String(processor.processSync(source)).trim();
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, html);
  }
  return html;
}
