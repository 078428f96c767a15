/**
 * A publication as an import finds it, in a BibTeX file or an ORCID record, before it is
 * written into sections.yaml (merge.ts): every field the schema's publication is made from.
 */

import type { PublicationType } from "../../../src/shared/publication-types.ts";
import type { Author } from "../../compiler/author-names.ts";

export type FoundPublication = {
  title: string;
  authors: Author[];
  /** The journal, the conference's proceedings, the publisher or the school. */
  venue?: string;
  /** YYYY or YYYY-MM, as the schema's dates are. */
  date?: string;
  /** What kind of work it is, as sections.yaml's `type` names it; none for a kind it has no name for. */
  type?: PublicationType;
  /** The DOI, bare (10.1234/abc), as written. */
  doi?: string;
  url?: string;
  /** What it is about, as the source gives it (BibTeX's abstract, ORCID's short description). */
  abstract?: string;
  /** Where the import found it, as the owner would look it up: "refs.bib:12 @article{lovelace2021}". */
  from: string;
};

/**
 * A found publication from what its source gives: a field the source leaves empty is left out,
 * and so is an address that is not a web page's (http or https, without spaces).
 */
export function foundPublication({
  title,
  authors,
  venue,
  date,
  type,
  doi,
  url,
  abstract,
  from,
}: FoundPublication): FoundPublication {
  return {
    title,
    authors,
    ...(venue ? { venue } : {}),
    ...(date ? { date } : {}),
    ...(type ? { type } : {}),
    ...(doi ? { doi } : {}),
    ...(url && /^https?:\/\/\S+$/.test(url) ? { url } : {}),
    ...(abstract ? { abstract } : {}),
    from,
  };
}

/** An author's name as a page writes it: "Jan van der Berg", "Field Lab Collective". */
export function authorName(author: Author): string {
  if (author.literal) return author.literal;
  return [author.given, author.family].filter(Boolean).join(" ");
}

/**
 * A DOI as written, from a bare DOI, a `doi:` one or an address at doi.org; undefined when
 * `text` holds none. DOIs compare without case (doiKey).
 */
export function bareDoi(text: string | undefined): string | undefined {
  return /(?:^|doi\.org\/|^doi:\s*)(10\.\d{4,9}\/\S+)$/i.exec(text?.trim() ?? "")?.[1];
}

/** A DOI as DOIs compare: in lower case. */
export const doiKey = (doi: string) => `doi:${doi.toLowerCase()}`;

/** A date of the schema (YYYY or YYYY-MM) from a year and a month of any source; undefined without a year. */
export function dateOf(year: string | undefined, month?: string): string | undefined {
  const y = /^\s*(\d{4})/.exec(year ?? "")?.[1];
  if (!y || Number(y) < 1900 || Number(y) > 2100) return undefined;
  const m = Number(month);
  return Number.isInteger(m) && m >= 1 && m <= 12 ? `${y}-${String(m).padStart(2, "0")}` : y;
}
