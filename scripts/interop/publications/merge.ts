/**
 * Publications written into sections.yaml's `publications`, merged with what is there: an
 * entry is the same publication as one written before when their DOIs (in its `url`) or their
 * titles, compared without case, accents, spaces or punctuation, are the same. A publication
 * already there is never written twice, and what the owner wrote wins: the import only fills
 * in a field the entry lacks (authors, type, publisher, date, url, summary: an abstract), and
 * replaces a summary only where an earlier version of the import wrote the authors there. The
 * owner is marked among the authors by the compiler, by name (scripts/compiler/author-names.ts),
 * as in any entry written by hand. New ones go after the last, so a
 * translation's entries (paired by place) stay with theirs. The file is edited as a YAML
 * document: its comments, order and every other section stay as written.
 */
import { Document, isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { isOwner, type Owner } from "../../compiler/author-names.ts";
import { schemaLine } from "../../content/content-tree.ts";
import { Refused } from "../../lib/command.ts";
import { authorName, bareDoi, doiKey, type FoundPublication } from "./found.ts";

/** Text compared without case, accents, punctuation or spaces: "Fast GPU kernels" is "fast-GPU Kernels". */
export function normalTitle(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Text as Markdown shows it as written: its signs escaped. */
const literal = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, "\\$&");

/** The kinds of work an earlier version of this import wrote at the end of a summary, as it wrote them. */
const EARLIER_KINDS =
  /(?:Journal article|Conference (?:paper|abstract|poster)|Proceedings|Book(?: chapter)?|Edited book|(?:PhD |Master's )?[Tt]hesis|Technical report|Report|Working paper|Review article|Patent|Software|Dataset|Preprint)/;

/**
 * Whether `summary` is what an earlier version of this import wrote there, for want of fields
 * of their own: the publication's authors (the owner in bold) and its kind ("**Ada Lovelace**,
 * Charles Babbage. Journal article."). The owner's own words never are: they stay.
 */
function isEarlierCredits(summary: unknown, publication: FoundPublication): boolean {
  if (typeof summary !== "string") return false;
  const names = publication.authors.map((author) => literal(authorName(author)));
  const credits = summary
    .replace(/\*\*/g, "")
    .replace(new RegExp(`(?:\\. )?${EARLIER_KINDS.source}\\.$`), "");
  return names.length > 0 && (credits === names.join(", ") || credits === `${names.join(", ")}.`);
}

/** Whether any author of the publication is the owner. */
export const hasOwner = (publication: FoundPublication, owner: Owner) =>
  publication.authors.some((author) => isOwner(author, owner));

/** The fields of a publication in sections.yaml, in the order written. */
export type PublicationFields = {
  title: string;
  authors?: string[];
  type?: string;
  publisher?: string;
  date?: string;
  url?: string;
  summary?: string;
};

function fieldsOf(publication: FoundPublication): PublicationFields {
  const url = publication.doi ? `https://doi.org/${publication.doi}` : publication.url;
  const authors = publication.authors.map(authorName).filter(Boolean);
  return {
    title: publication.title,
    ...(authors.length > 0 ? { authors } : {}),
    ...(publication.type ? { type: publication.type } : {}),
    ...(publication.venue ? { publisher: publication.venue } : {}),
    ...(publication.date ? { date: publication.date } : {}),
    ...(url ? { url } : {}),
    ...(publication.abstract ? { summary: literal(publication.abstract) } : {}),
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
 * `found` merged into sections.yaml's text `text` (undefined when there is none). Publications are matched by DOI, then by
 * title, against the file's and against each other's: each is written once.
 */
export function mergePublications(
  text: string | undefined,
  found: FoundPublication[],
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
    const fields = fieldsOf(publication);
    const there =
      (publication.doi ? byKey.get(doiKey(publication.doi)) : undefined) ??
      byKey.get(`title:${normalTitle(publication.title)}`);
    if (there) {
      // A later one of the same title or DOI as this one is this one too, whatever the entry's title.
      byKey.set(`title:${normalTitle(publication.title)}`, there);
      if (publication.doi) byKey.set(doiKey(publication.doi), there);
      // The authors and kind an earlier import wrote as the summary make way for their own fields.
      if (fields.authors && !there.has("authors") && isEarlierCredits(there.get("summary"), publication))
        there.delete("summary");
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
