/**
 * The chosen look's stylesheet (site.yaml's `theme.look`, src/shared/looks.ts) in the site:
 * src/main.tsx imports LOOK_STYLES after the site's own stylesheets, and this plugin answers it
 * with src/looks/<look>/look.css, so that only that look's rules reach the page. The dev server
 * swaps them in place when site.yaml chooses another look, and when the look's file is edited.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ModuleNode, Plugin } from "vite";
import { DEFAULT_LOOK, type Look } from "../../src/shared/looks.ts";
import { ENGINE_DIR } from "../lib/engine.ts";
import { compiledContent } from "./content-plugin.ts";

/** The module src/main.tsx imports the look's rules from. */
export const LOOK_STYLES = "virtual:folio/look.css";
/** Its id once resolved: a virtual module's, which no other plugin reads as a file. */
const RESOLVED = `\0${LOOK_STYLES}`;

/** The folder of the looks, each a folder of its own holding its look.css. */
export const LOOKS_DIR = path.join(ENGINE_DIR, "src", "looks");

/** The stylesheet of `look`. */
export function lookFile(look: Look): string {
  return path.join(LOOKS_DIR, look, "look.css");
}

/** Whether `file` is compiled content the site imports (content.json, content.pt-BR.json). */
const isCompiledContent = (file: string) => /^content(\.[^.]+)?\.json$/.test(path.basename(file));

/** Serves LOOK_STYLES: the look of the content as last compiled, the last good one while it is broken. */
export function lookStylesPlugin(): Plugin {
  let plugins: readonly Plugin[] = [];
  /** The look last served: the dev server swaps the rules when the content chooses another. */
  let served: Look | undefined;
  const chosen = async (): Promise<Look> => {
    const result = await compiledContent(plugins);
    if (!result.ok) return served ?? DEFAULT_LOOK;
    return result.content.site.look ?? DEFAULT_LOOK;
  };
  return {
    name: "folio:look-styles",
    configResolved(config) {
      plugins = config.plugins;
    },
    resolveId(id) {
      return id === LOOK_STYLES ? RESOLVED : undefined;
    },
    async load(id) {
      // With a query too: the dev server's letters ask for the rules as CSS (`?direct`, scripts/vite/dev-letters.ts).
      if (id.split("?")[0] !== RESOLVED) return undefined;
      served = await chosen();
      const file = lookFile(served);
      // An edit to the look's own file reloads its rules in the dev server.
      this.addWatchFile(file);
      return readFileSync(file, "utf8");
    },
    async handleHotUpdate({ file, modules, server }) {
      if (!isCompiledContent(file) || served === undefined) return undefined;
      if ((await chosen()) === served) return undefined;
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (!module) return undefined;
      server.moduleGraph.invalidateModule(module);
      return [...modules, module] satisfies ModuleNode[];
    },
  };
}
