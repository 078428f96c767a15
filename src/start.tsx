/**
 * The app's start on the built page, which src/main.tsx runs in the browser and the tests run
 * on a prerendered page: the same start-up in both.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { keepStaticMarkup } from "./components/static";
import { SiteProvider } from "./context/site";
import { PROJECT_SHEETS_ID } from "./pages/project-sheets-id";
import { App } from "./router";
import { readPageData } from "./shared/page-data";

/** The <template> of tags the first view does without (AFTER_PAINT_ID, scripts/vite/share/metadata.ts). */
const AFTER_PAINT_ID = "after-paint";

/**
 * Moves a fragment that is not a route (#main, where the skip link leads before the app runs)
 * to #/, a place on the Resume, for the router. Kept in step with src/before-paint.js.
 */
function routeFragment(window: Window) {
  const { hash } = window.location;
  if (!hash.startsWith("#/") && hash.length > 1) window.history.replaceState(window.history.state, "", "#/");
}

/**
 * Starts the app on `document`, a built page: every screen is prerendered into it, whatever the
 * address. The app hydrates it, taking the content's markup from the page instead of carrying
 * the content, then adds the tags the first view does without (the web manifest's link). Its
 * React root; null where the page is not a built one (no #root, or no page data: the dev
 * server's), which is left as it is but for the address.
 */
export function startApp(document: Document): Root | null {
  if (document.defaultView) routeFragment(document.defaultView);
  const root = document.getElementById("root");
  const page = readPageData(document);
  if (!root || !page) return null;
  keepStaticMarkup(document);
  // Project sheets serve a project opened before the app is up (src/pages/projects.tsx); a site
  // without projects has none.
  const sheets = document.getElementById(PROJECT_SHEETS_ID);
  if (sheets && !sheets.firstElementChild) sheets.remove();
  // In slices that never block a tap for long: each screen is a Suspense boundary of its own
  // (src/components/layout.tsx), and a tap on a part not hydrated yet hydrates that part first.
  let app: Root | null = null;
  startTransition(() => {
    app = hydrateRoot(
      root,
      <StrictMode>
        <SiteProvider content={null} page={page}>
          <App />
        </SiteProvider>
      </StrictMode>,
    );
  });
  const later = document.getElementById(AFTER_PAINT_ID);
  if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  return app;
}
