// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is vite.config.ts's alias, not a package
import data from "@generated/content.json";
import { useEffect } from "react";
import { App } from "../router";
import type { SiteContent } from "../shared/compiled-content";
import { pageData } from "../shared/page-data";
import { themeCss } from "../shared/theme";
import { SiteProvider } from "./context";

const content = data as SiteContent;

/**
 * `npm run dev`: the site rendered from the compiled content, which the dev server recompiles
 * on every save. React Fast Refresh re-runs this module with the new content and keeps the
 * page's state (scroll, open dialog, open accordions). Absent from the built site.
 */
export function DevSite() {
  // The built page's <html lang dir> and accent are written by the build (scripts/site/share-plugin.ts).
  useEffect(() => {
    document.documentElement.lang = content.site.lang;
    document.documentElement.dir = content.site.dir;
  }, []);
  return (
    <SiteProvider content={content} page={pageData(content)}>
      {content.site.theme ? <style>{themeCss(content.site.theme)}</style> : null}
      <App />
    </SiteProvider>
  );
}
