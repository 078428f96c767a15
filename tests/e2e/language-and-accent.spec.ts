/**
 * A site in another language and colour: tests/fixtures/valid-spanish (laid over valid-minimal,
 * as the compiler tests do) sets `lang: es`, one word of its own and a teal accent.
 */
import type { Page } from "@playwright/test";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { fixtureSite, testFixtureSite } from "./fixture-site";
import { appStarted, expect, expectNoAxeViolations, saveScreenshot } from "./fixtures";

const test = testFixtureSite("valid-spanish");

let content: SiteContent;

test.beforeAll(async () => {
  // The content the global set-up laid together, there only once it has run.
  const result = await compileContent({ contentDir: fixtureSite("valid-spanish").contentDir });
  if (!result.ok) throw new Error("tests/fixtures/valid-spanish does not compile");
  content = result.content;
});

async function open(page: Page, route: string, theme: "light" | "dark" = "light") {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(`./#${route}`);
  await appStarted(page);
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test("the Resume speaks Spanish: <html lang>, nav, headings, dates, the owner's own word", async ({
  page,
}, testInfo) => {
  await open(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link")).toHaveText(["Currículum", "Proyectos", "Sobre mí"]);
  await expect(nav.getByRole("link", { name: "Currículum" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(`Currículum · ${content.profile.name}`);
  const main = page.getByRole("main");
  // As shown: the paper's own word for a heading ("Summary") is hidden on screen.
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(
    ["Perfil", "Habilidades blandas", "Habilidades técnicas", "Idiomas", "Trayectoria", "Formación"],
    { useInnerText: true },
  );
  // Dates as Intl writes them in Spanish, "Present" as the Spanish table says it.
  const july2019 = new Intl.DateTimeFormat("es", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(2019, 6, 1),
  );
  await expect(main.getByText(`${july2019} – Actualidad`)).toBeVisible();
  await expect(main.getByText("Nota media: 3,8")).toBeVisible();
  await expect(main.getByRole("button", { name: /Lista de cursos de Example University/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tema oscuro" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeAttached();
  await expectNoAxeViolations(page, "Spanish Resume, light");
  await saveScreenshot(page, testInfo, "light", "spanish-resume");
});

test("the owner's accent colours the current nav link and the links, in light and dark", async ({
  page,
}, testInfo) => {
  const theme = content.site.theme;
  if (!theme) throw new Error("valid-spanish sets an accent");
  for (const scheme of ["light", "dark"] as const) {
    await open(page, "/", scheme);
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    const current = page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Currículum" });
    await expect(current).toHaveCSS("color", rgb(theme[scheme].accent));
    await expect(current).toHaveCSS("background-color", rgb(theme[scheme].accentSoft));
    await expect(page.getByRole("contentinfo").getByRole("link", { name: content.profile.email })).toHaveCSS(
      "color",
      rgb(theme[scheme].accent),
    );
    await expectNoAxeViolations(page, `Spanish Resume, ${scheme}`);
    await saveScreenshot(page, testInfo, scheme, "spanish-accent");
  }
});

test("the initials standing in for the photo and a school's logo are on the owner's accent, in light, dark and print", async ({
  page,
}) => {
  const theme = content.site.theme;
  if (!theme) throw new Error("valid-spanish sets an accent");
  const school = content.education[0];
  if (content.profile.photo || !school || school.logo)
    throw new Error("valid-spanish has no photo or school logo");
  const monograms = () => [
    page.locator(".banner .banner-photo.monogram"),
    page.getByRole("main").locator(".entry-logo.monogram"),
  ];
  for (const scheme of ["light", "dark"] as const) {
    await open(page, "/", scheme);
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    for (const monogram of monograms()) {
      await expect(monogram.first()).toBeVisible();
      await expect(monogram.first()).toHaveCSS("background-color", rgb(theme[scheme].accent));
      await expect(monogram.first()).toHaveCSS("color", rgb(theme[scheme].onAccent));
    }
  }
  // `npm run pdf` prints this page with the print stylesheet (scripts/commands/pdf.ts): on paper, as in
  // the PDF, the initials keep the light theme's accent whatever the screen's theme.
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ media: "print", colorScheme: scheme });
    for (const monogram of monograms()) {
      await expect(monogram.first()).toHaveCSS("background-color", rgb(theme.light.accent));
      await expect(monogram.first()).toHaveCSS("color", rgb(theme.light.onAccent));
    }
  }
});

test("a project's dialog, its gallery and the Not Found screen speak Spanish", async ({ page }) => {
  await open(page, "/projects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proyectos destacados");
  await page.getByRole("main").getByRole("link", { name: "Tiny", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Tiny" });
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText([
    "Resumen",
    "Habilidades usadas",
    "Galería",
    "Logros personales",
  ]);
  await expect(dialog.getByRole("heading", { level: 4, name: "Front end" })).toBeVisible();
  const carousel = dialog.getByRole("region", { name: "Imágenes de Tiny" });
  // What a screen reader calls the gallery and its images, in Spanish too.
  await expect(carousel).toHaveAttribute("aria-roledescription", "carrusel");
  await expect(carousel.getByRole("group", { name: "1 de 2" })).toBeAttached();
  await expect(carousel.getByRole("group", { name: "1 de 2" })).toHaveAttribute(
    "aria-roledescription",
    "diapositiva",
  );
  await expect(carousel.getByRole("button", { name: "Imagen siguiente" })).toBeVisible();
  await carousel.getByRole("button", { name: "Mostrar la imagen 2 de 2" }).click();
  await expect(carousel.getByRole("button", { name: "Mostrar la imagen 2 de 2" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page).toHaveTitle(`Tiny · ${content.profile.name}`);
  await expectNoAxeViolations(page, "Spanish project dialog");
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();

  await open(page, "/nada");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  await expect(page.getByRole("link", { name: "Ir al currículum" })).toBeVisible();
  await expect(page).toHaveTitle(`No encontrada · ${content.profile.name}`);
});
