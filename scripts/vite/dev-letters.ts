/**
 * The cover letters (letters/*.md) in `npm run dev`: each letter's page, stylesheet, text and
 * Word file, made by the build's own functions (share-plugin.ts's LETTER_FILES) from the content
 * as the dev server last compiled it valid, at the address the build gives it, `l/<code>/`, and,
 * in the dev server only, at one that follows it while it is edited, `l/<name>/` (its file's
 * name without `.md`): the code changes with every save, and the build never uses the name,
 * which could be guessed. The terminal lists each letter's address when the server starts, and
 * again when a save changes its code; a save reloads its open page. That page loads Vite's
 * client for it (the reload, and the overlay for broken content) in place of the build's
 * Content-Security-Policy, which allows no script, as the site's own page in the dev server has
 * no policy either.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { isCSSRequest, type Plugin, parseAst, type ViteDevServer } from "vite";
import { type CompiledLetter, LETTERS_FOLDER } from "../compiler/passes/letters.ts";
import { STYLESHEET } from "../compiler/passes/stylesheet.ts";
import type { ValidCompile } from "../dev/content-compiler.ts";
import { requestPath } from "../dev/dev-serving.ts";
import { applyEdits, attribute, elementsOf, findElement } from "../lib/html-edit.ts";
import { CONTENT_PLUGIN, type ContentPluginApi } from "./content-plugin.ts";
import { LETTER_CSS, LETTER_PAGE, letterFolder, letterPage, letterStyles } from "./share/letter-page.ts";
import { LETTER_FILES, letterContent } from "./share-plugin.ts";
import { linkStylesheet } from "./stylesheet-plugin.ts";

/** The dev server's address of `letter` that follows it while it is edited: `l/<name>/`. */
function letterNameFolder(letter: Pick<CompiledLetter, "name">): string {
  return `${LETTERS_FOLDER}${letter.name}/`;
}

/** A folder of a letter in a request's path (`l/harbour-lines/letter.txt`), and the file asked for there. */
const LETTER_REQUEST = new RegExp(`^${LETTERS_FOLDER}([^/]+)(/(.*))?$`);

/** The sites of a valid compile a letter's header is taken from: the public site's, the default language's first. */
const languagesOf = (good: ValidCompile) => [good.content, ...good.translations];

/**
 * The letter's page as the dev server serves it: the build's (letterPage, with the owner's
 * stylesheet linked as the build links it: stylesheet-plugin.ts), its Content-Security-Policy
 * replaced by Vite's client, which reloads it after a save and shows broken content over it.
 */
function devLetterPage(letter: CompiledLetter, html: string, good: ValidCompile, base: string): string {
  // The build links the owner's stylesheet into every page it writes, a letter's among them,
  // from the site's folder.
  const up = "../".repeat(letterFolder(letter).split("/").filter(Boolean).length);
  const linked = good.stylesheet === undefined ? html : linkStylesheet(html, `${up}${STYLESHEET}`);
  const policy = findElement(linked, "meta", { "http-equiv": "Content-Security-Policy" })?.sourceCodeLocation;
  if (!policy)
    throw new Error("a letter's page needs its Content-Security-Policy for the dev server to replace");
  const client = `<script type="module" src="${path.posix.join(base, "@vite/client")}"></script>`;
  return applyEdits(linked, [{ start: policy.startOffset, end: policy.endOffset, text: client }]);
}

/**
 * The site's stylesheets as the dev server serves them to its page, in the cascade's order: those
 * the page's module scripts (index.html's) import, and the modules they import, depth first, as
 * the build puts them into its stylesheet; a lazily loaded module's are not among them. The
 * build's letter.css begins with the same rules, minified.
 */
async function devSiteCss(server: ViteDevServer): Promise<string> {
  const environment = server.environments.client;
  const sheets: string[] = [];
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    if (isCSSRequest(url)) {
      // As a page's <link> asks for it: the CSS itself. A virtual module's id is written into an
      // address as Vite's convention has it (`/@id/__x00__virtual:…`).
      const id = url.replace(/^\/@id\/__x00__/, "\0").replace(/^\/@id\//, "");
      const direct = `${id}${id.includes("?") ? "&" : "?"}direct`;
      // Made afresh each time: the look's rules follow the content (look-styles.ts).
      const made = await environment.moduleGraph.getModuleByUrl(direct);
      if (made) environment.moduleGraph.invalidateModule(made);
      const css = await environment.transformRequest(direct);
      if (css) sheets.push(css.code);
      return;
    }
    // The engine's own modules: a package's hold none of the site's stylesheets.
    if (!url.startsWith("/src/")) return;
    const module = await environment.transformRequest(url);
    if (!module) return;
    for (const node of parseAst(module.code).body)
      if (
        (node.type === "ImportDeclaration" ||
          node.type === "ExportAllDeclaration" ||
          node.type === "ExportNamedDeclaration") &&
        node.source
      )
        await visit(node.source.value);
  };
  for (const entry of pageScripts(server.config.root)) await visit(entry);
  return sheets.join("\n");
}

/** The module scripts of the site's page (index.html in `root`), by their addresses. */
function pageScripts(root: string): string[] {
  return elementsOf(readFileSync(path.join(root, "index.html"), "utf8"))
    .filter((element) => element.tagName === "script" && attribute(element, "type") === "module")
    .flatMap((script) => attribute(script, "src") ?? []);
}

/** What the open page of a letter shows, to tell whether a compile changed it. */
type Shown = { letter: CompiledLetter; shows: string };

