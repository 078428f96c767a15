/**
 * The README and the guides in docs/ link to each other by file and heading: every relative link
 * names a file or folder that is there, and every `#anchor` a heading of the Markdown file it
 * points at, as GitHub writes a heading's anchor.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { ROOT } from "./command.ts";

/** A node of the Markdown tree, as far as links and headings need it. */
type MarkdownNode = { type: string; value?: string; url?: string; depth?: number; children?: MarkdownNode[] };

const GUIDES = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  "scripts/perf/README.md",
];

/** The Markdown tree of a file of the repository. */
function parsed(file: string): MarkdownNode {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .parse(readFileSync(path.join(ROOT, file), "utf8")) as MarkdownNode;
}

/** Every node of a tree, the root first. */
function nodesOf(node: MarkdownNode): MarkdownNode[] {
  return [node, ...(node.children ?? []).flatMap(nodesOf)];
}

/** The text a node shows: its value, or its children's. */
function textOf(node: MarkdownNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join("");
}

/** The anchor GitHub gives a heading: lower case, all but letters, digits, spaces, `-` and `_` removed, each space a `-`. */
function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a file's headings, a repeated one with `-1`, `-2`… after it (as github-slugger). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const heading of nodesOf(parsed(file)).filter((node) => node.type === "heading")) {
    const base = slugOf(textOf(heading));
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** The relative links of a file (external ones, with a scheme or `//`, left out). */
function relativeLinks(file: string): string[] {
  return nodesOf(parsed(file))
    .filter((node) => node.type === "link" || node.type === "definition" || node.type === "image")
    .map((node) => node.url ?? "")
    .filter((url) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url));
}

/** Why a link of `file` leads nowhere, or undefined when it leads to what it names. */
function brokenBecause(file: string, link: string): string | undefined {
  const [target, anchor] = link.split("#", 2) as [string, string | undefined];
  const resolved = target ? path.join(path.dirname(file), decodeURI(target)) : file;
  if (resolved.startsWith("..")) return "leads out of the repository";
  // The sample's content is the owner's: no test reads it, and no guide links into it.
  if (resolved === "content" || resolved.startsWith(`content${path.sep}`)) return "leads into content/";
  if (!existsSync(path.join(ROOT, resolved))) return `no such file: ${resolved}`;
  if (anchor === undefined) return undefined;
  if (!resolved.endsWith(".md") || statSync(path.join(ROOT, resolved)).isDirectory()) {
    return `an anchor into ${resolved}, which is no Markdown file`;
  }
  return anchorsOf(resolved).has(decodeURIComponent(anchor))
    ? undefined
    : `no heading #${anchor} in ${resolved}`;
}

describe("the README and the guides", () => {
  it.each(GUIDES)("%s: every relative link leads to a file there, and every anchor to a heading", (file) => {
    const links = relativeLinks(file);
    expect(links.length).toBeGreaterThan(0);
    const broken = links.flatMap((link) => {
      const because = brokenBecause(file, link);
      return because ? [`${link}: ${because}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it.each([
    ["The Resume's layout", "the-resumes-layout"],
    [
      "Several roles at one company, several degrees at one school",
      "several-roles-at-one-company-several-degrees-at-one-school",
    ],
    ["Replacing a folder: --force", "replacing-a-folder---force"],
    ["Where does this happen?", "where-does-this-happen"],
    ["Sharing, search engines and the web app manifest", "sharing-search-engines-and-the-web-app-manifest"],
    ["Código abierto", "código-abierto"],
  ])("give the heading %j the anchor GitHub gives it, #%s", (heading, anchor) => {
    expect(slugOf(heading)).toBe(anchor);
  });
});
