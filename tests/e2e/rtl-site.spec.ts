/**
 * A site in Arabic (tests/fixtures/valid-arabic), a right-to-left language: the page says so in
 * <html dir>, and its layout is the mirror of a left-to-right one: the header, the banner, the
 * timeline, the gallery and the printed resume all start at the right.
 */
import type { Locator, Page } from "@playwright/test";
import { entry, section, THEMES, testFixtureSite } from "./fixture-site";
import {
  expect,
  expectNoAxeViolations,
  projectCard,
  projectDialog,
  saveScreenshot,
  scrollsSideways,
  shareInView,
  visit,
} from "./fixtures";

const test = testFixtureSite("valid-arabic");

const NAME = "سلمى عاشور";
const PROJECT = "لوحة مواعيد الحافلات";
/** The fixture's words for what the tests look for, from the built-in Arabic table. */
const WORDS = {
  nav: "القائمة الرئيسية",
  experience: "الخبرة المهنية",
  contacts: "التواصل والحسابات",
  previous: "الصورة السابقة",
  next: "الصورة التالية",
  newTab: "يُفتح في علامة تبويب جديدة",
};
/** A gallery slide's name: "2 من 3" is the second of three. */
const slideName = (index: number, count: number) => `${index + 1} من ${count}`;
/** Half a CSS pixel: boxes that merely touch do not overlap. */
const TOUCH = 0.5;

type Box = { x: number; y: number; width: number; height: number };
const right = (box: Box) => box.x + box.width;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}

/** The box of the text inside `locator`, not of its block: where the words are. */
async function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** The named boxes that overlap another of them: none, when the layout keeps each in its place. */
function overlapping(boxes: Record<string, Box>) {
  const entries = Object.entries(boxes);
  const overlaps: string[] = [];
  for (const [i, [name, a]] of entries.entries())
    for (const [other, b] of entries.slice(i + 1)) {
      const across = Math.min(right(a), right(b)) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > TOUCH && down > TOUCH) overlaps.push(`${name} overlaps ${other}`);
    }
  return overlaps;
}

/** The named boxes that reach past either side of the window. */
async function outsideTheWindow(page: Page, boxes: Record<string, Box>) {
  const width = page.viewportSize()?.width ?? 0;
  return Object.entries(boxes)
    .filter(([, box]) => box.x < -TOUCH || right(box) > width + TOUCH)
    .map(([name]) => name);
}

