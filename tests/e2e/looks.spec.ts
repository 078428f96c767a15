/**
 * The site in each look but the default (whose site the rest of the suite runs on): the
 * complete fixture site, its site.yaml choosing the look (sites.ts). Every screen, the project
 * dialog and Not Found at both sizes and in both themes, audited by axe, with nothing
 * scrolling sideways; and the look's PDF, its pages and the printed Resume's headings in its
 * text. Each test loads every screen in turn, to keep the browser's time small.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { fixtureSite, THEMES, testFixtureSite } from "./fixture-site";
import {
  expect,
  expectNoAxeViolations,
  imagesLoaded,
  projectDialog,
  ROUTES,
  readPdf,
  scrollsSideways,
  visit,
} from "./fixtures";
import { content } from "./full-site";
import { lookSite, OTHER_LOOKS, rightToLeftLookSite } from "./sites";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BOTH = { tag: "@both-sizes" };
/** The most pages the complete fixture's resume may take in any look, as in the default's (print.spec.ts). */
const MAX_PAGES = 2;

/** The screen shown: its heading in view, every picture loaded, nothing scrolling sideways, axe content. */
async function expectScreenSound(page: Page, what: string) {
  await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog"))).toBeVisible();
  await imagesLoaded(page);
  expect(await scrollsSideways(page), `${what} scrolls sideways`).toBe(false);
  await expectNoAxeViolations(page, what);
}

/** The Resume's section headings as printed: on paper, which the PDF is printed from. */
async function printedHeadings(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: "print" });
  await visit(page, "/");
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
  await page.emulateMedia({ media: "screen" });
  return headings.map((heading) => heading.trim()).filter(Boolean);
}

for (const look of OTHER_LOOKS) {
  const site = fixtureSite(lookSite(look));
  const test = testFixtureSite(lookSite(look));
  /** The Arabic site in this look. */
  const rightToLeft = testFixtureSite(rightToLeftLookSite(look));

  test.describe(`the ${look} look`, () => {
    for (const theme of THEMES) {
      test(
        `every screen, the project dialog and Not Found in the ${theme} theme: audit, layout`,
        BOTH,
        async ({ page }) => {
          await page.emulateMedia({ colorScheme: theme });
          for (const route of ROUTES) {
            await visit(page, route.path);
            await expectScreenSound(page, `${look}, ${route.name}, ${theme}`);
          }
          const project = [...content.projects].sort((a, b) => b.images.length - a.images.length)[0];
          if (!project) throw new Error("the content has no projects");
          await visit(page, `/projects?project=${project.id}`);
          await expect(projectDialog(page, project.title)).toBeVisible();
          await expectScreenSound(page, `${look}, project dialog, ${theme}`);
          await visit(page, "/no-such-page");
          await expectScreenSound(page, `${look}, Not Found, ${theme}`);
        },
      );
    }

    rightToLeft(
      "right to left: every screen mirrored, audited, nothing scrolling sideways",
      BOTH,
      async ({ page }) => {
        for (const route of ROUTES) {
          await visit(page, route.path);
          await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
          const direction = await page
            .getByRole("heading", { level: 1 })
            .first()
            .evaluate((heading) => getComputedStyle(heading).direction);
          expect(direction).toBe("rtl");
          await expectScreenSound(page, `${look}, ${route.name}, right to left`);
        }
      },
    );

    test("prints its PDF: at most two pages, the Resume's headings and every employer in its text", async ({
      page,
    }, testInfo) => {
      test.slow();
      const out = testInfo.outputPath(`resume-${look}.pdf`);
      execFileSync(
        path.join(ROOT, "node_modules/.bin/tsx"),
        ["scripts/commands/pdf.ts", "--out", out, "--dist", site.outDir],
        {
          cwd: ROOT,
          stdio: "pipe",
        },
      );
      const { pages } = await readPdf(new Uint8Array(readFileSync(out)));
      testInfo.annotations.push({ type: "pages", description: String(pages.length) });
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.length).toBeLessThanOrEqual(MAX_PAGES);
      const text = pages
        .map((pdfPage) => pdfPage.text)
        .join(" ")
        .toLocaleLowerCase("en");
      const headings = await printedHeadings(page);
      expect(headings.length).toBeGreaterThan(3);
      for (const expected of [
        content.profile.name,
        ...headings,
        ...content.experience.flatMap((job) => job.company ?? []),
      ])
        expect(text, `the PDF's text holds ${expected}`).toContain(expected.toLocaleLowerCase("en"));
    });
  });
}
