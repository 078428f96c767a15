/**
 * Whether an author of a publication is the site's owner, by name: what the compiler marks
 * among a publication's `authors` (passes/sections.ts) and the publications import marks as it
 * writes them (scripts/interop/publications/). A name matches the owner's in either order
 * ("Ada Lovelace", "Lovelace, Ada", "Yamada Taro"), with given names in full or as initials
 * ("A. Lovelace", "Lovelace, A.", "A. K. Lovelace"), accents, case and punctuation aside.
 */

/** One author: a person's given and family names, or the name of a group ("literal"). */
export type Author = {
  given?: string;
  family?: string;
  /** An organisation or a name the source gives whole. */
  literal?: string;
  /** The author's ORCID iD, where the source gives it: the owner, when it is theirs. */
  orcid?: string;
};

/** The owner, as a match knows them: their names (profile.yaml's name and latinName) and, where known, their ORCID iD. */
export type Owner = { names: string[]; orcid?: string };

/** A name's words, without case or accents, initials' dots and hyphens as spaces: "J.-P. Müller" is j p muller. */
function words(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Whether the given names `given` are the owner's `mine`: the first one the first of theirs, in full or as its initial, the rest in order. */
function givenMatch(given: string[], mine: string[]): boolean {
  const [first, ...rest] = given;
  const [myFirst, ...myRest] = mine;
  const same = (word: string, my: string) => word === my || (word.length === 1 && my.startsWith(word));
  if (!first || !myFirst || !same(first, myFirst)) return false;
  let at = 0;
  for (const word of rest) {
    while (at < myRest.length && !same(word, myRest[at] as string)) at++;
    if (at === myRest.length) return false;
    at++;
  }
  return true;
}

/** Whether a person's given and family names are the name `name`'s, the family name last or first. */
function personMatch(given: string[], family: string[], name: string): boolean {
  const mine = words(name);
  if (family.length === 0 || given.length === 0 || family.length >= mine.length) return false;
  const joined = family.join(" ");
  // Family name last (Ada Lovelace), or first (Yamada Taro, as written in many languages).
  return (
    (mine.slice(-family.length).join(" ") === joined && givenMatch(given, mine.slice(0, -family.length))) ||
    (mine.slice(0, family.length).join(" ") === joined && givenMatch(given, mine.slice(family.length)))
  );
}

/** Whether `author` is the owner: their ORCID iD when both are known, else one of their names. */
export function isOwner(author: Author, owner: Owner): boolean {
  if (author.orcid && owner.orcid) return author.orcid === owner.orcid;
  return owner.names.some((name) => {
    if (author.literal) return isOwnerName(author.literal, { names: [name] });
    return personMatch(words(author.given ?? ""), words(author.family ?? ""), name);
  });
}

/**
 * Whether an author written as one string ("Lovelace, Ada", "A. Lovelace", "Ada Lovelace") is
 * the owner: the family name before a comma, or, without one, any of the name's words read as
 * where its given names end.
 */
export function isOwnerName(author: string, owner: Owner): boolean {
  const comma = author.indexOf(",");
  const whole = words(author);
  return owner.names.some((name) => {
    if (whole.length > 0 && whole.join(" ") === words(name).join(" ")) return true;
    if (comma > 0) return personMatch(words(author.slice(comma + 1)), words(author.slice(0, comma)), name);
    return whole.some((_, at) => at > 0 && personMatch(whole.slice(0, at), whole.slice(at), name));
  });
}
