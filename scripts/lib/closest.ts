/** Did you mean: the word a slip of the keyboard was nearest, for the messages of every command. */
import { distance } from "fastest-levenshtein";

/**
 * The candidate nearest `word` in Levenshtein distance, ignoring case, when it is near enough
 * to be a slip (at most a third of the word's letters, and at least two): the first of equals.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
