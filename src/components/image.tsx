import type { ComponentProps } from "react";
import type { SiteImage } from "../../scripts/content/compiled";

type ImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & { image: SiteImage };

/** A content image: its URL, alt text and intrinsic size (so nothing shifts as it loads). */
export function Image({ image, ...props }: ImageProps) {
  return <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...props} />;
}
