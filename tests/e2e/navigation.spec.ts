import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { lookup } from "mrmime";
import {
  appStarted,
  escapeRegExp,
  expect,
  mainNav,
  ROUTES,
  routeOf,
  siteDist,
  test,
  visit,
} from "./fixtures";
import { content } from "./full-site";

const { name } = content.profile;
const [firstProject] = content.projects;
if (!firstProject) throw new Error("the test site needs a project");

/** The heading each screen opens with, by its name in the page. */
const H1: Record<(typeof ROUTES)[number]["slug"], string> = {
  resume: name,
  projects: "Project Highlights",
  about: content.about.title,
};

/** Holds the app's script back, as a slow connection would; call the result to let it through. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/** Serves the page with `before` written just before its project sheets and `inside` at their start. */
async function aroundSheets(page: Page, before: string, inside: string) {
  await page.route(
    (url) => url.pathname.endsWith("/") || url.pathname.endsWith("/index.html"),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const sheets = '<div id="project-sheets">';
      expect(html).toContain(sheets);
      await route.fulfill({ response, body: html.replace(sheets, `${before}${sheets}${inside}`) });
    },
  );
}

/** The names of the headings the browser's accessibility tree gives a screen reader. */
async function headingsRead(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === "heading")
    .map((node) => String(node.name?.value ?? ""));
}

/**
 * Opens `hash` and waits until the page is parsed. (Not for DOMContentLoaded, nor the load
 * event: both wait for the app's module script, which a test may hold back.)
 */
