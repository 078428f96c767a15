import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { keepPlaceAcrossReloads } from "./keep-place";
import { startApp } from "./start";
// The stylesheets, in the cascade's order (a later rule wins over an earlier one of equal
// specificity): the base sheet, each component's and page's own (beside it), then the print
// sheets, which override the screen's.
import "./styles.css";
// The rules that name each screen, which the build writes from src/shared/screens.ts
// (scripts/vite/screen-styles.ts).
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
import "./components/language-switcher.css";
import "./print.css";
import "./pages/resume-print.css";
import "./pages/projects-print.css";
// The chosen look's rules (site.yaml's theme.look), over all of the above, screen and print: the
// build answers with src/looks/<look>/look.css alone (scripts/vite/look-styles.ts).
import "virtual:folio/look.css";

/** The event the before-paint script waits for to hand over the taps it kept (src/before-paint.js). */
const APP_STARTED_EVENT = "app-started";

// The built page: the app hydrates it as soon as its code has arrived (src/start.tsx).
const started = startApp(document);
const root = document.getElementById("root");
if (!started && root && import.meta.env.DEV) {
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
