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

  // Calls back once the browser reports the page's largest paint; where it does not (older
  // browsers, a page opened in the background), two frames after the document is parsed (a
  // callback of the frame after next runs once the first frame has painted), or at the
  // latest a second after the page has loaded.
  const whenPainted = (callback) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      callback();
    };
    if (window.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")) {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        once();
      }).observe({ type: "largest-contentful-paint", buffered: true });
      window.addEventListener("load", () => setTimeout(once, 1000));
    } else {
      const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(once));
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterFrames);
      else afterFrames();
    }
  };

  // Tags that can wait, such as the web manifest (its fetch, and its icon's, would compete
  // with the first view): into <head> once the page has painted.
  whenPainted(() => {
    const later = document.getElementById("after-paint");
    if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  });

  // The app. Without an entry (the dev server), a module script loads it instead.
  const { entry, routes } = document.currentScript?.dataset ?? {};
  if (!entry) return;
  if (prerendered) {
    // The page reads already: its text and photo get the bandwidth first, then the app starts.
    whenPainted(() => import(entry));
  } else {
    // Nothing to read until the app renders the route: fetch its code and the app's at once.
    import(entry);
    const route = window.location.hash.slice(1).split("?")[0];
    const chunk = JSON.parse(routes ?? "{}")[route];
    // A failure shows when the app loads the route itself (its error screen).
    if (chunk) import(chunk).catch(() => {});
  }
})();
