import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { keepPlaceAcrossReloads } from "./keep-place";
import { App } from "./router";
import "./styles.css";
import "./print.css";

/**
 * The Resume's route, which the build prerendered into index.html: #/ or no hash, and any
 * fragment that is not a route (#main, where the skip link leads before the app runs), which
 * becomes #/ for the router. Kept in step with src/before-paint.js.
 */
function atResume(): boolean {
  const { hash } = window.location;
  if (hash === "#/" || hash === "" || hash === "#") return true;
  if (hash.startsWith("#/")) return false;
  window.history.replaceState(window.history.state, "", "#/");
  return true;
}

// `npm run dev`: a reload returns to the same place on the page (absent from the built site).
if (import.meta.hot) keepPlaceAcrossReloads();

const root = document.getElementById("root");
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Set by src/before-paint.js to keep the prerendered Resume out of sight at another route.
  delete document.documentElement.dataset.prerendered;
  if (atResume() && root.hasChildNodes()) {
    // The page is already readable: hydrate in small slices that never block a tap for long.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Another route (or the dev server's empty page): the prerendered Resume would not match.
    root.replaceChildren();
    // In a transition too: React renders the route in slices, and only the commit is one task.
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}
