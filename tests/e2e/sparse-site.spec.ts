/**
 * A sparse resume (tests/fixtures/valid-sparse): no job title, photo, logos, schools, soft
 * skills, languages, projects or About page.
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
      await expect(
        entry(section(page, "Experience"), "Quayside Logistics").locator(".entry-logo"),
      ).toHaveText("QL");
      // Only the screen there is: no Projects, no About in the navigation.
      await expect(mainNav(page).getByRole("link")).toHaveText(["Resume"]);
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolations(page, `sparse Resume, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "sparse-resume");
    }
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
