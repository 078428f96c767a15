/**
 * Every word of the site's interface (headings, labels, hints, screen-reader texts), in English;
 * scripts/compiler/word-tables.ts holds the same words in each built-in language. The compiler picks the
 * table of the content's `lang` and lays the owner's `words` over it, word by word; the site
 * shows the result, and its script carries only that one language's words (SCRIPT_WORDS).
 * A word with `{name}` in it is a pattern: the site fills each name in.
 */
const en = {
  resume: "Resume",
  projects: "Projects",
  about: "About",
  mainNavigation: "Main",
  language: "Language",
  skipToContent: "Skip to content",
  darkTheme: "Dark theme",
  switchToDarkTheme: "Switch to dark theme",
  switchToLightTheme: "Switch to light theme",
  opensInNewTab: "Opens in a new tab",
  profile: "Profile",
  // The profile's heading on paper, where a résumé parser looks for a summary by this name.
  summary: "Summary",
  softSkills: "Soft Skills",
  hardSkills: "Hard Skills",
  hardSkillsHint: "Click a group to expand it.",
  // The title of the hard skills' last group: the projects' technologies the owner's groups do not list.
  alsoUsedInProjects: "Also used in projects",
  languages: "Languages",
  experience: "Experience",
  education: "Education",
  certifications: "Certifications",
  awards: "Awards",
  publications: "Publications",
  volunteering: "Volunteering",
  talks: "Talks",
  interests: "Interests",
  references: "References",
  // The kind of a publication (src/shared/publication-types.ts), shown beside its venue.
  publicationArticle: "Journal article",
  publicationConferencePaper: "Conference paper",
  publicationBook: "Book",
  publicationChapter: "Book chapter",
  publicationThesis: "Thesis",
  publicationPreprint: "Preprint",
  publicationReport: "Report",
  publicationTalk: "Talk",
  phoneNumber: "Phone {number}",
  present: "Present",
  gpa: "GPA",
  courseList: "Course list",
  courseListFor: "for {institution}",
  courseListHint: "click to view",
  contactAndProfiles: "Contact and profiles",
  location: "Location",
  networkProfile: "{network} profile",
  emailTo: "Email {email}",
  resumePdf: "Resume (PDF)",
  resumeText: "Resume (text)",
  resumeWord: "Resume (Word)",
  projectHighlights: "Project Highlights",
  overview: "Overview",
  projectLinks: "{title} links",
  skillsUsed: "Skills Used",
  frontEnd: "Front end",
  backEnd: "Back end",
  otherSkills: "Other",
  gallery: "Gallery",
  galleryLabel: "{title} images",
  personalAchievements: "Personal Achievements",
  close: "Close",
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  slideOf: "{n} of {count}",
  showImage: "Show image {n} of {count}",
  carousel: "carousel",
  slide: "slide",
  notFoundTitle: "Not found",
  notFoundHeading: "Page not found",
  notFoundText: "There is nothing at this address. It may have moved, or the link may be mistyped.",
  goToResume: "Go to the resume",
  errorTitle: "Error",
  errorHeading: "Something went wrong",
  errorText: "This page could not be shown. Reloading often helps; the rest of the site should still work.",
  reload: "Reload",
};

/** The words of the interface, by key. */
export type Words = typeof en;
export type WordKey = keyof Words;

/** The English words, which every other language's table matches key for key. */
export const ENGLISH_WORDS: Words = en;

/** The names a word's pattern must keep, e.g. ["network"] for "{network} profile". */
export function wordParameters(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? "").sort();
}

/** A pattern with its names filled in: fill("{n} of {count}", { n: 2, count: 5 }) → "2 of 5". */
export function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The words the browser's script renders itself, outside the prerendered <Static> blocks: they
 * travel in the page data (src/shared/page-data.ts). The others are only in the page's markup.
 */
export const SCRIPT_WORDS = [
  "resume",
  "projects",
  "about",
  "mainNavigation",
  "skipToContent",
  "darkTheme",
  "switchToDarkTheme",
  "switchToLightTheme",
  "opensInNewTab",
  "hardSkills",
  "hardSkillsHint",
  "education",
  "courseList",
  "courseListHint",
  "projectHighlights",
  "gallery",
  "galleryLabel",
  "close",
  "previousSlide",
  "nextSlide",
  "slideOf",
  "showImage",
  "carousel",
  "slide",
  "notFoundTitle",
  "notFoundHeading",
  "notFoundText",
  "goToResume",
  "errorTitle",
  "errorHeading",
  "errorText",
  "reload",
] as const satisfies readonly WordKey[];

export type ScriptWords = Pick<Words, (typeof SCRIPT_WORDS)[number]>;

export function scriptWords(words: Words): ScriptWords {
  return Object.fromEntries(SCRIPT_WORDS.map((key) => [key, words[key]])) as ScriptWords;
}
