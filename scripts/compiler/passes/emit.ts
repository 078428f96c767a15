/**
 * Pass 5, emit: the content the site imports, from files that passed every check. Markdown
 * becomes sanitised HTML, each image gets its URL, size and responsive variants, lists take
 * the order the site shows them in; ids and periods are derive.ts's.
 */
import path from "node:path";
import type {
  ContentImage,
  NamePart,
  SiteAbout,
  SiteContent,
  SiteImage,
  SiteJob,
  SiteProfile,
  SiteProject,
  SiteProjectImage,
  SiteRole,
  SiteSchool,
  SiteSection,
} from "../../../src/shared/compiled-content.ts";
import { UNTRANSLATED } from "../../../src/shared/untranslated.ts";
import { FORMATS, type ImageFormat, type ImageVariant, variantUrl, variantWidths } from "../images/images.ts";
import { lettersOutside, likelyScript, writesCjk } from "../language-scripts.ts";
import { markdownToHtml } from "../markdown/markdown.ts";
import { withProjectSkills } from "../project-skills.ts";
import { networkName } from "../schema/networks.ts";
import {
  type About,
  type Image,
  type Job,
  type Profile,
  type Project,
  type ProjectImage,
  type Role,
  type School,
  textOf,
} from "../schema/schema.ts";
import { imageUrl, type MeasuredImages } from "./check-images.ts";
import { type DerivedTree, newestFirst } from "./derive.ts";
import type { Valid } from "./validate.ts";

/** Every file valid, and everything derived from them. */
export type CheckedTree = {
  profile: Valid<Profile>;
  /** Absent without about.yaml. */
  about?: Valid<About>;
  derived: Required<Omit<DerivedTree, "aboutSections">> & Pick<DerivedTree, "aboutSections">;
};

/** An image as the site shows it: its URL, size, responsive variants and fallback. */
type EmitImage = <T extends { src: string; alt: string }>(value: T) => T & SiteImage;

type Derived = CheckedTree["derived"];

/** A Markdown field as the page's HTML: `idPrefix` names the field (see markdownToHtml). */
type ToHtml = (markdown: string, idPrefix: string) => string;

/** The content the site imports, and every image variant it names, to encode. */
export function emitContent(
  contentDir: string,
  { profile, about, derived }: CheckedTree,
  measured: MeasuredImages,
): { content: SiteContent; variants: Map<string, ImageVariant> } {
  const variants = new Map<string, ImageVariant>();
  const image = imageEmitter(contentDir, measured, variants);
  const html: ToHtml = (markdown, idPrefix) => {
    // A text shown untranslated (src/shared/untranslated.ts) keeps its mark past its Markdown.
    const text = markdown.trimEnd();
    const mark = text.endsWith(UNTRANSLATED) ? UNTRANSLATED : "";
    return markdownToHtml(text.slice(0, text.length - mark.length), idPrefix, derived.site.dir) + mark;
  };
  const projects = emitProjects(derived.projects, image, html);
  const owners = emitProfile(profile.value, derived, image, html);
  const content: SiteContent = {
    site: derived.site,
    // The owner's skill groups, then the projects' technologies they do not list.
    profile: { ...owners, hardSkills: withProjectSkills(owners.hardSkills, projects, derived.site) },
    experience: emitExperience(derived.jobs, image, html),
    education: emitEducation(derived.schools, image, html),
    projects,
    ...(about ? { about: emitAbout(about.value, derived.aboutSections, image, html) } : {}),
    sections: emitSections(derived.resumeSections, html),
    layout: derived.layout,
  };
  return { content, variants };
}

/** Emits images as the site shows them, recording in `variants` each variant their sources name. */
function imageEmitter(
  contentDir: string,
  measured: MeasuredImages,
  variants: Map<string, ImageVariant>,
): EmitImage {
  return (value) => {
    const size = measured.sizes.get(value.src);
    if (!size) throw new Error(`image not measured: ${value.src}`);
    const widths = variantWidths(measured.roles.get(value.src) ?? [], size.width);
    const file = path.join(contentDir, value.src);
    const sources = (Object.keys(FORMATS) as ImageFormat[]).map((format) => ({
      type: FORMATS[format].type,
      srcset: widths
        .map((width) => {
          const url = variantUrl(value.src, width, format);
          variants.set(url, { file, width, format });
          return `${url} ${width}w`;
        })
        .join(", "),
    }));
    // The widest WebP variant stands in for the original, which is never published: an owner's
    // 40-megapixel photo would otherwise be one click (or one old browser) away from a visitor.
    const widest = widths.at(-1);
    const fallback = widest === undefined ? undefined : variantUrl(value.src, widest, "webp");
    return { ...value, src: imageUrl(value.src), ...size, sources, ...(fallback ? { fallback } : {}) };
  };
}

