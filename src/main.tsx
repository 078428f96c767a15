import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { keepStaticMarkup } from "./components/static";
import { SiteProvider } from "./context/site";
import { keepPlaceAcrossReloads } from "./keep-place";
import { PROJECT_SHEETS_ID } from "./pages/project-sheets-id";
import { App } from "./router";
import { readPageData } from "./shared/page-data";
// The stylesheets, in the cascade's order (a later rule wins over an earlier one of equal
// specificity): the base sheet, each component's and page's own (beside it), then the print
// sheets, which override the screen's.
import "./styles.css";
// The rules that name each screen, which the build writes from src/shared/screens.ts
// (scripts/site/screen-styles.ts).
import "virtual:folio/screens.css";
import "./components/html.css";
import "./pages/resume.css";
import "./pages/resume-timeline.css";
import "./components/ui/accordion.css";
import "./pages/resume-courses.css";
import "./pages/projects.css";
import "./pages/project-dialog.css";
import "./components/ui/carousel.css";
import "./pages/about.css";
import "./pages/errors.css";
// Empty in the build of a site in one language (scripts/site/content-plugin.ts).
import "./components/language-switcher.css";
import "./print.css";
import "./pages/resume-print.css";
import "./pages/projects-print.css";

/** The event the before-paint script waits for to hand over the taps it kept (src/before-paint.js). */
const APP_STARTED_EVENT = "app-started";
/** The <template> of tags the first view does without (AFTER_PAINT_ID, scripts/site/share/metadata.ts). */
const AFTER_PAINT_ID = "after-paint";

const root = document.getElementById("root");
const page = readPageData(document);

// A fragment that is not a route (#main, where the skip link leads before the app runs) is a
// place on the Resume: #/ for the router. Kept in step with src/before-paint.js.
if (!window.location.hash.startsWith("#/") && window.location.hash.length > 1) {
  window.history.replaceState(window.history.state, "", "#/");
}

if (root && page) {
  // The built page: every screen is prerendered into it, whatever the address. The app
  // hydrates it as soon as its code has arrived, and takes the content's markup from the page
  // instead of carrying the content.
  keepStaticMarkup(document);
  // Project sheets serve a project opened before the app is up (src/pages/projects.tsx); a site
  // without projects has none.
  const sheets = document.getElementById(PROJECT_SHEETS_ID);
  if (sheets && !sheets.firstElementChild) sheets.remove();
  // In slices that never block a tap for long: each screen is a Suspense boundary of its own
  // (src/components/layout.tsx), and a tap on a part not hydrated yet hydrates that part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SiteProvider content={null} page={page}>
          <App />
        </SiteProvider>
      </StrictMode>,
    );
  });
  // The tags the first view does without, such as the web manifest's link.
  const later = document.getElementById(AFTER_PAINT_ID);
  if (later instanceof HTMLTemplateElement) document.head.append(later.content);
} else if (root && import.meta.env.DEV) {
  // `npm run dev`: nothing prerendered; render from the compiled content, and return to the
  // same place on the page after a reload.
  keepPlaceAcrossReloads();
  const { DevSite } = await import("./dev-site");
  createRoot(root).render(
    <StrictMode>
      <DevSite />
    </StrictMode>,
  );
}
// React takes every tap from now on; the before-paint script hands over those it kept.
document.dispatchEvent(new Event(APP_STARTED_EVENT));
