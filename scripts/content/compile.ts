/**
 * The content compiler: load every file with positions, validate against the schema, run
 * the checks that span files, and compile to the JSON the site imports. Every problem in
 * the tree is reported in one run; nothing is returned unless everything is valid.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import type { ZodType } from "zod";
import type {
  ContentImage,
  Period,
  SiteAbout,
  SiteContent,
  SiteImage,
  SiteJob,
  SiteProfile,
  SiteProject,
  SiteProjectImage,
  SiteSchool,
} from "../../src/compiled-content.ts";
import { findForbiddenCharacter, forbiddenCharacterMessage } from "./characters.ts";
import { type Decoded, decodeImages } from "./decode.ts";
import { type Diagnostic, formatPath } from "./diagnostics.ts";
import {
  FORMATS,
  type ImageFormat,
  type ImageRole,
  type ImageVariant,
  MAX_INPUT_PIXELS,
  variantUrl,
  variantWidths,
} from "./images.ts";
import { closest, issuesToDiagnostics } from "./issues.ts";
import { markdownProblems, markdownToHtml } from "./markdown.ts";
import {
  type About,
  aboutSchema,
  educationFileSchema,
  experienceFileSchema,
  type Image,
  type Job,
  type Profile,
  type Project,
  type ProjectImage,
  profileSchema,
  projectSchema,
  type School,
} from "./schema.ts";
import { decodeText, type LoadedFile, loadMarkdown, loadYaml, type Placeholder } from "./source.ts";
import { svgProblem } from "./svg.ts";

export type CompileResult =
  | {
      ok: true;
      content: SiteContent;
      /** Image URL (as used in the content) → absolute path of its file. */
      assets: Map<string, string>;
      /** URL of each responsive variant → what to encode (see images.ts); not encoded here. */
      variants: Map<string, ImageVariant>;
      /** What builds but deserves a look: placeholders, an address that is not https:. */
      warnings: Diagnostic[];
    }
  | { ok: false; diagnostics: Diagnostic[] };

export type CompileOptions = {
  contentDir: string;
  cwd?: string;
  /** Placeholders are errors, not warnings: what `npm run build` does when CI is set or with --strict. */
  strict?: boolean;
};

/** The YAML files of a content tree, each with its schema. */
const YAML_FILES = {
  "profile.yaml": profileSchema,
  "experience.yaml": experienceFileSchema,
  "education.yaml": educationFileSchema,
  "about.yaml": aboutSchema,
} as const satisfies Record<string, ZodType>;

type YamlName = keyof typeof YAML_FILES;
const PROJECTS_DIR = "projects";
const IGNORED = new Set(["images", "schemas", PROJECTS_DIR]);

/** A validated file: its data and where each field came from. */
type Valid<T> = { source: LoadedFile; value: T };

