/**
 * What the built page tells search engines, link previews and browsers about its owner:
 * head tags (title, description, canonical, Open Graph, Twitter card), JSON-LD, the web
 * manifest and robots.txt. All of it from the compiled content; pure functions.
 */
import type { SiteContent, SiteProfile } from "../../../src/shared/compiled-content.ts";
import { COLOUR_TOKENS } from "../../../src/shared/design-tokens.ts";
import { localeOf } from "../../../src/shared/locale.ts";
import { monogramInitials } from "../../../src/shared/monogram.ts";
import { languageFile, pagePath, RESUME_JSON, siteLanguages, upToSite } from "../../../src/shared/paths.ts";
import { entriesOf, excerpt, siteFileUrl, startAndEnd } from "../../interop/json-resume/export.ts";
import { escapeHtml, htmlToText } from "../../lib/html-text.ts";

export const OG_IMAGE = { file: "og-image.png", width: 1200, height: 630 } as const;
export const MANIFEST_FILE = "manifest.webmanifest";
/** The monogram favicon; the PNG icons below are the same drawing. */
export const FAVICON_FILE = "favicon.svg";
export const APPLE_TOUCH_ICON = { file: "apple-touch-icon.png", size: 180 } as const;
export const MANIFEST_ICONS = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
] as const;

/** The site's --bg (light and dark) and --accent (src/shared/design-tokens.ts). */
export const COLOURS = {
  background: COLOUR_TOKENS.light.bg,
  backgroundDark: COLOUR_TOKENS.dark.bg,
  accent: COLOUR_TOKENS.light.accent,
} as const;

/** The light theme's accent colours (the site's own), or the owner's from site.yaml: icons, og:image, manifest. */
export function accentColours(content: SiteContent): {
  accent: string;
  accentText: string;
  accentSoft: string;
} {
  const light = content.site.theme?.light;
  return light
    ? { accent: light.accent, accentText: light.accent, accentSoft: light.accentSoft }
    : {
        accent: COLOUR_TOKENS.light.accent,
        accentText: COLOUR_TOKENS.light["accent-text"],
        accentSoft: COLOUR_TOKENS.light["accent-soft"],
      };
}

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** The name and job title, joined by `between`; the name alone for an owner who gives no title. */
function nameAndLabel({ name, label }: SiteProfile, between: string): string {
  return label ? `${name}${between}${label}` : name;
}

export function pageTitle(content: SiteContent): string {
  return nameAndLabel(content.profile, " · ");
}

export function pageDescription(content: SiteContent): string {
  const { summaryHtml } = content.profile;
  // Without a summary: who the owner is, as the page's title says it.
  return excerpt(
    summaryHtml ? htmlToText(summaryHtml) : nameAndLabel(content.profile, ", "),
    DESCRIPTION_LENGTH,
  );
}

/** The dev server's favicon tag; relative, like every URL of the site, so it works at any sub-path. */
export const FAVICON_TAG = `<link rel="icon" href="${FAVICON_FILE}" type="image/svg+xml" />`;

/**
 * The built page's favicon tag: the SVG itself, as a data URL, so the browser makes no
 * request for it while the first view loads (favicon.svg is in the build as well).
 */
export function inlineFaviconTag(svg: string): string {
  return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`;
}

/**
 * Where the built page keeps the tags it adds only once the app has started (src/start.tsx
 * moves them into <head>): the web manifest, which the browser would otherwise fetch, with
 * an icon, while the first view is still loading.
 */
export const AFTER_PAINT_ID = "after-paint";

/** The address of the page in `content`'s language: profile.url, or its folder there ("…/pt-pt/"); none without profile.url. */
export function pageUrl(content: SiteContent): string | undefined {
  const siteUrl = content.profile.url;
  return siteUrl ? new URL(pagePath(content.site), siteUrl).href : undefined;
}

/**
 * A language tag as Open Graph writes a locale, language_TERRITORY, with the language's likely
 * territory when the tag names none: "pt-PT" → "pt_PT", "en" → "en_US", "ar" → "ar_EG". Given a
 * page's locale (site.yaml's `regions`: "fr-CA"), its region: "fr_CA".
 */
export function ogLocale(lang: string): string {
  const { language, region } = new Intl.Locale(lang).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The tags of a page of a site in several languages (none on a site in one): its alternate in
 * each language and the default as `x-default`, and its locale and the others' for link
 * previews. Addresses are absolute with profile.url, else relative to the site's folder (the
 * prerender rebases those of a page in a folder under it).
 */
function languageTags(content: SiteContent, meta: (name: string, value: string) => string): string[] {
  const languages = siteLanguages(content.site);
  if (!languages) return [];
  // A variant's page is unlisted: no search engine is told of it, nor of its languages.
  if (content.site.variant) return [meta("og:locale", ogLocale(localeOf(content.site)))];
  const siteUrl = content.profile.url;
  const href = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path || "./");
  const alternate = (lang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href(path))}" />`;
  return [
    ...languages.map(({ lang, path }) => alternate(lang, path)),
    alternate("x-default", languages[0]?.path ?? ""),
    meta("og:locale", ogLocale(localeOf(content.site))),
    ...languages
      .filter(({ lang }) => lang !== content.site.lang)
      .map((language) => meta("og:locale:alternate", ogLocale(localeOf(language)))),
  ];
}

