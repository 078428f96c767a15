import { createContext, type ReactNode, useContext } from "react";
import type { SiteContent } from "../shared/compiled-content";
import type { PageData } from "../shared/page-data";

type Site = {
  /**
   * All the compiled content where the site is rendered from it: the build's prerender, the
   * dev server and tests. Null in the built site's browser, which reuses the page's markup.
   */
  content: SiteContent | null;
  page: PageData;
};

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({
  content,
  page,
  children,
}: {
  content: SiteContent | null;
  page: PageData;
  children: ReactNode;
}) {
  return <SiteContext value={{ content, page }}>{children}</SiteContext>;
}

function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("the site's components need a <SiteProvider>");
  return site;
}

/** The content, where the site is rendered from it (see Site.content); only <Static> reads it. */
export function useSiteContent(): SiteContent | null {
  return useSite().content;
}

export function usePageData(): PageData {
  return useSite().page;
}

/** The interface words the script renders (the page data's); <Static> blocks read content.site.words. */
export function useWords(): PageData["words"] {
  return useSite().page.words;
}
