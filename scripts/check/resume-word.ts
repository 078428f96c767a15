/**
 * A resume's Word file read back as a portal reads it: the zip opened (yauzl), the text of
 * `word/document.xml` read paragraph by paragraph in the document's order (saxes: strict XML
 * with namespaces), and its facts checked by the rules of resume-facts.ts against the page's
 * JSON Resume, as the PDF's are.
 */
import { readFileSync } from "node:fs";
import { SaxesParser } from "saxes";
import { fromBufferPromise } from "yauzl";
import type { JsonResume } from "../interop/json-resume/export.ts";
import { checkFacts, type FactReport, figures, type PageLayout } from "./resume-facts.ts";

/** WordprocessingML's namespace: the elements of a document's body. */
const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

/** The part of a Word file that holds its body. */
export const DOCUMENT_PART = "word/document.xml";

/** The most a document's body may take unzipped: far past any resume, short of a zip bomb. */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

/** Why a Word file cannot be read: what is wrong with it, to be said with its name. */
export class UnreadableWord extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableWord";
  }
}

/** The bytes of `name` in the zip `data`; an UnreadableWord when it is no zip, lacks it or it is too large. */
async function zipPart(data: Uint8Array, name: string): Promise<Buffer> {
  let zip: Awaited<ReturnType<typeof fromBufferPromise>>;
  try {
    zip = await fromBufferPromise(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch (error) {
    throw new UnreadableWord(`it is not a zip (${(error as Error).message})`);
  }
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== name) continue;
      if (entry.uncompressedSize > MAX_DOCUMENT_BYTES)
        throw new UnreadableWord(`its ${name} takes more than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    }
  } finally {
    zip.close();
  }
  throw new UnreadableWord(`it has no ${name}, which holds a Word file's text`);
}

/**
 * The text of a Word file's body, a line per paragraph in the document's order (a heading, a
 * list item and a table's cell each a paragraph): its text runs (w:t), a tab or a line break
 * within a paragraph as a space. An UnreadableWord when it cannot be read.
 */
export async function wordText(data: Uint8Array): Promise<string[]> {
  const xml = (await zipPart(data, DOCUMENT_PART)).toString("utf8");
  const lines: string[] = [];
  let line: string | undefined;
  let inText = false;
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", ({ uri, local }) => {
    if (uri !== W) return;
    if (local === "p") line = "";
    else if (local === "t") inText = true;
    else if ((local === "tab" || local === "br") && line !== undefined) line += " ";
  });
  parser.on("text", (text) => {
    if (inText && line !== undefined) line += text;
  });
  parser.on("closetag", ({ uri, local }) => {
    if (uri !== W) return;
    if (local === "t") inText = false;
    else if (local === "p" && line !== undefined) {
      lines.push(line);
      line = undefined;
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new UnreadableWord(`its ${DOCUMENT_PART} is not XML (${(error as Error).message})`);
  }
  return lines;
}

/** A Word file's reading, checked: its lines as read, and the facts found in them. */
export type WordReading = { lines: string[]; report: FactReport };

/** The Word file `file` (its bytes `data`, read from it unless given) checked against `resume` for the page's `layout`. */
export async function readResumeWord(
  file: string,
  resume: JsonResume,
  { data, ...layout }: PageLayout & { data?: Uint8Array } = {},
): Promise<WordReading> {
  const lines = await wordText(data ?? new Uint8Array(readFileSync(file)));
  return { lines, report: checkFacts(resume, lines, layout) };
}

/**
 * What the owner reads of a Word file whose reading breaks the rules (`report`'s failures): its
 * name and figures, that it is the engine's doing, where to report it (`reportTo`), and each rule
 * broken; none when it keeps them all.
 */
export function wordWarning(name: string, report: FactReport, reportTo: string): string | undefined {
  if (report.failures.length === 0) return undefined;
  return [
    `warning: ${name} as a portal reads it: ${figures(report)}, ${report.failures.length} of the engine's reading rules broken.`,
    "The Word file is the engine's doing, made from your content as it is: nothing to change, and the deploy goes on.",
    `Report it with the lines below and your resume.json (${reportTo} opens the engine's issues):`,
    ...report.failures.map((failure) => `  ${failure}`),
  ].join("\n");
}