export function compileContent(options: CompileOptions): CompileResult {
  const contentDir = path.resolve(options.contentDir);
  const cwd = options.cwd ?? process.cwd();
  const display = (absolute: string) => path.relative(cwd, absolute).split(path.sep).join("/");
  const diagnostics: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const report = (source: LoadedFile, fieldPath: readonly PropertyKey[], message: string, hint?: string) => {
    diagnostics.push({
      ...source.locate(fieldPath),
      file: source.file,
      path: formatPath(fieldPath),
      message,
      ...(hint ? { hint } : {}),
    });
  };
  const warn = (source: LoadedFile, fieldPath: readonly PropertyKey[], message: string, hint: string) => {
    warnings.push({
      ...source.locate(fieldPath),
      file: source.file,
      path: formatPath(fieldPath),
      message,
      hint,
      severity: "warning",
    });
  };

  let entries: string[];
  try {
    entries = readdirSync(contentDir);
  } catch {
    return {
      ok: false,
      diagnostics: [
        {
          file: display(contentDir),
          line: 1,
          column: 1,
          path: "",
          message: "expected a content folder, found none",
          hint: "pass --content DIR, or create content/",
        },
      ],
    };
  }

  // Links may point anywhere; only what lies inside the content folder is content.
  const contentRoot = realpathSync(contentDir);
  const outside = (absolute: string): boolean => {
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch {
      return false; // missing: reported as such by whoever reads it
    }
    return real !== contentRoot && !real.startsWith(contentRoot + path.sep);
  };

  // Unknown files at the top are usually misspelt names of known ones.
  for (const entry of entries) {
    if (IGNORED.has(entry) || entry.startsWith(".")) continue;
    if (!(entry in YAML_FILES)) {
      const suggestion = closest(entry.replace(/\.ya?ml$/, ".yaml"), Object.keys(YAML_FILES));
      diagnostics.push({
        file: display(path.join(contentDir, entry)),
        line: 1,
        column: 1,
        path: "",
        message: "unknown content file",
        hint: suggestion
          ? `did you mean ${suggestion}?`
          : `content files are ${Object.keys(YAML_FILES).join(", ")} and projects/*.md`,
      });
    }
  }

  function validate<T>(source: LoadedFile, schema: ZodType<T>): Valid<T> | undefined {
    const result = schema.safeParse(source.data, { reportInput: true });
    if (result.success) return { source, value: result.data };
    diagnostics.push(...issuesToDiagnostics(source, schema, result.error.issues));
    return undefined;
  }

  function read(absolute: string, kind: "yaml" | "markdown"): LoadedFile | undefined {
    const file = display(absolute);
    if (outside(absolute)) {
      // Never read: whatever the link points at is not the owner's to publish or to print.
      diagnostics.push({
        file,
        line: 1,
        column: 1,
        path: "",
        message: "expected a file inside the content folder, got a link to a file outside it",
        hint: `put the file itself at ${file} instead of a link`,
      });
      return undefined;
    }
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(absolute);
    } catch {
      diagnostics.push({
        file,
        line: 1,
        column: 1,
        path: "",
        message: "missing file",
        hint: `create ${file}; see content/schemas/ for its fields`,
      });
      return undefined;
    }
    const decoded = decodeText(file, bytes);
    if ("diagnostic" in decoded) {
      diagnostics.push(decoded.diagnostic);
      return undefined;
    }
    const loaded = kind === "yaml" ? loadYaml(file, decoded.text) : loadMarkdown(file, decoded.text);
    if (!loaded.ok) {
      diagnostics.push(...loaded.diagnostics);
      return undefined;
    }
    // A Markdown body is not a schema field: its characters are checked here, located exactly.
    const body = loaded.value.body;
    const found =
      body === undefined ? undefined : findForbiddenCharacter(body, { allowCarriageReturn: true });
    if (body !== undefined && found) {
      const before = decoded.text.slice(0, decoded.text.length - body.length + found.offset).split("\n");
      diagnostics.push({
        file,
        line: before.length,
        column: (before.at(-1)?.length ?? 0) + 1,
        path: "",
        message: forbiddenCharacterMessage(found, { position: false }),
        hint: "remove it; such characters often come along with a copy and paste",
      });
    }
    for (const placeholder of loaded.value.placeholders) {
      (options.strict ? diagnostics : warnings).push(
        placeholderDiagnostic(file, placeholder, options.strict),
      );
    }
    return loaded.value;
  }

  const yaml = <N extends YamlName>(name: N) => {
    const source = read(path.join(contentDir, name), "yaml");
    return source && validate(source, YAML_FILES[name] as ZodType);
  };
  const profile = yaml("profile.yaml") as Valid<Profile> | undefined;
  const experience = yaml("experience.yaml") as Valid<{ experience: Job[] }> | undefined;
  const education = yaml("education.yaml") as Valid<{ education: School[] }> | undefined;
  const about = yaml("about.yaml") as Valid<About> | undefined;

  const projectsDir = path.join(contentDir, PROJECTS_DIR);
  let projectFiles: string[] = [];
  try {
    projectFiles = readdirSync(projectsDir)
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    // No projects folder: a site without projects is allowed.
  }
  const projects: (Valid<Project> & { body: string })[] = [];
  for (const name of projectFiles) {
    const source = read(path.join(projectsDir, name), "markdown");
    const valid = source && validate(source, projectSchema);
    if (valid) projects.push({ ...valid, body: source.body ?? "" });
  }

  // --- checks across fields and files ---------------------------------------------------

  const assets = new Map<string, string>();
  const images = new Map<string, { width: number; height: number }>();
  const roles = new Map<string, Set<ImageRole>>();
  /** Images that passed every check but decoding, with where each is used. */
  const toDecode: {
    source: LoadedFile;
    at: PropertyKey[];
    src: string;
    absolute: string;
    image: Measured;
  }[] = [];
  for (const file of [profile, experience, education, about, ...projects]) {
    if (!file) continue;
    const role: ImageRole =
      file === profile
        ? "photo"
        : file === experience || file === education
          ? "logo"
          : file === about
            ? "about"
            : "project";
    for (const { value, at } of findImages(file.value)) {
      const absolute = path.join(contentDir, value.src);
      const where = [...at, "src"];
      if (outside(absolute)) {
        report(
          file.source,
          where,
          `expected an image inside the content folder, got ${display(absolute)}, a link to a file outside it`,
          `put the image itself at ${display(absolute)} instead of a link`,
        );
        continue;
      }
      const image = inspect(absolute);
      if ("problem" in image) {
        const suggestion =
          image.problem === "missing" ? closest(path.basename(value.src), siblings(absolute)) : undefined;
        report(
          file.source,
          where,
          image.problem === "missing"
            ? `expected an image file at ${display(absolute)}, found none`
            : `expected an image, could not read ${display(absolute)} as one`,
          suggestion
            ? `did you mean ${path.posix.join(path.posix.dirname(value.src), suggestion)}?`
            : undefined,
        );
        continue;
      }
      if (image.svgProblem) {
        report(
          file.source,
          where,
          `expected an SVG image without scripts or links to other files, got ${image.svgProblem} in ${display(absolute)}`,
          "the site publishes SVG files as they are, where a browser would run or fetch that; remove it, or export the image as PNG",
        );
        continue;
      }
      if (image.width * image.height > MAX_INPUT_PIXELS) {
        report(
          file.source,
          where,
          `expected an image of at most ${MAX_INPUT_PIXELS.toLocaleString("en-US")} pixels (16383×16383), got ${image.width}×${image.height} in ${display(absolute)}`,
          "scale it down: the site never shows an image wider than 960 pixels",
        );
        continue;
      }
      toDecode.push({ source: file.source, at: where, src: value.src, absolute, image });
      roles.set(value.src, (roles.get(value.src) ?? new Set()).add(role));
    }
  }

  // Every pixel of each image, decoded as the build will; each distinct file once.
  const undecoded = new Map<string, string>();
  for (const { image, absolute } of toDecode)
    if (!decodeCache.has(image.hash)) undecoded.set(image.hash, absolute);
  const decodedNow = decodeImages([...undecoded.values()]);
  [...undecoded.keys()].forEach((hash, i) => {
    const decoded = decodedNow[i];
    if (decoded) decodeCache.set(hash, decoded);
  });
  for (const { source, at, src, absolute, image } of toDecode) {
    const decoded = decodeCache.get(image.hash);
    if (!decoded?.ok) {
      report(
        source,
        at,
        `expected an image the build can decode, could not decode ${display(absolute)}`,
        `the decoder says: ${firstLine(decoded?.reason ?? "no answer")}; is the file cut short or damaged? Save it again from an image editor`,
      );
      continue;
    }
    if (decoded.frames > 1)
      warn(
        source,
        at,
        `expected a still image, got an animation of ${decoded.frames} frames in ${display(absolute)}: the site shows only its first frame`,
        "the site's AVIF and WebP versions of an image are stills; save the frame you want as a PNG to keep this from changing",
      );
    images.set(src, { width: image.width, height: image.height });
    assets.set(imageUrl(src), absolute);
  }

  for (const [file, list, key] of [
    [experience, experience?.value.experience, "experience"],
    [education, education?.value.education, "education"],
  ] as const) {
    if (!file || !list) continue;
    list.forEach((entry, index) => {
      if (entry.end !== "present" && dateKey(entry.start, "start") > dateKey(entry.end, "end")) {
        report(
          file.source,
          [key, index, "end"],
          `expected an end date on or after the start (${entry.start}), got ${entry.end}`,
          "dates are YYYY or YYYY-MM; swap start and end?",
        );
      }
    });
  }

  if (experience)
    checkUnique(
      experience.source,
      experience.value.experience.map((job, i) => ({
        id: slug(`${job.company} ${job.start}`),
        at: ["experience", i, "company"],
        label: `${job.company} (${job.start})`,
      })),
      report,
    );
  if (education)
    checkUnique(
      education.source,
      education.value.education.map((school, i) => ({
        id: slug(school.institution),
        at: ["education", i, "institution"],
        label: school.institution,
      })),
      report,
    );
  if (profile)
    checkUnique(
      profile.source,
      profile.value.hardSkills.map((group, i) => ({
        id: slug(group.title),
        at: ["hardSkills", i, "title"],
        label: group.title,
      })),
      report,
    );
  if (about)
    checkUnique(
      about.source,
      about.value.sections.map((section, i) => ({
        id: slug(section.heading),
        at: ["sections", i, "heading"],
        label: section.heading,
      })),
      report,
    );
  const seen = new Map<string, LoadedFile>();
  for (const project of projects) {
    const id = slug(project.value.title);
    const first = seen.get(id);
    if (first) {
      report(
        project.source,
        ["title"],
        `expected a unique project title, got "${project.value.title}", which gives the same link (#/projects?project=${id}) as ${first.file}`,
        "rename one of the projects",
      );
    } else seen.set(id, project.source);
    if (!id) report(project.source, ["title"], "expected a title with at least one letter or digit");
  }

  // Markdown: what the site would not show as written is an error at its line (an unsafe
  // link, an image, nesting too deep to compile), or a warning (raw HTML, which is dropped).
  const checkMarkdown = (
    source: LoadedFile,
    fieldPath: readonly PropertyKey[],
    text: string,
    where: (offset: number) => { line: number; column: number },
  ) => {
    for (const { offset, message, hint, severity } of markdownProblems(text)) {
      (severity === "warning" ? warnings : diagnostics).push({
        ...where(offset),
        file: source.file,
        path: formatPath(fieldPath),
        message,
        ...(hint ? { hint } : {}),
        ...(severity ? { severity } : {}),
      });
    }
  };
  const markdownField = (source: LoadedFile, fieldPath: PropertyKey[], text: string | undefined) => {
    if (text !== undefined)
      checkMarkdown(source, fieldPath, text, (offset) => source.locateText(fieldPath, offset));
  };
  if (profile) markdownField(profile.source, ["summary"], profile.value.summary);
  experience?.value.experience.forEach((job, i) => {
    markdownField(experience.source, ["experience", i, "summary"], job.summary);
  });
  education?.value.education.forEach((school, i) => {
    markdownField(education.source, ["education", i, "description"], school.description);
  });
  about?.value.sections.forEach((section, i) => {
    markdownField(about.source, ["sections", i, "body"], section.body);
  });
  for (const { source, body } of projects) {
    checkMarkdown(source, [], body, (offset) => source.locateBody?.(offset) ?? source.locate([]));
  }

  const siteUrl = profile?.value.url;
  if (profile && siteUrl !== undefined && new URL(siteUrl).protocol !== "https:") {
    warn(
      profile.source,
      ["url"],
      `expected an https: address for the published site, got ${siteUrl}`,
      "link previews and search engines expect https:; GitHub Pages serves every site over https:",
    );
  }

  if (diagnostics.length > 0 || !profile || !experience || !education || !about) {
    return { ok: false, diagnostics: sortDiagnostics([...diagnostics, ...warnings]) };
  }

  // --- compile --------------------------------------------------------------------------

  const variants = new Map<string, ImageVariant>();
  const image = <T extends { src: string; alt: string }>(value: T): T & SiteImage => {
    const size = images.get(value.src);
    if (!size) throw new Error(`image not measured: ${value.src}`);
    const widths = variantWidths(roles.get(value.src) ?? [], size.width);
    const file = path.join(contentDir, value.src);
    const sources = (Object.keys(FORMATS) as ImageFormat[]).map((format) => ({
      type: FORMATS[format].type,
      srcset: widths
        .map((width) => {
          const url = variantUrl(value.src, width, format);
          variants.set(url, { file, width, format });
          return `${url} ${width}w`;
        })
        .join(", "),
    }));
    return { ...value, src: imageUrl(value.src), ...size, sources };
  };

  const { photo, summary, hardSkills, url, ...basics } = profile.value;
  const content: SiteContent = {
    profile: {
      ...basics,
      ...(url ? { url: siteAddress(url) } : {}),
      photo: image(photo),
      summaryHtml: markdownToHtml(summary, "profile-"),
      hardSkills: hardSkills.map((group) => ({
        id: slug(group.title),
        title: group.title,
        lists: group.lists ?? [{ items: group.items ?? [] }],
      })),
    },
    experience: newestFirst(experience.value.experience).map(
      ({ logo, start, end, summary: jobSummary, ...job }) => {
        const id = slug(`${job.company} ${start}`);
        return {
          ...job,
          id,
          logo: image(logo),
          period: period(start, end),
          ...(jobSummary ? { summaryHtml: markdownToHtml(jobSummary, `job-${id}-`) } : {}),
        };
      },
    ),
    education: newestFirst(education.value.education).map(({ logo, start, end, description, ...school }) => ({
      ...school,
      id: slug(school.institution),
      logo: image(logo),
      period: period(start, end),
      ...gpaText(school.gpa, school.gpaScale),
      descriptionHtml: markdownToHtml(description, `school-${slug(school.institution)}-`),
    })),
    projects: projects
      .map(({ value, body }) =>
        value.order === undefined
          ? { value, body, order: Number.POSITIVE_INFINITY }
          : { value, body, order: value.order },
      )
      .sort((a, b) => a.order - b.order || a.value.title.localeCompare(b.value.title))
      .map(({ value: { order: _order, images: gallery, ...project }, body }) => ({
        ...project,
        id: slug(project.title),
        images: gallery.map(image),
        descriptionHtml: markdownToHtml(body, `project-${slug(project.title)}-`),
      })),
    about: {
      title: about.value.title,
      sections: about.value.sections.map((section) => ({
        id: slug(section.heading),
        heading: section.heading,
        html: markdownToHtml(section.body, `about-${slug(section.heading)}-`),
        images: section.images.map(image),
      })),
    },
  };
  return { ok: true, content, assets, variants, warnings: sortDiagnostics(warnings) };
}

