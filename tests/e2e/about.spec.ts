import { expect, plainText, routeOf, test, visit } from "./fixtures";
import { content } from "./full-site";

const { about } = content;

test.describe("About", () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, "/about");
  });

  test("each section: its heading, its paragraphs and its image pair", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(about.title);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(about.sections.map((s) => s.heading));
    for (const section of about.sections) {
      const region = main.getByRole("region", { name: section.heading, exact: true });
      await expect(region).toContainText(plainText(section.html).slice(0, 40));
      for (const image of section.images) {
        const picture = region.getByRole("img", { name: image.alt, exact: true });
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toBeVisible();
        // Loaded, not broken (they load lazily, as they come into view).
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
  });

  test("About shows its links (the animal rescue, the contact email) with the right targets", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const html = content.about.sections.map((section) => section.html).join("\n");
    const anchors = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(
      ([, href = "", inner = ""]) => ({
        href: plainText(href),
        text: plainText(inner),
      }),
    );
    expect(
      anchors.some((anchor) => anchor.href.startsWith("http")),
      "an external link (the rescue)",
    ).toBe(true);
    expect(
      anchors.some((anchor) => anchor.href.startsWith("mailto:")),
      "a contact email link",
    ).toBe(true);
    for (const anchor of anchors) {
      const link = main.locator(`a[href="${anchor.href}"]`).first();
      await expect(link).toBeVisible();
      await expect(link).toContainText(anchor.text);
      if (anchor.href.startsWith("http")) await expect(link).toHaveAttribute("target", "_blank");
      else await expect(link).not.toHaveAttribute("target", /.*/);
    }
  });
});

test("a Markdown footnote leads to its note and back, and the route stays /about", async ({ page }) => {
  await visit(page, "/about");
  const main = page.getByRole("main");
  const reference = main.locator("[data-footnote-ref]").first();
  await expect(reference, "the sample's About page shows a footnote").toBeVisible();
  const noteId = (await reference.getAttribute("href"))?.slice(1) ?? "";
  const note = main.locator(`[id="${noteId}"]`);

  await reference.click();
  await expect(note).toBeFocused();
  await expect(note).toBeInViewport();
  expect(routeOf(page)).toBe("/about");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(about.title);

  await note.getByRole("link", { name: /back to reference/i }).click();
  await expect(reference).toBeFocused();
  expect(routeOf(page)).toBe("/about");
});
