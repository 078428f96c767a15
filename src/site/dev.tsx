import data from "@generated/content.json";
import type { SiteContent } from "../compiled-content";
import { App } from "../router";
import { SiteProvider } from "./context";
import { pageData } from "./page-data";

const content = data as SiteContent;

/**
 * `npm run dev`: the site rendered from the compiled content, which the dev server recompiles
 * on every save. React Fast Refresh re-runs this module with the new content and keeps the
 * page's state (scroll, open dialog, open accordions). Absent from the built site.
 */
export function DevSite() {
  return (
    <SiteProvider content={content} page={pageData(content)}>
      <App />
    </SiteProvider>
  );
}
