import data from "@generated/content-projects.json";
import { useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import type { RouteContent, SiteProject } from "../compiled-content";
import { Html } from "../components/html";
import { Image } from "../components/image";
import { Link } from "../components/link";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselThumbnail,
  CarouselThumbnails,
} from "../components/ui/carousel";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "../components/ui/dialog";
import { useDocumentTitle } from "../hooks/use-document-title";
import { PROJECT_PARAM, paths, projectPath } from "../paths";

// Its own file, so this content loads with the page and not in the first view.
const { projects } = data as RouteContent["projects"];

/** Shown sizes (the grid's cards, the dialog's gallery and thumbnails in styles.css). */
const CARD_SIZES = "(min-width: 1140px) 360px, (min-width: 700px) 50vw, 100vw";
const GALLERY_SIZES = "(min-width: 1140px) 1060px, 100vw";
const THUMBNAIL_SIZES = "88px";

/** History state on an entry the Projects page pushed itself: closing can go Back to the list. */
const OPENED_FROM_LIST = { openedFromList: true };

const SKILL_KINDS = [
  { kind: "front", label: "Front end" },
  { kind: "back", label: "Back end" },
  { kind: "other", label: "Other" },
] as const;

function Gallery({ project }: { project: SiteProject }) {
  const { images } = project;
  const count = images.length;
  return (
    <Carousel aria-label={`${project.title} images`} className="gallery">
      <div className="gallery-stage">
        <CarouselContent>
          {images.map((image, index) => (
            <CarouselItem key={image.src} index={index} count={count}>
              <figure className="gallery-figure">
                <div className="gallery-frame">
                  <Image image={image} sizes={GALLERY_SIZES} decoding="async" />
                </div>
                {image.caption ? <figcaption>{image.caption}</figcaption> : null}
              </figure>
            </CarouselItem>
          ))}
        </CarouselContent>
        {count > 1 ? (
          <>
            <CarouselPrevious />
            <CarouselNext />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <CarouselThumbnails>
          {images.map((image, index) => (
            <CarouselThumbnail key={image.src} index={index} count={count}>
              <Image image={image} sizes={THUMBNAIL_SIZES} loading="lazy" decoding="async" />
            </CarouselThumbnail>
          ))}
        </CarouselThumbnails>
      ) : null}
    </Carousel>
  );
}

function ProjectDetails({ project }: { project: SiteProject }) {
  return (
    <>
      <div className="dialog-header">
        <DialogTitle>{project.title}</DialogTitle>
        <DialogClose />
      </div>
      <div className="dialog-body">
        <section aria-labelledby="project-overview" className="project-overview">
          <h3 id="project-overview">Overview</h3>
          <Html html={project.descriptionHtml} />
        </section>
        <section aria-labelledby="project-skills" className="project-skills">
          <h3 id="project-skills">Skills Used</h3>
          <div className="skill-kinds">
            {SKILL_KINDS.map(({ kind, label }) =>
              project.skills[kind].length > 0 ? (
                <div key={kind} className="skill-kind" data-kind={kind}>
                  <h4>{label}</h4>{" "}
                  <ul className="chips">
                    {project.skills[kind].map((skill) => (
                      <li key={skill} data-kind={kind}>
                        {skill}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
        </section>
        <section aria-labelledby="project-gallery" className="project-gallery">
          <h3 id="project-gallery">Gallery</h3>
          <Gallery project={project} />
        </section>
        <section aria-labelledby="project-achievements" className="project-achievements">
          <h3 id="project-achievements">Personal Achievements</h3>
          <ul className="achievements">
            {project.achievements.map((achievement) => (
              <li key={achievement.title} className="achievement">
                <h4>{achievement.title}</h4>
                <p>{achievement.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export function ProjectsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const cardLinks = useRef(new Map<string, HTMLAnchorElement>());
  const lastOpenId = useRef<string | null>(null);

  const openId = searchParams.get(PROJECT_PARAM);
  const openProject = projects.find((project) => project.id === openId) ?? null;
  if (openProject) lastOpenId.current = openProject.id;
  useDocumentTitle(openProject ? openProject.title : "Projects");

  const close = () => {
    // Back when we pushed the entry (so Forward reopens it); otherwise, e.g. after opening a
    // shared link, replace it so Back leaves the site as the visitor expects.
    if ((location.state as typeof OPENED_FROM_LIST | null)?.openedFromList) navigate(-1);
    else navigate(paths.projects, { replace: true });
  };

  return (
    <div className="page projects">
      <h1>Project Highlights</h1>
      <ul className="project-grid">
        {projects.map((project) => {
          const cover = project.images[0];
          return (
            <li key={project.id}>
              <article className="project-card">
                {cover ? <Image image={cover} sizes={CARD_SIZES} decoding="async" /> : null}
                <h2>
                  <Link
                    href={projectPath(project.id)}
                    state={OPENED_FROM_LIST}
                    ref={(node) => {
                      if (node) cardLinks.current.set(project.id, node);
                      else cardLinks.current.delete(project.id);
                    }}
                  >
                    {project.title}
                  </Link>
                </h2>
              </article>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={openProject !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
      >
        <DialogContent
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; the cards are links, so we do it.
            event.preventDefault();
            if (lastOpenId.current) cardLinks.current.get(lastOpenId.current)?.focus();
          }}
        >
          {openProject ? <ProjectDetails key={openProject.id} project={openProject} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
