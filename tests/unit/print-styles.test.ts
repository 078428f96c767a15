import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "./command.ts";

it("print rules live in src/print.css alone, so no other stylesheet contradicts them", () => {
  const stylesheets = readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".css") && !file.startsWith("generated"),
  );
  expect(stylesheets).toContain("print.css");
  const withPrintRules = stylesheets.filter(
    (file) =>
      file !== "print.css" &&
      /@media\b[^{]*\bprint\b|@page\b/.test(readFileSync(path.join(ROOT, "src", file), "utf8")),
  );
  expect(withPrintRules).toEqual([]);
});
