/** The import's pass that writes experience.yaml: a JSON Resume's work, as jobs and their roles. */
import type { z } from "zod";
import { ids as compilerIds } from "../../compiler/ids.ts";
import type { jobSchema, roleSchema } from "../../compiler/schema/schema.ts";
import { isLink } from "../../compiler/schema/schema.ts";
import { yamlFile } from "../../content/content-tree.ts";
import type { JsonResume } from "../json-resume/export.ts";
import { holdsAnything } from "../json-resume/input.ts";
import { type Importing, nonEmpty, PLACEHOLDER_START, toDate } from "./importing.ts";

type Job = z.input<typeof jobSchema>;
type Role = z.input<typeof roleSchema>;

/**
 * A job as the import makes it, with the roles it gathers and where each was in the resume; a
 * job's one role may have no position (its company alone names it).
 */
type Group = {
  job: Job;
  roles: (Omit<Role, "position"> & { position?: string; from: number; id: string })[];
};

/**
 * Whether a work entry is one more role of the job before it: the same company, link and place
 * (none of either on both counts as the same). One that gives a place or link the other lacks
 * stays a job of its own, as the page shows a job's place for all its roles: the import never
 * gives a role a place its entry did not name. A company's entries apart (another job between
 * them) are two jobs, as a return to an employer is. Roles each have a position: an entry
 * without one, or after one without, stays a job of its own.
 */
function sameJob(last: Group, entry: Job): boolean {
  const { job, roles } = last;
  return (
    entry.company !== undefined &&
    entry.position !== undefined &&
    roles.every((role) => role.position !== undefined) &&
    job.company === entry.company &&
    job.url === entry.url &&
    job.location === entry.location
  );
}

/**
 * experience.yaml: the jobs; none when the resume lists none (no Experience section). Entries in a
 * row at one company (see sameJob) are its roles, as the page shows them and resume.json writes
 * them; a role the same as another (position and start) is listed, not written twice.
 */
export function importExperience(tree: Importing, resume: JsonResume): void {
  const { files, todo, placeholder, changed, skipped } = tree;
  const experience: Job[] = [];
  const groups: Group[] = [];
  /** Each role written, by the compiler's id, and where it was in the resume. */
  const written = new Map<string, number>();
  for (const [i, work] of (resume.work ?? []).entries()) {
    if (!holdsAnything(work)) continue;
    const where = `experience.yaml: experience[${experience.length}]`;
    // A company, a position, or both, as the entry gives them: a placeholder only for an entry
    // that gives neither, which nothing would name.
    const company = nonEmpty(work.name) ? work.name.trim() : undefined;
    if (nonEmpty(work.description) && nonEmpty(work.summary))
      changed.push(`work[${i}].description: put before its summary, the one text the site shows`);
    const summary = [work.description, work.summary]
      .filter(nonEmpty)
      .map((text, n) =>
        tree.text(`work[${i}].${n === 0 && nonEmpty(work.description) ? "description" : "summary"}`, text),
      )
      .join("\n\n");
    const highlights = (work.highlights ?? [])
      .filter(nonEmpty)
      .map((highlight, n) => tree.plain(`work[${i}].highlights[${n}]`, highlight));
    const position = nonEmpty(work.position)
      ? work.position.trim()
      : company === undefined
        ? todo(`${where}.position`, "your role")
        : undefined;
    const start = toDate(work.startDate) ?? toDate(work.endDate) ?? PLACEHOLDER_START;
    // The compiler's id of a role (ids.ts), or of work without a company: the same one twice is refused.
    const id =
      company === undefined
        ? compilerIds.job(position ?? "", start)
        : compilerIds.role(company, position ?? "", start);
    const twin = written.get(id);
    if (twin !== undefined) {
      skipped.push(`work[${i}] (the same position and start as work[${twin}])`);
      continue;
    }
    const role: Group["roles"][number] = {
      from: i,
      id,
      ...(position === undefined ? {} : { position }),
      start: toDate(work.startDate) ?? placeholder(`${where}.start`, start, "when you started"),
      end: toDate(work.endDate) ?? "present",
      ...(summary ? { summary } : {}),
      ...(highlights.length > 0 ? { highlights } : {}),
    };
    written.set(id, i);
    const url = isLink(work.url) ? work.url : undefined;
    const location = nonEmpty(work.location) ? work.location.trim() : undefined;
    const job: Job = {
      ...(company === undefined ? {} : { company }),
      ...(url ? { url } : {}),
      ...(location ? { location } : {}),
    };
    const last = groups.at(-1);
    if (last && sameJob(last, { ...job, ...(position === undefined ? {} : { position }) })) {
      last.roles.push(role);
      continue;
    }
    experience.push(job);
    groups.push({ job, roles: [role] });
  }
  for (const [n, { job, roles }] of groups.entries()) {
    const fields = roles.map(({ from: _from, id: _id, ...role }) => role);
    // The company (or, for work without one, the position that names it), its link and place
    // first, in that order, whichever entry gave them.
    const { company, url, location } = job;
    const [only] = fields;
    const heading = {
      ...(company === undefined ? { position: only?.position } : { company }),
      ...(url ? { url } : {}),
      ...(location ? { location } : {}),
    };
    experience[n] =
      fields.length === 1 ? { ...heading, ...only } : { ...heading, roles: fields as Job["roles"] };
  }
  // No job (a student's resume, a researcher's): no experience.yaml, and the Resume shows no
  // Experience section; none is made up for the owner to replace.
  if (experience.length === 0) return;
  files.set("experience.yaml", yamlFile("experience", { experience }));
}
