/**
 * What only the printed Resume (the PDF) shows, for the people and the résumé parsers that read
 * it: the projects in brief, since the Projects screen is not printed (their place on paper:
 * src/shared/resume-order.ts). The screen never shows them (`.paper-only`, src/print.css).
 */
import type { CSSProperties } from "react";
import { Dates } from "../components/dates";
import { Link } from "../components/link";
import { Separator } from "../components/separator";
import { Static } from "../components/static";
import { InLanguage } from "../components/text-language";
import type { SiteProject } from "../shared/compiled-content";
import { PAPER_PROJECTS, type SlotStyle } from "../shared/resume-order";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: "\u00a0",
};

/**
 * What a project is, in the owner's words: the first sentence of its description, as text
 * (the compiler's sanitised HTML, its tags left out).
 */
function firstSentence(html: string): string | undefined {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  if (!paragraph) return undefined;
  const text = paragraph
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return /^.+?[.!?。！？](?=\s|$)/u.exec(text)?.[0] ?? text;
}

/**
 * One project as an entry of its own, as a job is: its name (a link to its first address) beside
 * when it was, what it was and for whom, and its first sentence below. On a line of its own, the
 * name starts an entry that a résumé parser tells apart from the next by the gap between them:
 * projects of one line each stand as far apart as their lines, and a parser reads them as one.
 */
function PaperProject({ project }: { project: SiteProject }) {
  const link = project.links?.[0]?.url;
  const about = [project.type, project.entity].filter((text): text is string => Boolean(text));
  const summary = firstSentence(project.descriptionHtml);
  const title = <InLanguage text={project.title} />;
  return (
    <li className="section-entry">
      <p className="paper-project">
        <strong className="entry-title">{link ? <Link href={link}>{title}</Link> : title}</strong>
      </p>
      {project.period ? <Dates period={project.period} paper /> : null}
      {about.length > 0 ? (
        <p className="entry-subtitle">
          {about.map((text, index) => (
            <span key={text}>
              {index > 0 ? <Separator /> : null}
              <InLanguage text={text} />
            </span>
          ))}
        </p>
      ) : null}
      {summary ? (
        <p className="paper-project-summary">
          <InLanguage text={summary} />
        </p>
      ) : null}
    </li>
  );
}

/** The projects in brief, on paper only: a section of the printed Resume. */
export function PaperProjects({ style }: { style: SlotStyle }) {
  return (
    <div className="resume-slot paper-only" data-section={PAPER_PROJECTS} style={style as CSSProperties}>
      <Static as="section" id="paper-projects" className="card" aria-labelledby="paper-projects-heading">
        {({ projects, site }) => (
          <>
            <h2 id="paper-projects-heading">{site.words.projects}</h2>
            <ol className="section-entries">
              {projects.map((project) => (
                <PaperProject key={project.id} project={project} />
              ))}
            </ol>
          </>
        )}
      </Static>
    </div>
  );
}
