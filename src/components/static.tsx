import type { HTMLAttributes, ReactNode } from "react";
import { useSiteContent } from "../context/site";
import type { SiteContent } from "../shared/compiled-content";

type StaticTag = "div" | "section" | "header" | "ol" | "ul" | "p" | "span" | "figure";

type StaticProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML" | "id"> & {
  /** Unique in the page: names the markup the browser takes over. */
  id: string;
  as?: StaticTag;
  /** Renders the block from the content; called only where the content is at hand. */
  children: (content: SiteContent) => ReactNode;
};

/** The prerendered markup of each <Static> block, read from the page before the app hydrates it. */
const markup = new Map<string, string>();

/** Reads every <Static> block's markup from `root` (the served page), before anything changes it. */
export function keepStaticMarkup(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-static]")) {
    const id = element.dataset.static;
    if (id && !markup.has(id)) markup.set(id, element.innerHTML);
  }
}

/**
 * A block of content that needs no script: rendered from the content at build time, then left
 * as it is in the browser, which hydrates it from the page's own markup. So the content is in
 * the page once, not again in the JavaScript, and hydration skips its text. Blocks do not nest.
 */
export function Static({ id, as: Tag = "div", children, ...props }: StaticProps) {
  const content = useSiteContent();
  if (content) {
    return (
      <Tag data-static={id} {...props}>
        {children(content)}
      </Tag>
    );
  }
  const html = markup.get(id);
  if (html === undefined) throw new Error(`the page has no prerendered block "${id}"`);
  return (
    <Tag
      data-static={id}
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup, sanitised at build time.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
