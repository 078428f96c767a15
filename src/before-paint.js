// @ts-check: type-checked with the rest of src/ (tsconfig.json allows JavaScript).
// Runs in <head> before the first paint; the build inlines it (scripts/prerender.ts), with
// the app's entry and the project dialog's chunk in data attributes. Keep the storage key in step
// with src/hooks/use-theme.ts and the prerendered hashes with src/main.tsx.
(() => {
  const html = document.documentElement;
  // In the built page: the app's entry, the dialog's chunk, the screens the site has, the
  // entry's imports and each screen's lead picture.
  const { entry, dialog, screens, preload, leads } = document.currentScript?.dataset ?? {};

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
  // Kept in step with the wide dialog's media query in src/styles.css.
  const WIDE_DIALOG = "(min-width: 900px)";
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
      // On a wide screen its gallery shows beside the text, and its first picture is most of
      // what the visitor sees: fetch it first. On a narrow one the gallery comes after the
      // text, and its pictures wait like the rest.
      const image = sheet.querySelector("img");
      if (image && window.matchMedia(WIDE_DIALOG).matches) promote(image);
    }
    // Scrolling stays with the dialog, as with the app's (the Dialog in src/components/ui/).
    if (shown) html.dataset.scrollLocked = "";
    else if (locked) delete html.dataset.scrollLocked;
    locked = shown;
    return shown || sheets.nextElementSibling !== null;
  };
  // Every picture in the page is lazy: hidden screens fetch nothing. Until the first view has
  // painted whole, the shown screen's pictures wait too, but for the one that leads it (a
  // picture the view is mostly made of: data-lead on the first project card; on a wide screen,
  // an open project's first picture), fetched at once and first, or shown from the preview
  // the page holds of it. So the text and that picture have the bandwidth and the processor
  // to themselves, and paint sooner.
  // A held picture keeps its size (its width and height) but not its sources: they wait in
  // data-held-* attributes, its alt text with them (an <img> with alt text and no source shows
  // that text in a box of its own size; with an empty alt it keeps the picture's).
  let holding = Boolean(entry);
  /** @param {HTMLImageElement} image */
  const hold = (image) => {
    // Held already (a lead that waited under an open project's dialog): what it holds stays.
    if (image.hasAttribute("data-held-alt")) return;
    image.setAttribute("data-held-alt", image.alt);
    image.alt = "";
    for (const name of ["src", "srcset"]) {
      const value = image.getAttribute(name);
      if (value === null) continue;
      image.setAttribute(`data-held-${name}`, value);
      image.removeAttribute(name);
    }
    const picture = image.parentElement;
    if (picture?.localName !== "picture") return;
    for (const source of picture.querySelectorAll("source[srcset]")) {
      source.setAttribute("data-held-srcset", source.getAttribute("srcset") ?? "");
      source.removeAttribute("srcset");
    }
  };
  /** @param {HTMLImageElement} image */
  const unhold = (image) => {
    if (!image.hasAttribute("data-held-alt")) return;
    const picture = image.parentElement;
    if (picture?.localName === "picture") {
      for (const source of picture.querySelectorAll("source[data-held-srcset]")) {
        source.setAttribute("srcset", source.getAttribute("data-held-srcset") ?? "");
        source.removeAttribute("data-held-srcset");
      }
    }
    for (const name of ["srcset", "src", "alt"]) {
      const value = image.getAttribute(`data-held-${name}`);
      if (value === null) continue;
      image.setAttribute(name, value);
      image.removeAttribute(`data-held-${name}`);
    }
  };
  /** @type {HTMLImageElement[]} The pictures fetched first, whose loading the rest wait for. */
  const promoted = [];
  /** @param {HTMLImageElement} image */
  function promote(image) {
    if (image.loading === "eager") return;
    const preview = image.getAttribute("data-preview");
    if (preview && holding) {
      // Its preview is in the page (scripts/prerender.ts): shown at once, with the picture's
      // alt text, while its own sources wait with the rest. A browser that cannot read the
      // preview fetches the picture instead.
      hold(image);
      image.alt = image.getAttribute("data-held-alt") ?? "";
      image.addEventListener("error", () => unhold(image), { once: true });
      image.src = preview;
    } else unhold(image);
    image.loading = "eager";
    image.fetchPriority = "high";
    // Drawn with the frame it arrives for, not a frame after.
    image.decoding = "sync";
    promoted.push(image);
  }
  let sheetPending = false;
  // An open project's dialog (or one still to be parsed) covers its screen: that screen's
  // lead waits like the rest.
  const screenLeadsFirst = () => wanted === null || !(sheetPending || locked);
  // The shown screen's lead pictures, wherever the parser is.
  const fetchLeads = () => {
    if (!screenLeadsFirst()) return;
    const selector = `[data-screen="${html.dataset.showing}"] img[data-lead][loading="lazy"]`;
    for (const image of /** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll(selector))) {
      promote(image);
    }
  };
  // A picture the parser has just added (its sources come before it). In the shown screen (or
  // the open project's sheet): fetched if it leads it, else held. In a hidden one it fetches
  // nothing anyway, and is left as it is.
  /** @param {HTMLImageElement} image */
  const parsedPicture = (image) => {
    if (image.loading !== "lazy") return;
    const within = image.closest("[data-screen], [data-project-sheet]");
    const screen = within?.getAttribute("data-screen") ?? null;
    const sheet = within?.getAttribute("data-project-sheet") ?? null;
    const shown = !within || screen === html.dataset.showing || (sheet !== null && sheet === wanted);
    if (!shown) return;
    const lead =
      screen !== null
        ? image.hasAttribute("data-lead") && screenLeadsFirst()
        : sheet !== null && within?.querySelector("img") === image && window.matchMedia(WIDE_DIALOG).matches;
    if (lead) promote(image);
    else if (holding) hold(image);
  };
  const show = () => {
    const { screen, project } = addressed();
    html.dataset.showing = screen;
    wanted = project;
    sheetPending = !((wanted === null && !locked) || showSheet());
    fetchLeads();
  };
  show();
  // The shown screen's lead picture, asked for from <head> before the parser reaches it: the
  // same variant its <picture> picks (the same sources and sizes), in a format the browser
  // reads (type), which the picture then takes from the cache.
  if (holding && wanted === null) {
    /** @type {Record<string, { type: string; srcset: string; sizes: string } | undefined>} */
    const screenLeads = leads ? JSON.parse(leads) : {};
    const lead = screenLeads[html.dataset.showing ?? ""];
    if (lead) {
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.type = lead.type;
      link.imageSrcset = lead.srcset;
      link.imageSizes = lead.sizes;
      link.fetchPriority = "high";
      document.head.append(link);
    }
  }
  /** @param {() => void} callback Runs once the frame after next has begun (the next has painted). */
  const twoFramesOn = (callback) => requestAnimationFrame(() => requestAnimationFrame(callback));
  /** @type {Promise<void>} Settles once the page is parsed, two frames later. */
  const parsed = new Promise((resolve) => {
    // In a background tab no frame comes: parsed is enough there.
    const settle = () => (document.hidden ? resolve() : twoFramesOn(() => resolve()));
    if (document.readyState !== "loading") {
      settle();
      return;
    }
    // While the page is parsed, before each frame: each picture the parser has added since
    // (in document order, so at the end of the live list), and a shared project's sheet once
    // it is there. A lazy picture is fetched only once laid out, which a frame does first.
    const images = document.getElementsByTagName("img");
    let looked = 0;
    const look = () => {
      while (looked < images.length) parsedPicture(/** @type {HTMLImageElement} */ (images[looked++]));
      if (sheetPending && showSheet()) {
        sheetPending = false;
        // A link to a project the site does not have: its screen's lead is fetched after all.
        fetchLeads();
      }
    };
    /** @type {number} */
    let frame = requestAnimationFrame(function eachFrame() {
      look();
      frame = requestAnimationFrame(eachFrame);
    });
    document.addEventListener("DOMContentLoaded", () => {
      cancelAnimationFrame(frame);
      look();
      if (sheetPending) showSheet();
      sheetPending = false;
      fetchLeads();
      settle();
    });
  });

  /**
   * Settles once the first view is on screen: the browser has reported a largest paint (as
   * shown, which can be well after the main thread has drawn it) and, where a picture leads
   * the view, that picture's own; or, should a lead picture not be the largest (a wide screen),
   * half a second after it is ready to show. Where the browser reports none (older ones, a page
   * opened in the background): once the page is parsed, or at the latest a second after it
   * has loaded.
   * @type {Promise<void>}
   */
  const painted = new Promise((resolve) => {
    const done = () => resolve();
    window.addEventListener("load", () => setTimeout(done, 1000));
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")) {
      parsed.then(done);
      return;
    }
    let reported = false;
    new PerformanceObserver((list, observer) => {
      if (!reported) {
        reported = true;
        // Once the page is parsed, whether a picture leads the view is known: if none does,
        // this paint is the one.
        parsed.then(() => {
          if (promoted.length === 0) done();
          else
            Promise.all(promoted.map((image) => image.decode().catch(() => {}))).then(() =>
              setTimeout(done, 500),
            );
        });
      }
      const leads = list.getEntries().some((entry) => {
        const { element } = /** @type {PerformanceEntry & { element?: Element | null }} */ (entry);
        return promoted.some((image) => image === element);
      });
      if (!leads) return;
      observer.disconnect();
      done();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });

  // The held pictures load (lazily, as any) once the first view is on screen (or, should its
  // lead picture be slow, three seconds after the page is parsed), or at once when the
  // visitor goes elsewhere in the page.
  const releaseAll = () => {
    if (!holding) return;
    holding = false;
    for (const image of /** @type {NodeListOf<HTMLImageElement>} */ (
      document.querySelectorAll("img[data-held-alt]")
    )) {
      unhold(image);
    }
  };
  // A page printed before then prints whole.
  window.addEventListener("beforeprint", releaseAll);
  /** @type {Promise<void>} Settles once the held pictures are released. */
  const released = Promise.race([
    Promise.all([parsed, painted]),
    parsed.then(() => new Promise((resolve) => setTimeout(resolve, 3000))),
  ]).then(releaseAll);

  // Tags that can wait, such as the web manifest (its fetch, and its icon's, would compete
  // with the first view): into <head> once the page has painted.
  painted.then(() => {
    const later = document.getElementById("after-paint");
    if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  });

  // The app. Without an entry (the dev server), a module script loads it instead.
  if (!entry) {
    window.addEventListener("hashchange", () => {
      show();
      twoFramesOn(releaseAll);
    });
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
    // Once the screen shown is drawn (the one left is out of view, and its pictures fetch
    // nothing when given back), and only then the app, which must read the page whole.
    twoFramesOn(() => {
      releaseAll();
      start();
    });
  });
  // The page reads already: its text and lead pictures get the bandwidth first, then the app
  // starts.
  released.then(start);
})();
