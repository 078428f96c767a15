/**
 * Part of pass 4b, check: the tags of the content and site.yaml's variants, against each other.
 * Warned about: a tag no variant keeps or drops, a variant's tag no entry has, a variant that
 * keeps everything (it is the full resume). Errors: a variant that keeps nothing, a variant
 * named as one of the site's languages, a name in a variant's `resume` that is no section of the
 * Resume or is there twice, a variant's name the schema cannot see as written (checkVariantNames).
 */

import { TYPED_KINDS } from "../../../src/shared/resume-sections.ts";
import { closest } from "../../lib/closest.ts";
import type { LoadedFile } from "../yaml/source.ts";
import { reportRepeatedSection, reportUnknownSection, sectionNames } from "./check-sections.ts";
import type { CompileContext } from "./context.ts";
import type { DerivedTree } from "./derive.ts";
import type { ValidTree } from "./validate.ts";
import { type ItemKind, type ResumeVariant, selectVariant, variantsOf } from "./variants.ts";

/** A tag as written: which, in which file, and where in it. */
type WrittenTag = { tag: string; source: LoadedFile; at: PropertyKey[] };

/** What makes a resume: a variant that keeps none of these keeps nothing. */
const ENTRY_KINDS: readonly ItemKind[] = ["job", "role", "school", "project", "skill group", "entry"];

export function checkVariants(context: CompileContext, valid: ValidTree, derived: DerivedTree): void {
  const variants = variantsOf(valid.site);
  const written = writtenTags(valid);
  const used = new Set(variants.flatMap(({ keep, drop }) => [...keep, ...drop]));
  for (const { tag, source, at } of written)
    if (!used.has(tag))
      context.warn(
        source,
        at,
        `the tag "${tag}" is used by no variant`,
        variants.length > 0
          ? `keep or drop it in one of site.yaml's variants (${variants.map(({ name }) => name).join(", ")}), or remove it`
          : "name the variants that keep or drop it under variants: in site.yaml, or remove it",
      );
  const site = valid.site;
  if (!site) return;
  const tags = new Set(written.map(({ tag }) => tag));
  const sections = sectionNames(derived.resumeSections);
  checkVariantNames(context, site.source);
  const languages = [site.value.lang, ...(site.value.languages ?? [])].map((tag) => tag.toLowerCase());
  for (const variant of variants) {
    // Its files are named with its name where a language's are with its tag: resume.es.pdf.
    if (languages.includes(variant.name.toLowerCase()))
      context.report(
        site.source,
        ["variants"],
        `the variant ${variant.name} has the name of one of the site's languages`,
        `name it for the kind of job it is for, such as ${variant.name}-roles: its files (resume.${variant.name}.pdf) would be that language's`,
        variant.name,
      );
    const at = variantPath(site.source, variant.name);
    checkVariantTags(context, site.source, variant, at, tags);
    checkVariantSize(context, site.source, variant, valid);
    const listed = new Set<string>();
    (variant.resume ?? []).forEach((name, index) => {
      const at = ["variants", variant.name, "resume", index];
      if (listed.has(name)) {
        reportRepeatedSection(context, site.source, at, name);
        return;
      }
      listed.add(name);
      if (sections.includes(name)) return;
      reportUnknownSection(context, site.source, at, name, sections, `sections are ${sections.join(", ")}`);
    });
  }
}

/**
 * The variants' names as site.yaml writes them, which the schema, reading them as the keys of
 * an object, never sees whole: a name with spaces around it (read without them, it would
 * silently replace the variant of that name), one written above in another Unicode form (NFC
 * and NFD: one name on the page, two variants and two sets of files), and `__proto__`, which
 * no object holds as a key. Each at its key.
 */
function checkVariantNames(context: CompileContext, site: LoadedFile) {
  const written = (site.data as { variants?: unknown } | null)?.variants;
  if (typeof written !== "object" || written === null || Array.isArray(written)) return;
  const seen = new Set<string>();
  for (const key of Object.keys(written)) {
    const name = key.trim();
    if (key === "__proto__") {
      context.report(
        site,
        ["variants"],
        `expected a variant name in lower case, such as backend or data, got "${key}"`,
        "name it for the kind of job it is for",
        key,
      );
      continue;
    }
    const same = seen.has(name.normalize("NFC"));
    if (name !== key)
      context.report(
        site,
        ["variants"],
        `expected a variant name without spaces around it, got "${key}"`,
        same ? `the variant ${name} is above: remove one of them, or rename this one` : `write ${name}`,
        key,
      );
    else if (same)
      context.report(
        site,
        ["variants"],
        `expected each variant once, got "${name}" again, written in other Unicode characters (composed and decomposed accents)`,
        "remove one of them, or rename this one: an editor may write an accent either way",
        key,
      );
    seen.add(name.normalize("NFC"));
  }
}

