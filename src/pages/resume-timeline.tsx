/**
 * The entries of the Resume's timelines (resume.tsx): a job with its roles, and a school with its
 * course list; and the parts that every entry of the Resume is written with, a further section's
 * too: its title, its place and its list of points.
 */
import { Dates, PeriodText } from "../components/dates";
import { Html } from "../components/html";
import { Image } from "../components/image";
import { IMAGE_SIZES } from "../components/image-sizes";
import { Link } from "../components/link";
import { Monogram } from "../components/monogram";
import { Separator } from "../components/separator";
import { Static } from "../components/static";
import { InLanguage, useTextLanguage, useUntranslatedLang } from "../components/text-language";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion";
import { useWords } from "../context/site";
import type { SiteCourseGroup, SiteJob, SiteRole, SiteSchool } from "../shared/compiled-content";
import { fill } from "../shared/words";

/** An entry's title, linked to its page when it has one; `id` names the entry's article. */
export function EntryTitle({ id, text, url }: { id: string; text: string; url: string | undefined }) {
  return (
    <h3 id={id} className="entry-title">
      {url ? (
        <Link href={url}>
          <InLanguage text={text} />
        </Link>
      ) : (
        <InLanguage text={text} />
      )}
    </h3>
  );
}

/**
 * An entry's place after the line before it, parted by a separator (none where it starts the
 * line: `alone`); nothing without one.
 */
function EntryLocation({ location, alone = false }: { location: string | undefined; alone?: boolean }) {
  return location ? (
    <span className="entry-location">
      {alone ? null : <Separator />}
      <InLanguage text={location} />
    </span>
  ) : null;
}

/** Short texts of the owner's as a list (an entry's highlights, an interest's keywords), each in its own language. */
export function TextList({ className, items }: { className: string; items: string[] }) {
  const languageOf = useTextLanguage();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} {...languageOf(item)}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A role's summary and highlights. */
function RoleDetails({ role }: { role: SiteRole }) {
  return (
    <>
      {role.summaryHtml ? <Html html={role.summaryHtml} /> : null}
      {role.highlights.length > 0 ? <TextList className="entry-highlights" items={role.highlights} /> : null}
    </>
  );
}

/**
 * What stands beside a job on the timeline: its logo; else its company's initials; else, for work
 * without a company, a plain mark, as each of several roles has: a position's initials would read
 * as an employer's, and the mark keeps the timeline's line from one entry to the next.
 */
function JobMark({ job }: { job: SiteJob }) {
  if (job.logo)
    return <Image image={job.logo} sizes={IMAGE_SIZES.logo} className="entry-logo" decoding="async" />;
  if (job.company) return <Monogram name={job.company} className="entry-logo" />;
  return <span className="entry-logo entry-mark" aria-hidden="true" />;
}

/**
 * A job: the company's logo, name and link, then its one role; or, for several roles at one
 * company, the company's span and each role under it, newest first. A job of one role given its
 * position alone is headed by the position; one given its company alone has no position line
 * (its place, if any, stands there alone).
 */
export function Job({ job }: { job: SiteJob }) {
  const [only, ...more] = job.roles;
  const subtitle = job.company === undefined ? undefined : only?.position;
  return (
    <li className="entry" data-slot="entry">
      <JobMark job={job} />
      <article className="entry-body" aria-labelledby={`job-${job.id}`}>
        <EntryTitle id={`job-${job.id}`} text={job.company ?? only?.position ?? ""} url={job.url} />
        {only && more.length === 0 ? (
          <>
            {subtitle || job.location ? (
              <p className="entry-subtitle">
                {subtitle ? <InLanguage text={subtitle} /> : null}
                <EntryLocation location={job.location} alone={!subtitle} />
              </p>
            ) : null}
            <Dates period={only.period} paper />
            <RoleDetails role={only} />
          </>
        ) : (
          <>
            <p className="entry-dates">
              <PeriodText period={job.period} paper />
              <EntryLocation location={job.location} />
            </p>
            <ol className="roles">
              {job.roles.map((role) => (
                <li key={role.id} className="role" data-slot="role">
                  <h4 id={`role-${role.id}`} className="role-title">
                    <InLanguage text={role.position ?? ""} />
                  </h4>
                  <Dates period={role.period} paper />
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
 * alone, the link on it. On paper its address follows its title (`data-href`, resume-print.css).
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

/**
 * A school: its name, then its degree, place and GPA on one line, parted by separators (the line
 * begins with the first it has; no line without any), its dates and its description.
 */
function SchoolDetails({ school }: { school: SiteSchool }) {
  const { degree, location, gpaLabel } = school;
  return (
    <>
      <EntryTitle id={`school-${school.id}`} text={school.institution} url={school.url} />
      {degree === undefined && !location && gpaLabel === undefined ? null : (
        <p className="entry-subtitle">
          {degree === undefined ? null : <InLanguage text={degree} />}
          <EntryLocation location={location} alone={degree === undefined} />
          {gpaLabel === undefined ? null : (
            <>
              {degree === undefined && !location ? null : <Separator />}
              <span className="gpa">{gpaLabel}</span>
            </>
          )}
        </p>
      )}
      {school.period ? <Dates period={school.period} paper /> : null}
      {school.descriptionHtml ? <Html html={school.descriptionHtml} /> : null}
    </>
  );
}

export function School({ id, courses }: { id: string; courses: boolean }) {
  const school = (education: SiteSchool[]) => education.find((entry) => entry.id === id);
  return (
    <li className="entry" data-slot="entry">
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
