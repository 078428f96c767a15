import type { SiteLanguage, SiteSettings } from "./compiled-content.ts";
import { paths } from "./screens.ts";

/** The resume as JSON Resume, beside index.html (scripts/interop/json-resume/export.ts). */
export const RESUME_JSON = "resume.json";

/**
 * The resume as plain text, beside index.html (scripts/site/share/resume-text.ts): for the
 * job-application forms that ask to paste one. Each language's is `languageFile(RESUME_TEXT, site)`.
 */
export const RESUME_TEXT = "resume.txt";

/** The printed resume, beside index.html once `npm run pdf` has written it (scripts/site/pdf.ts). */
export const RESUME_PDF = "resume.pdf";

/**
 * The <template> that holds the built page's link to RESUME_PDF: inert (no link, nothing shown)
 * until `npm run pdf` writes the PDF and takes the link out of it.
 */
export const RESUME_PDF_TEMPLATE = "resume-pdf-link";

/** The query parameter that holds the open project on the Projects page. */
export const PROJECT_PARAM = "project";

/** The Projects page with one project's dialog open: /projects?project=<id>. */
export function projectPath(id: string) {
  return `${paths.projects}?${new URLSearchParams({ [PROJECT_PARAM]: id })}`;
}

/**
 * The site's languages, when it has several: the default first, each with its page's folder
 * from the default's ("" for the default, "pt-pt/" for another). Absent on a site in one language.
 */
export function siteLanguages(site: SiteSettings): SiteLanguage[] | undefined {
  return site.languages && site.languages.length > 1 ? site.languages : undefined;
}

/** The folder of the page of `site`'s language, from the default language's: "" or "pt-pt/". */
export function pagePath(site: SiteSettings): string {
  return siteLanguages(site)?.find((language) => language.lang === site.lang)?.path ?? "";
}

/** The way from a page in the folder `path` ("pt-pt/") back to the site's own folder: "../"; "" from the default's. */
export function upToSite(path: string): string {
  return "../".repeat(path.split("/").filter(Boolean).length);
}

/**
 * A file of the site for the language of `site`: `resume.pdf` for the default language (and
 * the only one), `resume.pt-PT.pdf` for another, beside it in the site's own folder.
 */
export function languageFile(file: string, site: SiteSettings): string {
  const languages = siteLanguages(site);
  if (!languages || languages[0]?.lang === site.lang) return file;
  return taggedFile(file, site.lang);
}

/** The rule of every language's file name: `file` with the language's tag before its extension ("resume.pt-PT.pdf"). */
export function taggedFile(file: string, lang: string): string {
  const dot = file.lastIndexOf(".");
  return `${file.slice(0, dot)}.${lang}${file.slice(dot)}`;
}
