/**
 * The site's looks, which site.yaml's `theme.look` chooses among: each is a folder of its own,
 * src/looks/<name>/, whose look.css is laid over the site's own stylesheets, the same markup and
 * the same design tokens. The schema, the build (scripts/vite/look-styles.ts), the docs and the
 * tests read this list: a new look is its folder and its name here.
 */
export const LOOKS = ["cards", "serif", "compact"] as const;

/** A look's name: its folder under src/looks/. */
export type Look = (typeof LOOKS)[number];

/** The look of a site whose site.yaml chooses none: the two-column cards. */
export const DEFAULT_LOOK = "cards" satisfies Look;

/** What each look is, in a line, for the schema's description and the docs. */
export const LOOK_DESCRIPTIONS: Record<Look, string> = {
  cards: "the two-column cards on a tinted page (the default)",
  serif: "a quiet single column in a serif face, close to a typeset CV",
  compact: "dense and technical: smaller text, flat panels, monospaced headings and skills",
};
