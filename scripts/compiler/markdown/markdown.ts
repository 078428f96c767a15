/**
 * Markdown → sanitised HTML, at build time: the browser never parses Markdown. Raw HTML in
 * the source does not survive; external links open in a new tab, safely. What the site would
 * not show as written is reported, never dropped in silence: a link that is not https:,
 * http:, mailto: or relative, an image, raw HTML, nesting too deep to compile.
 */
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { NEW_TAB_NOTE_ID } from "../../../src/shared/new-tab-note.ts";
import { ownDirection, type TextDirection } from "../../../src/shared/text-direction.ts";
import { show } from "../diagnostics/issues.ts";
import { breaksWithoutSpace, firstCharacter, joinUnspacedLines, lastCharacter } from "../line-breaks.ts";
import { LINK_EXPECTED } from "../schema/schema.ts";
import { remarkEndAutolinksAtCjkPunctuation } from "./autolinks.ts";

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

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

/** The blocks of text that take a direction of their own (a list item's, without its nested lists). */
const TEXT_BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dt", "dd"]);
const NESTED_LISTS = new Set(["ul", "ol"]);

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  if (node.type === "element" && NESTED_LISTS.has(node.tagName ?? "")) return "";
  return (node.children ?? []).map(textOf).join("");
}

/**
 * Gives a block written mostly the other way than the page (an Arabic paragraph on an English
 * site) its own `dir`, so its punctuation and a list item's bullet sit where its readers expect
 * them (src/shared/text-direction.ts, ownDirection).
 */
function rehypeOwnDirection() {
  return (tree: HastNode, file: { data: object }) => {
    const { dir = "ltr" } = file.data as { dir?: TextDirection };
    for (const element of elements(tree)) {
      if (!TEXT_BLOCKS.has(element.tagName ?? "")) continue;
      const own = ownDirection(textOf(element), dir);
      if (own) element.properties = { ...element.properties, dir: own };
    }
  };
}

/** The blocks whose children are text and its marks, and the marks text sits in within them. */
const PHRASING_BLOCKS = new Set(["paragraph", "heading", "tableCell"]);
const TEXT_MARKS = new Set(["emphasis", "strong", "delete", "link", "linkReference"]);

/** The text nodes of a block in order; null where something else (code, an image, a hard break) parts them. */
function textRuns(node: MdastNode): (MdastNode | null)[] {
  if (node.type === "text") return [node];
  if (!TEXT_MARKS.has(node.type) && !PHRASING_BLOCKS.has(node.type)) return [null];
  return (node.children ?? []).flatMap(textRuns);
}

const BREAK_AT_END = /[ \t]*\n[ \t]*$/;
const BREAK_AT_START = /^[ \t]*\n[ \t]*/;

/**
 * Takes out the line breaks the source has between two characters of Chinese or Japanese, which
 * set no spaces (../line-breaks.ts), within a text and where one ends beside a mark (`**語**⏎語`).
 */
function remarkJoinUnspacedLines() {
  const join = (runs: (MdastNode | null)[]) => {
    for (const run of runs) if (run) run.value = joinUnspacedLines(run.value ?? "");
    for (const [index, run] of runs.entries()) {
      const next = runs[index + 1];
      if (!run || !next) continue;
      const before = run.value ?? "";
      const after = next.value ?? "";
      const end = BREAK_AT_END.exec(before);
      const start = BREAK_AT_START.exec(after);
      if (end && breaksWithoutSpace(lastCharacter(before.slice(0, end.index)), firstCharacter(after)))
        run.value = before.slice(0, end.index);
      else if (
        start &&
        breaksWithoutSpace(lastCharacter(before), firstCharacter(after.slice(start[0].length)))
      )
        next.value = after.slice(start[0].length);
    }
  };
  const walk = (node: MdastNode) => {
    if (PHRASING_BLOCKS.has(node.type)) join(textRuns(node));
    else for (const child of node.children ?? []) walk(child);
  };
  return walk;
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkEndAutolinksAtCjkPunctuation)
  .use(remarkJoinUnspacedLines)
  // The ids it makes are renamed below, once; so is nothing else (raw HTML is dropped).
  // The notes' (visually hidden) label is an h3: under the h2 of an About section.
  .use(remarkRehype, { clobberPrefix: "", footnoteLabelTagName: "h3" })
  .use(rehypeSanitize, {
    ...defaultSchema,
    clobberPrefix: "",
    attributes: { ...defaultSchema.attributes, h3: [["className", "sr-only"]] },
  })
  .use(rehypePrefixIds)
  // After sanitising, so the attributes they add are kept.
  .use(rehypeOwnDirection)
  .use(rehypeExternalLinks, {
    target: "_blank",
    rel: ["noopener", "noreferrer"],
    protocols: ["http", "https"],
    // Screen readers announce what sighted visitors infer from the icon-less new tab, in the
    // site's language: the note the layout renders once, as the app's own links do.
    properties: { ariaDescribedBy: [NEW_TAB_NOTE_ID] },
  })
  .use(rehypeStringify)
  .freeze();

