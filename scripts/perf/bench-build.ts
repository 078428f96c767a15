/**
 * Build time of a large portfolio: 50 projects of 6 images each, photos (JPEG) and
 * screenshots (PNG) from 1600 to 4000 pixels wide, drawn here with sharp from a fixed seed
 * (the same files every time; nothing is downloaded or copied but the fixture's YAML and small
 * images). The real build (scripts/publish/build.ts) runs twice in a fresh process each: cold, with an
 * empty image cache of its own (the owner's node_modules/.cache/folio/images is not touched), then warm, with
 * that cache. Prints both times against the budget and exits 1 when over it.
 *
 *   npm run bench:build [-- --no-budget] [-- --runs N]
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { IMAGE_CACHE_VARIABLE, VARIANT_FILE } from "../compiler/images/images.ts";
import { yamlText } from "../content/content-tree.ts";
import { parseOptions, runAsCommand } from "../lib/command.ts";

const USAGE = "usage: bench-build.ts [--no-budget] [--runs N]";

/** What the project's performance goal allows, on two cores. */
export const BUDGET_S = { cold: 60, warm: 5 };
export const PROJECTS = 50;
export const IMAGES_PER_PROJECT = 6;

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/valid-full");
const WORK = path.join(ROOT, ".cache/bench-build");
const CONTENT = path.join(WORK, "content");
/** Bump when the generated set changes, so an older one is drawn again. */
const SET_VERSION = "1";
const STAMP = path.join(CONTENT, ".bench-set");

/** Width and height ratios of the images, portrait ones included. */
const SHAPES = [
  [16, 9],
  [4, 3],
  [3, 2],
  [1, 1],
  [3, 4],
  [9, 16],
  [21, 9],
] as const;

/** Small and fast, good enough for pictures: the same numbers from the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchImage = { file: string; kind: "photo" | "screenshot"; width: number; height: number };

/** The images of the set: every third a screenshot, widths spread over 1600–4000 px. */
export function benchImages(): BenchImage[] {
  const images: BenchImage[] = [];
  const next = random(2026);
  for (let p = 0; p < PROJECTS; p++) {
    for (let i = 0; i < IMAGES_PER_PROJECT; i++) {
      const n = p * IMAGES_PER_PROJECT + i;
      const kind = n % 3 === 2 ? "screenshot" : "photo";
      const width = 1600 + Math.round((next() * 2400) / 16) * 16;
      const [w, h] = SHAPES[Math.floor(next() * SHAPES.length)] ?? [4, 3];
      const height = Math.round((width * h) / w);
      const extension = kind === "photo" ? "jpg" : "png";
      images.push({ file: `images/projects/p${p + 1}-${i + 1}.${extension}`, kind, width, height });
    }
  }
  return images;
}

/**
 * A photo-like picture: soft colour fields (a few random points spread by a smooth resize),
 * a light-to-dark slope and fine grain, as a camera's JPEG has.
 */
