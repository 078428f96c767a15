/**
 * The resume as a PDF, printed by the system's Chromium from the built site (`npm run pdf`,
 * scripts/commands/pdf.ts). It builds nothing: it serves the existing dist/ on a private local port, opens the Resume
 * route as print media (one column, every accordion open, see src/print.css), waits for the
 * app to have hydrated it (the print then changes it: see printResume) and writes
 * dist/resume.pdf (text selectable and searchable, links clickable), with its title, author,
 * subject and keywords from the owner's entry in the page's JSON-LD. Written there, the site
 * links to it from then on: its index.html takes the link out of its template (see
 * RESUME_PDF_TEMPLATE in src/shared/paths.ts). CHROMIUM_PATH (or CHROME_PATH) chooses another
 * browser binary (see chromium.ts).
 *
 * It refuses at once, touching nothing (exit 1; 2 for --out not naming a .pdf file), a --dist
 * that is not a site `npm run build` wrote, and an --out in the project's source, reached
 * through a symbolic link out of the project, or where a file is that is not a PDF this command
 * wrote (see refusePdfTarget). The PDF is written whole or not at all, beside its place then
 * renamed there, so a full disk leaves the earlier PDF as it was. Links to the site itself are
 * printed as links to the published site (profile.url), or as text when its address is unknown:
 * never to the local server the page is printed from.
 */
import { existsSync, lstatSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Page, Request, Response } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../src/shared/page-data.ts";
import { RESUME_PDF_TEMPLATE } from "../../src/shared/paths.ts";
import { Refused } from "../lib/command.ts";
import { applyEdits, findElement } from "../lib/html-edit.ts";
import {
  PROJECT_ROOT,
  realPath,
  refusal,
  refuseProjectPaths,
  shown,
  type Target,
  within,
} from "../lib/safe-output.ts";
import { isBuiltSite, isSiteFile, SITE_MARKER } from "../lib/site-folder.ts";

export const PAPER = { a4: "A4", letter: "Letter" } as const;
export type Paper = keyof typeof PAPER;

/** What the PDF says about itself, in its document information. */
export type ResumeMetadata = { title: string; author: string; subject: string; keywords: string[] };

type JsonLdPerson = { name?: unknown; jobTitle?: unknown; description?: unknown; knowsAbout?: unknown };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The PDF's metadata from the page's JSON-LD (scripts/vite/share/metadata.ts), whose main entity is
 * the owner: "<name>, <label>" for the title, the owner as its author, the summary's opening
 * as its subject and the hard skills as its keywords.
 */
export function resumeMetadata(jsonLd: unknown): ResumeMetadata {
  const person = ((jsonLd as { mainEntity?: JsonLdPerson } | null)?.mainEntity ?? {}) as JsonLdPerson;
  const name = text(person.name);
  if (!name) throw new Error("the page's JSON-LD names no owner: is it a page of this site?");
  const label = text(person.jobTitle);
  return {
    title: label ? `${name}, ${label}` : name,
    author: name,
    subject: text(person.description) || label,
    keywords: Array.isArray(person.knowsAbout) ? person.knowsAbout.map(text).filter(Boolean) : [],
  };
}

/** The Creator of the PDFs this command writes: how it knows a PDF it may overwrite. */
export const PDF_CREATOR = "folio: npm run pdf";

/**
 * `pdf` with `metadata` in its document information. Chromium writes only the title (the
 * page's <title>); @cantoo/pdf-lib (the maintained fork of pdf-lib) adds the rest, and
 * PDF_CREATOR as its Creator, and keeps everything else as Chromium wrote it: the tagged
 * structure, the outline, the links, the producer and dates, but for its fonts' maps back to
 * text, made to give the characters of `written`, the page's text (pdf-to-unicode.ts).
 */
export async function withMetadata(
  pdf: Uint8Array,
  metadata: ResumeMetadata,
  written = "",
): Promise<Uint8Array> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const { unifyToUnicode } = await import("./pdf-to-unicode.ts");
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  unifyToUnicode(document, written);
  document.setCreator(PDF_CREATOR);
  document.setTitle(metadata.title, { showInWindowTitleBar: true });
  document.setAuthor(metadata.author);
  document.setSubject(metadata.subject);
  // One string: the library joins a list with spaces, which would run "React Native" into its
  // neighbours. Commas inside a skill ("Linux, macOS and Windows") are the owner's own.
  document.setKeywords([metadata.keywords.join(", ")]);
  return document.save({ useObjectStreams: false });
}

