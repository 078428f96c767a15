/**
 * Pass 1, load: every content file read with source positions (YAML, or Markdown with its
 * front matter), its text checked for characters no content may hold, its placeholders
 * listed. Unknown files at the top and links out of the content folder are reported here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import { closest } from "../../lib/closest.ts";
import {
  CONTENT_FOLDERS,
  contentKindOf,
  LETTERS_DIR,
  leftoverReport,
  leftoversIn,
  PROJECTS_DIR,
  type YamlName,
} from "../content-files.ts";
import { type Diagnostic, formatPath } from "../diagnostics/diagnostics.ts";
import { MAX_FILE_BYTES, MAX_LIST_LENGTH, MAX_TEXT_LENGTH, megabytes, thousands } from "../schema/limits.ts";
import {
  aboutSchema,
  canonicalLanguage,
  educationFileSchema,
  experienceFileSchema,
  profileSchema,
  sectionsFileSchema,
  siteSchema,
} from "../schema/schema.ts";
import { findForbiddenCharacter, forbiddenCharacterMessage } from "../yaml/characters.ts";
import {
  type LoadedFile,
  type LoadOptions,
  loadMarkdown,
  loadYaml,
  type Placeholder,
} from "../yaml/source.ts";
import { decodeText } from "../yaml/text.ts";
import type { CompileContext } from "./context.ts";
import type { LoadedTree, Translation } from "./loaded-tree.ts";
import { listedLanguages, withDefaultLanguage } from "./site-languages.ts";
import { STYLESHEET } from "./stylesheet.ts";
import { oneTranslation, translationOf } from "./translation-files.ts";

/** The YAML files of a content tree (YAML_NAMES, scripts/compiler/content-files.ts), each with its schema. */
export const YAML_FILES = {
  "profile.yaml": profileSchema,
  "experience.yaml": experienceFileSchema,
  "education.yaml": educationFileSchema,
  "about.yaml": aboutSchema,
  "sections.yaml": sectionsFileSchema,
  "site.yaml": siteSchema,
} as const satisfies Record<YamlName, ZodType>;

export type { YamlName };
/**
 * The YAML files a site may do without: no Experience or Education section (a student's resume,
 * a researcher's of projects and papers), no About screen, no further sections, and the
 * defaults of site.yaml (English, the site's own accent and layout).
 */
export const OPTIONAL_FILES: ReadonlySet<YamlName> = new Set([
  "experience.yaml",
  "education.yaml",
  "about.yaml",
  "sections.yaml",
  "site.yaml",
]);
export { PROJECTS_DIR };

export function loadContent(context: CompileContext, entries: readonly string[]): LoadedTree {
  const yaml: LoadedTree["yaml"] = {};
  for (const name of Object.keys(YAML_FILES) as YamlName[]) {
    const absolute = path.join(context.contentDir, name);
    if (OPTIONAL_FILES.has(name) && !entries.includes(name)) continue;
    const source = read(context, absolute, "yaml");
    if (source) yaml[name] = name === "site.yaml" ? withDefaultLanguage(context, source) : source;
  }
  const [, ...others] = listedLanguages(yaml["site.yaml"]);
  const translations = new Map<string, Translation>(
    others.map((lang) => [lang, { yaml: {}, projects: new Map() }]),
  );
  reportLeftovers(context);
  loadOtherFiles(context, entries, translations);
  return {
    yaml,
    projects: loadProjects(context, translations),
    letters: loadLetters(context),
    translations,
  };
}

/**
 * The Markdown files of a folder of the content (projects/, letters/), by name in order. None
 * where there is no such folder (a site without projects or letters), and none, with an error at
 * the folder, where there are more than MAX_LIST_LENGTH of them (`what` they are, and `hint`).
 */
function markdownFiles(context: CompileContext, dir: string, what: string, hint: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
  if (names.length <= MAX_LIST_LENGTH) return names;
  context.diagnostics.push({
    file: context.display(dir),
    line: 1,
    column: 1,
    path: "",
    message: `expected at most ${thousands(MAX_LIST_LENGTH)} ${what}, got ${thousands(names.length)}`,
    hint,
  });
  return [];
}

