/**
 * Several roles at one company, two degrees at one school and a portrait screenshot
 * (tests/fixtures/valid-grouped).
 */
import { entry, section, THEMES, testFixtureSite } from "./fixture-site";
import {
  expect,
  expectNoAxeViolations,
  gallery,
  projectCard,
  projectDialog,
  saveScreenshot,
  scrollsSideways,
  visit,
} from "./fixtures";

const test = testFixtureSite("valid-grouped");

test.describe("several roles at one company, two degrees at one school, a portrait screenshot", () => {
  test("a company's roles under its one heading, newest first; both degrees at one school @both-sizes", async ({
    page,
  }, testInfo) => {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await visit(page, "/");
      const experience = section(page, "Experience");
      await expect(experience.getByRole("heading", { level: 3 })).toHaveText([
        "Harbourline Ferries",
        "Small Boat Studio",
      ]);
      const harbourline = entry(experience, "Harbourline Ferries");
      await expect(harbourline.getByRole("img", { name: "Harbourline Ferries logo" })).toBeVisible();
      await expect(harbourline.getByRole("link", { name: "Harbourline Ferries" })).toHaveAttribute(
        "href",
        "https://harbourline.example.com",
      );
      await expect(harbourline).toContainText("Sep 2016 – Present · Cork, Ireland");
      await expect(harbourline.getByRole("heading", { level: 4 })).toHaveText([
        "Engineering Lead, Mobile",
        "Senior Mobile Developer",
        "Mobile Developer",
      ]);
      const roles = harbourline.locator(".role");
      await expect(roles.nth(0)).toContainText("Jun 2021 – Present");
      await expect(roles.nth(0)).toContainText("Leads the apps team of six.");
      await expect(roles.nth(0).getByRole("listitem")).toHaveText([
        "Shipped offline boarding passes.",
        "Halved the crash rate.",
      ]);
      await expect(roles.nth(2)).toContainText("Sep 2016 – Feb 2019");
      await expect(entry(experience, "Small Boat Studio").locator(".entry-logo")).toHaveText("SS");

      const education = section(page, "Education");
      await expect(education.getByRole("heading", { level: 3 })).toHaveText([
        "University of the Harbour",
        "University of the Harbour",
      ]);
      await expect(entry(education, "University of the Harbour", 0)).toContainText(
        "M.Sc. in Computer Science · Cork, Ireland",
      );
      await expect(entry(education, "University of the Harbour", 1)).toContainText(
        "B.Sc. in Computer Science · Cork, Ireland",
      );
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolations(page, `grouped Resume, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "grouped-resume");
    }
  });

  test("prints a company's roles under it, every one", async ({ page }) => {
    await visit(page, "/");
    await page.emulateMedia({ media: "print" });
    const harbourline = entry(section(page, "Experience"), "Harbourline Ferries");
    for (const role of await harbourline.getByRole("heading", { level: 4 }).all())
      await expect(role).toBeVisible();
    await expect(harbourline.getByText("Rewrote the timetable screen.")).toBeVisible();
  });

  test("the gallery shows a portrait screenshot whole, at its own shape, and nothing moves as it loads @both-sizes", async ({
    page,
  }, testInfo) => {
    await visit(page, "/projects");
    // Hold the portrait picture back, to measure its box before and after it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/tide-clock-phone*", async (route) => {
      await held;
      await route.continue();
    });
    await projectCard(page, "Tide Clock").click();
    const dialog = projectDialog(page, "Tide Clock");
    await expect(dialog).toBeVisible();
    const carousel = gallery(dialog);
    const image = carousel.locator(".gallery-frame img").first();
    const frame = carousel.locator(".gallery-frame").first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    // The dialog opens with an animation (it grows to its size): measured once it has ended.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const before = await image.boundingBox();
    await page.evaluate(() => {
      const win = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
      win.shifts = 0;
      win.shiftObserver = new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as unknown as { value: number }[]) win.shifts += shift.value;
      });
      win.shiftObserver.observe({ type: "layout-shift" });
    });
    release();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // A frame drawn after the picture arrived: a shift is reported as the frame is drawn, and
    // the second frame's callback runs once the first is. Then the shifts reported so far,
    // those not yet handed to the observer's callback included.
    const shifts = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const win = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
      const pending = win.shiftObserver.takeRecords() as unknown as { value: number }[];
      return pending.reduce((sum, shift) => sum + shift.value, win.shifts);
    });
    const after = await image.boundingBox();
    expect(after).toEqual(before);
    expect(shifts).toBe(0);

    // Whole: the picture's box has the picture's own shape, inside the frame, as tall as it.
    const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    // The variant the browser chose, whose width is rounded: the shape of 1200×1600 within 1%.
    expect(Math.abs(natural / (1200 / 1600) - 1)).toBeLessThan(0.01);
    const box = after ?? { x: 0, y: 0, width: 0, height: 0 };
    const outer = (await frame.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(Math.abs(box.width / box.height / natural - 1)).toBeLessThan(0.01);
    expect(box.height).toBeGreaterThan(outer.height - 3);
    expect(box.x).toBeGreaterThanOrEqual(outer.x);
    expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);

    // Each thumbnail, whole too.
    const thumbnails = carousel.locator('[data-slot="carousel-thumbnail"] img');
    await expect(thumbnails).toHaveCount(2);
    for (const thumbnail of await thumbnails.all()) {
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const shape = await thumbnail.evaluate((img: HTMLImageElement) => {
        const rect = img.getBoundingClientRect();
        const button = img.closest("button")?.getBoundingClientRect();
        return {
          // Against the picture's own shape: a thumbnail's small variant rounds its height.
          ratio:
            rect.width /
            rect.height /
            (Number(img.getAttribute("width")) / Number(img.getAttribute("height"))),
          inside: Boolean(
            button &&
              rect.left >= button.left &&
              rect.right <= button.right + 0.5 &&
              rect.top >= button.top &&
              rect.bottom <= button.bottom + 0.5,
          ),
        };
      });
      expect(Math.abs(shape.ratio - 1)).toBeLessThan(0.01);
      expect(shape.inside).toBe(true);
    }
    await expectNoAxeViolations(page, "grouped project dialog");
    await saveScreenshot(page, testInfo, "light", "grouped-gallery");
  });
});