async function photo(image: BenchImage, seed: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const next = random(seed);
  const field = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < field.length; i++) field[i] = Math.floor(next() * 256);
  const blurred = await sharp(field, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(image.width, image.height, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = next;
  for (let y = 0; y < image.height; y++) {
    const shade = 1 - (0.35 * y) / image.height;
    const row = y * image.width * 3;
    for (let x = 0; x < image.width * 3; x++) {
      const value = (blurred[row + x] ?? 0) * shade + (grain() - 0.5) * 36;
      blurred[row + x] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(blurred, { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A screenshot-like picture: flat panels, bars and lines of "text" on a light page. */
async function screenshot(image: BenchImage, seed: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const next = random(seed);
  const { width, height } = image;
  const colours = ["#4f46e5", "#0f766e", "#b45309", "#be123c", "#1d4ed8", "#334155"];
  const pick = () => colours[Math.floor(next() * colours.length)];
  const parts = [`<rect width="${width}" height="${height}" fill="#f8fafc"/>`];
  const bar = Math.round(height * 0.06);
  parts.push(`<rect width="${width}" height="${bar}" fill="${pick()}"/>`);
  const columns = 2 + Math.floor(next() * 3);
  const gap = Math.round(width * 0.02);
  const cardWidth = (width - gap * (columns + 1)) / columns;
  for (let c = 0; c < columns; c++) {
    let y = bar + gap;
    while (y < height - gap * 3) {
      const cardHeight = Math.min(height - gap - y, Math.round(height * (0.12 + next() * 0.25)));
      const x = gap + c * (cardWidth + gap);
      parts.push(
        `<rect x="${x}" y="${y}" width="${cardWidth}" height="${cardHeight}" rx="${gap / 3}" fill="#ffffff" stroke="#cbd5e1"/>`,
      );
      const line = Math.max(6, Math.round(gap / 2));
      for (let ty = y + gap; ty + line < y + cardHeight - gap / 2; ty += line * 2) {
        const length = cardWidth * (0.3 + next() * 0.6) - gap;
        parts.push(
          `<rect x="${x + gap / 2}" y="${ty}" width="${length}" height="${line}" rx="${line / 2}" fill="${next() < 0.2 ? pick() : "#94a3b8"}"/>`,
        );
      }
      y += cardHeight + gap;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join("")}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Project n's Markdown file, with the front matter of the fixture's projects. */
export function projectMarkdown(n: number, images: BenchImage[]): string {
  const data = {
    title: `Bench Project ${n}`,
    order: n,
    images: images.map((image, i) => ({
      src: image.file,
      alt: `${image.kind === "photo" ? "Photo" : "Screenshot"} ${i + 1} of bench project ${n}, ${image.width} by ${image.height} pixels`,
      ...(i === 0 ? { caption: `The first view of bench project ${n}.` } : {}),
    })),
    skills: { front: ["TypeScript", "React"], back: ["Go"], other: ["Figma"] },
    achievements: [
      { title: "Fast pages", description: `Kept project ${n}'s pages under a second on a slow phone.` },
      { title: "Fewer steps", description: "Cut the sign-up from five screens to two." },
    ],
  };
  return `---\n${yamlText(data)}---\nBench project ${n} shows a gallery of large photos and screenshots.\n`;
}

/** Draws the content folder unless the same set is there already. */
async function generate(): Promise<BenchImage[]> {
  const images = benchImages();
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === SET_VERSION) return images;
  rmSync(CONTENT, { recursive: true, force: true });
  mkdirSync(path.join(CONTENT, "projects"), { recursive: true });
  for (const entry of readdirSync(FIXTURE)) {
    if (entry === "projects") continue;
    cpSync(path.join(FIXTURE, entry), path.join(CONTENT, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}images${path.sep}projects`),
    });
  }
  mkdirSync(path.join(CONTENT, "images/projects"), { recursive: true });
  const started = performance.now();
  for (let p = 0; p < PROJECTS; p++) {
    const own = images.slice(p * IMAGES_PER_PROJECT, (p + 1) * IMAGES_PER_PROJECT);
    await Promise.all(
      own.map(async (image, i) => {
        const seed = p * IMAGES_PER_PROJECT + i + 1;
        const bytes = image.kind === "photo" ? await photo(image, seed) : await screenshot(image, seed);
        writeFileSync(path.join(CONTENT, image.file), bytes);
      }),
    );
    writeFileSync(path.join(CONTENT, "projects", `bench-${p + 1}.md`), projectMarkdown(p + 1, own));
  }
  writeFileSync(STAMP, SET_VERSION);
  console.log(`drew ${images.length} images in ${seconds(performance.now() - started)}`);
  return images;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/**
 * CPU time (user and system, ms) of the child processes this one has waited for, from
 * /proc/self/stat (Linux); undefined elsewhere.
 */
function childrenCpu(): number | undefined {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // cutime and cstime, fields 16 and 17 of proc(5), in ticks of (almost always) 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

type Timed = { wall: number; cpu: number | undefined };

/** Runs the real build in a process of its own; its wall time and CPU time in ms. */
function build(cacheDir: string): Timed {
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/commands/build.ts", "--content", CONTENT, "--out", path.join(WORK, "dist")],
    {
      cwd: ROOT,
      env: { ...process.env, [IMAGE_CACHE_VARIABLE]: cacheDir, CI: "" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const wall = performance.now() - started;
  const cpuAfter = childrenCpu();
  if (run.status !== 0) {
    const why = `${run.stderr ?? ""}${run.error?.message ?? ""}`.trim().split("\n")[0] ?? "";
    throw new Error(`the build exited with ${run.status ?? run.signal}: ${why}`);
  }
  return { wall, cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
}

/** The variants a build wrote: files named as variantUrl names them. */
function countVariants(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((name) => VARIANT_FILE.test(String(name))).length;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(
    argv,
    { "no-budget": { type: "boolean" }, runs: { type: "string", default: "1" } },
    USAGE,
  );
  if (!parsed) return 2;
  const runs = Number(parsed.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs: expected a whole number from 1, got ${parsed.runs}\n${USAGE}`);
    return 2;
  }
  const images = await generate();
  const bytes = images.reduce((sum, image) => sum + statSync(path.join(CONTENT, image.file)).size, 0);
  const cacheDir = path.join(WORK, "image-cache");
  const results: { cold: Timed; warm: Timed; load: string[] }[] = [];
  for (let r = 0; r < runs; r++) {
    rmSync(cacheDir, { recursive: true, force: true });
    const before = load();
    const cold = build(cacheDir);
    const between = load();
    const warm = build(cacheDir);
    results.push({ cold, warm, load: [before, between, load()] });
  }
  const variants = countVariants(path.join(WORK, "dist"));
  console.log(
    `build of ${PROJECTS} projects × ${IMAGES_PER_PROJECT} images: ${images.length} images (${(bytes / 1e6).toFixed(0)} MB), ${variants} variants`,
  );
  console.log(
    `${availableParallelism()} cores; wall time (CPU time); load average (1, 5, 15 min) before, between, after`,
  );
  const timed = ({ wall, cpu }: Timed) =>
    `${seconds(wall).padStart(7)} (${cpu === undefined ? "?" : seconds(cpu)})`.padEnd(18);
  for (const [i, { cold, warm, load: loads }] of results.entries())
    console.log(`  run ${i + 1}: cold ${timed(cold)} warm ${timed(warm)} load ${loads.join(" | ")}`);
  const worst = {
    cold: Math.max(...results.map((r) => r.cold.wall)),
    warm: Math.max(...results.map((r) => r.warm.wall)),
  };
  const over = worst.cold > BUDGET_S.cold * 1000 || worst.warm > BUDGET_S.warm * 1000;
  console.log(
    `budget: cold ≤ ${BUDGET_S.cold} s, warm ≤ ${BUDGET_S.warm} s: ${over ? "over budget" : "within budget"}`,
  );
  return over && !parsed["no-budget"] ? 1 : 0;
}

runAsCommand(import.meta.url, main, "bench-build failed");
