/**
 * Chinese, Japanese and Korean text read on a phone. A Japanese original
 * (tests/fixtures/valid-japanese): Japanese may break between any two characters, but a name
 * breaks only where it has a space. A Korean owner's site (valid-korean): Korean breaks only
 * between its words, as Korean is written.
 */
import type { Locator } from "@playwright/test";
import { testFixtureSite } from "./fixture-site";
import { expect, scrollsSideways, visit } from "./fixtures";

const test = testFixtureSite("valid-japanese");
const koreanTest = testFixtureSite("valid-korean");

const NAME = "山本クラウス 葵";
/** A phone's width (WCAG's reflow width), and the narrowest phones' (a foldable's cover screen). */
const PHONE_WIDTHS = [320, 280];

/**
 * The text of each line `locator`'s text is laid out on, in order, each without its spaces at
 * the ends: the name's own letters, not its reading set over it (ruby's `rt`, and `rp`) nor
 * its Latin form under it.
 */
async function lineTexts(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("rt, rp, .banner-latin-name")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        const letter = text.charAt(index);
        const last = lines.at(-1);
        // A new line starts lower than half a line below the last one's top.
        if (last && box.top < last.top + box.height / 2) last.text += letter;
        else lines.push({ top: box.top, text: letter });
      }
    }
    return lines.map((line) => line.text.trim()).filter(Boolean);
  });
}

test("the name breaks only at its space on a phone, never inside the surname", async ({ page }) => {
  const words = NAME.split(" ");
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/");
    const name = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(name).toContainText(words[0] ?? NAME);
    const lines = await lineTexts(name);
    // Every line is whole words of the name: `山本クラウス` / `葵`, not `山本クラ` / `ウス 葵`.
    for (const line of lines)
      expect(words, `${lines.join(" / ")} at ${width} px`).toEqual(expect.arrayContaining(line.split(" ")));
    expect(lines.join(" ")).toBe(NAME);
    expect(await scrollsSideways(page), `at ${width} px`).toBe(false);
  }
});

koreanTest("Korean text breaks only between words on a phone, never inside one", async ({ page }) => {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("한서윤");
    // The summary, a job's summary and its highlights: each wraps onto several lines at this
    // width, and every line is whole words of the text (`컴포넌트`, never `컴` / `포넌트`).
    for (const text of [
      main.getByText(/^디자인 시스템과/),
      main.getByText(/^플랫폼 팀에서/),
      main.getByText(/^공통 컴포넌트 라이브러리를/),
    ]) {
      const words = ((await text.textContent()) ?? "").split(/\s+/).filter(Boolean);
      const lines = await lineTexts(text);
      expect(lines.length, `${lines.join(" / ")} at ${width} px`).toBeGreaterThan(1);
      for (const line of lines)
        expect(words, `${lines.join(" / ")} at ${width} px`).toEqual(
          expect.arrayContaining(line.split(/\s+/)),
        );
      expect(lines.join(" ")).toBe(words.join(" "));
    }
    expect(await scrollsSideways(page), `at ${width} px`).toBe(false);
  }
});
