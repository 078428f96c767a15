/**
 * The ids the compiler gives the content's entries: the site's anchors and links, each unique
 * where the site needs it (check.ts, check-sections.ts refuse two entries of one id). The JSON
 * Resume import (scripts/interop/import.ts) asks these same functions, so what it writes never
 * gives two entries one id, and never merges two the compiler tells apart.
 */
import { createHash } from "node:crypto";

/**
 * "PK / intelliSPEC" → "pk-intellispec". A plus or a sharp sign after a letter or digit is read
 * out ("C++" → "c-plus-plus", "C#" → "c-sharp"): the names differ, so must their ids. Letters
 * of any script stay, lower-cased ("Проект" → "проект", "프로젝트" → "프로젝트"), in NFC; Latin
 * letters lose their accents ("Mínimo" → "minimo"). Empty when the text has no letter or digit.
 */
export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, "$1")
    .toLowerCase()
    .replace(/(?<=[a-z0-9]\+*)\+/g, " plus ")
    .replace(/(?<=[a-z0-9])#/g, " sharp ")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .normalize("NFC");
}

/**
 * The id of an entry named `text`: its slug, or for a name with no letter or digit ("🚀",
 * "★★★") the kind and a short hash of the name, which stays the same as long as the name does.
 */
export function idOf(text: string, kind: string): string {
  return (
    slug(text) || `${kind}-${createHash("sha256").update(text.normalize("NFC")).digest("hex").slice(0, 8)}`
  );
}

/**
 * How a diagnostic names an entry whose id an earlier one has: `"Open Source" again` where both
 * are written alike, else with the earlier one's name, which the site's links cannot tell from it
 * (ids drop accents, case and punctuation: "Expérience" after "Experience").
 */
export function repeatedName(name: string, firstName: string): string {
  return name === firstName
    ? `"${name}" again`
    : `"${name}", which the site's links cannot tell from "${firstName}"`;
}

/**
 * What names a job (its id, a diagnostic's label, a translation's key): its company, or for work
 * without one (freelance) its position. The schema holds every job to one of them, and a job of
 * several roles to its company.
 */
export function jobName(job: { company?: string | undefined; position?: string | undefined }): string {
  return job.company ?? job.position ?? "";
}

type SchoolNames = { institution: string; degree?: string; start?: string; end?: string };

export const ids = {
  /** A job: its company and its first start (a single role's id too). */
  job: (company: string, start: string) => slug(`${company} ${start}`),
  /** One of a job's several roles: the company, the position and its start. */
  role: (company: string, position: string, start: string) => slug(`${company} ${position} ${start}`),
  /**
   * A school of the list `all`: its name, or, when several entries share it (a Bachelor's and a
   * Master's), its name and degree (its name alone, for the one given no degree), and then its
   * start (its end, for a school given its end alone). Only a true duplicate shares an id.
   */
  school(school: SchoolNames, all: readonly SchoolNames[]): string {
    const same = all.filter((other) => slug(other.institution) === slug(school.institution));
    if (same.length === 1) return slug(school.institution);
    const degree = school.degree ?? "";
    const sameDegree = same.filter((other) => slug(other.degree ?? "") === slug(degree));
    if (sameDegree.length === 1) return slug(`${school.institution} ${degree}`);
    return slug(`${school.institution} ${degree} ${school.start ?? school.end ?? ""}`);
  },
  /** A group of hard skills, by its title; an About section, by its heading. */
  skillGroup: (title: string) => slug(title),
  aboutSection: (heading: string) => slug(heading),
  /** A project (its link: #/projects?project=<id>) without an id: of its own. */
  project: (title: string) => idOf(title, "project"),
  /** An owner's own section of sections.yaml, by its title. */
  section: (title: string) => idOf(title, "section"),
  /** An entry of a section of sections.yaml (its kind, or its own section's id): its title and date. */
  entry: (section: string, title: string, when: string | undefined) =>
    idOf(`${section} ${title} ${when ?? ""}`, "entry"),
};
