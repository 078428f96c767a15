/**
 * What the compiler checks of the files content points at: photos turned upright, and links
 * out of the content folder. The images are made in each test's tree with sharp.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/content/compile.ts";
import { formatHuman } from "../../scripts/content/diagnostics.ts";
import { encodeVariant } from "../../scripts/content/images.ts";
import { contentTree } from "./fixtures.ts";

const compile = (dir: string) => compileContent({ contentDir: dir, cwd: dir });

function diagnosticsOf(dir: string) {
  const result = compile(dir);
  if (result.ok) throw new Error(`${dir} compiled, but should not have`);
  return result.diagnostics.map(({ hint: _hint, ...rest }) => rest);
}

const at = (file: string, line: number, column: number, path: string, message: string) => ({
  file,
  line,
  column,
  path,
  message,
});

/** Where valid-minimal's profile uses its photo. */
const PHOTO = ["profile.yaml", 4, 8, "photo.src"] as const;

/** A 400×200 JPEG, red on the left and blue on the right, that a phone says to show turned: 200×400. */
function sidewaysJpeg(): Promise<Buffer> {
  const width = 400;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
  // Orientation 6: turn 90° clockwise to show it, so the stored left half is shown on top.
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The tree with the photo at images/photo.jpg. */
async function withSidewaysPhoto(): Promise<string> {
  const dir = contentTree("valid-minimal");
  writeFileSync(path.join(dir, "images/photo.jpg"), await sidewaysJpeg());
  const profile = path.join(dir, "profile.yaml");
  writeFileSync(profile, readFileSync(profile, "utf8").replace("images/photo.png", "images/photo.jpg"));
  return dir;
}

describe("photos are shown upright", () => {
  it("records a photo stored sideways at the size it is shown", async () => {
    const result = compile(await withSidewaysPhoto());
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.content.profile.photo).toMatchObject({ width: 200, height: 400 });
    expect(result.content.profile.photo.sources?.[0]?.srcset).toBe(
      "images/photo.128w.avif 128w, images/photo.200w.avif 200w",
    );
  });

  it.each(["webp", "avif"] as const)("turns the pixels of its %s variants upright", async (format) => {
    const dir = await withSidewaysPhoto();
    const encoded = await encodeVariant(
      { file: path.join(dir, "images/photo.jpg"), width: 100, format },
      mkdtempSync(path.join(tmpdir(), "images-")),
    );
    const metadata = await sharp(encoded).metadata();
    expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([100, 200, 1]);
    const { data } = await sharp(encoded).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 100 + x) * 3, (y * 100 + x) * 3 + 3)];
    // Red on top, blue below, as the phone showed it.
    expect(pixel(50, 20).map((v) => v > 128)).toEqual([true, false, false]);
    expect(pixel(50, 180).map((v) => v > 128)).toEqual([false, false, true]);
  });
});

describe("links out of the content folder", () => {
  const outsideFolder = () => mkdtempSync(path.join(tmpdir(), "outside-"));

  it("refuses an image that links to a file outside, at the content that uses it", () => {
    const dir = contentTree("valid-minimal");
    const elsewhere = outsideFolder();
    writeFileSync(path.join(elsewhere, "photo.png"), readFileSync(path.join(dir, "images/photo.png")));
    rmSync(path.join(dir, "images/photo.png"));
    symlinkSync(path.join(elsewhere, "photo.png"), path.join(dir, "images/photo.png"));
    expect(diagnosticsOf(dir)).toEqual([
      at(
        ...PHOTO,
        "expected an image inside the content folder, got images/photo.png, a link to a file outside it",
      ),
    ]);
  });

  it("refuses a content file that links outside, without reading or printing what it points at", () => {
    const dir = contentTree("valid-minimal");
    const elsewhere = outsideFolder();
    const secret = path.join(elsewhere, "settings.yaml");
    writeFileSync(secret, "title: About me\napi_key: sk-live-0123456789\n");
    rmSync(path.join(dir, "about.yaml"));
    symlinkSync(secret, path.join(dir, "about.yaml"));
    const result = compile(dir);
    if (result.ok) throw new Error("compiled through a link");
    expect(result.diagnostics.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      at(
        "about.yaml",
        1,
        1,
        "",
        "expected a file inside the content folder, got a link to a file outside it",
      ),
    ]);
    expect(formatHuman(result.diagnostics, { colour: false, cwd: dir })).not.toContain("sk-live");
  });

  it("refuses the files of a folder that links outside", () => {
    const dir = contentTree("valid-minimal");
    const elsewhere = outsideFolder();
    mkdirSync(path.join(elsewhere, "projects"));
    writeFileSync(
      path.join(elsewhere, "projects/tiny.md"),
      readFileSync(path.join(dir, "projects/tiny.md"), "utf8").replace(
        "title: Tiny",
        "title: Tiny\nsecret: 42",
      ),
    );
    rmSync(path.join(dir, "projects"), { recursive: true });
    symlinkSync(path.join(elsewhere, "projects"), path.join(dir, "projects"));
    const result = compile(dir);
    if (result.ok) throw new Error("compiled through a link");
    expect(result.diagnostics.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      at(
        "projects/tiny.md",
        1,
        1,
        "",
        "expected a file inside the content folder, got a link to a file outside it",
      ),
    ]);
    expect(formatHuman(result.diagnostics, { colour: false, cwd: dir })).not.toContain("secret");
  });

  it("allows links that stay inside the content folder", () => {
    const dir = contentTree("valid-minimal");
    symlinkSync("photo.png", path.join(dir, "images/portrait.png"));
    mkdirSync(path.join(dir, ".drafts"));
    const profile = path.join(dir, "profile.yaml");
    writeFileSync(
      path.join(dir, ".drafts/profile.yaml"),
      readFileSync(profile, "utf8").replace("images/photo.png", "images/portrait.png"),
    );
    rmSync(profile);
    symlinkSync(".drafts/profile.yaml", profile);
    const result = compile(dir);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.assets.get("images/portrait.png")).toBe(path.join(dir, "images/portrait.png"));
  });
});

describe("Markdown bodies", () => {
  it("refuse control characters, located at the character", () => {
    const dir = contentTree("valid-minimal");
    const project = path.join(dir, "projects/tiny.md");
    writeFileSync(project, readFileSync(project, "utf8").replace("small project", "small\u0007 project"));
    expect(diagnosticsOf(dir)).toEqual([
      at("projects/tiny.md", 12, 16, "", "expected text without control characters, got U+0007"),
    ]);
  });
});
