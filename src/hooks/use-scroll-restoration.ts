import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/**
 * Scroll positions the way visitors expect from separate pages: a new screen starts at the
 * top, Back and Forward return to where the visitor was on that screen, and a change of the
 * query only (opening or closing a project's dialog) leaves the page where it is.
 */
export function useScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef({ key, pathname });

  // The browser's own restoration would jump before the screen it restores has rendered.
  useEffect(() => {
    if (!("scrollRestoration" in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Remembers where the visitor is on the current entry, as they scroll.
  useEffect(() => {
    const remember = () => positions.current.set(current.current.key, window.scrollY);
    // The visitor may have scrolled the prerendered page before the app started.
    remember();
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  // Before the browser paints the new screen, so it never shows at the old position.
  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key, pathname };
    if (previous.key === key || previous.pathname === pathname) return;
    const saved = navigationType === "POP" ? positions.current.get(key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [key, pathname, navigationType]);
}
