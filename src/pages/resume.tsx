import { type ComponentType, type CSSProperties, Fragment, type ReactNode, Suspense, useRef } from "react";
import { Dates } from "../components/dates";
import { Html } from "../components/html";
import { Separator } from "../components/separator";
import { Static } from "../components/static";
import { InLanguage, useTextLanguage } from "../components/text-language";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion";
import { usePageData, useWords } from "../context/site";
import { useStickySide } from "../hooks/use-sticky-side";
import type { EntryAuthor, SiteContent, SiteEntry, SiteSection } from "../shared/compiled-content";
import { PAPER_PROJECTS, resumeSlotStyles, type SlotStyle } from "../shared/resume-order";
import {
  type BUILT_IN_SECTIONS,
  type BuiltInName,
  type BuiltInSection,
  builtInSection,
} from "../shared/resume-sections";
import type { ScriptWords } from "../shared/words";
import { Banner } from "./resume-banner";
import { PaperProjects } from "./resume-paper";
import { EntryTitle, Job, School, TextList } from "./resume-timeline";

/** The hard skills' groups, each opening to its lists of skills. */
function SkillGroups() {
  const { skillGroups } = usePageData();
  return (
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
  );
}

/** The schools, newest first, on a timeline; their course lists open and close, so no <Static> block. */
function Schools() {
  const { schools } = usePageData();
  return (
    <ol className="timeline">
      {schools.map((school) => (
        <School key={school.id} id={school.id} courses={school.courses} />
      ))}
    </ol>
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
              {entry.keywords ? <TextList className="chips" items={entry.keywords} /> : null}
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

/** A publication's authors in its order, the owner's name strong. */
function Authors({ authors }: { authors: EntryAuthor[] }) {
  return (
    <p className="entry-authors">
      {authors.map(({ name, owner }, index) => (
        // Two authors may share a name: the place in the content's list keeps each apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is the content's, never reordered.
        <Fragment key={index}>
          {index > 0 ? ", " : null}
          {owner ? <strong>{name}</strong> : name}
        </Fragment>
      ))}
    </p>
  );
}

function FurtherEntry({ entry }: { entry: SiteEntry }) {
  return (
    <li className="section-entry">
      <EntryTitle id={`entry-${entry.id}`} text={entry.title} url={entry.url} />
      {entry.authors ? <Authors authors={entry.authors} /> : null}
      {entry.type || entry.subtitle || entry.location ? (
        <p className="entry-subtitle">
          {(["type", "subtitle", "location"] as const)
            .filter((field) => entry[field] !== undefined)
            .map((field, index) => (
              <Fragment key={field}>
                {index > 0 ? <Separator /> : null}
                <InLanguage text={entry[field]} />
              </Fragment>
            ))}
        </p>
      ) : null}
      {entry.period ? <Dates period={entry.period} paper /> : null}
      {entry.html ? <Html html={entry.html} /> : null}
      {entry.highlights ? <TextList className="entry-highlights" items={entry.highlights} /> : null}
    </li>
  );
}

/**
 * The body of a section of the Resume's own (src/shared/resume-sections.ts gives its heading's
 * words). A body from the content is in the page once (a <Static> block) and needs no script;
 * one that opens and closes (accordions) is rendered by the script too, from the page data, so
 * its heading's word must travel with it (SCRIPT_WORDS), as must its hint.
 */
type Body<Name extends BuiltInName> =
  | InPage
  | (Extract<(typeof BUILT_IN_SECTIONS)[number], { name: Name }>["word"] extends keyof ScriptWords
      ? Interactive
      : never);
type InPage = { body: (content: SiteContent) => ReactNode };
type Interactive = { hint?: keyof ScriptWords; Interactive: ComponentType };

/** The body of each of the Resume's own sections, by its name in the layout (site.yaml's `resume:`). */
const BODIES: { [Name in BuiltInName]: Body<Name> } = {
  // The owner's summary.
  profile: {
    body: ({ profile }) => (profile.summaryHtml ? <Html html={profile.summaryHtml} /> : null),
  },
  // The soft skills, as a list.
  "soft-skills": {
    body: ({ profile }) => (
      <ul className="plain-list">
        {profile.softSkills?.map((skill) => (
          <li key={skill}>
            <InLanguage text={skill} />
          </li>
        ))}
      </ul>
    ),
  },
  // Groups of skills that open and close.
  "hard-skills": { hint: "hardSkillsHint", Interactive: SkillGroups },
  // Each language with its fluency.
  languages: {
    body: ({ profile }) => (
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
    ),
  },
  // The jobs, newest first, on a timeline.
  experience: {
    body: ({ experience }) => (
      <ol className="timeline">
        {experience.map((job) => (
          <Job key={job.id} job={job} />
        ))}
      </ol>
    ),
  },
  // The schools, newest first, on a timeline; their course lists open and close.
  education: { Interactive: Schools },
};

/** A section of the Resume's own, as a card: its heading (and hint), then its body. */
function SectionCard({ section }: { section: BuiltInSection }) {
  const words = useWords();
  const { name, word, paperWord } = section;
  const heading = `${name}-heading`;
  const body: InPage | Interactive = BODIES[name];
  if ("body" in body)
    return (
      <Static as="section" id={name} className="card" data-slot="resume-section" aria-labelledby={heading}>
        {(content) => (
          <>
            <h2 id={heading}>
              {paperWord ? (
                <>
                  <span className="screen-only">{content.site.words[word]}</span>
                  <span className="paper-only" hidden>
                    {content.site.words[paperWord]}
                  </span>
                </>
              ) : (
                content.site.words[word]
              )}
            </h2>
            {body.body(content)}
          </>
        )}
      </Static>
    );
  return (
    <section className="card" data-slot="resume-section" aria-labelledby={heading}>
      {/* Body gives an interactive section only to a name whose word is a script word. */}
      <h2 id={heading}>{words[word as keyof ScriptWords]}</h2>
      {body.hint ? <p className="hint">{words[body.hint]}</p> : null}
      <body.Interactive />
    </section>
  );
}

/** One section of the Resume, by its name in the layout. */
function ResumeSection({ name }: { name: string }): ReactNode {
  const section = builtInSection(name);
  return section ? <SectionCard section={section} /> : <FurtherSectionCard name={name} />;
}

/** A section of sections.yaml, by its id. */
function FurtherSectionCard({ name }: { name: string }) {
  return (
    <Static
      as="section"
      id={`section-${name}`}
      className="card further-section"
      data-slot="resume-section"
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
 * the phone order: each section's place in it is its --phone-order (see .resume-slot); on
 * paper, its --paper-order (src/shared/resume-order.ts, src/print.css).
 */
function Column({
  names,
  styles,
  side,
}: {
  names: string[];
  styles: Map<string, SlotStyle>;
  side?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useStickySide(side ? ref : NO_ELEMENT);
  return (
    <div ref={ref} className={side ? "resume-column resume-side" : "resume-column"}>
      {names.map((name) => (
        <div key={name} className="resume-slot" data-section={name} style={styles.get(name) as CSSProperties}>
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
  const page = usePageData();
  const { layout } = page;
  const styles = resumeSlotStyles(page);
  const projects = styles.get(PAPER_PROJECTS);
  return (
    <div className="page resume">
      <Static as="header" id="banner" className="banner" data-slot="banner">
        {({ profile, site }) => <Banner profile={profile} site={site} />}
      </Static>
      {/* A column with no section is left out: the other takes the width. */}
      <div
        className="resume-columns"
        data-columns={layout.side.length > 0 && layout.main.length > 0 ? undefined : "one"}
      >
        {layout.side.length > 0 ? <Column names={layout.side} styles={styles} side /> : null}
        {layout.main.length > 0 ? <Column names={layout.main} styles={styles} /> : null}
        {projects ? <PaperProjects style={projects} /> : null}
      </div>
    </div>
  );
}
