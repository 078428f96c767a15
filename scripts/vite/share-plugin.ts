/**
 * Sharing in `vite build`: head tags and JSON-LD in index.html, and next to it og-image.png,
 * the monogram favicon and icons, manifest.webmanifest, robots.txt, resume.json (JSON
 * Resume), resume.txt (the resume as plain text), resume.md (as Markdown) and resume.docx (as
 * a Word file), all from the content. Every other page of the site (sitePages: each other
 * language's, each variant's in each language) also gets its head (handed to the prerender,
 * which writes the page: scripts/vite/prerender.ts), its own og-image and resume files
 * (`og-image.pt-PT.png`, `resume.pt-PT.json`, `resume.backend.txt`, `resume.backend.pt-PT.docx`).
 * The content plugin reports invalid content; this one then adds nothing. The dev server gets
 * the favicon and its tag, and each page's resume files, made from the content as the dev
 * server's content plugin compiled it last.
 */
import type { Plugin, ViteDevServer } from "vite";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import {
  languageFile,
  RESUME_JSON,
  RESUME_MARKDOWN,
  RESUME_TEXT,
  RESUME_WORD,
} from "../../src/shared/paths.ts";
import { themeCss } from "../../src/shared/theme.ts";
import { type CompileResult, sitePages } from "../compiler/compile.ts";
import type { CompiledLetter } from "../compiler/passes/letters.ts";
import { toJsonResume } from "../interop/json-resume/export.ts";
import { applyEdits, attribute, findElement } from "../lib/html-edit.ts";
import { escapeHtml } from "../lib/html-text.ts";
import { compiledContent, devContent } from "./content-plugin.ts";
import {
  missingFontWarning,
  missingLettersError,
  monogramPng,
  monogramSvg,
  ogImage,
} from "./share/images.ts";
import {
  LETTER_CSS,
  LETTER_PAGE,
  LETTER_TEXT,
  LETTER_WORD,
  letterFolder,
  letterPage,
  letterStyles,
  letterText,
} from "./share/letter-page.ts";
import { letterWord } from "./share/letter-word.ts";
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
import { resumeMarkdown } from "./share/resume-markdown.ts";
import { resumeText } from "./share/resume-text.ts";
import { resumeWord } from "./share/resume-word.ts";

/** The files the plugin adds to the build, by name. */
export async function shareFiles(
  content: SiteContent,
  photoFile: string | undefined,
): Promise<Map<string, string | Uint8Array>> {
  const { name } = content.profile;
  const { accent } = accentColours(content);
  const files = new Map<string, string | Uint8Array>();
  for (const [file, source] of await languageFiles(content, photoFile)) files.set(file, source);
  files.set(FAVICON_FILE, monogramSvg(name, { accent }));
  files.set(APPLE_TOUCH_ICON.file, await monogramPng(name, APPLE_TOUCH_ICON.size, "square", accent));
  for (const icon of MANIFEST_ICONS)
    files.set(icon.file, await monogramPng(name, icon.size, "rounded", accent));
  files.set(MANIFEST_FILE, `${JSON.stringify(webManifest(content), null, 2)}\n`);
  files.set("robots.txt", robotsTxt());
  return files;
}

/** The resume's files made from one page's content, each with its type and how it is made. */
const RESUME_FILES: {
  file: string;
  type: string;
  make: (content: SiteContent) => string | Promise<Uint8Array>;
}[] = [
  {
    file: RESUME_JSON,
    type: "application/json",
    make: (content) => `${JSON.stringify(toJsonResume(content), null, 2)}\n`,
  },
  { file: RESUME_TEXT, type: "text/plain; charset=utf-8", make: resumeText },
  { file: RESUME_MARKDOWN, type: "text/markdown; charset=utf-8", make: resumeMarkdown },
  {
    file: RESUME_WORD,
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    make: resumeWord,
  },
];

/**
 * The files of one page of the site: its link preview, its JSON Resume and its resume as plain
 * text, Markdown and a Word file, named for it (`languageFile`).
 */
export async function languageFiles(
  content: SiteContent,
  photoFile: string | undefined,
): Promise<Map<string, string | Uint8Array>> {
  const files = new Map<string, string | Uint8Array>([
    [languageFile(OG_IMAGE.file, content.site), await ogImage(content, photoFile)],
  ]);
  for (const { file, make } of RESUME_FILES) files.set(languageFile(file, content.site), await make(content));
  return files;
}