/** What each letter of `good` shows, by its name: its page, its sheet's own rules, the look and the owner's stylesheet. */
function shownOf(good: ValidCompile): Map<string, Shown> {
  const shown = new Map<string, Shown>();
  for (const letter of good.letters) {
    const content = letterContent(letter, languagesOf(good));
    if (!content) continue;
    const shows = [
      letterPage(letter, content),
      letterStyles(content, ""),
      content.site.look ?? "",
      good.stylesheet === undefined ? "" : STYLESHEET,
    ].join("\n");
    shown.set(letter.name, { letter, shows });
  }
  return shown;
}

/** A letter's line in the terminal: the address that follows it, and the build's. */
function letterLine(server: ViteDevServer, letter: CompiledLetter): string {
  const local = server.resolvedUrls?.local[0] ?? server.config.base;
  const follows = new URL(`${LETTERS_FOLDER}${encodeURIComponent(letter.name)}/`, local).href;
  return `${follows} (${letter.file}; its address in the build: ${letterFolder(letter)})`;
}

/** Reloads the pages of a letter open at any of `folders`, and no other page. */
function reloadLetter(server: ViteDevServer, folders: readonly string[]): void {
  for (const folder of new Set(folders))
    server.ws.send({ type: "full-reload", path: `/${folder}${LETTER_PAGE}` });
}

/**
 * Follows the letters through each compile the dev server reports: says in the terminal each
 * letter a save gave a new address in the build (or that came or went), and reloads the open
 * page of each letter the compile changed, and of every letter once broken content is mended,
 * which clears the overlay over it. Returns the letters of the last valid compile.
 */
function followLetters(server: ViteDevServer, content: ContentPluginApi): () => Map<string, Shown> {
  const { logger } = server.config;
  let shown = new Map<string, Shown>();
  /** Whether the content was broken when last compiled: each letter's open page shows it. */
  let broken = false;
  let first = true;
  content.onReported((result) => {
    const before = shown;
    if (result.ok) shown = shownOf(result);
    // The first compile's letters are listed with the server's addresses (printUrls); broken,
    // none are, and each is said once the content compiles.
    if (first || !result.ok) {
      first = false;
      broken = !result.ok;
      return;
    }
    for (const [name, { letter, shows }] of shown) {
      const was = before.get(name);
      if (was?.letter.slug !== letter.slug)
        logger.info(`letter at ${letterLine(server, letter)}`, { timestamp: true });
      if (broken || was?.shows !== shows)
        reloadLetter(server, [
          letterNameFolder(letter),
          letterFolder(letter),
          ...(was ? [letterFolder(was.letter)] : []),
        ]);
    }
    for (const [name, { letter }] of before)
      if (!shown.has(name)) {
        logger.info(`letter ${letter.file} is gone: ${letterNameFolder(letter)} is no longer served`, {
          timestamp: true,
        });
        reloadLetter(server, [letterNameFolder(letter), letterFolder(letter)]);
      }
    broken = false;
  });
  return () => shown;
}

export function devLettersPlugin(): Plugin {
  let api: ContentPluginApi | undefined;
  return {
    name: "folio:dev-letters",
    apply: "serve",
    configResolved(config) {
      api = config.plugins.find(({ name }) => name === CONTENT_PLUGIN)?.api as ContentPluginApi | undefined;
    },
    configureServer(server) {
      if (!api) throw new Error("the dev server's letters need the content plugin");
      const content = api;
      const { logger } = server.config;
      const letters = followLetters(server, content);
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        for (const { letter } of letters().values())
          logger.info(`  ➜  Letter:  ${letterLine(server, letter)}`);
      };
      server.middlewares.use((req, res, next) => {
        const found = LETTER_REQUEST.exec(requestPath(req.url ?? "") ?? "");
        if (!found) return next();
        const [, folder = "", slash, file = ""] = found;
        serveLetterFile(server, content, { folder, file: slash ? file || LETTER_PAGE : undefined })
          .then((answer) => {
            if (!answer) return next();
            if ("redirect" in answer) {
              res.statusCode = 302;
              res.setHeader("Location", answer.redirect);
              res.end();
              return;
            }
            res.setHeader("Content-Type", answer.type);
            // A save changes it under the same address.
            res.setHeader("Cache-Control", "no-cache");
            res.end(answer.body);
          })
          .catch(next);
      });
    },
  };
}

/**
 * The dev server's answer for `file` in a letter's `folder` (its code or its name), from the last
 * valid compile; for the folder without its last slash, where the page's own addresses would lead
 * astray, a redirect to it. Undefined when no letter or file is there.
 */
async function serveLetterFile(
  server: ViteDevServer,
  content: ContentPluginApi,
  { folder, file }: { folder: string; file: string | undefined },
): Promise<{ type: string; body: string | Uint8Array } | { redirect: string } | undefined> {
  // A compile in flight first: a page reloaded after a save shows the save.
  await content.compiled();
  const good = content.lastGood();
  const letters = good?.letters ?? [];
  const letter = letters.find(({ slug }) => slug === folder) ?? letters.find(({ name }) => name === folder);
  if (!good || !letter) return undefined;
  if (file === undefined)
    return { redirect: path.posix.join(server.config.base, LETTERS_FOLDER, encodeURIComponent(folder), "/") };
  const made = LETTER_FILES.find((entry) => entry.file === file);
  const site = letterContent(letter, languagesOf(good));
  if (!made || !site) return undefined;
  const siteCss = file === LETTER_CSS ? await devSiteCss(server) : "";
  const body = await made.make(letter, site, siteCss);
  return {
    type: made.type,
    body: file === LETTER_PAGE ? devLetterPage(letter, String(body), good, server.config.base) : body,
  };
}
