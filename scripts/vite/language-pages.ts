/**
 * The pages of a site in several languages: each language's own index.html in its folder under
 * the site's (`pt-pt/index.html`), sharing the site's scripts, images and icons. Such a page is
 * written as if it stood in the site's folder, then every relative address in it is rebased
 * onto that folder (`./assets/…` → `../assets/…`), so each still works from any sub-path.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { minifySync } from "vite";
import { RESUME_PDF } from "../../src/shared/paths.ts";
import { applyEdits, attribute, type Edit, elementsOf, findElement } from "../lib/html-edit.ts";
import { escapeHtml } from "../lib/html-text.ts";

/** The attribute that marks a link of the language switcher (src/components/language-switcher.tsx). */
const LANGUAGE_LINK = "data-language-link";
/** The attributes that hold an address; `srcset` and a preload's `imagesrcset` a list of them, each with its width. */
const URL_ATTRIBUTES = ["href", "src", "srcset", "imagesrcset"];
const SRCSET_ATTRIBUTES = new Set(["srcset", "imagesrcset"]);
/** The <meta> tags whose `content` is an address: the link previews' image. */
const URL_METAS = new Set(["og:image", "twitter:image"]);

/** Whether `url` is relative to the page's folder: not a fragment, not absolute, not another scheme's. */
function isRelative(url: string): boolean {
  return url !== "" && !/^(#|\/|[a-z][a-z\d+.-]*:)/i.test(url.trim());
}

/** `url`, relative to the site's folder, from the folder `up` leads out of ("../"). */
export function rebaseUrl(url: string, up: string): string {
  if (!isRelative(url)) return url;
  const file = url.replace(/^\.\//, "");
  return file === "." || file === "" ? up : `${up}${file}`;
}

/** Each address of a srcset rebased; its widths and densities kept. */
function rebaseSrcset(srcset: string, up: string): string {
  return srcset
    .split(",")
    .map((candidate) =>
      candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + rebaseUrl(url, up)),
    )
    .join(",");
}

/**
 * `html`, written for the site's folder, for a page in a folder under it that `up` leads out of
 * ("../" from `pt-pt/`): each relative address of an element (href, src, srcset, a preload's
 * imagesrcset, the link previews' image), <template>s included, led there, but the language switcher's own. Fragments (`#/projects`), absolute
 * addresses and other schemes (`data:`, `mailto:`) stay as they are.
 */
export function rebasePage(html: string, up: string): string {
  if (!up) return html;
  const edits: Edit[] = [];
  for (const element of elementsOf(html)) {
    const locations = element.sourceCodeLocation?.attrs;
    // The language switcher's links are written from the page itself (its page data's, which the app renders again).
    if (!locations || attribute(element, LANGUAGE_LINK) !== undefined) continue;
    const names = [...URL_ATTRIBUTES];
    if (
      element.tagName === "meta" &&
      URL_METAS.has(attribute(element, "property") ?? attribute(element, "name") ?? "")
    )
      names.push("content");
    for (const name of names) {
      const value = attribute(element, name);
      const at = locations[name];
      if (value === undefined || !at) continue;
      const rebased = SRCSET_ATTRIBUTES.has(name) ? rebaseSrcset(value, up) : rebaseUrl(value, up);
      if (rebased !== value)
        edits.push({ start: at.startOffset, end: at.endOffset, text: `${name}="${escapeHtml(rebased)}"` });
    }
  }
  return applyEdits(html, edits);
}

/**
 * The page of another language linking to its own PDF (`resume.pt-PT.pdf`, which `npm run pdf`
 * prints from it): the Resume renders the default's, `resume.pdf`, in its inert template, so
 * that the app's code, the same for every page, carries no language's file names.
 */
export function linkOwnPdf(html: string, file: string): string {
  const at = findElement(html, "a", { class: "pdf-link", href: RESUME_PDF })?.sourceCodeLocation?.attrs?.href;
  if (!at) throw new Error(`the page has no link to ${RESUME_PDF}`);
  return applyEdits(html, [{ start: at.startOffset, end: at.endOffset, text: `href="${escapeHtml(file)}"` }]);
}

/** The id of the inline script of the pages of a site in several languages (src/language-switch.js). */
export const LANGUAGE_SWITCH_ID = "language-switch";

/** src/language-switch.js, minified, for the pages of a site in several languages. */
export function languageSwitchScript(root: string): string {
  const file = path.join(root, "src/language-switch.js");
  return minifySync(file, readFileSync(file, "utf8")).code.trim();
}
