import type { ReactNode } from "react";
import { Dates } from "../components/dates";
import { Html } from "../components/html";
import { ExternalIcon } from "../components/icons";
import { Image } from "../components/image";
import { IMAGE_SIZES } from "../components/image-sizes";
import { Link } from "../components/link";
import { useOwnDirection } from "../components/own-direction";
import { Static } from "../components/static";
import { InLanguage, useTextLanguage, useUntranslatedLang } from "../components/text-language";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselThumbnail,
  CarouselThumbnails,
} from "../components/ui/carousel";
import { usePageData, useWords } from "../context/site";
import type { SiteProject, SiteSettings } from "../shared/compiled-content";
import { formatList, localeOf } from "../shared/locale";
import type { ProjectSummary } from "../shared/page-data";
import { fill, type WordKey, type Words } from "../shared/words";

/** Each kind of skill, with its word (src/shared/words.ts). */
const SKILL_KINDS = [
  { kind: "front", word: "frontEnd" },
  { kind: "back", word: "backEnd" },
  { kind: "other", word: "otherSkills" },
] as const;

/** The project's part of the page's <Static> blocks: `render` gets the project's content. */
function ProjectStatic({
  project,
  part,
  as,
  className,
  labelledBy,
  children,
}: {
  project: ProjectSummary;
  part: string;
  as?: "section" | "figure" | "span";
  className?: string;
  labelledBy?: string;
  /** Gets the project's content, the interface words, and the site's settings (its locale). */
  children: (project: SiteProject, words: Words, site: SiteSettings) => ReactNode;
}) {
  return (
    <Static id={`project-${project.id}-${part}`} as={as} className={className} aria-labelledby={labelledBy}>
      {({ projects, site }) => {
        const found = projects.find((entry) => entry.id === project.id);
        return found ? children(found, site.words, site) : null;
      }}
    </Static>
  );
}

/**
 * A part of the project's dialog that is in the page once: a section under its heading, the
 * part's word; `children` renders the rest from the project's content.
 */
function ProjectSection({
  project,
  part,
  word,
  children,
}: {
  project: ProjectSummary;
  part: "overview" | "skills" | "achievements";
  word: WordKey;
  children: (project: SiteProject, words: Words, site: SiteSettings) => ReactNode;
}) {
  return (
    <ProjectStatic
      project={project}
      part={part}
      as="section"
      className={`project-${part}`}
      labelledBy={headingId(project, part)}
    >
      {(found, staticWords, site) => (
        <>
          <h3 id={headingId(project, part)}>{staticWords[word]}</h3>
          {children(found, staticWords, site)}
        </>
      )}
    </ProjectStatic>
  );
}

/** The shape of a gallery slide's frame and of a thumbnail (.gallery-frame, ui/carousel.css). */
const FRAME_RATIO = 16 / 10;

/**
 * How a picture fits its frame whole, at its own shape: a picture narrower than the frame
 * fills its height, a wider one its width. Its size is known before it loads (its width and
 * height), so its box never changes as it arrives.
 */
function fitFrame(image: { width: number; height: number }) {
  return image.width / image.height < FRAME_RATIO ? "fit-height" : "fit-width";
}

function Gallery({ project }: { project: ProjectSummary }) {
  const count = project.images;
  const slides = Array.from({ length: count }, (_, index) => index);
  const words = useWords();
  const { dir } = usePageData();
  const languageOf = useTextLanguage();
  return (
    <Carousel
      aria-label={fill(words.galleryLabel, { title: project.title })}
      roleDescription={words.carousel}
      options={{ direction: dir }}
      className="gallery"
    >
      <div className="gallery-stage">
        <CarouselContent>
          {slides.map((index) => (
            <CarouselItem
              key={index}
              index={index}
              count={count}
              label={words.slideOf}
              roleDescription={words.slide}
            >
              <ProjectStatic project={project} part={`image-${index}`} as="figure" className="gallery-figure">
                {({ images }) => {
                  const image = images[index];
                  return image ? (
                    <>
                      <div className="gallery-frame">
                        {/* Lazy: the page holds every project's gallery, and shows one at most. */}
                        <Image
                          image={image}
                          sizes={IMAGE_SIZES.gallery}
                          className={fitFrame(image)}
                          decoding="async"
                        />
                      </div>
                      {image.caption ? (
                        <figcaption {...languageOf(image.caption)}>{image.caption}</figcaption>
                      ) : null}
                    </>
                  ) : null;
                }}
              </ProjectStatic>
            </CarouselItem>
          ))}
        </CarouselContent>
        {count > 1 ? (
          <>
            <CarouselPrevious label={words.previousSlide} />
            <CarouselNext label={words.nextSlide} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <CarouselThumbnails>
          {slides.map((index) => (
            <CarouselThumbnail key={index} index={index} count={count} label={words.showImage}>
              <ProjectStatic
                project={project}
                part={`thumbnail-${index}`}
                as="span"
                className="static-contents"
              >
                {({ images }) => {
                  const image = images[index];
                  return image ? (
                    <Image
                      image={image}
                      sizes={IMAGE_SIZES.thumbnail}
                      className={fitFrame(image)}
                      decorative
                      decoding="async"
                    />
                  ) : null;
                }}
              </ProjectStatic>
            </CarouselThumbnail>
          ))}
        </CarouselThumbnails>
      ) : null}
    </Carousel>
  );
}

