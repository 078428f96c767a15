/** The import's pass that writes profile.yaml: the basics, skills and languages of a JSON Resume. */
import type { z } from "zod";
import { ids as compilerIds } from "../../compiler/ids.ts";
import { profileUrl } from "../../compiler/schema/networks.ts";
import type { profileSchema } from "../../compiler/schema/schema.ts";
// What a link, a web address and a phone number must be: the schema's rules.
import { isLink, isWebAddress, phoneOf } from "../../compiler/schema/schema.ts";
import { wordsOf } from "../../compiler/word-tables.ts";
import { yamlFile } from "../../content/content-tree.ts";
import { isSoftSkillsGroup, type JsonResume } from "../json-resume/export.ts";
import { holdsAnything } from "../json-resume/input.ts";
import { type Importing, nonEmpty } from "./importing.ts";

type Profile = z.input<typeof profileSchema>;

/** JSON Resume's location as one line of text: "Lisbon, Lisboa, PT". */
function locationOf(value: Record<string, string | undefined> | undefined): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const text = [value.city, value.region, value.countryCode]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => part.trim())
    // A city that is its own region (上海, 上海; Singapore, Singapore) is named once.
    .filter((part, i, parts) => i === 0 || part.toLowerCase() !== parts[i - 1]?.toLowerCase())
    .join(", ");
  return text || undefined;
}

/** Whether two links lead to the same page: but for a slash at the end, and the host's case. */
function sameAddress(one: string, other: string): boolean {
  const plain = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
    } catch {
      return url;
    }
  };
  return plain(one) === plain(other);
}

/** profile.yaml: the basics, skills and languages. */
export function importProfile(tree: Importing, resume: JsonResume, lang?: string): void {
  const { files, todo, skipped } = tree;
  const basics = resume.basics ?? {};
  const name = nonEmpty(basics.name) ? basics.name.trim() : todo("profile.yaml: name", "your name");
  const words = wordsOf(lang ?? "en");
  const { softSkills, groups } = skillGroups(tree, resume.skills ?? [], {
    projects: resume.projects ?? [],
    title: words.alsoUsedInProjects,
    unnamed: words.otherSkills,
  });
  const hardSkills = hardSkillsOf(groups, tree);
  // profile.url is where this site is published: the resume's own website is that only when the
  // resume is this site's own resume.json (its meta.canonical under that address); any other is
  // a link on the site, and where the site goes is for the owner to say.
  const own = isWebAddress(basics.url) && publishedAt(basics.url, resume.meta?.canonical);
  const website = !own && isLink(basics.url) ? basics.url : undefined;
  if (website !== undefined && isWebAddress(website))
    tree.changed.push(
      `basics.url: ${website} linked as a website; set url in profile.yaml to where this site will be published`,
    );
  else if (website !== undefined) skipped.push(`basics.url (${website} is not a web page's address)`);
  const links = profileLinks(basics.profiles ?? [], tree.changed);
  // No photo: the header shows the initials. A picture at a link is not fetched.
  if (nonEmpty(basics.image))
    skipped.push(
      `basics.image (${imageShown(basics.image)}): not ${isInline(basics.image) ? "saved" : "downloaded"}; the header shows your initials until you save the picture under images/ and add photo: to profile.yaml`,
    );
  const profile: Profile = {
    name,
    // No job title in the resume: none on the site either, rather than one for the owner to invent.
    ...(nonEmpty(basics.label) ? { label: basics.label.trim() } : {}),
    ...(nonEmpty(basics.email) ? { email: basics.email.trim() } : {}),
    ...(locationOf(basics.location) ? { location: locationOf(basics.location) } : {}),
    ...(phoneOf(basics.phone) ? { phone: phoneOf(basics.phone) } : {}),
    ...(own && basics.url ? { url: basics.url } : {}),
    profiles: [
      ...(website && isWebAddress(website) && !links.some((link) => sameAddress(link.url ?? "", website))
        ? [{ network: "Website", url: website }]
        : []),
      ...links,
    ],
    ...(nonEmpty(basics.summary) ? { summary: tree.text("basics.summary", basics.summary) } : {}),
    ...(softSkills.length > 0 ? { softSkills } : {}),
    ...(hardSkills.length > 0 ? { hardSkills } : {}),
  };
  const languages = languagesOf(resume.languages ?? [], skipped);
  if (languages.length > 0) profile.languages = languages;
  files.set("profile.yaml", yamlFile("profile", profile));
}

