/**
 * Pass 4b, the checks across fields and files that no one file's schema can make: periods that
 * end before they start, two entries with one id (the ids derive.ts made, which the site
 * uses), Markdown the site would not show as written, the site's address.
 */

import { ENGLISH_WORDS, type WordKey } from "../../../src/shared/words.ts";
import { passingShade, showRatio, TEXT_CONTRAST, worstContrast } from "../colour.ts";
import { formatPath, placeOf } from "../diagnostics/diagnostics.ts";
import { jobName, repeatedName } from "../ids.ts";
import { markdownProblems } from "../markdown/markdown.ts";
import { MOVED_FIELDS } from "../schema/moved.ts";
import { KNOWN_NETWORKS } from "../schema/networks.ts";
import { BUILT_IN_LANGUAGES, builtInWords } from "../word-tables.ts";
import type { LoadedFile, Location } from "../yaml/source.ts";
import { checkSections } from "./check-sections.ts";
import type { CompileContext } from "./context.ts";
import { type DerivedTree, dateKey } from "./derive.ts";
import type { ValidTree } from "./validate.ts";

export function checkContent(context: CompileContext, valid: ValidTree, derived: DerivedTree): void {
  checkPeriods(context, valid, derived);
  checkProfileLinks(context, valid, derived);
  checkIds(context, valid, derived);
  checkMarkdown(context, valid);
  const sections = valid.sections;
  checkSections(context, valid, derived.resumeSections, (fieldPath, text) => {
    if (sections) markdownField(context)(sections.source, fieldPath, text);
  });
  checkSiteAddress(context, valid);
  checkSite(context, valid);
  checkRegions(context, valid);
  checkStrictTranslations(context, valid);
  checkMovedFields(context, valid);
}

/**
 * A field an earlier version had where it no longer is (schema/moved.ts): still read, so that
 * content written for that version builds unchanged, and a warning at it until `npm run
 * upgrade` moves it.
 */
function checkMovedFields(context: CompileContext, valid: ValidTree) {
  for (const moved of MOVED_FIELDS) {
    const file = moved.schema === "site" ? valid.site : undefined;
    if (!file || !hasPath(file.source.data, moved.from)) continue;
    context.warnings.push({
      ...placeOf(file.source.file, moved.from, file.source.locate(moved.from, { key: moved.from.at(-1) })),
      message: `"${moved.from.join(".")}" is ${moved.to.join(".")} since ${moved.version}`,
      hint: "npm run upgrade moves it, keeping your comments",
      severity: "warning",
    });
  }
}

/** Whether `data` holds a value at `keys`. */
function hasPath(data: unknown, keys: readonly string[]): boolean {
  let value = data;
  for (const key of keys) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return true;
}

function checkPeriods(context: CompileContext, valid: ValidTree, derived: DerivedTree) {
  const entries: { source: LoadedFile; at: PropertyKey[]; start: string; end: string }[] = [];
  if (valid.experience && derived.jobs)
    for (const job of derived.jobs)
      for (const { value: role, at } of job.roles)
        entries.push({ source: valid.experience.source, at, start: role.start, end: role.end });
  if (valid.education && derived.schools)
    // A school of its end alone, or without dates, has no period to check.
    for (const { value: school, index } of derived.schools)
      if (school.start !== undefined && school.end !== undefined)
        entries.push({
          source: valid.education.source,
          at: ["education", index],
          start: school.start,
          end: school.end,
        });
  for (const { source, at, start, end } of entries) {
    if (end !== "present" && dateKey(start, "start") > dateKey(end, "end")) {
      context.report(
        source,
        [...at, "end"],
        `expected an end date on or after the start (${start}), got ${end}`,
        "dates are YYYY or YYYY-MM; swap start and end?",
      );
    }
  }
  for (const project of derived.projects) {
    const { start, end } = project.value;
    if (start && end && end !== "present" && dateKey(start, "start") > dateKey(end, "end"))
      context.report(
        project.source,
        ["end"],
        `expected an end date on or after the start (${start}), got ${end}`,
        "dates are YYYY or YYYY-MM; swap start and end?",
      );
  }
}

