/**
 * Cover letters (letters/*.md, optional): each validated against letterSchema, its variant and
 * its language held to site.yaml's, its Markdown checked as a project's description is, and
 * compiled to what its page, its text and its Word file are made from: the HTML, and
 * the same letter as a list of plain blocks (headings, paragraphs, lists; links kept) that any
 * writer can walk without parsing Markdown again. A letter is never translated: it is written
 * in one language, its own.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { NEW_TAB_NOTE_ID } from "../../../src/shared/new-tab-note.ts";
import { type TextDirection, textDirection } from "../../../src/shared/text-direction.ts";
import { closest } from "../../lib/closest.ts";
import { issuesToDiagnostics } from "../diagnostics/issues.ts";
import { endAutolinksAtCjkPunctuation } from "../markdown/autolinks.ts";
import { markdownProblems, markdownToHtml } from "../markdown/markdown.ts";
import { type Letter, letterSchema } from "../schema/schema.ts";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import type { WrittenText } from "./text-languages.ts";
import type { ValidTree } from "./validate.ts";
import { variantsOf } from "./variants.ts";

/** A run of a paragraph's or a list item's text: plain, or a link's. */
export type LetterInline = { text: string; href?: string; strong?: boolean; emphasis?: boolean };

/** A block of a letter, in reading order. */
export type LetterBlock =
  | { type: "heading"; depth: number; inlines: LetterInline[] }
  | { type: "paragraph"; inlines: LetterInline[] }
  | { type: "list"; ordered: boolean; items: LetterInline[][] }
  | { type: "quote"; blocks: LetterBlock[] };

/** A letter as the build makes its page, text, Word file and PDF from it. */
export type CompiledLetter = {
  /** Its file's name without `.md`: `lumen-freight`. */
  name: string;
  /** Its file, as the messages name it: `content/letters/lumen-freight.md`. */
  file: string;
  /**
   * Its folder's name under `l/`: the first 16 hex digits of SHA-256 over the file's name and its
   * whole text. Nothing on the site names it, and it cannot be found from the site: it changes
   * whenever the letter does.
   */
  slug: string;
  lang: string;
  dir: TextDirection;
  /** The variant of the resume it goes with; absent for the full resume. */
  variant?: string;
  recipient: { company?: string; person?: string; address: string[] };
  role?: string;
  /** YYYY-MM-DD, and as the letter's language writes it. */
  date?: { value: string; label: string };
  sent?: { date: string; to?: string };
  withResume: boolean;
  html: string;
  blocks: LetterBlock[];
};

/** Where a letter's files go in the site's folder: `l/<slug>/`. */
export const LETTERS_FOLDER = "l/";

/**
 * The valid letters of `letters` (loaded by passes/load.ts), compiled; each problem reported
 * in `context`, at its line. `valid` gives site.yaml's variants and languages; a site.yaml with
 * errors of its own (`siteBroken`) gives none, and a letter is then not held to them: its error
 * is site.yaml's.
 */
export function compileLetters(
  context: CompileContext,
  letters: readonly LoadedFile[],
  valid: ValidTree,
  siteBroken = false,
): { letters: CompiledLetter[]; texts: WrittenText[] } {
  const site = valid.site?.value;
  const languages = [site?.lang ?? "en", ...(site?.languages ?? [])].filter(
    (tag, index, all) => all.indexOf(tag) === index,
  );
  const variants = variantsOf(valid.site).map(({ name }) => name);
  const compiled: CompiledLetter[] = [];
  const texts: WrittenText[] = [];
  for (const source of letters) {
    const result = letterSchema.safeParse(source.data, { reportInput: true });
    if (!result.success) {
      context.diagnostics.push(...issuesToDiagnostics(source, letterSchema, result.error.issues));
      continue;
    }
    const letter = result.data;
    const body = source.body ?? "";
    const before = context.diagnostics.length;
    checkLetter(context, source, letter, body, siteBroken ? undefined : { languages, variants });
    if (context.diagnostics.length > before) continue;
    const lang = letter.lang ?? languages[0] ?? "en";
    // The body is judged in the letter's own language, as a project's is in the site's.
    texts.push({ source, kind: "projects/*.md", at: [], lang, value: body, body: true });
    compiled.push(compileLetter(source, letter, body, lang));
  }
  return { letters: compiled, texts };
}

function checkLetter(
  context: CompileContext,
  source: LoadedFile,
  letter: Letter,
  body: string,
  site: { languages: string[]; variants: string[] } | undefined,
) {
  const { variant, lang } = letter;
  if (site && variant !== undefined && !site.variants.includes(variant)) {
    const near = closest(variant, site.variants);
    context.report(
      source,
      ["variant"],
      `expected one of the resume's variants, got "${variant}"`,
      near
        ? `did you mean ${near}?`
        : site.variants.length > 0
          ? `site.yaml's variants are ${site.variants.join(", ")}; leave variant out to send the full resume`
          : "site.yaml names no variants: leave variant out to send the full resume, or name one under variants: in site.yaml",
    );
  }
  if (site && lang !== undefined && !site.languages.includes(lang)) {
    // No did-you-mean: tags of two letters are each other's slips (fr, ar).
    context.report(
      source,
      ["lang"],
      `expected one of the site's languages (${site.languages.join(", ")}), got "${lang}"`,
      `a letter is built with the site's words and your header in its language: add ${lang} to site.yaml's languages, with its translations, or write the letter in one of them`,
    );
  }
  if (body.trim() === "") {
    context.report(
      source,
      [],
      "expected the letter below its front matter, got none",
      "write the letter in Markdown after the closing ---",
    );
    return;
  }
  for (const { offset, message, hint, severity } of markdownProblems(body)) {
    const at = source.locateBody?.(offset) ?? source.locate([]);
    (severity === "warning" ? context.warnings : context.diagnostics).push({
      file: source.file,
      ...at,
      path: "",
      message,
      ...(hint ? { hint } : {}),
      ...(severity ? { severity } : {}),
    });
  }
}

