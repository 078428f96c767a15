import { existsSync } from "node:fs";
import path from "node:path";
import type { SiteImage } from "../../src/shared/compiled-content.ts";
import {
  brokenLinkRules,
  content,
  expect,
  expectNoAxeViolations,
  linksOn,
  projectDialog,
  ROUTES,
  siteDist,
  test,
  visit,
} from "./fixtures";

test.describe("link rules: only external links open a new tab, always with noopener", () => {
  for (const route of ROUTES) {
    test(`${route.name}`, async ({ page, baseURL }) => {
      await visit(page, route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const links = await linksOn(page);
      expect(links.length).toBeGreaterThan(0);
      expect(brokenLinkRules(links, new URL(baseURL ?? "").origin)).toEqual([]);
    });
  }

  test("inside every project dialog", async ({ page, baseURL }) => {
    for (const project of content.projects) {
      await visit(page, `/projects?project=${project.id}`);
      await expect(projectDialog(page, project.title)).toBeVisible();
      const links = await linksOn(page);
      expect(brokenLinkRules(links, new URL(baseURL ?? "").origin), project.title).toEqual([]);
    }
  });
});

test("the audit finds what a page breaks: an image without alt text, text a visitor cannot read", async ({
  page,
}) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector("main");
    const image = document.createElement("img");
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    const faint = document.createElement("p");
    faint.textContent = "Barely there";
    faint.style.color = "#fafafa";
    faint.style.background = "#ffffff";
    main?.append(image, faint);
  });
  const audit = expectNoAxeViolations(page, "a page with an image without alt and faint text");
  await expect(audit).rejects.toThrow(/image-alt[\s\S]*color-contrast|color-contrast[\s\S]*image-alt/);
});

test.describe("the built page's Content-Security-Policy", () => {
  test("refuses inline scripts and scripts from other origins", async ({ page, guard }) => {
    guard.allowConsole(/Content Security Policy/);
    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(policy, "a CSP <meta> in the built page").toBeTruthy();

    const ran = await page.evaluate(async () => {
      const flags = window as unknown as Record<string, boolean>;
      const inline = document.createElement("script");
      inline.textContent = "window.__inlineRan = true;";
      document.head.append(inline);
      const handler = document.createElement("div");
      handler.setAttribute("onclick", "window.__handlerRan = true;");
      document.body.append(handler);
      handler.click();
      const foreign = document.createElement("script");
      foreign.src = "https://cdn.example.com/script.js";
      const blocked = new Promise<boolean>((done) => {
        foreign.onerror = () => done(true);
        foreign.onload = () => done(false);
      });
      document.head.append(foreign);
      return {
        inline: Boolean(flags.__inlineRan),
        handler: Boolean(flags.__handlerRan),
        foreignLoaded: !(await blocked),
      };
    });
    expect(ran).toEqual({ inline: false, handler: false, foreignLoaded: false });
  });
});

test.describe("the built site's pictures", () => {
  const images: SiteImage[] = [
    ...(content.profile.photo ? [content.profile.photo] : []),
    ...content.experience.flatMap((job) => (job.logo ? [job.logo] : [])),
    ...content.education.flatMap((school) => (school.logo ? [school.logo] : [])),
    ...content.projects.flatMap((project) => project.images),
    ...(content.about?.sections.flatMap((section) => section.images) ?? []),
  ];
  const file = (url: string) => path.join(siteDist, decodeURIComponent(url));

  test("publish no original: each falls back to its widest WebP variant, which is in the build", async ({
    page,
  }) => {
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => existsSync(file(image.src))).map((image) => image.src)).toEqual([]);
    expect(images.filter((image) => !image.fallback || !existsSync(file(image.fallback)))).toEqual([]);
    // Every picture the page holds, on every screen and in every dialog, held back or not.
    await visit(page, "/");
    const sources = await page.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch("./")).text(), "text/html");
      return [...served.querySelectorAll("img")].map(
        (image) => image.getAttribute("src") ?? image.getAttribute("data-held-src") ?? "",
      );
    });
    const originals = new Set(images.map((image) => image.src));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => originals.has(source) || !/\.\d+w\.webp$/.test(source))).toEqual([]);
  });
});