/**
 * A group of hard skills as JSON Resume writes them: its title, and each skill of that name,
 * with where it is in the resume, its name as written, its level and its keywords.
 */
type SkillGroup = {
  title: string;
  entries: { from: number; name: string; level?: string; keywords: string[] }[];
};

/**
 * Whether a skill is the group a build writes of the projects' technologies its skills do not
 * list (scripts/compiler/project-skills.ts): the title the site's language gives it (`title`),
 * and no keyword but the projects'. The build of the site imported into writes it again from the
 * projects, so it is not the owner's to keep; under another language's title it stays a group of
 * the owner's, and the build then adds none, every keyword listed.
 */
function fromProjects(
  skill: { name: string; keywords: string[] },
  title: string,
  projects: NonNullable<JsonResume["projects"]>,
): boolean {
  if (skill.name.toLowerCase() !== title.toLowerCase()) return false;
  const technologies = new Set(
    projects.flatMap((project) => project.keywords ?? []).map((each) => each.trim().toLowerCase()),
  );
  return skill.keywords.every((keyword) => technologies.has(keyword.toLowerCase()));
}

/**
 * The soft skills (the keywords of the skill named so in any built-in language: isSoftSkillsGroup), and the other skills by
 * the compiler's id of their name (ids.ts: one group per id), each with its entries: a skill
 * with keywords and no name joins the group `unnamed` (the site's word for other skills), as
 * said. The group a build makes of the projects' technologies, under `title` (fromProjects), is
 * left to the build, which writes it again: as nothing of the owner's is lost, the import says
 * nothing of it.
 */
function skillGroups(
  { changed, skipped }: Importing,
  skills: NonNullable<JsonResume["skills"]>,
  {
    projects,
    title: projectsTitle,
    unnamed,
  }: { projects: NonNullable<JsonResume["projects"]>; title: string; unnamed: string },
): { softSkills: string[]; groups: Map<string, SkillGroup> } {
  const softSkills: string[] = [];
  const groups = new Map<string, SkillGroup>();
  for (const [i, skill] of skills.entries()) {
    if (!holdsAnything(skill)) continue;
    const keywords = (skill.keywords ?? []).filter(nonEmpty).map((keyword) => keyword.trim());
    if (nonEmpty(skill.name) && fromProjects({ name: skill.name.trim(), keywords }, projectsTitle, projects))
      continue;
    const name = nonEmpty(skill.name) ? skill.name.trim() : undefined;
    if (name === undefined && keywords.length === 0) {
      skipped.push(`skills[${i}] (no name and no keywords: nothing to show)`);
      continue;
    }
    const title = name ?? unnamed;
    if (name === undefined)
      changed.push(
        `skills[${i}]: no name; its keywords in the group "${unnamed}", the site's word for other skills (name it in profile.yaml)`,
      );
    if (isSoftSkillsGroup(title)) {
      softSkills.push(...keywords);
      continue;
    }
    const id = compilerIds.skillGroup(title);
    const group = groups.get(id) ?? { title, entries: [] };
    group.entries.push({
      from: i,
      name: title,
      ...(nonEmpty(skill.level) ? { level: skill.level.trim() } : {}),
      keywords,
    });
    groups.set(id, group);
  }
  return { softSkills, groups };
}

/** Each text once, in the order first given. */
const once = (texts: string[]) => [...new Set(texts)];

/**
 * profile.yaml's hardSkills: a group for each name, as the compiler tells names apart, under
 * the first's name; a skill of a name the site takes for one before it ("Front end" after
 * "Front-end") adds its keywords to that group, and is said. A group whose skills all have a
 * level has a list for each level (as resume.json writes a group's named lists); any other has
 * one list of all its keywords, the levels said as not written: no list is given a name the
 * resume does not hold. A skill without keywords is its own one item.
 */
