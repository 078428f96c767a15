/**
 * The shape of the compiled content the site imports (src/generated/content.json), shared by
 * the compiler in scripts/ and the site. Plain types with no import: the site imports nothing
 * from scripts/ (biome.json forbids it). The compiler checks at type-check time that these
 * match what its schema gives (scripts/compiler/passes/emit.ts), so the two cannot drift apart.
 *
 * The compiler adds ids, dates split into their parts and labels, image sizes and URLs, and
 * turns Markdown into sanitised HTML: the site renders these values and parses none.
 */

import type { Look } from "./looks";
import type { TypedKind } from "./resume-sections";
import type { TextDirection } from "./text-direction";
import type { Words } from "./words";

/** An image as written in the content: a path under content/ and its alt text. */
export type ContentImage = { src: string; alt: string };

/**
 * An image ready for <img>: its intrinsic size, its variants, and `src`, the original's URL
 * relative to the site root (the dev server serves it; the built site does not publish it).
 */
export type SiteImage = ContentImage & {
  width: number;
  height: number;
  /** Responsive variants for <picture>, the smallest file format first. */
  sources?: { type: "image/avif" | "image/webp"; srcset: string }[];
  /** The <img>'s own src, for a browser that takes none of the sources: the widest WebP variant. */
  fallback?: string;
};
export type SiteProjectImage = SiteImage & { caption?: string };

/**
 * A period, ready to show, e.g. { start: "2024-08", end: null, startLabel: "Aug 2024",
 * endLabel: "Present", display: "Aug 2024 – Present" }. `start` and `end` are the dates as
 * written (YYYY or YYYY-MM, for a machine-readable <time>); `end` is null for a current one.
 */
export type Period = {
  start: string;
  end: string | null;
  startLabel: string;
  endLabel: string;
  display: string;
};

export type SiteProfile = {
  /** In the page's language, where its translation gives it; else as the original writes it. */
  name: string;
  /** How the name is read (furigana), as written beside it: JSON-LD's alternateName, resume.txt. */
  reading?: string;
  /** The name in Latin letters, as written: JSON-LD's alternateName. */
  latinName?: string;
  /**
   * On a Japanese page whose name has a reading: the name in its parts, each word with its
   * reading over it (the spaces between them without), or the whole name with the whole reading.
   */
  nameRuby?: NamePart[];
  /**
   * On a Chinese, Japanese or Korean page whose name is not in Latin letters: the Latin form to
   * show beside it, in its own language ("ja-Latn" for a Japanese name).
   */
  latinNameBeside?: { text: string; lang: string };
  /** The job title under the name; absent without one: the name then stands alone. */
  label?: string;
  /** Absent without one: the header and footer show no email link. */
  email?: string;
  /** Where the owner lives or works from, as written, e.g. "Lisbon, Portugal". */
  location?: string;
  /** A phone number to show, as written, and its tel: link (e.g. "tel:+351912345678"). */
  phone?: { number: string; href: string };
  /** The published site's address, as a folder ending in a slash. */
  url?: string;
  /** `url` as written, or made from `username` on a network the compiler knows. */
  profiles: { network: string; url: string; username?: string }[];
  /** Absent when the owner lists none: the Resume then shows no Soft Skills section. */
  softSkills?: string[];
  /** Absent when the owner lists none: the Resume then shows no Languages section. */
  languages?: { language: string; fluency?: string }[];
  /** Absent without a photo: the Resume shows the owner's initials instead. */
  photo?: SiteImage;
  /** Absent without a summary: the Resume shows no Profile section. */
  summaryHtml?: string;
  /** Empty without hard skills: the Resume shows no Hard Skills section. */
  hardSkills: {
    id: string;
    title: string;
    lists: { title?: string; items: string[] }[];
    /** The last group's: the projects' technologies the owner's groups do not list (scripts/compiler/project-skills.ts). */
    fromProjects?: true;
  }[];
};

/** A word of the owner's name, or the space between two, and its reading, set over it. */
export type NamePart = { text: string; reading?: string };

