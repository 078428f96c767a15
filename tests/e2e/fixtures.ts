/**
 * What every browser test of the product shares: what the owner's site check shares too
 * (scripts/check/fixtures.ts: the site's content, the guard, axe, the link rules), with the
 * product's own helpers: screenshots on demand, the gallery, PDFs read back as text.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { test as checkTest, content, expect } from "../../scripts/check/fixtures.ts";
import { isSet } from "../../scripts/lib/command.ts";
import { type ServedFolder, serveFolder } from "../../scripts/publish/serve-dist.ts";

export * from "../../scripts/check/fixtures.ts";

/** Folders a worker serves for its tests: each at an address of its own, from its first use to the worker's end. */
export type ServedFolders = { serve(dir: string): Promise<ServedFolder> };

/**
 * The suite's `test`: the owner's check's, with the folders a worker serves (fixture-site.ts
 * serves each fixture site through them). One worker fixture for every file and site, so that
 * Playwright may run any test in any worker: a worker fixture of each site's own would give each
 * site's tests workers of their own, each starting Node and Chromium anew.
 */
export const test = checkTest.extend<object, { folders: ServedFolders }>({
  folders: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const served = new Map<string, Promise<ServedFolder>>();
      await use({
        serve(dir) {
          const folder = served.get(dir) ?? serveFolder(dir);
          served.set(dir, folder);
          return folder;
        },
      });
      await Promise.all([...served.values()].map(async (folder) => (await folder).close()));
    },
    { scope: "worker" },
  ],
});

/** `text` as a literal inside a RegExp. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text a visitor reads in compiled Markdown: tags dropped, entities and spaces tidied. */
export { pageText as plainText } from "../../scripts/lib/html-text.ts";

/** Every hard skill and every course is visible in `main`, as when no accordion needs a click. */
export async function expectEveryAccordionOpen(main: Locator) {
  for (const group of content.profile.hardSkills)
    for (const list of group.lists)
      for (const item of list.items)
        await expect(main.getByText(item, { exact: true }).first()).toBeVisible();
  for (const school of content.education)
    for (const group of school.courses ?? [])
      for (const course of group.courses)
        await expect(main.getByText(course.title, { exact: true })).toBeVisible();
}

/**
 * The URL's route, from its hash: "#/projects?project=bounds" → "/projects?project=bounds",
 * percent-encoding decoded, so an id in any script reads as written ("?project=проект").
 */
export function routeOf(page: Page) {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, "")) || "/";
}

/** Waits until every image that has started loading has finished, so screenshots show them. */
export async function imagesLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.loading === "lazy" || image.complete),
  );
}

/** Set (to anything but "", "0" or "false") to have the browser tests save screenshots. */
export const SCREENSHOTS_VARIABLE = "FOLIO_SCREENSHOTS";
/** Where they go. */
export const SCREENSHOTS_DIR = ".cache/screenshots";

/**
 * With FOLIO_SCREENSHOTS set, saves a screenshot (of the whole page, unless `fullPage` is
 * false) as .cache/screenshots/<viewport>-<theme>-<name>.png for a person to look at; else
 * does nothing. No test compares them: how a page is drawn depends on the machine's browser,
 * fonts and graphics, so an approved image would fail on every machine but the one that made it.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  theme: string,
  name: string,
  { fullPage = true } = {},
) {
  if (!isSet(process.env[SCREENSHOTS_VARIABLE])) return;
  await imagesLoaded(page);
  await page.screenshot({
    path: `${SCREENSHOTS_DIR}/${testInfo.project.name}-${theme}-${name}.png`,
    fullPage,
    animations: "disabled",
  });
}

/** True when the page can be scrolled sideways (content wider than the viewport). */
export async function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The main navigation bar. */
export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

/** A project card: the link or button that opens the project. */
export function projectCard(page: Page, title: string) {
  return page.getByRole("main").getByRole("link", { name: title, exact: true });
}

/** The gallery carousel inside a project dialog. */
export function gallery(dialog: Locator) {
  return dialog.locator('[aria-roledescription="carousel"]');
}

