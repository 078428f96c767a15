/**
 * A site with variants of its resume (tests/fixtures/valid-variants: two variants, in English and
 * Spanish): each variant's unlisted page in each language shows exactly the entries it keeps, is
 * kept out of search engines' indexes and linked from no public page, switches among its own
 * languages and passes axe; `npm run pdf` prints each variant's PDF in each language with exactly
 * its entries, within its page budget, and warns of one over it.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pdfJsText } from "../../scripts/check/pdf-text.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { buildSite } from "../../scripts/publish/build.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { languageFile, pagePath, RESUME_JSON, RESUME_PDF } from "../../src/shared/paths.ts";
import { copyOfSite, fixtureSite, testFixtureSite } from "./fixture-site";
import { expect, expectNoAxeViolations, readPdf, visit } from "./fixtures";

const FIXTURE = "valid-variants";
const test = testFixtureSite(FIXTURE);

const compiled = await compileContent({ contentDir: fixtureSite(FIXTURE).contentDir });
if (!compiled.ok || compiled.resumeVariants.length < 2 || compiled.translations.length < 1)
  throw new Error(`tests/fixtures/${FIXTURE} must compile to two variants in two languages`);
const PUBLIC = [compiled.content, ...compiled.translations];

/**
 * What a Resume shows that a variant keeps or drops, of the sections its layout places: companies
 * and positions, highlights, schools, skill groups, the entries of the other sections.
 */
function resumeItems(content: SiteContent): string[] {
  const placed = new Set([...content.layout.main, ...content.layout.side]);
  const shown = <T>(name: string, items: T[]) => (placed.has(name) ? items : []);
  return [
    ...shown(
      "experience",
      content.experience.flatMap((job) => [
        ...(job.company ? [job.company] : []),
        ...job.roles.flatMap((role) => [...(role.position ? [role.position] : []), ...role.highlights]),
      ]),
    ),
    ...shown(
      "education",
      content.education.map((school) => school.institution),
    ),
    ...shown(
      "hard-skills",
      content.profile.hardSkills.map((group) => group.title),
    ),
    ...content.sections.flatMap((section) =>
      shown(
        section.id,
        section.entries.map((entry) => entry.title),
      ),
    ),
  ].filter(Boolean);
}

/** Each variant's page in each language, with what it keeps and what the public page of its language has that it drops. */
const PAGES = compiled.resumeVariants.flatMap(({ name, languages }) =>
  languages.map(({ content }, index) => {
    const kept = resumeItems(content);
    const everything = resumeItems(PUBLIC[index] ?? compiled.content);
    // A dropped item whose name is inside a kept one's ("Data" in "Data Engineer") is not looked for.
    const dropped = everything.filter((item) => !kept.includes(item) && !kept.some((k) => k.includes(item)));
    const projects = content.projects.map((project) => project.title);
    const { label } = content.profile;
    if (!label) throw new Error(`tests/fixtures/${FIXTURE}: variant ${name} must show a job title`);
    const droppedProjects = (PUBLIC[index] ?? compiled.content).projects
      .map((project) => project.title)
      .filter((title) => !projects.includes(title));
    return { name, content, label, folder: pagePath(content.site), kept, dropped, projects, droppedProjects };
  }),
);

/** The text of the Resume screen of the page open in `page`. */
const resumeText = (page: import("@playwright/test").Page) =>
  page.locator('[data-screen="resume"]').evaluate((screen) => (screen as HTMLElement).textContent ?? "");

