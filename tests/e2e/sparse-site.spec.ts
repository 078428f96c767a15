/**
 * A sparse resume (tests/fixtures/valid-sparse): no job title, photo, logos, schools, soft
 * skills, languages, projects or About page; work without a company, and a job without a
 * position.
 */
import { monogramInitials } from "../../src/shared/monogram.ts";
import { entry, section, THEMES, testFixtureSite } from "./fixture-site";
import {
  appStarted,
  expect,
  expectNoAxeViolations,
  mainNav,
  saveScreenshot,
  scrollsSideways,
  visit,
} from "./fixtures";

const test = testFixtureSite("valid-sparse");

test.describe("a sparse resume: no job title, photo, logos, schools, soft skills, languages, projects or About page", () => {
  const NAME = "Żaneta Kowalczyk-Ilić";

  test("initials stand in for the photo and logo; the name stands without a title; a missing section has no heading @both-sizes", async ({
    page,
  }, testInfo) => {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await visit(page, "/");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(NAME);
      // No job title: no line for it, and the links follow the name.
      await expect(main.locator(".banner-label")).toHaveCount(0);
      await expect(main.locator(".banner h1 + *")).toHaveClass("banner-links");
      await expect(main.locator(".banner-photo")).toHaveText(monogramInitials(NAME));
      await expect(main.locator(".banner-photo")).toHaveAttribute("aria-hidden", "true");
      await expect(main.getByRole("img")).toHaveCount(0);
      // As shown: the paper's own word for a heading ("Summary") is hidden on screen.
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(
        ["Profile", "Hard Skills", "Experience"],
        { useInnerText: true },
      );
      const experience = section(page, "Experience");
      await expect(entry(experience, "Quayside Logistics").locator(".entry-logo")).toHaveText("QL");
      // Work without a company: headed by its position, a plain mark beside it (no initials, which
      // would read as an employer's), its place alone under it, with no separator before it.
      const freelance = entry(experience, "Freelance Trainer");
      await expect(freelance.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
        "href",
        "https://trainer.example.com",
      );
      await expect(freelance.locator(".entry-logo")).toHaveText("");
      await expect(freelance.locator(".entry-logo")).toHaveAttribute("aria-hidden", "true");
      await expect(freelance.locator(".entry-subtitle")).toHaveText("Remote");
      await expect(freelance.locator(".separator")).toHaveCount(0);
      // A job given its company alone: no position line, as it has no place either.
      const internship = entry(experience, "Harbour Data Lab");
      await expect(internship.locator(".entry-logo")).toHaveText(monogramInitials("Harbour Data Lab"));
      await expect(internship.locator(".entry-subtitle")).toHaveCount(0);
      await expect(experience.getByRole("heading", { level: 3 })).toHaveText([
        "Quayside Logistics",
        "Freelance Trainer",
        "Freelance Developer",
        "Harbour Data Lab",
      ]);
      // Only the screen there is: no Projects, no About in the navigation.
      await expect(mainNav(page).getByRole("link")).toHaveText(["Resume"]);
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolations(page, `sparse Resume, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "sparse-resume");
    }
  });

  test("on paper, work without a company shows no mark: no logo shows there", async ({ page }) => {
    await visit(page, "/");
    await page.emulateMedia({ media: "print" });
    const experience = section(page, "Experience");
    await expect(entry(experience, "Freelance Trainer").locator(".entry-logo")).toBeHidden();
    await expect(entry(experience, "Freelance Trainer").getByRole("heading", { level: 3 })).toBeVisible();
  });

  test("the Projects and About addresses show Not Found, before the app loads and after", async ({
    page,
  }) => {
    for (const address of ["/projects", "/about", "/projects?project=anything"]) {
      await page.goto(`./#${address}`);
      // The before-paint script chose the screen: the page holds no Projects or About screen.
      await expect(page.locator("html")).toHaveAttribute("data-showing", "not-found");
      await expect(page.locator('[data-screen="projects"], [data-screen="about"]')).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await appStarted(page);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page).toHaveTitle(`Not found · ${NAME}`);
    }
  });
});
