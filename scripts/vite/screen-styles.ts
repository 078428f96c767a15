/**
 * The stylesheet's rules that name each screen, written by the build from the list of screens
 * (src/shared/screens.ts), so that a new screen needs no CSS of its own to be shown, hidden and
 * marked in the nav. src/main.tsx imports them as SCREEN_STYLES, after src/styles.css.
 */
import type { Plugin } from "vite";
import { NOT_FOUND, SCREENS } from "../../src/shared/screens.ts";

/** The module src/main.tsx imports the rules from. */
export const SCREEN_STYLES = "virtual:folio/screens.css";
/** Its id once resolved: a virtual module's, which no other plugin reads as a file. */
const RESOLVED = `\0${SCREEN_STYLES}`;

/** How the current screen's link looks in the nav (.site-nav in src/styles.css). */
const CURRENT_LINK = "color: var(--accent-text);\n  background: var(--accent-soft);\n  font-weight: 600;";

/** A rule: its selectors, one a line, and its declarations. */
const rule = (selectors: string[], declarations: string) =>
  `${selectors.join(",\n")} {\n  ${declarations}\n}\n`;

/**
 * The rules for `screens` (the site's, unless given): <html data-showing> names the screen
 * shown, set before the first paint by src/before-paint.js and kept by the app; without
 * scripts it is absent, and the first screen shows. Every other screen is hidden, and the
 * shown screen's link in the nav is marked, so both are right before the app has loaded.
 */
export function screenStyles(screens: readonly { name: string }[] = SCREENS): string {
  const [first] = screens;
  if (!first) throw new Error("the site has no screens");
  const showing = (name: string) => [
    ...(name === first.name ? ["html:not([data-showing])"] : []),
    `html[data-showing="${name}"]`,
  ];
  const hidden = [...screens, NOT_FOUND].flatMap(({ name }) =>
    showing(name).map((html) => `${html} [data-screen]:not([data-screen="${name}"])`),
  );
  const current = screens.flatMap(({ name }) =>
    showing(name).map((html) => `${html} .site-nav a[data-nav="${name}"]`),
  );
  return `${rule(current, CURRENT_LINK)}\n${rule(hidden, "display: none;")}`;
}

/** Serves SCREEN_STYLES, in development and in the build. */
export function screenStylesPlugin(): Plugin {
  return {
    name: "folio:screen-styles",
    resolveId(id) {
      return id === SCREEN_STYLES ? RESOLVED : undefined;
    },
    load(id) {
      // With a query too: the dev server's letters ask for the rules as CSS (`?direct`, scripts/vite/dev-letters.ts).
      return id.split("?")[0] === RESOLVED ? screenStyles() : undefined;
    },
  };
}