/**
 * The built page linking to the PDF beside it: its link taken out of the inert template the
 * build leaves in the banner. The page as it is when it links to it already; null when it has
 * neither (a page built by an earlier version of this project).
 */
export function linkResumePdf(html: string): string | null {
  const template = findElement(html, "template", { id: RESUME_PDF_TEMPLATE })?.sourceCodeLocation;
  if (template?.startTag && template.endTag) {
    const link = html.slice(template.startTag.endOffset, template.endTag.startOffset);
    return applyEdits(html, [{ start: template.startOffset, end: template.endOffset, text: link }]);
  }
  // Linked already: to resume.pdf, or from another language's page to its own (../resume.pt-PT.pdf).
  return findElement(html, "a", { class: "pdf-link" }) ? html : null;
}

/**
 * Points the links of the page in `page` that lead into the site itself (`files/report.pdf`,
 * `#/projects`) at the published site, whose address is the page's canonical link (profile.url):
 * a PDF printed from the local server must not link to it. Without that address such a link
 * is left as its text alone. A jump to a place in the page (`#notes`, an element there) stays.
 */
export async function linkToPublishedSite(page: Page): Promise<void> {
  await page.evaluate(() => {
    const site = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    const local = new URL(".", location.href).href;
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (!link.href.startsWith(local)) continue;
      const href = link.getAttribute("href") ?? "";
      if (/^#[^/]/.test(href) && document.getElementById(decodeURIComponent(href.slice(1)))) continue;
      if (site) link.href = new URL(link.href.slice(local.length), site).href;
      else link.removeAttribute("href");
    }
  });
}

/**
 * Puts the Resume's sections of the page open in `page` (printed, so in the paper's order by
 * their CSS `order`, src/print.css) in that order in the document too: the PDF's tags, its
 * outline and every reader that follows them (screen readers, résumé parsers) read the
 * sections as they are printed, not as the screen's two columns hold them.
 */
export async function sectionsInPaperOrder(page: Page): Promise<void> {
  await page.evaluate(() => {
    const columns = document.querySelector(".resume-columns");
    if (!columns) return;
    // No named function in here: the page runs this code as it is, without tsx's helpers.
    const slots = Array.from(columns.querySelectorAll<HTMLElement>(".resume-slot")).map((slot) => ({
      slot,
      order: Number.parseInt(getComputedStyle(slot).order, 10) || 0,
    }));
    // A stable sort: sections of one place keep the document's order.
    for (const { slot } of slots.sort((a, b) => a.order - b.order)) columns.append(slot);
  });
}

/**
 * Whether the owner's stylesheet is what keeps `heading` from showing: it shows with the
 * stylesheet turned off. It is turned on again either way.
 */
async function hiddenByOwnStylesheet(page: Page, heading: ReturnType<Page["locator"]>): Promise<boolean> {
  const own = page.locator('link[data-slot="own-stylesheet"]');
  if ((await own.count()) === 0) return false;
  await own.evaluate((link: HTMLLinkElement) => {
    link.disabled = true;
  });
  const shown = await heading.isVisible();
  await own.evaluate((link: HTMLLinkElement) => {
    link.disabled = false;
  });
  return shown;
}

/** How long the Resume's page may take to show its heading before the print gives up. */
const PAGE_WAIT = 30_000;

/** How long the app may take to hydrate the Resume's page once it shows, before the print gives up. */
const APP_WAIT = 30_000;

/**
 * Waits until the app has hydrated all of the page open in `page` (HYDRATED_ATTRIBUTE): the
 * print changes nothing of it before. Hydration that meets markup the build did not write (a
 * section moved, an image made eager) throws that part away and renders it again: a console
 * error, and the print's changes undone, on a busy machine before or after the page is printed.
 * `scriptFailed` rejects once a script of the page failed to load: the app cannot start, and
 * the print says so at once rather than after APP_WAIT.
 */
