import type { Page } from "@playwright/test";
import { backgroundLuminance, content, expect, test, visit } from "./fixtures";

const DARK = 0.2;
const LIGHT = 0.6;

function themeToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /dark|theme/i });
}

async function expectDark(page: Page) {
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "true");
}

async function expectLight(page: Page) {
  await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(LIGHT);
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "false");
}

test.describe("theme", () => {
  test("follows the system preference by default", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await visit(page, "/");
    await expectDark(page);
    await page.emulateMedia({ colorScheme: "light" });
    await expectLight(page);
  });

  test("the toggle switches the theme and the choice is remembered", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await visit(page, "/");
    await expectLight(page);

    await themeToggle(page).click();
    await expectDark(page);

    await page.reload();
    await expectDark(page);

    // Remembered in a new tab too, and over the system preference.
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: "light" });
    await visit(other, "/about");
    await expectDark(other);
    await other.close();

    await themeToggle(page).click();
    await expectLight(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expectLight(page);
  });

  test("no flash of the wrong theme: the remembered theme applies before the app's code runs", async ({
    page,
  }) => {
    // The visitor chose dark on a light system.
    await page.emulateMedia({ colorScheme: "light" });
    await visit(page, "/");
    await themeToggle(page).click();
    await expectDark(page);

    // Hold the site's own scripts (its bundles) until the page has been checked: none can run.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = 0;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      holding++;
      await held;
      await route.continue();
    });

    await page.reload({ waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    // The app's code has been asked for and is held back ...
    await expect.poll(() => holding, "the app's script requests are held").toBeGreaterThan(0);
    // ... and the page is already dark.
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);

    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.profile.name);
    await expectDark(page);
  });
});
