/**
 * The owner's own stylesheet, `content/site.css`, laid over the site's: read and checked here
 * with lightningcss (the CSS parser Vite itself uses), minified, and handed to the build as a
 * file of its own (`site.css`, linked after the site's styles), so the page's CSP stays strict.
 * A rule the parser cannot read is an error at its line and column, as content's are; so is an
 * `@import` or a `url()`, which would fetch what the site does not ship.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { transform } from "lightningcss";
import type { Diagnostic } from "../diagnostics/diagnostics.ts";
import { MAX_FILE_BYTES } from "../schema/limits.ts";

/** The stylesheet's name in the content folder, and in the built site beside index.html. */
export const STYLESHEET = "site.css";

/**
 * The minified stylesheet of `contentDir`, or undefined when it has none; or its problems, each
 * located (`display` makes a path as messages show it).
 */
export function compileStylesheet(
  contentDir: string,
  display: (absolute: string) => string,
): { css?: string; diagnostics: Diagnostic[] } {
  const file = path.join(contentDir, STYLESHEET);
  if (!existsSync(file)) return { diagnostics: [] };
  const at = (line: number, column: number, message: string, hint: string): Diagnostic => ({
    file: display(file),
    line,
    column,
    path: "",
    message,
    hint,
  });
  if (!statSync(file).isFile() || statSync(file).size > MAX_FILE_BYTES)
    return {
      diagnostics: [
        at(
          1,
          1,
          `expected a stylesheet of at most ${MAX_FILE_BYTES / 1_000_000} MB`,
          "keep site.css to the rules you add",
        ),
      ],
    };
  try {
    const result = transform({
      filename: STYLESHEET,
      code: readFileSync(file),
      minify: true,
      errorRecovery: true,
      analyzeDependencies: true,
    });
    const diagnostics = [
      ...result.warnings.map((warning) =>
        at(
          warning.loc.line,
          warning.loc.column,
          `CSS: ${warning.message.toLowerCase()}`,
          "fix or remove the rule: the site leaves it out",
        ),
      ),
      ...(result.dependencies ?? []).flatMap((dependency) =>
        dependency.type !== "import" && dependency.type !== "url"
          ? []
          : at(
              dependency.loc.start.line,
              dependency.loc.start.column,
              `CSS: ${dependency.type === "import" ? "@import" : "url()"} of ${dependency.url}`,
              "site.css holds its rules itself: it imports nothing and links to no file (a colour or a gradient in place of a picture)",
            ),
      ),
    ];
    return diagnostics.length > 0 ? { diagnostics } : { css: result.code.toString(), diagnostics };
  } catch (error) {
    const { loc, message } = error as { loc?: { line: number; column: number }; message: string };
    return {
      diagnostics: [
        at(loc?.line ?? 1, loc?.column ?? 1, `CSS: ${message.toLowerCase()}`, "fix the rule there"),
      ],
    };
  }
}
