import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { OG_PHOTO } from "../../scripts/vite/share/images.ts";
import { OG_IMAGE } from "../../scripts/vite/share/metadata.ts";
import { runScript, SPAWN_TIMEOUT } from "./command.ts";
import { contentTree, latinOnlyFonts, temporaryFolder } from "./fixtures.ts";

type Built = { output: string; preview: Image; icon: Image };
/** A build that failed: its exit code, what it printed and the folder it did not write. */
type Failed = { code: number | null; output: string; out: string };
type Image = { data: Buffer; width: number; height: number; channels: number };

async function pixelsOf(file: string): Promise<Image> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The colours of an image's pixels in a rectangle, each once. */
function coloursIn(image: Image, left: number, top: number, right: number, bottom: number): Set<string> {
  const colours = new Set<string>();
  for (let y = Math.round(top); y < bottom; y++)
    for (let x = Math.round(left); x < right; x++) {
      const at = (y * image.width + x) * image.channels;
      colours.add(image.data.subarray(at, at + 3).toString("hex"));
    }
  return colours;
}

/** Whether a colour (hex, rrggbb) is as dark as the preview's text: no channel above 150 of 255. */
const dark = (colour: string) =>
  (colour.match(/../g) ?? []).every((channel) => Number.parseInt(channel, 16) < 150);

/** Where the preview's name and title go: right of the badge, above its bottom margin. */
const TEXT_AREA = [
  OG_PHOTO.left + OG_PHOTO.size + 40,
  20,
  OG_IMAGE.width - 20,
  OG_IMAGE.height - 20,
] as const;

describe("the link preview on a machine without fonts for some of the owner's text", () => {
  let fonts = "";
  const built: { chinese: Failed | undefined } & Record<"emoji" | "plain", Built | undefined> = {
    chinese: undefined,
    emoji: undefined,
    plain: undefined,
  };

  /** Builds valid-spanish (no photo: the initials in its place) with this name and title, on the Latin-only machine. */
  async function run(name: string, label: string) {
    const content = contentTree("valid-spanish");
    const profile = path.join(content, "profile.yaml");
    writeFileSync(
      profile,
      readFileSync(profile, "utf8")
        .replace("name: Robin Vale", `name: ${name}`)
        .replace("label: Software Developer", `label: "${label}"`),
    );
    const out = path.join(temporaryFolder("og-fonts"), "dist");
    const done = await runScript("commands/build.ts", ["--content", content, "--out", out], {
      env: { FONTCONFIG_FILE: fonts, CI: "" },
    });
    return { code: done.code, output: `${done.stdout}${done.stderr}`, out };
  }

  async function build(name: string, label: string): Promise<Built> {
    const { code, output, out } = await run(name, label);
    if (code !== 0) throw new Error(output);
    return {
      output,
      preview: await pixelsOf(path.join(out, "og-image.png")),
      icon: await pixelsOf(path.join(out, "apple-touch-icon.png")),
    };
  }

  beforeAll(async () => {
    fonts = latinOnlyFonts();
    // One at a time: each build is a process of its own.
    built.chinese = await run("王小明", "エンジニア");
    built.emoji = await build("Robin Vale", "Software Developer 🎨");
    built.plain = await build("Robin Vale", "Software Developer");
  }, SPAWN_TIMEOUT * 3);

  test("refuses a name and title no font has, naming their letters, scripts and package, and keeps the last good site", () => {
    const { code, output } = built.chinese as Failed;
    expect(code).toBe(1);
    expect(output).toContain(
      "og-image.png: 8 characters have no font: 王, 小, 明, エ, ン, ジ, ニ, ア (Han, Katakana); install fonts-noto-cjk (on Debian or Ubuntu: sudo apt-get install fonts-noto-cjk), then build again",
    );
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join((built.chinese as Failed).out, "og-image.png"))).toBe(false);
  });

  test("draws a title whose emoji no font has as it draws the title without it, and says so", () => {
    const { output, preview } = built.emoji as Built;
    const plain = built.plain as Built;
    expect(output).toContain(
      "og-image.png leaves out what no font on this machine draws: 🎨 from the title (Software Developer 🎨). Install fonts that have it (on Debian or Ubuntu: sudo apt-get install fonts-noto-color-emoji) and build again",
    );
    expect(preview.data.equals(plain.preview.data)).toBe(true);
    // What the fonts have is drawn: the name, the title and the initials.
    expect(plain.output).not.toContain("leaves out");
    expect([...coloursIn(plain.preview, ...TEXT_AREA)].filter(dark).length).toBeGreaterThan(0);
    expect(coloursIn(plain.icon, 0, 0, plain.icon.width, plain.icon.height).size).toBeGreaterThan(1);
  });
});