/** Something in a Markdown field that the site would not show as written. */
export type MarkdownProblem = {
  /** Where it starts in the Markdown text. */
  offset: number;
  message: string;
  hint?: string;
  /** Absent for errors. */
  severity?: "warning";
};

/**
 * How deep Markdown may nest (quotes in quotes, lists in lists, emphasis in emphasis): far
 * more than any page needs, and far less than would overflow the stack of the compiling steps.
 */
export const MAX_DEPTH = 100;

const SAFE_SCHEMES = new Set(["https", "http", "mailto"]);

type MdastNode = {
  type: string;
  url?: string;
  value?: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdastNode[];
};

/**
 * The scheme of a link as a browser reads it: spaces and control characters around it
 * dropped, tabs and line breaks inside removed (`java\tscript:` is `javascript:`). Undefined
 * for a relative link (`notes.html`, `#top`).
 */
function scheme(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these from URLs
  const cleaned = url.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

/**
 * A link's address as the HTML gets it (micromark's normalizeUri): a `%` without two letters or
 * digits after it is written `%25`, a backslash `%5C`; the rest changes nothing of where it leads.
 */
const hrefOf = (url: string) =>
  url
    .trim()
    .replace(/%(?![a-z\d]{2})/gi, "%25")
    .replace(/\\/g, "%5C");

/** Where the site's own files are, as far as a relative link can tell: index.html's folder. */
const SITE = new URL("https://site.invalid/folder/of/the/site/");

/**
 * What is wrong with a relative link, or undefined. It is read from the folder the site is
 * served from (its one page, index.html, is there): it may not climb out of it (`../x`), start
 * at the host's root (`/x`, outside the site when it is served from a folder, as on GitHub
 * Pages), name another host without a scheme (`//host/x`), or hold percent-encoding that is not
 * UTF-8 (`#%FF`, which no page can decode).
 */
function relativeLinkProblem(url: string): { message: string; hint: string } | undefined {
  const href = hrefOf(url);
  let resolved: URL;
  try {
    resolved = new URL(href, SITE);
  } catch {
    return undefined; // no address a browser would follow either
  }
  const shown = show(url);
  if (resolved.host !== SITE.host)
    return {
      message: `expected a link inside the site, got ${shown}, which leads to another site`,
      hint: "a link starting with // names another host: write its address with https://",
    };
  if (!resolved.pathname.startsWith(SITE.pathname)) {
    if (href.startsWith("/"))
      return {
        message: `expected a link relative to the site, got ${shown}, which starts at the host's root`,
        hint: "the site may be served from a folder (https://ada.github.io/folio/), and /x leads to the host's root outside it; write it relative to the site (notes.html, not /notes.html), or as a full https:// address",
      };
    return {
      message: `expected a link inside the site, got ${shown}, which climbs above the site's folder`,
      hint: "a relative link is read from the site's own folder, and ../ leads out of it; link to another site by its https:// address",
    };
  }
  try {
    decodeURIComponent(href);
  } catch {
    return {
      message: `expected a link with valid percent-encoding (%XX, of UTF-8), got ${shown}`,
      hint: "write the character itself (#café), or its UTF-8 bytes (#caf%C3%A9); a % on its own is %25",
    };
  }
  return undefined;
}

/** `<iframe …>` for `<iframe src="…"></iframe>`: the tag a piece of raw HTML starts with. */
function tagOf(html: string): string {
  const tag = /^<([a-z][\w-]*)([^>]*)>?/i.exec(html.trim());
  if (!tag) return show(html.trim().split("\n")[0]);
  const attributes = (tag[2] ?? "").replace(/\/\s*$/, "").trim();
  return `<${tag[1]}${attributes ? " …" : ""}>`;
}

/** The kinds of node that nest: each one inside another is a level (see MAX_DEPTH). */
const LEVELS = new Set(["blockquote", "list", "emphasis", "strong", "delete"]);

const TOO_DEEP = `expected Markdown nested at most ${MAX_DEPTH} levels deep, got more`;

const tooDeep = (offset: number): MarkdownProblem => ({
  offset,
  message: TOO_DEEP,
  hint: "quotes (>), lists and emphasis inside one another each add a level; flatten them",
});

/** What the site would not show as written, walked without recursion (the tree may be deep). */
function problemsIn(tree: MdastNode, source: string): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const stack: [MdastNode, number][] = [[tree, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, outer] = next;
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    const depth = LEVELS.has(node.type) ? outer + 1 : outer;
    if (depth > MAX_DEPTH) {
      // Reported once, and the compiling steps never see the tree.
      return [tooDeep(start)];
    }
    switch (node.type) {
      case "link":
      case "definition": {
        const url = node.url ?? "";
        const name = scheme(url);
        if (name !== undefined && !SAFE_SCHEMES.has(name))
          problems.push({
            offset: start,
            message: `${LINK_EXPECTED}, got ${show(url)}`,
            hint: "a link in Markdown is https:, http:, mailto: or relative (#section, page.html)",
          });
        const relative = name === undefined ? relativeLinkProblem(url) : undefined;
        if (relative) problems.push({ offset: start, ...relative });
        break;
      }
      case "image":
      case "imageReference":
        problems.push({
          offset: start,
          message: `expected no images in Markdown, got ${show(source.slice(start, end))}`,
          hint: "put the image in an images: field, with its alt text (a project's front matter, an About section)",
        });
        break;
      case "html": {
        const html = (node.value ?? "").trim();
        // Comments hide text on purpose; a closing tag belongs to the opening one reported.
        if (html.startsWith("<!--") || html.startsWith("</")) break;
        problems.push({
          offset: start,
          message: `raw HTML is not shown on the site: ${tagOf(html)}`,
          hint: "write it in Markdown instead",
          severity: "warning",
        });
        break;
      }
    }
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child) stack.push([child, depth]);
    }
  }
  return problems;
}

