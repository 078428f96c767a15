/**
 * The colours of the site's design that the build draws with too, by theme and by the name of
 * their custom property in src/styles.css (`bg` is `--bg`). The stylesheet declares them for
 * the browser; the build reads them here: the backgrounds the owner's accent must read on
 * (scripts/compiler/colour.ts), the icons, the link preview, the manifest and theme-color
 * (scripts/vite/share/). tests/unit/design-tokens.test.ts fails when styles.css says otherwise.
 */
export const COLOUR_TOKENS = {
  light: {
    bg: "#f5f6f8",
    surface: "#ffffff",
    "surface-2": "#f0f2f6",
    text: "#16181d",
    accent: "#4f46e5",
    "accent-text": "#4338ca",
    "accent-soft": "#eef0ff",
    "on-accent": "#ffffff",
    "banner-to": "#e6f6f3",
  },
  dark: {
    bg: "#0d1016",
    surface: "#151a23",
    "surface-2": "#1c2330",
    text: "#e8ebf1",
    accent: "#8b93ff",
    "accent-text": "#aab3ff",
    "accent-soft": "#22264a",
    "on-accent": "#0d1016",
    "banner-to": "#122d2c",
  },
} as const satisfies Record<"light" | "dark", Record<string, `#${string}`>>;

export type ColourToken = keyof (typeof COLOUR_TOKENS)["light"];
