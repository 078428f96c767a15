import type { ResumeLayout, SiteContent } from "./compiled-content";
import { pagePath, siteLanguages, upToSite, variantPath } from "./paths.ts";
import { type ScreenName, screensOf } from "./screens.ts";
import type { TextDirection } from "./text-direction";
import { textKey } from "./untranslated.ts";
// With its extension: the Vite config loads this module too (through scripts/vite/page-assembly.ts).
import { type ScriptWords, scriptWords } from "./words.ts";

/**
 * What the script in the browser needs to know about the content: ids, counts and the titles
 * it writes itself (the tab's title, a dialog's title). The prerendered page holds everything
 * else, so the content's text never travels twice (see src/components/static.tsx).
 */
export type PageData = {
  /** The owner's name, for the tab's title and the top bar. */
  name: string;
  /** The name's own `lang`, where the page shows it untranslated in letters of another script (src/shared/untranslated.ts). */
  nameLang?: string;
  /** The hard-skill groups of the Resume's accordion. */
  skillGroups: string[];
  /** Each school, and whether it has a course list (an accordion). */
  schools: { id: string; courses: boolean }[];
  /** Each project, for its dialog. */
  projects: ProjectSummary[];
  /**
   * The screens the site has, in the navigation's order (src/shared/screens.ts): Projects only
   * with projects, About only with an About page (any other address shows Not Found).
   */
  screens: Exclude<ScreenName, "not-found">[];
  /** The Resume's sections with something to show, by column and in the phone's order. */
  layout: ResumeLayout;
  /** The interface words the script renders itself (src/shared/words.ts SCRIPT_WORDS), in the site's language. */
  words: ScriptWords;
  /** The language's direction: a right-to-left gallery moves the other way. */
  dir: TextDirection;
  /** A site in several languages: the switcher to the page in each. Absent on a site in one language. */
  languages?: LanguageSwitch;
};

/** The header's switcher between the site's languages (src/components/language-switcher.tsx). */
export type LanguageSwitch = {
  /** What screen readers call it, in this page's language (the word `language`). */
  label: string;
  /** Every language, the default first: its page from this one, and whether it is this one. */
  links: { lang: string; name: string; href: string; current: boolean }[];
};

/** A project, for its dialog: how many pictures, skills and achievements it has (none leaves out that part). */
export type ProjectSummary = {
  id: string;
  title: string;
  images: number;
  skills: number;
  achievements: number;
};

/** The id of the <script type="application/json"> that holds the PageData in the built page. */
export const PAGE_DATA_ID = "page-data";

/**
 * The attribute the app sets on <html> once it has hydrated the whole page, every screen and
 * section of it (src/components/layout.tsx). What changes the built page from outside, as
 * `npm run pdf` does before printing it (scripts/pdf/pdf.ts), waits for it: a change made
 * while the app hydrates meets it as markup the build did not write.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function pageData(content: SiteContent): PageData {
  return {
    name: content.profile.name,
    ...nameLanguage(content),
    skillGroups: content.profile.hardSkills.map((group) => group.id),
    schools: content.education.map((school) => ({ id: school.id, courses: Boolean(school.courses?.length) })),
    projects: content.projects.map((project) => ({
      id: project.id,
      title: project.title,
      images: project.images.length,
      skills: project.skills.front.length + project.skills.back.length + project.skills.other.length,
      achievements: project.achievements.length,
    })),
    screens: screensOf(content),
    layout: content.layout,
    words: scriptWords(content.site.words),
    dir: content.site.dir,
    ...languageSwitch(content),
  };
}

/** The owner's name's own language, where the page shows it untranslated (SiteSettings.untranslated). */
function nameLanguage({ profile, site }: SiteContent): Pick<PageData, "nameLang"> {
  const { untranslated } = site;
  return untranslated?.keys.includes(textKey(profile.name)) ? { nameLang: untranslated.lang } : {};
}

/** The page data of the switcher, on a site in several languages only. */
function languageSwitch({ site }: SiteContent): { languages?: LanguageSwitch } {
  const languages = siteLanguages(site);
  if (!languages) return {};
  // Among the pages of the same variant, or of the public site.
  const up = upToSite(pagePath(site)) + variantPath(site);
  return {
    languages: {
      label: site.words.language,
      links: languages.map(({ lang, name, path }) => ({
        lang,
        name,
        href: `${up}${path}` || "./",
        current: lang === site.lang,
      })),
    },
  };
}

/** The PageData in the built page, as a <script> to write into it: `<` escaped, so no text can end it. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The PageData the build wrote into the page, or null when it holds none (the dev server's page). */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
