/**
 * The owner's own stylesheet, `content/site.css`, laid over the site's: read and checked here
 * with lightningcss (the CSS parser Vite itself uses), minified, and handed to the build as a
 * file of its own (`site.css`, linked after the site's styles), so the page's CSP stays strict.
 *
 * Its passes: read (a regular file within the size limit, UTF-8 with no NUL), measure its
 * nesting (lightningcss is native code that overflows its stack on deep nesting, killing the
 * process: the limit is checked before it parses), parse it with PostCSS (which locates what
 * lightningcss recovers from in silence: an unclosed block, a missing `;`), check each
 * declaration (an empty value is an error; a property or a value CSS's grammar does not know is
 * a warning, as it may be newer CSS than the grammar's), then minify it with lightningcss, whose
 * own complaints are errors at their line and column, as are an `@import` and a `url()` of a
 * file, which would fetch what the site does not ship.
 */
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { transform } from "lightningcss";
import postcss, { CssSyntaxError, type Declaration as PostcssDeclaration, type Root } from "postcss";
import { closest } from "../../lib/closest.ts";
import type { Diagnostic } from "../diagnostics/diagnostics.ts";
import { MAX_CSS_NESTING, MAX_FILE_BYTES, megabytes, thousands } from "../schema/limits.ts";
import { decodeText, lineColumn } from "../yaml/text.ts";

/** The stylesheet's name in the content folder, and in the built site beside index.html. */
export const STYLESHEET = "site.css";

type Place = (line: number, column: number, message: string, hint: string) => Diagnostic;

/**
 * The minified stylesheet of `contentDir`, or undefined when it has none or it has errors; its
 * problems, each located (`display` makes a path as messages show it): errors, and warnings
 * (`severity: "warning"`) of what may be newer CSS than the parser knows, which ship as written.
 */
export function compileStylesheet(
  contentDir: string,
  display: (absolute: string) => string,
): { css?: string; diagnostics: Diagnostic[] } {
  const file = path.join(contentDir, STYLESHEET);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return { diagnostics: [] };
  const at: Place = (line, column, message, hint) => ({
    file: display(file),
    line,
    column,
    path: "",
    message,
    hint,
  });
  const refused = refusedFile(stat);
  if (refused) return { diagnostics: [at(1, 1, refused.message, refused.hint)] };
  const decoded = decodeText(display(file), readFileSync(file));
  if ("diagnostic" in decoded) return { diagnostics: [decoded.diagnostic] };
  const { text } = decoded;
  const nesting = nestingPastLimit(text, MAX_CSS_NESTING);
  if (nesting) {
    const { line, column } = lineColumn(text, nesting.offset);
    return {
      diagnostics: [
        at(
          line,
          column,
          `expected blocks, brackets and parentheses at most ${MAX_CSS_NESTING} inside one another, got ${thousands(nesting.depth)}`,
          "no stylesheet needs them so deep: close each where it ends",
        ),
      ],
    };
  }
  const parsed = parseLocated(text, display(file), at);
  const minified = minify(text, at);
  const diagnostics = [
    ...parsed.diagnostics,
    // What both parsers find at one place is said once, in PostCSS's words, which are plainer.
    ...minified.diagnostics.filter((found) => !parsed.diagnostics.some(({ line }) => line === found.line)),
    ...(parsed.root ? checkDeclarations(parsed.root, at) : []),
  ];
  return diagnostics.some((d) => d.severity !== "warning")
    ? { diagnostics }
    : { css: minified.css, diagnostics };
}

/** Why the stylesheet's file is not read: anything but a regular file (never opened), or one too large. */
function refusedFile(
  stat: ReturnType<typeof statSync> & object,
): { message: string; hint: string } | undefined {
  if (!stat.isFile()) {
    // A FIFO or a device would never end (or never start) when read: it is not opened at all.
    const kind = stat.isDirectory()
      ? "a folder"
      : stat.isFIFO()
        ? "a FIFO"
        : stat.isSocket()
          ? "a socket"
          : "a device";
    return {
      message: `expected a stylesheet, a file of text, got ${kind}`,
      hint: `put your CSS rules in a file named ${STYLESHEET}, or remove ${kind} of that name`,
    };
  }
  if (stat.size > MAX_FILE_BYTES)
    return {
      message: `expected a stylesheet of at most ${megabytes(MAX_FILE_BYTES)}, got ${megabytes(Number(stat.size))}`,
      hint: "keep site.css to the rules you add",
    };
  return undefined;
}

/**
 * Where `text` first goes past `limit` blocks, brackets and parentheses inside one another, and
 * the deepest it goes; undefined when it never does. Counted as CSS's tokenizer nests them: not
 * in comments, strings or after a backslash, and a closing bracket of the wrong kind closes
 * nothing (in `a{width:calc(1px}` the `}` is inside the parenthesis).
 */
