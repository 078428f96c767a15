// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/vite/vite-config.ts), not a package
import data from "@generated/content.json";
import { useEffect } from "react";
import { SiteProvider } from "./context/site";
import { App } from "./router";
import type { SiteContent } from "./shared/compiled-content";
import { pageData } from "./shared/page-data";
import { pagePath } from "./shared/paths";
import { themeCss } from "./shared/theme";

/**
 * Every other page of the site, which the dev server writes beside the content (each other
 * language's, content.pt-PT.json, and each variant's in each language, content.backend.json:
 * scripts/dev/content-compiler.ts); none for a site in one language without variants.
 */
const otherPages = Object.values(
  import.meta.glob<SiteContent>("@generated/content.*.json", { eager: true, import: "default" }),
);

/**
 * The content of the page the address names by its folder ("/pt-pt/", "/v/backend/pt-pt/"),
 * under the server's base; else the default language's.
 */
function contentOfPage(): SiteContent {
  const base = import.meta.env.BASE_URL.startsWith("/") ? import.meta.env.BASE_URL : "/";
  const pathname = decodeURIComponent(window.location.pathname).replace(/index\.html$/, "");
  const inSite = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, "");
  const folder = inSite && !inSite.endsWith("/") ? `${inSite}/` : inSite;
  return otherPages.find((site) => pagePath(site.site) === folder) ?? (data as SiteContent);
}

/**
 * `npm run dev`: the site rendered from the compiled content, which the dev server recompiles
 * on every save; at /pt-pt/ the same site in that language, at /v/backend/ the variant backend. React Fast Refresh re-runs this
 * module with the new content and keeps the page's state (scroll, open dialog, open
 * accordions). Absent from the built site.
 */
export function DevSite() {
  const content = contentOfPage();
  // The built page's <html lang dir> and accent are written by the build (scripts/vite/share-plugin.ts).
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
