/**
 * The resume as a Word file (resume.docx, and each other page's: RESUME_WORD in
 * src/shared/paths.ts), for the application portals that take no PDF: the resume's document
 * (resume-document.ts) written with Word's own parts (word-document.ts), never converted from
 * the page or its PDF. The owner's name is Heading 1, each section's heading Heading 2, each
 * entry's Heading 3, each role's of a job of several Heading 4; lists are Word's lists, links
 * live, the language the page's, right to left on a page written so.
 */
import type { SiteContent } from "../../../src/shared/compiled-content.ts";
import { resumeDocument } from "./resume-document.ts";
import { type WordWriting, wordFile, wordHeading, wordList, wordParagraph } from "./word-document.ts";

/** The Word file of `content`'s page: its bytes. */
export function resumeWord(content: SiteContent): Promise<Uint8Array> {
  const document = resumeDocument(content);
  const writing: WordWriting = { lang: document.lang, dir: document.dir, look: content.site.look };
  const children = document.blocks.flatMap((block) => {
    if (block.kind === "heading") return [wordHeading(block.level, block.runs, writing)];
    if (block.kind === "paragraph") return [wordParagraph(block.runs, writing)];
    return wordList(block.items, writing);
  });
  return wordFile(children, {
    title: document.title,
    author: document.author,
    writing,
    paper: content.site.paper,
  });
}
