import type { SitePalette, SiteTheme } from "./compiled-content";

/**
 * Where the visitor's choice of theme is kept (localStorage): read and written by
 * src/hooks/use-theme.ts, and by src/before-paint.js, which the build gives it.
 */
export const THEME_STORAGE_KEY = "theme";

const tokens = (palette: SitePalette) =>
  [
    `--accent:${palette.accent}`,
    `--accent-text:${palette.accent}`,
    `--focus:${palette.accent}`,
    `--accent-soft:${palette.accentSoft}`,
    `--banner-from:${palette.accentSoft}`,
    `--on-accent:${palette.onAccent}`,
  ].join(";");

/**
 * The owner's accent as the stylesheet's tokens (src/styles.css), for a <style> of its own: the
 * build puts it in the page's <head> (the CSP allows it by hash), the dev server renders it.
 * Its selectors outweigh the stylesheet's whatever comes first: `:root:root:root` the light
 * theme's and print's, and the dark theme's on screens only (print is black on white).
 */
export function themeCss(theme: SiteTheme): string {
  return `:root:root:root{${tokens(theme.light)}}@media screen{:root:root[data-theme="dark"]{${tokens(theme.dark)}}}`;
}
