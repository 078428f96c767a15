import type { ComponentProps } from "react";
import { useUntranslatedLang } from "./text-language";

type HtmlProps = Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** HTML compiled and sanitised from Markdown at build time (scripts/compiler/). */
  html: string;
};

/**
 * Renders compiled Markdown. The only place the site injects HTML. In the site's default
 * language's `lang` where the page shows it untranslated (src/components/text-language.tsx).
 */
export function Html({ html, className, ...props }: HtmlProps) {
  const lang = useUntranslatedLang()(html);
  return (
    <div
      data-slot="prose"
      className={className}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time by the content compiler.
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}