/**
 * letters/*.md: each cover letter, in the language its front matter names (never translated:
 * a letter in another language is a letter of its own). No folder is a site without letters.
 */
function loadLetters(context: CompileContext): LoadedFile[] {
  const lettersDir = path.join(context.contentDir, LETTERS_DIR);
  const names = markdownFiles(
    context,
    lettersDir,
    "letters",
    "keep the letters of the applications under way; the others stay in git's history",
  );
  return names.flatMap((name) => read(context, path.join(lettersDir, name), "markdown") ?? []);
}

/** A translation holding only comments, as `npm run translate` starts one, translates nothing yet. */
const TRANSLATION: LoadOptions = { emptyIsNothing: true };

/** The files at the top beside the known ones: translations, or else reported as unknown. */
function loadOtherFiles(
  context: CompileContext,
  entries: readonly string[],
  translations: Map<string, Translation>,
) {
  const { contentDir, display, diagnostics } = context;
  const languages = [...translations.keys()];
  for (const entry of entries) {
    if (CONTENT_FOLDERS.includes(entry) || entry.startsWith(".") || entry in YAML_FILES) continue;
    // The owner's stylesheet: the stylesheet pass reads it.
    if (entry === STYLESHEET) continue;
    const translated = translationOf(entry, languages);
    if (translated && contentKindOf(entry, languages)?.id === "yaml translation") {
      const name = translated.original as YamlName;
      const source = entries.includes(name)
        ? read(context, path.join(contentDir, entry), "yaml", TRANSLATION)
        : reportOrphan(context, path.join(contentDir, entry), name);
      const translation = translations.get(translated.lang);
      if (source && translation)
        translation.yaml[name] = oneTranslation(context, translated.lang, translation.yaml[name], source);
      continue;
    }
    // Unknown files at the top are usually misspelt names of known ones, or translations into
    // a language the site does not list.
    const stem = /^(\w+)\.([A-Za-z0-9-]+)\.ya?ml$/.exec(entry);
    const untranslated = stem && `${stem[1]}.yaml` in YAML_FILES && canonicalLanguage(stem[2] ?? "");
    const suggestion = closest(entry.replace(/\.ya?ml$/, ".yaml"), Object.keys(YAML_FILES));
    diagnostics.push({
      file: display(path.join(contentDir, entry)),
      line: 1,
      column: 1,
      path: "",
      message: untranslated
        ? `a translation into ${untranslated}, which site.yaml's languages does not list`
        : "unknown content file",
      hint: untranslated
        ? `list the site's languages in site.yaml, the default first: languages: [en, ${untranslated}]`
        : suggestion
          ? `did you mean ${suggestion}?`
          : `content files are ${Object.keys(YAML_FILES).join(", ")}, projects/*.md and letters/*.md`,
    });
  }
}

/** projects/*.md: each project, and each translation of one into a language of the site. */
function loadProjects(context: CompileContext, translations: Map<string, Translation>): LoadedFile[] {
  const projectsDir = path.join(context.contentDir, PROJECTS_DIR);
  const projectFiles = markdownFiles(
    context,
    projectsDir,
    "projects",
    "keep the projects you want to show; move the others out of the content folder",
  );
  const projects: LoadedFile[] = [];
  const languages = [...translations.keys()];
  for (const name of projectFiles) {
    const translated = translationOf(name, languages);
    if (translated && contentKindOf(`${PROJECTS_DIR}/${name}`, languages)?.id === "project translation") {
      const source = projectFiles.includes(translated.original)
        ? read(context, path.join(projectsDir, name), "markdown", TRANSLATION)
        : reportOrphan(context, path.join(projectsDir, name), `${PROJECTS_DIR}/${translated.original}`);
      const translation = translations.get(translated.lang);
      const earlier = translation?.projects.get(translated.original);
      if (source)
        translation?.projects.set(
          translated.original,
          oneTranslation(context, translated.lang, earlier, source),
        );
      continue;
    }
    const source = read(context, path.join(projectsDir, name), "markdown");
    if (source) projects.push(source);
  }
  return projects;
}

/**
 * A write's folder in the content folder (scripts/compiler/content-files.ts): a write under way
 * or stopped, reported with what to do; an error when the content is not whole.
 */
