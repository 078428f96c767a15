/** The import's pass that writes experience.yaml: a JSON Resume's work, as jobs and their roles. */
import type { z } from "zod";
import { ids as compilerIds } from "../../compiler/ids.ts";
import type { jobSchema, roleSchema } from "../../compiler/schema/schema.ts";
import { isLink } from "../../compiler/schema/schema.ts";
import { todoValue, yamlFile } from "../../content/content-tree.ts";
import type { JsonResume } from "../json-resume/export.ts";
import { holdsAnything } from "../json-resume/input.ts";
import { type Importing, nonEmpty, PLACEHOLDER_START, toDate } from "./importing.ts";

type Job = z.input<typeof jobSchema>;
type Role = z.input<typeof roleSchema>;

/**
 * experience.yaml: the jobs, or one to fill in (the site cannot do without one). Consecutive
 * entries of one company (with the same link and place) are its roles, as resume.json writes
 * them; a role the same as another (position and start) is listed, not written twice. An entry
 * of a company met before, with another between them, is a job of its own: the owner went back
 * there, and the timeline keeps the job between.
 */
export function importExperience(tree: Importing, resume: JsonResume): void {
  const { files, todo, placeholder, changed, skipped } = tree;
  const experience: Job[] = [];
  const groups: { job: Job; roles: (Role & { from: number; id: string })[] }[] = [];
  /** The last job's company, by its name, link and place; undefined after a job of no name. */
  let lastCompany: string | undefined;
  for (const [i, work] of (resume.work ?? []).entries()) {
    if (!holdsAnything(work)) continue;
    const where = `experience.yaml: experience[${experience.length}]`;
    const company = nonEmpty(work.name) ? work.name.trim() : todo(`${where}.company`, "the organisation");
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
    const position = nonEmpty(work.position) ? work.position.trim() : todo(`${where}.position`, "your role");
    const start = toDate(work.startDate) ?? toDate(work.endDate) ?? PLACEHOLDER_START;
    const role: Role & { from: number; id: string } = {
      from: i,
      // The compiler's id of a role (ids.ts): the same one twice at a company is refused.
      id: compilerIds.role(company, position, start),
      position,
      start: toDate(work.startDate) ?? placeholder(`${where}.start`, start, "when you started"),
      end: toDate(work.endDate) ?? "present",
      ...(summary ? { summary } : {}),
      ...(highlights.length > 0 ? { highlights } : {}),
    };
    const url = isLink(work.url) ? work.url : undefined;
    const location = nonEmpty(work.location) ? work.location.trim() : undefined;
    const key = JSON.stringify([company, url, location]);
    const same = lastCompany === key ? groups.at(-1) : undefined;
    if (same && nonEmpty(work.name)) {
      const twin = same.roles.find((other) => other.id === role.id);
      if (twin) skipped.push(`work[${i}] (the same position and start as work[${twin.from}])`);
      else same.roles.push(role);
      continue;
    }
    const job: Job = { company, ...(url ? { url } : {}), ...(location ? { location } : {}) };
    experience.push(job);
    const group = { job, roles: [role] };
    groups.push(group);
    lastCompany = nonEmpty(work.name) ? key : undefined;
  }
  for (const { job, roles } of groups) {
    const fields = roles.map(({ from: _from, id: _id, ...role }) => role);
    if (fields.length === 1) Object.assign(job, fields[0]);
    else job.roles = fields as Job["roles"];
  }
  if (experience.length === 0) {
    const company = todo("experience.yaml: a job (the site needs at least one)", "an organisation");
    experience.push({
      company,
      position: "TODO",
      start: todoValue(String(new Date().getFullYear()), "when you started"),
      end: "present",
    });
  }
  files.set("experience.yaml", yamlFile("experience", { experience }));
}
