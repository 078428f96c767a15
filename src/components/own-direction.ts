import { usePageData } from "../context/site";
import { ownDirection } from "../shared/text-direction";

/**
 * The `dir` of a block of the owner's plain text (a highlight, an achievement, a caption):
 * set only when it is written mostly the other way than the page (src/shared/text-direction.ts),
 * as the compiler sets it on Markdown's blocks.
 */
export function useOwnDirection(): (text: string) => ReturnType<typeof ownDirection> {
  const page = usePageData().dir;
  return (text) => ownDirection(text, page);
}
