/**
 * resume.md, the resume as Markdown: made by the real compiler's output of the fixtures, for
 * every page (each language, each variant), and parsed back with a CommonMark parser (remark):
 * each block of the resume's document comes back as the block it was, its text as written (the
 * owner's Markdown characters escaped), and every fact of the page's fact list is in it, in
 * order, as the owner's check reads a PDF.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { checkFacts, pageLayoutOf } from "../../scripts/check/resume-facts.ts";
import { compileContent, sitePages } from "../../scripts/compiler/compile.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { type Block, resumeDocument } from "../../scripts/vite/share/resume-document.ts";
import { resumeMarkdown } from "../../scripts/vite/share/resume-markdown.ts";
import { languageFiles } from "../../scripts/vite/share-plugin.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { languageFile, RESUME_MARKDOWN } from "../../src/shared/paths.ts";
import { contentTree, FIXTURES } from "./fixtures.ts";

/** Every page of a content folder: each language's, then each variant's in each. */
async function pages(contentDir: string): Promise<SiteContent[]> {
  const result = await compileContent({ contentDir });
  if (!result.ok) throw new Error(`${contentDir} does not compile`);
  return sitePages(result);
}

/** A node of the tree remark parses. */
type Node = { type: string; value?: string; depth?: number; children?: Node[] };

/** The text of a node, as a reader reads it. */
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join("");

/** A block as compared: its kind (a heading with its level) and its text. */
type Read = { kind: string; text: string };

/** The blocks of the parsed Markdown, in order: headings and paragraphs, each list item's paragraph as an item. */
function readBack(markdown: string): Read[] {
  const tree = unified().use(remarkParse).parse(markdown) as Node;
  const blocks: Read[] = [];
  const walk = (node: Node, inList: boolean) => {
    if (node.type === "heading") blocks.push({ kind: `heading ${node.depth}`, text: textOf(node) });
    else if (node.type === "paragraph")
      blocks.push({ kind: inList ? "item" : "paragraph", text: textOf(node) });
    else if (node.type === "html") blocks.push({ kind: "html", text: node.value ?? "" });
    else for (const child of node.children ?? []) walk(child, inList || node.type === "list");
  };
  walk(tree, false);
  return blocks;
}

/** The document's blocks as they should read back. */
function expected(blocks: Block[]): Read[] {
  const text = (runs: { text: string }[]) => runs.map((run) => run.text).join("");
  return blocks.flatMap((block) => {
    if (block.kind === "heading") return [{ kind: `heading ${block.level}`, text: text(block.runs) }];
    if (block.kind === "paragraph") return [{ kind: "paragraph", text: text(block.runs) }];
    return block.items.map((runs) => ({ kind: "item", text: text(runs) }));
  });
}

const FIXTURE_SITES = ["valid-full", "valid-languages", "valid-arabic", "valid-japanese", "valid-variants"];

describe("resume.md", () => {
  for (const fixture of FIXTURE_SITES) {
    it(`${fixture}: each page's parses back as CommonMark to its document, every fact of its fact list in order`, async () => {
      for (const page of await pages(path.join(FIXTURES, fixture))) {
        const what = `${fixture} ${page.site.lang} ${page.site.variant?.name ?? ""}`;
        const markdown = resumeMarkdown(page);
        const read = readBack(markdown);
        expect(read, what).toEqual(expected(resumeDocument(page).blocks));
        expect(
          read.filter((block) => block.kind === "heading 1"),
          what,
        ).toHaveLength(1);
        const report = checkFacts(
          toJsonResume(page),
          read.map((block) => block.text),
          pageLayoutOf(page),
        );
        expect(report.failures, what).toEqual([]);
        expect(report.inOrder, what).toBe(report.facts);
        expect(markdown.endsWith("\n") && !markdown.includes("\r"), what).toBe(true);
      }
    });
  }

  it("keeps Arabic as written: the content's strings in logical order, no direction marks", async () => {
    const [arabic] = await pages(path.join(FIXTURES, "valid-arabic"));
    if (!arabic) throw new Error("valid-arabic compiles");
    const markdown = resumeMarkdown(arabic);
    expect(markdown).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    const texts = readBack(markdown).map((block) => block.text);
    expect(texts[0]).toBe(arabic.profile.name);
    for (const job of arabic.experience) {
      expect(texts).toContain(job.company);
      for (const role of job.roles)
        for (const highlight of role.highlights) expect(texts).toContain(highlight);
    }
  });

  it("escapes the owner's text that Markdown would read as its own", async () => {
    const content = contentTree("valid-minimal");
    const tricky = "*not emphasis* _nor this_ [a link](https://example.com) <b>tag</b> `code` \\ & # x";
    const label = "1. Developer # not a heading";
    const experience = path.join(content, "experience.yaml");
    writeFileSync(experience, readFileSync(experience, "utf8").replace("Shipped things.", `'${tricky}'`));
    const profile = path.join(content, "profile.yaml");
    writeFileSync(
      profile,
      readFileSync(profile, "utf8").replace("label: Software Developer", `label: '${label}'`),
    );
    const [page] = await pages(content);
    if (!page) throw new Error("the content compiles");
    const tree = unified().use(remarkParse).parse(resumeMarkdown(page)) as Node;
    const read = readBack(resumeMarkdown(page));
    expect(read).toContainEqual({ kind: "item", text: tricky });
    expect(read).toContainEqual({ kind: "paragraph", text: label });
    // Nothing of the owner's text became markup: the only links are the header's and entries' own.
    const kinds = new Set<string>();
    const walk = (node: Node) => {
      kinds.add(node.type);
      node.children?.forEach(walk);
    };
    walk(tree);
    for (const kind of ["emphasis", "inlineCode", "html"]) expect(kinds.has(kind), kind).toBe(false);
  });

  it("is a file of each page, named as its resume.json is", async () => {
    const all = await pages(path.join(FIXTURES, "valid-variants"));
    const names: string[] = [];
    for (const page of all) {
      const name = languageFile(RESUME_MARKDOWN, page.site);
      names.push(name);
      expect((await languageFiles(page, undefined)).get(name)).toBe(resumeMarkdown(page));
    }
    expect(names).toEqual(expect.arrayContaining(["resume.md", "resume.backend.md", "resume.backend.es.md"]));
  });
});
