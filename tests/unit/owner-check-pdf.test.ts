/**
 * The owner's site check (`npm run check`, scripts/check/site.spec.ts) on a PDF that machines
 * read against the engine's reading rules: it passes, and says what it read as a warning that
 * names the rule broken and where to report it. The site is real, built and printed here, and
 * the check runs as the owner runs it; the rules broken come from the owner's stylesheet, which
 * hides each job's place on paper.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import { runFolio } from "./command.ts";
import { contentTree, temporaryFolder } from "./fixtures.ts";

const folio = (argv: string[]) => runFolio(argv);

/** Building, printing and checking a site in the browser: minutes on a busy two-core machine. */
const CHECK_TIMEOUT = 600_000;

let content = "";
let dist = "";

beforeAll(async () => {
  content = contentTree("pdf-one-company");
  writeFileSync(
    path.join(content, "site.css"),
    "@media print {\n  .entry-location {\n    display: none;\n  }\n}\n",
  );
  dist = path.join(temporaryFolder("owner-check-pdf"), "dist");
  for (const argv of [
    ["build", "--content", content, "--out", dist],
    ["pdf", "--dist", dist],
  ]) {
    const run = await folio(argv);
    expect(run.code, `folio ${argv[0]}: ${run.stdout}${run.stderr}`).toBe(0);
  }
}, CHECK_TIMEOUT);

test(
  "passes a resume PDF that breaks a reading rule, and prints the rule as a warning with where to report it",
  async () => {
    // Only the tests of the PDF and the Word file, as an owner runs a test again: the rest of
    // the check, the screens, axe, is other tests' to prove.
    const run = await folio([
      "check",
      "--dist",
      dist,
      "--content",
      content,
      "--grep",
      "how (machines|a portal) read",
    ]);
    const output = `${run.stdout}${run.stderr}`;
    expect(run.code, output).toBe(0);
    expect(output).toMatch(/\b2 passed\b/);
    expect(output).toMatch(
      /✓ .* the resume PDF opens, names the owner, and how machines read it is reported/,
    );
    expect(output).not.toMatch(/✘ .* the resume PDF/);
    expect(output).toContain("warning: resume.pdf as pdf.js reads it: ");
    expect(output).toContain("work 1 'Kvarnholmen Systems': location 'Stockholm' not found");
    expect(output).toContain("npm bugs folio-resume");
    // The Word file is read back too; the stylesheet is the page's alone, so it keeps every rule.
    expect(output).toMatch(/✓ .* resume\.docx opens as a Word file, and how a portal reads it is reported/);
    expect(output).not.toContain("warning: resume.docx");
  },
  CHECK_TIMEOUT,
);