function compileLetter(source: LoadedFile, letter: Letter, body: string, lang: string): CompiledLetter {
  const name = path.basename(source.file, ".md");
  const dir = textDirection(lang);
  const { company, person, address } = letter.recipient;
  return {
    name,
    file: source.file,
    slug: letterSlug(name, `${JSON.stringify(source.data)}\n${body}`),
    lang,
    dir,
    ...(letter.variant ? { variant: letter.variant } : {}),
    recipient: {
      ...(company ? { company } : {}),
      ...(person ? { person } : {}),
      address: (address ?? "").split(/\r?\n/).flatMap((line) => line.trim() || []),
    },
    ...(letter.role ? { role: letter.role } : {}),
    ...(letter.date ? { date: { value: letter.date, label: dayLabel(letter.date, lang) } } : {}),
    ...(letter.sent ? { sent: letter.sent } : {}),
    withResume: letter.withResume,
    // A letter's page is read alone, printed or sent: its links open where they are.
    html: markdownToHtml(body, `letter-${name}-`, dir)
      .replaceAll(` aria-describedby="${NEW_TAB_NOTE_ID}"`, "")
      .replaceAll(' target="_blank"', ""),
    blocks: letterBlocks(body),
  };
}

/** The letter's folder's name: see CompiledLetter's `slug`. */
export function letterSlug(name: string, text: string): string {
  return createHash("sha256").update(`${name}\n${text}`).digest("hex").slice(0, 16);
}

/** YYYY-MM-DD as `lang` writes a day: 14 March 2026, 14 مارس 2026. */
function dayLabel(day: string, lang: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

type MdNode = {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  ordered?: boolean | null;
  children?: MdNode[];
};

const parser = unified().use(remarkParse).use(remarkGfm);

/** The letter's Markdown as plain blocks (see LetterBlock). */
export function letterBlocks(markdown: string): LetterBlock[] {
  const tree = parser.parse(markdown) as MdNode;
  // The page's links end where the letter's blocks' do (markdown/autolinks.ts).
  endAutolinksAtCjkPunctuation(tree, markdown);
  return blocksOf(tree.children ?? []);
}

function blocksOf(nodes: readonly MdNode[]): LetterBlock[] {
  return nodes.flatMap((node): LetterBlock[] => {
    const children = node.children ?? [];
    if (node.type === "heading")
      return [{ type: "heading", depth: node.depth ?? 1, inlines: inlinesOf(children) }];
    if (node.type === "paragraph") return [{ type: "paragraph", inlines: inlinesOf(children) }];
    if (node.type === "list")
      return [
        {
          type: "list",
          ordered: node.ordered === true,
          items: children.map((item) => blocksOf(item.children ?? []).flatMap(inlinesOfBlock)),
        },
      ];
    if (node.type === "blockquote") return [{ type: "quote", blocks: blocksOf(children) }];
    if (node.type === "code") return [{ type: "paragraph", inlines: [{ text: node.value ?? "" }] }];
    return [];
  });
}

/** A block's text as one run of inlines (a list item's paragraphs, one after another). */
function inlinesOfBlock(block: LetterBlock): LetterInline[] {
  if (block.type === "list") return block.items.flat();
  if (block.type === "quote") return block.blocks.flatMap(inlinesOfBlock);
  return block.inlines;
}

function inlinesOf(nodes: readonly MdNode[], marks: Omit<LetterInline, "text"> = {}): LetterInline[] {
  return nodes.flatMap((node): LetterInline[] => {
    // A line break inside a paragraph reads as the space it shows as.
    if (node.type === "text" || node.type === "inlineCode")
      return [{ text: (node.value ?? "").replace(/[ \t]*\n[ \t]*/g, " "), ...marks }];
    if (node.type === "break") return [{ text: "\n", ...marks }];
    if (node.type === "link") return inlinesOf(node.children ?? [], { ...marks, href: node.url ?? "" });
    if (node.type === "strong") return inlinesOf(node.children ?? [], { ...marks, strong: true });
    if (node.type === "emphasis") return inlinesOf(node.children ?? [], { ...marks, emphasis: true });
    return inlinesOf(node.children ?? [], marks);
  });
}

/** The text of inlines, a link's address after its words when they do not say it. */
export function inlineText(inlines: readonly LetterInline[]): string {
  return inlines
    .map(({ text, href }) =>
      href && !href.startsWith("mailto:") && href !== text ? `${text} (${href})` : text,
    )
    .join("")
    .replace(/[ \t]*\n[ \t]*/g, "\n");
}
