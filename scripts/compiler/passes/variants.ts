/**
 * The resume's variants (site.yaml's `variants`): each one's content, chosen from the tags of
 * the valid tree. An entry with tags is in a variant when none of them is one it drops and one
 * is one it keeps; an entry without tags follows what holds it (a highlight its role, a skill its
 * group), and at the top (a job, a school, a project, a group, an entry of sections.yaml) is in
 * every variant but those that say `untagged: false`. What holds entries goes when they all go:
 * a job without roles, a group without skills, a section without entries.
 */
import type { ResumeLayout, SiteContent } from "../../../src/shared/compiled-content.ts";
import { TYPED_KINDS } from "../../../src/shared/resume-sections.ts";
import { jobName } from "../ids.ts";
import { type Job, type Profile, type Role, type Sections, textOf, type Variant } from "../schema/schema.ts";
import type { Valid, ValidTree } from "./validate.ts";

/** A variant as site.yaml names it, with what it keeps and drops. */
export type ResumeVariant = Variant & { name: string };

/** The kinds of what a variant keeps or drops, as the variants command names them. */
export type ItemKind =
  | "job"
  | "role"
  | "highlight"
  | "school"
  | "project"
  | "skill group"
  | "skill"
  | "entry";

/**
 * Something a variant keeps or drops: what it is, how it is shown, and where it is written; its
 * own tags, and the entry as the language's tree holds it, which npm run match reads for the
 * tags that would keep a term.
 */
export type VariantItem = {
  kind: ItemKind;
  name: string;
  file: string;
  at: PropertyKey[];
  tags?: readonly string[];
  entry?: unknown;
};

/** A variant's tree, and what it kept and dropped (a dropped entry's own entries are not listed). */
export type Selection = { tree: ValidTree; kept: VariantItem[]; dropped: VariantItem[] };

/** The variants site.yaml names, in its order; none without them. */
export function variantsOf(site: ValidTree["site"]): ResumeVariant[] {
  return Object.entries(site?.value.variants ?? {}).map(([name, variant]) =>
    Array.isArray(variant) ? { name, keep: variant, drop: [], untagged: true } : { ...variant, name },
  );
}

/** Whether an entry with `tags` is in `variant`; `held`, for one without, says whether what holds it is. */
export function isIn(
  variant: Pick<Variant, "keep" | "drop">,
  tags: readonly string[] | undefined,
  held: boolean,
) {
  if (!tags || tags.length === 0) return held;
  if (tags.some((tag) => variant.drop.includes(tag))) return false;
  return tags.some((tag) => variant.keep.includes(tag));
}

type Chooser = {
  variant: ResumeVariant;
  kept: VariantItem[];
  dropped: VariantItem[];
  /** Records the item and answers whether it is in; a kept untagged highlight or skill goes unrecorded. */
  choose(item: VariantItem, tags: readonly string[] | undefined, held: boolean, quiet?: boolean): boolean;
};

function chooser(variant: ResumeVariant): Chooser {
  const kept: VariantItem[] = [];
  const dropped: VariantItem[] = [];
  return {
    variant,
    kept,
    dropped,
    choose(item, tags, held, quiet = false) {
      const inside = isIn(variant, tags, held);
      if (!inside) dropped.push(tags?.length ? { ...item, tags } : item);
      else if (!quiet || (tags?.length ?? 0) > 0) kept.push(item);
      return inside;
    },
  };
}

/** The tree of `variant`: the valid tree with what it leaves out taken out, its own label and summary. */
export function selectVariant(valid: ValidTree, variant: ResumeVariant): Selection {
  const choice = chooser(variant);
  const tree: ValidTree = {
    ...valid,
    profile: valid.profile && { ...valid.profile, value: selectProfile(choice, valid.profile) },
    experience: valid.experience && {
      ...valid.experience,
      value: { experience: selectJobs(choice, valid.experience) },
    },
    education: valid.education && {
      ...valid.education,
      value: {
        education: valid.education.value.education.filter((school, index) =>
          choice.choose(
            {
              kind: "school",
              name: [school.institution, school.degree].filter(Boolean).join(", "),
              file: valid.education?.source.file ?? "",
              at: ["education", index],
              entry: school,
            },
            school.tags,
            variant.untagged,
          ),
        ),
      },
    },
    sections: valid.sections && { ...valid.sections, value: selectSections(choice, valid.sections) },
    projects: valid.projects.filter((project) =>
      choice.choose(
        {
          kind: "project",
          name: project.value.title,
          file: project.source.file,
          at: [],
          entry: [project.value, project.source.body],
        },
        project.value.tags,
        variant.untagged,
      ),
    ),
  };
  return { tree, kept: choice.kept, dropped: choice.dropped };
}

/** The profile with the variant's label and summary, and its skill groups. */
function selectProfile({ variant, ...choice }: Chooser, profile: Valid<Profile>): Profile {
  const { label, summary } = variant;
  const file = profile.source.file;
  const groups = (profile.value.hardSkills ?? []).flatMap((group, index) => {
    const at = ["hardSkills", index];
    const item: VariantItem = { kind: "skill group", name: group.title, file, at, entry: group };
    if (group.tags?.length && !isIn(variant, group.tags, variant.untagged)) {
      choice.dropped.push({ ...item, tags: group.tags });
      return [];
    }
    const held = group.tags?.length ? true : variant.untagged;
    const place = choice.kept.length;
    const skills = (items: Skill[], listAt: PropertyKey[]) =>
      items.filter((skill, j) =>
        choice.choose(
          { kind: "skill", name: textOf(skill), file, at: [...listAt, j], entry: skill },
          typeof skill === "string" ? undefined : skill.tags,
          held,
          true,
        ),
      );
    const items = group.items && skills(group.items, [...at, "items"]);
    const lists = group.lists
      ?.map((list, j) => ({ ...list, items: skills(list.items, [...at, "lists", j, "items"]) }))
      .filter((list) => list.items.length > 0);
    if ((items?.length ?? 0) + (lists?.length ?? 0) === 0) {
      choice.dropped.push(item);
      return [];
    }
    choice.kept.splice(place, 0, item);
    return [{ ...group, ...(items ? { items } : {}), ...(lists ? { lists } : {}) }];
  });
  const { hardSkills: _, ...rest } = profile.value;
  return {
    ...rest,
    ...(label ? { label } : {}),
    ...(summary ? { summary } : {}),
    ...(groups.length > 0 ? { hardSkills: groups } : {}),
  };
}

