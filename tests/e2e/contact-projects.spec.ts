import { networkIconName } from "../../src/components/icons";
import { projectPath } from "../../src/shared/paths";
import { content, expect, expectNoAxeViolations, projectDialog, test, visit } from "./fixtures";

const { profile, projects } = content;

test.describe("the banner's contact details", () => {
  test("each profile link shows its network's icon and is named by the network @both-sizes", async ({
    page,
  }) => {
    await visit(page, "/");
    const links = page.getByRole("list", { name: "Contact and profiles" });
    for (const link of profile.profiles) {
      const anchor = links.locator(`a[href="${link.url}"]`);
      await expect(anchor).toHaveAccessibleName(`${link.network} profile`);
      await expect(anchor.locator("svg")).toHaveAttribute("data-icon", networkIconName(link.network));
      await expect(anchor.locator("svg")).toHaveAttribute("aria-hidden", "true");
    }
    await expect(links.locator('a[href^="mailto:"] svg')).toHaveAttribute("data-icon", "email");
    await expectNoAxeViolations(page, "the Resume with every profile link");
  });

  test("the location shows under the title, and the phone is a tel: link in the same tab", async ({
    page,
  }) => {
    test.skip(!profile.location && !profile.phone, "the content has neither a location nor a phone");
    await visit(page, "/");
    const banner = page.locator(".banner");
    if (profile.location) {
      // Read out as "Location: …"; seen as the place beside a pin.
      await expect(banner.getByText(`Location: ${profile.location}`, { exact: true })).toBeVisible();
      await expect(banner.locator(".banner-location svg")).toHaveAttribute("aria-hidden", "true");
    }
    if (profile.phone) {
      const phone = banner.getByRole("link", { name: `Phone ${profile.phone.number}` });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute("href", profile.phone.href);
      await expect(phone).not.toHaveAttribute("target", /.+/);
    }
  });
});

test.describe("project links, dates and names in any script", () => {
  const dated = projects.filter((project) => project.period || project.links);

  test("the dialog shows each project's dates and links, opening external ones in a new tab", async ({
    page,
  }) => {
    test.skip(dated.length === 0, "no project has dates or links");
    // An axe audit of each dialog: more than one test's work.
    test.slow();
    for (const project of dated) {
      await visit(page, projectPath(project.id));
      const dialog = projectDialog(page, project.title);
      await expect(dialog).toBeVisible();
      if (project.period) {
        const time = dialog.locator(".project-dates time").first();
        await expect(time).toHaveAttribute("datetime", project.period.start);
        await expect(time).toHaveText(project.period.startLabel);
        if (project.period.end !== project.period.start)
          await expect(dialog.locator(".project-dates")).toContainText(project.period.endLabel);
      }
      for (const link of project.links ?? []) {
        const anchor = dialog.getByRole("link", { name: link.label, exact: true });
        await expect(anchor).toHaveAttribute("href", link.url);
        if (/^https?:/.test(link.url)) await expect(anchor).toHaveAttribute("target", "_blank");
      }
      await expectNoAxeViolations(page, `${project.title}'s dialog`);
    }
  });

  test("a project titled in another script opens by its link, and its images named in any letters load", async ({
    page,
  }) => {
    const foreign = projects.filter((project) => /[^\p{Script=Latin}\P{L}]/u.test(project.id));
    test.skip(foreign.length === 0, "no project has an id in letters other than Latin ones");
    for (const project of foreign) {
      // As a visitor follows a shared link: the id percent-encoded in the address.
      await visit(page, projectPath(project.id));
      expect(page.url()).toContain(`project=${encodeURIComponent(project.id)}`);
      const dialog = projectDialog(page, project.title);
      await expect(dialog).toBeVisible();
      const image = dialog.locator(".gallery-figure img").first();
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
      const shown = await image.evaluate((element: HTMLImageElement) =>
        decodeURIComponent(element.currentSrc),
      );
      expect(shown).toContain(decodeURIComponent(project.images[0]?.src ?? "").replace(/\.[^.]+$/, ""));
    }
  });
});
