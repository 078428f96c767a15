import type { Locator, Page } from "@playwright/test";
import {
  appStarted,
  content,
  escapeRegExp,
  expect,
  expectSlideShowing,
  gallery,
  projectCard,
  projectDialog,
  routeOf,
  test,
  visit,
} from "./fixtures";

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reachable with Tab within ${limit} presses`).toBeFocused();
  return limit;
}

test("keyboard only: Tab to a project, open it, move the gallery with the keys, close, land where you were", async ({
  page,
}) => {
  // The last card: the furthest a keyboard user travels, and the page may have scrolled to it.
  const project = [...content.projects].reverse().find((p) => p.images.length > 1) ?? content.projects.at(-1);
  if (!project) throw new Error("the content has no projects");
  const count = project.images.length;

  await visit(page, "/projects");
  await expect(page.getByRole("heading", { level: 1, name: "Project Highlights" })).toBeVisible();
  const card = projectCard(page, project.title);
  await tabTo(page, card);
  await expect(card).toBeFocused();
  const scrolledTo = await page.evaluate(() => window.scrollY);

  await page.keyboard.press("Enter");
  const dialog = projectDialog(page, project.title);
  await expect(dialog).toBeVisible();
  expect(routeOf(page)).toBe(`/projects?project=${project.id}`);
  // Focus moved into the dialog.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  if (count > 1) {
    const carousel = gallery(dialog);
    const next = carousel.getByRole("button", { name: /^next/i });
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expectSlideShowing(carousel, 1, count);
    await page.keyboard.press("ArrowRight");
    await expectSlideShowing(carousel, 2 % count, count);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectSlideShowing(carousel, 0, count);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  expect(routeOf(page)).toBe("/projects");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

  // And the journey goes on from the card: the next Tab leaves it, not the top of the page.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(card).toBeFocused();
});

test("keyboard only: the skip link jumps over the navigation to the content", async ({ page }) => {
  await visit(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /skip to (main )?content/i });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  // The next stop is inside the page's content, not the navigation bar.
  expect(await page.getByRole("main").evaluate((main) => main.contains(document.activeElement))).toBe(true);
});

test("keyboard only: accordions open and close with Enter and Space", async ({ page }) => {
  await visit(page, "/");
  const group = content.profile.hardSkills[0];
  if (!group) throw new Error("no hard skill group");
  const trigger = page.getByRole("button", { name: group.title, exact: true });
  await tabTo(page, trigger, 80);
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press(" ");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("keyboard only: Tab never stops inside a closed accordion, and reaches the links of an open one", async ({
  page,
}) => {
  const school = content.education.find((entry) =>
    entry.courses?.some((group) => group.courses.some((c) => c.url)),
  );
  const course = school?.courses?.flatMap((group) => group.courses).find((c) => c.url);
  if (!school || !course) throw new Error("the sample has no course with a link");
  // The link is on the course's number, or on its title when it has none.
  const linked = course.number ?? course.title;
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Every stop of the page's tab order, start to end.
  const stops: { closed: boolean; text: string }[] = [];
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      return {
        closed: Boolean(active.closest('[data-slot="accordion-content"][data-state="closed"]')),
        text: active.textContent?.trim() ?? "",
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  expect(stops.length).toBeGreaterThan(5);
  expect(stops.filter((stop) => stop.closed)).toEqual([]);
  expect(stops.map((stop) => stop.text)).not.toContain(linked);

  const trigger = page.getByRole("button", {
    name: new RegExp(`course list for ${escapeRegExp(school.institution)}`, "i"),
  });
  await trigger.click();
  await tabTo(page, page.getByRole("link", { name: new RegExp(`^${escapeRegExp(linked)}(?!\\S)`) }), 10);
});

test.describe("keyboard only: a shared project link, right after the page arrives, on a slow CPU", () => {
  test.describe.configure({ timeout: 180_000 });
  const [project] = content.projects;
  if (!project) throw new Error("the content has no projects");

  /** Opens the project's shared link on a CPU four times slower; returns once its dialog shows. */
  async function openShared(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`./#/projects?project=${encodeURIComponent(project?.id ?? "")}`, { waitUntil: "commit" });
    // The first frame that shows the dialog: the page's own before the app, or the app's.
    await page.waitForFunction(
      () => [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.checkVisibility()),
      null,
      { polling: "raf" },
    );
  }

  test("Escape closes it", async ({ page }) => {
    await openShared(page);
    await page.keyboard.press("Escape");
    // Once: however late the app starts, the key is not lost.
    await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator("main h1:visible")).toHaveText("Project Highlights");
    await appStarted(page, { timeout: 20_000 });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(routeOf(page)).toBe("/projects");
  });

  test("Tab and Shift+Tab stay inside it", async ({ page }) => {
    await openShared(page);
    // More presses than the dialog has stops: enough to leave it, were it open at the end.
    const stops = await page.evaluate(
      () =>
        [...document.querySelectorAll('[role="dialog"] a[href], [role="dialog"] button')].filter((stop) =>
          stop.closest('[role="dialog"]')?.checkVisibility(),
        ).length,
    );
    const inDialog = () =>
      page.evaluate(() => {
        const dialog = document.activeElement?.closest('[role="dialog"]');
        return Boolean(dialog?.checkVisibility());
      });
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let press = 0; press < stops + 2; press++) {
        await page.keyboard.press(key);
        expect(await inDialog(), `focus after ${key} × ${press + 1}`).toBe(true);
      }
    }
  });
});
