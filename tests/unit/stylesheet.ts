/**
 * The site's stylesheets as PostCSS reads them, for the tests that hold what the build knows of
 * the design (its colours, its breakpoints, its columns) to what the stylesheets say, and the
 * order src/main.tsx imports them in, which is the cascade's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Rule } from "postcss";
import { ROOT } from "./command.ts";

/** The folder of the site's sources, which the stylesheets' paths are relative to. */
export const SRC_DIR = path.join(ROOT, "src");
/** The module that imports every stylesheet. */
export const MAIN_FILE = path.join(SRC_DIR, "main.tsx");

/** The stylesheets src/main.tsx imports, relative to src/, in its order: the cascade's. */
export function importedSheets(main = readFileSync(MAIN_FILE, "utf8")): string[] {
  return [...main.matchAll(/^import "\.\/([^"]+\.css)";$/gm)].map(([, file = ""]) => file);
}

/** Whether a stylesheet is one of the print sheets, by its name: print.css, or one ending in -print.css. */
export const isPrintSheet = (file: string) => /(?:^|[/-])print\.css$/.test(file);

/** The text of a stylesheet, by its path relative to src/. */
export const sheetText = (file: string) => readFileSync(path.join(SRC_DIR, file), "utf8");

/** The screen's stylesheets (all but the print sheets), one after the other in the cascade's order. */
export function screenStyles(): string {
  return importedSheets()
    .filter((file) => !isPrintSheet(file))
    .map(sheetText)
    .join("\n");
}

/** The screen's stylesheets' tree: `css` instead of theirs when given (to show a test fails). */
export function stylesheet(css = screenStyles()) {
  return postcss.parse(css, { from: MAIN_FILE });
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
