/**
 * Part of pass 4b, check: sections.yaml's entries (periods, ids, Markdown) and site.yaml's
 * resume layout (every name a section, none placed twice).
 */
import path from "node:path";
import { KNOWN_NAMES, TYPED_KINDS } from "../../../src/shared/resume-sections.ts";
import { closest } from "../../lib/closest.ts";
import { formatPath } from "../diagnostics/diagnostics.ts";
import { repeatedName } from "../ids.ts";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import { dateKey } from "./derive.ts";
import { type DerivedSection, sectionsWithContent } from "./sections.ts";
import type { ValidTree } from "./validate.ts";

export function checkSections(
  context: CompileContext,
  valid: ValidTree,
  sections: readonly DerivedSection[],
  markdown: (fieldPath: PropertyKey[], text: string | undefined) => void,
): void {
  const file = valid.sections;
  if (file) {
    const seenSections = new Map<string, { at: PropertyKey[]; label: string }>();
    for (const section of sections) {
      if (section.kind === "custom") {
        const title = [...section.at, "title"];
        const first = seenSections.get(section.id);
        if (KNOWN_NAMES.includes(section.id))
          context.report(
            file.source,
            title,
            `expected a title of your own, got one that names the site's ${section.id} section`,
            (TYPED_KINDS as readonly string[]).includes(section.id)
              ? `put the entries under ${section.id}: instead, or choose another title`
              : `choose another title: ${section.id} is one of the Resume's own sections`,
          );
        else if (first)
          context.report(
            file.source,
            title,
            `expected a unique section title, got ${repeatedName(section.title, first.label)} (first at ${formatPath(first.at)})`,
            "merge the two sections, or rename one",
          );
        else seenSections.set(section.id, { at: title, label: section.title });
      }
      const seen = new Map<string, { at: PropertyKey[]; label: string }>();
      for (const entry of section.entries) {
        const { period } = entry;
        if (period?.end && dateKey(period.start, "start") > dateKey(period.end, "end"))
          context.report(
            file.source,
            [...entry.at, "end"],
            `expected an end date on or after the start (${period.start}), got ${period.end}`,
            "dates are YYYY or YYYY-MM; swap start and end?",
          );
        const first = seen.get(entry.id);
        if (first)
          context.report(
            file.source,
            entry.at,
            `expected a unique entry, got ${repeatedName(entry.title, first.label)} (first at ${formatPath(first.at)})`,
            "merge the two, or tell them apart by their dates",
          );
        else seen.set(entry.id, { at: entry.at, label: entry.title });
        markdown([...entry.at, markdownField(section.kind)], entry.markdown);
      }
    }
  }
  checkLayout(context, valid, sections);
}

/** The field of an entry of this kind that holds Markdown. */
function markdownField(kind: DerivedSection["kind"]): string {
  return kind === "custom" ? "body" : "summary";
}

/** The names a list of the Resume's sections may give: its own sections', then the owner's by their ids. */
export function sectionNames(sections: readonly DerivedSection[]): string[] {
  return [...KNOWN_NAMES, ...sections.filter(({ kind }) => kind === "custom").map(({ id }) => id)];
}

/**
 * A name in a list of the Resume's sections (site.yaml's `resume:` lists, a variant's `resume:`)
 * that is none of `names`: reported with the closest of them as its hint, or `otherwise`.
 */
export function reportUnknownSection(
  context: CompileContext,
  source: LoadedFile,
  at: PropertyKey[],
  name: string,
  names: readonly string[],
  otherwise: string,
): void {
  const suggestion = closest(name, names);
  context.report(
    source,
    at,
    `expected the name of a Resume section, got "${name}"`,
    suggestion ? `did you mean ${suggestion}?` : otherwise,
  );
}

/** A section named again in one list of the Resume's sections, reported at its second place. */
export function reportRepeatedSection(
  context: CompileContext,
  source: LoadedFile,
  at: PropertyKey[],
  name: string,
): void {
  context.report(source, at, `expected each section once, got "${name}" again`, "remove one of them");
}

/** Each name of site.yaml's resume: a section the site has, in one place only. */
function checkLayout(context: CompileContext, valid: ValidTree, sections: readonly DerivedSection[]) {
  const site = valid.site;
  const layout = site?.value.resume;
  if (!site || !layout) return;
  const names = sectionNames(sections);
  const shown = sectionsWithContent(valid, sections);
  const broken = sectionsOfBrokenFiles(context);
  const placed = new Map<string, PropertyKey[]>();
  for (const list of ["side", "main", "hidden", "phone"] as const) {
    const seenInList = new Set<string>();
    (layout[list] ?? []).forEach((name, index) => {
      const at = ["resume", list, index];
      if (!names.includes(name)) {
        if (broken.custom) return;
        reportUnknownSection(
          context,
          site.source,
          at,
          name,
          names,
          `sections are ${KNOWN_NAMES.join(", ")}, and yours by their title (Open source → open-source)`,
        );
        return;
      }
      if (seenInList.has(name)) {
        reportRepeatedSection(context, site.source, at, name);
        return;
      }
      seenInList.add(name);
      if (list === "phone") {
        if (broken.names.has(name) || (shown.has(name) && !(layout.hidden ?? []).includes(name))) return;
        context.report(
          site.source,
          at,
          `expected a section the Resume shows, got "${name}", which is ${shown.has(name) ? "hidden" : "empty"}`,
          "leave it out of phone",
        );
        return;
      }
      const first = placed.get(name);
      if (first)
        context.report(
          site.source,
          at,
          `expected each section in one place, got "${name}" in ${list} and at ${formatPath(first)}`,
          "keep it in side, main or hidden, not two of them",
        );
      else placed.set(name, at);
    });
  }
}

/** The files that fill the Resume's sections, with the sections each fills. */
const SECTION_FILES: Record<string, readonly string[]> = {
  "profile.yaml": ["profile", "soft-skills", "hard-skills", "languages"],
  "education.yaml": ["education"],
  "sections.yaml": TYPED_KINDS,
};

/**
 * The sections whose file has errors of its own, and whether sections.yaml (the owner's own
 * sections) is among them: the layout does not call them empty or unknown, so that an error is
 * reported once, at its cause.
 */
function sectionsOfBrokenFiles(context: CompileContext): { names: Set<string>; custom: boolean } {
  const files = new Set(context.diagnostics.map(({ file }) => file));
  const broken = (name: string) => files.has(context.display(path.join(context.contentDir, name)));
  const names = Object.entries(SECTION_FILES).flatMap(([file, filled]) => (broken(file) ? filled : []));
  return { names: new Set(names), custom: broken("sections.yaml") };
}
