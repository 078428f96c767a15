/**
 * The Content Security Policy's list of the inline code the build wrote itself: the page allows
 * no inline script, style or style attribute but these, each by its hash.
 */
import { createHash } from "node:crypto";
import type { PageData } from "../../src/shared/page-data.ts";
import { resumeSlotStyles, slotStyleText } from "../../src/shared/resume-order.ts";
import { applyEdits, attribute, elementsOf, findElement, textOf } from "../lib/html-edit.ts";

/**
 * The inline code the build itself writes into the page, known as it is written: never read
 * back from the finished page, where content that slipped past sanitising would be found too.
 */
export type InlineCode = {
  /** The text of inline scripts: the before-paint script. */
  scripts: readonly string[];
  /** The text of <style> elements: index.html's own, the owner's accent, the stylesheets. */
  styles: readonly string[];
  /** style="…" attributes the app renders (appStyleAttributes). */
  styleAttributes: readonly string[];
};

/** The text of each inline script (the browser runs: JSON and JSON-LD are data) and <style> in `html`. */
function inlineScripts(html: string): string[] {
  return elementsOf(html)
    .filter((element) => element.tagName === "script" && attribute(element, "src") === undefined)
    .filter((script) => RUN_TYPES.test(attribute(script, "type") ?? ""))
    .map(textOf);
}
function inlineStyles(html: string): string[] {
  return elementsOf(html)
    .filter((element) => element.tagName === "style")
    .map(textOf);
}

/** The `type` of a script a browser runs: none, a module, or JavaScript's own. */
const RUN_TYPES = /^\s*(|module|(text|application)\/(x-)?(java|ecma)script)\s*$/i;

/**
 * The inline scripts and styles of index.html as Vite and the plugins emit it, before the
 * prerender puts the content's markup in: the before-paint script, the owner's accent, the
 * no-script style. None of it comes from the content's markup.
 */
export function inlineCodeOf(template: string): Pick<InlineCode, "scripts" | "styles"> {
  return { scripts: inlineScripts(template), styles: inlineStyles(template) };
}

/** The style Radix Accordion writes on each panel: CSS variables its open and close animations read. */
export const ACCORDION_PANEL_STYLE =
  "--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--radix-collapsible-content-width)";

/**
 * The style attributes the app renders (src/): Radix's on each accordion panel, and each Resume
 * section's place in the phone's order and on paper (src/shared/resume-order.ts), one per section.
 */
export function appStyleAttributes(page: PageData): string[] {
  return [ACCORDION_PANEL_STYLE, ...[...resumeSlotStyles(page).values()].map(slotStyleText)];
}

/**
 * The strict CSP allows no inline code, except what the build wrote, by hash: the before-paint
 * script, the stylesheets, the owner's accent and the app's style attributes ('unsafe-hashes'
 * covers style attributes only), each listed when the page holds it. Any other inline script,
 * style or style attribute in the page, which only content that escaped sanitising could put
 * there, is not listed, so the browser refuses it.
 */
export function allowInlineCode(html: string, allowed: InlineCode): string {
  const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
  const written = (found: Iterable<string>, known: readonly string[]) => {
    const ours = new Set(known);
    return [...new Set(found)].filter((code) => ours.has(code)).map(hash);
  };
  const scripts = written(inlineScripts(html), allowed.scripts);
  const styles = written(inlineStyles(html), allowed.styles);
  const attributes = written(
    elementsOf(html).flatMap((element) => attribute(element, "style") ?? []),
    allowed.styleAttributes,
  );
  const add = (directive: string, sources: string[]) => (policy: string) =>
    sources.length
      ? policy.replace(`${directive} 'self'`, `${directive} 'self' ${[...new Set(sources)].join(" ")}`)
      : policy;
  const meta = findElement(html, "meta", { "http-equiv": "Content-Security-Policy" });
  const content = meta?.sourceCodeLocation?.attrs?.content;
  if (!content) return html;
  // The attribute as written, with the sources added: the hashes need no escaping.
  const declared = html.slice(content.startOffset, content.endOffset);
  const withScripts = add("script-src", scripts)(declared);
  const withStyles = add("style-src", [
    ...(attributes.length ? ["'unsafe-hashes'"] : []),
    ...styles,
    ...attributes,
  ])(withScripts);
  return applyEdits(html, [{ start: content.startOffset, end: content.endOffset, text: withStyles }]);
}
