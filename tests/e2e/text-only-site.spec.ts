/**
 * A site given only what it cannot do without (tests/fixtures/valid-text-only): projects
 * without pictures, one without achievements and one without skills, a job and a role with a
 * summary and no highlights, a school without a description, a profile of a name and a job
 * title (no email, summary or skills), and references.
 */
import { entry, section, THEMES, testFixtureSite } from "./fixture-site";
import {
  expect,
  expectNoAxeViolations,
  projectCard,
  projectDialog,
  saveScreenshot,
  scrollsSideways,
  visit,
} from "./fixtures";

const test = testFixtureSite("valid-text-only");

test.describe("a site of text: projects without pictures or achievements, summaries without highlights", () => {
  test("a job, a role and a school show what they have and no empty list @both-sizes", async ({
    page,
  }, testInfo) => {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await visit(page, "/");
      const main = page.getByRole("main");
      // No summary, skills or email: no Profile or Hard Skills section, no email link.
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        "Experience",
        "Education",
        "References",
      ]);
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
      await expect(page.locator(".social-links")).toHaveCount(0);
      // Nothing for the narrow column: the wide one takes the whole width, leaving no empty column.
      const columns = await page.locator(".resume-columns").boundingBox();
      const experienceCard = await section(page, "Experience").boundingBox();
      expect(experienceCard?.width ?? 0).toBeGreaterThan((columns?.width ?? 0) * 0.95);
      await expect(section(page, "References")).toContainText("Ines Varga, editor at Fernhill Press");
      await expect(section(page, "References")).toContainText(
        "Tomás made our books build in seconds, and explained how.",
      );
      const experience = section(page, "Experience");
      const fernhill = entry(experience, "Fernhill Press");
      await expect(fernhill).toContainText("Keeps the typesetting pipeline fast and the fonts licensed.");
      await expect(fernhill.locator(".entry-highlights")).toHaveCount(0);
      const owlet = entry(experience, "Owlet Labs");
      const roles = owlet.locator(".role");
      await expect(roles).toHaveCount(2);
      await expect(roles.nth(0)).toContainText("Led the parser rewrite.");
      await expect(roles.nth(0).locator(".entry-highlights")).toHaveCount(0);
      await expect(roles.nth(1).locator(".entry-highlights li")).toHaveText([
        "Shipped the first streaming parser.",
      ]);
      const school = entry(section(page, "Education"), "Northgate Polytechnic");
      await expect(school).toContainText("B.Sc. in Computing");
      await expect(school.locator('[data-slot="prose"]')).toHaveCount(0);
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolations(page, `text-only Resume, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "text-only-resume");
    }
  });

  test("a project without pictures has a card and a dialog of text: no gallery, no stand-in image @both-sizes", async ({
    page,
  }, testInfo) => {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await visit(page, "/projects");
      const main = page.getByRole("main");
      await expect(main.getByRole("img")).toHaveCount(0);
      await expect(main.locator("img")).toHaveCount(0);
      const card = main
        .locator(".project-card")
        .filter({ has: page.getByRole("link", { name: "Inkwell", exact: true }) });
      await expect(card.locator(".chips li")).toHaveText(["Rust", "WebAssembly", "Unicode"]);
      const box = await card.boundingBox();
      expect(box?.height).toBeGreaterThan(60);
      // A project with neither pictures nor skills: its title, and no empty list under it.
      const quireCard = main
        .locator(".project-card")
        .filter({ has: page.getByRole("link", { name: "Quire", exact: true }) });
      await expect(quireCard.getByRole("heading", { name: "Quire" })).toBeVisible();
      await expect(quireCard.locator("ul")).toHaveCount(0);
      expect(await scrollsSideways(page)).toBe(false);
      await saveScreenshot(page, testInfo, theme, "text-only-projects");

      await projectCard(page, "Inkwell").click();
      const inkwell = projectDialog(page, "Inkwell");
      await expect(inkwell).toBeVisible();
      await expect(inkwell).toContainText("A line-breaking library for mixed scripts");
      await expect(inkwell.locator(".project-context")).toHaveText(
        "Open-source library · Fernhill Press · Creator and Maintainer",
      );
      await expect(inkwell.getByRole("heading", { name: "Skills Used" })).toBeVisible();
      await expect(inkwell.getByRole("heading", { name: "Gallery" })).toHaveCount(0);
      await expect(inkwell.getByRole("heading", { name: "Personal Achievements" })).toHaveCount(0);
      await expect(inkwell.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
      await expect(inkwell.locator("img")).toHaveCount(0);
      await expectNoAxeViolations(page, `text-only project dialog, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "text-only-project-dialog");
      await page.keyboard.press("Escape");
      await expect(inkwell).toHaveCount(0);

      await projectCard(page, "Quire").click();
      const quire = projectDialog(page, "Quire");
      await expect(quire.getByRole("heading", { name: "Personal Achievements" })).toBeVisible();
      await expect(quire.locator(".achievement h4")).toHaveText(["Half the bundle"]);
      await expect(quire.getByRole("heading", { name: "Skills Used" })).toHaveCount(0);
      await expect(quire.getByRole("heading", { name: "Gallery" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(quire).toHaveCount(0);
    }
  });
});