/** A profile given by user name must be on a network whose links the compiler knows how to make. */
function checkProfileLinks(context: CompileContext, { profile }: ValidTree, derived: DerivedTree) {
  if (!profile || !derived.profileLinks) return;
  for (const { value: link, index, problem } of derived.profileLinks) {
    if (!problem) continue;
    if ("unknown" in problem)
      context.report(
        profile.source,
        ["profiles", index, "network"],
        `expected a network whose link the site can make from a username, or a url, got "${link.network}"`,
        `add url: with the link to your profile; links are made from a username for ${KNOWN_NETWORKS}`,
      );
    else
      context.report(
        profile.source,
        ["profiles", index, "username"],
        `expected ${problem.expected} for ${problem.name}, got "${link.username}"`,
        "or give url: with the link to your profile instead",
      );
  }
}

function checkIds(context: CompileContext, valid: ValidTree, derived: DerivedTree) {
  const { experience, education, profile, about } = valid;
  if (experience && derived.jobs)
    unique(
      context,
      experience.source,
      derived.jobs.map(({ id, index, period, value: job }) => ({
        id,
        at: ["experience", index, job.company === undefined ? "position" : "company"],
        label: `${jobName(job)} (${period.start})`,
      })),
      "give both roles at the company as its roles: (see docs/content.md, “Several roles at one company”), or tell them apart",
    );
  if (experience && derived.jobs)
    for (const job of derived.jobs)
      if (job.roles.length > 1)
        unique(
          context,
          experience.source,
          job.roles.map(({ id, at, value: role }) => ({
            id,
            at: [...at, "position"],
            label: `${role.position} (${role.start})`,
          })),
        );
  if (education && derived.schools)
    unique(
      context,
      education.source,
      derived.schools.map(({ id, index, value: school }) => ({
        id,
        at: ["education", index, "institution"],
        label: `${[school.institution, school.degree].filter(Boolean).join(", ")}${school.start === undefined ? "" : ` (${school.start})`}`,
      })),
    );
  if (profile && derived.skillGroups)
    unique(
      context,
      profile.source,
      derived.skillGroups.map(({ id, index, value: group }) => ({
        id,
        at: ["hardSkills", index, "title"],
        label: group.title,
      })),
    );
  if (about && derived.aboutSections)
    unique(
      context,
      about.source,
      derived.aboutSections.map(({ id, index, value: section }) => ({
        id,
        at: ["sections", index, "heading"],
        label: section.heading,
      })),
    );
  const seen = new Map<string, LoadedFile>();
  for (const project of derived.projects) {
    const { id } = project;
    const first = seen.get(id);
    if (first) {
      context.report(
        project.source,
        ["title"],
        `expected a unique project title, got "${project.value.title}", which gives the same link (#/projects?project=${id}) as ${first.file}`,
        "rename one of the projects, or give one an id: of its own",
      );
    } else seen.set(id, project.source);
  }
}

function unique(
  context: CompileContext,
  source: LoadedFile,
  items: { id: string; at: PropertyKey[]; label: string }[],
  hint = "merge the two, or tell them apart",
) {
  const seen = new Map<string, { at: PropertyKey[]; label: string }>();
  for (const item of items) {
    const first = seen.get(item.id);
    if (first)
      context.report(
        source,
        item.at,
        `expected a unique entry, got ${repeatedName(item.label, first.label)} (first at ${formatPath(first.at)})`,
        hint,
      );
    else seen.set(item.id, item);
  }
}

/**
 * Markdown: what the site would not show as written is an error at its line (an unsafe link,
 * an image, nesting too deep to compile), or a warning (raw HTML, which is dropped).
 */
function checkMarkdown(context: CompileContext, valid: ValidTree) {
  const { profile, experience, education, about, projects } = valid;
  const field = markdownField(context);
  if (profile) field(profile.source, ["summary"], profile.value.summary);
  experience?.value.experience.forEach((job, i) => {
    field(experience.source, ["experience", i, "summary"], job.summary);
    job.roles?.forEach((role, j) => {
      field(experience.source, ["experience", i, "roles", j, "summary"], role.summary);
    });
  });
  education?.value.education.forEach((school, i) => {
    field(education.source, ["education", i, "description"], school.description);
  });
  about?.value.sections.forEach((section, i) => {
    field(about.source, ["sections", i, "body"], section.body);
  });
  // A variant's summary is its resume's Profile paragraph, compiled as the profile's is.
  const site = valid.site;
  for (const [name, variant] of Object.entries(site?.value.variants ?? {}))
    if (site && !Array.isArray(variant)) field(site.source, ["variants", name, "summary"], variant.summary);
  for (const { source, body } of projects) {
    markdownProblemsAt(
      context,
      source,
      [],
      body,
      (offset) => source.locateBody?.(offset) ?? source.locate([]),
    );
  }
}

