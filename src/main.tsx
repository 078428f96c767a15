import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./router";
import "./styles.css";
import "./print.css";

/** The URL hashes of the Resume route, which the build prerendered into index.html. */
const PRERENDERED = new Set(["", "#", "#/"]);

const root = document.getElementById("root");
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasChildNodes() && PRERENDERED.has(window.location.hash)) {
    // The page is already readable: hydrate in small slices that never block a tap for long.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Another route (or the dev server's empty page): the prerendered Resume would not match.
    root.replaceChildren();
    // Set by src/before-paint.js to keep the prerendered Resume from showing at another route.
    delete document.documentElement.dataset.prerendered;
    // In a transition too: React renders the route in slices, and only the commit is one task.
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}
