import type { ComponentProps } from "react";
import type { SiteImage } from "../shared/compiled-content";

type ImageProps = Omit<
  ComponentProps<"img">,
  "src" | "alt" | "width" | "height" | "sizes" | "srcSet" | "loading" | "fetchPriority"
> & {
  image: SiteImage;
  /**
   * How wide the image shows, as in <img sizes> (one of IMAGE_SIZES, ./image-sizes.ts): the
   * browser picks the variant that fills it.
   */
  sizes: string;
  /** Shown beside its own description (a thumbnail in a labelled button): empty alt text. */
  decorative?: boolean;
  /**
   * Most of its screen's first view (the first project card): fetched first. Lazy all the same,
   * as every picture: the page holds every screen, and an eager picture would be fetched on
   * every one of them, ahead of the app's code; a lazy one only where its screen shows.
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
      loading="lazy"
      fetchPriority={lead ? "high" : undefined}
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
