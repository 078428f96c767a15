import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders on the server (the build's prerender) and while it hydrates that
 * page; true from the render after, and always when nothing was prerendered. What depends on
 * the address (which screen shows, the current nav link, an open dialog) waits for it: the page
 * was prerendered at `/`, and hydration must meet exactly that markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