type Skill = NonNullable<NonNullable<Profile["hardSkills"]>[number]["items"]>[number];

/** The jobs the variant keeps, each with the roles and highlights it keeps. */
function selectJobs(choice: Chooser, experience: Valid<{ experience: Job[] }>): Job[] {
  const { variant } = choice;
  const file = experience.source.file;
  return experience.value.experience.flatMap((job, index) => {
    const at = ["experience", index];
    const item: VariantItem = {
      kind: "job",
      // "Company, Position", or whichever of the two a job of one role gives.
      name: [job.company, job.position].filter((part) => part !== undefined).join(", "),
      file,
      at,
      entry: job,
    };
    if (!job.roles) {
      if (!choice.choose(item, job.tags, variant.untagged)) return [];
      const highlights = selectHighlights(choice, job.highlights, file, at);
      return [{ ...job, ...(highlights ? { highlights } : {}) }];
    }
    const named = { ...item, name: jobName(job) };
    if (job.tags?.length && !isIn(variant, job.tags, variant.untagged)) {
      choice.dropped.push({ ...named, tags: job.tags });
      return [];
    }
    const held = job.tags?.length ? true : variant.untagged;
    const roles = job.roles.flatMap((role, j): Role[] => {
      const roleAt = [...at, "roles", j];
      const roleItem: VariantItem = {
        kind: "role",
        name: `${jobName(job)}, ${role.position}`,
        file,
        at: roleAt,
        entry: role,
      };
      if (!choice.choose(roleItem, role.tags, held)) return [];
      return [{ ...role, highlights: selectHighlights(choice, role.highlights, file, roleAt) ?? [] }];
    });
    if (roles.length === 0) {
      choice.dropped.push(named);
      return [];
    }
    return [{ ...job, roles }];
  });
}

/** The highlights a kept role keeps: an untagged one always. */
function selectHighlights<H extends Role["highlights"] | undefined>(
  choice: Chooser,
  highlights: H,
  file: string,
  at: PropertyKey[],
): H {
  return highlights?.filter((highlight, k) =>
    choice.choose(
      {
        kind: "highlight",
        name: shortened(textOf(highlight)),
        file,
        at: [...at, "highlights", k],
        entry: highlight,
      },
      typeof highlight === "string" ? undefined : highlight.tags,
      true,
      true,
    ),
  ) as H;
}

/** sections.yaml with the entries the variant keeps; a section left without any goes. */
function selectSections(choice: Chooser, sections: Valid<Sections>): Sections {
  const file = sections.source.file;
  const keep = <T extends { tags?: string[] }>(
    list: readonly T[],
    at: PropertyKey[],
    name: (entry: T) => string,
  ) =>
    list.filter((entry, index) =>
      choice.choose(
        { kind: "entry", name: name(entry), file, at: [...at, index], entry },
        entry.tags,
        choice.variant.untagged,
      ),
    );
  const value: Record<string, unknown> = {};
  for (const kind of TYPED_KINDS) {
    const list = sections.value[kind] as { tags?: string[] }[] | undefined;
    if (!list) continue;
    const kept = keep(list, [kind], (entry) => `${kind}: ${entryTitle(entry)}`);
    if (kept.length > 0) value[kind] = kept;
  }
  const custom = (sections.value.custom ?? []).flatMap((section, index) => {
    const entries = keep(
      section.entries,
      ["custom", index, "entries"],
      (entry) => `${section.title}: ${entry.title}`,
    );
    return entries.length > 0 ? [{ ...section, entries }] : [];
  });
  if (custom.length > 0) value.custom = custom;
  return value as Sections;
}

/** The title of an entry of a typed section, whichever field holds it. */
function entryTitle(entry: Record<string, unknown>): string {
  const title = entry.title ?? entry.name ?? entry.organization;
  return typeof title === "string" ? title : "";
}

/** The most characters of a highlight the variants command shows. */
const SHORT_TEXT = 60;

/** A text cut to SHORT_TEXT characters, with an ellipsis when it was longer. */
export function shortened(text: string): string {
  const chars = [...text];
  return chars.length <= SHORT_TEXT
    ? text
    : `${chars
        .slice(0, SHORT_TEXT - 1)
        .join("")
        .trimEnd()}…`;
}

/**
 * Where a variant's sections go: the site's layout, but for a variant that lists its own
 * (`resume`), only those, in its order, in the columns the site gives them; and no Experience
 * where the variant keeps no job.
 */
export function variantLayout(content: SiteContent, variant: ResumeVariant): ResumeLayout {
  const { layout } = content;
  const shown = (name: string) => name !== "experience" || content.experience.length > 0;
  const order = variant.resume;
  const ordered = (names: readonly string[]) =>
    order ? order.filter((name) => names.includes(name) && shown(name)) : names.filter(shown);
  return { side: ordered(layout.side), main: ordered(layout.main), phone: ordered(layout.phone) };
}
