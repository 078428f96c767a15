import type { Locator } from "@playwright/test";
import { escapeRegExp, expect, expectEveryAccordionOpen, plainText, test, visit } from "./fixtures";
import { content } from "./full-site";

const { profile, experience, education } = content;

function section(main: Locator, title: string) {
  return main.getByRole("region", { name: title, exact: true });
}

test.describe("Resume", () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, "/");
  });

  test("the banner: photo, the one h1 with the name, subtitle, social links with names", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("img", { name: profile.photo.alt, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.name);
    await expect(main.getByText(profile.label, { exact: true })).toBeVisible();

    for (const link of profile.profiles) {
      const anchor = main.getByRole("link", { name: new RegExp(escapeRegExp(link.network), "i") }).first();
      await expect(anchor).toBeVisible();
      await expect(anchor).toHaveAttribute("href", link.url);
    }
    const email = main
      .getByRole("link", { name: new RegExp(`email|${escapeRegExp(profile.email ?? "")}`, "i") })
      .first();
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("href", `mailto:${profile.email}`);
  });

  test("every section title is a real heading, and the left column shows the profile", async ({ page }) => {
    const main = page.getByRole("main");
    for (const title of ["Profile", "Soft Skills", "Hard Skills", "Languages", "Experience", "Education"]) {
      await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    const softSkills = section(main, "Soft Skills").getByRole("listitem");
    await expect(softSkills).toHaveText(profile.softSkills);

    const languages = section(main, "Languages");
    for (const { language, fluency } of profile.languages) {
      await expect(languages.getByText(language, { exact: true })).toBeVisible();
      if (fluency) await expect(languages.getByText(fluency, { exact: true }).first()).toBeVisible();
    }
    const summary = section(main, "Profile");
    await expect(summary).toContainText(plainText(profile.summaryHtml ?? "").slice(0, 40));
  });

  test("Hard Skills: each group expands on click to show its lists, and collapses again", async ({
    page,
  }) => {
    const hardSkills = section(page.getByRole("main"), "Hard Skills");
    for (const group of profile.hardSkills) {
      const trigger = hardSkills.getByRole("button", { name: group.title, exact: true });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      const firstSkill = group.lists[0]?.items[0] ?? "";
      await expect(hardSkills.getByText(firstSkill, { exact: true })).toBeHidden();

      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      for (const list of group.lists) {
        if (list.title) await expect(hardSkills.getByText(list.title, { exact: true }).first()).toBeVisible();
        for (const item of list.items) {
          await expect(hardSkills.getByText(item, { exact: true }).first()).toBeVisible();
        }
      }

      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(hardSkills.getByText(firstSkill, { exact: true })).toBeHidden();
      // The closed panel stays in the page, but not as an empty landmark for a screen reader.
      await expect(hardSkills.getByText(firstSkill, { exact: true })).toBeAttached();
      await expect(hardSkills.getByRole("region", { name: group.title, exact: true })).toHaveCount(0);
    }
  });

  test("Experience: a timeline, newest first, with titles linked when they have a link", async ({ page }) => {
    const starts = experience.map((job) => job.period.start);
    expect(starts, "the compiler orders jobs newest first").toEqual([...starts].sort().reverse());

    const timeline = section(page.getByRole("main"), "Experience");
    const titles = timeline.getByRole("heading", { level: 3 });
    // A job is headed by its company, or by its position where it names no company.
    const titleOf = (job: (typeof experience)[number]) => job.company ?? job.roles[0]?.position ?? "";
    await expect(titles).toHaveText(experience.map(titleOf));

    for (const [index, job] of experience.entries()) {
      const title = titles.nth(index);
      if (job.url) await expect(title.getByRole("link")).toHaveAttribute("href", job.url);
      else await expect(title.getByRole("link")).toHaveCount(0);
      const entry = timeline.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: new RegExp(`^${escapeRegExp(titleOf(job))}`) }),
      });
      await expect(entry.getByText(job.period.display).first()).toBeVisible();
      await expect(entry.getByRole("img", { name: job.logo.alt, exact: true })).toBeVisible();
      for (const role of job.roles) {
        if (role.position) await expect(entry.getByText(role.position).first()).toBeVisible();
        await expect(entry.getByText(role.period.display).first()).toBeVisible();
        if (role.summaryHtml) await expect(entry).toContainText(plainText(role.summaryHtml).slice(0, 40));
        for (const highlight of role.highlights) {
          await expect(entry.getByRole("listitem").filter({ hasText: highlight }).first()).toBeVisible();
        }
      }
    }
  });

  test("Education: newest first, GPA, and a Course List per school that opens on click", async ({ page }) => {
    const starts = education.flatMap((school) => school.period?.start ?? []);
    expect(starts, "the compiler orders schools newest first").toEqual([...starts].sort().reverse());

    const timeline = section(page.getByRole("main"), "Education");
    const titles = timeline.getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(education.map((school) => school.institution));

    for (const [index, school] of education.entries()) {
      await expect(titles.nth(index)).toHaveText(school.institution);
      const entry = timeline.getByRole("listitem").filter({
        has: page.getByRole("heading", {
          level: 3,
          name: new RegExp(`^${escapeRegExp(school.institution)}`),
        }),
      });
      if (school.gpa === undefined) await expect(entry.getByText(/GPA/)).toHaveCount(0);
      else await expect(entry.getByText(`GPA: ${school.gpa}`)).toBeVisible();
      if (school.period) await expect(entry.getByText(school.period.display)).toBeVisible();
      else await expect(entry.locator(".entry-dates")).toHaveCount(0);
      await expect(entry.getByRole("img", { name: school.logo.alt, exact: true })).toBeVisible();
      if (school.descriptionHtml)
        await expect(entry).toContainText(plainText(school.descriptionHtml).slice(0, 40));

      const courseList = entry.getByRole("button", { name: /course list/i });
      if (!school.courses) {
        await expect(courseList).toHaveCount(0);
        continue;
      }
      await expect(courseList).toHaveAttribute("aria-expanded", "false");
      await expect(courseList).toContainText(/click to view/i);
      const firstCourse = school.courses[0]?.courses[0];
      if (firstCourse) await expect(entry.getByText(firstCourse.title, { exact: true })).toBeHidden();

      await courseList.click();
      await expect(courseList).toHaveAttribute("aria-expanded", "true");
      for (const group of school.courses) {
        await expect(entry.getByText(group.category, { exact: true })).toBeVisible();
        for (const course of group.courses) {
          await expect(entry.getByText(course.title, { exact: true }).first()).toBeVisible();
          // The link is on the course's number, or on its title when it has none.
          const linked = course.number ?? course.title;
          const link = entry.getByRole("link", { name: new RegExp(`^${escapeRegExp(linked)}\\b`) });
          if (course.url) {
            await expect(link).toHaveAttribute("href", course.url);
            await expect(link).toHaveAttribute("target", "_blank");
          } else {
            await expect(link).toHaveCount(0);
          }
        }
      }

      await courseList.click();
      await expect(courseList).toHaveAttribute("aria-expanded", "false");
    }
  });
});

test.describe("Resume without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page reads in full: every accordion's content shows, no hint to click", async ({
    page,
  }) => {
    await page.goto("./");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: profile.name })).toBeVisible();
    await expectEveryAccordionOpen(main);
    await expect(main.getByText(/click (a group|to view)/i).filter({ visible: true })).toHaveCount(0);
    await expect(main.locator('[data-slot="accordion-chevron"]').first()).toBeHidden();
  });
});
