/**
 * The owner's accent colour: WCAG contrast, and the shades the site derives from one colour.
 * Lightness is changed in OKLCH, where a step looks the same size whatever the hue, keeping the
 * hue (and as much of the chroma as sRGB can show), so a corrected shade still looks like the
 * owner's colour. The conversions (hex, sRGB, OKLCH) and WCAG's contrast are culori's.
 */
import { converter, formatHex, type Oklch, wcagContrast } from "culori";
import type { SitePalette, SiteTheme } from "../../src/shared/compiled-content.ts";
import { COLOUR_TOKENS } from "../../src/shared/design-tokens.ts";

/** WCAG 2 AA: normal text, and the parts of controls (borders, focus rings, icons). */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

const backgrounds = (theme: "light" | "dark") =>
  [COLOUR_TOKENS[theme].bg, COLOUR_TOKENS[theme].surface, COLOUR_TOKENS[theme]["surface-2"]] as const;

/**
 * The backgrounds the accent is read on: the site's --bg, --surface and --surface-2
 * (src/shared/design-tokens.ts), with the accent's own soft tint added by `backgroundsFor`.
 */
export const BACKGROUNDS = { light: backgrounds("light"), dark: backgrounds("dark") } as const;

/** The soft tint behind the current nav link and the banner: this lightness, at most this chroma. */
const SOFT = { light: { l: 0.96, c: 0.04 }, dark: { l: 0.29, c: 0.07 } } as const;

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const oklch = converter("oklch");
const toLinearRgb = converter("lrgb");

/** A hex colour (HEX_COLOUR, as the schema holds the owner's to) in OKLCH. */
function toOklch(hex: string): Oklch {
  const colour = oklch(hex);
  if (!colour) throw new Error(`${hex} is not a colour`);
  return colour;
}

/** WCAG 2 contrast ratio, from 1 to 21. */
export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** A ratio as the owner reads it: rounded down, so a failing one never shows as the target. */
export function showRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

/** "#4F46E5" or "#fff" as six lower-case digits. */
const sixDigits = (hex: string): string => formatHex(hex.toLowerCase()) ?? hex;

/** Whether sRGB can show a colour, within a rounding error of its channels. */
const showable = (colour: Oklch) => {
  const { r, g, b } = toLinearRgb(colour);
  return [r, g, b].every((v) => v >= -1e-4 && v <= 1 + 1e-4);
};

/**
 * The colour at this lightness, hue kept, with the most chroma sRGB can show (up to `c`). The
 * search for that chroma is ours, not culori's clampChroma: clampChroma stops at a coarser
 * step (1/8192 of OKLCH's chroma range) and allows no rounding error, which gives another
 * shade for about one colour in twelve, and for some (#bb8811 in the dark theme) another verdict.
 */
function fromOklch(colour: Oklch): string {
  let chroma = colour.c;
  if (!showable(colour)) {
    let [low, high] = [0, chroma];
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (showable({ ...colour, c: mid })) low = mid;
      else high = mid;
    }
    chroma = low;
  }
  return formatHex({ ...colour, c: chroma });
}

/** The soft tint of `accent` for a theme. */
function softTint(accent: string, theme: "light" | "dark"): string {
  const { c, h } = toOklch(accent);
  return fromOklch({ mode: "oklch", l: SOFT[theme].l, c: Math.min(c, SOFT[theme].c), h });
}

/** The backgrounds a theme's accent is read on, its soft tint included. */
export function backgroundsFor(accent: string, theme: "light" | "dark"): string[] {
  return [...BACKGROUNDS[theme], softTint(accent, theme)];
}

/** The background `accent` contrasts least with in a theme, and that ratio. */
export function worstContrast(
  accent: string,
  theme: "light" | "dark",
): { background: string; ratio: number } {
  return backgroundsFor(accent, theme)
    .map((background) => ({ background, ratio: contrast(accent, background) }))
    .reduce((worst, next) => (next.ratio < worst.ratio ? next : worst));
}

export function passes(accent: string, theme: "light" | "dark"): boolean {
  return worstContrast(accent, theme).ratio >= TEXT_CONTRAST;
}

/** Step of lightness (OKLCH, 0…1) when looking for a shade that passes: fine enough to stay close. */
const LIGHTNESS_STEP = 0.005;

/**
 * The shade of `colour` closest in lightness that passes as text in `theme`: darker for the light
 * theme, lighter for the dark one. Black and white always pass, so there always is one.
 */
export function passingShade(colour: string, theme: "light" | "dark"): string {
  if (passes(colour, theme)) return colour;
  const start = toOklch(colour);
  const direction = theme === "light" ? -1 : 1;
  // White's lightness comes out a rounding error above 1.
  for (let l = Math.min(1, start.l); l >= 0 && l <= 1; l += direction * LIGHTNESS_STEP) {
    const candidate = fromOklch({ ...start, l });
    if (passes(candidate, theme)) return candidate;
  }
  return theme === "light" ? "#000000" : "#ffffff";
}

function paletteFor(accent: string, theme: "light" | "dark"): SitePalette {
  // What the accent's text stands on: white in the light theme, the page's background in the dark one.
  return { accent, accentSoft: softTint(accent, theme), onAccent: COLOUR_TOKENS[theme]["on-accent"] };
}

/** The colours of both themes from the accent (and the dark theme's own, when given), both passing. */
export function siteTheme(accent: string, accentDark?: string): SiteTheme {
  const light = sixDigits(accent);
  return {
    light: paletteFor(light, "light"),
    dark: paletteFor(accentDark ? sixDigits(accentDark) : passingShade(light, "dark"), "dark"),
  };
}
