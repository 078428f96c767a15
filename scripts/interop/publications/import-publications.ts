/**
 * `npm run import -- publications <file.bib | ORCID iD>`: publications from a BibTeX file or
 * an ORCID record, merged into the content's sections.yaml (merge.ts says how). Run only when
 * asked, never by a build. The file it replaces is set aside in .replaced/, as every import's;
 * a merge that would not validate, or that changes nothing, writes nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { isOwner, type Owner } from "../../compiler/author-names.ts";
import { Refused } from "../../lib/command.ts";
import { writeIfValid } from "../import/validate.ts";
import { readBibtex } from "./bibtex.ts";
import { authorName, type FoundPublication } from "./found.ts";
import { hasOwner, mergePublications } from "./merge.ts";
import { looksLikeOrcid, orcidId, readOrcid } from "./orcid.ts";

const SECTIONS = "sections.yaml";

/** The owner's names as profile.yaml gives them (its name and latinName); none when it cannot be read. */
function profileNames(contentDir: string): string[] {
  try {
    const profile = parseYaml(readFileSync(path.join(contentDir, "profile.yaml"), "utf8")) as {
      name?: unknown;
      latinName?: unknown;
    };
    return [profile?.name, profile?.latinName].filter((name): name is string => typeof name === "string");
  } catch {
    return [];
  }
}

/** Lines under a heading, or nothing when there are none. */
function listed(heading: string, lines: string[]): string {
  return lines.length > 0 ? `\n${heading}:\n${lines.map((line) => `  ${line}`).join("\n")}` : "";
}

/**
 * Imports the publications of `source` (a .bib file's path, or an ORCID iD) into
 * `contentDir`'s sections.yaml; the exit code (0 written or nothing to write, 1 refused).
 */
export async function importPublications(
  source: string,
  contentDir: string,
  command: string,
): Promise<number> {
  const orcid = looksLikeOrcid(source) ? orcidId(source) : undefined;
  if (!existsSync(path.join(contentDir, "profile.yaml")))
    throw new Refused(
      `no profile.yaml in ${contentDir}: publications are added to a site's content (npm run new or npm run import writes one first), or name it with --content DIR`,
    );
  const read: { publications: FoundPublication[]; skipped: string[] } = orcid
    ? await readOrcid(orcid)
    : readBibtex(source);
  const owner: Owner = { names: profileNames(contentDir), ...(orcid ? { orcid } : {}) };
  const file = path.join(contentDir, SECTIONS);
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const merged = mergePublications(before, read.publications, file);
  console.log(
    `read ${read.publications.length} publication${read.publications.length === 1 ? "" : "s"} from ${orcid ? `ORCID ${orcid}` : source}`,
  );
  const notYours = read.publications
    .filter((publication) => publication.authors.length > 0 && !hasOwner(publication, owner))
    .map((publication) => `"${publication.title}" (${publication.from})`);
  // Yours by your ORCID iD, under a name the page cannot tell is yours: it would show it unmarked.
  const byNames = { names: owner.names };
  const unmarked = read.publications.flatMap((publication) =>
    publication.authors
      .filter((author) => isOwner(author, owner) && !isOwner({ ...author, orcid: undefined }, byNames))
      .map((author) => `"${publication.title}": ${authorName(author)}`),
  );
  const report = [
    listed(`added to ${file}`, merged.added),
    listed(`already in ${file}: what you wrote wins, only a field it lacked is filled in`, merged.kept),
    listed("not imported", read.skipped),
    listed(
      owner.names.length > 0
        ? `no author matched you (${owner.names.join(" or ")}, profile.yaml's name): check the authors`
        : "no author marked as you: profile.yaml has no name",
      notYours,
    ),
    listed(
      "you by your ORCID iD, under a name the page does not mark as yours (write it as your name in profile.yaml to have it marked)",
      unmarked,
    ),
  ]
    .filter(Boolean)
    .join("\n");
  if (merged.text === undefined) {
    console.log(`${file} already holds every one of them: nothing written${report}`);
    return 0;
  }
  const files = new Map([[SECTIONS, merged.text]]);
  if (!(await writeIfValid(contentDir, files, `${file} with these publications`, command))) return 1;
  console.log(`${report.trimStart()}\n\ncheck it: npm run validate -- --content ${contentDir}`);
  return 0;
}