// --- helpers ----------------------------------------------------------------------------

const STRICT_HINT = "`npm run build` refuses placeholders when CI is set or with --strict";

function placeholderDiagnostic(file: string, placeholder: Placeholder, strict = false): Diagnostic {
  const byComment = placeholder.mark === "comment";
  return {
    file,
    line: placeholder.line,
    column: placeholder.column,
    path: formatPath(placeholder.path),
    message: byComment
      ? `placeholder, marked "${placeholder.text}"`
      : `placeholder "${excerptOf(placeholder.text)}"`,
    hint: `${byComment ? "put in your own value and remove the TODO comment" : "replace it with your own words"}${strict ? "" : `; ${STRICT_HINT}`}`,
    ...(strict ? {} : { severity: "warning" as const }),
  };
}

function excerptOf(text: string, length = 60): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * The published site's address as the base of its files' absolute URLs: a folder, ending in
 * a slash ("https://ada.github.io/folio" is the folder folio/, not a file in the root; a
 * page's name, a query and a fragment are dropped).
 */
export function siteAddress(url: string): string {
  const address = new URL(url);
  address.search = "";
  address.hash = "";
  const last = address.pathname.split("/").at(-1) ?? "";
  if (/\.html?$/i.test(last)) address.pathname = address.pathname.slice(0, -last.length);
  else if (!address.pathname.endsWith("/")) address.pathname += "/";
  return address.href;
}

/** Every {src, alt} object in validated data, with its field path. */
function* findImages(
  value: unknown,
  at: PropertyKey[] = [],
): Generator<{ value: { src: string; alt: string }; at: PropertyKey[] }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* findImages(item, [...at, index]);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && typeof record.alt === "string") {
      yield { value: record as { src: string; alt: string }, at };
      return;
    }
    for (const [key, item] of Object.entries(record)) yield* findImages(item, [...at, key]);
  }
}