/** A job at a company: one role, or several shown under the company's name. */
export type SiteJob = {
  id: string;
  /** Absent for a job of one role given its position alone (freelance work): nothing shows in its place. */
  company?: string;
  url?: string;
  location?: string;
  /** Absent without a logo: the Resume shows the company's initials instead. */
  logo?: SiteImage;
  /** From the first role's start to the last one's end. */
  period: Period;
  /** Newest first; one for most jobs. */
  roles: SiteRole[];
};

export type SiteRole = {
  /** The job's id for a job of one role; unique in the page. */
  id: string;
  /** Absent for a job of one role given its company alone: nothing shows in its place. */
  position?: string;
  /** Empty for a role given a summary alone. */
  highlights: string[];
  period: Period;
  summaryHtml?: string;
};

export type SiteCourseGroup = {
  category: string;
  /** A course without a number shows its title alone. */
  courses: { number?: string; title: string; url?: string }[];
};

export type SiteSchool = {
  id: string;
  institution: string;
  url?: string;
  location?: string;
  /** Absent for a school given none: the Resume shows its name, dates and GPA without it. */
  degree?: string;
  gpa?: number;
  gpaScale: number;
  /** When there is a gpa: as the resume shows it, e.g. "GPA: 3.8" or "GPA: 4.2 / 5". */
  gpaLabel?: string;
  /** When there is a gpa: as JSON Resume's `score` holds it, e.g. "3.8" or "4.2/5". */
  gpaScore?: string;
  courses?: SiteCourseGroup[];
  /** Absent without a logo: the Resume shows the school's initials instead. */
  logo?: SiteImage;
  /**
   * Absent for a school given no dates: the Resume shows no date line. For one given its end
   * alone (when it was completed), that one date, start and end alike (it shows alone), and
   * `endOnly`.
   */
  period?: Period;
  /** A school given its end alone: JSON Resume's endDate without a startDate. */
  endOnly?: true;
  /** Absent without a description: the Resume shows the degree and dates alone. */
  descriptionHtml?: string;
};

export type SiteProject = {
  /** Slug of the title, unique; used in #/projects?project=<id>. */
  id: string;
  title: string;
  skills: { front: string[]; back: string[]; other: string[] };
  /** Empty when there are none: the dialog shows no Personal Achievements part. */
  achievements: { title: string; description: string }[];
  /** What kind of project it is, who it was for or with, and the owner's roles on it. */
  type?: string;
  entity?: string;
  roles?: string[];
  /** Empty for a project without pictures: its card and dialog show its text alone. */
  images: SiteProjectImage[];
  descriptionHtml: string;
  /** Links to the project (live site, source code…), in the order written. */
  links?: { label: string; url: string }[];
  /** When it was done: one date (start and end equal) or a period; absent when the content gives none. */
  period?: Period;
};

export type SiteAbout = {
  title: string;
  sections: { id: string; heading: string; html: string; images: SiteImage[] }[];
};

/** The kinds of the Resume's further sections (content/sections.yaml; src/shared/resume-sections.ts). */
export type SectionKind = TypedKind | "custom";

/** An author of a publication, as written; `owner` when it is the site's owner. */
export type EntryAuthor = { name: string; owner?: true };

/**
 * An entry of a further section, whatever its kind, as the Resume shows it: a title (linked
 * when there is a url), a line under it, when and where, then text, bullet points or chips.
 * Which field of the content each one holds depends on the kind (see emit.ts), e.g. for a
 * certification `title` is its name and `subtitle` its issuer.
 */
export type SiteEntry = {
  /** Unique in the page. */
  id: string;
  title: string;
  /** A publication's authors in its order, the owner marked (scripts/compiler/author-names.ts). */
  authors?: EntryAuthor[];
  /** A publication's kind, in the site's words ("Journal article"). */
  type?: string;
  subtitle?: string;
  url?: string;
  location?: string;
  /** One date (start and end equal, `display` the date alone) or a period. */
  period?: Period;
  html?: string;
  highlights?: string[];
  keywords?: string[];
};

/** A further section of the Resume: its name in the layout (`id`), heading and entries. */
export type SiteSection = {
  /** "certifications", …, or a custom section's title as a name ("Open source" → "open-source"). */
  id: string;
  kind: SectionKind;
  /** The heading: the interface word of its kind, or a custom section's title. */
  title: string;
  /** Newest first for the dated kinds; interests and custom sections in the order written. */
  entries: SiteEntry[];
};

