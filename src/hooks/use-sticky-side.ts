import { type RefObject, useEffect } from "react";

/** The room kept above and below the narrow column as it sticks, in CSS pixels (1.5rem). */
const GAP = 24;

/**
 * Keeps the Resume's narrow column in view beside a long wide one (`.resume-side` is sticky at
 * two columns; src/pages/resume.css). A column that fits the window sticks under the header; a
 * taller one scrolls with the page until its end is in view, then sticks there: its `--side-top`
 * is the window's height less its own, so no part of it is ever out of reach.
 */
export function useStickySide(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const side = ref.current;
    if (!side || typeof ResizeObserver === "undefined") return;
    const header = document.querySelector<HTMLElement>(".site-header");
    const place = () => {
      const below = (header?.offsetHeight ?? 0) + GAP;
      const top = Math.min(below, window.innerHeight - side.offsetHeight - GAP);
      side.style.setProperty("--side-top", `${Math.round(top)}px`);
    };
    // The observer reports the column's size once laid out, and on every change: no layout is
    // forced while the app starts.
    const observer = new ResizeObserver(place);
    observer.observe(side);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }, [ref]);
}
