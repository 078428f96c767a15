/**
 * A site moved in from LinkedIn's data export (tests/fixtures/linkedin-export/), imported and
 * built as an owner would, with no edit: every position, school, certification and project
 * the export holds is on it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { entry, fixtureSite, section, testFixtureSite } from "./fixture-site";
import {
  expect,
  expectNoAxeViolations,
  projectCard,
  projectDialog,
  scrollsSideways,
  visit,
} from "./fixtures";

const test = testFixtureSite("linkedin");
const EXPORT = fixtureSite("linkedin").importFrom;

/** The rows of one of the export's files, read as the import reads them. */
const rows = (file: string): Record<string, string>[] =>
  parse(readFileSync(path.join(EXPORT, file), "utf8"), { columns: true, bom: true, skip_empty_lines: true });

test.describe("a site moved in from LinkedIn's export, unedited", () => {
  test("the Resume shows every position, school and certification @both-sizes", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      "Noor Haddad-Lindqvist",
    );
    // The pin stays beside the place's first word, though the place (three parts) wraps on a phone.
    const { pin, firstLine } = await page.locator(".banner-location").evaluate((location) => {
      const words = [...location.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const range = document.createRange();
      if (words) range.selectNodeContents(words);
      return {
        pin: location.querySelector("svg")?.getBoundingClientRect().toJSON(),
        firstLine: range.getClientRects()[0]?.toJSON(),
      };
    });
    expect(firstLine.left - pin.right).toBeGreaterThanOrEqual(0);
    expect(firstLine.left - pin.right).toBeLessThan(12);
    expect(pin.top + pin.height / 2).toBeGreaterThan(firstLine.top);
    expect(pin.top + pin.height / 2).toBeLessThan(firstLine.bottom);
    const experience = section(page, "Experience");
    for (const position of rows("Positions.csv")) {
      const job = entry(experience, position["Company Name"] ?? "");
      await expect(job).toBeVisible();
      await expect(job).toContainText(position.Title ?? "");
    }
    const education = section(page, "Education");
    for (const school of rows("Education.csv"))
      await expect(entry(education, school["School Name"] ?? "")).toBeVisible();
    const certifications = section(page, "Certifications");
    for (const certification of rows("Certifications.csv"))
      await expect(certifications).toContainText(certification.Name ?? "");
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page, "LinkedIn Resume");
  });

  test("a position described in Arabic reads right to left on the English page, its full stop at its left", async ({
    page,
  }) => {
    await visit(page, "/");
    const arabic = rows("Positions.csv").find((row) => /\p{Script=Arabic}/u.test(row.Description ?? ""));
    const description = section(page, "Experience").getByText(arabic?.Description ?? "", { exact: true });
    await expect(description).toBeVisible();
    const { direction, stop, words } = await description.evaluate((block) => {
      const text = block.firstChild as Text;
      const range = document.createRange();
      const at = (start: number, end: number) => {
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect().toJSON();
      };
      const length = text.data.length;
      return {
        direction: getComputedStyle(block).direction,
        stop: at(length - 1, length),
        words: at(0, length - 1),
      };
    });
    expect(direction).toBe("rtl");
    expect(stop.right).toBeLessThanOrEqual(words.left + 1);
  });

  test("every project opens in its dialog", async ({ page }) => {
    await visit(page, "/projects");
    for (const project of rows("Projects.csv")) {
      const title = project.Title ?? "";
      await projectCard(page, title).click();
      const dialog = projectDialog(page, title);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText((project.Description ?? "").split("\n")[0] ?? "");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  });
});
