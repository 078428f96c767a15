/**
 * A PDF's page content streams (ISO 32000-1, 7.8.2) read with pdf-lib, as a reader meets them:
 * their tokens, and their operations in order with those of each form XObject drawn, where it
 * is drawn. What reads a printed PDF's marks (scripts/check/marked-content.ts) and its glyphs
 * (scripts/pdf/missing-glyphs.ts) walks them here.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
} from "@cantoo/pdf-lib";

/** A token of a content stream: an operand (its source text) or an operator. */
type Token = { operator: boolean; text: string };

const WHITE = /[\0\t\n\f\r ]/;
const DELIMITER = /[()<>[\]{}/%]/;

/** The tokens of a content stream, its strings, arrays and dictionaries each one operand. */
export function* tokens(source: string): Generator<Token> {
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

/** The decoded text of a stream (latin1: one character a byte). */
export function streamSource(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return "";
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

/** An operator of a content stream, its operands' source texts, and the resources it reads names from. */
export type Operation = { operator: string; operands: string[]; resources: PDFDict | undefined };

/**
 * The operations of the content stream `source`, in order, with those of each form XObject it
 * draws in its place (a form inherits the state where it is drawn, and names from its own
 * resources or else the page's); `seen` stops a form drawn inside itself.
 */
export function* operations(
  source: string,
  resources: PDFDict | undefined,
  seen: Set<PDFObject> = new Set(),
): Generator<Operation> {
  const operands: string[] = [];
  for (const token of tokens(source)) {
    if (!token.operator) {
      operands.push(token.text);
      continue;
    }
    yield { operator: token.text, operands: [...operands], resources };
    if (token.text === "Do") {
      const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
      const form = xobjects?.lookup(PDFName.of((operands.at(-1) ?? "").slice(1)));
      if (
        form instanceof PDFRawStream &&
        form.dict.get(PDFName.of("Subtype")) === PDFName.of("Form") &&
        !seen.has(form)
      ) {
        seen.add(form);
        const own = form.dict.lookupMaybe(PDFName.of("Resources"), PDFDict);
        yield* operations(streamSource(form), own ?? resources, seen);
        seen.delete(form);
      }
    }
    operands.length = 0;
  }
}

/** Each page's operations, in order, a list a page. */
export function pageOperations(pdf: PDFDocument): Operation[][] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const source = streams.map((stream) => streamSource(pdf.context.lookup(stream))).join("\n");
    return [...operations(source, page.node.Resources())];
  });
}
