/**
 * What went where: the cover letters of the content (letters/*.md), each with its variant, its
 * language, its date, when and where it was sent, and its files in the built site (as the
 * build's record lists them, scripts/publish/build-record.ts):
 *
 *   npm run applications [-- --content DIR] [--dist DIR] [--json]
 *
 * A table, a letter a row; with --json, the same as a JSON array. A letter changed since the
 * site was built (its folder's name follows its text) is said to need a build, as is every
 * letter when there is no built site. Exit codes: 0 shown (or no letters to show), 1 invalid
 * content (its errors, located, on stderr), 2 usage.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { compileContent } from "../compiler/compile.ts";
import { formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import type { CompiledLetter } from "../compiler/passes/letters.ts";
import { parseOptions } from "../lib/command.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";
import { type BuiltLetter, builtLetter, readBuildRecord } from "../publish/build-record.ts";

const USAGE = "usage: npm run applications [-- --content DIR] [--dist DIR] [--json]";

/** A letter as the command shows it. */
export type Application = {
  letter: string;
  role?: string;
  company?: string;
  variant?: string;
  lang: string;
  date?: string;
  sent?: { date: string; to?: string };
  /** Its files in the built site that are there, by their paths from the site's folder. */
  files: string[];
  /** Whether the built site holds this letter as it is now. */
  built: boolean;
};

export async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(
    argv,
    { content: { type: "string" }, dist: { type: "string" }, json: { type: "boolean" } },
    USAGE,
  );
  if (!parsed) return 2;
  const { content = DEFAULT_CONTENT_DIR, dist = "dist", json = false } = parsed;
  const result = await compileContent({ contentDir: content });
  const diagnostics = result.ok ? result.warnings : result.diagnostics;
  if (diagnostics.length > 0) console.error(formatHuman(diagnostics, { colour: false }));
  if (!result.ok) return 1;
  const applications = result.letters.map((letter) => application(letter, dist, builtLetters(dist)));
  if (json) console.log(JSON.stringify(applications, null, 2));
  else if (applications.length === 0) console.log(`no letters in ${path.join(content, "letters")}/`);
  else console.log(table(applications, dist));
  return 0;
}

/** The letters the build's record of `dist` lists; none when there is no site built there. */
function builtLetters(dist: string): BuiltLetter[] {
  try {
    return readBuildRecord(dist).letters ?? [];
  } catch {
    return [];
  }
}

function application(letter: CompiledLetter, dist: string, built: readonly BuiltLetter[]): Application {
  const own = builtLetter(letter, "a4");
  const found = built.find(({ name, folder }) => name === letter.name && folder === own.folder);
  const files = found
    ? [found.page, found.text, found.word, found.pdf, ...(found.withResume ? [found.withResume] : [])].filter(
        (file) => existsSync(path.join(dist, file)),
      )
    : [];
  const { role, company, variant, lang, date, sent } = own;
  return {
    letter: letter.name,
    ...(role ? { role } : {}),
    ...(company ? { company } : {}),
    ...(variant ? { variant } : {}),
    lang,
    ...(date ? { date } : {}),
    ...(sent ? { sent } : {}),
    files,
    built: found !== undefined,
  };
}

/** The applications as a table: a row per letter, its files under it. */
function table(applications: readonly Application[], dist: string): string {
  const rows = [
    ["letter", "for", "variant", "lang", "dated", "sent", "to"],
    ...applications.map(({ letter, role, company, variant, lang, date, sent }) => [
      letter,
      [role, company].filter(Boolean).join(", ") || "-",
      variant ?? "(full resume)",
      lang,
      date ?? "-",
      sent?.date ?? "not sent",
      sent?.to ?? "-",
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? "")].length))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell + " ".repeat(Math.max(0, (widths[column] ?? 0) - [...cell].length)))
      .join("  ")
      .trimEnd();
  const [header = [], ...body] = rows;
  return [
    line(header),
    ...body.flatMap((row, index) => {
      const { files, built } = applications[index] ?? { files: [], built: false };
      const where = built
        ? files.map((file) => `  ${path.join(dist, file)}`)
        : ["  not built as it is now: npm run build, then npm run pdf"];
      return [line(row), ...where];
    }),
  ].join("\n");
}
