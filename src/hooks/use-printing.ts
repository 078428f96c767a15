import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * True while the page is being printed (or rendered as print media, as `npm run pdf` does).
 * `beforeprint` fires just before the browser lays the page out for paper; rendering in
 * flushSync lets what it shows (every accordion open) be in the DOM by then.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.("print");
    const update = (value: boolean) => () => flushSync(() => setPrinting(value));
    const onBefore = update(true);
    const onAfter = update(false);
    const onMedia = (event: MediaQueryListEvent) => flushSync(() => setPrinting(event.matches));
    window.addEventListener("beforeprint", onBefore);
    window.addEventListener("afterprint", onAfter);
    media?.addEventListener?.("change", onMedia);
    if (media?.matches) setPrinting(true);
    return () => {
      window.removeEventListener("beforeprint", onBefore);
      window.removeEventListener("afterprint", onAfter);
      media?.removeEventListener?.("change", onMedia);
    };
  }, []);
  return printing;
}