/** A page of the site but its first (another language's, a variant's), with its head, for the prerender to fill. */
export type OtherPage = { content: SiteContent; html: string };

/** What the share plugin tells the prerender (Vite's way for one plugin to reach another). */
export type ShareApi = {
  /**
   * The head of every page of the site but the default language's, in sitePages' order: each
   * other language's, then each variant's in each language; none on a site in one language
   * without variants.
   */
  otherPages(): OtherPage[];
  /**
   * The content of every page of the site the build just made, the default language's first,
   * in sitePages' order (what the build's record lists, scripts/publish/build-record.ts); none
   * before the content has compiled.
   */
  pages(): SiteContent[];
  /** Why the build stopped, when the machine has no font for the owner's name or title. */
  fontsMissing(): FontsMissing | undefined;
  /** The cover letters the build just made pages of (scripts/vite/share/letter-page.ts); none without. */
  letters(): CompiledLetter[];
};

export const SHARE_PLUGIN = "folio:share";

/**
 * The build's failure when the machine has no font for the owner's name or title: its `report`
 * names the characters, which `npm run build` prints as they are. The bundler hands on a
 * plugin's error as a plain one, so the build asks the share plugin for this one
 * (ShareApi's `fontsMissing`).
 */
export class FontsMissing extends Error {
  constructor(readonly report: string) {
    super(`no font for the link preview\n${report}`);
    this.name = "FontsMissing";
    // The lines are the whole message; a stack trace would only hide them.
    this.stack = "";
  }
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
  // A <style> element, not a style attribute: the CSP allows it by its hash (scripts/vite/inline-code.ts).
  const accent = theme ? `\n    <style id="accent">${themeCss(theme)}</style>` : "";
  const favicon = monogramSvg(content.profile.name, { accent: accentColours(content).accent });
  return inHead(withLang, headTags(content, favicon) + accent);
}

/** A resume file's name at the end of an address: /resume.json, /pt-pt/resume.pt-PT.txt, /v/data/resume.data.docx. */
const RESUME_PATH = /\/(resume(?:\.[^/.]+)*\.(?:json|txt|md|docx))$/;

/**
 * The dev server's resume.json, resume.txt, resume.md and resume.docx, and each other page's
 * (resume.<tag>.json…), from the content as the dev server compiled it last, at any page's
 * folder as the build's page finds them beside itself. None while the content is broken: the
 * overlay says why.
 */
function serveResumeFiles(server: ViteDevServer, compile: () => Promise<CompileResult>) {
  server.middlewares.use((req, res, next) => {
    let name: string | undefined;
    try {
      name = decodeURIComponent(RESUME_PATH.exec((req.url ?? "").split("?")[0] ?? "")?.[1] ?? "");
    } catch {
      // Not an address any page names.
    }
    if (!name) return next();
    compile()
      .then((result) => {
        const sites = result.ok ? sitePages(result) : [];
        for (const content of sites)
          for (const { file, type, make } of RESUME_FILES) {
            if (languageFile(file, content.site) !== name) continue;
            return Promise.resolve(make(content)).then((body) => {
              res.setHeader("Content-Type", type);
              res.setHeader("Cache-Control", "no-cache");
              res.end(body);
            });
          }
        next();
      })
      .catch(next);
  });
}

/** What the shared files are made from: the valid content's sites and the photo's file. */
function shareContent(result: CompileResult) {
  if (!result.ok) return undefined;
  const { photo } = result.content.profile;
  const photoFile = photo && result.assets.get(photo.src);
  if (photo && !photoFile) throw new Error(`the profile photo has no file: ${photo.src}`);
  return {
    content: result.content,
    others: sitePages(result).slice(1),
    photoFile,
    letters: result.letters,
    languages: [result.content, ...result.translations],
  };
}

/** The site in `letter`'s language, whose header heads it: among `languages` (the public site's, the default first). */
export function letterContent(
  letter: CompiledLetter,
  languages: readonly SiteContent[],
): SiteContent | undefined {
  return languages.find(({ site }) => site.lang === letter.lang) ?? languages[0];
}

/**
 * A letter's files (letter-page.ts), by their names in its folder, each with its type and how it
 * is made from the letter, the site in its language (letterContent) and the site's stylesheet
 * `siteCss`: the build writes them all, the dev server makes each as it is asked for.
 */
