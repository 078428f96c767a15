import type { SiteContent } from "../scripts/content/compiled";
import data from "./generated/content.json";

/** The compiled content (see scripts/content/). Written by the content compiler. */
export const content = data as SiteContent;
