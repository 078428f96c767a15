import type { SiteContent } from "./compiled-content.ts";
import type { ScriptWords } from "./words.ts";

/** A screen of the site: a page of its own, at a path in the URL's hash. */
type Screen = {
  /** Its name: the page of src/router.tsx, <div data-screen>, <html data-showing>, the nav's data-nav. */
  name: string;
  /** Its path. Only src/router.tsx and src/before-paint.js (given them by the build) know it is in the hash. */
  path: `/${string}`;
  /** The word that names it in the nav and the tab's title (src/shared/words.ts). */
  word: keyof ScriptWords;
  /** Whether a site has it: a screen with nothing to show is not in the page, and its path shows Not Found. */
  shows: (content: SiteContent) => boolean;
};

/**
 * The site's screens, in the navigation's order; the first is at "/", and the page shows it
 * without scripts. Everything that names the screens reads this list: the router's pages, the
 * layout's nav, titles and screens, the page data, the before-paint script and the stylesheet's
 * rules for <html data-showing> (both written by the build), the size and audit scripts and the
 * browser tests' routes.
 */
export const SCREENS = [
  { name: "resume", path: "/", word: "resume", shows: () => true },
  { name: "projects", path: "/projects", word: "projects", shows: (content) => content.projects.length > 0 },
  { name: "about", path: "/about", word: "about", shows: (content) => Boolean(content.about) },
] as const satisfies readonly Screen[];

/** The screen any other path shows, and the word of its tab's title. */
export const NOT_FOUND = { name: "not-found", word: "notFoundTitle" } as const satisfies Pick<
  Screen,
  "name" | "word"
>;

type SiteScreen = (typeof SCREENS)[number];

/** The screens of the site: one per path, and Not Found for any other. */
export type ScreenName = SiteScreen["name"] | typeof NOT_FOUND.name;

/** Every screen's path, by its name. */
export const paths = Object.fromEntries(SCREENS.map(({ name, path }) => [name, path])) as {
  [S in SiteScreen as S["name"]]: S["path"];
};

/** The screens `content`'s site has, in the navigation's order (see Screen's `shows`). */
export function screensOf(content: SiteContent): SiteScreen["name"][] {
  return SCREENS.filter((screen) => screen.shows(content)).map((screen) => screen.name);
}

/**
 * The screen a path shows, of the screens the site has (a site without projects has no
 * Projects screen: its path shows Not Found). src/before-paint.js, which shows it before the
 * app has loaded, gets the paths from the build and matches as this does
 * (tests/unit/before-paint.test.ts).
 */
export function screenOf(
  pathname: string,
  screens: readonly ScreenName[] = SCREENS.map((screen) => screen.name),
): ScreenName {
  // As the router matches: any letter case, with or without a last slash.
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const found = SCREENS.find((screen) => screen.path === path)?.name;
  return found && screens.includes(found) ? found : NOT_FOUND.name;
}
