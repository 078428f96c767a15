/** The import's pass that writes education.yaml: a JSON Resume's schools, their degrees and courses. */
import type { z } from "zod";
import { ids as compilerIds } from "../../compiler/ids.ts";
import type { schoolSchema } from "../../compiler/schema/schema.ts";
import { isLink } from "../../compiler/schema/schema.ts";
import { yamlFile } from "../../content/content-tree.ts";
import { COURSE_SEPARATOR, DEGREE_AREA_SEPARATOR, type JsonResume } from "../json-resume/export.ts";
import { holdsAnything, parseScore } from "../json-resume/input.ts";
import { type Importing, nonEmpty, toDate } from "./importing.ts";

type School = z.input<typeof schoolSchema>;

/**
 * "DB1101 - Basic SQL" → number DB1101, title Basic SQL; "CS 161 Operating Systems" likewise.
 * A course with no such code ("Algorithms") is its title alone: no number is made up.
 */
export function parseCourse(text: string): { number?: string; title: string } {
  const separated = text.split(COURSE_SEPARATOR);
  if (separated.length > 1 && separated[0]?.trim())
    return { number: separated[0].trim(), title: separated.slice(1).join(COURSE_SEPARATOR).trim() };
  const coded = /^([A-Z]{2,}\s?\d+[A-Z]?)\s+(.+)$/.exec(text.trim());
  if (coded?.[1] && coded[2]) return { number: coded[1], title: coded[2] };
  return { title: text.trim() };
}

/**
 * A school's dates as the file gives them: its start and end; its end alone (when it was
 * completed: "B.Sc., 2014"); none. A start without an end is a school still attended, as JSON
 * Resume writes one (no endDate) and its themes show it ("2019 – Present"), and as the site's
 * own resume.json writes `end: present`: so `end: present`, which needs no filling in. An end
 * of "Present" without a start (readJsonResume has left it out) gives no dates: the schema
 * takes `end: present` only with a start, which the file does not give.
 */
function schoolDates(school: { startDate?: unknown; endDate?: unknown }): { start?: string; end?: string } {
  const start = toDate(school.startDate);
  const end = toDate(school.endDate);
  if (start !== undefined) return { start, end: end ?? "present" };
  return end === undefined ? {} : { end };
}

/**
 * What joins a degree and its field ("B.S." and "Computer Science"): English's "in" on a site
 * in English, as resume.json parts them again (DEGREE_AREA_SEPARATOR); on a site in another
 * language, or one whose language the import does not know, a comma, which is no language's
 * word ("Bacharelado, Ciência da Computação").
 */
function degreeJoin(lang: string | undefined): string {
  return lang?.split("-")[0]?.toLowerCase() === "en" ? DEGREE_AREA_SEPARATOR : ", ";
}

/**
 * education.yaml: the schools; none when the resume lists none. No logo (the initials stand in)
 * and no description (JSON Resume has none): the site shows the degree and dates alone. A school
 * the same as another (name, degree and start) is listed, not written twice. Its dates are the
 * file's (schoolDates): no placeholder, as a school may give its end alone, or no dates; nor for
 * its degree, as a school may give none (neither studyType nor area): the site shows it without.
 */
export function importEducation(tree: Importing, resume: JsonResume, lang: string | undefined): void {
  const { files, todo, skipped, changed } = tree;
  const education: School[] = [];
  /** Each school written, by what its id is made of, and where it was in the resume. */
  const written: {
    names: { institution: string; degree?: string; start?: string; end?: string };
    from: number;
  }[] = [];
  for (const [i, school] of (resume.education ?? []).entries()) {
    if (!holdsAnything(school)) continue;
    const where = `education.yaml: education[${education.length}]`;
    const institution = nonEmpty(school.institution)
      ? tree.plain(`education[${i}].institution`, school.institution)
      : todo(`${where}.institution`, "the school");
    // A field the file gives as both the kind of degree and its area is named once.
    const parts = [school.studyType, school.area]
      .filter(nonEmpty)
      .map((part) => part.trim())
      .filter((part, index, all) => index === 0 || part.toLowerCase() !== all[0]?.toLowerCase());
    const degree = parts.length > 0 ? parts.join(degreeJoin(lang)) : undefined;
    if (parts.length > 1 && lang === undefined)
      changed.push(
        `education[${i}]: studyType and area joined with a comma, "${degree}": no site.yaml says the resume's language (import into a folder whose site.yaml has lang: en to join them with "in")`,
      );
    const dates = schoolDates(school);
    // The compiler's id of a school among the others (ids.ts): the same one twice is refused.
    const names = { institution, ...(degree === undefined ? {} : { degree }), ...dates };
    const all = [...written.map((other) => other.names), names];
    const id = compilerIds.school(names, all);
    const first = written.find((other) => compilerIds.school(other.names, all) === id);
    if (first !== undefined && nonEmpty(school.institution)) {
      skipped.push(`education[${i}] (the same school, degree and start as education[${first.from}])`);
      continue;
    }
    written.push({ names, from: i });
    const score = parseScore(school.score);
    // The scale is always written, so the owner sees the one a bare score was taken on; one
    // other than the usual 4 (which resume.json leaves out) is a guess, and said.
    if (score?.assumed && score.gpaScale !== 4)
      changed.push(
        `education[${i}].score: "${String(school.score).trim()}" read as ${score.gpa} of ${score.gpaScale} (it gives no scale; change gpaScale if it is on another)`,
      );
    const courses = (school.courses ?? []).filter(nonEmpty).map((course) => parseCourse(course));
    education.push({
      institution,
      // No link in the resume: none made up (the site shows the school's name without one).
      ...(isLink(school.url) ? { url: school.url } : {}),
      ...(degree === undefined ? {} : { degree }),
      ...dates,
      ...(score ? { gpa: score.gpa, gpaScale: score.gpaScale } : {}),
      ...(nonEmpty(school.description)
        ? { description: tree.text(`education[${i}].description`, school.description) }
        : {}),
      ...(courses.length > 0 ? { courses: [{ category: "Courses", courses }] } : {}),
    });
  }
  // No school: no education.yaml, and the Resume shows no Education section.
  if (education.length === 0) return;
  files.set("education.yaml", yamlFile("education", { education }));
}
