import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { printResume } from "../../scripts/pdf/pdf.ts";
import { type ServedFolder, serveFolder } from "../../scripts/publish/serve-dist.ts";
import { pageDescription } from "../../scripts/vite/share/metadata.ts";
import { HYDRATED_ATTRIBUTE } from "../../src/shared/page-data.ts";
import { RESUME_PDF } from "../../src/shared/paths.ts";
import { copyOfSite } from "./fixture-site";
import {
  brokenLinkRules,
  content,
  expect,
  expectEveryAccordionOpen,
  linksOn,
  projectDialog,
  readPdf,
  siteDist,
  test,
  visit,
} from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * How many pages the fixture's resume may take on each paper: Letter is 18 mm shorter than A4,
 * and the fixture's last section (its languages, never split) runs onto a third.
 */
const MAX_PAGES = { a4: 2, letter: 3 } as const;
/** How far down every page but the last its text must reach: no page half empty before the end. */
const MIN_FILL = 0.7;

/** `npm run pdf -- ARGS`, in a process of its own. */
function npmRunPdf(args: string[]) {
  execFileSync(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/commands/pdf.ts", ...args], {
    cwd: ROOT,
    stdio: "pipe",
  });
}

const { profile } = content;
const pdfLinkName = content.site.words.resumePdf;