function reportLeftovers(context: CompileContext): void {
  for (const leftover of leftoversIn(context.contentDir)) {
    const { error, message, hint } = leftoverReport(
      leftover,
      (absolute) => `${context.display(absolute) || "."}/`,
    );
    const diagnostic = { file: context.display(leftover.dir), line: 1, column: 1, path: "", message, hint };
    if (error) context.diagnostics.push(diagnostic);
    else context.warnings.push({ ...diagnostic, severity: "warning" });
  }
}

/** A translation of a file the content does not have. */
function reportOrphan(context: CompileContext, absolute: string, original: string): undefined {
  context.diagnostics.push({
    file: context.display(absolute),
    line: 1,
    column: 1,
    path: "",
    message: `a translation of ${original}, which the content does not have`,
    hint: `write ${original} first, in the site's default language, or remove this file`,
  });
  return undefined;
}

function read(
  context: CompileContext,
  absolute: string,
  kind: "yaml" | "markdown",
  options: LoadOptions = {},
): LoadedFile | undefined {
  const { diagnostics, warnings, strict } = context;
  const file = context.display(absolute);
  const bytes = readBytes(context, absolute, file);
  if (!bytes) return undefined;
  const decoded = decodeText(file, bytes);
  if ("diagnostic" in decoded) {
    diagnostics.push(decoded.diagnostic);
    return undefined;
  }
  const parse = () =>
    kind === "yaml" ? loadYaml(file, decoded.text, options) : loadMarkdown(file, decoded.text, options);
  // A dev server parses again only a file whose text changed (compile-memo.ts).
  const loaded = context.memo
    ? context.memo.loaded.get(JSON.stringify([kind, file, options, decoded.text]), parse)
    : parse();
  if (!loaded.ok) {
    diagnostics.push(...loaded.diagnostics);
    return undefined;
  }
  if (!checkBody(context, file, loaded.value, decoded.text)) return undefined;
  for (const placeholder of loaded.value.placeholders) {
    (strict ? diagnostics : warnings).push(placeholderDiagnostic(file, placeholder, strict));
  }
  return loaded.value;
}

/**
 * The bytes of the file at `absolute`, or undefined (and why) for a link out of the content
 * folder, a file past MAX_FILE_BYTES or one that cannot be read.
 */
function readBytes(context: CompileContext, absolute: string, file: string): Uint8Array | undefined {
  const { diagnostics } = context;
  if (context.outside(absolute)) {
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
  try {
    // Measured before it is read: a file far past the limit is never held in memory.
    const size = statSync(absolute).size;
    if (size > MAX_FILE_BYTES) {
      diagnostics.push({
        file,
        line: 1,
        column: 1,
        path: "",
        message: `expected a content file of at most ${megabytes(MAX_FILE_BYTES)}, got ${megabytes(size)}`,
        hint: "content files hold text: shorten it, or split a long text into several entries",
      });
      return undefined;
    }
    return readFileSync(absolute);
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
}

/**
 * Checks a Markdown body, which is not a schema field: its length and characters, located
 * exactly. False when it is too long to load.
 */
function checkBody(context: CompileContext, file: string, loaded: LoadedFile, text: string): boolean {
  const { diagnostics } = context;
  const body = loaded.body;
  if (body === undefined) return true;
  if (body.length > MAX_TEXT_LENGTH) {
    diagnostics.push({
      file,
      ...(loaded.locateBody?.(0) ?? { line: 1, column: 1 }),
      path: "",
      message: `expected a description of at most ${thousands(MAX_TEXT_LENGTH)} characters, got ${thousands(body.length)}`,
      hint: "shorten it; the project's page shows the gist, and a link can lead to the rest",
    });
    return false;
  }
  const found = findForbiddenCharacter(body, { allowCarriageReturn: true });
  if (found) {
    const before = text.slice(0, text.length - body.length + found.offset).split("\n");
    diagnostics.push({
      file,
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
      path: "",
      message: forbiddenCharacterMessage(found, { position: false }),
      hint: "remove it; such characters often come along with a copy and paste",
    });
  }
  return true;
}

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
