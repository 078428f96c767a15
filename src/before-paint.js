// @ts-check: type-checked with the rest of src/ (tsconfig.json allows JavaScript).
// Runs in <head> before the first paint; the build inlines it (scripts/prerender.ts), with
// the app's entry and the project dialog's chunk in data attributes. Keep the storage key in step
// with src/hooks/use-theme.ts and the prerendered hashes with src/main.tsx.
(() => {
  const html = document.documentElement;
  // In the built page: the app's entry, the dialog's chunk and the screens the site has.
  const { entry, dialog, screens, preload } = document.currentScript?.dataset ?? {};

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

  // Every screen is in the served page: show the one the address names (kept in step with
  // screenOf in src/paths.ts; the app keeps <html data-showing> from then on). A fragment that
  // is not a route (#main, where the skip link leads) is a place on the Resume.
  /** @type {Record<string, string>} */
  const SCREENS = { "/": "resume", "/projects": "projects", "/about": "about" };
  // A screen with nothing to show is not in the page (no projects, no About page).
  const existing = screens ? screens.split(" ") : Object.values(SCREENS);
  const addressed = () => {
    const { hash } = window.location;
    if (!hash.startsWith("#/")) return { screen: "resume", project: null };
    const [pathname = "", query = ""] = hash.slice(1).split("?");
    const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
    const named = SCREENS[path];
    const screen = named && existing.includes(named) ? named : "not-found";
    return { screen, project: screen === "projects" ? new URLSearchParams(query).get("project") : null };
  };

  // A shared link to a project shows its dialog as the build rendered it
  // (src/pages/project-sheets.tsx), as soon as the parser reaches it and before it paints;
  // the app's dialog takes over from it.
  /** @type {string | null} The project the address opens. */
  let wanted = null;
  let locked = false;
  const showSheet = () => {
    const sheets = document.getElementById("project-sheets");
    if (!sheets) {
      // Not parsed yet, or the app has taken over (and with it the scroll lock).
      locked = false;
      return false;
    }
    let shown = false;
    for (const sheet of /** @type {HTMLCollectionOf<HTMLElement>} */ (sheets.children)) {
      const show = wanted !== null && sheet.getAttribute("data-project-sheet") === wanted;
      sheet.hidden = !show;
      if (!show) continue;
      shown = true;
      // Its first picture is what the visitor came for: fetch it first.
      const image = sheet.querySelector("img");
      if (image) {
        image.loading = "eager";
        image.fetchPriority = "high";
      }
    }
    // Scrolling stays with the dialog, as with the app's (the Dialog in src/components/ui/).
    if (shown) html.dataset.scrollLocked = "";
    else if (locked) delete html.dataset.scrollLocked;
    locked = shown;
    return shown || sheets.nextElementSibling !== null;
  };
  // Every picture in the page is lazy: hidden screens fetch nothing. The ones that lead the
  // shown screen's first view (data-lead: the photo, the first project card…) are fetched at
  // once and first, as the parser reaches them.
  const fetchLeads = () => {
    const selector = `[data-screen="${html.dataset.showing}"] img[data-lead][loading="lazy"]`;
    for (const image of /** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll(selector))) {
      image.loading = "eager";
      image.fetchPriority = "high";
    }
  };
  let sheetPending = false;
  const show = () => {
    const { screen, project } = addressed();
    html.dataset.showing = screen;
    wanted = project;
    fetchLeads();
    sheetPending = !((wanted === null && !locked) || showSheet());
  };
  show();
  if (document.readyState === "loading") {
    // While the page is parsed, look again as the parser adds to it (before each paint).
    const observer = new MutationObserver(() => {
      fetchLeads();
      if (sheetPending && showSheet()) sheetPending = false;
    });
    observer.observe(html, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      observer.disconnect();
      fetchLeads();
      if (sheetPending) showSheet();
    });
  }

  // Calls back once the browser reports the page's largest paint; where it does not (older
  // browsers, a page opened in the background), two frames after the document is parsed (a
  // callback of the frame after next runs once the first frame has painted), or at the
  // latest a second after the page has loaded.
  /** @param {() => void} callback */
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
  if (!entry) {
    window.addEventListener("hashchange", show);
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry's imports, fetched beside it rather than after it.
    for (const href of preload?.split(" ") ?? []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    import(entry);
    // A project's dialog is its own chunk: fetched at once when a project is open.
    if (dialog && wanted !== null) import(dialog).catch(() => {});
  };
  // A link followed before the app runs: the screen it names shows at once, and the app
  // starts.
  window.addEventListener("hashchange", () => {
    show();
    start();
  });
  // The page reads already: its text and pictures get the bandwidth first, then the app starts.
  whenPainted(start);
})();
