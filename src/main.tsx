import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { keepStaticMarkup } from "./components/static";
import { keepPlaceAcrossReloads } from "./keep-place";
import { PROJECT_SHEETS_ID } from "./pages/project-sheets-id";
import { App } from "./router";
import { SiteProvider } from "./site/context";
import { readPageData } from "./site/page-data";
import "./styles.css";
import "./print.css";

// The before-paint script may start the app early (a link followed while the page loads):
// hydration needs the whole page, its page data last.
if (document.readyState === "loading") {
  await new Promise((parsed) => document.addEventListener("DOMContentLoaded", parsed, { once: true }));
}

const root = document.getElementById("root");
const page = readPageData(document);

// A fragment that is not a route (#main, where the skip link leads before the app runs) is a
// place on the Resume: #/ for the router. Kept in step with src/before-paint.js.
if (!window.location.hash.startsWith("#/") && window.location.hash.length > 1) {
  window.history.replaceState(window.history.state, "", "#/");
}

/** A new task: what comes after does not lengthen the one running (a tap waits for neither). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

if (root && page) {
  // The built page: every screen is prerendered into it, whatever the address. The app
  // hydrates it, and takes the content's markup from the page instead of carrying the content.
  // Each step in a task of its own, after the one that ran the app's modules.
  await nextTask();
  keepStaticMarkup(document);
  const sheets = document.getElementById(PROJECT_SHEETS_ID);
  // A project's sheet stays only while it shows (a shared link); its dialog replaces it.
  if (sheets && !sheets.querySelector(":scope > :not([hidden])")) sheets.remove();
  await nextTask();
  // In slices that never block a tap for long.
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
} else if (root && import.meta.env.DEV) {
  // `npm run dev`: nothing prerendered; render from the compiled content, and return to the
  // same place on the page after a reload.
  keepPlaceAcrossReloads();
  const { DevSite } = await import("./site/dev");
  createRoot(root).render(
    <StrictMode>
      <DevSite />
    </StrictMode>,
  );
}