/** What the compiler knows of an image file without decoding it. */
type Inspected = Measured | { problem: "missing" | "unreadable" };
type Measured = {
  /** As shown: a photo stored sideways with an EXIF orientation of 5–8 has them swapped. */
  width: number;
  height: number;
  /** Of the file's bytes: decoding is cached by content, whichever file holds it. */
  hash: string;
  /** For an SVG: what it holds that the site does not publish (see svg.ts). */
  svgProblem?: string;
};

const inspectCache = new Map<string, { stamp: string; image: Inspected }>();
const decodeCache = new Map<string, Decoded>();

/**
 * Reads an image's size as shown, and scans an SVG; cached by modification time and size,
 * since dev recompiles often.
 */
function inspect(absolute: string): Inspected {
  let stamp: string;
  try {
    const stat = statSync(absolute);
    if (!stat.isFile()) return { problem: "missing" };
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return { problem: "missing" };
  }
  const cached = inspectCache.get(absolute);
  if (cached?.stamp === stamp) return cached.image;
  let image: Inspected;
  try {
    const bytes = readFileSync(absolute);
    const { width, height, type, orientation } = imageSize(bytes);
    const upright = orientation !== undefined && orientation >= 5 && orientation <= 8;
    const isSvg = type === "svg" || path.extname(absolute).toLowerCase() === ".svg";
    const svg = isSvg ? svgProblem(bytes) : undefined;
    image =
      width && height
        ? {
            width: upright ? height : width,
            height: upright ? width : height,
            hash: createHash("sha256").update(bytes).digest("hex"),
            ...(svg ? { svgProblem: svg } : {}),
          }
        : { problem: "unreadable" };
  } catch {
    image = { problem: "unreadable" };
  }
  inspectCache.set(absolute, { stamp, image });
  return image;
}

