/**
 * A visitor on a slow phone taps a control the moment it shows, before the app has started or
 * while it does: the tap is never lost. Each control gets one click, on a phone's processor and
 * network (scripts/perf/phone.ts), in the first frame that shows it; the test then waits
 * (generously: the app starts late on a busy machine) for what the click does, and never clicks
 * again.
 */
import type { Page } from "@playwright/test";
import { emulatePhone, PHONE_SCREEN } from "../../scripts/perf/phone.ts";
import {
  appStarted,
  backgroundLuminance,
  content,
  expect,
  expectSlideShowing,
  gallery,
  galleryThumbnail,
  projectDialog,
  routeOf,
  test,
} from "./fixtures";

const [firstProject] = content.projects;
const [firstGroup] = content.profile.hardSkills;
const withGallery = content.projects.find((project) => project.images.length > 1);
if (!firstProject || !firstGroup || !withGallery)
  throw new Error("the test site needs projects, a gallery and skills");

/** However late the app starts on a slow CPU and a busy machine, the tap's effect comes. */
const EFFECT = { timeout: 20_000 };

/** Opens `hash` on a phone's processor and network; returns as soon as the page starts to arrive. */
async function openSlowly(page: Page, hash: string) {
  await emulatePhone(await page.context().newCDPSession(page));
  await page.goto(`./${hash}`, { waitUntil: "commit" });
}

/**
 * Clicks the `nth` shown element that matches `selector`, once, in the very frame it first
 * shows, wherever the page is in its loading. (A click by coordinates would come frames later,
 * and miss a control the page is still moving as it arrives.)
 */
async function tapAsItShows(page: Page, selector: string, nth = 0) {
  await page.waitForFunction(
    ([selector, nth]) => {
      const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) =>
        element.checkVisibility({ visibilityProperty: true }),
      );
      shown[nth]?.click();
      return shown[nth] !== undefined;
    },
    [selector, nth] as const,
    // A control shows when a slow phone's page has brought it, however long a busy machine
    // takes to load it: the test's own time limit bounds the wait, not an expectation's.
    { polling: "raf", timeout: 0 },
  );
}

test.describe("a tap the moment a control shows, on a phone's processor and network", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use(PHONE_SCREEN);

  test("the theme toggle switches the theme, and the choice stays", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openSlowly(page, "#/");
    await tapAsItShows(page, '[data-slot="theme-toggle"]');
    const toggle = page.getByRole("banner").getByRole("button", { name: /dark|theme/i });
    await expect.poll(() => backgroundLuminance(page), EFFECT).toBeLessThan(0.2);
    await appStarted(page, EFFECT);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await backgroundLuminance(page)).toBeLessThan(0.2);
    await page.reload();
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.2);
  });

  test("the first hard-skills accordion opens, and stays open", async ({ page }) => {
    await openSlowly(page, "#/");
    await tapAsItShows(
      page,
      '[data-screen="resume"] [data-section="hard-skills"] [data-slot="accordion-trigger"]',
    );
    const trigger = page.getByRole("button", { name: firstGroup.title, exact: true });
    await expect(trigger).toHaveAttribute("aria-expanded", "true", EFFECT);
    const skill = firstGroup.lists[0]?.items[0] ?? "";
    await expect(page.getByRole("main").getByText(skill, { exact: true }).first()).toBeVisible();
    await appStarted(page, EFFECT);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("the first project card opens its project", async ({ page }) => {
    await openSlowly(page, "#/projects");
    await tapAsItShows(page, '[data-screen="projects"] [data-project-link]');
    await expect(projectDialog(page, firstProject.title).first()).toBeVisible(EFFECT);
    await appStarted(page, EFFECT);
    await expect(projectDialog(page, firstProject.title)).toBeVisible();
    expect(routeOf(page)).toBe(`/projects?project=${firstProject.id}`);
  });

  test("a shared project's close button closes it", async ({ page }) => {
    await openSlowly(page, `#/projects?project=${encodeURIComponent(firstProject.id)}`);
    await tapAsItShows(page, '[role="dialog"] [data-slot="dialog-close"]');
    await expect(page.getByRole("dialog")).toHaveCount(0, EFFECT);
    await expect(page.locator("main h1:visible")).toHaveText("Project Highlights");
    await appStarted(page, EFFECT);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(routeOf(page)).toBe("/projects");
  });

  test("a shared project's gallery shows the picture a thumbnail names", async ({ page }) => {
    const count = withGallery.images.length;
    await openSlowly(page, `#/projects?project=${encodeURIComponent(withGallery.id)}`);
    const carousel = gallery(projectDialog(page, withGallery.title).first());
    await tapAsItShows(page, '[role="dialog"] [data-slot="carousel-thumbnail"]', 1);
    const thumbnail = galleryThumbnail(carousel, 1, count);
    await expect(thumbnail).toHaveAttribute("aria-current", "true", EFFECT);
    await expectSlideShowing(carousel, 1, count);
  });
});
