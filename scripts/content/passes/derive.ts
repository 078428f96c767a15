/**
 * Pass 3, derive: each value the site shows that the content does not state, worked out once
 * from the valid files: ids, periods with their labels, GPA text. The checks use these very
 * ids (two entries with one id are an error), and emit writes them.
 */
import { createHash } from "node:crypto";
import type { Period } from "../../../src/compiled-content.ts";
import { profileUrl } from "../networks.ts";
import type { About, Job, Profile, Project, School } from "../schema.ts";
import type { Valid, ValidTree } from "./validate.ts";

/** An entry of a list, with its place in the file (for diagnostics) and what was derived. */
type Derived<T, D> = { value: T; index: number } & D;

/** What was derived, in the order of the files; absent where the file is. */
export type DerivedTree = {
  jobs?: Derived<Job, { id: string; period: Period }>[];
  schools?: Derived<School, { id: string; period: Period; gpa?: GpaText }>[];
  skillGroups?: Derived<Profile["hardSkills"][number], { id: string }>[];
  sections?: Derived<About["sections"][number], { id: string }>[];
  /** Each profile link's URL: as written, or made from the user name (undefined when it cannot be). */
  profileLinks?: Derived<Profile["profiles"][number], { url?: string; problem?: ProfileLinkProblem }>[];
  projects: (Valid<Project> & { body: string; id: string; period?: Period })[];
};

/** Why a profile given by user name has no link: an unknown network, or a user name not of its form. */
export type ProfileLinkProblem = { unknown: true } | { expected: string; name: string };

export function deriveContent(valid: ValidTree): DerivedTree {
  return {
    jobs: valid.experience?.value.experience.map((job, index) => ({
      value: job,
      index,
      id: slug(`${job.company} ${job.start}`),
      period: period(job.start, job.end),
    })),
    schools: valid.education?.value.education.map((school, index) => {
      const gpa = gpaText(school.gpa, school.gpaScale);
      return {
        value: school,
        index,
        id: slug(school.institution),
        period: period(school.start, school.end),
        ...(gpa ? { gpa } : {}),
      };
    }),
    skillGroups: valid.profile?.value.hardSkills.map((group, index) => ({
      value: group,
      index,
      id: slug(group.title),
    })),
    sections: valid.about?.value.sections.map((section, index) => ({
      value: section,
      index,
      id: slug(section.heading),
    })),
    profileLinks: valid.profile?.value.profiles.map((link, index) => {
      if (link.url !== undefined || link.username === undefined) return { value: link, index, url: link.url };
      const made = profileUrl(link.network, link.username);
      return "url" in made ? { value: link, index, url: made.url } : { value: link, index, problem: made };
    }),
    projects: valid.projects.map((project) => {
      const { date, start, end } = project.value;
      // A project of one date is a period that starts and ends then, shown as that one date.
      const when =
        date !== undefined
          ? { ...period(date, date), display: showDate(date) }
          : start && end
            ? period(start, end)
            : undefined;
      return { ...project, id: idOf(project.value.title, "project"), ...(when ? { period: when } : {}) };
    }),
  };
}

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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A year-only date counts as January when it starts a period and December when it ends one. */
export function dateKey(date: string, as: "start" | "end"): string {
  return date.length === 4 ? `${date}-${as === "start" ? "01" : "12"}` : date;
}

function showDate(date: string): string {
  const [year, month] = date.split("-");
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : (year ?? date);
}

function period(start: string, end: string): Period {
  const current = end === "present";
  const startLabel = showDate(start);
  const endLabel = current ? "Present" : showDate(end);
  return { start, end: current ? null : end, startLabel, endLabel, display: `${startLabel} – ${endLabel}` };
}

type GpaText = { gpaLabel: string; gpaScore: string };

/** A GPA as the resume shows it ("GPA: 3.8", "GPA: 4.2 / 5") and as JSON Resume's score ("3.8", "4.2/5"). */
function gpaText(gpa: number | undefined, scale: number): GpaText | undefined {
  if (gpa === undefined) return undefined;
  return scale === 4
    ? { gpaLabel: `GPA: ${gpa}`, gpaScore: String(gpa) }
    : { gpaLabel: `GPA: ${gpa} / ${scale}`, gpaScore: `${gpa}/${scale}` };
}
