/**
 * A variant's PDF against its page budget (site.yaml's `pages`): `npm run pdf` warns when it
 * takes more, saying by how much and which of its entries begin on the pages over it (what the
 * variant could drop), read from the PDF's own text and the variant's JSON Resume.
 */
import type { JsonResume } from "../interop/json-resume/export.ts";
import { pdfJsText } from "./pdf-text.ts";

/** An entry of a JSON Resume, by what it is and its name. */
type Entry = { kind: string; name: string };

/** The entries of `resume` by the names a reader sees on paper: companies, schools, projects… */
export function resumeEntries(resume: JsonResume): Entry[] {
  const named = (kind: string, list: unknown, key: string) =>
    (Array.isArray(list) ? list : []).flatMap((item: Record<string, unknown>) =>
      typeof item?.[key] === "string" && item[key] ? [{ kind, name: item[key] as string }] : [],
    );
  const parts = resume as Record<string, unknown>;
  return [
    ...named("job", parts.work, "name"),
    ...named("project", parts.projects, "name"),
    ...named("school", parts.education, "institution"),
    ...named("certificate", parts.certificates, "name"),
    ...named("award", parts.awards, "title"),
    ...named("publication", parts.publications, "name"),
    ...named("volunteering", parts.volunteer, "organization"),
  ];
}

/** How a PDF fits its budget: its pages, and the entries that begin on the pages over it. */
export type BudgetReport = { pages: number; budget: number; over: Entry[]; lastPageLines: number };

/** The PDF `pdf` read against `budget` pages: undefined when it fits. */
export async function overBudget(
  pdf: Uint8Array,
  budget: number,
  resume: JsonResume | undefined,
): Promise<BudgetReport | undefined> {
  const text = await pdfJsText(pdf);
  if (text.pages <= budget) return undefined;
  const within = text.pageLines.slice(0, budget).flat().join("\n");
  const beyond = text.pageLines.slice(budget).flat().join("\n");
  const squash = (value: string) => value.replace(/\s+/g, " ");
  const over = (resume ? resumeEntries(resume) : []).filter(
    ({ name }) => squash(beyond).includes(squash(name)) && !squash(within).includes(squash(name)),
  );
  // The last page's own number ("3 / 3", src/print.css) is no line of the resume's.
  const number = `${text.pages} / ${text.pages}`;
  const lastPageLines = (text.pageLines.at(-1) ?? []).filter((line) => line.trim() !== number).length;
  return { pages: text.pages, budget, over, lastPageLines };
}

/** The warning `npm run pdf` prints for a variant's PDF over its budget. */
export function budgetWarning(file: string, variant: string, report: BudgetReport): string {
  const { pages, budget, over, lastPageLines } = report;
  const excess = pages - budget;
  const lines = [
    `warning: ${file} takes ${pages} pages, ${excess} over the ${budget} that site.yaml's variants.${variant}.pages allows (its last page holds ${lastPageLines} lines of text)`,
  ];
  if (over.length > 0)
    lines.push(
      `  on the pages over it: ${over.map(({ kind, name }) => `${name} (${kind})`).join(", ")}`,
      `  hint: drop one of them from the variant ${variant} (give it a tag the variant drops), shorten what comes before them, or raise its pages`,
    );
  else
    lines.push(
      `  hint: shorten the variant ${variant}'s longest entries (fewer highlights, a shorter summary), drop an entry, or raise its pages`,
    );
  return lines.join("\n");
}