/**
 * The <head> tags, as HTML. Without profile.url the page has no canonical link and its
 * og:image is relative, which some link previews ignore: set profile.url for those.
 */
export function headTags(content: SiteContent, faviconSvg: string): string {
  const { profile } = content;
  const url = pageUrl(content);
  const title = pageTitle(content);
  const description = pageDescription(content);
  const image = siteFileUrl(languageFile(OG_IMAGE.file, content.site), profile.url);
  const imageAlt = nameAndLabel(profile, ", ");
  const meta = (key: "name" | "property", name: string, value: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;
  const lines = [
    meta("name", "description", description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : "",
    meta("property", "og:type", "profile"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    url ? meta("property", "og:url", url) : "",
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(OG_IMAGE.width)),
    meta("property", "og:image:height", String(OG_IMAGE.height)),
    meta("property", "og:image:alt", imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", imageAlt),
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${COLOURS.background}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${COLOURS.backgroundDark}" />`,
    inlineFaviconTag(faviconSvg),
    `<template id="${AFTER_PAINT_ID}"><link rel="manifest" href="${MANIFEST_FILE}" /></template>`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.file}" />`,
    // The resume as data, in this page's language, for the tools that read JSON Resume.
    `<link rel="alternate" type="application/json" href="${escapeHtml(siteFileUrl(languageFile(RESUME_JSON, content.site), profile.url))}" title="JSON Resume" />`,
    // Data, not script: the CSP's script-src does not apply to it.
    `<script type="application/ld+json">${jsonForScript(jsonLd(content))}</script>`,
    ...languageTags(content, (name, value) => meta("property", name, value)),
    ...variantTags(content, (name, value) => meta("name", name, value)),
  ];
  return lines.filter(Boolean).join("\n    ");
}

/**
 * The tags of a variant's page (none on the public site's): kept out of search engines' indexes
 * (it is linked from nowhere, and sent to one reader).
 */
function variantTags(content: SiteContent, meta: (name: string, value: string) => string): string[] {
  return content.site.variant ? [meta("robots", "noindex")] : [];
}

/** JSON inside <script>: "</script>" or "<!--" in the text must not end or change the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The further sections (content/sections.yaml) that schema.org gives a Person a property for:
 * certifications as credentials, awards as text ("Best Student Paper, Harbor Systems Conference
 * (2022)"), talks as events the owner performed in, volunteering as an organisation the owner
 * was a member of in a role (schema.org's Role pattern: the role, with its dates, stands between
 * the Person and the Organization). Publications, interests and the owner's own sections have
 * no property on Person, and are left out.
 */
function furtherSections(content: SiteContent) {
  const url = (value: string | undefined) => (value ? { url: value } : {});
  const hasCredential = entriesOf(content, "certifications").map((entry) => ({
    "@type": "EducationalOccupationalCredential",
    name: entry.title,
    credentialCategory: "certification",
    ...(entry.subtitle ? { recognizedBy: { "@type": "Organization", name: entry.subtitle } } : {}),
    ...(entry.period ? { dateCreated: entry.period.start } : {}),
    ...url(entry.url),
  }));
  const award = entriesOf(content, "awards").map((entry) => {
    const year = entry.period ? ` (${entry.period.start.slice(0, 4)})` : "";
    return `${[entry.title, entry.subtitle].filter(Boolean).join(", ")}${year}`;
  });
  const performerIn = entriesOf(content, "talks").map((entry) => ({
    "@type": "Event",
    name: entry.title,
    ...startAndEnd(entry.period),
    ...(entry.location ? { location: { "@type": "Place", name: entry.location } } : {}),
    ...(entry.subtitle ? { superEvent: { "@type": "Event", name: entry.subtitle } } : {}),
    ...url(entry.url),
  }));
  const memberOf = entriesOf(content, "volunteering").map((entry) => ({
    "@type": "OrganizationRole",
    ...(entry.subtitle ? { roleName: entry.subtitle } : {}),
    ...startAndEnd(entry.period),
    memberOf: { "@type": "Organization", name: entry.title, ...url(entry.url) },
  }));
  return {
    ...(hasCredential.length > 0 ? { hasCredential } : {}),
    ...(award.length > 0 ? { award } : {}),
    ...(performerIn.length > 0 ? { performerIn } : {}),
    ...(memberOf.length > 0 ? { memberOf } : {}),
  };
}

/**
 * schema.org ProfilePage whose main entity is the owner, a Person: the page of `content`'s
 * language (its address, its language), about the one Person of every language's page.
 */
export function jsonLd(content: SiteContent) {
  const { profile } = content;
  const siteUrl = profile.url;
  const page = pageUrl(content);
  // A relative address is read from the page: from a page in a folder under the site's, back up.
  const fileUrl = (file: string) =>
    siteFileUrl(siteUrl ? file : `${upToSite(pagePath(content.site))}${file}`, siteUrl);
  const knowsAbout = [
    ...new Set(profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items))),
  ];
  // Current work at an organisation: work without a company names none.
  const worksFor = content.experience
    .filter((job) => job.period.end === null && job.company !== undefined)
    .map((job) => ({ "@type": "Organization", name: job.company, ...(job.url ? { url: job.url } : {}) }));
  const alumniOf = [...new Map(content.education.map((school) => [school.institution, school])).values()].map(
    (school) => ({
      "@type": "EducationalOrganization",
      name: school.institution,
      ...(school.url ? { url: school.url } : {}),
    }),
  );
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    name: pageTitle(content),
    inLanguage: content.site.lang,
    ...(page ? { url: page } : {}),
    mainEntity: {
      "@type": "Person",
      ...(siteUrl ? { "@id": `${siteUrl}#person`, url: siteUrl } : {}),
      name: profile.name,
      ...alternateNames(profile),
      ...(profile.label ? { jobTitle: profile.label } : {}),
      description: pageDescription(content),
      ...(profile.email ? { email: profile.email } : {}),
      ...(profile.phone ? { telephone: profile.phone.number } : {}),
      ...(profile.location ? { address: profile.location } : {}),
      ...(profile.photo ? { image: fileUrl(profile.photo.fallback ?? profile.photo.src) } : {}),
      sameAs: profile.profiles.map((link) => link.url),
      ...(worksFor.length > 0 ? { worksFor: worksFor.length === 1 ? worksFor[0] : worksFor } : {}),
      // One organisation per school, however many degrees it gave.
      ...(alumniOf.length > 0 ? { alumniOf } : {}),
      knowsAbout,
      ...(profile.languages ? { knowsLanguage: profile.languages.map((item) => item.language) } : {}),
      ...furtherSections(content),
    },
  };
}

