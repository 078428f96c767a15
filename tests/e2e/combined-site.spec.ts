/**
 * A self-taught developer's Spanish site (tests/fixtures/valid-combined): no photo and no
 * logos, two degrees at one school, three roles at one company, every kind of further section
 * and one of her own, a Mastodon profile by user name, a Cyrillic project title and a
 * portrait screenshot, laid out by site.yaml's resume:.
 */
import type { Page } from "@playwright/test";
import { entry, section, THEMES, testFixtureSite } from "./fixture-site";
import {
  expect,
  expectNoAxeViolations,
  projectCard,
  projectDialog,
  saveScreenshot,
  scrollsSideways,
  visit,
} from "./fixtures";

const test = testFixtureSite("valid-combined");

/** The further sections' headings, in the Spanish the site is written in. */
const FURTHER = [
  "Certificaciones",
  "Premios",
  "Publicaciones",
  "Voluntariado",
  "Charlas",
  "Intereses",
  "Código abierto",
];

/** The Resume's section headings, top to bottom as the visitor sees them (one column on a phone). */
async function headingsInReadingOrder(page: Page) {
  const headings = await page
    .getByRole("main")
    .locator(".resume-columns h2")
    .evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { text: (element as HTMLElement).innerText, x: box.x, y: box.y, shown: box.height > 0 };
      }),
    );
  // As shown: the paper's own headings and words (the projects in brief, "Summary") are hidden on screen.
  return headings.filter(({ shown }) => shown).map(({ text, x, y }) => ({ text, x, y }));
}

test.describe("a resume of another shape, in Spanish", () => {
  test("shows every fact: no photo or logos, grouped roles and degrees, every further section @both-sizes", async ({
    page,
  }, testInfo) => {
    // Two themes, each with an axe audit of a long page: on a busy two-core machine, over 30 s.
    test.slow();
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await visit(page, "/");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      // No photo: her initials on the accent colour; no logos: the companies' and school's.
      await expect(page.locator(".banner .banner-photo")).toHaveText("LF");
      const mastodon = page.getByRole("link", { name: "Perfil en Mastodon" });
      await expect(mastodon).toHaveAttribute("href", "https://social.example.org/@lucia");

      const experience = section(page, "Experiencia");
      const company = entry(experience, "Navieras del Turia");
      await expect(company.locator(".entry-logo")).toHaveText("NT");
      await expect(company.getByRole("heading", { level: 4 })).toHaveText([
        "Jefa de ingeniería web",
        "Desarrolladora sénior",
        "Desarrolladora",
      ]);
      await expect(company).toContainText("sept 2016 – Actualidad");

      const education = section(page, "Formación");
      await expect(education.getByRole("heading", { level: 3 })).toHaveText([
        "Universitat Oberta del Mar",
        "Universitat Oberta del Mar",
      ]);
      await expect(entry(education, "Universitat Oberta del Mar", 1)).toContainText("Nota media: 8,4 / 10");

      for (const title of FURTHER) await expect(section(page, title)).toBeVisible();
      const certification = section(page, "Certificaciones");
      await expect(
        certification.getByRole("link", { name: "Desarrolladora de aplicaciones Kubernetes certificada" }),
      ).toHaveAttribute("href", "https://credentials.example.org/lucia-ckad");
      await expect(certification).toContainText("Fundación de Código Abierto");
      await expect(certification.locator("time")).toHaveAttribute("datetime", "2023-05");
      await expect(certification.locator("time")).toHaveText("may 2023");
      await expect(section(page, "Premios").locator("strong")).toHaveText("solo con el teclado");
      await expect(section(page, "Voluntariado")).toContainText("ene 2018 – Actualidad");
      await expect(section(page, "Charlas")).toContainText("JSDay Valencia · Valencia");
      await expect(section(page, "Intereses").getByRole("listitem")).toContainText([
        "Vela",
        "Regatas de patín",
        "Meteorología",
        "Fotografía analógica",
      ]);
      await expect(
        section(page, "Código abierto").getByRole("link", { name: "mapa-mareas" }),
      ).toHaveAttribute("href", "https://github.com/lucia-fo/mapa-mareas");

      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolations(page, `combined Resume, ${theme}`);
      await saveScreenshot(page, testInfo, theme, "combined-resume");
    }
  });

  test("lays the sections out as site.yaml says: columns on a wide screen", async ({ page }) => {
    await visit(page, "/");
    const headings = await headingsInReadingOrder(page);
    // Two columns: the narrow one's headings start left of the wide one's.
    const left = Math.min(...headings.map(({ x }) => x));
    const side = headings.filter(({ x }) => x < left + 100).map(({ text }) => text);
    const main = headings.filter(({ x }) => x >= left + 100).map(({ text }) => text);
    expect(side).toEqual(["Perfil", "Habilidades técnicas", "Certificaciones", "Intereses"]);
    expect(main).toEqual([
      "Experiencia",
      "Código abierto",
      "Formación",
      "Voluntariado",
      "Publicaciones",
      "Charlas",
      "Premios",
    ]);
  });

  test("keeps the narrow column in view beside the long one as the page scrolls", async ({ page }) => {
    await visit(page, "/");
    const side = page.locator(".resume-side");
    const last = side.getByRole("heading", { name: "Intereses" });
    await page.getByRole("heading", { name: "Premios" }).scrollIntoViewIfNeeded();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    // Scrolled to the end of the wide column, the narrow one's end is still on screen.
    const box = await last.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? viewport.height) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
  });

  test("puts Experience right after the profile on a phone, in site.yaml's phone order", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    const order = (await headingsInReadingOrder(page)).sort((a, b) => a.y - b.y).map(({ text }) => text);
    expect(order).toEqual([
      "Perfil",
      "Experiencia",
      "Código abierto",
      "Formación",
      "Voluntariado",
      "Publicaciones",
      "Charlas",
      "Premios",
      "Habilidades técnicas",
      "Certificaciones",
      "Intereses",
    ]);
  });

  test("prints every further section", async ({ page }) => {
    await visit(page, "/");
    await page.emulateMedia({ media: "print" });
    for (const title of FURTHER) await expect(section(page, title)).toBeVisible();
    await expect(section(page, "Código abierto")).toContainText(
      "Una librería que dibuja tablas de mareas en SVG.",
    );
  });

  test("opens the project with a Cyrillic title at its own address, its portrait screenshot whole @both-sizes", async ({
    page,
  }, testInfo) => {
    await visit(page, "/projects");
    // Its card shows the portrait screenshot whole too, not a slice cropped to the card's shape.
    await expect(page.locator(".project-card", { hasText: "Проект Маяк" }).locator("img")).toHaveCSS(
      "object-fit",
      "contain",
    );
    await projectCard(page, "Проект Маяк").click();
    const dialog = projectDialog(page, "Проект Маяк");
    await expect(dialog).toBeVisible();
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe("#/projects?project=проект-маяк");
    const image = dialog.locator(".gallery-frame img").first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = await image.boundingBox();
    const frame = await dialog.locator(".gallery-frame").first().boundingBox();
    const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
    expect(natural).toBeLessThan(1);
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) / natural - 1)).toBeLessThan(0.01);
    expect(box?.height ?? 0).toBeGreaterThan((frame?.height ?? 0) - 3);
    await expectNoAxeViolations(page, "combined project dialog");
    await saveScreenshot(page, testInfo, "light", "combined-project");
  });
});