async function appHydrated(page: Page, siteUrl: string, scriptFailed: Promise<never>): Promise<void> {
  const hydrated = page
    .locator(`html[${HYDRATED_ATTRIBUTE}]`)
    .waitFor({ state: "attached", timeout: APP_WAIT })
    .catch(() => {
      throw new Error(
        `the page at ${siteUrl} showed its Resume, but its script did not start within ${APP_WAIT / 1000} s: build it again, and see its console's errors with npm run check`,
      );
    });
  await Promise.race([hydrated, scriptFailed]);
}

/**
 * Watches `page` for a script that fails to load (an error status, or no answer): the promise
 * rejects at the first, naming it and what came back. `stop` ends the watch.
 */
function watchScripts(page: Page, siteUrl: string): { failed: Promise<never>; stop: () => void } {
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Rejected before (or without) anyone waiting on it: the print may end first.
  failed.catch(() => {});
  const failing = (request: Request, why: string) => {
    if (request.resourceType() !== "script") return;
    const script = request.url().startsWith(siteUrl) ? request.url().slice(siteUrl.length) : request.url();
    fail(
      new Error(
        `the page at ${siteUrl} showed its Resume, but its script ${script} did not load (${why}): build it again`,
      ),
    );
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failing(response.request(), `HTTP ${response.status()}`);
  };
  const onRequestFailed = (request: Request) => failing(request, request.failure()?.errorText ?? "no answer");
  page.on("response", onResponse);
  page.on("requestfailed", onRequestFailed);
  return {
    failed,
    stop: () => {
      page.off("response", onResponse);
      page.off("requestfailed", onRequestFailed);
    },
  };
}

/**
 * Prints the Resume route of the site at `siteUrl` (already open in `page` or not) on `paper`
 * (--paper's, or the one the build's record holds for the page: site.yaml's `pdf.paper`).
 */
export async function printResume(page: Page, siteUrl: string, paper: Paper): Promise<Uint8Array> {
  await page.emulateMedia({ media: "print", colorScheme: "light" });
  const scripts = watchScripts(page, siteUrl);
  try {
    return await printShownResume(page, siteUrl, paper, scripts.failed);
  } finally {
    scripts.stop();
  }
}

/** printResume's work, once the page is watched for a script that does not load (`scriptFailed`). */
async function printShownResume(
  page: Page,
  siteUrl: string,
  paper: Paper,
  scriptFailed: Promise<never>,
): Promise<Uint8Array> {
  await page.goto(new URL("#/", siteUrl).href);
  const heading = page.locator("main h1").first();
  const noResume = () => {
    throw new Error(
      `the page at ${siteUrl} showed no Resume within ${PAGE_WAIT / 1000} s: is it a site npm run build wrote? Build it again`,
    );
  };
  // The page is prerendered: its heading is there once it has loaded, its stylesheets with it.
  await heading.waitFor({ state: "attached", timeout: PAGE_WAIT }).catch(noResume);
  if (!(await heading.isVisible()) && (await hiddenByOwnStylesheet(page, heading)))
    throw new Refused(
      "the Resume prints empty: your stylesheet, content/site.css, hides it in print (a rule for print, or for every medium, gives the page or a part around the Resume display: none or visibility: hidden); change that rule, build again, then print",
    );
  await heading.waitFor({ timeout: PAGE_WAIT }).catch(noResume);
  // The prerendered page holds every accordion's content (src/pages/resume-print.css opens
  // them): once the app has hydrated it, only the lazy images are left to load.
  await appHydrated(page, siteUrl, scriptFailed);
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
      image.loading = "eager";
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await linkToPublishedSite(page);
  await sectionsInPaperOrder(page);
  const format = PAPER[paper];
  const pdf = await page.pdf({ format, printBackground: true, tagged: true, outline: true });
  const jsonLd = await page.locator('head script[type="application/ld+json"]').first().textContent();
  // All the page's text, shown or not: every character the PDF may draw.
  const written = await page.evaluate(() => document.documentElement.textContent ?? "");
  return withMetadata(pdf, resumeMetadata(JSON.parse(jsonLd ?? "null")), written);
}

/**
 * Prints the cover letter's page at `letterUrl` (scripts/vite/share/letter-page.ts: no script, its
 * stylesheet its own file) on `paper`, with the owner as its author and `title` (the page's) as
 * its title.
 */
