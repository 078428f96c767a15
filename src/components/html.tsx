import type { ComponentProps } from "react";

type HtmlProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** HTML compiled and sanitised from Markdown at build time (scripts/compiler/). */
  html: string;
};

/** Renders compiled Markdown. The only place the site injects HTML. */
export function Html({ html, className, ...props }: HtmlProps) {
  return (
    <div
      data-slot="prose"
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time by the content compiler.
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}
