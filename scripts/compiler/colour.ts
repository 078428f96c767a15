/**
 * The owner's accent colour: WCAG contrast, and the shades the site derives from one colour.
 * Lightness is changed in OKLCH, where a step looks the same size whatever the hue, keeping the
 * hue (and as much of the chroma as sRGB can show), so a corrected shade still looks like the
 * owner's colour.
 */
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

export type Rgb = [number, number, number];
type Oklch = { l: number; c: number; h: number };

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const gamma = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(linear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as the owner reads it: rounded down, so a failing one never shows as the target. */
export function showRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

function toOklch(hex: string): Oklch {
  const [r, g, b] = parseHex(hex).map(linear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** Linear sRGB of an OKLCH colour; outside 0…1 where sRGB cannot show it. */
function linearRgb({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** The colour at this lightness, hue kept, with the most chroma sRGB can show (up to `c`). */
function fromOklch(colour: Oklch): string {
  const inGamut = (c: number) => linearRgb({ ...colour, c }).every((v) => v >= -1e-4 && v <= 1 + 1e-4);
  let chroma = colour.c;
  if (!inGamut(chroma)) {
    let [low, high] = [0, chroma];
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(mid)) low = mid;
      else high = mid;
    }
    chroma = low;
  }
  return toHex(linearRgb({ ...colour, c: chroma }).map((v) => gamma(Math.min(1, Math.max(0, v)))) as Rgb);
}

/** The soft tint of `accent` for a theme. */
function softTint(accent: string, theme: "light" | "dark"): string {
  const { c, h } = toOklch(accent);
  return fromOklch({ l: SOFT[theme].l, c: Math.min(c, SOFT[theme].c), h });
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
  for (let l = start.l; l >= 0 && l <= 1; l += direction * LIGHTNESS_STEP) {
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
  const light = accent.toLowerCase();
  return {
    light: paletteFor(toHex(parseHex(light)), "light"),
    dark: paletteFor(
      accentDark ? toHex(parseHex(accentDark)) : passingShade(toHex(parseHex(light)), "dark"),
      "dark",
    ),
  };
}
