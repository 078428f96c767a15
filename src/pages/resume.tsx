import type { Period, SiteJob, SiteProfile, SiteSchool } from "../compiled-content";
import { Html } from "../components/html";
import { LocationIcon, MailIcon, NetworkIcon, PhoneIcon } from "../components/icons";
import { Image } from "../components/image";
import { Link } from "../components/link";
import { Static } from "../components/static";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion";
import { usePageData } from "../site/context";

/** Shown sizes (see .banner-photo and .entry-logo in styles.css), for the browser's choice of variant. */
const PHOTO_SIZES = "(max-width: 639px) 112px, 128px";
const LOGO_SIZES = "(max-width: 639px) 40px, 48px";

function Dates({ period }: { period: Period }) {
  return (
    <p className="entry-dates">
      <time dateTime={period.start}>{period.startLabel}</time> –{" "}
      {period.end ? <time dateTime={period.end}>{period.endLabel}</time> : period.endLabel}
    </p>
  );
}

function Banner({ profile }: { profile: SiteProfile }) {
  return (
    <>
      <Image image={profile.photo} sizes={PHOTO_SIZES} className="banner-photo" fetchPriority="high" />
      <div className="banner-text">
        <h1>{profile.name}</h1>
        <p className="banner-label">{profile.label}</p>
        {profile.location ? (
          <p className="banner-location">
            <LocationIcon />
            <span className="visually-hidden">Location: </span>
            {profile.location}
          </p>
        ) : null}
        <ul className="social-links" aria-label="Contact and profiles">
          {profile.profiles.map((link) => (
            <li key={link.url}>
              <Link href={link.url} className="icon-link" title={link.network}>
                <NetworkIcon network={link.network} />
                <span className="visually-hidden">{link.network} profile</span>
              </Link>
            </li>
          ))}
          <li>
            <Link href={`mailto:${profile.email}`} className="icon-link" title={profile.email}>
              <MailIcon data-icon="email" />
              <span className="visually-hidden">Email {profile.email}</span>
            </Link>
          </li>
          {profile.phone ? (
            <li>
              <Link href={profile.phone.href} className="icon-link" title={profile.phone.number}>
                <PhoneIcon data-icon="phone" />
                <span className="visually-hidden">Phone {profile.phone.number}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}

function HardSkills() {
  const { skillGroups } = usePageData();
  return (
    <section className="card" aria-labelledby="hard-skills-heading">
      <h2 id="hard-skills-heading">Hard Skills</h2>
      <p className="hint">Click a group to expand it.</p>
      <Accordion type="multiple" className="skill-groups">
        {skillGroups.map((id) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger level={3}>
              <Static as="span" id={`skills-${id}-title`}>
                {({ profile }) => profile.hardSkills.find((group) => group.id === id)?.title}
              </Static>
            </AccordionTrigger>
            <AccordionContent>
              <Static id={`skills-${id}`} className="static-contents">
                {({ profile }) =>
                  profile.hardSkills
                    .find((group) => group.id === id)
                    ?.lists.map((list) => (
                      <div key={list.title ?? id} className="skill-list">
                        {list.title ? <h4>{list.title}</h4> : null}
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

function Job({ job }: { job: SiteJob }) {
  return (
    <li className="entry">
      <Image image={job.logo} sizes={LOGO_SIZES} className="entry-logo" loading="lazy" decoding="async" />
      <article className="entry-body" aria-labelledby={`job-${job.id}`}>
        <h3 id={`job-${job.id}`} className="entry-title">
          {job.url ? <Link href={job.url}>{job.company}</Link> : job.company}
        </h3>
        <p className="entry-subtitle">
          {job.position}
          {job.location ? <span className="entry-location"> · {job.location}</span> : null}
        </p>
        <Dates period={job.period} />
        {job.summaryHtml ? <Html html={job.summaryHtml} /> : null}
        <ul className="entry-highlights">
          {job.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/** A school's courses by category, behind a "Course list" accordion. */
function CourseList({ id }: { id: string }) {
  const school = (education: SiteSchool[]) => education.find((entry) => entry.id === id);
  return (
    <Accordion type="single" collapsible className="course-list">
      <AccordionItem value="courses">
        <AccordionTrigger level={4}>
          <span className="trigger-label">Course list</span>
          {/* Each school's list gets its own name (its panel is a landmark region). */}
          <Static as="span" id={`school-${id}-course-label`} className="visually-hidden">
            {({ education }) => ` for ${school(education)?.institution}`}
          </Static>{" "}
          <span className="hint" aria-hidden="true">
            click to view
          </span>
        </AccordionTrigger>
        <AccordionContent>
          <Static id={`school-${id}-courses`} className="static-contents">
            {({ education }) =>
              school(education)?.courses?.map((group) => (
                <div key={group.category} className="course-group">
                  <h5>{group.category}</h5>
                  <ul>
                    {group.courses.map((course) => (
                      <li key={course.number} className="course">
                        <span className="course-number">
                          {course.url ? <Link href={course.url}>{course.number}</Link> : course.number}
                        </span>{" "}
                        <span className="course-title">{course.title}</span>
                      </li>
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

function SchoolDetails({ school }: { school: SiteSchool }) {
  return (
    <>
      <h3 id={`school-${school.id}`} className="entry-title">
        <Link href={school.url}>{school.institution}</Link>
      </h3>
      <p className="entry-subtitle">
        {school.degree}
        {school.gpaLabel === undefined ? null : (
          <>
            {" · "}
            <span className="gpa">{school.gpaLabel}</span>
          </>
        )}
      </p>
      <Dates period={school.period} />
      <Html html={school.descriptionHtml} />
    </>
  );
}

function School({ id, courses }: { id: string; courses: boolean }) {
  const school = (education: SiteSchool[]) => education.find((entry) => entry.id === id);
  return (
    <li className="entry">
      <Static id={`school-${id}-logo`} className="static-contents">
        {({ education }) => {
          const logo = school(education)?.logo;
          return logo ? (
            <Image image={logo} sizes={LOGO_SIZES} className="entry-logo" loading="lazy" decoding="async" />
          ) : null;
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

/**
 * The Resume. Only its accordions need the script: everything else is <Static>, in the page
 * once (see src/components/static.tsx).
 */
export function ResumePage() {
  const { schools } = usePageData();
  return (
    <div className="page resume">
      <Static as="header" id="banner" className="banner">
        {({ profile }) => <Banner profile={profile} />}
      </Static>
      <div className="resume-columns">
        <div className="resume-column">
          <Static as="section" id="profile" className="card" aria-labelledby="profile-heading">
            {({ profile }) => (
              <>
                <h2 id="profile-heading">Profile</h2>
                <Html html={profile.summaryHtml} />
              </>
            )}
          </Static>
          <Static as="section" id="soft-skills" className="card" aria-labelledby="soft-skills-heading">
            {({ profile }) => (
              <>
                <h2 id="soft-skills-heading">Soft Skills</h2>
                <ul className="plain-list">
                  {profile.softSkills.map((skill) => (
                    <li key={skill}>{skill}</li>
                  ))}
                </ul>
              </>
            )}
          </Static>
          <HardSkills />
          <Static as="section" id="languages" className="card" aria-labelledby="languages-heading">
            {({ profile }) => (
              <>
                <h2 id="languages-heading">Languages</h2>
                <dl className="languages">
                  {profile.languages.map((item) => (
                    <div key={item.language}>
                      <dt>{item.language}</dt>
                      <dd>{item.fluency}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </Static>
        </div>
        <div className="resume-column">
          <Static as="section" id="experience" className="card" aria-labelledby="experience-heading">
            {({ experience }) => (
              <>
                <h2 id="experience-heading">Experience</h2>
                <ol className="timeline">
                  {experience.map((job) => (
                    <Job key={job.id} job={job} />
                  ))}
                </ol>
              </>
            )}
          </Static>
          <section className="card" aria-labelledby="education-heading">
            <h2 id="education-heading">Education</h2>
            <ol className="timeline">
              {schools.map((school) => (
                <School key={school.id} id={school.id} courses={school.courses} />
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
