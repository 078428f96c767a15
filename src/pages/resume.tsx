import type { ReactNode } from "react";
import type { Period, SiteJob, SiteSchool } from "../compiled-content";
import { Html } from "../components/html";
import { MailIcon, NetworkIcon } from "../components/icons";
import { Image } from "../components/image";
import { Link } from "../components/link";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion";
import { content } from "../content";
import { useDocumentTitle } from "../hooks/use-document-title";

const { profile, experience, education } = content;

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

function Banner() {
  return (
    <header className="banner">
      <Image image={profile.photo} sizes={PHOTO_SIZES} className="banner-photo" fetchPriority="high" />
      <div className="banner-text">
        <h1>{profile.name}</h1>
        <p className="banner-label">{profile.label}</p>
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
              <MailIcon />
              <span className="visually-hidden">Email {profile.email}</span>
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function HardSkills() {
  return (
    <>
      <p className="hint">Click a group to expand it.</p>
      <Accordion type="multiple" className="skill-groups">
        {profile.hardSkills.map((group) => (
          <AccordionItem key={group.id} value={group.id}>
            <AccordionTrigger level={3}>{group.title}</AccordionTrigger>
            <AccordionContent>
              {group.lists.map((list) => (
                <div key={list.title ?? group.id} className="skill-list">
                  {list.title ? <h4>{list.title}</h4> : null}
                  <ul className="chips">
                    {list.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </>
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
function CourseList({
  institution,
  courses,
}: {
  institution: string;
  courses: NonNullable<SiteSchool["courses"]>;
}) {
  return (
    <Accordion type="single" collapsible className="course-list">
      <AccordionItem value="courses">
        <AccordionTrigger level={4}>
          <span className="trigger-label">Course list</span>
          {/* Each school's list gets its own name (its panel is a landmark region). */}
          <span className="visually-hidden"> for {institution}</span>{" "}
          <span className="hint" aria-hidden="true">
            click to view
          </span>
        </AccordionTrigger>
        <AccordionContent>
          {courses.map((group) => (
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
          ))}
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

function School({ school }: { school: SiteSchool }) {
  return (
    <li className="entry">
      <Image image={school.logo} sizes={LOGO_SIZES} className="entry-logo" loading="lazy" decoding="async" />
      <article className="entry-body" aria-labelledby={`school-${school.id}`}>
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
        {school.courses ? <CourseList institution={school.institution} courses={school.courses} /> : null}
      </article>
    </li>
  );
}

export function ResumePage() {
  useDocumentTitle("Resume");
  return (
    <div className="page resume">
      <Banner />
      <div className="resume-columns">
        <div className="resume-column">
          <Section id="profile-heading" title="Profile">
            <Html html={profile.summaryHtml} />
          </Section>
          <Section id="soft-skills-heading" title="Soft Skills">
            <ul className="plain-list">
              {profile.softSkills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </Section>
          <Section id="hard-skills-heading" title="Hard Skills">
            <HardSkills />
          </Section>
          <Section id="languages-heading" title="Languages">
            <dl className="languages">
              {profile.languages.map((item) => (
                <div key={item.language}>
                  <dt>{item.language}</dt>
                  <dd>{item.fluency}</dd>
                </div>
              ))}
            </dl>
          </Section>
        </div>
        <div className="resume-column">
          <Section id="experience-heading" title="Experience">
            <ol className="timeline">
              {experience.map((job) => (
                <Job key={job.id} job={job} />
              ))}
            </ol>
          </Section>
          <Section id="education-heading" title="Education">
            <ol className="timeline">
              {education.map((school) => (
                <School key={school.id} school={school} />
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </div>
  );
}
