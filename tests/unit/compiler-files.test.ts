/**
 * What the compiler checks of the files content points at: images decoded as the build will
 * decode them, photos turned upright, animations, and links out of the content folder. The
 * images are made in each test's tree (with sharp, or by hand where sharp would take long).
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { formatHuman } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { encodeVariant } from "../../scripts/compiler/images/images.ts";
import { at, contentTree, temporaryFolder } from "./fixtures.ts";

const compile = (dir: string) => compileContent({ contentDir: dir, cwd: dir });

async function diagnosticsOf(dir: string) {
  const result = await compile(dir);
  if (result.ok) throw new Error(`${dir} compiled, but should not have`);
  return result.diagnostics.map(({ hint: _hint, ...rest }) => rest);
}

/** Where valid-minimal's project uses images/shot.png. */
const SHOT = ["projects/tiny.md", 4, 10, "images[0].src"] as const;
/** Where valid-minimal's profile uses its photo. */
const PHOTO = ["profile.yaml", 4, 8, "photo.src"] as const;

/** A PNG of random pixels: nothing to compress, so cutting it anywhere loses pixels. */
function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A valid black PNG of any size, one bit per pixel: 30000×30000 is 110 KB on disk. Written
 * by hand: sharp takes many seconds to compress so many pixels.
 */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter type 0, then width bits of zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

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

describe("images are decoded as the build will decode them", () => {
  it("refuses a PNG cut short after its header, or in its pixels", async () => {
    const dir = contentTree("valid-minimal");
    const png = await noisePng(160, 100);
    writeFileSync(path.join(dir, "images/shot.png"), png.subarray(0, 33)); // signature and IHDR
    writeFileSync(path.join(dir, "images/photo.png"), png.subarray(0, png.length - 500));
    expect(await diagnosticsOf(dir)).toEqual([
      at(...PHOTO, "expected an image the build can decode, could not decode images/photo.png"),
      at(...SHOT, "expected an image the build can decode, could not decode images/shot.png"),
    ]);
  });

  it("refuses an image of more than 50 megapixels, naming the limit", async () => {
    const dir = contentTree("valid-minimal");
    const file = path.join(dir, "images/shot.png");
    // 256 megapixels, which sharp itself would decode (its own limit is 16383×16383).
    writeFileSync(file, blackPng(16000, 16000));
    // The build's encoder refuses it: this is what validate now reports first.
    await expect(
      encodeVariant({ file, width: 160, format: "webp" }, temporaryFolder("images")),
    ).rejects.toThrow("Input image exceeds pixel limit");
    expect(await diagnosticsOf(dir)).toEqual([
      at(
        ...SHOT,
        "expected an image of at most 50 megapixels, got 16000×16000 (256 megapixels) in images/shot.png",
      ),
    ]);
  });

  it("refuses an image file of more than 50 MB, without reading it", async () => {
    const dir = contentTree("valid-minimal");
    const file = path.join(dir, "images/shot.png");
    // A small picture and 51 MB after it (a sparse file: nothing is written to disk).
    truncateSync(file, 51 * 1024 * 1024);
    expect(await diagnosticsOf(dir)).toEqual([
      at(...SHOT, "expected an image file of at most 50 MB, got 51 MB in images/shot.png"),
    ]);
  });

  it("refuses an image whose bytes are not the format its name says, naming what they are", async () => {
    const dir = contentTree("valid-minimal");
    const picture = sharp({ create: { width: 160, height: 100, channels: 3, background: "#0f766e" } });
    // A scan saved as TIFF, and a photo saved as JPEG, each named .png.
    writeFileSync(path.join(dir, "images/shot.png"), await picture.clone().tiff().toBuffer());
    writeFileSync(path.join(dir, "images/photo.png"), await picture.clone().jpeg().toBuffer());
    const result = await compile(dir);
    if (result.ok) throw new Error("compiled images named for another format");
    expect(result.diagnostics).toEqual([
      {
        ...at(...PHOTO, "expected a PNG image, as its name .png says, got a JPEG file in images/photo.png"),
        hint: "rename it images/photo.jpg, here and in the folder: the site is served with the type its name says",
      },
      {
        ...at(
          ...SHOT,
          "expected a PNG image, as its name .png says, got a TIFF file in images/shot.png, which browsers do not show",
        ),
        hint: "convert it to PNG, JPEG, WebP or AVIF (an image editor's Export or Save As does), and name it for its format",
      },
    ]);
  });

  it("checks an image again when it changes, as the dev server recompiles", async () => {
    const dir = contentTree("valid-minimal");
    const file = path.join(dir, "images/shot.png");
    const png = await noisePng(160, 100);
    writeFileSync(file, png);
    expect((await compile(dir)).ok).toBe(true);
    writeFileSync(file, png.subarray(0, png.length - 500));
    expect(await diagnosticsOf(dir)).toEqual([
      at(...SHOT, "expected an image the build can decode, could not decode images/shot.png"),
    ]);
    writeFileSync(file, png);
    expect((await compile(dir)).ok).toBe(true);
  });
});

