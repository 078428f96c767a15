// @ts-check: type-checked with the rest of src/ (tsconfig.json allows JavaScript).
// Inlined in the <head> of each page of a site in several languages by the build
// (scripts/vite/page-assembly.ts), never in a site in one language. A click on a link of the
// language switcher (src/components/language-switcher.tsx), before the app has started or
// after, leads to the same screen and open project (the address's route) in that language, and
// to the same place there: the element with an id nearest above the window's top, as far above
// it as here, or else as far down the page.
(() => {
  const KEY = "folio:language-place";
  const html = document.documentElement;

  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-language-link]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const { hash } = window.location;
    link.hash = hash.startsWith("#/") ? hash : "";
    const screen = document.querySelector(`[data-screen="${html.dataset.showing}"]`);
    // The element with an id whose top is nearest above the window's top (or at it).
    let above = null;
    let top = Number.NEGATIVE_INFINITY;
    for (const element of screen?.querySelectorAll("[id]") ?? []) {
      const box = element.getBoundingClientRect();
      if (box.height > 0 && box.top <= 0 && box.top > top) [above, top] = [element, box.top];
    }
    const place = {
      href: link.href,
      id: above?.id,
      top: above ? top : 0,
      share: window.scrollY / html.scrollHeight,
    };
    try {
      sessionStorage.setItem(KEY, JSON.stringify(place));
    } catch {
      // Storage unavailable: the other page opens at its top.
    }
  });

  /** @type {{ href?: string, id?: string, top?: number, share?: number } | null} */
  let place = null;
  try {
    place = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, or nothing readable.
  }
  if (!place || place.href !== window.location.href) return;
  const { id, top = 0, share = 0 } = place;
  // Once the page is parsed, before the app's script runs: the place shows before the app starts.
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    const element = id ? document.getElementById(id) : null;
    window.scrollTo(
      0,
      element ? element.getBoundingClientRect().top + window.scrollY - top : share * html.scrollHeight,
    );
  });
})();
