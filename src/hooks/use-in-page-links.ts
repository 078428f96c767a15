import { useEffect } from "react";

/**
 * Links to a place on the page (the skip link's `#main`, a footnote's `#user-content-fn-1` in
 * compiled Markdown) would put their fragment where the hash router keeps the route, and show
 * Not Found. Clicked anywhere in the document, they scroll to their target and move focus
 * there instead, as a browser does for a fragment; the route stays as it is.
 */
/**
 * The element a fragment names, found as a browser finds it: by the fragment as written, then
 * percent-decoded (`#caf%C3%A9` is `café`). A fragment that is not valid percent-encoding
 * (`#%FF`) is looked up as written only, never an error.
 */
function fragmentTarget(fragment: string): HTMLElement | null {
  const found = document.getElementById(fragment);
  if (found) return found;
  try {
    return document.getElementById(decodeURIComponent(fragment));
  } catch {
    return null;
  }
}

export function useInPageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      const href = link?.getAttribute("href") ?? "";
      if (href.length < 2 || href.startsWith("#/")) return;
      const target = fragmentTarget(href.slice(1));
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView();
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