test.describe("print", () => {
  test("the resume prints as a document: one column, no controls, everything open, link addresses shown", async ({
    page,
  }) => {
    await page.emulateMedia({ media: "print" });
    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 1, name: profile.name })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.locator('[data-slot="theme-toggle"]')).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();

    // Every hard skill and every course shows, though no accordion was clicked.
    const main = page.getByRole("main");
    await expectEveryAccordionOpen(main);

    // A company's name is a link on paper too, without its address after it, which a résumé
    // parser would read as part of the name; the profiles' addresses are written out.
    const job = content.experience.find((entry) => entry.url && entry.company);
    if (!job?.url || !job.company) throw new Error("the fixture has no job at a company with a link");
    const after = (name: string) =>
      main
        .getByRole("link", { name, exact: true })
        .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(await after(job.company)).toBe("none");
    const first = profile.profiles[0];
    if (!first) throw new Error("the fixture has no profile link");
    expect(
      await page
        .locator(`header a[href="${first.url}"]`)
        .evaluate((link) => getComputedStyle(link, "::after").content),
    ).toContain(first.url);

    // One column, each section as wide as the page, top to bottom in the phone's order but for
    // two moves a résumé parser needs: the hard skills before the soft ones, and the projects
    // (in brief, on paper only) after the experience.
    const slots = await main.locator(".resume-slot").evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { name: (element as HTMLElement).dataset.section ?? "", top: box.top, width: box.width };
      }),
    );
    const fullWidth = await main.locator(".resume-columns").evaluate((element) => element.clientWidth);
    const printed = slots.toSorted((a, b) => a.top - b.top).map((slot) => slot.name);
    const at = (name: string) => printed.indexOf(name);
    expect(at("hard-skills")).toBeLessThan(at("soft-skills"));
    expect(at("projects")).toBe(at("experience") + 1);
    const moved = ["hard-skills", "projects"];
    expect(printed.filter((name) => !moved.includes(name))).toEqual(
      content.layout.phone.filter((name) => !moved.includes(name)),
    );
    for (const slot of slots) expect(slot.width, slot.name).toBeCloseTo(fullWidth, 0);

    // Headings stay with what follows them; entries are not cut in two.
    const breaks = await main.evaluate((element) => {
      const style = (selector: string) => {
        const found = element.querySelector(selector);
        if (!found) throw new Error(`no ${selector}`);
        return getComputedStyle(found);
      };
      return {
        heading: style(".card > h2").breakAfter,
        title: style(".entry-title").breakAfter,
        job: style('[data-section="experience"] .entry').breakInside,
      };
    });
    expect(breaks).toEqual({ heading: "avoid", title: "avoid", job: "avoid" });

    // A course list says whose it is: a page break may part it from its school.
    const school = content.education.find((entry) => entry.courses?.length);
    if (!school) throw new Error("the fixture has no school with courses");
    const label = main.getByText(`for ${school.institution}`, { exact: true });
    expect((await label.boundingBox())?.width ?? 0).toBeGreaterThan(50);

    // Back on screen, the accordions are closed again.
    await page.emulateMedia({ media: "screen" });
    await expect(
      main.getByText(content.education[0]?.courses?.[0]?.courses[0]?.title ?? "", { exact: true }),
    ).toBeHidden();
  });

  for (const paper of ["a4", "letter"] as const) {
    test(`npm run pdf writes the resume on ${paper}: at most ${MAX_PAGES[paper]} full pages of searchable text, links and metadata`, async ({
      page: _page,
    }, testInfo) => {
      test.slow();
      const out = testInfo.outputPath(`resume-${paper}.pdf`);
      npmRunPdf(["--paper", paper, "--out", out, "--dist", siteDist]);
      const { pages, info } = await readPdf(new Uint8Array(readFileSync(out)));

      expect(pages.length).toBeGreaterThan(0);
      expect(pages.length).toBeLessThanOrEqual(MAX_PAGES[paper]);
      const fills = pages.map((pdfPage) => Math.round(pdfPage.fill * 100) / 100);
      testInfo.annotations.push({ type: "fill", description: fills.join(", ") });
      for (const fill of fills.slice(0, -1))
        expect(fill, `fills ${fills.join(", ")}`).toBeGreaterThanOrEqual(MIN_FILL);

      const text = pages.map((pdfPage) => pdfPage.text).join(" ");
      for (const expected of [
        profile.name,
        profile.label,
        profile.email,
        ...profile.profiles.map((link) => link.url),
        ...content.experience.map((job) => job.company),
        ...content.education.map((school) => school.institution),
        ...content.education.flatMap((school) =>
          (school.courses ?? []).flatMap((g) => g.courses.map((c) => c.title)),
        ),
        profile.hardSkills.at(-1)?.lists.at(-1)?.items.at(-1) ?? "",
      ])
        expect(text).toContain(expected);
      expect(text).not.toMatch(/Skip to content|Click a group/);

      // Every technology of the projects is among the skills, once: the last group holds the
      // ones the owner's groups do not list, under its title, each a single time in the PDF.
      const fromProjects = profile.hardSkills.find((group) => group.fromProjects);
      if (!fromProjects) throw new Error("the fixture's projects name no technology its skills leave out");
      expect(text).toContain(fromProjects.title);
      for (const item of fromProjects.lists.flatMap((list) => list.items)) {
        const word = new RegExp(
          `(?<![\\p{L}\\p{N}])${item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
          "gu",
        );
        expect(text.match(word)?.length, item).toBe(1);
      }
      expect(text).not.toContain(pdfLinkName);

      // The links still work on paper: the profiles, the email address, the employers.
      const links = pages.flatMap((pdfPage) => pdfPage.links);
      for (const url of [
        ...profile.profiles.map((link) => link.url),
        `mailto:${profile.email}`,
        ...content.experience.flatMap((job) => (job.url ? [job.url] : [])),
      ])
        expect(links).toContain(new URL(url).href);

      const skills = [...new Set(profile.hardSkills.flatMap((group) => group.lists.flatMap((l) => l.items)))];
      expect(info).toMatchObject({
        Title: `${profile.name}, ${profile.label}`,
        Author: profile.name,
        Subject: pageDescription(content),
        Keywords: skills.join(", "),
      });
    });
  }
});

/** The project with the most achievements: the last of them is the end of its dialog. */
const longest = content.projects.toSorted((a, b) => b.achievements.length - a.achievements.length)[0];
if (!longest?.achievements.length) throw new Error("the fixture has no project with achievements");

/** What prints of the page while a project is open: whether the page behind it and the controls show, and its end. */
async function printedProject(page: Page) {
  if (!longest) throw new Error("no project");
  await page.emulateMedia({ media: "print" });
  const dialog = projectDialog(page, longest.title);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: profile.name })).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: content.site.words.projects })).toBeHidden();
  await expect(dialog.locator('[data-slot="dialog-close"]')).toBeHidden();
  await expect(page.locator('[data-slot="dialog-overlay"]').filter({ visible: true })).toHaveCount(0);
  // Whole: the dialog in the page's flow, as tall as its content, its last achievement in it.
  const last = dialog.getByRole("heading", { name: longest.achievements.at(-1)?.title });
  await expect(last).toBeVisible();
  return dialog.evaluate((element) => ({
    position: getComputedStyle(element).position,
    clipped: element.scrollHeight - element.clientHeight,
  }));
}

test.describe("a project open as the page prints", () => {
  test("prints alone and whole, without the page behind it or the controls", async ({ page }) => {
    await visit(page, `/projects?project=${longest.id}`);
    expect(await printedProject(page)).toEqual({ position: "static", clipped: 0 });
  });

  test("the project cards print flat, without a shadow that prints as a grey square", async ({ page }) => {
    await visit(page, "/projects");
    await page.emulateMedia({ media: "print" });
    const shadows = await page
      .locator(".project-card")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).boxShadow));
    expect(shadows.length).toBeGreaterThan(0);
    for (const shadow of shadows) expect(shadow).toBe("none");
  });
});

test.describe("a shared project link printed before the app has started", () => {
  test("prints the project alone and whole, from the page's own sheet", async ({ page }) => {
    // The app's code is held back: the page shows the project's sheet on its own.
    await page.route("**/assets/*.js", () => {});
    await page.goto(`./#/projects?project=${encodeURIComponent(longest?.id ?? "")}`, { waitUntil: "commit" });
    expect(await printedProject(page)).toEqual({ position: "static", clipped: 0 });
  });
});

/**
 * How long the app's script is held back while the print leaves the page as it is: where the
 * print does not wait for the app, it changes the page within a second or two, many times less.
 */
const HOLD_APP_MS = 10_000;

test.describe("the resume printed while the app has not hydrated the page yet", () => {
  test("the print waits for the app: no hydration error, and the page it printed keeps the paper's order and the published site's links", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const site = baseURL ?? "";
    // The page is served without its app's script, which is added once the print has put the
    // sections in the paper's order (the last change it makes before printing), or after a
    // while without it: the app then hydrates a page the print has changed already, as on a
    // machine too busy to hydrate the page before the print is under way.
    let script = "";
    await page.route(site, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const tag = /<script type="module"[^>]* src="([^"]+)"[^>]*><\/script>/.exec(html);
      if (!tag?.[1]) throw new Error("the built page has no module script");
      script = tag[1];
      await route.fulfill({ response, body: html.replace(tag[0], "") });
    });
    const printing = printResume(page, site, "a4");
    await page.locator("main h1").first().waitFor();
    await page
      .locator(".resume-columns > .resume-slot:not(.paper-only)")
      .first()
      .waitFor({ state: "attached", timeout: HOLD_APP_MS })
      .catch(() => {
        // Not moved: the print waits for the app.
      });
    await page.addScriptTag({ url: script, type: "module" });
    const { pages } = await readPdf(await printing);

    // The app has hydrated the page the print changed, and left it as the print made it: a
    // mismatch would have had React render the Resume again (and the guard fail the test).
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(1);
    const slots = await page.locator(".resume-slot").evaluateAll((elements) =>
      elements.map((slot) => ({
        inColumns: slot.parentElement?.classList.contains("resume-columns") ?? false,
        order: Number.parseInt(getComputedStyle(slot).order, 10) || 0,
      })),
    );
    expect(slots.every((slot) => slot.inColumns)).toBe(true);
    const orders = slots.map((slot) => slot.order);
    expect(orders).toEqual(orders.toSorted((a, b) => a - b));
    const published = new URL(profile.url ?? "").href;
    for (const href of await page
      .locator("a[data-nav]")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)))
      expect(href.startsWith(published), href).toBe(true);
    // Nor does the PDF link to the local server it was printed from.
    const local = new URL(site).origin;
    expect(pages.flatMap((pdfPage) => pdfPage.links).filter((url) => url.startsWith(local))).toEqual([]);
  });
});

