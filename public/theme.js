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
