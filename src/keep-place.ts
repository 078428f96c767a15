/**
 * `npm run dev` only (src/main.tsx calls this when nothing is prerendered and
 * `import.meta.env.DEV` is set, a branch the build drops, so the built site carries none of it): a reload of the page, such as the one after an image changes, returns
 * to where the owner was. Most content saves need no reload: the page updates in place.
 */

const STORAGE_KEY = "folio:dev-scroll";
/** How long a restore waits for the page to grow tall enough again (a screen's code may still be loading). */
const RESTORE_TIMEOUT_MS = 10_000;
/** What the owner does that means they have moved on: the restore gives way. */
const OWN_MOVES = ["wheel", "touchstart", "keydown", "mousedown"] as const;

type Place = { href: string; x: number; y: number };

export function keepPlaceAcrossReloads() {
  const saved = takeSavedPlace();
  // The app scrolls manually (src/hooks/use-scroll-restoration.ts), so the browser's own
  // restoration does not run on a reload.
  window.addEventListener("pagehide", () => {
    const place: Place = { href: window.location.href, x: window.scrollX, y: window.scrollY };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(place));
  });
  if (saved && saved.href === window.location.href && isReload()) restore(saved);
}

function takeSavedPlace(): Place | undefined {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  if (!stored) return undefined;
  try {
    const place = JSON.parse(stored) as Partial<Place>;
    if (typeof place.href !== "string" || typeof place.x !== "number" || typeof place.y !== "number")
      return undefined;
    return { href: place.href, x: place.x, y: place.y };
  } catch {
    return undefined;
  }
}

function isReload() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "reload";
}

/** Scrolls back to `place` as soon as the route has rendered far enough down to reach it. */
function restore(place: Place) {
  const deadline = performance.now() + RESTORE_TIMEOUT_MS;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of OWN_MOVES) window.removeEventListener(type, stop);
  };
  for (const type of OWN_MOVES) window.addEventListener(type, stop, { passive: true });
  const step = () => {
    if (stopped) return;
    window.scrollTo(place.x, place.y);
    const there = Math.abs(window.scrollY - place.y) < 1 && Math.abs(window.scrollX - place.x) < 1;
    if (there || performance.now() > deadline) stop();
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
