/**
 * Markup left in a text made from the compiled content (resume.txt): a tag's bracket, Markdown's
 * strong emphasis or a link's middle, more often than the owner wrote it as text ("under
 * <50 ms", a link written out as "[site](https://…)"). Pure: the owner's site check
 * (plain-resume.ts) and the unit tests share it.
 */
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { pageText } from "../lib/html-text.ts";

/** What would be markup left in plain text. */
const MARKUP = ["<", "**", "]("] as const;

/** Everything the owner wrote on a page, as text: each field of its content, its HTML as a visitor reads it. */
function writtenText(value: unknown, key = ""): string {
  if (typeof value === "string") return key === "html" || key.endsWith("Html") ? pageText(value) : value;
  if (Array.isArray(value)) return value.map((item) => writtenText(item, key)).join("\n");
  if (value && typeof value === "object")
    return Object.entries(value)
      .map(([name, field]) => writtenText(field, name))
      .join("\n");
  return "";
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Each mark of markup `text` has more often than `site`'s owner wrote it, with both counts; none when it is plain. */
export function markupLeft(text: string, site: SiteContent): string[] {
  const written = writtenText(site);
  return MARKUP.flatMap((mark) => {
    const found = occurrences(text, mark);
    const ownerWrote = occurrences(written, mark);
    return found > ownerWrote ? [`"${mark}" ${found} times, the owner's text ${ownerWrote}`] : [];
  });
}