/**
 * A project's dialog below its title: overview, skills, gallery, achievements (a project
 * without pictures or achievements has no such part). The build
 * renders it into the page for every project (src/pages/project-sheets.tsx); the dialog in the
 * browser takes that markup over, and only the gallery runs a script.
 */
export function ProjectBody({ project }: { project: ProjectSummary }) {
  const words = useWords();
  return (
    // A project without pictures: its text takes the gallery's place (project-dialog.css).
    <div className="dialog-body" data-gallery={project.images > 0 ? undefined : "none"}>
      <ProjectOverview project={project} />
      {project.skills > 0 ? <ProjectSkills project={project} /> : null}
      {project.images > 0 ? (
        <section aria-labelledby={headingId(project, "gallery")} className="project-gallery">
          <h3 id={headingId(project, "gallery")}>{words.gallery}</h3>
          <Gallery project={project} />
        </section>
      ) : null}
      {project.achievements > 0 ? <ProjectAchievements project={project} /> : null}
    </div>
  );
}

/** The id of the heading of a part of the project's dialog. */
function headingId(project: ProjectSummary, part: string) {
  return `project-${project.id}-${part}-heading`;
}

/** The overview: dates, context (type, for whom, roles), description and links. */
function ProjectOverview({ project }: { project: ProjectSummary }) {
  return (
    <ProjectSection project={project} part="overview" word="overview">
      {({ descriptionHtml, period, links, type, entity, roles }, staticWords, site) => (
        <>
          {period ? <Dates period={period} className="project-dates" /> : null}
          {type || entity || roles?.length ? (
            <p className="project-context">
              <InLanguage text={type} />
              {type && entity ? " · " : null}
              <InLanguage text={entity} />
              {(type || entity) && roles?.length ? " · " : null}
              {roles?.length ? <InLanguage text={formatList(roles, localeOf(site))} of={roles[0]} /> : null}
            </p>
          ) : null}
          {descriptionHtml ? <Html html={descriptionHtml} /> : null}
          {links ? (
            <ul
              className="project-links"
              aria-label={fill(staticWords.projectLinks, { title: project.title })}
            >
              {links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url}>
                    <InLanguage text={link.label} />
                    {/^https?:/i.test(link.url) ? <ExternalIcon /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </ProjectSection>
  );
}

/** The skills used, by kind (SKILL_KINDS); a kind without any is left out. */
function ProjectSkills({ project }: { project: ProjectSummary }) {
  return (
    <ProjectSection project={project} part="skills" word="skillsUsed">
      {({ skills }, staticWords) => (
        <div className="skill-kinds">
          {SKILL_KINDS.map(({ kind, word }) =>
            skills[kind].length > 0 ? (
              <div key={kind} className="skill-kind" data-kind={kind}>
                <h4>{staticWords[word]}</h4>{" "}
                <ul className="chips">
                  {skills[kind].map((skill) => (
                    <li key={skill} data-kind={kind}>
                      {skill}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </div>
      )}
    </ProjectSection>
  );
}

/** The personal achievements, each a title and its description. */
function ProjectAchievements({ project }: { project: ProjectSummary }) {
  const dirOf = useOwnDirection();
  const langOf = useUntranslatedLang();
  return (
    <ProjectSection project={project} part="achievements" word="personalAchievements">
      {({ achievements }) => (
        <ul className="achievements">
          {achievements.map((achievement) => (
            <li
              key={achievement.title}
              className="achievement"
              dir={dirOf(`${achievement.title} ${achievement.description}`)}
              lang={langOf(achievement.title)}
            >
              <h4>{achievement.title}</h4>
              <p>{achievement.description}</p>
            </li>
          ))}
        </ul>
      )}
    </ProjectSection>
  );
}
