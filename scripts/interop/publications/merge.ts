/**
 * Publications written into sections.yaml's `publications`, merged with what is there: an
 * entry is the same publication as one written before when their DOIs (in its `url`) or their
 * titles, compared without case, accents, spaces or punctuation, are the same. A publication
 * already there is never written twice, and what the owner wrote wins: the import only fills
 * in a field the entry lacks (publisher, date, url, summary). New ones go after the last, so a
 * translation's entries (paired by place) stay with theirs. The file is edited as a YAML
 * document: its comments, order and every other section stay as written.
 */
import { Document, isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { schemaLine } from "../../content/content-tree.ts";
import { Refused } from "../../lib/command.ts";
import { type Author, authorName, bareDoi, doiKey, type FoundPublication } from "./found.ts";

/** The owner, as the import knows them: their name (profile.yaml's) and, for an ORCID import, their iD. */
export type Owner = { name?: string; orcid?: string };

/** Text compared without case, accents, punctuation or spaces: "Fast GPU kernels" is "fast-GPU Kernels". */
export function normalTitle(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

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

/**
 * Whether `author` is the owner: their ORCID iD, or their name as profile.yaml writes it, in
 * either order ("Ada Lovelace", "Lovelace, Ada"), with given names in full or as initials
 * ("A. Lovelace", "Lovelace, A."), accents and case aside.
 */
export function isOwner(author: Author, owner: Owner): boolean {
  if (author.orcid && owner.orcid) return author.orcid === owner.orcid;
  if (!owner.name) return false;
  const mine = words(owner.name);
  if (author.literal) return words(author.literal).join(" ") === mine.join(" ");
  const family = words(author.family ?? "");
  const given = words(author.given ?? "");
  if (family.length === 0 || given.length === 0 || family.length >= mine.length) return false;
  const joined = family.join(" ");
  // Family name last (Ada Lovelace), or first (Yamada Taro, as written in many languages).
  return (
    (mine.slice(-family.length).join(" ") === joined && givenMatch(given, mine.slice(0, -family.length))) ||
    (mine.slice(0, family.length).join(" ") === joined && givenMatch(given, mine.slice(family.length)))
  );
}

/** Text as Markdown shows it as written: its signs escaped. */
const literal = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, "\\$&");

/**
 * The entry's summary: its authors, the owner in bold, and what kind of work it is
 * ("**Ada Lovelace**, Charles Babbage. Journal article."); undefined when there is neither.
 */
export function summaryOf(publication: FoundPublication, owner: Owner): string | undefined {
  const names = publication.authors.map((author) => {
    const name = literal(authorName(author));
    return isOwner(author, owner) ? `**${name}**` : name;
  });
  const parts = [names.join(", "), publication.type].filter(Boolean);
  return parts.length > 0 ? `${parts.join(". ")}.` : undefined;
}

/** Whether any author of the publication is the owner. */
export const hasOwner = (publication: FoundPublication, owner: Owner) =>
  publication.authors.some((author) => isOwner(author, owner));

/** The fields of a publication in sections.yaml, in the order written. */
type Fields = { title: string; publisher?: string; date?: string; url?: string; summary?: string };

function fieldsOf(publication: FoundPublication, owner: Owner): Fields {
  const url = publication.doi ? `https://doi.org/${publication.doi}` : publication.url;
  const summary = summaryOf(publication, owner);
  return {
    title: publication.title,
    ...(publication.venue ? { publisher: publication.venue } : {}),
    ...(publication.date ? { date: publication.date } : {}),
    ...(url ? { url } : {}),
    ...(summary ? { summary } : {}),
  };
}

/** What a merge did, a line each, for the owner. */
export type Merged = {
  /** sections.yaml's new text; undefined when the merge changes nothing. */
  text?: string;
  added: string[];
  /** Publications already there: the fields filled in, or "kept as written". */
  kept: string[];
};

/** sections.yaml as a YAML document; refused at its line and column when it cannot be read. */
function documentOf(text: string | undefined, file: string): Document {
  if (text === undefined) {
    const doc = new Document({});
    doc.commentBefore = schemaLine("sections").replace(/^#/, "").trimEnd();
    return doc;
  }
  const doc = parseDocument(text);
  const [error] = doc.errors;
  if (error) {
    const [line, column] = [error.linePos?.[0]?.line ?? 1, error.linePos?.[0]?.col ?? 1];
    throw new Refused(
      `${file}:${line}:${column}: ${error.message.split("\n")[0]} (hint: npm run validate says more; fix it, then import again); nothing was written`,
    );
  }
  if (doc.contents !== null && !isMap(doc.contents))
    throw new Refused(
      `${file}:1:1: expected the sections as keys (publications:, awards:…); nothing was written`,
    );
  return doc;
}

/**
 * `found` merged into sections.yaml's text `text` (undefined when there is none), the owner
 * marked among each new publication's authors. Publications are matched by DOI, then by
 * title, against the file's and against each other's: each is written once.
 */
export function mergePublications(
  text: string | undefined,
  found: FoundPublication[],
  owner: Owner,
  file = "sections.yaml",
): Merged {
  const doc = documentOf(text, file);
  if (doc.contents === null) doc.contents = doc.createNode({}) as YAMLMap;
  let list = doc.get("publications");
  if (list !== undefined && list !== null && !isSeq(list))
    throw new Refused(`${file}: expected publications to be a list; nothing was written`);
  const byKey = new Map<string, YAMLMap>();
  const remember = (entry: YAMLMap) => {
    const title = entry.get("title");
    const doi = bareDoi(String(entry.get("url") ?? ""));
    if (typeof title === "string") byKey.set(`title:${normalTitle(title)}`, entry);
    if (doi) byKey.set(doiKey(doi), entry);
  };
  for (const entry of (list as YAMLSeq | undefined)?.items ?? []) if (isMap(entry)) remember(entry);
  const added: string[] = [];
  const kept: string[] = [];
  let changed = false;
  for (const publication of found) {
    const fields = fieldsOf(publication, owner);
    const there =
      (publication.doi ? byKey.get(doiKey(publication.doi)) : undefined) ??
      byKey.get(`title:${normalTitle(publication.title)}`);
    if (there) {
      // A later one of the same title or DOI as this one is this one too, whatever the entry's title.
      byKey.set(`title:${normalTitle(publication.title)}`, there);
      if (publication.doi) byKey.set(doiKey(publication.doi), there);
      const filled = Object.entries(fields).filter(([key]) => !there.has(key));
      for (const [key, value] of filled) there.set(key, value);
      if (filled.length > 0) changed = true;
      kept.push(
        `"${there.get("title")}" (${publication.from}): ${filled.length > 0 ? `filled in ${filled.map(([key]) => key).join(", ")}` : "kept as written"}`,
      );
      continue;
    }
    if (!list) {
      list = doc.createNode([]) as YAMLSeq;
      doc.set("publications", list);
    }
    const entry = doc.createNode(fields) as YAMLMap;
    (list as YAMLSeq).items.push(entry);
    remember(entry);
    changed = true;
    added.push(`"${publication.title}" (${publication.from})`);
  }
  return { ...(changed ? { text: doc.toString({ lineWidth: 0 }) } : {}), added, kept };
}