export const LETTER_FILES: {
  file: string;
  type: string;
  make: (letter: CompiledLetter, content: SiteContent, siteCss: string) => string | Promise<Uint8Array>;
}[] = [
  { file: LETTER_PAGE, type: "text/html; charset=utf-8", make: letterPage },
  {
    file: LETTER_CSS,
    type: "text/css; charset=utf-8",
    make: (_letter, content, siteCss) => letterStyles(content, siteCss),
  },
  { file: LETTER_TEXT, type: "text/plain; charset=utf-8", make: letterText },
  {
    file: LETTER_WORD,
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    make: letterWord,
  },
];

/**
 * Each letter's files (LETTER_FILES), in its folder, with the header of the site in its language
 * (`languages`: the public site's, the default first), and the site's stylesheet `siteCss` under
 * its own.
 */
async function letterFiles(
  letters: readonly CompiledLetter[],
  languages: readonly SiteContent[],
  siteCss: string,
): Promise<Map<string, string | Uint8Array>> {
  const files = new Map<string, string | Uint8Array>();
  for (const letter of letters) {
    const content = letterContent(letter, languages);
    if (!content) continue;
    for (const { file, make } of LETTER_FILES)
      files.set(`${letterFolder(letter)}${file}`, await make(letter, content, siteCss));
  }
  return files;
}

export function sharePlugin(): Plugin<ShareApi> {
  let plugins: readonly Plugin[] = [];
  let serving = false;
  let compiled: ReturnType<typeof shareContent>;
  /** index.html as it came to this plugin: the page of every language before its head. */
  let template: string | undefined;
  /** The dev server's favicon from the last valid content; kept while the content is broken. */
  let devFavicon: string | undefined;
  /** The build's failure for want of a font, kept whole for the build to rethrow. */
  let fontsMissing: FontsMissing | undefined;
  return {
    name: SHARE_PLUGIN,
    api: {
      otherPages: () =>
        compiled && template !== undefined
          ? compiled.others.map((content) => ({ content, html: withHeadTags(template ?? "", content) }))
          : [],
      pages: () => (compiled ? [compiled.content, ...compiled.others] : []),
      fontsMissing: () => fontsMissing,
      letters: () => compiled?.letters ?? [],
    },
    configResolved(config) {
      plugins = config.plugins;
      serving = config.command === "serve";
    },
    buildStart() {
      compiled = undefined;
      template = undefined;
    },
    async transformIndexHtml(html) {
      if (serving) return inHead(html, FAVICON_TAG);
      // The content plugin's compile of this build, which ended before the bundle is made.
      compiled ??= shareContent(await compiledContent(plugins));
      template = html;
      return compiled ? withHeadTags(html, compiled.content) : html;
    },
    configureServer(server: ViteDevServer) {
      // From the dev server's compile: a request never compiles the content itself.
      serveResumeFiles(server, () => devContent(server));
      server.middlewares.use((req, res, next) => {
        // At any page's folder: /favicon.svg, and /pt-pt/favicon.svg for another language's page.
        if (!(req.url ?? "").split("?")[0]?.endsWith(`/${FAVICON_FILE}`)) return next();
        devContent(server).then((result) => {
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
    async generateBundle(_, bundle) {
      // This hook may come before the page's (Vite transforms index.html as it emits it).
      compiled ??= shareContent(await compiledContent(plugins));
      if (!compiled) return;
      const { content, others, photoFile, letters, languages } = compiled;
      // The site's stylesheet, which the prerender then puts inline in each of its pages.
      const siteCss = Object.values(bundle)
        .flatMap((file) =>
          file.type === "asset" && file.fileName.endsWith(".css") ? [String(file.source)] : [],
        )
        .join("\n");
      const files = [await shareFiles(content, photoFile), await letterFiles(letters, languages, siteCss)];
      for (const other of others) files.push(await languageFiles(other, photoFile));
      for (const [fileName, source] of files.flatMap((map) => [...map])) {
        this.emitFile({ type: "asset", fileName, source });
      }
      const sites = [[content, true] as const, ...others.map((other) => [other, false] as const)];
      const errors: string[] = [];
      for (const [site] of sites) {
        const error = await missingLettersError(site, languageFile(OG_IMAGE.file, site.site));
        if (error) errors.push(error);
      }
      // A name or title the preview would leave out for want of a font: the site is not built.
      if (errors.length > 0) {
        fontsMissing = new FontsMissing(errors.join("\n"));
        throw fontsMissing;
      }
      for (const [site, icons] of sites) {
        const warning = await missingFontWarning(site, languageFile(OG_IMAGE.file, site.site), icons);
        if (warning) this.warn(warning);
      }
    },
  };
}
