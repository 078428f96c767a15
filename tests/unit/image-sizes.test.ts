/**
 * The pictures' <img sizes> (src/components/image-sizes.ts) are what the screen's stylesheets lay
 * out: each is worked out here from the widths, paddings, gaps and columns they declare, at the
 * breakpoints their @media queries name.
 */
import { describe, expect, it } from "vitest";
import { BREAKPOINTS, IMAGE_SIZES } from "../../src/components/image-sizes.ts";
import { declared, mediaQueries, stylesheet } from "./stylesheet.ts";

const REM = 16;
/** Room for a desktop scrollbar: a column count's breakpoint is reached this much later. */
const SCROLLBAR = 16;
const PHONE = `(max-width: ${BREAKPOINTS.phone - 1}px)`;
const WIDE = `(min-width: ${BREAKPOINTS.wide}px)`;

/** Each width a @media query of the stylesheet names that is not a breakpoint's. */
function strayBreakpoints(css?: string): string[] {
  const allowed = Object.values(BREAKPOINTS).flatMap((width) => [
    `min-width: ${width}px`,
    `max-width: ${width - 1}px`,
  ]);
  return mediaQueries(stylesheet(css))
    .flatMap((query) => query.match(/\b(?:min|max)-width:\s*[^)]+/g) ?? [])
    .filter((condition) => !allowed.includes(condition));
}

/** The layout's lengths as the stylesheet declares them, in CSS pixels. */
function layoutOf(css?: string) {
  const root = stylesheet(css);
  const value = (selector: string, property: string, media = "") => {
    const found = declared(root, selector, property, media);
    if (found === undefined) throw new Error(`the stylesheets: no ${property} for ${selector} ${media}`);
    return found;
  };
  const match = (text: string, pattern: RegExp) => {
    const found = pattern.exec(text);
    if (!found) throw new Error(`the stylesheets: expected ${pattern}, got ${text}`);
    return found.slice(1).map(Number);
  };
  /** A length in rem or px, as pixels. */
  const length = (text: string | undefined) => {
    const [number = Number.NaN, unit] = /^([\d.]+)(rem|px)$/.exec(text ?? "")?.slice(1) ?? [];
    return unit === "rem" ? Number(number) * REM : Number(number);
  };
  /** The sides' part of a `padding`, the columns' part of a `gap`: the second, or the only one. */
  const second = (text: string) => length(text.split(/\s+/)[1] ?? text);
  const columns = (selector: string) => {
    const [wide = 0, narrow = 0] = match(
      value(selector, "grid-template-columns", WIDE),
      /^minmax\(0, (\d+)fr\) minmax\(0, (\d+)fr\)$/,
    );
    return { wide, narrow, of: wide + narrow };
  };
  const [dialogWidth = 0, dialogMargins = 0] = match(
    value('[data-slot="dialog-content"]', "width"),
    /^min\((\d+)px, calc\(100vw - ([\d.]+)rem\)\)$/,
  );
  return {
    page: length(value(":root", "--page-width")),
    main: {
      wider: second(value(".site-main", "padding")),
      phone: second(value(".site-main", "padding", PHONE)),
    },
    card: {
      column:
        match(value(".project-grid", "grid-template-columns"), /minmax\(min\(100%, (\d+)px\), 1fr\)/)[0] ?? 0,
      gap: length(value(".project-grid", "gap")),
    },
    dialog: {
      width: dialogWidth,
      margin: (dialogMargins * REM) / 2,
      phoneWidth: value('[data-slot="dialog-content"]', "width", PHONE),
      padding: {
        wider: second(value(".dialog-body", "padding")),
        phone: second(value(".dialog-body", "padding", PHONE)),
      },
      gap: second(value(".dialog-body", "gap", WIDE)),
      columns: columns(".dialog-body"),
    },
    about: {
      gap: second(value(".about-section", "gap")),
      columns: columns(".about-section:has(.image-pair)"),
      pairGap: length(value(".image-pair", "gap")),
    },
    // The circle's width is its --photo-size, which the initials are sized by too.
    photo: {
      wider: length(value(".banner-photo", "--photo-size")),
      phone: length(value(".banner-photo", "--photo-size", PHONE)),
    },
    logo: length(value(".entry-logo", "width")),
    thumbnail: length(value('[data-slot="carousel-thumbnail"]', "width")),
  };
}

