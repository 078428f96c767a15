import type { ComponentProps } from "react";
import { Link as RouterLink, type LinkProps as RouterLinkProps } from "react-router-dom";
import { NEW_TAB_NOTE_ID } from "../shared/new-tab-note";

type LinkProps = Omit<ComponentProps<"a">, "href" | "target" | "rel"> &
  Pick<RouterLinkProps, "state" | "replace"> & {
    /** An http(s) URL, a mailto: link, or a site path from src/shared/paths.ts. */
    href: string;
  };

const EXTERNAL = /^https?:\/\//i;
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The description every external link points to; the layout renders it once. A description,
 * not text inside the link, so link texts (and the headings around them) stay exactly as written.
 */
export function NewTabNote({ label }: { label: string }) {
  return (
    <span id={NEW_TAB_NOTE_ID} hidden>
      {label}
    </span>
  );
}

/**
 * The site's one link. External links open in a new tab (and say so to screen readers);
 * mailto: and internal links never do. Site paths go through the router (`state` and `replace`
 * apply to those only).
 */
export function Link({ href, children, state, replace, ...props }: LinkProps) {
  if (EXTERNAL.test(href)) {
    return (
      <a
        data-slot="link"
        data-external=""
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={NEW_TAB_NOTE_ID}
        {...props}
      >
        {children}
      </a>
    );
  }
  if (OTHER_SCHEME.test(href)) {
    return (
      <a data-slot="link" href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink data-slot="link" to={href} state={state} replace={replace} {...props}>
      {children}
    </RouterLink>
  );
}
