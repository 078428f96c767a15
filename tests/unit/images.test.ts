import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { encodeVariant, variantUrl, variantWidths } from "../../scripts/content/images.ts";
import { temporaryFolder } from "./fixtures.ts";

const PHOTO = path.resolve("tests/fixtures/valid-minimal/images/shot.png");

describe("image variants", () => {
  test("get the widths their uses need, never wider than the image", () => {
    expect(variantWidths(["logo"], 256)).toEqual([48, 96, 144]);
    expect(variantWidths(["photo"], 200)).toEqual([128, 200]);
    expect(variantWidths(["project", "about"], 2000)).toEqual([160, 480, 960]);
  });

  test("are named after the image, their width and format", () => {
    expect(variantUrl("images/projects/my shot.png", 480, "avif")).toBe(
      "images/projects/my%20shot.480w.avif",
    );
  });

  test("are encoded at their width and format, then read from the cache", async () => {
    const cacheDir = temporaryFolder("images");
    const variant = { file: PHOTO, width: 80, format: "webp" } as const;

    const encoded = await encodeVariant(variant, cacheDir);
    const metadata = await sharp(encoded).metadata();
    expect([metadata.format, metadata.width]).toEqual(["webp", 80]);
    const avif = await sharp(await encodeVariant({ ...variant, format: "avif" }, cacheDir)).metadata();
    expect([avif.format, avif.width]).toEqual(["heif", 80]);

    const cached = readdirSync(cacheDir).filter((name) => name.endsWith(".webp"));
    expect(cached).toHaveLength(1);
    // A second build reads the cache instead of encoding again.
    writeFileSync(path.join(cacheDir, cached[0] ?? ""), "cached");
    expect((await encodeVariant(variant, cacheDir)).toString()).toBe("cached");
  });
});
