import { lazy, type RefObject, Suspense, useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Image } from "../components/image";
import { IMAGE_SIZES } from "../components/image-sizes";
import { Link } from "../components/link";
import { Static } from "../components/static";
import { InLanguage } from "../components/text-language";
import { usePageData, useWords } from "../context/site";
import { useHydrated } from "../hooks/use-hydrated";
import type { SiteProject } from "../shared/compiled-content";
import type { ProjectSummary } from "../shared/page-data";
import { PROJECT_PARAM, projectPath } from "../shared/paths";
import { paths } from "../shared/screens";
import { PROJECT_SHEETS_ID, removeSheets } from "./project-sheets-id";

// The dialog, its gallery and their libraries: a chunk of their own, fetched once the Projects
// screen shows (below), so that a card opens its project at once.
const loadDialog = () => import("./project-dialog");
const ProjectDialog = lazy(async () => ({ default: (await loadDialog()).ProjectDialog }));

/** The skills a card of text shows, in this order, and how many at most. */
const CARD_SKILL_KINDS = ["front", "back", "other"] as const;
const CARD_SKILLS = 6;

/** History state on an entry the Projects page pushed itself: closing can go Back to the list. */
const OPENED_FROM_LIST = { openedFromList: true };

/** A plain left click, which the page handles itself (others open a tab, a window…). */
function plainClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** The Projects screen: a card per project, and the dialog of the one the address opens. */
export function ProjectsPage() {
  const words = useWords();
  const location = useLocation();
  const hydrated = useHydrated();
  const grid = useRef<HTMLDivElement>(null);
  const { openProject, lastOpenId, dialogLoaded } = useOpenProject(hydrated);
  const close = useCloseProject();
  usePreloadedDialog(hydrated && location.pathname === paths.projects);
  useSheetsDoneWith(hydrated, openProject);
  useCardLinks(hydrated, grid);

  return (
    <div className="page projects" ref={grid}>
      <h1>{words.projectHighlights}</h1>
      <Static as="ul" id="project-grid" className="project-grid">
        {(content) =>
          content.projects.map((project, index) => (
            <ProjectCard key={project.id} project={project} index={index} />
          ))
        }
      </Static>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <ProjectDialog
            project={openProject}
            onClose={close}
            onClosed={() => focusCardLink(grid.current, lastOpenId.current)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The project the address opens (once hydrated), the last one opened (whose card takes the
 * focus back when its dialog closes), and whether the dialog has been needed yet.
 */
function useOpenProject(hydrated: boolean) {
  const { projects } = usePageData();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const lastOpenId = useRef<string | null>(null);
  const dialogLoaded = useRef(false);
  const openId = location.pathname === paths.projects ? searchParams.get(PROJECT_PARAM) : null;
  const openProject = (hydrated && projects.find((project) => project.id === openId)) || null;
  if (openProject) {
    lastOpenId.current = openProject.id;
    dialogLoaded.current = true;
  }
  return { openProject, lastOpenId, dialogLoaded: dialogLoaded.current };
}

/** Closes the open project's dialog. */
function useCloseProject() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // Back when we pushed the entry (so Forward reopens it); otherwise, e.g. after opening a
    // shared link, replace it so Back leaves the site as the visitor expects.
    if ((location.state as typeof OPENED_FROM_LIST | null)?.openedFromList) navigate(-1);
    else navigate(paths.projects, { replace: true });
  };
}

/** The dialog's chunk, fetched once the Projects screen shows, so that a card opens its project at once. */
function usePreloadedDialog(shown: boolean) {
  useEffect(() => {
    // Should it fail to load, opening a project shows the screen's error instead.
    if (shown) loadDialog().catch(() => {});
  }, [shown]);
}

/**
 * The prerendered project sheets serve a project opened before the app is up (a shared link,
 * a card tapped as the page loads) until its dialog takes over; once none shows, they are
 * done with (src/pages/project-sheets.tsx). The router may hear of an address after the page
 * has shown it: while a sheet still shows with no project open here, the address decides,
 * each time it changes (src/before-paint.js has shown or hidden the sheet by then).
 */
function useSheetsDoneWith(hydrated: boolean, openProject: ProjectSummary | null) {
  useEffect(() => {
    if (!hydrated || openProject) return;
    const doneWith = () => {
      const sheets = document.getElementById(PROJECT_SHEETS_ID);
      if (sheets && !sheets.querySelector(":scope > :not([hidden])")) removeSheets();
      return sheets === null || !sheets.isConnected;
    };
    if (doneWith()) return;
    window.addEventListener("hashchange", doneWith);
    return () => window.removeEventListener("hashchange", doneWith);
  }, [hydrated, openProject]);
}

/**
 * The cards are prerendered markup: their links open the dialog through here, so the entry
 * they push remembers it came from the list. Until the app has hydrated the page, they are
 * plain links, and the page shows the project's prerendered sheet at once.
 */
function useCardLinks(hydrated: boolean, grid: RefObject<HTMLDivElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!hydrated) return;
    const cards = grid.current;
    const onClick = (event: MouseEvent) => {
      if (!plainClick(event) || !(event.target instanceof Element)) return;
      const id = event.target.closest<HTMLElement>("[data-project-link]")?.dataset.projectLink;
      if (id === undefined) return;
      event.preventDefault();
      navigate(projectPath(id), { state: OPENED_FROM_LIST });
    };
    cards?.addEventListener("click", onClick);
    return () => cards?.removeEventListener("click", onClick);
  }, [hydrated, navigate, grid]);
}

/** Focuses the link of the card of project `id`, in `grid`. */
function focusCardLink(grid: HTMLElement | null, id: string | null) {
  const links = grid?.querySelectorAll<HTMLElement>("[data-project-link]") ?? [];
  for (const link of links) if (link.dataset.projectLink === id) link.focus();
}

/** The skills a card of text shows: the first CARD_SKILLS, by kind. */
function cardSkills(project: SiteProject) {
  const skills = CARD_SKILL_KINDS.flatMap((kind) => project.skills[kind].map((skill) => ({ kind, skill })));
  return skills.slice(0, CARD_SKILLS);
}

/** A project's card: its cover picture (the first card's loads first), or its skills under its title. */
function ProjectCard({ project, index }: { project: SiteProject; index: number }) {
  const cover = project.images[0];
  // A project without pictures: a card of text, its skills under its title (when it has any).
  const skills = cover ? [] : cardSkills(project);
  return (
    <li>
      <article className="project-card" data-slot="project-card" data-cover={cover ? undefined : "none"}>
        {cover ? (
          <Image
            image={cover}
            sizes={IMAGE_SIZES.card}
            lead={index === 0}
            decoding="async"
            // Taller than wide (a phone's screen): shown whole, not cropped to the card's shape.
            className={cover.height > cover.width ? "portrait" : undefined}
          />
        ) : null}
        <h2>
          <Link href={projectPath(project.id)} data-project-link={project.id}>
            <InLanguage text={project.title} />
          </Link>
        </h2>
        {skills.length > 0 ? (
          <ul className="chips">
            {skills.map(({ kind, skill }) => (
              <li key={`${kind} ${skill}`} data-kind={kind}>
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
