/**
 * Every screen at both sizes (the desktop and phone projects) and in both themes: an axe
 * audit, no sideways scrolling, images with alt text and size; and, with FOLIO_SCREENSHOTS set,
 * a screenshot of each in .cache/screenshots/ for a person to look at (see saveScreenshot).
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  imagesLoaded,
  projectDialog,
  ROUTES,
  saveScreenshot,
  scrollsSideways,
  test,
  visit,
} from "./fixtures";
import { content } from "./full-site";

const THEMES = ["light", "dark"] as const;
const BOTH = { tag: "@both-sizes" };

async function expectImagesDescribedAndSized(page: Page) {
  const problems = await page.locator("img").evaluateAll((images) =>
    images.flatMap((image) => {
      const source = image.getAttribute("src") ?? "";
      const missing = [];
      if (!image.getAttribute("alt")?.trim() && image.getAttribute("alt") !== "") missing.push("alt");
      if (!/^\d+$/.test(image.getAttribute("width") ?? "")) missing.push("width");
      if (!/^\d+$/.test(image.getAttribute("height") ?? "")) missing.push("height");
      return missing.length ? [`${source}: no ${missing.join(", ")}`] : [];
    }),
  );
  expect(problems, "every image has alt text and its intrinsic width and height").toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await scrollsSideways(page), "the page scrolls sideways").toBe(false);
}

/** Clicks every closed accordion on the page open. */
async function openEveryAccordion(page: Page) {
  const collapsed = page.getByRole("main").locator('button[aria-expanded="false"]');
  // Opening one may not close another (single-item accordions are separate per school).
  while ((await collapsed.count()) > 0) await collapsed.first().click();
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const route of ROUTES) {
      test(`${route.name}: audit, layout`, BOTH, async ({ page }, testInfo) => {
        await visit(page, route.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await imagesLoaded(page);
        await expectNoSidewaysScroll(page);
        await expectImagesDescribedAndSized(page);
        await expectNoAxeViolations(page, `${route.name}, ${theme}`);
        await saveScreenshot(page, testInfo, theme, route.slug);
      });
    }

    test("Not Found: audit", BOTH, async ({ page }, testInfo) => {
      await visit(page, "/no-such-page");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `Not Found, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "not-found");
    });

    test("Resume with every accordion expanded: audit, layout", BOTH, async ({ page }, testInfo) => {
      await visit(page, "/");
      await openEveryAccordion(page);
      const expanded = page.getByRole("main").locator('button[aria-expanded="true"]');
      // One per hard-skill group, one per school with a Course list.
      const groups =
        content.profile.hardSkills.length + content.education.filter((school) => school.courses).length;
      await expect(expanded).toHaveCount(groups);
      await imagesLoaded(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `Resume, accordions open, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "resume-expanded");
    });

    test("project dialog open: audit, layout", BOTH, async ({ page }, testInfo) => {
      const project = [...content.projects].sort((a, b) => b.images.length - a.images.length)[0];
      if (!project) throw new Error("the content has no projects");
      await visit(page, `/projects?project=${project.id}`);
      const dialog = projectDialog(page, project.title);
      await expect(dialog).toBeVisible();
      await imagesLoaded(page);
      await expectNoSidewaysScroll(page);
      await expectImagesDescribedAndSized(page);
      await expectNoAxeViolations(page, `project dialog, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "project-dialog", { fullPage: false });
    });
  });
}

test.describe("layout", () => {
  test("Resume: two columns on a wide screen, one column on a phone", BOTH, async ({ page }, testInfo) => {
    await visit(page, "/");
    const main = page.getByRole("main");
    const profile = await main.getByRole("heading", { name: "Profile", exact: true }).boundingBox();
    const languages = await main.getByRole("heading", { name: "Languages", exact: true }).boundingBox();
    const experience = await main.getByRole("heading", { name: "Experience", exact: true }).boundingBox();
    if (!profile || !languages || !experience) throw new Error("resume headings not laid out");

    if (testInfo.project.name === "phone") {
      // One column, in the phone's order: Experience right after the Profile, before the
      // rest of the narrow column (Languages), aligned with both.
      expect(experience.y).toBeGreaterThan(profile.y);
      expect(experience.y).toBeLessThan(languages.y);
      expect(Math.abs(experience.x - profile.x)).toBeLessThan(2);
      expect(Math.abs(languages.x - profile.x)).toBeLessThan(2);
    } else {
      // Two columns: Experience sits beside Profile, to its right, starting near the same height.
      expect(experience.x).toBeGreaterThan(profile.x + profile.width / 2);
      expect(Math.abs(experience.y - profile.y)).toBeLessThan(200);
    }
    // The timelines' logos: 2.5rem on a phone, 3rem on a wide screen (a rem is 16 pixels).
    const logo = main.locator(".entry-logo").first();
    const side = testInfo.project.name === "phone" ? "40px" : "48px";
    await expect(logo).toHaveCSS("width", side);
    await expect(logo).toHaveCSS("height", side);
  });

  test(
    "Projects: a grid of several columns on a wide screen, one column on a phone",
    BOTH,
    async ({ page }, testInfo) => {
      test.skip(content.projects.length < 2, "one project cannot show a grid");
      await visit(page, "/projects");
      const cards = page.getByRole("main").getByRole("listitem");
      await expect(cards).toHaveCount(content.projects.length);
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      if (!a || !b) throw new Error("cards not laid out");
      if (testInfo.project.name === "phone") {
        expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
        expect(Math.abs(b.x - a.x)).toBeLessThan(2);
      } else {
        expect(Math.abs(b.y - a.y)).toBeLessThan(2);
        expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      }
    },
  );

  test("at 320 CSS pixels wide (WCAG reflow) nothing scrolls sideways: every screen, open accordions, a project", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const route of ROUTES) {
      await visit(page, route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await openEveryAccordion(page);
      await imagesLoaded(page);
      expect(await scrollsSideways(page), `${route.name} scrolls sideways`).toBe(false);
    }
    const project = content.projects[0];
    if (!project) throw new Error("the content has no projects");
    await visit(page, `/projects?project=${project.id}`);
    await expect(projectDialog(page, project.title)).toBeVisible();
    await imagesLoaded(page);
    expect(await scrollsSideways(page), "the project dialog scrolls sideways").toBe(false);
  });

  test("the navigation bar fits and works at both sizes", BOTH, async ({ page }, testInfo) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Resume", "Projects", "About"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
    }
    const about = nav.getByRole("link", { name: "About", exact: true });
    if (testInfo.project.use.hasTouch) await about.tap();
    else await about.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.about.title);
    await expectNoSidewaysScroll(page);
  });
});
