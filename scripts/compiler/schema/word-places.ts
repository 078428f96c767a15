/**
 * Where each interface word shows on the site, for the schema's description of site.yaml's
 * `words` (an editor shows it on hover). "Read aloud" words are for screen readers only.
 */
import { SCREENS } from "../../../src/shared/screens.ts";
import { ENGLISH_WORDS, type WordKey } from "../../../src/shared/words.ts";

/** Each screen's word (src/shared/screens.ts): "The Resume screen's name: …". */
const SCREEN_WORD_PLACES = Object.fromEntries(
  SCREENS.map(({ word }) => [
    word,
    `The ${ENGLISH_WORDS[word]} screen's name: its link in the navigation and the tab's title`,
  ]),
) as Record<(typeof SCREENS)[number]["word"], string>;

export const WORD_PLACES: Record<WordKey, string> = {
  ...SCREEN_WORD_PLACES,
  mainNavigation: "Read aloud: the name of the navigation at the top of every page",
  language:
    "Read aloud: the name of the links to the site in each of its languages, at the top of every page of a site in several",
  skipToContent: "The first link of every page, shown when it has the keyboard's focus",
  darkTheme: "Read aloud: the name of the theme switch in the header",
  switchToDarkTheme: "The tooltip of the theme switch in the header, in the light theme",
  switchToLightTheme: "The tooltip of the theme switch in the header, in the dark theme",
  opensInNewTab: "Read aloud after every link that opens in a new tab",
  profile: "Heading of the Resume's profile (your summary)",
  summary:
    "Heading of the Resume's profile in the PDF and on paper, where a résumé parser looks for a summary by this name",
  softSkills: "Heading of the Resume's soft skills",
  hardSkills: "Heading of the Resume's hard skills (the groups that open)",
  hardSkillsHint: "The hint under the Resume's hard-skills heading",
  alsoUsedInProjects:
    "Title of the hard skills' last group: the technologies of your projects' skills that your groups do not list",
  languages: "Heading of the Resume's languages",
  experience: "Heading of the Resume's experience (your jobs)",
  education: "Heading of the Resume's education (your schools)",
  certifications: "Heading of the Resume's certifications (sections.yaml)",
  awards: "Heading of the Resume's awards (sections.yaml)",
  publications: "Heading of the Resume's publications (sections.yaml)",
  volunteering: "Heading of the Resume's volunteering (sections.yaml)",
  talks: "Heading of the Resume's talks (sections.yaml)",
  interests: "Heading of the Resume's interests (sections.yaml)",
  references: "Heading of the Resume's references (sections.yaml)",
  publicationArticle: "Shown beside the venue of a publication of type: article (sections.yaml)",
  publicationConferencePaper:
    "Shown beside the venue of a publication of type: conference-paper (sections.yaml)",
  publicationBook: "Shown beside the venue of a publication of type: book (sections.yaml)",
  publicationChapter: "Shown beside the venue of a publication of type: chapter (sections.yaml)",
  publicationThesis: "Shown beside the venue of a publication of type: thesis (sections.yaml)",
  publicationPreprint: "Shown beside the venue of a publication of type: preprint (sections.yaml)",
  publicationReport: "Shown beside the venue of a publication of type: report (sections.yaml)",
  publicationTalk: "Shown beside the venue of a publication of type: talk (sections.yaml)",
  phoneNumber: "Read aloud: the name of the phone link in the Resume's header; {number} is the number",
  present:
    'The end of a period that has not ended, as in "Jan 2021 – Present", on the Resume and the projects',
  gpa: 'Before a school\'s grade on the Resume, as in "GPA: 3.8"',
  courseList: "The button that opens a school's course list, on the Resume",
  courseListFor: "Read aloud after the course list's button name; {institution} is the school",
  courseListHint: "The small hint beside the course list's button, on the Resume",
  contactAndProfiles: "Read aloud: the name of the list of contact and profile links in the Resume's header",
  location: "Read aloud before your location in the Resume's header",
  networkProfile:
    "Read aloud: the name of each profile link in the Resume's header; {network} is the network",
  emailTo: "Read aloud: the name of the email link in the Resume's header; {email} is the address",
  resumePdf: "The link to the PDF of the resume, in the Resume's header",
  resumeText: "The link to the resume as plain text (resume.txt), in the Resume's header",
  resumeWord: "The link to the resume as a Word file (resume.docx), in the Resume's header",
  projectHighlights: "Heading of the Projects screen",
  overview: "Heading of a project's overview, in the project dialog",
  projectLinks:
    "Read aloud: the name of the list of a project's links, in the project dialog; {title} is the project's title",
  skillsUsed: "Heading of a project's skills, in the project dialog",
  frontEnd: "A project's front-end skills, in the project dialog",
  backEnd: "A project's back-end skills, in the project dialog",
  otherSkills: "A project's other skills, in the project dialog",
  gallery: "Heading of a project's images, in the project dialog",
  galleryLabel: "Read aloud: the name of a project's image carousel; {title} is the project's title",
  personalAchievements: "Heading of a project's list of achievements, in the project dialog",
  close: "The button that closes the project dialog",
  previousSlide: "Read aloud: the gallery's button to the previous image, in the project dialog",
  nextSlide: "Read aloud: the gallery's button to the next image, in the project dialog",
  slideOf:
    "Read aloud: the name of each image of a project's gallery; {n} is its number, {count} how many there are",
  showImage:
    "Read aloud: the name of each thumbnail under a project's gallery; {n} is its number, {count} how many there are",
  carousel: "Read aloud: what a project's gallery is (its role), in lower case",
  slide: "Read aloud: what each image of a project's gallery is (its role), in lower case",
  notFoundTitle: "The tab's title of the page at an unknown address",
  notFoundHeading: "Heading of the page at an unknown address",
  notFoundText: "The text of the page at an unknown address",
  goToResume: "The link to the Resume on the pages of an unknown address and of an error",
  errorTitle: "The tab's title of the page shown when a page fails to show",
  errorHeading: "Heading of the page shown when a page fails to show",
  errorText: "The text of the page shown when a page fails to show",
  reload: "The button that reloads the page shown when a page fails to show",
};
