import type { ComponentProps } from "react";
import type { SiteImage } from "../compiled-content";

type ImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "sizes" | "srcSet"> & {
  image: SiteImage;
  /** How wide the image shows, as in <img sizes>: the browser picks the variant that fills it. */
  sizes: string;
  /** Shown beside its own description (a thumbnail in a labelled button): empty alt text. */
  decorative?: boolean;
  /**
   * Most of its screen's first view (the first project card): lazy like every picture in the
   * page, which holds every screen, until src/before-paint.js sees its screen shown and fetches
   * it at once, first, while the screen's other pictures wait for the first view to paint.
   */
  lead?: boolean;
};

/**
 * A content image: its responsive variants (AVIF, then WebP, with the widest WebP as the
 * fallback: the original is never published), alt text and intrinsic size (so nothing shifts
 * as it loads).
 */
export function Image({ image, sizes, decorative = false, lead = false, ...props }: ImageProps) {
  const img = (
    <img
      src={image.fallback ?? image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      {...(lead ? { loading: "lazy", "data-lead": "" } : {})}
      {...props}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture data-slot="image">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