/** Slide `index` (from 0) of a gallery of `count`: a group named "2 of 5", as the carousel pattern says. */
export function gallerySlide(carousel: Locator, index: number, count: number) {
  return carousel.getByRole("group", { name: `${index + 1} of ${count}` });
}

/** The thumbnail button that selects slide `index` (its name says which, e.g. "Show image 2 of 5"). */
export function galleryThumbnail(carousel: Locator, index: number, count: number) {
  return carousel.getByRole("button", { name: new RegExp(`\\b${index + 1} of ${count}\\b`) });
}

/** How much of `item`'s width lies inside `frame`'s width (0 to 1): what the carousel shows of it. */
export async function shareInView(frame: Locator, item: Locator) {
  const [outer, box] = [await frame.boundingBox(), await item.boundingBox()];
  if (!outer || !box || box.width === 0) return 0;
  const overlap = Math.min(outer.x + outer.width, box.x + box.width) - Math.max(outer.x, box.x);
  return Math.max(0, overlap) / box.width;
}

/** The visitor sees slide `index`: it fills the carousel's view, and only its thumbnail is current. */
export async function expectSlideShowing(carousel: Locator, index: number, count: number) {
  await expect.poll(() => shareInView(carousel, gallerySlide(carousel, index, count))).toBeGreaterThan(0.95);
  await expect(galleryThumbnail(carousel, index, count)).toHaveAttribute("aria-current", "true");
  for (let other = 0; other < count; other++) {
    if (other === index) continue;
    await expect(galleryThumbnail(carousel, other, count)).not.toHaveAttribute("aria-current", /.*/);
    await expect.poll(() => shareInView(carousel, gallerySlide(carousel, other, count))).toBeLessThan(0.5);
  }
}

/** The relative luminance (0 dark … 1 light) of the page background the visitor sees. */
export async function backgroundLuminance(page: Page) {
  return page.evaluate(() => {
    const pick = (element: Element | null): string => {
      if (!element) return "rgb(255, 255, 255)";
      const colour = getComputedStyle(element).backgroundColor;
      const transparent = colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
      return transparent ? pick(element.parentElement) : colour;
    };
    const [r = 0, g = 0, b = 0] = (pick(document.body).match(/[\d.]+/g) ?? []).map(Number);
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

/** A page of a PDF as a reader sees it. */
export type PdfPage = {
  /** Its text, runs of white space made single spaces. */
  text: string;
  /**
   * Its text read right to left: the text's pieces in the reverse of the order they are drawn,
   * without white space, letters in their plain forms (NFKC). A right-to-left line is drawn from
   * its end, each piece's letters in reading order, so this holds its words as written.
   */
  rightToLeft: string;
  /** How far down the page its text reaches, from 0 (none) to 1 (the bottom edge). */
  fill: number;
  /** The address of each link on it. */
  links: string[];
};

/** A PDF's pages and its document information (Title, Author, Subject, Keywords…). */
export async function readPdf(
  data: Uint8Array,
): Promise<{ pages: PdfPage[]; info: Record<string, unknown> }> {
  const pdf = await getDocument({ data, disableFontFace: true }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, bottom = 0, , top = 0] = page.view;
    const items = (await page.getTextContent()).items.flatMap((item) => ("str" in item ? [item] : []));
    // A text item's transform ends with its baseline's position, measured up from the bottom.
    const lowest = Math.min(top, ...items.filter((item) => item.str.trim()).map((item) => item.transform[5]));
    const annotations: { subtype?: string; url?: string }[] = await page.getAnnotations();
    pages.push({
      text: items
        .map((item) => `${item.str}${item.hasEOL ? " " : ""}`)
        .join("")
        .replace(/\s+/g, " "),
      rightToLeft: items
        .map((item) => item.str)
        .reverse()
        .join("")
        .normalize("NFKC")
        .replace(/\s+/g, ""),
      fill: (top - lowest) / (top - bottom),
      links: annotations.flatMap((annotation) =>
        annotation.subtype === "Link" && annotation.url ? [annotation.url] : [],
      ),
    });
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, info: info as Record<string, unknown> };
}

/** A PDF's pages, each as its text with runs of white space made single spaces. */
export async function pdfText(data: Uint8Array): Promise<string[]> {
  return (await readPdf(data)).pages.map((page) => page.text);
}
