// Applies the saved or system colour theme before the first paint, so the page never
// flashes the wrong theme. A file rather than an inline script: the CSP forbids inline code.
// Keep the storage key in step with src/hooks/use-theme.ts.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem("theme");
  } catch {
    // Storage unavailable: fall back to the system preference.
  }
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.dataset.theme = theme;
})();

// The served page holds the prerendered Resume. Opened at another route (#/projects), its
// content would flash before the app replaces it: keep it hidden (src/main.tsx shows the
// route's own content). Keep the list in step with PRERENDERED in src/main.tsx.
if (!["", "#", "#/"].includes(window.location.hash)) {
  document.documentElement.dataset.prerendered = "stale";
}
