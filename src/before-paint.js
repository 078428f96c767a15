// @ts-check: type-checked with the rest of src/ (tsconfig.json allows JavaScript).
// Inlined in <head> by the build (scripts/vite/before-paint-plugin.ts; the site's screens named
// in data-screens by scripts/vite/page-assembly.ts): what the page needs before its first paint
// and until the app has started (src/main.tsx). The build writes in the values it shares with
// the app (declared in before-paint-values.d.ts): the key the theme is kept under
// (src/shared/theme.ts), each screen's path (src/shared/screens.ts) and the id of the lead
// pictures' template (scripts/vite/before-paint-plugin.ts).
// A block, not a function: its names stay out of the page's global scope all the same.
{
  const html = document.documentElement;
  const THEME_KEY = __THEME_STORAGE_KEY__;

  // The saved or system colour theme, so the page never flashes the wrong one.
  let theme = null;
  try {
    theme = localStorage.getItem(THEME_KEY);
  } catch {
    // Storage unavailable: fall back to the system preference.
  }
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  html.dataset.theme = theme;

  // Every screen is in the page: <html data-showing> shows the one the address names. A
  // fragment that is not a route (#main, where the skip link leads) is a place on the Resume.
  const SCREENS = __SCREENS_BY_PATH__;
  const screens = document.currentScript?.dataset.screens?.split(" ") ?? Object.values(SCREENS);
  /** @type {string | null} The project a shared link opens. */
  let wanted = null;
  // A shared link's project shows as the build rendered its dialog (src/pages/project-sheets.tsx),
  // until the app's dialog takes its place and removes the sheets. Whether the parser has gone
  // past the sheet wanted yet (it may stop inside the sheets, before that one).
  const showSheet = () => {
    const sheets = document.getElementById("project-sheets");
    const all = /** @type {HTMLElement[]} */ ([...(sheets?.children ?? [])]);
    for (const sheet of all) sheet.hidden = sheet.dataset.projectSheet !== wanted;
    // Scrolling stays with the dialog, as with the app's (the Dialog in src/components/ui/), and
    // the page behind it answers neither keys nor screen readers until the app's dialog takes
    // over (src/pages/project-sheets-id.ts).
    const open = sheets?.querySelector(":scope > :not([hidden])") != null;
    if (open) html.dataset.scrollLocked = "";
    else if (sheets) delete html.dataset.scrollLocked;
    if (sheets) document.getElementById("root")?.toggleAttribute("inert", open);
    // Done once the parser is past the sheets, or past the one shown (its whole dialog is in).
    const past = (/** @type {Element} */ element) => element.nextSibling !== null;
    return sheets !== null && (past(sheets) || all.some((sheet) => !sheet.hidden && past(sheet)));
  };
  const show = () => {
    const { hash } = window.location;
    const [path = "", query = ""] = hash.startsWith("#/") ? hash.slice(1).split("?") : ["/"];
    const named = SCREENS[path.toLowerCase().replace(/(.)\/+$/, "$1")];
    const closing = wanted;
    html.dataset.showing = named && screens.includes(named) ? named : "not-found";
    wanted = html.dataset.showing === "projects" ? new URLSearchParams(query).get("project") : null;
    delete html.dataset.sheetComing;
    const settled = showSheet();
    // A sheet that closes with focus in it gives focus back to its card, as the app's dialog does.
    const focused = document.activeElement;
    const cards = /** @type {HTMLElement[]} */ ([...document.querySelectorAll("#root [data-project-link]")]);
    const card = cards.find((link) => link.dataset.projectLink === closing);
    const lost = !focused || focused === document.body || focused.closest("[data-project-sheet]");
    if (wanted === null && lost && card) card.focus({ preventScroll: true });
    if (settled || wanted === null || document.readyState !== "loading") return;
    // The sheets come after the screens in <body>, so that a screen paints without waiting for
    // them; the screens stay hidden until the sheet wanted is in (src/pages/project-dialog.css),
    // which then shows.
    html.dataset.sheetComing = "";
    const done = () => {
      parsing.disconnect();
      delete html.dataset.sheetComing;
    };
    const parsing = new MutationObserver(() => showSheet() && done());
    parsing.observe(html, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", done);
  };
  show();
  // The shown screen's lead picture (scripts/vite/page-assembly.ts writes its preload into a template)
  // is asked for now, not once the page is laid out as a lazy picture is; none under a shared link.
  const leads = document.getElementById(__LEAD_PICTURES_ID__);
  const lead =
    leads instanceof HTMLTemplateElement &&
    leads.content.querySelector(`[data-screen="${html.dataset.showing}"]`);
  if (lead && wanted === null) document.head.append(document.importNode(lead, true));
  // A link followed before the app has started shows its screen at once (popstate comes first).
  window.addEventListener("popstate", show);
  window.addEventListener("hashchange", show);

  // While a project's sheet shows, Escape closes it (as its close link does) and Tab stays in
  // it, as in the app's dialog. Its stops are links: its gallery's buttons show once they work.
  document.addEventListener("keydown", (event) => {
    const sheet = document.querySelector("[data-project-sheet]:not([hidden])");
    if (!sheet || (event.key !== "Escape" && event.key !== "Tab")) return;
    const close = sheet.querySelector("[data-slot='dialog-close']");
    if (event.key === "Escape") return close instanceof HTMLElement && close.click();
    const stops = /** @type {HTMLElement[]} */ ([...sheet.querySelectorAll("a[href]")]);
    const [first, last] = event.shiftKey ? [stops.at(-1), stops[0]] : [stops[0], stops.at(-1)];
    if (sheet.contains(document.activeElement) && document.activeElement !== last) return;
    event.preventDefault();
    first?.focus();
  });

  // Until the app has started, a tap on the theme toggle switches the theme at once, and a tap
  // on another of its buttons (an accordion) is kept, and made again as soon as it has.
  /** @type {HTMLElement[]} */
  const kept = [];
  /** @param {MouseEvent} event */
  const early = (event) => {
    const button = event.target instanceof Element ? event.target.closest("#root button") : null;
    if (!(button instanceof HTMLElement)) return;
    if (button.dataset.slot !== "theme-toggle") return void kept.push(button);
    html.dataset.theme = html.dataset.theme === "dark" ? "light" : "dark";
    button.setAttribute("aria-pressed", String(html.dataset.theme === "dark"));
    try {
      localStorage.setItem(THEME_KEY, html.dataset.theme);
    } catch {
      // Not remembered, but applied for this visit.
    }
  };
  document.addEventListener("click", early);
  // Sent by src/main.tsx once it has begun to hydrate the page: React takes every tap from then.
  const handOver = () => {
    document.removeEventListener("click", early);
    for (const button of kept) button.click();
  };
  document.addEventListener("app-started", handOver, { once: true });
}
