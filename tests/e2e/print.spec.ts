import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { content, expect, expectEveryAccordionOpen, pdfText, siteDist, test, visit } from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAX_PAGES = 3;

test.describe("print", () => {
  test("the resume prints as a document: no controls, everything open, link addresses shown", async ({
    page,
  }) => {
    await page.emulateMedia({ media: "print" });
    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 1, name: content.profile.name })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.locator('[data-slot="theme-toggle"]')).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();

    // Every hard skill and every course shows, though no accordion was clicked.
    const main = page.getByRole("main");
    await expectEveryAccordionOpen(main);

    const job = content.experience.find((entry) => entry.url);
    if (!job?.url) throw new Error("the sample has no job with a link");
    const after = await main
      .getByRole("link", { name: job.company })
      .evaluate((link) => getComputedStyle(link, "::after").content);
    expect(after).toContain(job.url);
    const entryBreak = await main
      .locator(".entry")
      .first()
      .evaluate((entry) => getComputedStyle(entry).breakInside);
    expect(entryBreak).toBe("avoid");

    // Back on screen, the accordions are closed again.
    await page.emulateMedia({ media: "screen" });
    await expect(
      main.getByText(content.education[0]?.courses?.[0]?.courses[0]?.title ?? "", { exact: true }),
    ).toBeHidden();
  });

  for (const paper of ["a4", "letter"] as const) {
    test(`npm run pdf writes the resume on ${paper}: at most ${MAX_PAGES} pages of searchable text`, async ({
      page: _page,
    }, testInfo) => {
      test.slow();
      const out = testInfo.outputPath(`resume-${paper}.pdf`);
      execFileSync(
        path.join(ROOT, "node_modules/.bin/tsx"),
        ["scripts/pdf.ts", "--paper", paper, "--out", out, "--dist", siteDist],
        {
          cwd: ROOT,
          stdio: "pipe",
        },
      );
      const pages = await pdfText(new Uint8Array(readFileSync(out)));
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.length).toBeLessThanOrEqual(MAX_PAGES);
      const text = pages.join(" ");
      const { profile } = content;
      for (const expected of [
        profile.name,
        profile.label,
        profile.email,
        ...profile.profiles.map((link) => link.url),
        ...content.experience.map((job) => job.company),
        ...content.education.map((school) => school.institution),
        ...content.education.flatMap((school) =>
          (school.courses ?? []).flatMap((g) => g.courses.map((c) => c.title)),
        ),
        profile.hardSkills.at(-1)?.lists.at(-1)?.items.at(-1) ?? "",
      ])
        expect(text).toContain(expected);
      expect(text).not.toMatch(/Skip to content|Click a group/);
    });
  }
});
