/**
 * The initials a monogram shows: the first letter of the name's first and last words
 * ("Avery Solano-Kim" → "AS", "J. R. Tolkien" → "JT", "Cher" → "C"). The favicon and icons
 * (scripts/vite/share/images.ts), the Resume's stand-ins for a missing photo or logo
 * (src/components/monogram.tsx), the home screen's short name of a long first name
 * (scripts/vite/share/metadata.ts) and a new site's placeholder photo (scripts/commands/new.ts)
 * all take their letters from here.
 */
export function monogramInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter) => letter !== undefined);
  const first = letters[0];
  const last = letters.at(-1);
  if (first === undefined || last === undefined) return Array.from(name.trim())[0] ?? "?";
  return (letters.length > 1 ? first + last : first).toUpperCase();
}
