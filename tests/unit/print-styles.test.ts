/**
 * Print rules live in the print sheets alone (src/print.css, and a page's own beside it, named
 * `*-print.css`), which hold nothing but print rules and which src/main.tsx imports after every
 * screen sheet: on paper they override the screen's rules, and no screen sheet contradicts them.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { importedSheets, isPrintSheet, SRC_DIR, sheetText } from "./stylesheet.ts";

/**
 * Every stylesheet under src/ (but the generated content's, and the looks', which the build
 * imports after all of these: tests/unit/looks.test.ts), relative to src/.
 */
const SHEETS = readdirSync(SRC_DIR, { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => file.endsWith(".css") && !file.startsWith("generated/") && !file.startsWith("looks/"))
  .sort();

const PRINT_RULE = /@media\b[^{]*\bprint\b|@page\b/;

/** The print sheets' rules that are not print rules: each sheet's top-level rules but @page and @media print. */
function screenRulesIn(css: string): string[] {
  return postcss
    .parse(css)
    .nodes.filter((node) => node.type !== "comment")
    .filter((node) => !(node.type === "atrule" && (node.name === "page" || node.params === "print")))
    .map((node) => (node.type === "rule" ? node.selector : (node.toString().split("{")[0]?.trim() ?? "")));
}

/** The sheets that come after the first print sheet in `order` and are not print sheets. */
function screenSheetsAfterPrint(order: string[]): string[] {
  const first = order.findIndex(isPrintSheet);
  return first === -1 ? order : order.slice(first).filter((file) => !isPrintSheet(file));
}

describe("the stylesheets", () => {
  it("are each imported once by src/main.tsx, so that its order is the whole cascade", () => {
    expect(SHEETS).toContain("styles.css");
    expect([...importedSheets()].sort()).toEqual(SHEETS);
  });

  it("keep print rules to the print sheets", () => {
    const prints = SHEETS.filter(isPrintSheet);
    expect(prints).toContain("print.css");
    expect(SHEETS.filter((file) => !isPrintSheet(file) && PRINT_RULE.test(sheetText(file)))).toEqual([]);
    for (const file of prints)
      expect({ file, rules: screenRulesIn(sheetText(file)) }).toEqual({ file, rules: [] });
  });

  it("hold a print sheet to print rules alone", () => {
    expect(screenRulesIn("@page { margin: 0; }\n@media print { .card { border: 0; } }")).toEqual([]);
    expect(screenRulesIn("@media print { .card { border: 0; } }\n.card { border: 0; }")).toEqual([".card"]);
    expect(screenRulesIn("@media (min-width: 900px) { .card { border: 0; } }")).toEqual([
      "@media (min-width: 900px)",
    ]);
  });

  it("come in src/main.tsx with the print sheets after every screen sheet", () => {
    const order = importedSheets();
    expect(order.some(isPrintSheet)).toBe(true);
    expect(screenSheetsAfterPrint(order)).toEqual([]);
    const main = `import "./print.css";\nimport "./pages/resume.css";\n`;
    expect(screenSheetsAfterPrint(importedSheets(main))).toEqual(["pages/resume.css"]);
  });
});
