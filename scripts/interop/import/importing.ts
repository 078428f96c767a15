/**
 * What the passes of an import share: the tree they write and what they list for the owner
 * (importing), and the small readings of a JSON Resume value each of them makes.
 */
// What a date must be: the schema's rule.
import { isDate } from "../../compiler/schema/schema.ts";
import { type ContentTree, todoValue } from "../../content/content-tree.ts";
import { htmlText, markdownText, writtenAsHtml } from "./markdown-text.ts";

/** Whether a value is text with something in it, spaces aside. */
export const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** The start written, marked to fill in, for an entry the resume gives no start (or end) for. */
export const PLACEHOLDER_START = "2000";

/** A date as readJsonResume left it (YYYY or YYYY-MM, as the schema takes it), or undefined. */
export function toDate(value: unknown): string | undefined {
  return isDate(value) ? value : undefined;
}

/** What the steps of an import share: the tree they write, and what they list for the owner. */
export type Importing = {
  files: ContentTree;
  placeholders: string[];
  renamed: string[];
  changed: string[];
  /** What the content holds nowhere, each with where it went or why not. */
  skipped: string[];
  /** Placeholder text, listed: "TODO: <text>". */
  todo(where: string, text: string): string;
  /** A value that cannot hold the word TODO, marked by a comment and listed (see todoValue). */
  placeholder<T>(where: string, value: T, note: string): T;
  /** JSON Resume's plain text as Markdown that shows it as written; HTML in it is read as its text. */
  text(at: string, value: string): string;
  /** JSON Resume's text for a field of plain text (a highlight, a school's name), trimmed; HTML in it is read as its text. */
  plain(at: string, value: string): string;
};

/** The shared part of a new import: an empty tree, and nothing listed yet. */
export function importing(): Importing {
  const placeholders: string[] = [];
  const changed: string[] = [];
  return {
    files: new Map(),
    placeholders,
    renamed: [],
    changed,
    skipped: [],
    todo(where, text) {
      placeholders.push(where);
      return `TODO: ${text}`;
    },
    placeholder(where, value, note) {
      placeholders.push(where);
      return todoValue(value, note);
    },
    text(at, value) {
      // Text as written, line breaks and paragraphs kept, unless it was written as HTML.
      if (!writtenAsHtml(value)) return markdownText(value);
      changed.push(`${at}: HTML, read as the text it shows`);
      return markdownText(htmlText(value));
    },
    plain(at, value) {
      if (!writtenAsHtml(value)) return value.trim();
      changed.push(`${at}: HTML, read as the text it shows`);
      return htmlText(value).replace(/\s+/g, " ").trim();
    },
  };
}