/** Visible blocks of text inside `scope` whose text runs past their own box: clipped or spilling over. */
async function spillingText(scope: Locator) {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll("h1, h2, h3, h4, h5, p, li, dt, dd, a, button"))
      .filter((element) => element.checkVisibility() && element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`),
  );
}

/** Where a positioned ::before is drawn, across the page: its left and right edges. */
async function beforeBox(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node, "::before");
    const x = node.getBoundingClientRect().x + Number.parseFloat(style.left);
    return { x, right: x + Number.parseFloat(style.width) };
  });
}

test.describe("a site in Arabic, laid out right to left", () => {
  test("says it is Arabic written right to left; the header and the banner start at the right @both-sizes", async ({
    page,
  }, testInfo) => {
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    const header = page.locator(".site-header");
    const brand = await boxOf(header.getByRole("link", { name: NAME }));
    const toggle = await boxOf(header.locator('[data-slot="theme-toggle"]'));
    const nav = page.getByRole("navigation", { name: WORDS.nav }).getByRole("link");
    const [resume, projects, about] = await Promise.all([0, 1, 2].map((n) => boxOf(nav.nth(n))));
    if (!resume || !projects || !about) throw new Error("the navigation has three links");
    // The name at the right, the theme's button at the left; the links read from the right.
    expect(brand.x).toBeGreaterThanOrEqual(right(toggle));
    expect(resume.x).toBeGreaterThanOrEqual(right(projects) - TOUCH);
    expect(projects.x).toBeGreaterThanOrEqual(right(about) - TOUCH);
    // Each link's words keep to one line, the longest ("السيرة الذاتية") too: the three are as tall.
    expect(Math.abs(resume.height - projects.height)).toBeLessThan(1);
    expect(Math.abs(about.height - projects.height)).toBeLessThan(1);

    const banner = page.locator(".banner");
    const photo = await boxOf(banner.locator(".banner-photo"));
    const heading = banner.getByRole("heading", { level: 1 });
    const name = await textBox(heading);
    const label = await textBox(banner.locator(".banner-label"));
    const location = await boxOf(banner.locator(".banner-location"));
    const contacts = banner.getByRole("list", { name: WORDS.contacts }).getByRole("listitem");
    const first = await boxOf(contacts.first());
    const last = await boxOf(contacts.last());
    // The contacts read from the right: the first profile right of the phone, last.
    expect(first.x).toBeGreaterThanOrEqual(right(last));
    if (testInfo.project.name === "desktop") {
      // The photo beside the name, at the right; the name and the title start at the photo's left.
      expect(photo.x).toBeGreaterThanOrEqual(right(await boxOf(heading)));
      expect(Math.abs(right(name) - right(await boxOf(heading)))).toBeLessThan(1);
      expect(Math.abs(right(label) - right(name))).toBeLessThan(1);
    } else {
      // A phone centres the banner: the photo above the name.
      expect(photo.y + photo.height).toBeLessThanOrEqual(name.y);
    }

    const boxes = { brand, toggle, resume, projects, about, photo, name, label, location, first, last };
    expect(overlapping(boxes)).toEqual([]);
    expect(await outsideTheWindow(page, boxes)).toEqual([]);
    expect(await spillingText(page.locator("body"))).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test("the Resume's timeline runs down the right side: logos, their line, the roles' dots @both-sizes", async ({
    page,
  }) => {
    await visit(page, "/");
    const experience = section(page, WORDS.experience);
    // The section's heading starts at the card's right.
    const heading = experience.getByRole("heading", { level: 2 });
    expect(Math.abs(right(await textBox(heading)) - right(await boxOf(heading)))).toBeLessThan(1);
    const jobs = experience.locator(".timeline > .entry");
    await expect(jobs).toHaveCount(2);
    for (const job of await jobs.all()) {
      const logo = await boxOf(job.locator(".entry-logo"));
      const body = await boxOf(job.locator(".entry-body"));
      expect(logo.x, "the logo right of the entry's text").toBeGreaterThanOrEqual(right(body));
    }
    // The line from the first logo down to the next runs under the logo, not through the text.
    const company = entry(experience, "شركة نسيم للطاقة");
    const logo = await boxOf(company.locator(".entry-logo"));
    const line = await beforeBox(company);
    expect(line.x).toBeGreaterThanOrEqual(logo.x);
    expect(line.right).toBeLessThanOrEqual(right(logo));

    // Two roles at the company: their line at the right of the list, each dot on it.
    const roles = company.locator(".roles");
    const list = await boxOf(roles);
    await expect(roles).toHaveCSS("border-right-width", "2px");
    await expect(roles).toHaveCSS("border-left-width", "0px");
    for (const role of await roles.locator(".role").all()) {
      const dot = await beforeBox(role);
      const middle = (dot.x + dot.right) / 2;
      expect(Math.abs(middle - (right(list) - 1))).toBeLessThan(3);
      const title = await boxOf(role.locator(".role-title"));
      expect(dot.x, "the dot clear of the role's title").toBeGreaterThanOrEqual(right(title));
    }
    // The highlights' bullets hang at the right of their lines.
    await expect(company.locator(".entry-highlights").first()).toHaveCSS("padding-left", "0px");

    expect(await spillingText(page.getByRole("main"))).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  for (const { name, path } of [
    { name: "Resume", path: "/" },
    { name: "Projects", path: "/projects" },
    { name: "About", path: "/about" },
  ])
    test(`the ${name} screen, right to left, passes axe in both themes @both-sizes`, async ({
      page,
    }, testInfo) => {
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await visit(page, path);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        expect(await scrollsSideways(page)).toBe(false);
        expect(await spillingText(page.getByRole("main"))).toEqual([]);
        await expectNoAxeViolations(page, `Arabic ${name}, ${theme}`);
        await saveScreenshot(page, testInfo, theme, `arabic-${name.toLowerCase()}`);
      }
    });

  test("the gallery runs right to left: Next, at the left, brings the next picture in @both-sizes", async ({
    page,
  }, testInfo) => {
    // Two themes, each with an axe audit of the dialog: on a busy two-core machine, over 30 s.
    test.slow();
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await visit(page, "/projects");
      await projectCard(page, PROJECT).click();
      const dialog = projectDialog(page, PROJECT);
      await expect(dialog).toBeVisible();
      const carousel = dialog.locator('[data-slot="carousel"]');
      const view = carousel.locator('[data-slot="carousel-viewport"]');
      const slide = (index: number) =>
        carousel.getByRole("group", { name: slideName(index, 3), exact: true });
      const previous = carousel.getByRole("button", { name: WORDS.previous });
      const next = carousel.getByRole("button", { name: WORDS.next });

      // Previous at the right, Next at the left, each chevron pointing outwards.
      expect((await boxOf(previous)).x).toBeGreaterThan(right(await boxOf(next)));
      await expect(next.locator("svg")).toHaveCSS("transform", "matrix(-1, 0, 0, 1, 0, 0)");
      await expect(previous.locator("svg")).toHaveCSS("transform", "matrix(-1, 0, 0, 1, 0, 0)");
      // So does the arrow of a link out of the site.
      await expect(dialog.locator(".project-links svg").first()).toHaveCSS(
        "transform",
        "matrix(-1, 0, 0, 1, 0, 0)",
      );

      await expect.poll(() => shareInView(view, slide(0))).toBeGreaterThan(0.95);
      // The next picture waits at the left of the first, as a right-to-left reader expects.
      expect(right(await boxOf(slide(1)))).toBeLessThanOrEqual((await boxOf(slide(0))).x + 1);
      await next.click();
      await expect.poll(() => shareInView(view, slide(1))).toBeGreaterThan(0.95);
      await expect.poll(() => shareInView(view, slide(0))).toBeLessThan(0.05);
      // The left arrow key goes on, as Next does.
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => shareInView(view, slide(2))).toBeGreaterThan(0.95);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => shareInView(view, slide(1))).toBeGreaterThan(0.95);

      // The thumbnails read from the right too.
      const thumbnails = carousel.locator('[data-slot="carousel-thumbnail"]');
      expect((await boxOf(thumbnails.nth(0))).x).toBeGreaterThan(right(await boxOf(thumbnails.nth(1))));
      await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolations(page, `Arabic project dialog, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "arabic-project", { fullPage: false });
    }
  });

  test("prints mirrored: the photo at the right, dates at the left, addresses left to right", async ({
    page,
  }) => {
    await page.emulateMedia({ media: "print" });
    await visit(page, "/");
    const banner = page.locator(".banner");
    const photo = await boxOf(banner.locator(".banner-photo"));
    const name = await boxOf(banner.getByRole("heading", { level: 1 }));
    expect(photo.x).toBeGreaterThanOrEqual(right(name));

    const experience = section(page, WORDS.experience);
    const job = entry(experience, "مطبعة الزيتون الرقمية");
    const title = await boxOf(job.locator(".entry-title"));
    const dates = await boxOf(job.locator(".entry-dates"));
    expect(right(dates), "the dates at the line's left end").toBeLessThanOrEqual(title.x);
    // Arabic has no italics: a subtitle prints upright, not as slanted Arabic letters.
    await expect(section(page, "التعليم").locator(".entry-subtitle").first()).toHaveCSS(
      "font-style",
      "normal",
    );
    await expect(entry(experience, "شركة نسيم للطاقة").locator(".roles")).toHaveCSS(
      "border-right-width",
      "1px",
    );

    // A phone number and a web address read left to right, apart from the Arabic around them.
    const phone = banner.locator('a[href^="tel:"]');
    expect(await phone.evaluate((link) => getComputedStyle(link, "::after").direction)).toBe("ltr");
    // A company's name is a link without its address after it on paper (a parser would read it
    // as part of the name); an address in the owner's text is written out, isolated.
    const companyAddress = await job
      .getByRole("link", { name: "مطبعة الزيتون الرقمية" })
      .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(companyAddress).toBe("none");

    expect(overlapping({ photo, name })).toEqual([]);
    expect(overlapping({ title, dates })).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    await visit(page, "/about");
    const address = await page
      .locator('main a[href="https://salma.example.org/blog"]')
      .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(address).toBe('" \u2066(https://salma.example.org/blog)\u2069"');
  });

  test("an English quote on the Arabic page reads left to right; a link in the owner's text says in Arabic that it opens a new tab", async ({
    page,
  }) => {
    await visit(page, "/about");
    const quote = page.locator(".about-text blockquote p").first();
    await expect(quote).toHaveText(/^Make it work/);
    expect(await quote.evaluate((block) => getComputedStyle(block).direction)).toBe("ltr");
    // Its first word starts at its left edge, as English does.
    const { block, firstWord } = await quote.evaluate((element) => {
      const range = document.createRange();
      range.setStart(element.firstChild as Text, 0);
      range.setEnd(element.firstChild as Text, 4);
      return {
        block: element.getBoundingClientRect().toJSON(),
        firstWord: range.getBoundingClientRect().toJSON(),
      };
    });
    expect(firstWord.left - block.left).toBeLessThan(1);
    // The Arabic around it keeps the page's direction.
    const after = page.locator(".about-text p", { hasText: "وما زلت" });
    expect(await after.evaluate((block) => getComputedStyle(block).direction)).toBe("rtl");
    await expect(after.getByRole("link", { name: "مدوّنتي" })).toHaveAccessibleDescription(WORDS.newTab);
  });
});
