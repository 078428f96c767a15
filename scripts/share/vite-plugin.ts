/**
 * Sharing in `vite build`: head tags and JSON-LD in index.html, and next to it og-image.png,
 * the icons, manifest.webmanifest, robots.txt and resume.json (JSON Resume), all from the
 * content. The content plugin reports invalid content; this one then adds nothing.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { compileContent } from "../content/compile.ts";
import type { SiteContent } from "../content/compiled.ts";
import { DEFAULT_CONTENT_DIR } from "../content/output.ts";
import { ogImage, squareIcon } from "./images.ts";
import { toJsonResume } from "./json-resume.ts";
import {
  APPLE_TOUCH_ICON,
  headTags,
  MANIFEST_FILE,
  MANIFEST_ICONS,
  OG_IMAGE,
  pageTitle,
  robotsTxt,
  webManifest,
} from "./metadata.ts";

export const RESUME_JSON_FILE = "resume.json";

/** The files the plugin adds to the build, by name. */
export async function shareFiles(
  content: SiteContent,
  photoFile: string,
): Promise<Map<string, string | Uint8Array>> {
  const files = new Map<string, string | Uint8Array>();
  files.set(OG_IMAGE.file, await ogImage(content, photoFile));
  files.set(APPLE_TOUCH_ICON.file, await squareIcon(photoFile, APPLE_TOUCH_ICON.size));
  for (const icon of MANIFEST_ICONS) files.set(icon.file, await squareIcon(photoFile, icon.size));
  files.set(MANIFEST_FILE, `${JSON.stringify(webManifest(content), null, 2)}\n`);
  files.set("robots.txt", robotsTxt());
  files.set(RESUME_JSON_FILE, `${JSON.stringify(toJsonResume(content), null, 2)}\n`);
  return files;
}

/** index.html with the page's title and the sharing tags. */
export function withHeadTags(html: string, content: SiteContent): string {
  const title = pageTitle(content).replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const withTitle = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (withTitle === html && !html.includes(`<title>${title}</title>`))
    throw new Error("index.html needs a <title> for the share plugin to replace");
  return withTitle.replace("</head>", `  ${headTags(content)}\n  </head>`);
}

export function sharePlugin(options: { contentDir?: string } = {}): Plugin {
  let root = "";
  let compiled: { content: SiteContent; photoFile: string } | undefined;
  return {
    name: "folio:share",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const contentDir = path.resolve(root, options.contentDir ?? DEFAULT_CONTENT_DIR);
      const result = compileContent({ contentDir, cwd: root });
      compiled = undefined;
      if (!result.ok) return;
      const photoFile = result.assets.get(result.content.profile.photo.src);
      if (!photoFile) throw new Error(`the profile photo has no file: ${result.content.profile.photo.src}`);
      compiled = { content: result.content, photoFile };
    },
    transformIndexHtml(html) {
      return compiled ? withHeadTags(html, compiled.content) : html;
    },
    async generateBundle() {
      if (!compiled) return;
      for (const [fileName, source] of await shareFiles(compiled.content, compiled.photoFile)) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
