import { CloseIcon } from "../components/icons";
import { LanguageLinks } from "../components/language-switcher";
import { usePageData, useWords } from "../context/site";
import { projectPath } from "../shared/paths";
import { paths } from "../shared/screens";
import { ProjectBody } from "./project-details";
import { PROJECT_SHEETS_ID } from "./project-sheets-id";

/**
 * Every project's dialog as the build renders it into the page, each hidden. A shared link to
 * a project (#/projects?project=<id>) shows its sheet before the app has loaded
 * (src/before-paint.js), so the project reads at once; the app's dialog then takes over the
 * sheet's markup (src/pages/project-dialog.tsx) and removes the sheets. Rendered at build time
 * only, outside the app's root.
 */
export function ProjectSheets() {
  const { projects } = usePageData();
  const words = useWords();
  return (
    <div id={PROJECT_SHEETS_ID}>
      {projects.map((project) => (
        <div key={project.id} className="project-sheet" data-project-sheet={project.id} hidden>
          <div data-slot="dialog-overlay" />
          <div
            data-slot="dialog-content"
            data-state="open"
            role="dialog"
            aria-modal="true"
            aria-labelledby={`project-${project.id}-title`}
          >
            <div className="dialog-header">
              <h2 data-slot="dialog-title" id={`project-${project.id}-title`}>
                {project.title}
              </h2>
              <LanguageLinks route={projectPath(project.id)} compact />
              <a data-slot="dialog-close" href={`#${paths.projects}`}>
                <CloseIcon />
                <span className="visually-hidden">{words.close}</span>
              </a>
            </div>
            <ProjectBody project={project} />
          </div>
        </div>
      ))}
    </div>
  );
}
