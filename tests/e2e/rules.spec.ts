import type { Page } from "@playwright/test";
import { content, expect, projectDialog, ROUTES, test, visit } from "./fixtures";

type Anchor = { text: string; href: string; target: string | null; rel: string | null };

/** Every link on the page as the browser resolved it, hidden ones included (e.g. closed accordions). */
async function linksOn(page: Page): Promise<Anchor[]> {
  return page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      text: (anchor.textContent ?? "").trim() || (anchor.getAttribute("aria-label") ?? ""),
      href: (anchor as HTMLAnchorElement).href,
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel"),
    })),
  );
}

/** Returns the broken link rules, one line per link. */
function brokenRules(links: Anchor[], origin: string) {
  const problems: string[] = [];
  for (const link of links) {
    const url = new URL(link.href);
    const external = /^https?:$/.test(url.protocol) && url.origin !== origin;
    const newTab = link.target !== null && link.target !== "_self";
    const rel = (link.rel ?? "").split(/\s+/);
    if (external) {
      if (link.target !== "_blank") problems.push(`external link without target=_blank: ${link.href}`);
      if (!rel.includes("noopener")) problems.push(`external link without rel=noopener: ${link.href}`);
      if (!rel.includes("noreferrer")) problems.push(`external link without rel=noreferrer: ${link.href}`);
    } else if (newTab) {
      problems.push(
        `${url.protocol === "mailto:" ? "mailto" : "internal"} link opens a new tab: ${link.href}`,
      );
    }
  }
  return problems;
}

test.describe("link rules: only external links open a new tab, always with noopener", () => {
  for (const route of ROUTES) {
    test(`${route.name}`, async ({ page, baseURL }) => {
      await visit(page, route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const links = await linksOn(page);
      expect(links.length).toBeGreaterThan(0);
      expect(brokenRules(links, new URL(baseURL ?? "").origin)).toEqual([]);
    });
  }

  test("inside every project dialog", async ({ page, baseURL }) => {
    for (const project of content.projects) {
      await visit(page, `/projects?project=${project.id}`);
      await expect(projectDialog(page, project.title)).toBeVisible();
      const links = await linksOn(page);
      expect(brokenRules(links, new URL(baseURL ?? "").origin), project.title).toEqual([]);
    }
  });
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
