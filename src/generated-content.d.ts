/**
 * The compiled content the site imports: made by the build from the owner's content into the
 * project's cache, and given to Vite as the `@generated` alias (scripts/vite/vite-config.ts).
 * Its type is the compiler's output, whatever the content: the site type-checks without it.
 */
declare module "@generated/content.json" {
  const content: import("./shared/compiled-content.ts").SiteContent;
  export default content;
}
