/**
 * The resume as Markdown (resume.md, and each other page's: RESUME_MARKDOWN in
 * src/shared/paths.ts), for the tools and forms that take Markdown: the resume's document
 * (resume-document.ts) as a CommonMark tree, written by mdast-util-to-markdown, which escapes
 * whatever of the owner's text Markdown would read as its own (`*`, `_`, `#`, `[`, a number and
 * a dot at a line's start…) where it would. ATX headings, "-" bullets, LF, ending with a line
 * break; text written right to left as written. Pure.
 */
import type { Heading, List, PhrasingContent, Root, RootContent } from "mdast";
import { toMarkdown } from "mdast-util-to-markdown";
import type { SiteContent } from "../../../src/shared/compiled-content.ts";
import type { Block, Run } from "./resume-document.ts";
import { resumeDocument } from "./resume-document.ts";

/** A run as Markdown's phrasing: text, in strong or emphasis, in a link. */
function phrasing(run: Run): PhrasingContent {
  let node: PhrasingContent = { type: "text", value: run.text };
  if (run.emphasis) node = { type: "emphasis", children: [node] };
  if (run.strong) node = { type: "strong", children: [node] };
  return run.href ? { type: "link", url: run.href, children: [node] } : node;
}

function markdownBlock(block: Block): RootContent {
  if (block.kind === "heading")
    return { type: "heading", depth: block.level as Heading["depth"], children: block.runs.map(phrasing) };
  if (block.kind === "paragraph") return { type: "paragraph", children: block.runs.map(phrasing) };
  const items: List["children"] = block.items.map((runs) => ({
    type: "listItem",
    spread: false,
    children: [{ type: "paragraph", children: runs.map(phrasing) }],
  }));
  return { type: "list", ordered: false, spread: false, children: items };
}

/** The resume of `content`'s page as CommonMark: see the top of this file. */
export function resumeMarkdown(content: SiteContent): string {
  const tree: Root = { type: "root", children: resumeDocument(content).blocks.map(markdownBlock) };
  return toMarkdown(tree, { bullet: "-", emphasis: "_", strong: "*", listItemIndent: "one" });
}
