import data from "@generated/content-resume.json";
import type { RouteContent } from "./compiled-content";

/**
 * The resume's compiled content (see scripts/content/), which the layout also uses: in the
 * first load. The Projects and About pages import their own content file, so it loads with them.
 * In `npm run dev` a new compile reaches the page through the components that import this
 * module: React Fast Refresh re-runs them with the new content and keeps their state.
 */
export const content = data as RouteContent["resume"];
