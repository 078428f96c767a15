/**
 * How wide each kind of picture shows, as <img sizes> says it (the browser picks the variant
 * that fills it): the layout of the screen's stylesheets (src/styles.css and the sheets beside the
 * pages) at each of their breakpoints. Written out, as the page's script carries them;
 * tests/unit/image-sizes.test.ts works each one out again from the page width, paddings, gaps and
 * columns the stylesheets declare, and holds every @media query of theirs to BREAKPOINTS, so a
 * change to the layout fails it until these follow.
 */

/** The widths, in CSS pixels, where the layout changes: each @media query of the stylesheets names one. */
export const BREAKPOINTS = {
  /** Below it, the smallest phones: the dialog's header and the Resume's details tighten. */
  narrow: 480,
  /** Below it, a phone: smaller paddings, a smaller photo, the dialog fills the screen. */
  phone: 640,
  /** From it, two columns: the Resume, an About section beside its pictures, the dialog's gallery beside its text. */
  wide: 900,
} as const;

/** <img sizes> of each kind of picture. */
export const IMAGE_SIZES = {
  /** The owner's photo in the Resume's banner (.banner-photo). */
  photo: "(max-width: 639px) 112px, 128px",
  /** A company's or school's logo (.entry-logo; smaller on a phone, where the larger serves). */
  logo: "48px",
  /**
   * A project's card (.site-main, .project-grid): three columns, or two, where they fit, else
   * one. A column count's breakpoint allows for a desktop scrollbar (16 px), so a card is never
   * thought narrower than it is.
   */
  card: "(min-width: 1140px) 354px, (min-width: 996px) calc((100vw - 5rem) / 3), (min-width: 676px) calc(50vw - 1.875rem), (min-width: 640px) calc(100vw - 2.5rem), calc(100vw - 2rem)",
  /**
   * A picture in a project's gallery ([data-slot="dialog-content"], .dialog-body): seven twelfths
   * of the dialog from the wide breakpoint, else all of it; and a thumbnail under it.
   */
  gallery:
    "(min-width: 1152px) 600px, (min-width: 900px) calc((100vw - 7.75rem) * 7 / 12), (min-width: 640px) calc(100vw - 5.5rem), calc(100vw - 2rem)",
  thumbnail: "88px",
  /**
   * An About section's picture alone (.about-section, .image-pair): beside the text, five twelfths
   * of the page, from the wide breakpoint; and one of two side by side, half that less the gap.
   */
  aboutSingle:
    "(min-width: 1140px) 445px, (min-width: 900px) calc((100vw - 4.5rem) * 5 / 12), (min-width: 640px) calc(100vw - 2.5rem), calc(100vw - 2rem)",
  aboutPair:
    "(min-width: 1140px) 217px, (min-width: 900px) calc(((100vw - 4.5rem) * 5 / 12 - 0.75rem) / 2), (min-width: 640px) calc((100vw - 3.25rem) / 2), calc((100vw - 2.75rem) / 2)",
} as const;
