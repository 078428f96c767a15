/**
 * The pages of a built site, read from the site itself (what `npm run pdf` and the size script
 * work from, with no content at hand): the public site's page in each language, found from its
 * language switcher, and each variant's page in each language (`v/<name>/`, under VARIANTS_FOLDER),
 * found from the variants' folder. Each page names its own PDF: the link its banner holds.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_DATA_ID, type PageData } from "../../src/shared/page-data.ts";
import { VARIANTS_FOLDER } from "../../src/shared/paths.ts";
import { attribute, findElement, textOf } from "../lib/html-edit.ts";
import { PAGES_META } from "./share/metadata.ts";

/** A page of the built site: its language ("" on a site in one), its folder in the site's ("", "pt-pt/", "v/data/"). */
export type BuiltPage = { lang: string; folder: string };

/**
 * The pages of the group whose page in `folder` (of the site's) is `html`: each language's, from
 * the language switcher's links in the page's data, as folders of the site's; the one page of a
 * group in one language.
 */
export function siteLanguagePages(html: string, folder = ""): BuiltPage[] {
  const data = findElement(html, "script", { id: PAGE_DATA_ID });
  const page = data ? (JSON.parse(textOf(data)) as Partial<PageData>) : {};
  const links = page.languages?.links;
  if (!links) return [{ lang: "", folder }];
  return links.map(({ lang, href }) => ({ lang, folder: inSite(folder, href) }));
}

/** The address `href`, written in the page in `folder`, as a path in the site's folder: "v/data/" + "../../resume.data.pdf" → "resume.data.pdf". */
function inSite(folder: string, href: string): string {
  const resolved = path.posix.normalize(`${folder}${href}`);
  if (resolved === "." || resolved === "./") return "";
  if (resolved.startsWith("../"))
    throw new Error(`the page in ${folder || "."}/ links out of the site: ${href}`);
  return resolved;
}

/** The variants' folders in the site at `dist` (`v/backend/`), in name order; none on a site without variants. */
export function variantFolders(dist: string): string[] {
  const root = path.join(dist, VARIANTS_FOLDER);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, "index.html")))
    .map((entry) => `${VARIANTS_FOLDER}${entry.name}/`)
    .sort();
}

/** The page in `folder` of the site at `dist`, as written. */
export function readPage(dist: string, folder: string): string {
  return readFileSync(path.join(dist, folder, "index.html"), "utf8");
}

/** Every page of the site at `dist`: the public site's in each language, then each variant's in each. */
export function builtPages(dist: string): BuiltPage[] {
  return ["", ...variantFolders(dist)].flatMap((folder) => siteLanguagePages(readPage(dist, folder), folder));
}

/**
 * The PDF the page `html` in `folder` links to, from its banner's link (in its inert template
 * until `npm run pdf` writes it), as a path in the site's folder: "resume.pdf",
 * "resume.backend.pt-PT.pdf". Undefined for a page without one (built by an older version).
 */
export function pagePdf(html: string, folder: string): string | undefined {
  const link = findElement(html, "a", { class: "pdf-link" });
  const href = link && attribute(link, "href");
  return href === undefined ? undefined : inSite(folder, href);
}

/** The most pages the page `html`'s PDF should take (a variant's `pages` in site.yaml); undefined without a budget. */
export function pageBudget(html: string): number | undefined {
  const meta = findElement(html, "meta", { name: PAGES_META });
  const pages = Number(meta ? attribute(meta, "content") : Number.NaN);
  return Number.isInteger(pages) && pages > 0 ? pages : undefined;
}