function hardSkillsOf(
  groups: Map<string, SkillGroup>,
  { changed, skipped }: Importing,
): NonNullable<Profile["hardSkills"]>[number][] {
  return [...groups.values()].map(({ title, entries }) => {
    const [first, ...others] = entries as [SkillGroup["entries"][number], ...SkillGroup["entries"]];
    for (const other of others.filter(({ name }) => name !== title))
      changed.push(
        `skills[${other.from}] "${other.name}": in one group with skills[${first.from}] "${title}", the name the site shows (it reads the two as one)`,
      );
    const items = (keywords: string[]) => {
      if (keywords.length > 0) return once(keywords);
      changed.push(`skills "${title}": no keywords, its name shown as its one skill`);
      return [title];
    };
    if (!entries.every((entry) => entry.level)) {
      for (const { from, level } of entries)
        if (level)
          skipped.push(
            `skills[${from}].level ("${level}"): not written; the group "${title}" has skills without a level, so one list of them all`,
          );
      return { title, items: items(entries.flatMap((entry) => entry.keywords)) };
    }
    const levels = new Map<string, string[]>();
    for (const { level = "", keywords } of entries)
      levels.set(level, [...(levels.get(level) ?? []), ...keywords]);
    return {
      title,
      lists: [...levels].map(([level, keywords]) => ({ title: level, items: items(keywords) })),
    };
  });
}

/**
 * profile.yaml's profiles: each with its link, named after its host when it has no network, or
 * without one when the compiler makes the link from the user name; any other is left out.
 */
function profileLinks(
  profiles: NonNullable<NonNullable<JsonResume["basics"]>["profiles"]>,
  changed: string[],
): Profile["profiles"] {
  return profiles.flatMap((link, i): Profile["profiles"] => {
    const username = nonEmpty(link.username) ? { username: link.username.trim() } : {};
    if (isLink(link.url)) {
      const network = nonEmpty(link.network) ? link.network.trim() : new URL(link.url).host;
      if (!nonEmpty(link.network))
        changed.push(`basics.profiles[${i}].network: none, named ${network} after its link`);
      // The user name stays beside the link: resume.json gives it back as written.
      return [{ network, url: link.url, ...username }];
    }
    // A profile without its link: kept when the compiler makes the link from the user name.
    if (nonEmpty(link.network) && nonEmpty(link.username) && "url" in profileUrl(link.network, link.username))
      return [{ network: link.network.trim(), username: link.username.trim() }];
    return [];
  });
}

/** Whether `canonical` (a resume.json's meta.canonical) is a file of the site at `url`. */
function publishedAt(url: string, canonical: unknown): boolean {
  if (typeof canonical !== "string") return false;
  try {
    const base = new URL(url);
    const file = new URL(canonical);
    const folder = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
    return file.origin === base.origin && file.pathname.startsWith(folder);
  } catch {
    return false;
  }
}

/** profile.yaml's languages; a fluency with no language is listed and left out. */
function languagesOf(
  languages: NonNullable<JsonResume["languages"]>,
  skipped: string[],
): NonNullable<Profile["languages"]> {
  return languages.flatMap((item, i) => {
    if (!holdsAnything(item)) return [];
    if (!nonEmpty(item.language)) {
      skipped.push(
        `languages[${i}] (a fluency, ${JSON.stringify(item.fluency)}, with no language to show it for)`,
      );
      return [];
    }
    return [
      { language: item.language.trim(), ...(nonEmpty(item.fluency) ? { fluency: item.fluency.trim() } : {}) },
    ];
  });
}

/** A data: URL: its type, and its parameters, up to the comma before its data. */
const INLINE = /^data:([^;,]*)[^,]*,/i;
const isInline = (image: string) => INLINE.test(image.trim());

/**
 * A picture's link as the import lists it: a picture written inside the file (a data: URL, tens
 * of kilobytes of base64) by its type and size, not its whole text on the owner's terminal.
 */
function imageShown(image: string): string {
  const inline = INLINE.exec(image.trim());
  if (!inline) return image;
  const bytes = Math.round(((image.trim().length - inline[0].length) * 3) / 4);
  return `a picture inside the file, ${inline[1] || "data"} of ${Math.max(1, Math.round(bytes / 1024))} kB`;
}
