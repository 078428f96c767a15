/**
 * Sharing in `vite build`: head tags and JSON-LD in index.html, and next to it og-image.png,
 * the monogram favicon and icons, manifest.webmanifest, robots.txt and resume.json (JSON
 * Resume), all from the content. The content plugin reports invalid content; this one then
 * adds nothing. The dev server gets the favicon and its tag, drawn from the content as it is
 * when the browser asks for it.
 */
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { themeCss } from "../../src/shared/theme.ts";
import { compileContent } from "../compiler/compile.ts";
import { toJsonResume } from "../interop/json-resume/export.ts";
import { applyEdits, attribute, findElement } from "../lib/html-edit.ts";
import { escapeHtml } from "../lib/html-text.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";
import { monogramPng, monogramSvg, ogImage } from "./share/images.ts";
import {
  APPLE_TOUCH_ICON,
  accentColours,
  FAVICON_FILE,
  FAVICON_TAG,
  headTags,
  MANIFEST_FILE,
  MANIFEST_ICONS,
  OG_IMAGE,
  pageTitle,
  robotsTxt,
  webManifest,
} from "./share/metadata.ts";

export const RESUME_JSON_FILE = "resume.json";

/** The files the plugin adds to the build, by name. */
export async function shareFiles(
  content: SiteContent,
  photoFile: string | undefined,
): Promise<Map<string, string | Uint8Array>> {
  const { name } = content.profile;
  const { accent } = accentColours(content);
  const files = new Map<string, string | Uint8Array>();
  files.set(OG_IMAGE.file, await ogImage(content, photoFile));
  files.set(FAVICON_FILE, monogramSvg(name, { accent }));
  files.set(APPLE_TOUCH_ICON.file, await monogramPng(name, APPLE_TOUCH_ICON.size, "square", accent));
  for (const icon of MANIFEST_ICONS)
    files.set(icon.file, await monogramPng(name, icon.size, "rounded", accent));
  files.set(MANIFEST_FILE, `${JSON.stringify(webManifest(content), null, 2)}\n`);
  files.set("robots.txt", robotsTxt());
  files.set(RESUME_JSON_FILE, `${JSON.stringify(toJsonResume(content), null, 2)}\n`);
  return files;
}

/** `tags` at the end of index.html's <head>. */
function inHead(html: string, tags: string): string {
  const end = findElement(html, "head")?.sourceCodeLocation?.endTag;
  if (!end) throw new Error("index.html needs a </head> for the share plugin to write into");
  return applyEdits(html, [{ start: end.startOffset, end: end.startOffset, text: `  ${tags}\n  ` }]);
}

/** index.html in the site's language and its direction, with the page's title, the sharing tags and the owner's accent. */
export function withHeadTags(html: string, content: SiteContent): string {
  const title = findElement(html, "title")?.sourceCodeLocation;
  if (!title) throw new Error("index.html needs a <title> for the share plugin to replace");
  const root = findElement(html, "html");
  const lang =
    root && attribute(root, "lang") !== undefined ? root.sourceCodeLocation?.attrs?.lang : undefined;
  if (!lang) throw new Error('index.html needs <html lang="…"> for the share plugin to replace');
  const withLang = applyEdits(html, [
    {
      start: title.startOffset,
      end: title.endOffset,
      text: `<title>${escapeHtml(pageTitle(content))}</title>`,
    },
    {
      start: lang.startOffset,
      end: lang.endOffset,
      text: `lang="${escapeHtml(content.site.lang)}" dir="${content.site.dir}"`,
    },
  ]);
  const { theme } = content.site;
  // A <style> element, not a style attribute: the CSP allows it by its hash (scripts/site/prerender.ts).
  const accent = theme ? `\n    <style id="accent">${themeCss(theme)}</style>` : "";
  const favicon = monogramSvg(content.profile.name, { accent: accentColours(content).accent });
  return inHead(withLang, headTags(content, favicon) + accent);
}

export function sharePlugin(options: { contentDir?: string } = {}): Plugin {
  let root = "";
  let contentDir = "";
  let serving = false;
  let compiled: { content: SiteContent; photoFile: string | undefined } | undefined;
  /** The dev server's favicon from the last valid content; kept while the content is broken. */
  let devFavicon: string | undefined;
  return {
    name: "folio:share",
    configResolved(config) {
      root = config.root;
      contentDir = path.resolve(root, options.contentDir ?? DEFAULT_CONTENT_DIR);
      serving = config.command === "serve";
    },
    async buildStart() {
      compiled = undefined;
      if (serving) return;
      const result = await compileContent({ contentDir, cwd: root });
      if (!result.ok) return;
      const { photo } = result.content.profile;
      const photoFile = photo && result.assets.get(photo.src);
      if (photo && !photoFile) throw new Error(`the profile photo has no file: ${photo.src}`);
      compiled = { content: result.content, photoFile };
    },
    transformIndexHtml(html) {
      if (serving) return inHead(html, FAVICON_TAG);
      return compiled ? withHeadTags(html, compiled.content) : html;
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? "").split("?")[0] !== `/${FAVICON_FILE}`) return next();
        compileContent({ contentDir, cwd: root }).then((result) => {
          if (result.ok)
            devFavicon = monogramSvg(result.content.profile.name, {
              accent: accentColours(result.content).accent,
            });
          if (devFavicon === undefined) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          // The owner may change their name while the server runs.
          res.setHeader("Cache-Control", "no-cache");
          res.end(devFavicon);
        }, next);
      });
    },
    async generateBundle() {
      if (!compiled) return;
      for (const [fileName, source] of await shareFiles(compiled.content, compiled.photoFile)) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
