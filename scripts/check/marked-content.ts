/**
 * The marked content of a PDF's pages (ISO 32000-1, 14.6 and 14.9.4), read from their content
 * streams (scripts/lib/pdf-content.ts): each BMC and BDC in the order pdf.js meets them, with its
 * tag and the /ActualText it gives the text inside. Chromium marks each right-to-left run it
 * draws with /ReversedChars (drawn last letter first: read, it is reversed) and gives each glyph
 * whose own mapping to text is not the letter written (an Arabic letter's joined form, a
 * ligature) a /Span whose /ActualText is. pdf.js reads neither (its text content names only the
 * tags); pdf-text.ts puts the two together (logicalRuns).
 */
import { PDFDict, type PDFDocument, PDFHexString, PDFName, PDFString } from "@cantoo/pdf-lib";
import { type Operation, pageOperations } from "../lib/pdf-content.ts";

/** A BMC or BDC: its tag ("ReversedChars", "Span") and the text it stands for, if it says. */
export type Mark = { tag: string; actualText?: string };

/** A string operand's text: a hex or literal string, UTF-16BE after a byte order mark, else PDFDocEncoding. */
function stringText(operand: string): string | undefined {
  const string = operand.startsWith("(")
    ? PDFString.of(operand.slice(1, -1))
    : operand.startsWith("<")
      ? PDFHexString.of(operand.slice(1, -1))
      : undefined;
  return string?.decodeText();
}

/** The /ActualText of a property list written in the stream ("<< /ActualText <FEFF0648> >>"). */
function inlineActualText(dictionary: string): string | undefined {
  const match = /\/ActualText\s*(\((?:\\.|[^\\)])*\)|<[0-9a-fA-F\s]*>)/.exec(dictionary);
  return match?.[1] ? stringText(match[1]) : undefined;
}

/** The /ActualText of a property list named in the resources' /Properties. */
function namedActualText(resources: PDFDict | undefined, name: string): string | undefined {
  const properties = resources?.lookupMaybe(PDFName.of("Properties"), PDFDict);
  const list = properties?.lookupMaybe(PDFName.of(name.slice(1)), PDFDict);
  const text = list?.lookup(PDFName.of("ActualText"));
  return text instanceof PDFString || text instanceof PDFHexString ? text.decodeText() : undefined;
}

/** The marks among `operations`, in order. */
function marksOf(operations: Operation[]): Mark[] {
  const marks: Mark[] = [];
  for (const { operator, operands, resources } of operations) {
    if (operator === "BMC") marks.push({ tag: operands.at(-1)?.slice(1) ?? "" });
    else if (operator === "BDC") {
      const [tag = "", properties = ""] = operands.slice(-2);
      const actualText = properties.startsWith("<<")
        ? inlineActualText(properties)
        : namedActualText(resources, properties);
      marks.push({ tag: tag.slice(1), ...(actualText === undefined ? {} : { actualText }) });
    }
  }
  return marks;
}

/** Each page's marks, in the order pdf.js's text content gives them. */
export function pageMarks(pdf: PDFDocument): Mark[][] {
  return pageOperations(pdf).map(marksOf);
}
