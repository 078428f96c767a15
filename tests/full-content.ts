/**
 * The tests that follow a complete site (tests/fixtures/valid-full) read its optional parts
 * (job title, photo, logos, soft skills, languages, About page) as present: `fullContent` checks that
 * they are, so a test fails with a plain message rather than on an undefined value.
 */
import type {
  SiteAbout,
  SiteContent,
  SiteImage,
  SiteJob,
  SiteProfile,
  SiteSchool,
} from "../src/shared/compiled-content.ts";

export type FullContent = Omit<SiteContent, "profile" | "experience" | "education" | "about"> & {
  profile: SiteProfile & Required<Pick<SiteProfile, "label" | "photo" | "softSkills" | "languages">>;
  experience: (SiteJob & { logo: SiteImage })[];
  education: (SiteSchool & { logo: SiteImage; url: string })[];
  about: SiteAbout;
};

export function fullContent(content: SiteContent): FullContent {
  const { profile, experience, education, about } = content;
  const missing = [
    profile.label ? "" : "profile.label",
    profile.photo ? "" : "profile.photo",
    profile.softSkills ? "" : "profile.softSkills",
    profile.languages ? "" : "profile.languages",
    experience.every((job) => job.logo) ? "" : "a job's logo",
    education.every((school) => school.logo && school.url) ? "" : "a school's logo or url",
    about ? "" : "about",
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`expected a complete site, without: ${missing.join(", ")}`);
  return content as FullContent;
}
