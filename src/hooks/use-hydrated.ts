import { createContext, useContext } from "react";

/**
 * False while React renders on the server (the build's prerender) and while it hydrates that
 * page; true from the render after (src/components/layout.tsx sets it, in a transition, so that
 * render never blocks the page). What depends on the address (which screen shows, the current
 * nav link, an open dialog) waits for it: the page was prerendered at `/`, and hydration must
 * meet exactly that markup.
 */
export const HydratedContext = createContext(false);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