export function nestingPastLimit(text: string, limit: number): { offset: number; depth: number } | undefined {
  const CLOSING: Record<string, string> = { "{": "}", "(": ")", "[": "]" };
  const open: string[] = [];
  let past = -1;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? "";
    if (c === "\\") i++;
    else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      if (end === -1) break;
      i = end + 1;
    } else if (c === '"' || c === "'") {
      // A string ends at its quote, or unclosed at the line's end.
      for (i++; i < text.length && text[i] !== c && text[i] !== "\n"; i++) if (text[i] === "\\") i++;
    } else if (CLOSING[c]) {
      open.push(CLOSING[c]);
      if (open.length > limit && past === -1) past = i;
      deepest = Math.max(deepest, open.length);
    } else if (c === open.at(-1)) open.pop();
  }
  return past === -1 ? undefined : { offset: past, depth: deepest };
}

/** What PostCSS's errors say, in the owner's words: the message and the hint, by PostCSS's reason. */
const SYNTAX_ERRORS: Record<string, { message: string; hint: string }> = {
  "Unclosed block": {
    message: "expected a `}` to close the block opened here",
    hint: "add the `}` where the block ends: the rules after an unclosed block are read as inside it",
  },
  "Missed semicolon": {
    message: "expected a `;` here, before the next declaration",
    hint: "end each declaration with `;`: without it the browser reads the next one as part of this value, and drops both",
  },
  "Unexpected }": {
    message: "unexpected `}`: no block is open here",
    hint: "remove it, or add the `{` it was meant to close",
  },
  "Unclosed string": {
    message: "expected the quote that closes this string on its line",
    hint: "close the string with the quote it opens with",
  },
  "Unclosed bracket": {
    message: "expected a `)` to close the parenthesis opened here",
    hint: "close it where the value ends: everything after an unclosed parenthesis is read as inside it",
  },
  "Unclosed quote": {
    message: "expected the quote that closes this string",
    hint: "close the string with the quote it opens with",
  },
};

/** How many of PostCSS's mistakes are told in one run: each is mended to read on, as far as this. */
const SYNTAX_ERRORS_TOLD = 20;

/**
 * The stylesheet's tree with every node's place, by PostCSS, and the mistakes that stop it read,
 * each at its line and column: those lightningcss recovers from in silence. A missing `;`, a
 * stray `}` and an unclosed block are mended in a copy to read on and tell the next one; any
 * other leaves no tree.
 */
function parseLocated(text: string, file: string, at: Place): { root?: Root; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let mended = text;
  while (diagnostics.length < SYNTAX_ERRORS_TOLD) {
    try {
      return { root: postcss.parse(mended, { from: file }), diagnostics };
    } catch (error) {
      if (!(error instanceof CssSyntaxError)) throw error;
      const { line = 1, column = 1, reason } = error;
      const word = /^Unknown word (.*)$/.exec(reason)?.[1];
      const said = word
        ? {
            message: `expected a declaration (\`property: value;\`) or a rule, got \`${word}\``,
            hint: "write a property, a colon and its value (`color: teal;`), or a selector and its block",
          }
        : (SYNTAX_ERRORS[reason] ?? { message: `CSS: ${reason.toLowerCase()}`, hint: "fix the rule there" });
      diagnostics.push(at(line, column, said.message, said.hint));
      const offset = offsetOf(mended, line, column);
      if (reason === "Missed semicolon") mended = `${mended.slice(0, offset)};${mended.slice(offset)}`;
      else if (reason === "Unexpected }") mended = `${mended.slice(0, offset)} ${mended.slice(offset + 1)}`;
      else if (reason === "Unclosed block") mended = `${mended}\n}`;
      else break;
    }
  }
  return { diagnostics };
}

/** The offset into `text` of a line and column (1-based). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let n = 1; n < line; n++) offset = text.indexOf("\n", offset) + 1;
  return offset + column - 1;
}

/** The kinds of lightningcss's complaints that name what may be newer CSS than it knows: warnings. */
const NEWER_THAN_THE_PARSER = new Set(["UnsupportedPseudoClass", "UnsupportedPseudoElement"]);

