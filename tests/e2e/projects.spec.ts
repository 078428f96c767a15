import type { Locator, Page } from "@playwright/test";
import {
  content,
  escapeRegExp,
  expect,
  expectSlideShowing,
  gallery,
  gallerySlide,
  galleryThumbnail,
  plainText,
  projectCard,
  projectDialog,
  routeOf,
  shareInView,
  test,
  visit,
} from "./fixtures";

const { projects } = content;
const first = projects[0];
if (!first) throw new Error("the content has no projects");

/** The project with the most images: the one whose gallery has the most to test. */
const richest = [...projects].sort((a, b) => b.images.length - a.images.length)[0] ?? first;

async function openFromGrid(page: Page, title: string) {
  await projectCard(page, title).click();
  const dialog = projectDialog(page, title);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Turns the mouse wheel over the page's edge (the overlay, when a dialog is open), towards the
 * end of the page that has room to scroll. */
async function turnWheel(page: Page) {
  const atTop = (await scrollY(page)) === 0;
  await page.mouse.move(10, (page.viewportSize()?.height ?? 500) - 10);
  await page.mouse.wheel(0, atTop ? 400 : -400);
}

function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

test.describe("Projects grid", () => {
  test("'Project Highlights' and one card per project with its first image and title", async ({ page }) => {
    await visit(page, "/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Project Highlights" })).toBeVisible();
    for (const project of projects) {
      const card = projectCard(page, project.title);
      await expect(card).toBeVisible();
      const cover = project.images[0];
      if (cover) {
        await expect(
          page.getByRole("main").getByRole("img", { name: cover.alt, exact: true }).first(),
        ).toBeVisible();
      }
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("Project dialog", () => {
  test("a card opens the dialog titled by the project, with its sections, and the URL names it", async ({
    page,
  }) => {
    await visit(page, "/projects");
    const dialog = await openFromGrid(page, first.title);
    expect(routeOf(page)).toBe(`/projects?project=${first.id}`);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(first.title)} · `));

    for (const heading of ["Overview", "Skills Used", "Personal Achievements"]) {
      await expect(dialog.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText(plainText(first.descriptionHtml).slice(0, 40));
    for (const achievement of first.achievements) {
      await expect(dialog.getByRole("heading", { name: achievement.title, exact: true })).toBeVisible();
      await expect(dialog.getByText(achievement.description, { exact: true })).toBeVisible();
    }
  });

  test("Skills Used: every skill shows, and its kind is written as text, not only coloured", async ({
    page,
  }) => {
    const project = projects.find((p) => p.skills.front.length && p.skills.back.length) ?? first;
    await visit(page, `/projects?project=${project.id}`);
    const dialog = projectDialog(page, project.title);
    const skills = dialog.getByRole("region", { name: "Skills Used" });
    const kinds = [
      { kind: "front", label: /front/i },
      { kind: "back", label: /back/i },
      { kind: "other", label: /other/i },
    ] as const;
    for (const { kind } of kinds) {
      for (const skill of project.skills[kind]) {
        const chip = skills.getByRole("listitem").filter({ hasText: skill }).first();
        await expect(chip).toBeVisible();
        // Walking out from the bubble, the first kind written as text must be its own kind
        // (visible or visually hidden text in the bubble, or a heading over its list).
        const firstKind = await chip.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            // innerText, not textContent: keeps a heading and its list apart ("Other\nFigma").
            const text = node instanceof HTMLElement ? node.innerText : (node.textContent ?? "");
            const found = ["front", "back", "other"].filter((word) =>
              new RegExp(`\\b${word}\\b`, "i").test(text),
            );
            if (found.length > 0) return found.length === 1 ? found[0] : `ambiguous: ${found.join(", ")}`;
          }
          return "none";
        });
        expect(firstKind, `the kind of "${skill}"`).toBe(kind);
      }
    }
    // Kinds look different: the first skill of two kinds do not share one background colour.
    const colours = await Promise.all(
      kinds
        .filter(({ kind }) => project.skills[kind].length > 0)
        .map(({ kind }) =>
          skills
            .getByText(project.skills[kind][0] ?? "", { exact: true })
            .first()
            .evaluate((element) => getComputedStyle(element).backgroundColor),
        ),
    );
    expect(new Set(colours).size).toBe(colours.length);
  });

  test("the Close button closes it, focus returns to the card, the URL forgets it", async ({ page }) => {
    await visit(page, "/projects");
    const dialog = await openFromGrid(page, first.title);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(projectCard(page, first.title)).toBeFocused();
    expect(routeOf(page)).toBe("/projects");
    await expect(page).toHaveTitle(/^Projects · /);
  });

  test("Escape closes it and focus returns to the card", async ({ page }) => {
    await visit(page, "/projects");
    const last = projects.at(-1) ?? first;
    const dialog = await openFromGrid(page, last.title);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(projectCard(page, last.title)).toBeFocused();
    expect(routeOf(page)).toBe("/projects");
  });

  test("a click on the dark overlay closes it and focus returns to the card", async ({ page }) => {
    await visit(page, "/projects");
    const dialog = await openFromGrid(page, first.title);
    // The overlay darkens the page behind: its corner is darker than the page's background.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no dialog box");
    // Click beside the dialog, where only the overlay is.
    const x = box.x > 20 ? box.x / 2 : viewport.width - 5;
    const y = box.y > 20 ? box.y / 2 : Math.min(viewport.height - 5, box.y + box.height + 5);
    await page.mouse.click(x, y);
    await expect(dialog).toBeHidden();
    await expect(projectCard(page, first.title)).toBeFocused();
    expect(routeOf(page)).toBe("/projects");
  });

  test("focus is trapped inside the open dialog, and the page behind is hidden from screen readers", async ({
    page,
  }) => {
    await visit(page, "/projects");
    const dialog = await openFromGrid(page, richest.title);
    // Assistive technology reaches only the dialog: the navigation and the cards are hidden.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(projectCard(page, richest.title)).toHaveCount(0);
    const focusables = await dialog
      .locator("a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])")
      .count();
    for (let step = 0; step < focusables + 3; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the page behind does not scroll while the dialog is open", async ({ page }) => {
    // A short window makes the grid taller than the viewport, so the page can scroll.
    await page.setViewportSize({ width: 1366, height: 400 });
    await visit(page, "/projects");
    await expect(projectCard(page, first.title)).toBeVisible();
    // (Clicking the card may scroll it into view first.)
    const dialog = await openFromGrid(page, first.title);
    const behind = await scrollY(page);
    await turnWheel(page);
    // Then a turn over the dialog, which scrolls it: once it has, a scroll the first turn started
    // behind the dialog would have begun as well.
    const scrollTop = () => dialog.evaluate((element) => element.scrollTop);
    const top = await scrollTop();
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const box = await dialog.boundingBox();
    if (!box) throw new Error("the dialog is not laid out");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, top === 0 ? 200 : -200);
    await expect.poll(scrollTop, "the wheel scrolls the dialog").not.toBe(top);
    expect(await scrollY(page), "the page scrolled behind the dialog").toBe(behind);

    // Control: once the dialog is closed, the same wheel scrolls the page.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    const closed = await scrollY(page);
    await turnWheel(page);
    await expect.poll(() => scrollY(page), "control: the wheel scrolls the page").not.toBe(closed);
  });

  test("a shared link opens the same project; closing it stays on Projects", async ({ page }) => {
    const project = projects[1] ?? first;
    await visit(page, `/projects?project=${project.id}`);
    const dialog = projectDialog(page, project.title);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(routeOf(page)).toBe("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Project Highlights" })).toBeVisible();
  });

  test("Back closes the dialog and stays on Projects; Forward opens it again", async ({ page }) => {
    await visit(page, "/projects");
    const dialog = await openFromGrid(page, first.title);
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(routeOf(page)).toBe("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Project Highlights" })).toBeVisible();
    await page.goForward();
    await expect(dialog).toBeVisible();
  });

  test("an unknown project in the URL shows the grid without a dialog", async ({ page }) => {
    await visit(page, "/projects?project=no-such-project");
    await expect(page.getByRole("heading", { level: 1, name: "Project Highlights" })).toBeVisible();
    await expect(projectCard(page, first.title)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("Gallery", () => {
  test.skip(richest.images.length < 3, "the content has no project with three or more images");
  const count = richest.images.length;

  const thumbnail = (carousel: Locator, index: number) => galleryThumbnail(carousel, index, count);
  const expectShowing = (carousel: Locator, index: number) => expectSlideShowing(carousel, index, count);
  /** The box of slide `index` on screen, scrolled into view first. */
  const slideBox = async (carousel: Locator, index: number) => {
    const slide = gallerySlide(carousel, index, count);
    await slide.scrollIntoViewIfNeeded();
    const box = await slide.boundingBox();
    if (!box) throw new Error(`slide ${index + 1} has no box`);
    return box;
  };

  test("Next and Previous move one slide, and both loop around the ends", async ({ page }) => {
    await visit(page, `/projects?project=${richest.id}`);
    const carousel = gallery(projectDialog(page, richest.title));
    const next = carousel.getByRole("button", { name: /^next/i });
    const previous = carousel.getByRole("button", { name: /^previous/i });

    await expectShowing(carousel, 0);
    await next.click();
    await expectShowing(carousel, 1);
    await previous.click();
    await expectShowing(carousel, 0);
    await previous.click();
    await expectShowing(carousel, count - 1);
    await next.click();
    await expectShowing(carousel, 0);
  });

  test("dragging the slide sideways moves to the next one, and back", async ({ page }) => {
    await visit(page, `/projects?project=${richest.id}`);
    const carousel = gallery(projectDialog(page, richest.title));
    await expectShowing(carousel, 0);
    const drag = async (from: number, direction: -1 | 1) => {
      const box = await slideBox(carousel, from);
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + direction * box.width * 0.8, y, { steps: 12 });
      await page.mouse.up();
    };
    await drag(0, -1);
    await expectShowing(carousel, 1);
    await drag(1, 1);
    await expectShowing(carousel, 0);
  });

  test("a thumbnail selects its slide; the selected thumbnail is highlighted", async ({ page }) => {
    await visit(page, `/projects?project=${richest.id}`);
    const carousel = gallery(projectDialog(page, richest.title));
    await thumbnail(carousel, 2).click();
    await expectShowing(carousel, 2);
    await thumbnail(carousel, 0).click();
    await expectShowing(carousel, 0);

    // Highlighted: the selected thumbnail looks different from the others, not only in ARIA.
    const look = (index: number) =>
      thumbnail(carousel, index).evaluate((element) => {
        const style = getComputedStyle(element);
        const image = element.querySelector("img");
        const imageStyle = image ? getComputedStyle(image) : null;
        return [
          style.outlineStyle,
          style.outlineColor,
          style.borderColor,
          style.boxShadow,
          style.opacity,
          style.transform,
          imageStyle?.opacity,
          imageStyle?.filter,
        ].join("|");
      });
    // Neither hover nor focus may stand in for the highlight; let transitions finish.
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await carousel.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect(await look(0), "the selected thumbnail looks like the others").not.toBe(await look(1));
    expect(await look(1), "two unselected thumbnails look alike").toBe(await look(2));
  });

  test("an unselected thumbnail's focus ring shows at full strength", async ({ page }) => {
    await visit(page, `/projects?project=${richest.id}`);
    const carousel = gallery(projectDialog(page, richest.title));
    await thumbnail(carousel, 0).focus();
    await page.keyboard.press("Tab");
    await expect(thumbnail(carousel, 1)).toBeFocused();
    const ring = await thumbnail(carousel, 1).evaluate((element) => {
      const style = getComputedStyle(element);
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), opacity };
    });
    expect(ring.style).not.toBe("none");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.opacity).toBe(1);
  });

  test("the thumbnail strip follows the main carousel", async ({ page }) => {
    await visit(page, `/projects?project=${richest.id}`);
    const carousel = gallery(projectDialog(page, richest.title));
    const previous = carousel.getByRole("button", { name: /^previous/i });
    await previous.click();
    await expectShowing(carousel, count - 1);
    // The last thumbnail is scrolled into the strip's view.
    await expect.poll(() => shareInView(carousel, thumbnail(carousel, count - 1))).toBeGreaterThan(0.95);
  });

  test("arrow keys move the slides", async ({ page }) => {
    await visit(page, `/projects?project=${richest.id}`);
    const carousel = gallery(projectDialog(page, richest.title));
    await carousel.getByRole("button", { name: /^next/i }).focus();
    await page.keyboard.press("ArrowRight");
    await expectShowing(carousel, 1);
    await page.keyboard.press("ArrowRight");
    await expectShowing(carousel, 2 % count);
    await page.keyboard.press("ArrowLeft");
    await expectShowing(carousel, 1);
  });

  test("a caption shows under a slide that has caption text, and only then", async ({ page }) => {
    const withCaption = projects.find((p) => p.images.some((image) => image.caption));
    test.skip(!withCaption, "no image in the content has a caption");
    if (!withCaption) return;
    await visit(page, `/projects?project=${withCaption.id}`);
    const carousel = gallery(projectDialog(page, withCaption.title));
    const total = withCaption.images.length;
    for (const [index, image] of withCaption.images.entries()) {
      const figureSlide = carousel.getByRole("group", { name: `${index + 1} of ${total}` });
      if (image.caption) {
        const figure = figureSlide.getByRole("figure", { name: image.caption });
        await expect(figure).toBeAttached();
        const caption = figure.getByText(image.caption, { exact: true });
        const picture = figure.getByRole("img", { name: image.alt, exact: true });
        const [captionBox, pictureBox] = [await caption.boundingBox(), await picture.boundingBox()];
        expect(captionBox && pictureBox && captionBox.y >= pictureBox.y + pictureBox.height - 1).toBe(true);
      } else {
        await expect(figureSlide.locator("figcaption")).toHaveCount(0);
      }
    }
  });

  test("with reduced motion, a slide change jumps instead of animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, `/projects?project=${richest.id}`);
    const carousel = gallery(projectDialog(page, richest.title));
    await expectShowing(carousel, 0);
    const next = carousel.getByRole("button", { name: /^next/i });
    // Within three frames of the click, the next slide stands where the first one stood.
    const settled = await next.evaluate(async (button) => {
      const region = button.closest('[aria-roledescription="carousel"]');
      const slides = region?.querySelectorAll('[aria-roledescription="slide"]');
      const [current, target] = [slides?.[0], slides?.[1]];
      if (!current || !target) return "no slides";
      const place = current.getBoundingClientRect().left;
      (button as HTMLButtonElement).click();
      for (let frame = 0; frame < 3; frame++) await new Promise((done) => requestAnimationFrame(done));
      const offset = target.getBoundingClientRect().left - place;
      return Math.abs(offset) < 2 ? "in place" : `still moving: ${offset}px from place`;
    });
    expect(settled).toBe("in place");
  });
});
