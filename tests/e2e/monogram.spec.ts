/**
 * The initials that stand in for a missing photo (the designed absence of one), in every look,
 * at both sizes: each letter's ink clear of the circle's edge, for initials as wide as two
 * letters come (MW), in the serif look's face too. To look at them, FOLIO_SCREENSHOTS=1 saves
 * each banner (fixtures.ts, saveScreenshot).
 */

import { LOOKS } from "../../src/shared/looks.ts";
import { THEMES, testFixtureSite } from "./fixture-site";
import { expect, saveScreenshot, visit } from "./fixtures";
import { initialsSite } from "./sites";

const BOTH = { tag: "@both-sizes" };

/**
 * The least room, in CSS pixels, between the letters' ink and the circle's edge: enough to read
 * as a margin at the smallest circle (80px, the compact look on a phone), not a touch.
 */
const CLEARANCE = 6;

for (const look of LOOKS) {
  const test = testFixtureSite(initialsSite(look));

  test(
    `the ${look} look: the initials in place of the photo stay clear of their circle's edge`,
    BOTH,
    async ({ page }, testInfo) => {
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await visit(page, "/");
        const monogram = page.locator(".banner .banner-photo.monogram");
        await expect(monogram).toHaveText("MW");
        // The ink of the letters (canvas measures it in the face the page draws them in), from the
        // baseline the layout put them on, against the circle inside the border.
        const room = await monogram.evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(element);
          const line = text.getBoundingClientRect();
          const context = document.createElement("canvas").getContext("2d");
          if (!context) throw new Error("no canvas");
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const ink = context.measureText(element.textContent ?? "");
          const baseline = line.top + ink.fontBoundingBoxAscent;
          const [left, right] = [
            line.left - ink.actualBoundingBoxLeft,
            line.left + ink.actualBoundingBoxRight,
          ];
          const [top, bottom] = [
            baseline - ink.actualBoundingBoxAscent,
            baseline + ink.actualBoundingBoxDescent,
          ];
          const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
          const radius = box.width / 2 - Number.parseFloat(style.borderLeftWidth);
          const corners = [left, right].flatMap((x) =>
            [top, bottom].map((y) => Math.hypot(x - centre.x, y - centre.y)),
          );
          return radius - Math.max(...corners);
        });
        testInfo.annotations.push({ type: `room (${theme})`, description: `${room.toFixed(1)} px` });
        expect(
          room,
          `${look}, ${theme}: room between the initials and the circle's edge`,
        ).toBeGreaterThanOrEqual(CLEARANCE);
        await saveScreenshot(page, testInfo, theme, `initials-${look}`, { fullPage: false });
      }
    },
  );
}