/** The Resume's sections by name, each in the columns and phone order the site shows them in. */
export type ResumeLayout = {
  /** The narrow column of a wide screen, top to bottom. */
  side: string[];
  /** The wide column, top to bottom. */
  main: string[];
  /** Every section of side and main, in their order on a phone. */
  phone: string[];
};

/** One theme's accent colours, as #rrggbb: each passes WCAG AA as text on the theme's backgrounds. */
export type SitePalette = { accent: string; accentSoft: string; onAccent: string };

/** The owner's accent colour, worked out for the light and the dark theme. */
export type SiteTheme = { light: SitePalette; dark: SitePalette };

/** The site's language and interface words (src/shared/words.ts), and the owner's colours. */
export type SiteSettings = {
  /** A BCP 47 language tag, canonical: "en", "es", "pt-BR". */
  lang: string;
  /**
   * `lang` with the region site.yaml's `regions` gives it ("fr-CA"): numbers, lists, dates and the
   * link previews' locale follow it (src/shared/locale.ts). Absent without one: `lang` stands.
   */
  locale?: string;
  /** The direction the language is written in (src/shared/text-direction.ts): "rtl" mirrors the layout. */
  dir: TextDirection;
  /** The paper `npm run pdf` prints on without --paper (site.yaml's `paper`); absent: A4. */
  paper?: "a4" | "letter";
  /** Every word of the interface, the owner's own laid over the language's table. */
  words: Words;
  /** Absent when the content sets no accent: the stylesheet's own colours stand. */
  theme?: SiteTheme;
  /**
   * The look site.yaml's `theme.look` chooses (src/shared/looks.ts), whose stylesheet the build
   * lays over the site's own (scripts/vite/look-styles.ts). Absent for the default look.
   */
  look?: Look;
  /**
   * The texts this page shows in the site's default language, `lang`, because its translation
   * leaves them out, each by its key (textKey, src/shared/untranslated.ts): each carries that
   * `lang`. Absent on the default language's page, and on a page whose translation is whole.
   */
  untranslated?: { lang: string; keys: string[] };
  /**
   * Every language of a site in several (site.yaml's `languages`), the default first and this
   * one among them; absent on a site in one language, which has no switcher and no alternates.
   */
  languages?: SiteLanguage[];
  /**
   * The variant of the resume this page is (site.yaml's `variants`): an unlisted page of its own
   * under the site's folder (`v/<name>/`, and each language's under it), never indexed nor linked
   * from the public pages. Absent on the public site's pages.
   */
  variant?: SiteVariant;
};

/** The variant of the resume a page is. */
export type SiteVariant = {
  /** Its name in site.yaml: its page's folder (`v/backend/`) and its files' tag (`resume.backend.pdf`). */
  name: string;
  /** How many pages its PDF should fit on (site.yaml's `pages`); absent when it sets none. */
  pages?: number;
};

/** One language of a site in several: its own site, for the switcher and the alternates. */
export type SiteLanguage = {
  /** A BCP 47 tag, canonical: "en", "pt-BR". */
  lang: string;
  /** Its locale, when site.yaml's `regions` gives the language one (SiteSettings.locale). */
  locale?: string;
  /** The language's name in that language ("Português", "العربية"), for the switcher. */
  name: string;
  /** Where its site is, from the default language's: "" for the default, "pt-br/" for another. */
  path: string;
};

export type SiteContent = {
  site: SiteSettings;
  profile: SiteProfile;
  /** Newest first. */
  experience: SiteJob[];
  /** Newest first; empty without education.yaml. */
  education: SiteSchool[];
  /** By `order`, then title; empty without projects: the site then has no Projects screen. */
  projects: SiteProject[];
  /** Absent without about.yaml: the site then has no About screen. */
  about?: SiteAbout;
  /** The further sections that have entries, in the order of content/sections.yaml. */
  sections: SiteSection[];
  /** Where each Resume section with something to show goes; empty ones are left out. */
  layout: ResumeLayout;
};
