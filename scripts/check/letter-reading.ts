/**
 * A cover letter's printed and Word files read back as the owner's check reads them
 * (scripts/check/site.spec.ts): the opening words of each of its paragraphs, list items and
 * quotations (its compiled blocks: scripts/compiler/passes/letters.ts) must be found in its
 * text in order. Its Word file (letter.docx) is read as a resume's is (resume-word.ts): one that
 * is missing or cannot be opened fails the check, naming it (building the site again writes it);
 * a paragraph not found in order is the engine's doing, never the letter's, so a warning.
 */
import { existsSync, readFileSync } from "node:fs";
import { inlineText, type LetterBlock } from "../compiler/passes/letters.ts";
import { UnreadableWord, wordText } from "./resume-word.ts";

/** The opening words of each block of a letter, as a reader of its files should find them, in order. */
export function letterOpenings(blocks: readonly LetterBlock[]): string[] {
  return blocks.flatMap((block): string[] => {
    if (block.type === "quote") return letterOpenings(block.blocks);
    const texts =
      block.type === "list" ? block.items.map((item) => inlineText(item)) : [inlineText(block.inlines)];
    return texts.map((text) => text.split(/\s+/).filter(Boolean).slice(0, 3).join(" ")).filter(Boolean);
  });
}

/** Those of `openings` that `lines`, read as one text, do not hold in their order. */
export function notInOrder(lines: readonly string[], openings: readonly string[]): string[] {
  const text = lines.join(" ").replace(/\s+/g, " ");
  let from = 0;
  return openings.filter((opening) => {
    const at = text.indexOf(opening, from);
    if (at >= 0) from = at + opening.length;
    return at < 0;
  });
}

/** The warning for a letter's file (`file`) whose text lacks `missing` in order; none when it lacks nothing. */
export function orderWarning(file: string, missing: readonly string[], reportTo: string): string | undefined {
  if (missing.length === 0) return undefined;
  return `warning: ${file} does not read back in order: ${missing.map((part) => `"${part}"`).join(", ")} not found; this is the engine's doing, not your letter's: report it with ${reportTo}`;
}

/** A letter's Word file, read: its lines, or why the check fails (`failure`: what the owner reads). */
export type LetterWordReading = { lines: string[]; missing: string[]; failure?: string };

/**
 * The Word file `file` of the letter whose blocks are `blocks`, read back paragraph by paragraph:
 * its lines and the openings they lack in order; a failure when it is not there or is no Word file.
 */
export async function readLetterWord(
  file: string,
  blocks: readonly LetterBlock[],
): Promise<LetterWordReading> {
  const again = "build the site again with npm run build";
  if (!existsSync(file)) return { lines: [], missing: [], failure: `${file} is not there: ${again}` };
  try {
    const lines = await wordText(new Uint8Array(readFileSync(file)));
    return { lines, missing: notInOrder(lines, letterOpenings(blocks)) };
  } catch (error) {
    if (!(error instanceof UnreadableWord)) throw error;
    return {
      lines: [],
      missing: [],
      failure: `${file} cannot be read as a Word file: ${error.message}; ${again}`,
    };
  }
}