describe("photos are shown upright", () => {
  it("records a photo stored sideways at the size it is shown", async () => {
    const result = await compile(await withSidewaysPhoto());
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.content.profile.photo).toMatchObject({ width: 200, height: 400 });
    expect(result.content.profile.photo?.sources?.[0]?.srcset).toBe(
      "images/photo.128w.avif 128w, images/photo.200w.avif 200w",
    );
  });

  it.each(["webp", "avif"] as const)("turns the pixels of its %s variants upright", async (format) => {
    const dir = await withSidewaysPhoto();
    const encoded = await encodeVariant(
      { file: path.join(dir, "images/photo.jpg"), width: 100, format },
      temporaryFolder("images"),
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

describe("animated images", () => {
  it("warn that the site shows only the first frame, and still compile", async () => {
    const dir = contentTree("valid-minimal");
    const frames = await Promise.all(
      ["#4f46e5", "#0d9488", "#e11d48"].map((background) =>
        sharp({ create: { width: 160, height: 100, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    writeFileSync(
      path.join(dir, "images/shot.gif"),
      await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer(),
    );
    const project = path.join(dir, "projects/tiny.md");
    writeFileSync(project, readFileSync(project, "utf8").replace("images/shot.png", "images/shot.gif"));
    const result = await compile(dir);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.warnings).toEqual([
      {
        file: SHOT[0],
        line: SHOT[1],
        column: SHOT[2],
        path: SHOT[3],
        message:
          "expected a still image, got an animation of 3 frames in images/shot.gif: the site shows only its first frame",
        hint: expect.any(String),
        severity: "warning",
      },
    ]);
    expect(result.content.projects[0]?.images[0]).toMatchObject({ width: 160, height: 100 });
  });
});

describe("links out of the content folder", () => {
  const outsideFolder = () => temporaryFolder("outside");

  it("refuses an image that links to a file outside, at the content that uses it", async () => {
    const dir = contentTree("valid-minimal");
    const elsewhere = outsideFolder();
    writeFileSync(path.join(elsewhere, "photo.png"), readFileSync(path.join(dir, "images/photo.png")));
    rmSync(path.join(dir, "images/photo.png"));
    symlinkSync(path.join(elsewhere, "photo.png"), path.join(dir, "images/photo.png"));
    expect(await diagnosticsOf(dir)).toEqual([
      at(
        ...PHOTO,
        "expected an image inside the content folder, got images/photo.png, a link to a file outside it",
      ),
    ]);
  });

  it("refuses a content file that links outside, without reading or printing what it points at", async () => {
    const dir = contentTree("valid-minimal");
    const elsewhere = outsideFolder();
    const secret = path.join(elsewhere, "settings.yaml");
    writeFileSync(secret, "title: About me\napi_key: sk-live-0123456789\n");
    rmSync(path.join(dir, "about.yaml"));
    symlinkSync(secret, path.join(dir, "about.yaml"));
    const result = await compile(dir);
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

  it("refuses the files of a folder that links outside", async () => {
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
    const result = await compile(dir);
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

  it("refuses any other link out of the folder, to a file or a folder, at the link, without following it", async () => {
    const dir = contentTree("valid-minimal");
    const elsewhere = outsideFolder();
    const secret = path.join(elsewhere, "secret.txt");
    writeFileSync(secret, "api_key: sk-live-0123456789\n");
    writeFileSync(path.join(elsewhere, "draft.md"), "---\ntitle: Draft\n---\nsecret: 42\n");
    symlinkSync(secret, path.join(dir, "images/x.png"));
    symlinkSync("/", path.join(dir, "images/everything"));
    symlinkSync(secret, path.join(dir, "images/notes.txt"));
    // A project file that links out: refused once, where the project is read.
    symlinkSync(path.join(elsewhere, "draft.md"), path.join(dir, "projects/draft.md"));
    // Not content: what is hidden (the old content `npm run new --force` sets aside), and a
    // link that leads nowhere.
    mkdirSync(path.join(dir, ".replaced"));
    symlinkSync(secret, path.join(dir, ".replaced/notes.txt"));
    symlinkSync(path.join(elsewhere, "gone.png"), path.join(dir, "images/gone.png"));
    const result = await compile(dir);
    if (result.ok) throw new Error("compiled with links out of the folder");
    const unused = "expected only files inside the content folder, got a link to a file or folder outside it";
    expect(result.diagnostics.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      at("images/everything", 1, 1, "", unused),
      at("images/notes.txt", 1, 1, "", unused),
      at("images/x.png", 1, 1, "", unused),
      at(
        "projects/draft.md",
        1,
        1,
        "",
        "expected a file inside the content folder, got a link to a file outside it",
      ),
    ]);
    expect(result.diagnostics[0]?.hint).toBe("put the file itself at images/everything, or remove the link");
    expect(formatHuman(result.diagnostics, { colour: false, cwd: dir })).not.toMatch(/sk-live|secret: 42/);
  });

  it("allows links that stay inside the content folder", async () => {
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
    const result = await compile(dir);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.assets.get("images/portrait.png")).toBe(path.join(dir, "images/portrait.png"));
  });
});

describe("Markdown bodies", () => {
  it("refuse control characters, located at the character", async () => {
    const dir = contentTree("valid-minimal");
    const project = path.join(dir, "projects/tiny.md");
    writeFileSync(project, readFileSync(project, "utf8").replace("small project", "small\u0007 project"));
    expect(await diagnosticsOf(dir)).toEqual([
      at("projects/tiny.md", 12, 16, "", "expected text without control characters, got U+0007"),
    ]);
  });
});
