/**
 * The site's Vite configuration, made from values: the owner's project, its content folder and
 * whether placeholders are refused. The engine's own folder (index.html, src/) is Vite's root and
 * is only read: it may sit read-only in an owner's node_modules. Everything the build or the dev
 * server writes goes into the owner's project: the compiled content and Vite's and the images'
 * caches under `node_modules/.cache/folio/`, the site where the build is told.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import react from "@vitejs/plugin-react";
import type { InlineConfig, Plugin } from "vite";
import { ENGINE_DIR } from "../lib/engine.ts";
import { applyEdits, attribute, elementsOf } from "../lib/html-edit.ts";
import { beforePaintPlugin } from "./before-paint-plugin.ts";
import { contentPlugin } from "./content-plugin.ts";
import { devLettersPlugin } from "./dev-letters.ts";
import { lookStylesPlugin } from "./look-styles.ts";
import { prerenderPlugin } from "./prerender.ts";
import { screenStylesPlugin } from "./screen-styles.ts";
import { sharePlugin } from "./share-plugin.ts";
import { stylesheetPlugin } from "./stylesheet-plugin.ts";

/** The compiled content's file name in its folder, which the site imports as `@generated/content.json`. */
export const CONTENT_JSON = "content.json";

export type SiteOptions = {
  /** The owner's project: the current folder unless given. */
  projectDir?: string;
  /** The content folder, relative to the project: `content` unless given. */
  contentDir?: string;
  /** Whether the build refuses placeholders: when CI is set unless given. */
  strict?: boolean;
  /** Only warnings and errors in the terminal. */
  quiet?: boolean;
};

/** The project's cache folder of the engine: `node_modules/.cache/folio`, which `npm ci` starts afresh. */
export function projectCache(projectDir: string): string {
  return path.join(path.resolve(projectDir), "node_modules", ".cache", "folio");
}

/**
 * Where the compiled content of `contentDir` goes: a folder of its own in the project's cache,
 * named by the content folder's path, so that two content folders never share one.
 */
export function generatedDirFor(projectDir: string, contentDir: string): string {
  const key = createHash("sha256").update(path.resolve(projectDir, contentDir)).digest("hex").slice(0, 12);
  return path.join(projectCache(projectDir), "generated", key);
}

/** The Vite configuration of the site of `options`' content, for `build`, `createServer` or `preview`. */
export function siteConfig(options: SiteOptions = {}): InlineConfig {
  const projectDir = path.resolve(options.projectDir ?? ".");
  const contentDir = path.resolve(projectDir, options.contentDir ?? "content");
  const generatedDir = generatedDirFor(projectDir, contentDir);
  const cache = projectCache(projectDir);
  return {
    configFile: false,
    root: ENGINE_DIR,
    // Relative asset URLs: the built site works from any sub-path (GitHub Pages project sites).
    base: "./",
    cacheDir: path.join(cache, "vite"),
    // The site reads no environment files: everything it shows is the content.
    envDir: false,
    publicDir: false,
    ...(options.quiet ? { logLevel: "warn" as const } : {}),
    plugins: [
      contentPlugin({
        projectDir,
        contentDir,
        outFile: path.join(generatedDir, CONTENT_JSON),
        cacheDir: path.join(cache, "images"),
        ...(options.strict !== undefined ? { strict: options.strict } : {}),
      }),
      beforePaintPlugin(),
      screenStylesPlugin(),
      lookStylesPlugin(),
      react(),
      contentSecurityPolicy(),
      sharePlugin(),
      devLettersPlugin(),
      prerenderPlugin(),
      stylesheetPlugin({ projectDir, contentDir }),
    ],
    resolve: { alias: { "@generated": generatedDir } },
    // Rolldown's notice of the time plugins took speaks to a bundler's author, not the owner:
    // encoding the pictures and prerendering the pages are the build's work, and take time.
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
    // The dev server serves the engine's sources and the project's compiled content.
    server: { fs: { allow: [ENGINE_DIR, projectDir] } },
  };
}

/** The built page's Content-Security-Policy: no inline or foreign scripts, styles or requests. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join("; ");

/** Adds the CSP to the built page only: Vite's dev server relies on inline scripts. */
function contentSecurityPolicy(): Plugin {
  return {
    name: "content-security-policy",
    apply: "build",
    transformIndexHtml(html) {
      // Right after the charset, before any script: a CSP <meta> governs only what follows it.
      const charset = elementsOf(html).find(
        (element) => element.tagName === "meta" && attribute(element, "charset") !== undefined,
      )?.sourceCodeLocation;
      if (!charset) throw new Error("index.html needs a <meta charset> to place the CSP after");
      const policy = `\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
      return applyEdits(html, [{ start: charset.endOffset, end: charset.endOffset, text: policy }]);
    },
  };
}