/** Where a variant's kept tags are written: under keep, or in its one line (`backend: [backend]`). */
function variantPath(site: LoadedFile, name: string): { keep: PropertyKey[]; drop: PropertyKey[] } {
  const written = (site.data as { variants?: Record<string, unknown> }).variants?.[name];
  const shorthand = Array.isArray(written);
  return {
    keep: shorthand ? ["variants", name] : ["variants", name, "keep"],
    drop: ["variants", name, "drop"],
  };
}

function checkVariantTags(
  context: CompileContext,
  site: LoadedFile,
  variant: ResumeVariant,
  at: { keep: PropertyKey[]; drop: PropertyKey[] },
  tags: ReadonlySet<string>,
) {
  for (const list of ["keep", "drop"] as const)
    variant[list].forEach((tag, index) => {
      if (tags.has(tag)) return;
      const suggestion = closest(tag, [...tags]);
      context.warn(
        site,
        [...at[list], index],
        `the variant ${variant.name} ${list}s "${tag}", a tag no entry has`,
        suggestion ? `did you mean ${suggestion}?` : `give it to the entries it should ${list}`,
      );
    });
}

/** A variant that drops nothing is the full resume; one that keeps no entry, an empty one. */
function checkVariantSize(
  context: CompileContext,
  site: LoadedFile,
  variant: ResumeVariant,
  valid: ValidTree,
) {
  const { kept, dropped } = selectVariant(valid, variant);
  // At the variant's name.
  if (!kept.some(({ kind }) => ENTRY_KINDS.includes(kind)))
    context.report(
      site,
      ["variants"],
      `the variant ${variant.name} keeps nothing: its resume would be empty`,
      variant.untagged
        ? "keep a tag the entries have, or drop fewer"
        : "keep a tag the entries have, or keep the untagged entries (untagged: true)",
      variant.name,
    );
  else if (dropped.length === 0)
    context.warn(
      site,
      ["variants"],
      `the variant ${variant.name} keeps everything: it is the full resume`,
      "drop a tag, or give tags to what it should leave out",
      variant.name,
    );
}

/** Every tag the valid files give, where it is written. */
export function writtenTags(valid: ValidTree): WrittenTag[] {
  const found: WrittenTag[] = [];
  const add = (source: LoadedFile | undefined, tags: readonly string[] | undefined, at: PropertyKey[]) => {
    if (!source) return;
    for (const [index, tag] of (tags ?? []).entries())
      found.push({ tag, source, at: [...at, "tags", index] });
  };
  const texts = (source: LoadedFile | undefined, list: readonly unknown[] | undefined, at: PropertyKey[]) =>
    list?.forEach((entry, index) => {
      if (typeof entry === "object" && entry !== null)
        add(source, (entry as { tags?: string[] }).tags, [...at, index]);
    });
  valid.profile?.value.hardSkills?.forEach((group, index) => {
    const source = valid.profile?.source;
    add(source, group.tags, ["hardSkills", index]);
    texts(source, group.items, ["hardSkills", index, "items"]);
    group.lists?.forEach((list, j) => {
      texts(source, list.items, ["hardSkills", index, "lists", j, "items"]);
    });
  });
  valid.experience?.value.experience.forEach((job, index) => {
    const source = valid.experience?.source;
    add(source, job.tags, ["experience", index]);
    texts(source, job.highlights, ["experience", index, "highlights"]);
    job.roles?.forEach((role, j) => {
      add(source, role.tags, ["experience", index, "roles", j]);
      texts(source, role.highlights, ["experience", index, "roles", j, "highlights"]);
    });
  });
  valid.education?.value.education.forEach((school, index) => {
    add(valid.education?.source, school.tags, ["education", index]);
  });
  for (const project of valid.projects) add(project.source, project.value.tags, []);
  const sections = valid.sections;
  for (const kind of TYPED_KINDS) texts(sections?.source, sections?.value[kind], [kind]);
  sections?.value.custom?.forEach((section, index) => {
    texts(sections.source, section.entries, ["custom", index, "entries"]);
  });
  return found;
}
