import { useEffect, useState } from "react";
import { LanguageLinks } from "../components/language-switcher";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "../components/ui/dialog";
import { useWords } from "../context/site";
import type { ProjectSummary } from "../shared/page-data";
import { projectPath } from "../shared/paths";
import { ProjectBody } from "./project-details";
import { PROJECT_SHEETS_ID, removeSheets } from "./project-sheets-id";

/**
 * The open project's dialog: loaded with the first project opened, not in the first view.
 * Its body is the project's markup from the page (src/pages/project-details.tsx).
 */
export function ProjectDialog({
  project,
  onClose,
  onClosed,
}: {
  project: ProjectSummary | null;
  onClose: () => void;
  /** Focus goes back to the project's card. */
  onClosed: () => void;
}) {
  const open = project !== null;
  const words = useWords();
  // The page showed this project's prerendered sheet until now (src/before-paint.js): the
  // dialog takes its place without an opening animation, as if it had been there all along.
  const [takesOver, setTakesOver] = useState(
    () => document.querySelector(`#${PROJECT_SHEETS_ID} > :not([hidden])`) !== null,
  );
  useEffect(() => {
    if (open) removeSheets();
    else setTakesOver(false);
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent
        atOnce={takesOver}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a Dialog.Trigger; the cards are links, so we do it.
          event.preventDefault();
          onClosed();
        }}
      >
        {project ? (
          <>
            <div className="dialog-header">
              <DialogTitle>{project.title}</DialogTitle>
              {/* The header's language links are behind the dialog: the same links here (none on a site in one language). */}
              <LanguageLinks route={projectPath(project.id)} compact />
              <DialogClose label={words.close} />
            </div>
            <ProjectBody key={project.id} project={project} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
