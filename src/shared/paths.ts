import type { SiteLanguage, SiteSettings } from "./compiled-content.ts";
import { paths } from "./screens.ts";

/** The resume as JSON Resume, beside index.html (scripts/interop/json-resume/export.ts). */
export const RESUME_JSON = "resume.json";

/**
 * The resume as plain text, beside index.html (scripts/vite/share/resume-text.ts): for the
 * job-application forms that ask to paste one. Each language's is `languageFile(RESUME_TEXT, site)`.
 */
export const RESUME_TEXT = "resume.txt";

/**
 * The resume as Markdown (CommonMark), beside index.html (scripts/vite/share/resume-markdown.ts),
 * for the tools that take it. Each page's is `languageFile(RESUME_MARKDOWN, site)`.
 */
export const RESUME_MARKDOWN = "resume.md";

/**
 * The resume as a Word file, beside index.html (scripts/vite/share/resume-word.ts), for the
 * application portals that take no PDF. Each page's is `languageFile(RESUME_WORD, site)`.
 */
export const RESUME_WORD = "resume.docx";

/** The printed resume, beside index.html once `npm run pdf` has written it (scripts/pdf/pdf.ts). */
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

/** The folder of the variants' pages in the site's (`v/backend/`): no language's tag starts so. */
export const VARIANTS_FOLDER = "v/";

/** The folder of `site`'s variant's pages in the site's folder: "v/backend/"; "" on the public site's pages. */
export function variantPath(site: SiteSettings): string {
  return site.variant ? `${VARIANTS_FOLDER}${site.variant.name}/` : "";
}

/**
 * The folder of the page of `site`, from the site's own folder: "" for the default language's,
 * "pt-pt/" for another's, and under its variant's folder on a variant's page ("v/backend/pt-pt/").
 */
export function pagePath(site: SiteSettings): string {
  return (
    variantPath(site) + (siteLanguages(site)?.find((language) => language.lang === site.lang)?.path ?? "")
  );
}

/** The way from a page in the folder `path` ("pt-pt/") back to the site's own folder: "../"; "" from the default's. */
export function upToSite(path: string): string {
  return "../".repeat(path.split("/").filter(Boolean).length);
}

/**
 * A file of the site for the page of `site`, in the site's own folder: `resume.pdf` for the
 * default language's (and the only one's), `resume.pt-PT.pdf` for another's; on a variant's page
 * with its name first, `resume.backend.pdf` and `resume.backend.pt-PT.pdf`.
 */
export function languageFile(file: string, site: SiteSettings): string {
  const languages = siteLanguages(site);
  const tags = [
    ...(site.variant ? [site.variant.name] : []),
    ...(languages && languages[0]?.lang !== site.lang ? [site.lang] : []),
  ];
  return taggedFile(file, ...tags);
}

/**
 * The rule of every page's file name: `file` with the tags (a variant's name, a language's tag)
 * before its extension, in order ("resume.pt-PT.pdf", "resume.backend.pt-PT.pdf").
 */
export function taggedFile(file: string, ...tags: string[]): string {
  const dot = file.lastIndexOf(".");
  return `${file.slice(0, dot)}${tags.map((tag) => `.${tag}`).join("")}${file.slice(dot)}`;
}
