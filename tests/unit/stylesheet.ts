/**
 * src/styles.css as PostCSS reads it, for the tests that hold what the build knows of the design
 * (its colours, its breakpoints, its columns) to what the stylesheet says.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Rule } from "postcss";
import { ROOT } from "./command.ts";

export const STYLES_FILE = path.join(ROOT, "src/styles.css");

/** The stylesheet's tree: `css` instead of src/styles.css when given (to show a test fails). */
export function stylesheet(css = readFileSync(STYLES_FILE, "utf8")) {
  return postcss.parse(css, { from: STYLES_FILE });
}

type Root = ReturnType<typeof stylesheet>;

/** The custom properties (`--name: value`) declared by the rules of exactly this selector, by name. */
export function customProperties(root: Root, selector: string): Map<string, string> {
  const found = new Map<string, string>();
  root.walkRules((rule: Rule) => {
    if (rule.selector !== selector) return;
    rule.walkDecls(/^--/, (decl) => {
      found.set(decl.prop.slice(2), decl.value);
    });
  });
  return found;
}

/** Every @media rule's query, as written ("(min-width: 900px)"). */
export function mediaQueries(root: Root): string[] {
  const queries: string[] = [];
  root.walkAtRules("media", (rule: AtRule) => {
    queries.push(rule.params);
  });
  return queries;
}

/** The rules of a selector: each with the @media query it is under ("" for none). */
export function rulesOf(root: Root, selector: string): { media: string; rule: Rule }[] {
  const found: { media: string; rule: Rule }[] = [];
  root.walkRules((rule: Rule) => {
    if (!rule.selectors.includes(selector)) return;
    const parent = rule.parent;
    const media =
      parent?.type === "atrule" && (parent as AtRule).name === "media" ? (parent as AtRule).params : "";
    found.push({ media, rule });
  });
  return found;
}

/** The value of `property` in a selector's rule under `media` ("" for none), if declared. */
export function declared(root: Root, selector: string, property: string, media = ""): string | undefined {
  let value: string | undefined;
  for (const { media: under, rule } of rulesOf(root, selector)) {
    if (under !== media) continue;
    rule.walkDecls(property, (decl) => {
      value = decl.value;
    });
  }
  return value;
}