/** The stylesheet minified by lightningcss, and its complaints, an `@import` and a `url()` of a file. */
function minify(text: string, at: Place): { css: string; diagnostics: Diagnostic[] } {
  try {
    const result = transform({
      filename: STYLESHEET,
      code: Buffer.from(text),
      minify: true,
      errorRecovery: true,
      analyzeDependencies: true,
    });
    let css = result.code.toString();
    const diagnostics = result.warnings.map((warning): Diagnostic => {
      const kind = (warning.value as { type?: string } | undefined)?.type;
      const newer = warning.type === "AtRuleInvalid" || NEWER_THAN_THE_PARSER.has(kind ?? "");
      const said = at(
        warning.loc.line,
        warning.loc.column,
        `CSS: ${warning.message.toLowerCase()}`,
        newer
          ? "check its spelling: a browser that does not know it leaves the rule out (CSS newer than the engine's parser may still work)"
          : "fix or remove the rule: the site leaves it out",
      );
      return newer ? { ...said, severity: "warning" } : said;
    });
    for (const dependency of result.dependencies ?? []) {
      if (dependency.type !== "import" && dependency.type !== "url") continue;
      // A link to a part of the page itself (`mask: url(#shape)`) fetches nothing.
      if (dependency.type === "url" && dependency.url.startsWith("#")) {
        css = css.replaceAll(dependency.placeholder, dependency.url.replace(/["\\]/g, "\\$&"));
        continue;
      }
      diagnostics.push(
        at(
          dependency.loc.start.line,
          dependency.loc.start.column,
          `CSS: ${dependency.type === "import" ? "@import" : "url()"} of ${dependency.url}`,
          "site.css holds its rules itself: it imports nothing and links to no file (a colour or a gradient in place of a picture)",
        ),
      );
    }
    return { css, diagnostics };
  } catch (error) {
    const { loc, message } = error as { loc?: { line: number; column: number }; message: string };
    return {
      css: "",
      diagnostics: [
        at(loc?.line ?? 1, loc?.column ?? 1, `CSS: ${message.toLowerCase()}`, "fix the rule there"),
      ],
    };
  }
}

/** At-rules whose declarations are a style rule's properties (nested in it), not descriptors of their own. */
const GROUPING_RULES = new Set(["media", "supports", "container", "layer", "scope", "starting-style"]);

/** Whether `decl` sets a property of elements: in a style rule, or in a grouping rule inside one. */
function isProperty(decl: PostcssDeclaration): boolean {
  for (let parent = decl.parent; parent; parent = parent.parent) {
    if (parent.type === "rule") return true;
    if (parent.type !== "atrule" || !GROUPING_RULES.has((parent as postcss.AtRule).name.toLowerCase()))
      return false;
  }
  return false;
}

type CssTree = typeof import("css-tree");
let grammar: { lexer: CssTree["lexer"]; properties: string[] } | undefined;

/**
 * css-tree's grammar of CSS, and every property it knows (for a did-you-mean): loaded on the
 * first stylesheet, as it takes a third of a second that a site without one never spends.
 */
function cssGrammar() {
  if (!grammar) {
    const { lexer } = createRequire(import.meta.url)("css-tree") as CssTree;
    const properties = Object.keys((lexer as unknown as { properties: Record<string, unknown> }).properties);
    grammar = { lexer, properties };
  }
  return grammar;
}

/** How many declarations' problems are told in one run, at most. */
const DECLARATIONS_TOLD = 100;

/** The longest grammar a warning quotes as what a property expects (some run to pages). */
const GRAMMAR_QUOTED = 80;

/**
 * Each declaration's problems at its place: an empty value (an error: no CSS has one), and a
 * property or a value the CSS grammar does not know (warnings, from css-tree's grammar of every
 * property, MDN's: the browser drops a declaration it cannot read, but CSS newer than the
 * grammar may still work). A custom property (`--name`) may hold anything, and a value with
 * `var()` or `env()` is only known in the browser.
 */
function checkDeclarations(root: Root, at: Place): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { lexer, properties } = cssGrammar();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") || !isProperty(decl)) return;
    const { line = 1, column = 1 } = decl.source?.start ?? {};
    if (diagnostics.length === DECLARATIONS_TOLD) {
      // Each costs a search of the grammar: a megabyte of mistakes would take minutes.
      diagnostics.push({
        ...at(
          line,
          column,
          `more declarations than the ${DECLARATIONS_TOLD} above may be wrong: the rest are not checked`,
          "fix these, then check again",
        ),
        severity: "warning",
      });
      return false;
    }
    const warn = (message: string, hint: string) =>
      diagnostics.push({ ...at(line, column, message, hint), severity: "warning" });
    if (decl.value.trim() === "") {
      diagnostics.push(
        at(
          line,
          column,
          `expected a value for ${decl.prop}, got none`,
          "write its value before the `;`, or remove the declaration: the browser ignores it",
        ),
      );
      return;
    }
    if (/\b(?:var|env)\(/i.test(decl.value)) return;
    if (!lexer.getProperty(decl.prop)) {
      const near = closest(decl.prop, properties);
      warn(
        `unknown property ${decl.prop}`,
        `${near ? `did you mean ${near}? ` : ""}a browser ignores a property it does not know (one newer than the engine's CSS grammar may still work)`,
      );
      return;
    }
    const { error } = lexer.matchProperty(decl.prop, decl.value);
    if (!error) return;
    const syntax = (error as { syntax?: string }).syntax;
    warn(
      `expected a value of ${decl.prop}, got ${JSON.stringify(decl.value)}, which CSS's grammar for it does not allow`,
      `check its spelling, its units (10px, not 10 px) and how many parts it has${syntax && syntax.length <= GRAMMAR_QUOTED ? ` (${decl.prop}: ${syntax})` : ""}: a browser ignores a declaration it cannot read`,
    );
  });
  return diagnostics;
}
