import { type CSSProperties, type ReactNode, Suspense, useRef } from "react";
import { Dates } from "../components/dates";
import { Html } from "../components/html";
import { DocumentIcon, LocationIcon, MailIcon, NetworkIcon, PhoneIcon } from "../components/icons";
import { Image } from "../components/image";
import { IMAGE_SIZES } from "../components/image-sizes";
import { Link } from "../components/link";
import { Monogram } from "../components/monogram";
import { Static } from "../components/static";
import { InLanguage, useTextLanguage, useUntranslatedLang } from "../components/text-language";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion";
import { usePageData, useWords } from "../context/site";
import { useStickySide } from "../hooks/use-sticky-side";
import type {
  SiteCourseGroup,
  SiteEntry,
  SiteJob,
  SiteProfile,
  SiteRole,
  SiteSchool,
  SiteSection,
} from "../shared/compiled-content";
import { RESUME_PDF, RESUME_PDF_TEMPLATE } from "../shared/paths";
import { fill, type Words } from "../shared/words";

function Banner({ profile, words }: { profile: SiteProfile; words: Words }) {
  return (
    <>
      {profile.photo ? (
        <Image image={profile.photo} sizes={IMAGE_SIZES.photo} className="banner-photo" />
      ) : (
        <Monogram name={profile.name} className="banner-photo" />
      )}
      <div className="banner-text">
        <h1>{profile.name}</h1>
        <p className="banner-label">
          <InLanguage text={profile.label} />
        </p>
        {profile.location ? (
          <p className="banner-location">
            <LocationIcon />
            <span className="visually-hidden">{words.location}: </span>
            <InLanguage text={profile.location} />
          </p>
        ) : null}
        <div className="banner-links">
          {/* Nothing to link to: no empty list. */}
          {profile.profiles.length > 0 || profile.email || profile.phone ? (
            <ul className="social-links" aria-label={words.contactAndProfiles}>
              {profile.profiles.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} className="icon-link" title={link.network}>
                    <NetworkIcon network={link.network} />
                    <span className="visually-hidden">
                      {fill(words.networkProfile, { network: link.network })}
                    </span>
                  </Link>
                </li>
              ))}
              {profile.email ? (
                <li>
                  <Link href={`mailto:${profile.email}`} className="icon-link" title={profile.email}>
                    <MailIcon data-icon="email" />
                    <span className="visually-hidden">{fill(words.emailTo, { email: profile.email })}</span>
                  </Link>
                </li>
              ) : null}
              {profile.phone ? (
                <li>
                  <Link href={profile.phone.href} className="icon-link" title={profile.phone.number}>
                    <PhoneIcon data-icon="phone" />
                    <span className="visually-hidden">
                      {fill(words.phoneNumber, { number: profile.phone.number })}
                    </span>
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}
          {/* Inert until `npm run pdf` writes the PDF: it then takes the link out of its template. */}
          <template id={RESUME_PDF_TEMPLATE}>
            <a className="pdf-link" href={RESUME_PDF} type="application/pdf">
              <DocumentIcon />
              {words.resumePdf}
            </a>
          </template>
        </div>
      </div>
    </>
  );
}

