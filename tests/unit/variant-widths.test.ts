/**
 * The widths of the images' variants are said once (scripts/compiler/images/images.ts): the
 * widest of them is what the compiler's messages name, and a variant's file name is what the
 * benchmark counts.
 */
import { truncateSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import {
  FORMATS,
  type ImageFormat,
  MAX_VARIANT_WIDTH,
  VARIANT_FILE,
  variantUrl,
  variantWidths,
} from "../../scripts/compiler/images/images.ts";
import { contentTree } from "./fixtures.ts";

describe("the images' variant widths", () => {
  test("the widest any image gets is MAX_VARIANT_WIDTH", () => {
    const widths = variantWidths(["photo", "logo", "project", "about"], 100_000);
    expect(Math.max(...widths)).toBe(MAX_VARIANT_WIDTH);
  });

  test("the message for an image too large to read names the widest", async () => {
    const dir = contentTree("valid-minimal");
    // 51 MB (a sparse file: nothing is written to disk).
    truncateSync(path.join(dir, "images/shot.png"), 51 * 1024 * 1024);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    expect(result.ok ? [] : result.diagnostics.map((d) => d.hint)).toEqual([
      `save it smaller: scale it down (the site never shows an image wider than ${MAX_VARIANT_WIDTH} pixels), or save it as JPEG, WebP or AVIF`,
    ]);
  });

  test("a variant's file name is VARIANT_FILE's, in each format, and an original's is not", () => {
    for (const format of Object.keys(FORMATS) as ImageFormat[])
      expect(variantUrl("images/José a.png", MAX_VARIANT_WIDTH, format)).toMatch(VARIANT_FILE);
    expect("images/photo.png").not.toMatch(VARIANT_FILE);
    expect("images/photo.960w.png").not.toMatch(VARIANT_FILE);
  });
});
