/**
 * The compiles of the content plugin (content-plugin.ts): the content compiled into the JSON the
 * site imports, and into a file beside it for each other page of the site (sitePages).
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { SiteContent, SiteSettings } from "../../src/shared/compiled-content.ts";
import { languageFile } from "../../src/shared/paths.ts";
import {
  type CompileResult,
  compileContent,
  compileForUpdate,
  type StagedCompile,
  sitePages,
} from "../compiler/compile.ts";
import { compileMemo } from "../compiler/compile-memo.ts";
import type { ImageVariant } from "../compiler/images/images.ts";
import { writeContent } from "../compiler/output.ts";

/**
 * A compile's result, and whether it rewrote the JSON the site imports; in a dev server, the
 * checks left for after the update (compileForUpdate's `later`): they resolve with the whole
 * compile's result, or undefined when a later compile superseded this one meanwhile.
 */
export type Compiled = {
  result: CompileResult;
  changed: boolean;
  later?: () => Promise<CompileResult | undefined>;
};

/**
 * The compiles of one dev server or build: each compiles `contentDir` and, when the content is
 * valid, writes it to `outFile`. The compiler awaits the images' decoding, so a change can come
 * while a compile is in flight: the compile it starts supersedes the one in flight, whose result
 * is dropped (neither kept nor written) when it ends, so an older content never overwrites a
 * newer one. A broken content leaves the last good JSON and images as they were.
 *
 * Each compile takes from the one before what is unchanged (compile-memo.ts): a save parses
 * the saved file alone. With `checksLater` (the dev server), the check of the texts' languages,
 * which can only add warnings there, is left for after the JSON is written (Compiled's `later`).
 */
export function contentCompiler(options: {
  contentDir: string;
  outFile: string;
  root: string;
  strict: boolean;
  checksLater?: boolean;
}) {
  const { contentDir, outFile, root, strict, checksLater = false } = options;
  const memo = compileMemo();
  /** The number of the latest compile begun; a compile that ends under another number was superseded. */
  let latest = 0;
  /** How many compiles are in flight. */
  let inFlight = 0;
  let last: CompileResult | undefined;
  /** The last good compile, and its pages (sitePages); kept while the content is broken. */
  let lastGood: ValidCompile | undefined;
  let pages: SiteContent[] = [];
  /** The latest compile begun, until it ends. */
  let pending: Promise<Compiled | undefined> | undefined;
  const run = async (): Promise<Compiled | undefined> => {
    const number = ++latest;
    inFlight++;
    const compiling = { contentDir, cwd: root, strict, memo };
    const staged: StagedCompile = await (checksLater
      ? compileForUpdate(compiling)
      : compileContent(compiling).then((result) => ({ result }))
    ).finally(() => inFlight--);
    if (number !== latest) return undefined;
    const { result } = staged;
    last = result;
    if (!result.ok) return { result, changed: false };
    lastGood = result;
    pages = sitePages(result);
    // The page shown first: the default language's JSON before the other pages'.
    const changed = writeContent(outFile, result.content);
    const translated = writeOtherPages(outFile, pages.slice(1));
    const later = staged.later;
    if (!later) return { result, changed: changed || translated };
    return {
      result,
      changed: changed || translated,
      later: async () => {
        const checked = await later();
        // Superseded meanwhile: the newer compile's checks say what is true now.
        if (number !== latest) return undefined;
        last = checked;
        return checked;
      },
    };
  };
  return {
    /** The result of the latest compile that has ended. */
    get last() {
      return last;
    },
    /** The latest compile that has ended with valid content: the letters the dev server serves come from it. */
    get lastGood() {
      return lastGood;
    },
    get good(): SiteContent | undefined {
      return lastGood?.content;
    },
    /** Every page of the last good compile (sitePages): the default language's first. */
    get pages() {
      return pages;
    },
    /** The last good compile's images; none before. */
    get assets(): Map<string, string> {
      return lastGood?.assets ?? new Map();
    },
    get variants(): Map<string, ImageVariant> {
      return lastGood?.variants ?? new Map();
    },
    /** Whether a compile is in flight. */
    get compiling() {
      return inFlight > 0;
    },
    /** Compiles the content; resolves undefined when a later compile superseded this one. */
    compile(): Promise<Compiled | undefined> {
      const job = run();
      pending = job;
      job.then(
        () => {
          if (pending === job) pending = undefined;
        },
        () => {
          if (pending === job) pending = undefined;
        },
      );
      return job;
    },
    /**
     * The result of the latest compile, once every compile in flight has ended: what the dev
     * server's answers drawn from the content (the favicon, resume.json) show, without a compile
     * of their own; any number of them wait for the same compile.
     */
    async settled(): Promise<CompileResult | undefined> {
      while (pending) await pending.catch(() => undefined);
      return last;
    },
    /** Drops every compile in flight: the server is closing. */
    drop() {
      latest++;
    },
  };
}
/** A compile's result on valid content. */
export type ValidCompile = Extract<CompileResult, { ok: true }>;

/** The compiles of one dev server or build (contentCompiler). */
export type ContentCompiler = ReturnType<typeof contentCompiler>;

/**
 * The compiled content of another page of the site than the first, beside `outFile`, named as
 * the page's files are (languageFile): content.pt-PT.json, content.backend.json,
 * content.backend.pt-PT.json.
 */
export function pageContentFile(outFile: string, site: SiteSettings): string {
  return path.join(path.dirname(outFile), languageFile(path.basename(outFile), site));
}

/**
 * Writes the content of every other page of the site (each other language's, each variant's in
 * each language) beside `outFile` (pageContentFile), for the dev server's pages of them
 * (src/dev-site.tsx), and removes those of pages the site no longer has. Returns whether any
 * file changed.
 */
export function writeOtherPages(outFile: string, pages: readonly SiteContent[]): boolean {
  const { dir, name, ext } = path.parse(outFile);
  const wanted = new Set(pages.map((content) => path.basename(pageContentFile(outFile, content.site))));
  let changed = false;
  let present: string[] = [];
  try {
    present = readdirSync(dir);
  } catch {
    // Not written yet.
  }
  for (const file of present)
    if (
      file.startsWith(`${name}.`) &&
      file.endsWith(ext) &&
      file !== path.basename(outFile) &&
      !wanted.has(file)
    ) {
      rmSync(path.join(dir, file), { force: true });
      changed = true;
    }
  for (const content of pages)
    if (writeContent(pageContentFile(outFile, content.site), content)) changed = true;
  return changed;
}