function HardSkills() {
  const { skillGroups } = usePageData();
  const words = useWords();
  return (
    <section className="card" aria-labelledby="hard-skills-heading">
      <h2 id="hard-skills-heading">{words.hardSkills}</h2>
      <p className="hint">{words.hardSkillsHint}</p>
      <Accordion type="multiple" className="skill-groups">
        {skillGroups.map((id) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger level={3}>
              <Static as="span" id={`skills-${id}-title`}>
                {({ profile }) => (
                  <InLanguage text={profile.hardSkills.find((group) => group.id === id)?.title} />
                )}
              </Static>
            </AccordionTrigger>
            <AccordionContent>
              <Static id={`skills-${id}`} className="static-contents">
                {({ profile }) =>
                  profile.hardSkills
                    .find((group) => group.id === id)
                    ?.lists.map((list) => (
                      <div key={list.title ?? id} className="skill-list">
                        {list.title ? (
                          <h4>
                            <InLanguage text={list.title} />
                          </h4>
                        ) : null}
                        <ul className="chips">
                          {list.items.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      </div>
                    ))
                }
              </Static>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

/** A role's summary and highlights. */
function RoleDetails({ role }: { role: SiteRole }) {
  const languageOf = useTextLanguage();
  return (
    <>
      {role.summaryHtml ? <Html html={role.summaryHtml} /> : null}
      {role.highlights.length > 0 ? (
        <ul className="entry-highlights">
          {role.highlights.map((highlight) => (
            <li key={highlight} {...languageOf(highlight)}>
              {highlight}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * A job: the company's logo, name and link, then its one role; or, for several roles at one
 * company, the company's span and each role under it, newest first.
 */
function Job({ job }: { job: SiteJob }) {
  const [only, ...more] = job.roles;
  return (
    <li className="entry">
      {job.logo ? (
        <Image image={job.logo} sizes={IMAGE_SIZES.logo} className="entry-logo" decoding="async" />
      ) : (
        <Monogram name={job.company} className="entry-logo" />
      )}
      <article className="entry-body" aria-labelledby={`job-${job.id}`}>
        <h3 id={`job-${job.id}`} className="entry-title">
          {job.url ? <Link href={job.url}>{job.company}</Link> : job.company}
        </h3>
        {only && more.length === 0 ? (
          <>
            <p className="entry-subtitle">
              <InLanguage text={only.position} />
              {job.location ? (
                <span className="entry-location">
                  {" · "}
                  <InLanguage text={job.location} />
                </span>
              ) : null}
            </p>
            <Dates period={only.period} />
            <RoleDetails role={only} />
          </>
        ) : (
          <>
            <p className="entry-dates">
              {job.period.display}
              {job.location ? (
                <span className="entry-location">
                  {" · "}
                  <InLanguage text={job.location} />
                </span>
              ) : null}
            </p>
            <ol className="roles">
              {job.roles.map((role) => (
                <li key={role.id} className="role">
                  <h4 id={`role-${role.id}`} className="role-title">
                    <InLanguage text={role.position} />
                  </h4>
                  <Dates period={role.period} />
                  <RoleDetails role={role} />
                </li>
              ))}
            </ol>
          </>
        )}
      </article>
    </li>
  );
}

/** A school's courses by category, behind a "Course list" accordion. */
function CourseList({ id }: { id: string }) {
  const school = (education: SiteSchool[]) => education.find((entry) => entry.id === id);
  const words = useWords();
  return (
    <Accordion type="single" collapsible className="course-list">
      <AccordionItem value="courses">
        <AccordionTrigger level={4}>
          <span className="trigger-label">{words.courseList}</span>
          {/* Each school's list gets its own name (its panel is a landmark region); on paper,
              where a page break may part the list from its school, it shows. */}
          <Static as="span" id={`school-${id}-course-label`} className="visually-hidden course-list-for">
            {({ education, site }) =>
              ` ${fill(site.words.courseListFor, { institution: school(education)?.institution ?? "" })}`
            }
          </Static>{" "}
          <span className="hint" aria-hidden="true">
            {words.courseListHint}
          </span>
        </AccordionTrigger>
        <AccordionContent>
          <Static id={`school-${id}-courses`} className="static-contents">
            {({ education }) =>
              school(education)?.courses?.map((group) => (
                <div key={group.category} className="course-group">
                  <h5>
                    <InLanguage text={group.category} />
                  </h5>
                  <ul>
                    {group.courses.map((course) => (
                      <Course key={`${course.number ?? ""} ${course.title}`} course={course} />
                    ))}
                  </ul>
                </div>
              ))
            }
          </Static>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

/**
 * A course: its number, a link when it has a page, then its title; without a number, its title
 * alone, the link on it. On paper its address follows its title (`data-href`, src/print.css).
 */
function Course({ course: { number, title, url } }: { course: SiteCourseGroup["courses"][number] }) {
  const named = (text: string) => (url ? <Link href={url}>{text}</Link> : text);
  const langOf = useUntranslatedLang();
  return (
    <li className="course" data-href={url}>
      {number === undefined ? null : (
        <>
          <span className="course-number">{named(number)}</span>{" "}
        </>
      )}
      <span className="course-title" lang={langOf(title)}>
        {number === undefined ? named(title) : title}
      </span>
    </li>
  );
}

function SchoolDetails({ school }: { school: SiteSchool }) {
  return (
    <>
      <h3 id={`school-${school.id}`} className="entry-title">
        {school.url ? <Link href={school.url}>{school.institution}</Link> : school.institution}
      </h3>
      <p className="entry-subtitle">
        <InLanguage text={school.degree} />
        {school.location ? (
          <span className="entry-location">
            {" · "}
            <InLanguage text={school.location} />
          </span>
        ) : null}
        {school.gpaLabel === undefined ? null : (
          <>
            {" · "}
            <span className="gpa">{school.gpaLabel}</span>
          </>
        )}
      </p>
      <Dates period={school.period} />
      {school.descriptionHtml ? <Html html={school.descriptionHtml} /> : null}
    </>
  );
}

function School({ id, courses }: { id: string; courses: boolean }) {
  const school = (education: SiteSchool[]) => education.find((entry) => entry.id === id);
  return (
    <li className="entry">
      <Static id={`school-${id}-logo`} className="static-contents">
        {({ education }) => {
          const entry = school(education);
          if (!entry) return null;
          return entry.logo ? (
            <Image image={entry.logo} sizes={IMAGE_SIZES.logo} className="entry-logo" decoding="async" />
          ) : (
            <Monogram name={entry.institution} className="entry-logo" />
          );
        }}
      </Static>
      <article className="entry-body" aria-labelledby={`school-${id}`}>
        <Static id={`school-${id}-details`} className="static-contents">
          {({ education }) => {
            const entry = school(education);
            return entry ? <SchoolDetails school={entry} /> : null;
          }}
        </Static>
        {courses ? <CourseList id={id} /> : null}
      </article>
    </li>
  );
}

/** A further section (content/sections.yaml): entries, or for interests, names with chips. */
function FurtherSection({ section }: { section: SiteSection }) {
  const heading = `section-${section.id}-heading`;
  const languageOf = useTextLanguage();
  return (
    <>
      <h2 id={heading}>
        <InLanguage text={section.title} />
      </h2>
      {section.kind === "interests" ? (
        <ul className="interests">
          {section.entries.map((entry) => (
            <li key={entry.id}>
              <span className="interest-name" {...languageOf(entry.title)}>
                {entry.title}
              </span>
              {entry.keywords ? (
                <ul className="chips">
                  {entry.keywords.map((keyword) => (
                    <li key={keyword} {...languageOf(keyword)}>
                      {keyword}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <ol className="section-entries">
          {section.entries.map((entry) => (
            <FurtherEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </>
  );
}

function FurtherEntry({ entry }: { entry: SiteEntry }) {
  const languageOf = useTextLanguage();
  return (
    <li className="section-entry">
      <h3 id={`entry-${entry.id}`} className="entry-title">
        {entry.url ? (
          <Link href={entry.url}>
            <InLanguage text={entry.title} />
          </Link>
        ) : (
          <InLanguage text={entry.title} />
        )}
      </h3>
      {entry.subtitle || entry.location ? (
        <p className="entry-subtitle">
          <InLanguage text={entry.subtitle} />
          {entry.subtitle && entry.location ? " · " : null}
          <InLanguage text={entry.location} />
        </p>
      ) : null}
      {entry.period ? <Dates period={entry.period} /> : null}
      {entry.html ? <Html html={entry.html} /> : null}
      {entry.highlights ? (
        <ul className="entry-highlights">
          {entry.highlights.map((highlight) => (
            <li key={highlight} {...languageOf(highlight)}>
              {highlight}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** One section of the Resume, by its name in the layout. */
function ResumeSection({ name }: { name: string }): ReactNode {
  switch (name) {
    case "profile":
      return <ProfileSection />;
    case "soft-skills":
      return <SoftSkills />;
    case "hard-skills":
      return <HardSkills />;
    case "languages":
      return <Languages />;
    case "experience":
      return <Experience />;
    case "education":
      return <Education />;
    default:
      return <FurtherSectionCard name={name} />;
  }
}

/** The profile: the owner's summary. */
function ProfileSection() {
  return (
    <Static as="section" id="profile" className="card" aria-labelledby="profile-heading">
      {({ profile, site }) => (
        <>
          <h2 id="profile-heading">{site.words.profile}</h2>
          {profile.summaryHtml ? <Html html={profile.summaryHtml} /> : null}
        </>
      )}
    </Static>
  );
}

/** The soft skills, as a list. */
function SoftSkills() {
  return (
    <Static as="section" id="soft-skills" className="card" aria-labelledby="soft-skills-heading">
      {({ profile, site }) => (
        <>
          <h2 id="soft-skills-heading">{site.words.softSkills}</h2>
          <ul className="plain-list">
            {profile.softSkills?.map((skill) => (
              <li key={skill}>
                <InLanguage text={skill} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Static>
  );
}

/** The languages, each with its fluency. */
function Languages() {
  return (
    <Static as="section" id="languages" className="card" aria-labelledby="languages-heading">
      {({ profile, site }) => (
        <>
          <h2 id="languages-heading">{site.words.languages}</h2>
          <dl className="languages">
            {profile.languages?.map((item) => (
              <div key={item.language}>
                <dt>
                  <InLanguage text={item.language} />
                </dt>
                {item.fluency ? (
                  <dd>
                    <InLanguage text={item.fluency} />
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </>
      )}
    </Static>
  );
}

/** The jobs, newest first, on a timeline. */
function Experience() {
  return (
    <Static as="section" id="experience" className="card" aria-labelledby="experience-heading">
      {({ experience, site }) => (
        <>
          <h2 id="experience-heading">{site.words.experience}</h2>
          <ol className="timeline">
            {experience.map((job) => (
              <Job key={job.id} job={job} />
            ))}
          </ol>
        </>
      )}
    </Static>
  );
}

/** The schools, newest first, on a timeline; their course lists open and close, so no <Static> block. */
function Education() {
  const { schools } = usePageData();
  const words = useWords();
  return (
    <section className="card" aria-labelledby="education-heading">
      <h2 id="education-heading">{words.education}</h2>
      <ol className="timeline">
        {schools.map((school) => (
          <School key={school.id} id={school.id} courses={school.courses} />
        ))}
      </ol>
    </section>
  );
}

/** A section of sections.yaml, by its id. */
function FurtherSectionCard({ name }: { name: string }) {
  return (
    <Static
      as="section"
      id={`section-${name}`}
      className="card further-section"
      aria-labelledby={`section-${name}-heading`}
    >
      {({ sections }) => {
        const section = sections.find((entry) => entry.id === name);
        return section ? <FurtherSection section={section} /> : null;
      }}
    </Static>
  );
}

const NO_ELEMENT = { current: null };

/**
 * A column of the Resume. Below the two-column width the columns give way to one list, in
 * the phone order: each section's place in it is its --phone-order (see .resume-slot).
 */
function Column({ names, phone, side }: { names: string[]; phone: string[]; side?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useStickySide(side ? ref : NO_ELEMENT);
  return (
    <div ref={ref} className={side ? "resume-column resume-side" : "resume-column"}>
      {names.map((name) => (
        <div
          key={name}
          className="resume-slot"
          data-section={name}
          style={{ "--phone-order": phone.indexOf(name) } as CSSProperties}
        >
          {/* Hydrates on its own: a tap on an accordion before the app starts hydrates its section only. */}
          <Suspense fallback={null}>
            <ResumeSection name={name} />
          </Suspense>
        </div>
      ))}
    </div>
  );
}

/**
 * The Resume: its sections in the columns the content's layout names. Only its accordions
 * need the script: everything else is <Static>, in the page once (see src/components/static.tsx).
 */
export function ResumePage() {
  const { layout } = usePageData();
  return (
    <div className="page resume">
      <Static as="header" id="banner" className="banner">
        {({ profile, site }) => <Banner profile={profile} words={site.words} />}
      </Static>
      {/* A column with no section is left out: the other takes the width. */}
      <div
        className="resume-columns"
        data-columns={layout.side.length > 0 && layout.main.length > 0 ? undefined : "one"}
      >
        {layout.side.length > 0 ? <Column names={layout.side} phone={layout.phone} side /> : null}
        {layout.main.length > 0 ? <Column names={layout.main} phone={layout.phone} /> : null}
      </div>
    </div>
  );
}
