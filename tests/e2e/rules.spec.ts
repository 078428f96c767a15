import { brokenLinkRules, content, expect, linksOn, projectDialog, ROUTES, test, visit } from "./fixtures";

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
