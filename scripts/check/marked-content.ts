/**
 * The marked content of a PDF's pages (ISO 32000-1, 14.6 and 14.9.4), read from their content
 * streams with pdf-lib: each BMC and BDC in the order pdf.js meets them, with its tag and the
 * /ActualText it gives the text inside. Chromium marks each right-to-left run it draws with
 * /ReversedChars (drawn last letter first: read, it is reversed) and gives each glyph whose
 * own mapping to text is not the letter written (an Arabic letter's joined form, a ligature)
 * a /Span whose /ActualText is. pdf.js reads neither (its text content names only the tags);
 * pdf-text.ts puts the two together (logicalRuns).
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from "@cantoo/pdf-lib";

/** A BMC or BDC: its tag ("ReversedChars", "Span") and the text it stands for, if it says. */
export type Mark = { tag: string; actualText?: string };

/** A token of a content stream: an operand (its source text) or an operator. */
type Token = { operator: boolean; text: string };

const WHITE = /[\0\t\n\f\r ]/;
const DELIMITER = /[()<>[\]{}/%]/;

/** The tokens of a content stream, its strings, arrays and dictionaries each one operand. */
function* tokens(source: string): Generator<Token> {
  let at = 0;
  const regularRun = () => {
    const start = at;
    while (at < source.length && !WHITE.test(source[at] ?? "") && !DELIMITER.test(source[at] ?? "")) at++;
    return source.slice(start, at);
  };
  /** A literal string from its "(": nested parentheses balance, a backslash escapes. */
  const literal = () => {
    const start = at;
    let depth = 0;
    for (; at < source.length; at++) {
      const char = source[at];
      if (char === "\\") at++;
      else if (char === "(") depth++;
      else if (char === ")" && --depth === 0) break;
    }
    at++;
    return source.slice(start, at);
  };
  /** An array or dictionary, from its opening to its matching close, strings within skipped whole. */
  const nested = (open: string, close: string) => {
    const start = at;
    let depth = 0;
    while (at < source.length) {
      if (source[at] === "(") {
        literal();
        continue;
      }
      if (source.startsWith(open, at)) {
        depth++;
        at += open.length;
      } else if (source.startsWith(close, at)) {
        depth--;
        at += close.length;
        if (depth === 0) break;
      } else at++;
    }
    return source.slice(start, at);
  };
  while (at < source.length) {
    const char = source[at] ?? "";
    if (WHITE.test(char)) at++;
    else if (char === "%") while (at < source.length && !/[\r\n]/.test(source[at] ?? "")) at++;
    else if (char === "(") yield { operator: false, text: literal() };
    else if (source.startsWith("<<", at)) yield { operator: false, text: nested("<<", ">>") };
    else if (char === "<") {
      const end = source.indexOf(">", at);
      yield { operator: false, text: source.slice(at, end + 1) };
      at = end + 1;
    } else if (char === "[") yield { operator: false, text: nested("[", "]") };
    else if (char === "/") {
      at++;
      yield { operator: false, text: `/${regularRun()}` };
    } else if (DELIMITER.test(char)) at++;
    else {
      const word = regularRun();
      const operator = !/^[-+.\d]/.test(word);
      yield { operator, text: word };
      // An inline image's data is binary: skip it to its end.
      if (operator && word === "ID") {
        const end = source.slice(at).search(/\sEI(?=[\s]|$)/);
        at = end < 0 ? source.length : at + end + 3;
      }
    }
  }
}

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

/** The decoded text of a stream (latin1: one character a byte). */
function streamSource(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return "";
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

/**
 * The marks of a content stream `source`, in order, with those of each form XObject it draws
 * (pdf.js reads a form's text where it is drawn); `seen` stops a form drawn inside itself.
 */
function marksOf(
  pdf: PDFDocument,
  source: string,
  resources: PDFDict | undefined,
  seen: Set<PDFObject>,
): Mark[] {
  const marks: Mark[] = [];
  const operands: string[] = [];
  for (const token of tokens(source)) {
    if (!token.operator) {
      operands.push(token.text);
      continue;
    }
    if (token.text === "BMC") marks.push({ tag: operands.at(-1)?.slice(1) ?? "" });
    else if (token.text === "BDC") {
      const [tag = "", properties = ""] = operands.slice(-2);
      const actualText = properties.startsWith("<<")
        ? inlineActualText(properties)
        : namedActualText(resources, properties);
      marks.push({ tag: tag.slice(1), ...(actualText === undefined ? {} : { actualText }) });
    } else if (token.text === "Do") {
      const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
      const form = xobjects?.lookup(PDFName.of((operands.at(-1) ?? "").slice(1)));
      if (
        form instanceof PDFRawStream &&
        form.dict.get(PDFName.of("Subtype")) === PDFName.of("Form") &&
        !seen.has(form)
      ) {
        seen.add(form);
        const own = form.dict.lookupMaybe(PDFName.of("Resources"), PDFDict);
        marks.push(...marksOf(pdf, streamSource(form), own ?? resources, seen));
        seen.delete(form);
      }
    }
    operands.length = 0;
  }
  return marks;
}

/** Each page's marks, in the order pdf.js's text content gives them. */
export function pageMarks(pdf: PDFDocument): Mark[][] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const source = streams.map((stream) => streamSource(pdf.context.lookup(stream))).join("\n");
    return marksOf(pdf, source, page.node.Resources(), new Set());
  });
}