test.describe("a variant's page", () => {
  for (const { name, content, label, folder, kept, dropped, projects, droppedProjects } of PAGES)
    test(`${name} in ${content.site.lang} (${folder}) shows what it keeps and nothing it drops, unindexed, axe clean`, async ({
      page,
    }) => {
      expect(dropped.length, "the variant drops something the public page has").toBeGreaterThan(0);
      await visit(page, "/", folder);
      await expect(page.locator("html")).toHaveAttribute("lang", content.site.lang);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator("link[hreflang]")).toHaveCount(0);
      await expect(page.locator(".banner-label")).toHaveText(label);
      const text = await resumeText(page);
      for (const item of kept) expect(text, `keeps "${item}"`).toContain(item);
      for (const item of dropped) expect(text, `drops "${item}"`).not.toContain(item);
      // Its files: its own PDF (once printed), text, Word file and JSON Resume, beside the site's.
      for (const [file, type] of [
        ["resume.txt", "text/plain"],
        ["resume.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ] as const)
        await expect(page.locator(`.resume-file-link[type="${type}"]`)).toHaveAttribute(
          "href",
          new RegExp(`/${languageFile(file, content.site).replaceAll(".", "\\.")}$`),
        );
      await expectNoAxeViolations(page, `${name} in ${content.site.lang}`);

      await visit(page, "/projects", folder);
      const cards = page.locator('[data-screen="projects"]');
      for (const title of projects) await expect(cards.getByRole("heading", { name: title })).toBeVisible();
      for (const title of droppedProjects)
        await expect(cards.getByRole("heading", { name: title })).toHaveCount(0);
      await expectNoAxeViolations(page, `${name} in ${content.site.lang}, projects`);
    });

  test("switches among its own languages, never to the public site's", async ({ page, baseURL }) => {
    const [english, spanish] = PAGES.filter(({ name }) => name === "data");
    if (!english || !spanish) throw new Error("no data variant in two languages");
    await visit(page, "/", english.folder);
    const links = page.locator("a[data-language-link]");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toEqual([new URL(english.folder, baseURL).href, new URL(spanish.folder, baseURL).href]);
    await links.filter({ hasText: spanish.content.site.languages?.[1]?.name ?? "" }).click();
    await expect(page).toHaveURL(new RegExp(`^${new URL(spanish.folder, baseURL).href}(#/)?$`));
    await expect(page.locator(".banner-label")).toHaveText(spanish.label);
  });

  test("is linked from no public page, their alternates, robots.txt nor any public file", async ({
    page,
    baseURL,
  }) => {
    for (const site of PUBLIC) {
      const html = await (await page.request.get(new URL(pagePath(site.site), baseURL).href)).text();
      expect(html, `the ${site.site.lang} page`).not.toMatch(/\bv\/(backend|data)\b/);
      expect(html).not.toMatch(/resume\.(backend|data)\./);
      expect(html).not.toContain("noindex");
      const json = await (
        await page.request.get(new URL(languageFile(RESUME_JSON, site.site), baseURL).href)
      ).text();
      expect(json).not.toMatch(/\bv\/(backend|data)\b/);
    }
    const robots = await (await page.request.get(new URL("robots.txt", baseURL).href)).text();
    expect(robots).not.toContain("/v/");
  });
});

/** `npm run pdf` on a copy of the site built in `dist`: its exit code and what it wrote. */
function printPdfs(dist: string) {
  const run = spawnSync("node_modules/.bin/tsx", ["scripts/commands/pdf.ts", "--dist", dist], {
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

test("npm run pdf prints each variant in each language: exactly its entries, within its budget", async () => {
  test.slow();
  const dist = copyOfSite(fixtureSite(FIXTURE).outDir, "folio-variants-pdf-");
  try {
    const run = printPdfs(dist);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain("warning");
    for (const { name, content, folder, kept, dropped } of PAGES) {
      const file = languageFile(RESUME_PDF, content.site);
      expect(run.stdout).toContain(`wrote ${path.join(dist, file)}`);
      const { pages, info } = await readPdf(new Uint8Array(readFileSync(path.join(dist, file))));
      expect(info.Title).toBe(`${content.profile.name}, ${content.profile.label}`);
      const text = pages.map((pdfPage) => pdfPage.text).join(" ");
      for (const item of kept) expect(text, `${file} keeps "${item}"`).toContain(item);
      for (const item of dropped) expect(text, `${file} drops "${item}"`).not.toContain(item);
      const budget = content.site.variant?.pages;
      if (budget !== undefined) expect(pages.length, `${name}'s budget`).toBeLessThanOrEqual(budget);
      // Its page links to it.
      const html = readFileSync(path.join(dist, folder, "index.html"), "utf8");
      expect(html).toMatch(new RegExp(`<a class="pdf-link" href="(\\.\\./)+${file.replaceAll(".", "\\.")}"`));
    }
    // The public site's are printed as before.
    for (const site of PUBLIC)
      expect(existsSync(path.join(dist, languageFile(RESUME_PDF, site.site)))).toBe(true);
  } finally {
    rmSync(path.dirname(dist), { recursive: true, force: true });
  }
});

test("npm run pdf warns of a variant's PDF over its budget, naming what begins on the pages over it", async () => {
  test.slow();
  const temp = mkdtempSync(path.join(tmpdir(), "folio-variants-budget-"));
  try {
    const content = path.join(temp, "content");
    cpSync(fixtureSite(FIXTURE).contentDir, content, { recursive: true });
    // A summary of some forty lines: the data variant no longer fits its one page.
    rmSync(path.join(content, "site.es.yaml"));
    const site = path.join(content, "site.yaml");
    const long = "Engineer who builds data pipelines that run every night and never lose a row. ".repeat(40);
    writeFileSync(
      site,
      readFileSync(site, "utf8").replace(
        "summary: Engineer who builds **data pipelines**.",
        `summary: ${long}`,
      ),
    );
    const dist = path.join(temp, "dist");
    await buildSite({ contentDir: content, outDir: dist, quiet: true });
    const run = printPdfs(dist);
    expect(run.code, run.stderr).toBe(0);
    const match =
      /resume\.data\.pdf takes (\d+) pages, (\d+) over the 1 that site\.yaml's variants\.data\.pages allows/.exec(
        run.stderr,
      );
    expect(match, run.stderr).not.toBeNull();
    const file = path.join(dist, "resume.data.pdf");
    const { pages } = await readPdf(new Uint8Array(readFileSync(file)));
    expect(Number(match?.[1])).toBe(pages.length);
    expect(Number(match?.[2])).toBe(pages.length - 1);
    // The last page's lines of the resume, not its number in the margin ("2 / 2").
    const last = (await pdfJsText(new Uint8Array(readFileSync(file)))).pageLines.at(-1) ?? [];
    expect(last.map((line) => line.trim())).toContain(`${pages.length} / ${pages.length}`);
    expect(Number(/its last page holds (\d+) lines of text/.exec(run.stderr)?.[1])).toBe(last.length - 1);
    // What it names begins past the first page.
    const named = /on the pages over it: (.+)/.exec(run.stderr)?.[1] ?? "";
    const entries = [...named.matchAll(/([^,]+?) \((?:job|project|school|certificate)\)/g)].map(
      (m) => m[1]?.trim() ?? "",
    );
    expect(entries.length, run.stderr).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(pages[0]?.text).not.toContain(entry);
      expect(
        pages
          .slice(1)
          .map((p) => p.text)
          .join(" "),
      ).toContain(entry);
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});
