/**
 * `npm run dev` as the owner uses it: a copy of the fixture site served by Vite's dev server,
 * edited while the page is open. A save updates the page in place: the scroll position, the
 * open accordions and the open project dialog stay. These tests start their own dev server
 * instead of using the built site the rest of the suite serves.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { devServerTest } from "./dev-server";
import {
  appStarted,
  contentDir,
  expect,
  expectSlideShowing,
  gallery,
  galleryThumbnail,
  projectDialog,
  routeOf,
  saveScreenshot,
} from "./fixtures";
import { content } from "./full-site";

/** Generous: the dev server compiles each module on its first request, on a busy machine. */
const UPDATE_TIMEOUT = 30_000;

const { test, content: copied, edit } = devServerTest(contentDir);

/** A mark on the page's window that a reload would wipe. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { liveEditMark: true }));
}

/** False while the page is in the middle of a reload. */
async function pageWasReloaded(page: Page) {
  return page.evaluate(() => !("liveEditMark" in window)).catch(() => false);
}

test("a save updates the Resume in place, keeping the scroll position and the open accordion", async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto("./#/");
  await appStarted(page);
  const main = page.getByRole("main");

  // The owner opens a hard-skill group, then scrolls down to the last job to edit it.
  const group = content.profile.hardSkills[0];
  const skill = group?.lists[0]?.items[0];
  if (!group || !skill) throw new Error("the fixture has no hard skills");
  const trigger = main.getByRole("button", { name: group.title, exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");

  const job = content.experience.at(-1);
  const highlight = job?.roles.at(-1)?.highlights.at(-1);
  if (!job || !highlight) throw new Error("the fixture's last job has no highlights");
  await page.locator(`#job-${job.id}`).evaluate((heading) => heading.scrollIntoView({ block: "center" }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, "the last job is far down the page").toBeGreaterThan(400);
  await markPage(page);

  const edited = `${highlight.replace(/\.$/, "")}, edited while the page stayed open.`;
  edit("experience.yaml", highlight, edited);

  await expect(main.getByText(edited, { exact: true })).toBeVisible({ timeout: UPDATE_TIMEOUT });
  expect(await pageWasReloaded(page), "the page updated without a reload").toBe(false);
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(main.getByText(skill, { exact: true }).first()).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(3);
  await saveScreenshot(page, testInfo, "light", "live-edit-resume", { fullPage: false });
});

test("a save of a project's Markdown updates its open dialog in place", async ({ page }, testInfo) => {
  test.slow();
  const project = content.projects.at(-1);
  if (!project) throw new Error("the fixture has no projects");
  const file = readdirSync(path.join(copied(), "projects")).find((name) =>
    readFileSync(path.join(copied(), "projects", name), "utf8").includes(`title: ${project.title}\n`),
  );
  if (!file) throw new Error(`no Markdown file has the title ${project.title}`);

  await page.goto(`./#/projects?project=${project.id}`);
  await appStarted(page);
  const dialog = projectDialog(page, project.title);
  await expect(dialog).toBeVisible({ timeout: UPDATE_TIMEOUT });
  // The owner looks at the second image of the gallery.
  const carousel = gallery(dialog);
  const count = project.images.length;
  expect(count, "the project has a gallery of several images").toBeGreaterThan(1);
  await galleryThumbnail(carousel, 1, count).click();
  await expectSlideShowing(carousel, 1, count);
  await markPage(page);

  const added = "A paragraph added while the dialog stayed open.";
  const markdown = path.join("projects", file);
  const body = readFileSync(path.join(copied(), markdown), "utf8");
  edit(markdown, body, `${body.trimEnd()}\n\n${added}\n`);

  await expect(dialog.getByText(added, { exact: true })).toBeVisible({ timeout: UPDATE_TIMEOUT });
  expect(await pageWasReloaded(page), "the page updated without a reload").toBe(false);
  await expect(dialog).toBeVisible();
  await expectSlideShowing(carousel, 1, count);
  expect(routeOf(page)).toBe(`/projects?project=${project.id}`);
  await saveScreenshot(page, testInfo, "light", "live-edit-project", { fullPage: false });
});

test("a broken save shows the overlay over the last good page; the fix shows at the same place", async ({
  page,
}) => {
  test.slow();
  await page.goto("./#/");
  await appStarted(page);
  const main = page.getByRole("main");
  const job = content.experience.at(-1);
  const role = job?.roles[0];
  if (!job || !role) throw new Error("the fixture has no jobs");
  // A placeholder: a warning, and the content still compiles.
  const label = content.profile.label;
  edit("profile.yaml", `label: ${label}`, `label: "TODO: ${label}"`);
  await expect(page.getByText(`TODO: ${label}`).first()).toBeAttached({ timeout: UPDATE_TIMEOUT });
  await page.locator(`#job-${job.id}`).evaluate((heading) => heading.scrollIntoView({ block: "center" }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);

  // A position that is not a string: the content no longer compiles.
  edit("experience.yaml", `position: ${role.position}`, "position: [unfinished");
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeAttached({ timeout: UPDATE_TIMEOUT });
  // The error first, marked as one; the placeholder below it, under the warnings' count.
  await expect(overlay.locator(".message-body")).toHaveText(
    /^1 error, 1 warning in content\s+error \S*experience\.yaml:\d+:\d+ [^\n]+\s+1 warning:\s+warning \S*profile\.yaml:\d+:\d+ label: placeholder/,
  );
  // The page keeps the last good content under the overlay.
  await expect(page.locator(`#job-${job.id}`)).toBeAttached();

  const position = `${role.position} (Contract)`;
  edit("experience.yaml", "position: [unfinished", `position: ${position}`);
  await expect(main.getByText(position)).toBeVisible({ timeout: UPDATE_TIMEOUT });
  await expect(overlay).not.toBeAttached();
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled), {
      timeout: UPDATE_TIMEOUT,
    })
    .toBeLessThanOrEqual(3);
  edit("profile.yaml", `label: "TODO: ${label}"`, `label: ${label}`);
  await expect(page.getByText(`TODO: ${label}`)).toHaveCount(0, { timeout: UPDATE_TIMEOUT });
});

test("a changed image reloads the page at the same scroll position", async ({ page }) => {
  test.slow();
  await page.goto("./#/");
  await appStarted(page);
  const job = content.experience.at(-1);
  if (!job?.logo) throw new Error("the fixture's last job has no logo");
  await page.locator(`#job-${job.id}`).evaluate((heading) => heading.scrollIntoView({ block: "center" }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  await markPage(page);

  // The same address serves the new image: only a reload shows it.
  const logo = path.join(copied(), decodeURIComponent(job.logo.src));
  writeFileSync(logo, readFileSync(logo));

  await expect.poll(() => pageWasReloaded(page), { timeout: UPDATE_TIMEOUT }).toBe(true);
  await appStarted(page);
  // A busy machine may see the one write as two changes, a moment apart, and reload twice: the
  // place is read again until the page that stays is at it.
  await expect
    .poll(
      async () =>
        Math.abs(
          (await page.evaluate(() => window.scrollY).catch(() => Number.POSITIVE_INFINITY)) - scrolled,
        ),
      { timeout: UPDATE_TIMEOUT },
    )
    .toBeLessThanOrEqual(3);
});
