/**
 * Where each section of the Resume goes below the two-column width and on paper: the style
 * attribute of its slot (src/pages/resume.tsx), which the build lists in the page's strict CSP
 * by its hash (scripts/vite/inline-code.ts), so both read this one function.
 */
import type { PageData } from "./page-data.ts";

/** The name of the projects' section on paper (src/pages/resume-paper.tsx); a section of sections.yaml by that name wins. */
export const PAPER_PROJECTS = "projects";

/** Whether the paper prints the projects in brief: the site has them, and no section of its own by that name. */
export function paperProjects({ screens, layout }: Pick<PageData, "screens" | "layout">): boolean {
  return screens.includes(PAPER_PROJECTS) && !layout.phone.includes(PAPER_PROJECTS);
}

/**
 * The sections in the order the paper prints them: the phone's order (site.yaml's `phone`),
 * with the hard skills before the soft skills, as a parser that stops at the first skills
 * section must find them, and with `projects`, the projects after the experience (else the
 * education, else at the end).
 */
export function paperOrder(phone: readonly string[], projects: boolean): string[] {
  const order = [...phone];
  const hard = order.indexOf("hard-skills");
  const soft = order.indexOf("soft-skills");
  if (hard > soft && soft >= 0) order.splice(soft, 0, ...order.splice(hard, 1));
  if (projects) {
    const after = ["experience", "education"].map((name) => order.indexOf(name)).find((at) => at >= 0);
    order.splice(after === undefined ? order.length : after + 1, 0, PAPER_PROJECTS);
  }
  return order;
}

/** A slot's style: CSS variables with their numbers. */
export type SlotStyle = Record<`--${string}`, number>;

/**
 * Each section's slot style, by its name: its place in the phone's order (`--phone-order`,
 * src/pages/resume.css) and on paper (`--paper-order`, src/print.css); the projects on paper
 * have the paper's place alone.
 */
export function resumeSlotStyles(page: Pick<PageData, "screens" | "layout">): Map<string, SlotStyle> {
  const { phone } = page.layout;
  const projects = paperProjects(page);
  const paper = paperOrder(phone, projects);
  const styles = new Map<string, SlotStyle>(
    phone.map((name, index) => [name, { "--phone-order": index, "--paper-order": paper.indexOf(name) }]),
  );
  if (projects) styles.set(PAPER_PROJECTS, { "--paper-order": paper.indexOf(PAPER_PROJECTS) });
  return styles;
}

/** A slot's style as React writes it in the style attribute: "--phone-order:1;--paper-order:2". */
export function slotStyleText(style: SlotStyle): string {
  return Object.entries(style)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
}