/** The sizes of each kind of picture in the layout `css` declares, written as image-sizes.ts writes them. */
function sizesOf(css?: string): Record<keyof typeof IMAGE_SIZES, string> {
  const { page, main, card, dialog, about, photo, logo, thumbnail } = layoutOf(css);
  const rem = (px: number) => `${px / REM}rem`;
  const fullWidth = (padding: number) => `calc(100vw - ${rem(2 * padding)})`;
  const sizes = (steps: [number, string][], below: string) =>
    [...steps.map(([width, shown]) => `(min-width: ${width}px) ${shown}`), below].join(", ");
  if (dialog.phoneWidth !== "100%")
    throw new Error("the stylesheets: the dialog no longer fills a phone's screen");

  // The cards: as many columns as fit (auto-fill), each at least `card.column` wide.
  const fits = (n: number) => n * card.column + (n - 1) * card.gap + 2 * main.wider + SCROLLBAR;
  const cards = sizes(
    [
      [page, `${Math.ceil((page - 2 * main.wider - 2 * card.gap) / 3)}px`],
      [fits(3), `calc((100vw - ${rem(2 * main.wider + 2 * card.gap)}) / 3)`],
      [fits(2), `calc(50vw - ${rem((2 * main.wider + card.gap) / 2)})`],
      [BREAKPOINTS.phone, fullWidth(main.wider)],
    ],
    fullWidth(main.phone),
  );

  // The gallery: the dialog's wide column from the wide breakpoint.
  const { columns } = dialog;
  const besideText = 2 * dialog.margin + 2 * dialog.padding.wider + dialog.gap;
  const gallery = sizes(
    [
      [
        dialog.width + 2 * dialog.margin,
        `${Math.ceil(((dialog.width - 2 * dialog.padding.wider - dialog.gap) * columns.wide) / columns.of)}px`,
      ],
      [BREAKPOINTS.wide, `calc((100vw - ${rem(besideText)}) * ${columns.wide} / ${columns.of})`],
      [BREAKPOINTS.phone, fullWidth(dialog.margin + dialog.padding.wider)],
    ],
    fullWidth(dialog.padding.phone),
  );

  // An About section's pictures: its narrow column from the wide breakpoint.
  const share = about.columns;
  const besidePictures = 2 * main.wider + about.gap;
  const narrow = `(100vw - ${rem(besidePictures)}) * ${share.narrow} / ${share.of}`;
  const single = ((page - besidePictures) * share.narrow) / share.of;
  /** Half a column of the page's width less its padding at each side, less the gap between the two. */
  const halfPage = (padding: number) => `calc((100vw - ${rem(2 * padding + about.pairGap)}) / 2)`;
  return {
    photo: `${PHONE} ${photo.phone}px, ${photo.wider}px`,
    logo: `${logo}px`,
    card: cards,
    gallery,
    thumbnail: `${thumbnail}px`,
    aboutSingle: sizes(
      [
        [page, `${Math.ceil(single)}px`],
        [BREAKPOINTS.wide, `calc(${narrow})`],
        [BREAKPOINTS.phone, fullWidth(main.wider)],
      ],
      fullWidth(main.phone),
    ),
    aboutPair: sizes(
      [
        [page, `${Math.ceil((single - about.pairGap) / 2)}px`],
        [BREAKPOINTS.wide, `calc((${narrow} - ${rem(about.pairGap)}) / 2)`],
        [BREAKPOINTS.phone, halfPage(main.wider)],
      ],
      halfPage(main.phone),
    ),
  };
}

describe("the pictures' sizes", () => {
  it("change where the stylesheet's layout does: each @media width is a breakpoint's", () => {
    expect(strayBreakpoints()).toEqual([]);
    const queries = mediaQueries(stylesheet()).join(" ");
    for (const width of Object.values(BREAKPOINTS))
      expect(queries).toMatch(new RegExp(`(min-width: ${width}px|max-width: ${width - 1}px)`));
  });

  it("are the widths the stylesheet lays each picture out at", () => {
    expect(IMAGE_SIZES).toEqual(sizesOf());
  });

  it("are refused when the stylesheet's layout changes", () => {
    const css = stylesheet().toString();
    const wider = css.replace(
      "@media (min-width: 900px) {\n  .dialog-body",
      "@media (min-width: 960px) {\n  .dialog-body",
    );
    expect(strayBreakpoints(wider)).toEqual(["min-width: 960px"]);
    const gap = css.replace("gap: 1.75rem 2.25rem;", "gap: 1.75rem 2.5rem;");
    expect(sizesOf(gap).gallery).not.toBe(IMAGE_SIZES.gallery);
    const padding = css.replace("padding: 2rem 1.25rem 3rem;", "padding: 2rem 1.5rem 3rem;");
    expect(sizesOf(padding).card).not.toBe(IMAGE_SIZES.card);
  });
});
