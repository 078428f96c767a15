// Runs in <head> before the first paint; the build inlines it (scripts/prerender.ts), with
// the app's entry and each route's chunk in data attributes. Keep the storage key in step
// with src/hooks/use-theme.ts and the prerendered hashes with src/main.tsx.
(() => {
  const html = document.documentElement;

  // The saved or system colour theme, so the page never flashes the wrong one.
  let theme = null;
  try {
    theme = localStorage.getItem("theme");
  } catch {
    // Storage unavailable: fall back to the system preference.
  }
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  html.dataset.theme = theme;

  // The served page holds the prerendered Resume. Opened at another route (#/projects), it
  // would flash before the app replaces it: keep it out of sight (src/main.tsx undoes this).
  const prerendered = ["", "#", "#/"].includes(window.location.hash);
  if (!prerendered) html.dataset.prerendered = "stale";

  // The app. Without an entry (the dev server), a module script loads it instead.
  const { entry, routes } = document.currentScript?.dataset ?? {};
  if (!entry) return;
  if (prerendered) {
    // The page reads already: its text and photo get the bandwidth first, then the app
    // starts (a callback of the frame after next runs once the first frame has painted).
    requestAnimationFrame(() => requestAnimationFrame(() => import(entry)));
  } else {
    // Nothing to read until the app renders the route: fetch its code and the app's at once.
    import(entry);
    const route = window.location.hash.slice(1).split("?")[0];
    const chunk = JSON.parse(routes ?? "{}")[route];
    // A failure shows when the app loads the route itself (its error screen).
    if (chunk) import(chunk).catch(() => {});
  }
})();