export async function printLetter(page: Page, letterUrl: string, paper: Paper): Promise<Uint8Array> {
  await page.emulateMedia({ media: "print", colorScheme: "light" });
  await page.goto(letterUrl, { waitUntil: "load" });
  const name = await page
    .locator("main h1")
    .first()
    .textContent({ timeout: PAGE_WAIT })
    .catch(() => {
      throw new Error(
        `the page at ${letterUrl} showed no letter within ${PAGE_WAIT / 1000} s: build it again`,
      );
    });
  const pdf = await page.pdf({ format: PAPER[paper], printBackground: true, tagged: true, outline: true });
  const title = await page.title();
  const written = await page.evaluate(() => document.documentElement.textContent ?? "");
  const author = (name ?? "").trim();
  return withMetadata(pdf, { title, author, subject: title, keywords: [] }, written);
}

/**
 * One PDF of `letter`'s pages, then `resume`'s, with the letter's document information (title,
 * author): what an application form that takes one file is sent.
 */
export async function letterWithResume(letter: Uint8Array, resume: Uint8Array): Promise<Uint8Array> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const joined = await PDFDocument.load(letter, { updateMetadata: false });
  const after = await PDFDocument.load(resume, { updateMetadata: false });
  for (const copied of await joined.copyPages(after, after.getPageIndices())) joined.addPage(copied);
  return joined.save({ useObjectStreams: false });
}

/** Whether `file` is a PDF this command wrote: its Creator, or a file a built site's marker lists as written. */
async function isOwnPdf(file: string, bytes: Uint8Array): Promise<boolean> {
  if (isSiteFile(path.dirname(file), path.basename(file))) return true;
  try {
    const { PDFDocument } = await import("@cantoo/pdf-lib");
    const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    return document.getCreator() === PDF_CREATOR;
  } catch {
    return false;
  }
}

/**
 * Refuses `out` as the PDF's file (throws Refused, exit 1 or 2) when it is in the project's
 * source (see refuseProjectPaths), reached through a symbolic link out of the project
 * (`root`), not named *.pdf, in no folder, a symbolic link, not a file, or a file that is not
 * a PDF this command wrote. A new file, or a PDF of its own, is fine.
 */
export async function refusePdfTarget(out: string, root = PROJECT_ROOT): Promise<void> {
  const target: Target = {
    option: "--out",
    given: out,
    instead: "name a new .pdf file outside the project's source, such as dist/resume.pdf",
  };
  refuseProjectPaths(target, { root });
  if (within(path.resolve(out), path.resolve(root)) && !within(realPath(out), realPath(root)))
    throw refusal(target, `a symbolic link leads it out of the project, to ${realPath(out)}`);
  if (!/\.pdf$/i.test(out)) throw refusal(target, "the PDF goes to a file whose name ends in .pdf", 2);
  const folder = path.dirname(path.resolve(out));
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    throw refusal(target, `there is no folder ${shown(folder)}`);
  const stat = lstatSync(out, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isSymbolicLink()) throw refusal(target, `it is a symbolic link, to ${realPath(out)}`);
  if (!stat.isFile()) throw refusal(target, "it is not a file");
  const bytes = readFileSync(out);
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-")
    throw refusal(target, "it is a file of another kind than PDF, which the PDF would replace");
  if (!(await isOwnPdf(out, bytes)))
    throw refusal(target, "it is a PDF that npm run pdf did not write, which the PDF would replace");
}

/** Refuses `dist` when it holds no site a build wrote (throws Refused): nothing to print. */
export function refuseNoSite(dist: string): void {
  const what = shown(dist);
  if (!existsSync(path.join(dist, "index.html")))
    throw new Refused(`no built site in ${what}: run npm run build first`);
  if (!isBuiltSite(dist))
    throw new Refused(
      `no built site in ${what}: its index.html is not one npm run build wrote (there is no ${SITE_MARKER} listing its files); run npm run build first, or give the site with --dist DIR`,
    );
  if (!isSiteFile(dist, "index.html"))
    throw new Refused(
      `no built site in ${what}: its index.html is not the one npm run build wrote (changed since, or the ${SITE_MARKER} was copied from another site); run npm run build first, or give the site with --dist DIR`,
    );
}
