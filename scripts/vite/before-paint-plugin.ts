/**
 * The before-paint script (src/before-paint.js), inlined into <head> in development and in the
 * build: what the page needs before its first paint (the theme, the screen the address names, its
 * lead picture), with the values it shares with the app written in.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { minifySync, type Plugin } from "vite";
import { SCREENS } from "../../src/shared/screens.ts";
import { THEME_STORAGE_KEY } from "../../src/shared/theme.ts";
import { applyEdits, findElement, locationOf } from "../lib/html-edit.ts";

/** The id of the <template> in <head> that holds a preload of each screen's lead picture. */
export const LEAD_PICTURES_ID = "lead-pictures";

const BEFORE_PAINT_SRC = "/src/before-paint.js";
const BEFORE_PAINT_SOURCE = `<script src="${BEFORE_PAINT_SRC}"></script>`;
export const BEFORE_PAINT_ID = "before-paint";
export const BEFORE_PAINT_TAG = `<script id="${BEFORE_PAINT_ID}">`;

/**
 * src/before-paint.js with the values it shares with the app written in (the names that stand
 * for them are declared in src/before-paint-values.d.ts): the key the theme is kept under and
 * each screen's path, from the modules the app reads them from, and the id of the template of
 * the lead pictures' preloads (leadPicturePreloads, page-assembly.ts).
 */
export function beforePaintSource(source: string): string {
  const values: Record<string, unknown> = {
    __THEME_STORAGE_KEY__: THEME_STORAGE_KEY,
    __SCREENS_BY_PATH__: Object.fromEntries(SCREENS.map(({ name, path }) => [path, name])),
    __LEAD_PICTURES_ID__: LEAD_PICTURES_ID,
  };
  let filled = source;
  for (const [name, value] of Object.entries(values)) {
    if (!filled.includes(name)) throw new Error(`src/before-paint.js does not use ${name}`);
    filled = filled.replaceAll(name, () => JSON.stringify(value));
  }
  return filled;
}

/**
 * Inlines src/before-paint.js into index.html, in development and in the build: it must run
 * before the first paint, and a separate file would cost a render-blocking request.
 */
export function beforePaintPlugin(): Plugin {
  let root = "";
  let build = false;
  return {
    name: "folio:before-paint",
    configResolved(config) {
      root = config.root;
      build = config.command === "build";
    },
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        const reference = findElement(html, "script", { src: BEFORE_PAINT_SRC });
        if (!reference) throw new Error(`index.html needs ${BEFORE_PAINT_SOURCE}`);
        const file = path.join(root, "src/before-paint.js");
        const source = beforePaintSource(readFileSync(file, "utf8"));
        // Minified in the built page, which carries it on every visit; readable in development.
        const code = (build ? minifySync(file, source).code : source).trim();
        const { startOffset: start, endOffset: end } = locationOf(reference);
        return applyEdits(html, [{ start, end, text: `${BEFORE_PAINT_TAG}\n${code}\n</script>` }]);
      },
    },
  };
}
