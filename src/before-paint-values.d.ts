// What the build writes into src/before-paint.js in place of these names
// (scripts/vite/before-paint-plugin.ts, beforePaintSource), from the modules the app reads them from.

/** The key the visitor's theme is kept under: THEME_STORAGE_KEY of src/shared/theme.ts. */
declare const __THEME_STORAGE_KEY__: string;

/** Each screen's name by its path ("/projects" → "projects"): SCREENS of src/shared/screens.ts. */
declare const __SCREENS_BY_PATH__: Record<string, string>;

/** The id of the <template> of each screen's lead picture's preload (scripts/vite/before-paint-plugin.ts). */
declare const __LEAD_PICTURES_ID__: string;
