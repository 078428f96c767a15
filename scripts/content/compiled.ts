/**
 * The shape of the compiled content the site imports (src/generated/content-*.json, one file
 * per route; content.json holds it all, for tools and tests).
 * Derived from the schema's types: the compiler adds ids, display dates, image sizes and
 * URLs, and turns Markdown into sanitised HTML. Type-only: safe to import from src/.
 */
import type { About, Image, Job, Profile, Project, ProjectImage, School } from "./schema.ts";

/** An image ready for <img>: a URL relative to the site root and its intrinsic size. */
export type SiteImage = Image & {
  width: number;
  height: number;
  /** Responsive variants for <picture>, the smallest file format first; `src` is the fallback. */
  sources?: { type: "image/avif" | "image/webp"; srcset: string }[];
};
export type SiteProjectImage = ProjectImage & SiteImage;

/** A period, e.g. { start: "2024-08", end: null, display: "Aug 2024 – Present" }. */
export type Period = { start: string; end: string | null; display: string };

export type SiteProfile = Omit<Profile, "photo" | "summary" | "hardSkills"> & {
  photo: SiteImage;
  summaryHtml: string;
  hardSkills: { id: string; title: string; lists: { title?: string; items: string[] }[] }[];
};

export type SiteJob = Omit<Job, "logo" | "start" | "end" | "summary"> & {
  id: string;
  logo: SiteImage;
  period: Period;
  summaryHtml?: string;
};

export type SiteSchool = Omit<School, "logo" | "start" | "end" | "description"> & {
  id: string;
  logo: SiteImage;
  period: Period;
  descriptionHtml: string;
};

export type SiteProject = Omit<Project, "images" | "order"> & {
  /** Slug of the title, unique; used in #/projects?project=<id>. */
  id: string;
  images: SiteProjectImage[];
  descriptionHtml: string;
};

export type SiteAbout = Omit<About, "sections"> & {
  sections: { id: string; heading: string; html: string; images: SiteImage[] }[];
};

export type SiteContent = {
  profile: SiteProfile;
  /** Newest first. */
  experience: SiteJob[];
  /** Newest first. */
  education: SiteSchool[];
  /** By `order`, then title. */
  projects: SiteProject[];
  about: SiteAbout;
};

/** The content of each route, in its own file so a route's chunk holds only what it shows. */
export type RouteContent = {
  /** The resume, and the owner's name and email the layout shows on every route. */
  resume: Pick<SiteContent, "profile" | "experience" | "education">;
  projects: Pick<SiteContent, "projects">;
  about: Pick<SiteContent, "about">;
};
