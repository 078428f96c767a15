/**
 * The technologies an owner names only in projects' keywords (a project's front end, back end
 * and other skills), as one more group of hard skills, after the owner's own: "Also used in
 * projects" in the page's words (`alsoUsedInProjects`), each once, in the order the projects
 * and their keywords come. The page, its PDF, resume.txt and resume.json read the hard skills,
 * so a résumé parser, which looks for skills in the skills section alone, finds each of them
 * there once.
 *
 * A keyword is left out when the owner's skills already list it: a skill that reads the same in
 * any case ("react" for "React"), or names it among others, parted by commas, slashes,
 * ampersands or the language's "and" ("C# and ASP.NET Core" lists "C#"; "Linux, macOS and
 * Windows" lists "macOS"), or names it but for a qualifier in brackets ("JavaScript (ES2015)"
 * is JavaScript). A site with no hard skills has no skills section to put it in, and
 * gets no group: its projects keep their keywords.
 */
import type { SiteContent, SiteProfile, SiteProject } from "../../src/shared/compiled-content.ts";
import { localeOf } from "../../src/shared/locale.ts";

type SkillGroup = SiteProfile["hardSkills"][number];

/** The group's id in the page's anchors, when no group of the owner's has it; else with a number. */
const GROUP_ID = "also-used-in-projects";

/** A skill as compared: NFKC, white space collapsed, in the locale's lower case. */
const comparable = (skill: string, locale: string) =>
  skill.normalize("NFKC").replace(/\s+/g, " ").trim().toLocaleLowerCase(locale);

/** A skill without the qualifier in brackets at its end: "JavaScript (ES2015)" → "JavaScript ". */
const unqualified = (skill: string) => skill.replace(/\([^()]*\)\s*$/u, "");

/**
 * The parts a skill names, compared: the whole, and each part between commas, slashes,
 * ampersands, semicolons and the locale's "and" (Intl.ListFormat's: "and", "y", "et", "und"…).
 */
function namedSkills(skill: string, locale: string): string[] {
  const and = new Intl.ListFormat(locale, { type: "conjunction" })
    .formatToParts(["a", "b"])
    .find((part) => part.type === "literal")
    ?.value.trim();
  const escaped = and ? and.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : "";
  const parts = skill.split(new RegExp(`[,/&;、،]|\\s+(?:and${escaped ? `|${escaped}` : ""})\\s+`, "iu"));
  // A name with its qualifier ("Accessibility (WCAG 2.2)") names it without it too.
  const names = [skill, ...parts];
  return [...names, ...names.map(unqualified)].map((part) => comparable(part, locale)).filter(Boolean);
}

/** The hard skills `groups`, and after them the projects' technologies they do not list (see the top of this file). */
export function withProjectSkills(
  groups: SkillGroup[],
  projects: readonly SiteProject[],
  site: Pick<SiteContent["site"], "lang" | "locale" | "words">,
): SkillGroup[] {
  if (groups.length === 0) return groups;
  const locale = localeOf(site);
  const listed = new Set(
    groups.flatMap((group) =>
      group.lists.flatMap((list) => list.items.flatMap((item) => namedSkills(item, locale))),
    ),
  );
  const items: string[] = [];
  for (const project of projects)
    for (const keyword of [...project.skills.front, ...project.skills.back, ...project.skills.other]) {
      const key = comparable(keyword, locale);
      // Listed when a skill names it, or names it without its qualifier: "JavaScript (ES2015)" is JavaScript.
      if (!key || listed.has(key) || listed.has(comparable(unqualified(keyword), locale))) continue;
      listed.add(key);
      items.push(keyword.trim());
    }
  if (items.length === 0) return groups;
  const taken = new Set(groups.map((group) => group.id));
  let id = GROUP_ID;
  for (let number = 2; taken.has(id); number++) id = `${GROUP_ID}-${number}`;
  return [...groups, { id, title: site.words.alsoUsedInProjects, lists: [{ items }], fromProjects: true }];
}
