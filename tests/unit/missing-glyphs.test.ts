/**
 * The PDF's own look for boxes (scripts/pdf/missing-glyphs.ts, boxGlyphs): a character no font
 * has is drawn as its font's .notdef, and counted; a shaped script's glyphs that map to no
 * character are not boxes, and are not counted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { expect, test } from "vitest";
import { CHROMIUM_FLAGS, startChromium } from "../../scripts/lib/chromium.ts";
import { boxGlyphs } from "../../scripts/pdf/missing-glyphs.ts";
import { SPAWN_TIMEOUT } from "./command.ts";
import { FIXTURES, latinOnlyFonts } from "./fixtures.ts";

/** `html` printed by Chromium on A4, with the fonts fontconfig's `fontsFile` gives it. */
async function printed(html: string, fontsFile: string): Promise<Uint8Array> {
  const browser = await startChromium((executablePath) =>
    chromium.launch({
      executablePath,
      args: [...CHROMIUM_FLAGS],
      env: { ...process.env, FONTCONFIG_FILE: fontsFile },
    }),
  );
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return new Uint8Array(await page.pdf({ format: "A4", tagged: true }));
  } finally {
    await browser.close();
  }
}

test("counts each character a stylesheet draws where no font has it: a box in the PDF", {
  timeout: SPAWN_TIMEOUT,
}, async () => {
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><style>
    h1::after { content: " 日本"; }
  </style><h1>Ada Fernsby</h1><p>Nothing but Latin letters in the text.</p></html>`;
  expect(await boxGlyphs(await printed(page, latinOnlyFonts()))).toBe(2);
});

test("counts none in Hindi set in Noto Sans Devanagari, whose shaped glyphs map to no character", async () => {
  const pdf = new Uint8Array(readFileSync(path.join(FIXTURES, "pdf-devanagari", "hindi.pdf")));
  expect(await boxGlyphs(pdf)).toBe(0);
});
