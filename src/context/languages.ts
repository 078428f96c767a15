/**
 * Whether the site may have several languages. The build of a site in one language writes
 * `false` here (scripts/site/content-plugin.ts), so that the language switcher's code and styles
 * leave its bundle: such a site is exactly what it was before sites had languages.
 */
export const SEVERAL_LANGUAGES: boolean = true;