test.describe("the link to the PDF", () => {
  test("is not on a site whose build has no PDF", async ({ page }) => {
    expect(existsSync(path.join(siteDist, RESUME_PDF))).toBe(false);
    await visit(page, "/");
    await expect(page.getByRole("link", { name: pdfLinkName })).toHaveCount(0);
    expect((await linksOn(page)).map((link) => link.href)).not.toContainEqual(
      expect.stringContaining(RESUME_PDF),
    );
  });

  // The fixture site copied, and `npm run pdf` run on it twice: the first makes the PDF and
  // links the site to it, the second prints the page that links to it.
  const withPdf = test.extend<object, { printed: ServedFolder & { dist: string } }>({
    printed: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
      async ({}, use) => {
        const dist = copyOfSite(siteDist, "folio-pdf-site-");
        npmRunPdf(["--dist", dist]);
        npmRunPdf(["--dist", dist]);
        const served = await serveFolder(dist);
        await use({ ...served, dist });
        await served.close();
        rmSync(path.dirname(dist), { recursive: true, force: true });
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ printed }, use) => use(printed.url),
  });

  withPdf(
    "is in the banner beside the contact links once npm run pdf has made one, and leads to it @both-sizes",
    async ({ page, printed }) => {
      await visit(page, "/");
      const link = page.locator(".banner").getByRole("link", { name: pdfLinkName });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", RESUME_PDF);
      await expect(link).toHaveAttribute("type", "application/pdf");
      const contacts = page.getByRole("list", { name: content.site.words.contactAndProfiles });
      // Beside the contact links, or on the row right under them where the banner is narrow.
      const [linkBox, contactsBox] = [await link.boundingBox(), await contacts.boundingBox()];
      if (!linkBox || !contactsBox) throw new Error("the link or the contact links have no box");
      expect(linkBox.y).toBeGreaterThanOrEqual(contactsBox.y - 1);
      expect(linkBox.y).toBeLessThanOrEqual(contactsBox.y + contactsBox.height + 24);
      expect(brokenLinkRules(await linksOn(page), new URL(printed.url).origin)).toEqual([]);

      const response = await page.request.get(new URL(RESUME_PDF, printed.url).href);
      expect(response.ok()).toBe(true);
      expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // The keyboard reaches it right after the contact links.
      await contacts.getByRole("link").last().focus();
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
    },
  );

  withPdf("is not on paper, nor in the PDF", async ({ page, printed }) => {
    await page.emulateMedia({ media: "print" });
    await visit(page, "/");
    await expect(page.locator(".banner").getByRole("link", { name: pdfLinkName })).toBeHidden();
    const { pages } = await readPdf(new Uint8Array(readFileSync(path.join(printed.dist, RESUME_PDF))));
    expect(pages.map((pdfPage) => pdfPage.text).join(" ")).not.toContain(pdfLinkName);
    expect(pages.flatMap((pdfPage) => pdfPage.links).some((url) => url.endsWith(RESUME_PDF))).toBe(false);
  });
});