/** The other forms of the owner's name it gives (its Latin form, its reading), each once and not the name: `alternateName`. */
function alternateNames({ name, latinName, reading }: SiteProfile): { alternateName?: string | string[] } {
  const others = [...new Set([latinName, reading])].filter((one): one is string => !!one && one !== name);
  return others.length === 0 ? {} : { alternateName: others.length === 1 ? others[0] : others };
}

/** A short name for home screens: the first name when it is short enough, else the monogram's initials. */
export function shortName(name: string): string {
  const first = name.split(/\s+/).find(Boolean) ?? name;
  return first.length <= 12 ? first : monogramInitials(name);
}

export function webManifest(content: SiteContent) {
  const { profile } = content;
  return {
    name: pageTitle(content),
    short_name: shortName(profile.name),
    lang: content.site.lang,
    description: pageDescription(content),
    // Relative to the manifest, which sits in the site's folder: the site's address wherever it
    // is served. An absolute profile.url here would be ignored, with a console warning, on any
    // other origin (a local preview, a custom domain).
    start_url: "./",
    scope: "./",
    display: "minimal-ui",
    background_color: COLOURS.background,
    theme_color: accentColours(content).accent,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}

/** Everything may be crawled; the site has no private pages. */
export function robotsTxt(): string {
  return "User-agent: *\nAllow: /\n";
}
