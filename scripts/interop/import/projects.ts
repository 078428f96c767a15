/** The import's pass that writes projects/*.md: a JSON Resume's projects, a file each. */
import { createHash } from "node:crypto";
import type { z } from "zod";
import { ids as compilerIds, slug } from "../../compiler/ids.ts";
import type { projectSchema } from "../../compiler/schema/schema.ts";
import { isLink } from "../../compiler/schema/schema.ts";
import { yamlText } from "../../content/content-tree.ts";
import { ACHIEVEMENT_SEPARATOR, type JsonResume, SHORTENED } from "../json-resume/export.ts";
import { holdsAnything } from "../json-resume/input.ts";
import { type Importing, nonEmpty, toDate } from "./importing.ts";

type Project = z.input<typeof projectSchema>;

/** The longest title made from a highlight's first words, in characters (the ellipsis aside). */
const SHORT_TITLE = 40;

/**
 * A project's highlight as an achievement: "Title: description" gives both. Without ": ", the
 * first words (at most half of them, and about SHORT_TITLE characters) are the title and the
 * rest the description, each marked as part of one sentence: "Cut build times…" and "…by
 * half with a shared cache". The description never repeats the title, and resume.json joins
 * the two back into the highlight as written (see toJsonResume). A highlight of one word is
 * both.
 */
export function achievementOf(highlight: string): {
  title: string;
  description: string;
  split?: "shortened" | "one word";
} {
  const text = highlight.trim();
  const at = text.indexOf(ACHIEVEMENT_SEPARATOR);
  if (at > 0 && text.slice(at + ACHIEVEMENT_SEPARATOR.length).trim())
    return { title: text.slice(0, at), description: text.slice(at + ACHIEVEMENT_SEPARATOR.length) };
  // Where a single space parts two words: the text splits there and joins back the same.
  const spaces = [...text.matchAll(/(?<=\S) (?=\S)/g)].map((match) => match.index);
  if (spaces.length === 0) return { title: text, description: text, split: "one word" };
  let words = Math.min(Math.ceil((spaces.length + 1) / 2), spaces.length);
  while (words > 1 && (spaces[words - 1] as number) > SHORT_TITLE) words--;
  const cut = spaces[words - 1] as number;
  return {
    title: `${text.slice(0, cut)}${SHORTENED}`,
    description: `${SHORTENED}${text.slice(cut + 1)}`,
    split: "shortened",
  };
}

/**
 * The longest name, in bytes of UTF-8, of a file the import names after an entry (a project, a
 * company's logo): with its ending, well within the 255 bytes most file systems allow.
 */
export const MAX_NAME_BYTES = 100;

/**
 * The file name of an entry called `text`: its slug (the compiler's, see derive.ts), or
 * `fallback` when it has no letter or digit. A slug longer than MAX_NAME_BYTES is cut at a
 * character, and ends with a short hash of the whole, so two long names that start alike
 * still get names of their own.
 */
export function fileNameOf(text: string, fallback: string): string {
  const name = slug(text) || fallback;
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 8);
  let cut = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name)) {
    if (Buffer.byteLength(`${cut}${segment}-${hash}`) > MAX_NAME_BYTES) break;
    cut += segment;
  }
  return `${cut.replace(/-+$/, "")}-${hash}`;
}

/**
 * projects/*.md: each project in a file of its own, with what the file gives and nothing else
 * (no picture, skill or achievement made up: the site shows none). Two projects of one title
 * get file names and links of their own (id:), each listed.
 */
export function importProjects(tree: Importing, resume: JsonResume): void {
  const { files, todo, renamed, changed } = tree;
  /** The title of the project that has each file name, and each link's. */
  const byName = new Map<string, string>();
  const byLink = new Map<string, number>();
  let order = 0;
  for (const [i, project] of (resume.projects ?? []).entries()) {
    if (!holdsAnything(project)) continue;
    order++;
    const title = nonEmpty(project.name)
      ? project.name.trim()
      : todo(`projects[${i}].name (the site needs a title)`, `the name of project ${order}`);
    const wanted = fileNameOf(title, `project-${order}`);
    let file = wanted;
    for (let n = 2; byName.has(file); n++) file = `${wanted}-${n}`;
    byName.set(file, title);
    const where = `projects/${file}.md`;
    const link = compilerIds.project(title);
    let id = link;
    for (let n = 2; byLink.has(id); n++) id = `${link}-${n}`;
    byLink.set(id, i);
    // One line for the project, whether its file name, its link or both were another's.
    const clashes = [
      ...(file !== wanted ? [`went to ${where}: projects/${wanted}.md holds "${byName.get(wanted)}"`] : []),
      ...(id !== link
        ? [
            `links as #/projects?project=${id} (id: in ${where}): projects[${byLink.get(link)}] has the same title`,
          ]
        : []),
    ];
    if (clashes.length > 0) renamed.push(`projects[${i}] "${title}" ${clashes.join("; it ")}`);
    const keywords = (project.keywords ?? []).filter(nonEmpty).map((keyword) => keyword.trim());
    const roles = (project.roles ?? []).filter(nonEmpty).map((role) => role.trim());
    const highlights = (project.highlights ?? []).filter(nonEmpty);
    const start = toDate(project.startDate);
    const end = toDate(project.endDate);
    const front: Project = {
      title,
      ...(id !== link ? { id } : {}),
      order,
      ...(nonEmpty(project.type) ? { type: project.type.trim() } : {}),
      ...(nonEmpty(project.entity) ? { entity: project.entity.trim() } : {}),
      ...(roles.length > 0 ? { roles } : {}),
      // As for a job, no end date means the project goes on; an end alone is the one date known.
      ...(start ? { start, end: end ?? "present" } : end ? { date: end } : {}),
      ...(isLink(project.url) ? { links: [{ label: "Website", url: project.url }] } : {}),
      ...(keywords.length > 0 ? { skills: { other: keywords } } : {}),
      ...(highlights.length > 0
        ? {
            achievements: (project.highlights ?? []).flatMap((highlight, h) => {
              if (!nonEmpty(highlight)) return [];
              const achievement = achievementOf(highlight);
              if (achievement.split === "shortened")
                changed.push(
                  `projects[${i}].highlights[${h}]: its first words, "${achievement.title}", are the title (it has no "Title: ")`,
                );
              if (achievement.split === "one word")
                changed.push(`projects[${i}].highlights[${h}]: one word, both the title and the description`);
              return [{ title: achievement.title, description: achievement.description }];
            }),
          }
        : {}),
    };
    const body = nonEmpty(project.description)
      ? tree.text(`projects[${i}].description`, project.description)
      : "";
    files.set(where, `---\n${yamlText(front)}---\n${body ? `${body}\n` : ""}`);
  }
}
