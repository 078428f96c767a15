/**
 * How much the compiler and the JSON Resume import read: many times what any resume holds
 * (a resume of 60 jobs is far inside them), and little enough that no input past them can
 * exhaust memory, the stack or the owner's patience. Each is refused with a located error;
 * docs/publishing.md lists them (Limits).
 */

/** Bytes of one content file (YAML, or a project's Markdown). */
export const MAX_FILE_BYTES = 1_000_000;

/** Characters of one text: a field's value, or a project's Markdown body. */
export const MAX_TEXT_LENGTH = 50_000;

/**
 * Items of one list (jobs, highlights, skills…), fields of one mapping, and project files in
 * projects/.
 */
export const MAX_LIST_LENGTH = 1000;

/** Lists and mappings inside one another; the content's own fields go 5 deep. */
export const MAX_NESTING = 20;

/**
 * YAML aliases (`*name`) in one file, counted as written: the `yaml` package looks each one up
 * from the top of the file, and hand-written content repeats a value a few times at most. Their
 * expansion is held to the same number (a list of ten aliases, repeated ten times, is 100).
 */
export const MAX_ALIASES = 100;

/**
 * Blocks, brackets and parentheses inside one another in site.css, counted before it is parsed.
 * lightningcss is native code that recurses on each: past about 900 (on a worker thread's stack)
 * or 1,800 (the main thread's), `@media` or `:is(` inside one another overflow its stack and the
 * process dies with no message. Real stylesheets go under 10.
 */
export const MAX_CSS_NESTING = 100;

/** Bytes of a JSON Resume file to import, which holds the whole resume. */
export const MAX_IMPORT_BYTES = 5_000_000;

/** "1 MB", "50,000". */
export const megabytes = (bytes: number) => `${Number((bytes / 1_000_000).toFixed(1))} MB`;
export const thousands = (n: number) => n.toLocaleString("en");
