// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/site/vite-config.ts), not a package
import data from "@generated/content.json";
import { useEffect } from "react";
import { SiteProvider } from "./context/site";
import { App } from "./router";
import type { SiteContent } from "./shared/compiled-content";
import { pageData } from "./shared/page-data";
import { pagePath } from "./shared/paths";
import { themeCss } from "./shared/theme";

/**
 * The site in each of its other languages, which the dev server writes beside the content
 * (content.pt-PT.json: scripts/site/content-plugin.ts); none for a site in one language.
 */
const translations = Object.values(
  import.meta.glob<SiteContent>("@generated/content.*.json", { eager: true, import: "default" }),
);

/** The content of the page's language: the one whose folder the address names (/pt-pt/), else the default's. */
function contentOfPage(): SiteContent {
  const folder = window.location.pathname.split("/").filter(Boolean).at(-1);
  const translation = translations.find((site) => folder && pagePath(site.site) === `${folder}/`);
  return translation ?? (data as SiteContent);
}

/**
 * `npm run dev`: the site rendered from the compiled content, which the dev server recompiles
 * on every save; at /pt-pt/ the same site in that language. React Fast Refresh re-runs this
 * module with the new content and keeps the page's state (scroll, open dialog, open
 * accordions). Absent from the built site.
 */
export function DevSite() {
  const content = contentOfPage();
  // The built page's <html lang dir> and accent are written by the build (scripts/site/share-plugin.ts).
  useEffect(() => {
    document.documentElement.lang = content.site.lang;
    document.documentElement.dir = content.site.dir;
  }, [content.site.lang, content.site.dir]);
  return (
    <SiteProvider content={content} page={pageData(content)}>
      {content.site.theme ? <style>{themeCss(content.site.theme)}</style> : null}
      <App />
    </SiteProvider>
  );
}
