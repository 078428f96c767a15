/**
 * What each variant of the resume (site.yaml's `variants`) keeps and drops, per language:
 *
 *   npm run variants [-- --content DIR]
 *
 * Its page's folder in the built site and its files' names; jobs and roles by company and position, highlights shortened, schools, projects, skill groups
 * and skills, the further sections' entries. An untagged highlight or skill follows its role or
 * group and is not listed; what a dropped entry holds goes with it, unlisted. Exit codes: 0
 * shown (or no variants to show), 1 invalid content (its errors, located, on stderr), 2 usage.
 */
import { languageFile, pagePath, RESUME_JSON, RESUME_PDF, RESUME_TEXT } from "../../src/shared/paths.ts";
import { compileContent, type ResumeVariantContent } from "../compiler/compile.ts";
import { formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import type { VariantItem } from "../compiler/passes/variants.ts";
import { parseOptions } from "../lib/command.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";

const USAGE = "usage: npm run variants [-- --content DIR]";

export async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(argv, { content: { type: "string" } }, USAGE);
  if (!parsed) return 2;
  const contentDir = parsed.content ?? DEFAULT_CONTENT_DIR;
  const result = await compileContent({ contentDir });
  const diagnostics = result.ok ? result.warnings : result.diagnostics;
  if (diagnostics.length > 0) console.error(formatHuman(diagnostics, { colour: false }));
  if (!result.ok) return 1;
  if (result.resumeVariants.length === 0) {
    console.log(`no variants in site.yaml: ${contentDir} has one resume, the full one`);
    return 0;
  }
  console.log(result.resumeVariants.map(describeVariant).join("\n\n"));
  return 0;
}

/** The files of a variant's page in the site's folder (the PDF once npm run pdf prints it). */
const RESUME_FILES = [RESUME_PDF, RESUME_JSON, RESUME_TEXT];

/** One variant in each language: its page and files, what it keeps, then what it drops. */
export function describeVariant({ name, languages }: ResumeVariantContent): string {
  return languages
    .map(({ content, kept, dropped }) =>
      [
        `${name} (${content.site.lang}): keeps ${kept.length}, drops ${dropped.length}`,
        ...(content.profile.label ? [`  headline: ${content.profile.label}`] : []),
        `  sections: ${content.layout.phone.join(", ")}`,
        `  page: ${pagePath(content.site)} (unlisted), files: ${RESUME_FILES.map((file) => languageFile(file, content.site)).join(", ")}`,
        "  keeps:",
        ...listed(kept),
        "  drops:",
        ...listed(dropped),
      ].join("\n"),
    )
    .join("\n\n");
}

/** The width of the kind column, the longest kind's ("skill group"). */
const KIND_WIDTH = 11;

function listed(items: readonly VariantItem[]): string[] {
  if (items.length === 0) return ["    nothing"];
  return items.map(
    ({ kind, name }) => `    ${kind.padEnd(KIND_WIDTH)}  ${kind === "highlight" ? `"${name}"` : name}`,
  );
}