/** Checks the Markdown of one field of a file, located at its line. */
function markdownField(context: CompileContext) {
  return (source: LoadedFile, fieldPath: PropertyKey[], text: string | undefined) => {
    if (text !== undefined)
      markdownProblemsAt(context, source, fieldPath, text, (offset) => source.locateText(fieldPath, offset));
  };
}

function markdownProblemsAt(
  context: CompileContext,
  source: LoadedFile,
  fieldPath: readonly PropertyKey[],
  text: string,
  where: (offset: number) => Location,
) {
  for (const { offset, message, hint, severity } of markdownProblems(text)) {
    (severity === "warning" ? context.warnings : context.diagnostics).push({
      ...placeOf(source.file, fieldPath, where(offset)),
      message,
      ...(hint ? { hint } : {}),
      ...(severity ? { severity } : {}),
    });
  }
}

function checkSiteAddress(context: CompileContext, { profile }: ValidTree) {
  const siteUrl = profile?.value.url;
  if (profile && siteUrl !== undefined && new URL(siteUrl).protocol !== "https:") {
    context.warn(
      profile.source,
      ["url"],
      `expected an https: address for the published site, got ${siteUrl}`,
      "link previews and search engines expect https:; GitHub Pages serves every site over https:",
    );
  }
}

/**
 * The accent must read as text in both themes (WCAG AA, 4.5:1, which covers the 3:1 its borders
 * and focus rings need); a failing one gets the nearest shade that passes. A language without
 * built-in words shows English ones for each word the owner did not give: the warning names them.
 */
function checkSite(context: CompileContext, { site }: ValidTree) {
  if (!site) return;
  const { lang, words, theme } = site.value;
  const accents = [
    { field: "accent", colour: theme?.accent, theme: "light" },
    { field: "accentDark", colour: theme?.accentDark, theme: "dark" },
  ] as const;
  for (const { field, colour, theme: which } of accents) {
    if (colour === undefined) continue;
    const { background, ratio } = worstContrast(colour.toLowerCase(), which);
    if (ratio >= TEXT_CONTRAST) continue;
    const shade = passingShade(colour.toLowerCase(), which);
    context.report(
      site.source,
      ["theme", field],
      `expected an accent that reads as text on the ${which} theme's backgrounds (contrast ${showRatio(TEXT_CONTRAST)}, WCAG AA), got ${colour}: ${showRatio(ratio)} on ${background}`,
      `try ${shade}, the nearest ${which === "light" ? "darker" : "lighter"} shade that passes (${showRatio(worstContrast(shade, which).ratio)})`,
    );
  }
  const missing = builtInWords(lang)
    ? []
    : (Object.keys(ENGLISH_WORDS) as WordKey[]).filter((key) => words[key] === undefined);
  if (missing.length > 0) {
    context.warn(
      site.source,
      ["lang"],
      `no built-in interface words for "${lang}": ${missing.length === 1 ? "1 word shows" : `${missing.length} words show`} in English: ${missing.join(", ")}`,
      `give them under words: (see docs/languages.md, “Language, words and colours”), or use a language with built-in words: ${BUILT_IN_LANGUAGES.join(", ")}`,
    );
  }
}

/** site.yaml's `strictTranslations` names only the site's languages (its `languages`, or its one `lang`). */
function checkStrictTranslations(context: CompileContext, { site }: ValidTree) {
  const held = site?.value.strictTranslations;
  if (!site || !Array.isArray(held)) return;
  const { lang, languages = [lang] } = site.value;
  held.forEach((tag, index) => {
    if (languages.some((listed) => listed.toLowerCase() === tag.toLowerCase())) return;
    context.report(
      site.source,
      ["strictTranslations", index],
      `expected one of the site's languages (${languages.join(", ")}), got ${tag}`,
      `name a language as site.yaml's languages lists it, such as ${languages.at(-1)}`,
    );
  });
}

/** site.yaml's `regions` names only the site's languages (its `languages`, or its one `lang`). */
function checkRegions(context: CompileContext, { site }: ValidTree) {
  if (!site?.value.regions) return;
  const { lang, languages = [lang] } = site.value;
  for (const tag of Object.keys(site.value.regions)) {
    if (languages.some((listed) => listed.toLowerCase() === tag.toLowerCase())) continue;
    context.report(
      site.source,
      ["regions", tag],
      `expected a region for one of the site's languages (${languages.join(", ")}), got one for ${tag}`,
      `name a language as site.yaml lists it, such as ${languages[0]}: CA`,
    );
  }
}
