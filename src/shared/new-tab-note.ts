/**
 * The id of the note, in the site's language, that every link opening a new tab points to
 * (`aria-describedby`): the app's links (src/components/link.tsx) and the owner's Markdown links
 * (scripts/compiler/markdown/markdown.ts). The layout renders it once in every page.
 */
export const NEW_TAB_NOTE_ID = "new-tab-note";
