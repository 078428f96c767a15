/**
 * Publications from an ORCID record, read from ORCID's public API (no account needed): the
 * list of works, then each work's record for its authors, which the list leaves out. The iD
 * is checked (its last character is a checksum, ISO 7064 11,2) before any request.
 */
import pMap from "p-map";
import type { PublicationType } from "../../../src/shared/publication-types.ts";
import type { Author } from "../../compiler/author-names.ts";
import { Refused } from "../../lib/command.ts";
import { getJson, ORCID_API } from "../web/api.ts";
import { bareDoi, dateOf, type FoundPublication, foundPublication } from "./found.ts";

/** An iD as written (with or without https://orcid.org/), before its checksum is checked. */
const ID_SHAPE = /^(?:https?:\/\/(?:www\.)?orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dXx])\/?$/;

/** Whether `input` is written as an ORCID iD (rather than a file's name). */
export function looksLikeOrcid(input: string): boolean {
  return ID_SHAPE.test(input.trim());
}

/** The check character of an iD's first 15 digits (ISO 7064 MOD 11-2): 0–9 or X. */
export function orcidCheck(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

/** The iD in `input`, as ORCID writes it (0000-0002-1825-0097); refused in one line when its checksum is wrong. */
export function orcidId(input: string): string {
  const id = ID_SHAPE.exec(input.trim())?.[1]?.toUpperCase();
  if (!id)
    throw new Refused(
      `not an ORCID iD: "${input}" (an iD is 16 digits in fours, such as 0000-0002-1825-0097)`,
    );
  const digits = id.replaceAll("-", "");
  const check = orcidCheck(digits.slice(0, 15));
  if (digits[15] !== check)
    throw new Refused(
      `not an ORCID iD: ${id} fails its checksum (its last character would be ${check}): check the iD on your ORCID page`,
    );
  return id;
}

/**
 * The kind of each of ORCID's work types, as sections.yaml's `type` names it; a work of a type
 * not here (a patent, software, a data set, a poster) gets none.
 */
const WORK_TYPES: Record<string, PublicationType> = {
  "journal-article": "article",
  "review-article": "article",
  "conference-paper": "conference-paper",
  "conference-presentation": "talk",
  "lecture-speech": "talk",
  book: "book",
  "edited-book": "book",
  "book-chapter": "chapter",
  "dissertation-thesis": "thesis",
  dissertation: "thesis",
  preprint: "preprint",
  "working-paper": "preprint",
  report: "report",
};

type Value = { value?: string } | null | undefined;
type ExternalId = { "external-id-type"?: string; "external-id-value"?: string };
/** The fields of a work, in its summary and in its own record alike, that the import reads. */
type Work = {
  "put-code"?: number;
  title?: { title?: Value } | null;
  "journal-title"?: Value;
  "short-description"?: string | null;
  type?: string;
  "publication-date"?: { year?: Value; month?: Value } | null;
  "external-ids"?: { "external-id"?: ExternalId[] } | null;
  url?: Value;
  contributors?: {
    contributor?: {
      "contributor-orcid"?: { path?: string } | null;
      "credit-name"?: Value;
      "contributor-attributes"?: { "contributor-role"?: string | null } | null;
    }[];
  } | null;
};
type Works = { group?: { "work-summary"?: Work[] }[] };

/** An author as ORCID gives one: a credit name ("Lovelace, Ada" or "Ada Lovelace") and, for some, their iD. */
function authorOf(name: string, orcid: string | undefined): Author {
  const comma = name.indexOf(",");
  const [given, family] =
    comma > 0 ? [name.slice(comma + 1).trim(), name.slice(0, comma).trim()] : splitName(name.trim());
  return {
    ...(given ? { given } : {}),
    ...(family ? { family } : { literal: name.trim() }),
    ...(orcid ? { orcid } : {}),
  };
}

/** "Ada King Lovelace" as given names and a family name, the last word. */
function splitName(name: string): [string | undefined, string | undefined] {
  const at = name.lastIndexOf(" ");
  return at < 0 ? [undefined, name] : [name.slice(0, at), name.slice(at + 1)];
}

/** A work as a publication; undefined for one without a title. */
function publicationOf(work: Work, id: string): FoundPublication | undefined {
  const title = work.title?.title?.value?.trim();
  if (!title) return undefined;
  const venue = work["journal-title"]?.value?.trim();
  const date = dateOf(work["publication-date"]?.year?.value, work["publication-date"]?.month?.value);
  const doi = bareDoi(
    work["external-ids"]?.["external-id"]?.find((external) => external["external-id-type"] === "doi")?.[
      "external-id-value"
    ],
  );
  const url = work.url?.value?.trim();
  const type = WORK_TYPES[work.type ?? ""];
  const abstract = work["short-description"]?.replace(/\s+/g, " ").trim();
  const authors = (work.contributors?.contributor ?? [])
    .filter(
      (contributor) => (contributor["contributor-attributes"]?.["contributor-role"] ?? "author") === "author",
    )
    .flatMap((contributor) => {
      const name = contributor["credit-name"]?.value?.trim();
      return name ? [authorOf(name, contributor["contributor-orcid"]?.path ?? undefined)] : [];
    });
  const from = `ORCID ${id}, work ${work["put-code"]}`;
  return foundPublication({ title, authors, venue, date, type, doi, url, abstract, from });
}

/** How many of a record's works are read at once. */
const CONCURRENT_WORKS = 4;

/**
 * The works of the ORCID record `id` (checked by orcidId) as publications, each group of
 * versions of one work read once (ORCID's first, the one it prefers), with its own record for
 * its authors. Refused in one line: a record ORCID does not have, and every failure getJson
 * refuses.
 */
export async function readOrcid(
  id: string,
): Promise<{ publications: FoundPublication[]; skipped: string[] }> {
  const headers = { accept: "application/json" };
  const notFound = `ORCID has no public record ${id}: check the iD on your ORCID page`;
  const { json } = await getJson<Works>(ORCID_API, `/${id}/works`, { headers, notFound });
  const summaries = (json.group ?? []).flatMap((group) => group["work-summary"]?.slice(0, 1) ?? []);
  const works = await pMap(
    summaries,
    async (summary) =>
      summary.contributors || summary["put-code"] === undefined
        ? summary
        : (
            await getJson<Work>(ORCID_API, `/${id}/work/${summary["put-code"]}`, {
              headers,
              notFound: `ORCID has no work ${summary["put-code"]} in record ${id} any more: run the import again`,
            })
          ).json,
    { concurrency: CONCURRENT_WORKS },
  );
  const publications: FoundPublication[] = [];
  const skipped: string[] = [];
  for (const work of works) {
    const found = publicationOf(work, id);
    if (found) publications.push(found);
    else skipped.push(`ORCID ${id}, work ${work["put-code"]}: no title, not imported`);
  }
  return { publications, skipped };
}