async function openParsed(page: Page, hash: string) {
  await page.goto(`./${hash}`, { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
}

test.describe("routes and navigation", () => {
  for (const route of ROUTES) {
    test(`${route.name} screen: its heading, the nav marks it current, the tab title follows`, async ({
      page,
    }) => {
      await visit(page, route.path);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1[route.slug]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${route.name} · ${name}`);

      const nav = mainNav(page);
      for (const other of ROUTES) {
        const link = nav.getByRole("link", { name: other.name, exact: true });
        await expect(link).toHaveAttribute("href", `#${other.path}`);
        if (other === route) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current", /.*/);
      }
    });
  }

  test("the nav links move between screens in one page load, and Back returns", async ({ page }) => {
    await visit(page, "/");
    // A marker on window survives client-side navigation only: a full reload would drop it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const nav = mainNav(page);

    await nav.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1.projects);
    expect(routeOf(page)).toBe("/projects");

    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1.about);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1.projects);
    await expect(nav.getByRole("link", { name: "Projects", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });

  test("the brand link shows the owner's name and goes to the Resume", async ({ page }) => {
    await visit(page, "/about");
    const brand = page.getByRole("banner").getByRole("link", { name, exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute("href", "#/");
    await brand.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(routeOf(page)).toBe("/");
  });

  test("an unknown address shows Not Found inside the layout, with a link home", async ({ page }) => {
    await visit(page, "/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    // Inside the layout: the navigation is still there, with nothing marked current.
    await expect(mainNav(page).getByRole("link", { name: "Resume", exact: true })).toBeVisible();
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`· ${escapeRegExp(name)}$`));

    await page
      .getByRole("main")
      .getByRole("link", { name: /resume|home/i })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(routeOf(page)).toBe("/");
  });

  // Every screen is prerendered: the address shows its own before the app arrives, and the
  // same after, with nothing else in sight in between.
  const addresses = [
    { path: "/", heading: name, title: "Resume" },
    { path: "/projects", heading: H1.projects, title: "Projects" },
    { path: "/about", heading: H1.about, title: "About" },
    { path: "/no-such-page", heading: "Page not found", title: "Not found" },
    { path: `/projects?project=${firstProject.id}`, heading: H1.projects, dialog: firstProject.title },
  ];
  for (const address of addresses) {
    test(`#${address.path} shows its own screen before the app loads and after, never another`, async ({
      page,
    }) => {
      const release = await holdTheApp(page);
      await openParsed(page, `#${address.path}`);
      const expectScreen = async () => {
        const visible = page.locator("main h1:visible");
        await expect(visible).toHaveCount(1);
        await expect(visible).toHaveText(address.heading);
        if (address.dialog) {
          await expect(page.getByRole("dialog", { name: address.dialog })).toBeVisible();
          await expect(page.getByRole("dialog")).toHaveCount(1);
        } else {
          await expect(page.getByRole("dialog")).toHaveCount(0);
        }
      };
      // Held back: the served page alone.
      await expectScreen();
      // The app takes over scroll restoration when it starts: not yet.
      expect(await page.evaluate(() => window.history.scrollRestoration)).toBe("auto");

      release();
      await appStarted(page);
      await expectScreen();
      if (address.title) await expect(page).toHaveTitle(`${address.title} · ${name}`);
      else await expect(page).toHaveTitle(`${address.dialog} · ${name}`);
    });
  }

  test("a shared project's sheet shows however the page arrives, the parser stopping inside the sheets", async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    // An inert script before the first sheet: the parser stops there, with the sheets begun and
    // none of them in yet, and runs what waits on the page so far, as it may between two packets.
    await aroundSheets(page, "", '<script type="text/plain"></script>');
    await openParsed(page, `#/projects?project=${encodeURIComponent(firstProject.id)}`);
    const dialog = page.getByRole("dialog", { name: firstProject.title });
    await expect(dialog).toBeVisible();
    release();
    await appStarted(page);
    await expect(dialog).toBeVisible();
  });

  test("behind a shared project's sheet, before the app, the page takes no focus and reads as nothing; it is back once the app's dialog takes over", async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await openParsed(page, `#/projects?project=${encodeURIComponent(firstProject.id)}`);
    await expect(page.getByRole("dialog", { name: firstProject.title })).toBeVisible();
    // The project's own card, behind its dialog, shown (on a wide screen) but out of reach.
    const card = page.locator(`#root [data-project-link="${firstProject.id}"]`);
    const focusable = () =>
      card.evaluate((link: HTMLElement) => {
        link.focus();
        return document.activeElement === link;
      });
    await expect(card).toBeVisible();
    expect(await focusable()).toBe(false);
    // What a screen reader is given: the browser's own accessibility tree.
    const read = await headingsRead(page);
    expect(read[0]).toBe(firstProject.title);
    expect(read).not.toContain(H1.projects);

    release();
    await appStarted(page);
    await expect(page.getByRole("dialog", { name: firstProject.title })).toBeVisible();
    // Closed, the app's dialog gives focus back to the card it belongs to.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card).toBeFocused();
    expect(await headingsRead(page)).toContain(H1.projects);
  });

  test("a shared project's sheet closed before the app gives the page, and focus, back to its card", async ({
    page,
  }) => {
    await holdTheApp(page);
    await openParsed(page, `#/projects?project=${encodeURIComponent(firstProject.id)}`);
    await expect(page.getByRole("dialog", { name: firstProject.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: H1.projects })).toBeVisible();
    // Focus is back on the project's card, as the app's dialog gives it back.
    await expect(page.locator(`#root [data-project-link="${firstProject.id}"]`)).toBeFocused();
  });

  test.describe("the page arriving in two parts, on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

    test("a screen shows before the sheets arrive; a shared link's sheet before its screen, whose pictures wait", async ({
      page,
    }) => {
      await holdTheApp(page);
      // A script before the sheets that the server holds: the parser waits there, with every
      // screen in the page and none of the sheets, as on a slow connection between two packets.
      await aroundSheets(page, '<script src="./held.js"></script>', "");
      let sendRest = () => {};
      let rest = Promise.resolve();
      /** Opens `hash` with the rest of the page held; resolves once the held script is asked for. */
      const openHeld = async (hash: string) => {
        rest = new Promise<void>((resolve) => {
          sendRest = resolve;
        });
        const asked = page.waitForRequest(/\/held\.js$/);
        await page.goto(`./${hash}`, { waitUntil: "commit" });
        await asked;
      };
      await page.route(/\/held\.js$/, async (route) => {
        await rest;
        await route.fulfill({ contentType: "text/javascript", body: "" });
      });
      const images: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
      });
      const covers = content.projects.flatMap((project) =>
        project.images[0] ? [`/${project.images[0].src.replace(/\.[^./]+$/, "")}.`] : [],
      );
      const resumeHeading = page.locator("main h1", { hasText: name });
      const dialog = page.getByRole("dialog", { name: firstProject.title });

      await openHeld("#/");
      await expect(resumeHeading).toBeVisible();
      await expect(page.locator("#project-sheets")).toHaveCount(0);
      sendRest();
      await expect(page.locator("#project-sheets")).toHaveCount(1);

      await page.goto("about:blank");
      images.length = 0;
      await openHeld(`#/projects?project=${encodeURIComponent(firstProject.id)}`);
      await expect(page.locator('[data-screen="projects"] h1')).toBeAttached();
      // The screen behind is in the page, and hidden until the sheet is: no flash of it first.
      await expect(page.locator("#root")).toHaveCSS("visibility", "hidden");
      await expect(dialog).toHaveCount(0);
      // Laid out meanwhile, the cards under the dialog to come fetch no picture.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(images.filter((pathname) => covers.some((cover) => pathname.startsWith(cover)))).toEqual([]);
      sendRest();
      await expect(dialog).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-sheet-coming");
    });
  });

  test("a shared project's sheet the router heard of late is done with once the address leaves it", async ({
    page,
  }) => {
    // The router may hear of an address later than the page shows it (one followed as the app
    // starts, before its router listens). Here, it misses one on purpose: a listener added
    // before the page's own ones keeps that one address change from the router (which hears
    // popstate), while the before-paint script still shows it (it hears hashchange too).
    await page.addInitScript(() => {
      window.addEventListener("popstate", (event) => {
        if ("unheard" in window) event.stopImmediatePropagation();
      });
    });
    // The app's dialog never arrives: only the prerendered sheet can show the project.
    await page.route(/\/assets\/project-dialog-[^/]+\.js$/, () => {});
    const project = `#/projects?project=${encodeURIComponent(firstProject.id)}`;
    await page.goto(`./${project}`);
    // The app has hydrated: the screens not shown are hidden by it.
    await expect(page.locator('[data-screen="about"]')).toHaveAttribute("hidden");
    const sheet = page.locator(`[data-project-sheet="${firstProject.id}"]`);
    await expect(sheet).not.toHaveAttribute("hidden");

    // To About, the router hearing it; back to the project in the same moment, the router not.
    await page.evaluate((back) => {
      window.location.hash = "/about";
      Object.assign(window, { unheard: true });
      window.location.hash = back.slice(1);
    }, project);
    await expect(page.locator('[data-screen="about"]')).not.toHaveAttribute("hidden");
    await expect(sheet).not.toHaveAttribute("hidden");
    await page.evaluate(() => Reflect.deleteProperty(window, "unheard"));

    // The visitor leaves for the list: the sheet hides, and the sheets go.
    await page.evaluate(() => {
      window.location.hash = "/projects";
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Highlights");
    await expect(page.locator("#project-sheets")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("each screen fetches its own pictures, and none of a hidden screen's", async ({ page }) => {
    // An image's variants share its name without the extension: images/profile.128w.avif.
    const stem = (src: string) => src.replace(/\.[^./]+$/, "");
    const photo = stem(content.profile.photo.src);
    const covers = content.projects.flatMap((project) =>
      project.images[0] ? [stem(project.images[0].src)] : [],
    );
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") fetched.push(new URL(request.url()).pathname);
    });
    const seen = (name: string) => fetched.some((url) => url.includes(`/${name}.`));
    // The app held back: what the page alone fetches.
    await holdTheApp(page);

    // Every picture the page asked for has come (the load event waits for the app's script).
    const settled = () =>
      page.waitForFunction(() => [...document.images].every((image) => !image.currentSrc || image.complete));
    await openParsed(page, "#/projects");
    await expect.poll(() => covers.some(seen), "the first card's picture").toBe(true);
    await settled();
    expect(seen(photo), "the Resume's photo, on a hidden screen").toBe(false);

    fetched.length = 0;
    await page.goto("./#/", { waitUntil: "commit" });
    await page.reload({ waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    await expect.poll(() => seen(photo), "the photo").toBe(true);
    await settled();
    expect(covers.filter(seen), "project pictures, on a hidden screen").toEqual([]);
  });

  test("a link followed before the app runs shows the Resume at its own route only, and the app then takes over", async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await openParsed(page, "#/about");
    const resumeHeading = page.locator("main h1", { hasText: name });
    await expect(resumeHeading).toBeHidden();

    // Still no app: the prerendered Resume is right for #/, and shows there.
    await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
    expect(routeOf(page)).toBe("/");
    await expect(resumeHeading).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Projects", exact: true }).click();
    await expect(resumeHeading).toBeHidden();
    await mainNav(page).getByRole("link", { name: "Resume", exact: true }).click();
    await expect(resumeHeading).toBeVisible();

    // The app arrives at #/ and hydrates the Resume in place, then routes as usual.
    release();
    await appStarted(page);
    await expect(resumeHeading).toBeVisible();
    await mainNav(page).getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.about.title);
  });

  test("the skip link works before the app runs, and the app then starts on the Resume", async ({ page }) => {
    const release = await holdTheApp(page);
    await openParsed(page, "");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.getByRole("main").evaluate((main) => main.contains(document.activeElement))).toBe(true);
    const resumeHeading = page.locator("main h1", { hasText: name });
    await expect(resumeHeading).toBeVisible();

    release();
    await appStarted(page);
    expect(routeOf(page)).toBe("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await mainNav(page).getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1.projects);
  });

  test("a new screen opens at the top, and Back returns to where the visitor was", async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await visit(page, "/");
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(scrollY).toBe(700);

    // The header stays in view, so its nav is within reach from anywhere on the page.
    await mainNav(page).getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1.projects);
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect.poll(scrollY).toBe(700);
  });

  test("code that fails to load shows the friendly error screen, never the router's default", async ({
    page,
    guard,
  }) => {
    // A real-world failure without any test hook in the site: the project dialog's code cannot
    // be fetched (a flaky network, or a deploy that replaced the files).
    guard.allowConsole(/^Failed to load resource: net::ERR_FAILED$/);
    // React reports the error its boundary caught, as it should for the site's owner to see.
    guard.allowConsole(/Failed to fetch dynamically imported module/);
    // The dialog's code, a chunk of its own that the Projects screen fetches, never arrives.
    await page.route(/\/assets\/project-dialog-[^/]+\.js$/, (route) => route.abort("failed"));
    await visit(page, "/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Highlights");
    await page.getByRole("link", { name: firstProject.title, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/something went wrong/i);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();

    // The rest of the site still works.
    await mainNav(page).getByRole("link", { name: "Resume", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("code that throws while rendering shows the friendly error screen inside the layout", async ({
    page,
    guard,
  }) => {
    // No hook in the site: the project dialog's code (loaded on demand) is swapped on the wire
    // for a module whose exports throw when React renders them, as a broken deploy would.
    const failure = "The dialog failed to render (provoked by the test)";
    guard.allowConsole(new RegExp(escapeRegExp(failure)));
    await page.route(/\/assets\/project-dialog-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const exported = [...(await response.text()).matchAll(/export\s*\{([^}]*)\}/g)]
        .flatMap(([, list = ""]) => list.split(","))
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .filter(Boolean);
      const body = `function fail() { throw new Error(${JSON.stringify(failure)}); }
export { ${exported.map((exportName) => `fail as ${exportName}`).join(", ")} };`;
      await route.fulfill({ response, body });
    });
    await visit(page, "/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Highlights");
    await page.getByRole("link", { name: firstProject.title, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/something went wrong/i);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expect(mainNav(page)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`· ${escapeRegExp(name)}$`));
    // Leaving the broken screen recovers (the Resume is in the first load, not swapped).
    await mainNav(page).getByRole("link", { name: "Resume", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("the built site works from a sub-path, as on GitHub Pages", async ({ page, baseURL }) => {
    // Serve the built site under /some/sub/path/ on the same origin, straight from the files.
    const dist = path.resolve(siteDist);
    await page.route(/\/some\/sub\/path\//, async (route) => {
      const { pathname } = new URL(route.request().url());
      const relative = decodeURIComponent(pathname.replace(/^\/some\/sub\/path\//, "")) || "index.html";
      const file = path.join(dist, relative);
      if (!file.startsWith(dist + path.sep)) return route.fulfill({ status: 403 });
      try {
        await route.fulfill({
          body: readFileSync(file),
          contentType: lookup(file) ?? "application/octet-stream",
        });
      } catch {
        await route.fulfill({ status: 404, body: "not found" });
      }
    });

    await page.goto(new URL("/some/sub/path/#/projects", baseURL).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1.projects);
    const first = content.projects[0];
    if (first) {
      const cover = page.getByRole("main").getByRole("img", { name: first.images[0]?.alt, exact: true });
      await expect(cover.first()).toHaveJSProperty("complete", true);
      expect(await cover.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
    }
    await mainNav(page).getByRole("link", { name: "Resume", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const photo = page.getByRole("img", { name: content.profile.photo.alt, exact: true });
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe("/some/sub/path/");
  });
});

test.describe("the built page's first view", () => {
  test("asks for nothing it can do without: the favicon is inline, the web manifest comes once the app has started", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, "/");
    await page.waitForLoadState("load");

    // The served HTML keeps the manifest's link aside; the app adds it to <head> as it starts.
    const served = await (await page.request.get("./")).text();
    expect(served).toMatch(/<template id="after-paint"><link rel="manifest" href="manifest.webmanifest"/);
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute("href", "manifest.webmanifest");

    // Chromium reads it there, as it would read a link written in the HTML.
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send("Page.getAppManifest")).url)
      .toMatch(/\/manifest\.webmanifest$/);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({
      name: expect.stringContaining(content.profile.name),
    });

    // The favicon is a data URL of the monogram: no request for it, nor for /favicon.ico.
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(decodeURIComponent(icon?.replace(/^data:image\/svg\+xml,/, "") ?? "")).toMatch(
      /^<svg[^>]*>.*<\/svg>\s*$/s,
    );
    expect(requests.filter((pathname) => /favicon/.test(pathname))).toEqual([]);
  });
});

test.describe("pictures", () => {
  test("#/projects asks for its lead picture first, with a high priority: the variant its card shows, once", async ({
    page,
  }) => {
    const stem = firstProject.images[0]?.src.replace(/\.[^./]+$/, "") ?? "";
    const asked: { path: string; priority: string }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", ({ request, type }) => {
      if (type === "Image")
        asked.push({ path: new URL(request.url).pathname, priority: request.initialPriority });
    });
    await page.goto("./#/projects");
    const card = page.getByRole("main").getByRole("img", { name: firstProject.images[0]?.alt, exact: true });
    await expect(card).toHaveJSProperty("complete", true);
    const shown = new URL(await card.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown.startsWith(`/${stem}.`), shown).toBe(true);
    await page.waitForLoadState("load");
    const lead = asked.filter(({ path }) => path.startsWith(`/${stem}.`));
    expect(lead).toEqual([{ path: shown, priority: "High" }]);
    expect(asked[0]?.path).toBe(shown);
  });

  test("#/projects asks for its lead picture from <head> as the page starts, and the card draws it from there; #/ never asks for it", async ({
    page,
  }) => {
    const lead = page.locator('[data-screen="projects"] img[fetchpriority="high"]');
    /** How the page asked for `file`, each time it did (its requests' initiators). */
    const requestsFor = (file: string) =>
      page.evaluate(
        (name) =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name === name)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        file,
      );
    await page.goto("./#/projects");
    // Drawn: a lazy picture not yet asked for has no current source.
    await expect
      .poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const file = await lead.evaluate((img: HTMLImageElement) => img.currentSrc);
    // Fetched by the preload the before-paint script put in <head>, and drawn from it: one request.
    expect(await requestsFor(file)).toEqual(["link"]);

    await page.goto("about:blank");
    await page.goto("./#/");
    await page.waitForLoadState("load");
    await appStarted(page);
    expect(await requestsFor(file)).toEqual([]);
  });

  test("a shared project's sheet, before the app, fetches its first picture alone; the app's dialog the rest", async ({
    page,
  }) => {
    const project = [...content.projects].sort((a, b) => b.images.length - a.images.length)[0];
    const [first, ...others] = project?.images ?? [];
    test.skip(!project || !first || others.length === 0, "no project has two pictures");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") asked.push(new URL(request.url()).pathname);
    });
    const stem = (src: string) => `/${src.replace(/\.[^./]+$/, "")}.`;
    const fetched = (images: { src: string }[]) =>
      images.filter((image) => asked.some((pathname) => pathname.startsWith(stem(image.src))));
    const release = await holdTheApp(page);
    await openParsed(page, `#/projects?project=${encodeURIComponent(project?.id ?? "")}`);
    const sheet = page.locator(`[data-project-sheet="${project?.id}"]`);
    const firstPicture = sheet.getByRole("img", { name: first?.alt, exact: true });
    await expect
      .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Two frames more, for the browser to have asked for every lazy picture the layout shows.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.waitForFunction(() =>
      [...document.images].every((image) => !image.currentSrc || image.complete),
    );
    // Its gallery cannot move before the app: its other slides and thumbnails wait for it.
    expect(fetched(others)).toEqual([]);

    release();
    await appStarted(page);
    await expect
      .poll(() => fetched(others).length, "the next slide's picture, in the app's dialog")
      .toBeGreaterThan(0);
  });

  test.describe("a shared project link on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

    test("the dialog fills the screen, the page under it is not drawn, and its largest paint is the dialog's", async ({
      page,
    }) => {
      // Each largest paint the browser reports: whether its element was in a dialog then (the
      // app's dialog later replaces the sheet).
      await page.addInitScript(() => {
        const inDialog: boolean[] = [];
        Object.assign(window, { largestPaints: inDialog });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { element } = entry as PerformanceEntry & { element?: Element | null };
            inDialog.push(Boolean(element?.closest('[role="dialog"]')));
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(`./#/projects?project=${encodeURIComponent(firstProject.id)}`);
      const dialog = page.getByRole("dialog", { name: firstProject.title });
      await expect(dialog).toBeVisible();
      const root = page.locator("#root");
      await expect(root).toHaveCSS("visibility", "hidden");
      await page.waitForLoadState("load");
      const paints = () =>
        page.evaluate(() => (window as unknown as { largestPaints: boolean[] }).largestPaints);
      await expect.poll(async () => (await paints()).length).toBeGreaterThan(0);
      expect(await paints()).not.toContain(false);

      // The app's dialog takes the sheet's place without an opening animation; one opened
      // from a card has it.
      await appStarted(page);
      await expect(page.locator('[data-slot="dialog-content"]')).toHaveAttribute("data-appear", "at-once");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(root).toHaveCSS("visibility", "visible");
      await page
        .getByRole("link", { name: new RegExp(escapeRegExp(firstProject.title)) })
        .first()
        .click();
      await expect(dialog).toBeVisible();
      await expect(page.locator('[data-slot="dialog-content"]')).not.toHaveAttribute("data-appear", /.*/);
    });

    test("fetches none of the pictures under the dialog, and the page under it keeps its place", async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") asked.push(new URL(request.url()).pathname);
      });
      await page.goto(`./#/projects?project=${encodeURIComponent(firstProject.id)}`);
      const dialog = page.getByRole("dialog", { name: firstProject.title });
      await expect(dialog.getByRole("img").first()).toHaveJSProperty("complete", true);
      await page.waitForLoadState("load");
      await appStarted(page);
      // The other projects' cards are under the dialog: their pictures wait until it closes.
      const covers = content.projects.slice(1).map((project) => project.images[0]?.src ?? "");
      const stem = (src: string) => `/${src.replace(/\.[^./]+$/, "")}.`;
      expect(covers.length).toBeGreaterThan(0);
      expect(asked.filter((pathname) => covers.some((src) => pathname.startsWith(stem(src))))).toEqual([]);
      await dialog.getByRole("button", { name: "Close" }).click();
      const last = content.projects.at(-1);
      const cover = page.getByRole("main").getByRole("img", { name: last?.images[0]?.alt, exact: true });
      await cover.scrollIntoViewIfNeeded();
      await expect(cover).toHaveJSProperty("complete", true);

      // A dialog opened from a card far down the page closes to where it was opened.
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await page
        .getByRole("link", { name: new RegExp(escapeRegExp(last?.title ?? "")) })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: last?.title })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test("a card far down the list, opened and closed before the app has started, closes to its place", async ({
      page,
    }) => {
      // The app's code is held until the end, as on a slow connection.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("./#/projects", { waitUntil: "commit" });
      const last = content.projects.at(-1);
      const card = page.locator(`[data-project-link="${last?.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await card.click();
      const sheet = page.locator(`[data-project-sheet="${last?.id}"]`);
      await expect(sheet).not.toHaveAttribute("hidden");
      await sheet.locator('[data-slot="dialog-close"]').click();
      await expect(sheet).toHaveAttribute("hidden");
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      release();
    });
  });
});
