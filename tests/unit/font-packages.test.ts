import { describe, expect, test } from "vitest";
import { isInstalled, main } from "../../scripts/commands/fonts.ts";
import { missingFontsLine, neededPackages, scriptOf } from "../../scripts/lib/font-packages.ts";
import { runMain } from "./command.ts";
import { contentTree } from "./fixtures.ts";

/** What `npm run fonts -- --packages` prints for a fixture laid over the minimal site. */
async function packagesOf(fixture: string) {
  const run = await runMain(main, ["--packages", "--content", contentTree(fixture)]);
  expect(run.code, run.stderr).toBe(0);
  return run.stdout;
}

describe("the font packages the content needs (npm run fonts)", () => {
  test("none for English, German and Russian, nor for arrows and marks every font has", async () => {
    expect(await packagesOf("valid-minimal")).toBe("");
    expect(neededPackages("Grüße aus Köln · Привет — Ελλάδα ↩ © 5 €")).toEqual([]);
  });

  test("the CJK fonts for Japanese, the core fonts for Arabic, one line of package names", async () => {
    expect(await packagesOf("valid-japanese")).toBe("fonts-noto-cjk\n");
    expect(await packagesOf("valid-arabic")).toBe("fonts-noto-core\n");
  });

  test("the CJK fonts for a site in Korean whose owner wrote in English: its interface words are Hangul", async () => {
    expect(await packagesOf("valid-korean")).toBe("fonts-noto-cjk\n");
  });

  test("each script's package, once, in one order: CJK punctuation and full-width forms, Hebrew, Thai, emoji", () => {
    expect(neededPackages("「」（）")).toEqual(["fonts-noto-cjk"]);
    expect(neededPackages("שלום สวัสดี 🎨 데이터 שלום")).toEqual([
      "fonts-noto-cjk",
      "fonts-noto-core",
      "fonts-noto-color-emoji",
    ]);
  });

  test("names the scripts and the packages of a site's text, without --packages", async () => {
    const run = await runMain(main, ["--content", contentTree("valid-japanese")]);
    expect(run.stdout).toMatch(/ is written in Han, Hiragana, Katakana, Latin\n/);
    expect(run.stdout).toContain(
      "fonts it needs, on Debian or Ubuntu: sudo apt-get install fonts-noto-cjk\n",
    );
  });

  test("with --missing, only the packages dpkg does not list as installed", async () => {
    for (const fixture of ["valid-japanese", "valid-arabic"]) {
      const content = contentTree(fixture);
      const all = (await runMain(main, ["--packages", "--content", content])).stdout.trim().split(" ");
      const missing = await runMain(main, ["--packages", "--missing", "--content", content]);
      expect(missing.code).toBe(0);
      const notInstalled = all.filter((name) => !isInstalled(name));
      expect(missing.stdout).toBe(notInstalled.length > 0 ? `${notInstalled.join(" ")}\n` : "");
    }
    // This machine prints with the CJK fonts (fonts-noto-cjk) and has no package of that name.
    expect(isInstalled("fonts-noto-cjk")).toBe(true);
    expect(isInstalled("no-such-package-of-fonts")).toBe(false);
  });

  test("refuses content that does not compile, with its located errors", async () => {
    const run = await runMain(main, ["--packages", "--content", contentTree("invalid-date-format")]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/\.yaml:\d+:\d+ error/);
  });
});

describe("the line naming characters without a font", () => {
  test("counts them, shows the first ten, names their scripts and the packages", () => {
    const missing = Array.from("山本クラウス葵大阪府のプ");
    expect(missingFontsLine("dist/resume.pdf", missing)).toBe(
      "dist/resume.pdf: 12 characters have no font: 山, 本, ク, ラ, ウ, ス, 葵, 大, 阪, 府, … (Han, Katakana, Hiragana); install fonts-noto-cjk (on Debian or Ubuntu: sudo apt-get install fonts-noto-cjk)",
    );
    expect(missingFontsLine("og-image.png", ["ب", "🎨"])).toBe(
      "og-image.png: 2 characters have no font: ب, 🎨 (Arabic); install fonts-noto-core fonts-noto-color-emoji (on Debian or Ubuntu: sudo apt-get install fonts-noto-core fonts-noto-color-emoji)",
    );
  });

  test("knows each character's script, CJK punctuation as Common", () => {
    expect(["田", "か", "カ", "한", "ب", "ש", "ก", "a", "、"].map(scriptOf)).toEqual([
      "Han",
      "Hiragana",
      "Katakana",
      "Hangul",
      "Arabic",
      "Hebrew",
      "Thai",
      "Latin",
      "Common",
    ]);
  });
});
