import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { fitText } from "../../scripts/lib/drawing.ts";
import { ogImage, previewName } from "../../scripts/vite/share/images.ts";
import { OG_IMAGE } from "../../scripts/vite/share/metadata.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { FIXTURES } from "./fixtures.ts";

/** The Japanese fixture's content, with another name when given. */
async function japanese(name?: string): Promise<SiteContent> {
  const result = await compileContent({ contentDir: `${FIXTURES}/valid-japanese` });
  if (!result.ok) throw new Error("valid-japanese does not compile");
  const { content } = result;
  return name === undefined ? content : { ...content, profile: { ...content.profile, name } };
}

/** How many pixels of the link preview are as dark as its name's ink, at or right of `x`. */
async function inkFrom(content: SiteContent, x: number): Promise<number> {
  const { data, info } = await sharp(await ogImage(content, undefined))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let y = 0; y < info.height; y++)
    for (let left = x; left < info.width; left++) {
      const at = (y * info.width + left) * info.channels;
      if ([...data.subarray(at, at + 3)].every((channel) => channel < 90)) dark++;
    }
  return dark;
}

/** The preview's right margin: its text ends 70 px from the edge; a few pixels for antialiasing. */
const RIGHT_MARGIN = OG_IMAGE.width - 64;

/** Names the estimate of 0.62 em a letter cut or drew past the edge. */
const NAMES = {
  // Kana and kanji are about 1 em: estimated at 0.62, this one ran past the picture's edge.
  japanese: "田中フィッシャー 芽衣",
  // Its last word was longer than the estimate's line, and lost its end to an ellipsis.
  latin: "Maximiliane Wilhelmina Hohenzollern-Sigmaringen",
  // Capitals wider than the average letter.
  wide: "WOLFGANG MAXIMILIAN WAWRZYNIEC BRZĘCZYSZCZYKIEWICZ",
};

describe("the link preview's text, measured with its fonts", () => {
  test.each(Object.entries(NAMES))(
    "never cuts a name (%s): it shrinks and wraps, every letter kept",
    async (_, name) => {
      const { lines } = await previewName(name);
      expect(lines.join(" ").replace(/\s+/g, "")).toBe(name.replace(/\s+/g, ""));
      expect(lines.join("")).not.toContain("…");
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(await inkFrom(await japanese(name), RIGHT_MARGIN)).toBe(0);
    },
  );

  test("sets the Japanese fixture's name on one line at the largest size, within the margin", async () => {
    const content = await japanese();
    expect(await previewName(content.profile.name)).toMatchObject({ size: 76, lines: ["山本クラウス 葵"] });
    expect(await inkFrom(content, RIGHT_MARGIN)).toBe(0);
  });

  test("breaks Japanese between words, never before its punctuation, and cuts only what cannot fit, with an ellipsis", async () => {
    const title = "フロントエンドエンジニア、デザインシステムとアクセシビリティの担当（大阪）";
    const { lines, cut } = await fitText(title, 630, [40, 28], "regular", 2);
    expect(cut).toBe(false);
    expect(lines.join("")).toBe(title);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[、。）]/);
    const long = await fitText(title.repeat(4), 630, [40, 28], "regular", 2);
    expect(long.cut).toBe(true);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1]).toMatch(/…$/);
  });
});
