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

  // The served page holds the prerendered Resume. At another route (#/projects) it would show
  // until the app replaces it: keep it out of sight until then (src/main.tsx undoes this).
  // The Resume's route is #/ (or no hash); a fragment that is not a route (#main, where the
  // skip link leads) is a place on the Resume.
  const atResume = () => window.location.hash === "#/" || !window.location.hash.startsWith("#/");
  const hideIfStale = () => {
    if (atResume()) delete html.dataset.prerendered;
    else html.dataset.prerendered = "stale";
  };
  const prerendered = atResume();
  hideIfStale();

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
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The app takes over the routes once its module has run.
    import(entry).finally(() => window.removeEventListener("hashchange", onHashChange));
  };
  // Nothing to read until the app renders the route: fetch its code and the app's at once.
  const startAtRoute = () => {
    start();
    const route = window.location.hash.slice(1).split("?")[0];
    const chunk = JSON.parse(routes ?? "{}")[route];
    // A failure shows when the app loads the route itself (its error screen).
    if (chunk) import(chunk).catch(() => {});
  };
  // A link followed before the app runs: the Resume shows only at its own route, and another
  // route starts the app at once.
  const onHashChange = () => {
    hideIfStale();
    if (!atResume()) startAtRoute();
  };
  window.addEventListener("hashchange", onHashChange);
  if (prerendered) {
    // The page reads already: its text and photo get the bandwidth first, then the app starts.
    whenPainted(start);
  } else {
    startAtRoute();
  }
})();