/**
 * The forms of the owner's name a page shows beside it, where its language expects them: the
 * reading as ruby on a Japanese page, the Latin form on a Chinese, Japanese or Korean one.
 */
function nameForms(
  { name, reading, latinName }: Profile,
  site: Derived["site"],
): Pick<SiteProfile, "nameRuby" | "latinNameBeside"> {
  const shown = name.replaceAll(UNTRANSLATED, "");
  const original = site.languages?.[0]?.lang ?? site.lang;
  return {
    ...(reading && new Intl.Locale(site.lang).language === "ja"
      ? { nameRuby: nameRuby(shown, reading) }
      : {}),
    ...(latinName && writesCjk(site.lang) && latinName !== shown && lettersOutside(shown, "Latn")
      ? {
          latinNameBeside: {
            text: latinName,
            lang: likelyScript(original) === "Latn" ? original : `${new Intl.Locale(original).language}-Latn`,
          },
        }
      : {}),
  };
}

/**
 * The name in its parts, each with its reading: word by word where the reading has as many words
 * as the name (山本 葵: やまもと あおい), else the reading over the whole name.
 */
function nameRuby(name: string, reading: string): NamePart[] {
  const words = name.split(/(\s+)/);
  const readings = reading.split(/\s+/);
  if (words.filter((_, index) => index % 2 === 0).length !== readings.length)
    return [{ text: name, reading }];
  return words.map((text, index) => (index % 2 === 0 ? { text, reading: readings[index / 2] } : { text }));
}

/** The profile: its phone with a tel: link, its site's address, links, photo, summary as HTML, skill groups. */
function emitProfile(value: Profile, derived: Derived, image: EmitImage, html: ToHtml): SiteProfile {
  const { photo, summary, hardSkills: _hardSkills, url, profiles: _profiles, phone, ...basics } = value;
  return {
    ...basics,
    ...nameForms(value, derived.site),
    ...(phone ? { phone: { number: phone, href: telHref(phone) } } : {}),
    ...(url ? { url: siteAddress(url) } : {}),
    profiles: derived.profileLinks.map(({ value: link, url: linkUrl }) => ({
      ...link,
      network: networkName(link.network),
      url: linkUrl ?? "",
    })),
    ...(photo ? { photo: image(photo) } : {}),
    ...(summary === undefined ? {} : { summaryHtml: html(summary, "profile-") }),
    hardSkills: derived.skillGroups.map(({ id, value: group }) => ({
      id,
      title: group.title,
      lists: (group.lists ?? [{ items: group.items ?? [] }]).map((list) => ({
        ...list,
        items: list.items.map(textOf),
      })),
    })),
  };
}

/** The jobs newest first, each with its logo and its roles' summaries as HTML. */
function emitExperience(jobs: Derived["jobs"], image: EmitImage, html: ToHtml): SiteJob[] {
  return newestFirst(
    jobs.map((job) => ({
      job,
      value: { start: job.period.start, end: job.period.end ?? "present" },
    })),
  ).map(
    ({ job: { id, period, roles, value: job } }): SiteJob => ({
      id,
      ...(job.company === undefined ? {} : { company: job.company }),
      ...(job.url ? { url: job.url } : {}),
      ...(job.location ? { location: job.location } : {}),
      ...(job.logo ? { logo: image(job.logo) } : {}),
      period,
      roles: roles.map(
        ({
          id: roleId,
          period: rolePeriod,
          value: { summary: roleSummary, start: _start, end: _end, tags: _tags, highlights, ...role },
        }) => ({
          ...role,
          highlights: highlights.map(textOf),
          id: roleId,
          period: rolePeriod,
          ...(roleSummary ? { summaryHtml: html(roleSummary, `job-${roleId}-`) } : {}),
        }),
      ),
    }),
  );
}

/** The schools newest first, each with its logo, GPA and description as HTML. */
function emitEducation(schools: Derived["schools"], image: EmitImage, html: ToHtml): SiteSchool[] {
  return newestFirst(schools).map(
    ({
      id,
      period,
      endOnly,
      gpa,
      value: { logo, start: _start, end: _end, description, tags: _tags, ...school },
    }) => ({
      ...school,
      id,
      ...(logo ? { logo: image(logo) } : {}),
      ...(period ? { period } : {}),
      ...(endOnly ? { endOnly } : {}),
      ...gpa,
      ...(description === undefined ? {} : { descriptionHtml: html(description, `school-${id}-`) }),
    }),
  );
}