type Compiled = { html: string; problems: MarkdownProblem[] };

/** A line that opens quotes and lists: `> > - 1. ` (each `>` or list marker a level). */
const OPENER = /( {0,3})(?:>|(?:[-+*]|\d{1,9}[.)])(?= |$)) {0,4}/y;
const THEMATIC_BREAK = /^ {0,3}([-*_])( *\1){2,} *$/;

/**
 * Where a line opens more quotes and lists than MAX_DEPTH (`>>>>…`, `- - - …`): found
 * without parsing, which takes time that grows with the square of such nesting.
 */
function deepLineOffset(source: string): number | undefined {
  let lineStart = 0;
  for (const line of source.split("\n")) {
    if (line.length > MAX_DEPTH && !THEMATIC_BREAK.test(line)) {
      OPENER.lastIndex = 0;
      let level = 0;
      for (let match = OPENER.exec(line); match?.[0]; match = OPENER.exec(line)) {
        if (++level > MAX_DEPTH) return lineStart + match.index + (match[1]?.length ?? 0);
      }
    }
    lineStart += line.length + 1;
  }
  return undefined;
}

function compile(source: string, idPrefix: string, dir: TextDirection): Compiled {
  const file = { value: source, data: { idPrefix, dir } };
  const deepLine = deepLineOffset(source);
  if (deepLine !== undefined) return { html: "", problems: [tooDeep(deepLine)] };
  try {
    const tree = processor.parse(file);
    const problems = problemsIn(tree as MdastNode, source);
    if (problems.some((problem) => problem.message === TOO_DEEP)) return { html: "", problems };
    const html = processor.stringify(processor.runSync(tree, file), file);
    return { html: String(html).trim(), problems };
  } catch (error) {
    // Never a crash: whatever the text, the field gets a located error. The stack
    // overflowing means nesting the checks above did not catch.
    if (error instanceof RangeError) return { html: "", problems: [tooDeep(0)] };
    const reason = error instanceof Error ? error.message : String(error);
    return {
      html: "",
      problems: [
        {
          offset: 0,
          message: `could not compile this Markdown: ${reason.split("\n")[0]}`,
          hint: "simplify the text until it compiles, and report the text that failed as a bug",
        },
      ],
    };
  }
}

/** Dev recompiles on every save; most Markdown fields have not changed since the last one. */
const cache = new Map<string, Compiled>();
const CACHE_LIMIT = 5000;
/** Stands for the field's id prefix in cached HTML, so one source compiles once for any field. */
const PREFIX_SLOT = "\u{E000}";

function compiled(source: string, idPrefix: string, dir: TextDirection): Compiled {
  if (source.includes(PREFIX_SLOT)) return compile(source, idPrefix, dir);
  const key = `${dir} ${source}`;
  let result = cache.get(key);
  if (result === undefined) {
    result = compile(source, PREFIX_SLOT, dir);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, result);
  }
  return { ...result, html: result.html.replaceAll(PREFIX_SLOT, idPrefix) };
}

/**
 * `source` as sanitised HTML. `idPrefix` names the field (`about-hobbies-`), so the ids of
 * its footnotes are unique on the page; `dir` is the page's direction, which a block written
 * mostly the other way leaves. Empty when `markdownProblems` finds an error that stops it
 * compiling.
 */
export function markdownToHtml(source: string, idPrefix = "", dir: TextDirection = "ltr"): string {
  return compiled(source, idPrefix, dir).html;
}

/** What the site would not show of `source` as written: errors, and warnings for raw HTML. */
export function markdownProblems(source: string): MarkdownProblem[] {
  return compiled(source, "", "ltr").problems;
}
