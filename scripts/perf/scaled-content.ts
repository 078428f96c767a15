/**
 * A generated content set several times larger than a given one, for the figures of
 * `npm run bench:content` (compile time) and `npm run size` (first-view bytes).
 */
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseDocument, stringify } from "yaml";
import { loadMarkdown } from "../compiler/yaml/source.ts";

/**
 * Writes into `dir` the content at `source` with every list `scale` times over: jobs, schools,
 * hard-skill groups, About sections and projects. Copies get unique names (so unique ids),
 * and each image copy is a file of its own (a hard link: no extra disk).
 */
export function writeScaled(source: string, dir: string, scale: number): void {
  cpSync(source, dir, { recursive: true });
  const copyImage = (src: string, n: number) => {
    if (n === 0) return src;
    const copy = src.replace(/(\.\w+)$/, `-${n}$1`);
    if (!existsSync(path.join(dir, copy))) linkSync(path.join(source, src), path.join(dir, copy));
    return copy;
  };
  const renameImages = (value: unknown, n: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => renameImages(item, n));
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(record)) {
        out[key] =
          key === "src" && typeof item === "string" && "alt" in record
            ? copyImage(item, n)
            : renameImages(item, n);
      }
      return out;
    }
    return value;
  };
  const multiply = <T>(items: T[], unique: (item: T, n: number) => T) =>
    Array.from({ length: scale }, (_, n) =>
      items.map((item) => renameImages(unique(item, n), n) as T),
    ).flat();
  type Named = Record<string, unknown>;
  const suffix = (key: string) => (item: Named, n: number) => ({
    ...item,
    [key]: n ? `${item[key]} ${n}` : item[key],
  });
  /** Multiplies the list under `list` in a YAML file, suffixing each copy's `name` field. */
  const yaml = (file: string, list: string, name: string) => {
    const target = path.join(dir, file);
    // education.yaml and about.yaml may be left out.
    if (!existsSync(target)) return;
    const data = parseDocument(readFileSync(target, "utf8")).toJS() as Record<string, Named[]>;
    data[list] = multiply(data[list] ?? [], suffix(name));
    writeFileSync(target, stringify(data));
  };
  yaml("experience.yaml", "experience", "company");
  yaml("education.yaml", "education", "institution");
  yaml("about.yaml", "sections", "heading");
  yaml("profile.yaml", "hardSkills", "title");
  const projects = path.join(dir, "projects");
  for (const name of existsSync(projects) ? readdirSync(projects) : []) {
    const text = readFileSync(path.join(projects, name), "utf8");
    const loaded = loadMarkdown(name, text);
    if (!loaded.ok) throw new Error(`${name} does not load`);
    rmSync(path.join(projects, name));
    for (let n = 0; n < scale; n++) {
      const data = renameImages(suffix("title")(loaded.value.data as Named, n), n) as Named;
      // A translation names each picture by its file: the copy's own.
      const { images } = data;
      if (images && typeof images === "object" && !Array.isArray(images))
        data.images = Object.fromEntries(
          Object.entries(images).map(([src, alt]) => [copyImage(src, n), alt]),
        );
      writeFileSync(path.join(projects, `${n}-${name}`), `---\n${stringify(data)}---\n${loaded.value.body}`);
    }
  }
  mkdirSync(path.join(dir, "images"), { recursive: true });
}