/** The projects by `order`, then title, each with its pictures and its description as HTML. */
function emitProjects(projects: Derived["projects"], image: EmitImage, html: ToHtml): SiteProject[] {
  return projects
    .map((project) => ({ ...project, order: project.value.order ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.order - b.order || a.sortTitle.localeCompare(b.sortTitle))
    .map(
      ({
        id,
        body,
        period,
        sortTitle: _sortTitle,
        value: { order: _order, images: gallery, date: _d, start: _s, end: _e, tags: _t, ...project },
      }) => ({
        ...project,
        id,
        ...(period ? { period } : {}),
        images: gallery.map(image),
        descriptionHtml: html(body, `project-${id}-`),
      }),
    );
}

/** The About page: its sections' text as HTML, with their pictures. */
function emitAbout(
  about: About,
  sections: Derived["aboutSections"],
  image: EmitImage,
  html: ToHtml,
): SiteAbout {
  return {
    title: about.title,
    sections: (sections ?? []).map(({ id, value: section }) => ({
      id,
      heading: section.heading,
      html: html(section.body, `about-${id}-`),
      images: section.images.map(image),
    })),
  };
}

/** sections.yaml's sections, each entry's text as HTML. */
function emitSections(sections: Derived["resumeSections"], html: ToHtml): SiteSection[] {
  return sections.map(({ id, kind, title, entries }) => ({
    id,
    kind,
    title,
    entries: entries.map(({ at: _at, sortKey: _sortKey, markdown, ...entry }) => ({
      ...entry,
      ...(markdown ? { html: html(markdown, `${entry.id}-`) } : {}),
    })),
  }));
}

/**
 * "+351 912 345 678" → "tel:+351912345678", "(+49) 157-3040" → "tel:+491573040": the digits and
 * the country code's plus (RFC 3966 needs no spaces).
 */
export function telHref(number: string): string {
  return `tel:${/^\(?\+/.test(number.trim()) ? "+" : ""}${number.replace(/\D/g, "")}`;
}

/**
 * The published site's address as the base of its files' absolute URLs: a folder, ending in
 * a slash ("https://ada.github.io/folio" is the folder folio/, not a file in the root; a
 * page's name, a query and a fragment are dropped).
 */
export function siteAddress(url: string): string {
  const address = new URL(url);
  address.search = "";
  address.hash = "";
  const last = address.pathname.split("/").at(-1) ?? "";
  if (/\.html?$/i.test(last)) address.pathname = address.pathname.slice(0, -last.length);
  else if (!address.pathname.endsWith("/")) address.pathname += "/";
  return address.href;
}

/** True when each of A and B is assignable to the other. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when A and B are the same type: the same fields (optional ones too), of the same types. */
type Same<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;
/** A type error unless T is true. */
type Holds<T extends true> = T;

/**
 * What the schema gives equals what src/shared/compiled-content.ts declares, but for the fields the
 * compiler adds or turns into others: a type error here means the two have drifted apart.
 */
export type SchemaMatchesCompiledContent = [
  Holds<Same<Image, ContentImage>>,
  Holds<Same<ProjectImage, Omit<SiteProjectImage, "width" | "height" | "sources" | "fallback">>>,
  Holds<
    Same<
      Omit<Profile, "photo" | "summary" | "hardSkills" | "profiles" | "phone">,
      Omit<
        SiteProfile,
        "photo" | "summaryHtml" | "hardSkills" | "profiles" | "phone" | "nameRuby" | "latinNameBeside"
      >
    >
  >,
  Holds<Same<Pick<Job, "company" | "url" | "location">, Omit<SiteJob, "id" | "logo" | "period" | "roles">>>,
  Holds<
    Same<
      // A role of several has its position; a job's one role may not (DerivedRole).
      Omit<Role, "start" | "end" | "summary" | "tags" | "highlights" | "position"> & { position?: string },
      Omit<SiteRole, "id" | "period" | "summaryHtml" | "highlights">
    >
  >,
  Holds<
    Same<
      Omit<School, "logo" | "start" | "end" | "description" | "tags">,
      Omit<SiteSchool, "id" | "logo" | "period" | "endOnly" | "descriptionHtml" | "gpaLabel" | "gpaScore">
    >
  >,
  Holds<
    Same<
      Omit<Project, "id" | "images" | "order" | "date" | "start" | "end" | "tags">,
      Omit<SiteProject, "id" | "images" | "descriptionHtml" | "period">
    >
  >,
  Holds<Same<Omit<About, "sections">, Omit<SiteAbout, "sections">>>,
];
