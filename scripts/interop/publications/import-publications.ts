/**
 * `npm run import -- publications <file.bib | ORCID iD>`: publications from a BibTeX file or
 * an ORCID record, merged into the content's sections.yaml (merge.ts says how). Run only when
 * asked, never by a build. The file it replaces is set aside in .replaced/, as every import's;
 * a merge that would not validate, or that changes nothing, writes nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { reportSetAside, writeTree } from "../../content/write-tree.ts";
import { Refused } from "../../lib/command.ts";
import { errorsWith } from "../import/validate.ts";
import { readBibtex } from "./bibtex.ts";
import type { FoundPublication } from "./found.ts";
import { hasOwner, mergePublications, type Owner } from "./merge.ts";
import { looksLikeOrcid, orcidId, readOrcid } from "./orcid.ts";

const SECTIONS = "sections.yaml";

/** The owner's name as profile.yaml gives it; undefined when it cannot be read. */
function profileName(contentDir: string): string | undefined {
  try {
    const profile = parseYaml(readFileSync(path.join(contentDir, "profile.yaml"), "utf8")) as {
      name?: unknown;
    };
    return typeof profile?.name === "string" ? profile.name : undefined;
  } catch {
    return undefined;
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
  const owner: Owner = {
    ...(profileName(contentDir) ? { name: profileName(contentDir) } : {}),
    ...(orcid ? { orcid } : {}),
  };
  const file = path.join(contentDir, SECTIONS);
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const merged = mergePublications(before, read.publications, owner, file);
  console.log(
    `read ${read.publications.length} publication${read.publications.length === 1 ? "" : "s"} from ${orcid ? `ORCID ${orcid}` : source}`,
  );
  const notYours = read.publications
    .filter((publication) => publication.authors.length > 0 && !hasOwner(publication, owner))
    .map((publication) => `"${publication.title}" (${publication.from})`);
  const report = [
    listed(`added to ${file}`, merged.added),
    listed(`already in ${file}: what you wrote wins, only a field it lacked is filled in`, merged.kept),
    listed("not imported", read.skipped),
    listed(
      owner.name
        ? `no author matched you (${owner.name}, profile.yaml's name): check the authors`
        : "no author marked as you: profile.yaml has no name",
      notYours,
    ),
  ]
    .filter(Boolean)
    .join("\n");
  if (merged.text === undefined) {
    console.log(`${file} already holds every one of them: nothing written${report}`);
    return 0;
  }
  const files = new Map([[SECTIONS, merged.text]]);
  const errors = await errorsWith(contentDir, files);
  if (errors.length > 0) {
    console.error(
      `not written: ${file} with these publications would not validate:\n${errors.map((e) => `  ${e}`).join("\n")}`,
    );
    return 1;
  }
  try {
    reportSetAside(writeTree(contentDir, files, { command }));
  } catch (error) {
    console.error(`not written: ${(error as Error).message}`);
    return 1;
  }
  console.log(`${report.trimStart()}\n\ncheck it: npm run validate -- --content ${contentDir}`);
  return 0;
}
