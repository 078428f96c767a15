import { describe, expect, it } from "vitest";
import { passingShade, siteTheme, worstContrast } from "../../scripts/compiler/colour.ts";

/**
 * Accents, and the shades the site derives from each: the light theme's soft tint, the dark
 * theme's accent and soft tint, the nearest shade that passes in the light theme, and the worst
 * ratio in the dark theme. Written down from the site as it was before culori did its colour
 * maths, so an owner's site keeps its colours: white's shade that passes is grey, not black.
 */
const SHADES: [string, string, string, string, string, number][] = [
  ["#4f46e5", "#eef1ff", "#7c86ff", "#23274d", "#4f46e5", 2.2739],
  ["#0f766e", "#d5fbf6", "#48a198", "#00332f", "#0f766e", 2.5333],
  ["#38bdf8", "#e3f5ff", "#38bdf8", "#003044", "#0076a1", 6.508],
  ["#bb8811", "#fff0d6", "#bb8811", "#3a2700", "#8f6600", 4.5185],
  ["#1e3a8a", "#ecf2ff", "#6b90e8", "#1a294e", "#1e3a8a", 1.3782],
  ["#ffff00", "#f3f5d6", "#ffff00", "#2e2e00", "#727200", 12.9771],
  ["#ffffff", "#f2f2f2", "#ffffff", "#2b2b2b", "#6d6d6d", 14.159],
  ["#000000", "#f2f2f2", "#929292", "#2b2b2b", "#000000", 1.1028],
  ["#777777", "#f2f2f2", "#929292", "#2b2b2b", "#6e6e6e", 3.1618],
  ["#e11d48", "#ffeded", "#ff5167", "#481a1e", "#da0d42", 3.1003],
];

describe("the shades derived from an accent", () => {
  it.each(SHADES)("of %s are the site's own", (accent, lightSoft, dark, darkSoft, lightShade, darkRatio) => {
    const theme = siteTheme(accent);
    expect([theme.light.accentSoft, theme.dark.accent, theme.dark.accentSoft]).toEqual([
      lightSoft,
      dark,
      darkSoft,
    ]);
    expect(passingShade(accent, "light")).toBe(lightShade);
    expect(worstContrast(accent, "dark").ratio).toBeCloseTo(darkRatio, 4);
  });

  it("take #rgb and capitals as the six digits they stand for", () => {
    expect(siteTheme("#F0A")).toEqual(siteTheme("#ff00aa"));
    expect(siteTheme("#4f46e5", "#ABC").dark.accent).toBe("#aabbcc");
  });
});
