/**
 * Navigation while the app is still loading: a visitor on a slow phone taps a link before the
 * app has hydrated the page, or while it does. Every address to every other, on a CPU slowed
 * down four times, each at one of four moments of the loading, the moments turned about from one
 * address to the next so that each address is left, and each reached, at every moment; not one
 * error, and the screen shown is always the one the address names.
 */
import type { Page } from "@playwright/test";
import { appStarted, expect, routeOf, test } from "./fixtures";
import { content } from "./full-site";

const { name } = content.profile;
const [firstProject] = content.projects;
if (!firstProject) throw new Error("the test site needs a project");

const SCREENS = [
  { hash: "#/", heading: name },
  { hash: "#/projects", heading: "Project Highlights" },
  { hash: "#/about", heading: content.about.title },
  { hash: "#/no-such-page", heading: "Page not found" },
  { hash: `#/projects?project=${firstProject.id}`, heading: "Project Highlights" },
];

/** The screen the address shows: one visible h1, the right one. */
async function expectShowing(page: Page, heading: string) {
  const visible = page.locator("main h1:visible");
  await expect(visible).toHaveCount(1);
  await expect(visible).toHaveText(heading);
}

/**
 * Moments across the loading, in ms from the page's first bytes: as the page is parsed, while
 * the script arrives, while the app hydrates, as it finishes.
 */
const MOMENTS = [0, 60, 150, 300];
if (MOMENTS.length !== SCREENS.length - 1)
  throw new Error("one moment for each link from an address: as many as the other addresses");

test.describe("navigation before and while the app loads", () => {
  // Each test loads the page four times, on a CPU slowed four times; on a busy machine that
  // takes a while.
  test.describe.configure({ timeout: 180_000 });

  SCREENS.forEach((from, fromIndex) => {
    const others = SCREENS.filter((to) => to !== from);
    test(`from ${from.hash}: a link to every other address, at each moment of the loading`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      for (const to of others) {
        // The moment of each step: one apart along the screens' list from the one left, so that
        // each moment comes once among the links from an address and once among those to it.
        const delay = MOMENTS[(SCREENS.indexOf(to) - fromIndex - 1 + SCREENS.length) % SCREENS.length] ?? 0;
        await test.step(`to ${to.hash}, ${delay} ms into the loading`, async () => {
          await page.goto(`./${from.hash}`, { waitUntil: "commit" });
          if (delay) await page.waitForTimeout(delay);
          // Following links, as a visitor's taps do, wherever the page is in its loading: there,
          // back, and there again, a few frames apart.
          await page.evaluate(
            async ([there, back]) => {
              const follow = (hash: string) => {
                window.location.hash = hash.slice(1);
                return new Promise((done) => setTimeout(done, 40));
              };
              await follow(there);
              await follow(back);
              await follow(there);
            },
            [to.hash, from.hash] as const,
          );
          await expectShowing(page, to.heading);
          // The app starts late on a CPU slowed four times, the more so on a busy machine.
          await appStarted(page, { timeout: 30_000 });
          expect(`#${routeOf(page)}`).toBe(to.hash);
          await expectShowing(page, to.heading);
        });
      }
    });
  });
});