function firstLine(text: string): string {
  return (text.split("\n")[0] ?? "").trim().replace(/:$/, "");
}

function siblings(absolute: string): string[] {
  try {
    return readdirSync(path.dirname(absolute));
  } catch {
    return [];
  }
}

/** URL of a content image in the built site, relative to its root. */
export function imageUrl(src: string): string {
  return encodeURI(src);
}

function checkUnique(
  source: LoadedFile,
  items: { id: string; at: PropertyKey[]; label: string }[],
  report: (source: LoadedFile, at: readonly PropertyKey[], message: string, hint?: string) => void,
) {
  const seen = new Map<string, PropertyKey[]>();
  for (const item of items) {
    const first = seen.get(item.id);
    if (first)
      report(
        source,
        item.at,
        `expected a unique entry, got "${item.label}" again (first at ${formatPath(first)})`,
        "merge the two, or tell them apart",
      );
    else seen.set(item.id, item.at);
  }
}

/**
 * "PK / intelliSPEC" → "pk-intellispec". A plus or a sharp sign after a letter or digit is read
 * out ("C++" → "c-plus-plus", "C#" → "c-sharp"): the names differ, so must their ids.
 */
export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/(?<=[a-z0-9]\+*)\+/g, " plus ")
    .replace(/(?<=[a-z0-9])#/g, " sharp ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A year-only date counts as January when it starts a period and December when it ends one. */
function dateKey(date: string, as: "start" | "end"): string {
  return date.length === 4 ? `${date}-${as === "start" ? "01" : "12"}` : date;
}

function showDate(date: string): string {
  const [year, month] = date.split("-");
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : (year ?? date);
}

function period(start: string, end: string): Period {
  const current = end === "present";
  const startLabel = showDate(start);
  const endLabel = current ? "Present" : showDate(end);
  return { start, end: current ? null : end, startLabel, endLabel, display: `${startLabel} – ${endLabel}` };
}

/** A GPA as the resume shows it ("GPA: 3.8", "GPA: 4.2 / 5") and as JSON Resume's score ("3.8", "4.2/5"). */
function gpaText(gpa: number | undefined, scale: number): { gpaLabel: string; gpaScore: string } | undefined {
  if (gpa === undefined) return undefined;
  return scale === 4
    ? { gpaLabel: `GPA: ${gpa}`, gpaScore: String(gpa) }
    : { gpaLabel: `GPA: ${gpa} / ${scale}`, gpaScore: `${gpa}/${scale}` };
}

function newestFirst<T extends { start: string; end: string }>(entries: readonly T[]): T[] {
  const endKey = (e: T) => (e.end === "present" ? "9999-12" : dateKey(e.end, "end"));
  return [...entries].sort(
    (a, b) =>
      endKey(b).localeCompare(endKey(a)) ||
      dateKey(b.start, "start").localeCompare(dateKey(a.start, "start")),
  );
}

function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

/** True when each of A and B is assignable to the other. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when A and B are the same type: the same fields (optional ones too), of the same types. */
type Same<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;
/** A type error unless T is true. */
type Holds<T extends true> = T;

/**
 * What the schema gives equals what src/compiled-content.ts declares, but for the fields the
 * compiler adds or turns into others: a type error here means the two have drifted apart.
 */
export type SchemaMatchesCompiledContent = [
  Holds<Same<Image, ContentImage>>,
  Holds<Same<ProjectImage, Omit<SiteProjectImage, "width" | "height" | "sources">>>,
  Holds<
    Same<
      Omit<Profile, "photo" | "summary" | "hardSkills">,
      Omit<SiteProfile, "photo" | "summaryHtml" | "hardSkills">
    >
  >,
  Holds<
    Same<
      Omit<Job, "logo" | "start" | "end" | "summary">,
      Omit<SiteJob, "id" | "logo" | "period" | "summaryHtml">
    >
  >,
  Holds<
    Same<
      Omit<School, "logo" | "start" | "end" | "description">,
      Omit<SiteSchool, "id" | "logo" | "period" | "descriptionHtml" | "gpaLabel" | "gpaScore">
    >
  >,
  Holds<Same<Omit<Project, "images" | "order">, Omit<SiteProject, "id" | "images" | "descriptionHtml">>>,
  Holds<Same<Omit<About, "sections">, Omit<SiteAbout, "sections">>>,
];
