/**
 * A content tree from a JSON Resume file, or from LinkedIn's data export (its zip or the
 * folder it unzips to, read as a JSON Resume by linkedin/input.ts):
 *
 *   npm run import -- resume.json|export.zip|export/ [--content DIR] [--force]
 *
 * It writes what the file holds and nothing else: no photo, logo, picture, skill, description or
 * About page is made up (the site shows initials, or no such part). A placeholder (text starting
 * with "TODO", or a value with a "# TODO" comment) is written only where the site cannot be built
 * without a value: a name, a job's position when it gives neither a company nor a position, a
 * start, an entry's title (a resume without a job title gets none: the site shows the name alone;
 * nor does a school without a degree). The command lists every placeholder, everything the
 * content holds nowhere (by its path in the file, with where it went or why not), and everything
 * read otherwise than written (older keys, dates cut to their month, links given their https://;
 * see json-resume/input.ts). The tree is compiled before it is written: one that would not
 * validate is not written. A school without a score or courses gets
 * none: the site shows no GPA or Course list for it. It never overwrites a file unless given
 * --force, which replaces the folder's content (its YAML files, projects/ and images/) as a whole,
 * setting it aside in .replaced/<date and time>/, and leaves anything else there. The folder is
 * never the project's, one holding it or one of its folders of source but content/; the tree is
 * written whole or not at all (a failure leaves the folder as it was), with file names of at most
 * MAX_NAME_BYTES. Exit codes: 0 written, 1 refused, unreadable input or not written, 2 usage.
 *
 * The passes, a file each: json-resume/file.ts reads the file, json-resume/input.ts reads the
 * resume into JSON Resume 1.0's shape, json-resume/check.ts holds it against the schema; then
 * import/profile.ts, experience.ts, education.ts, projects.ts and sections.ts each write their
 * files of the tree (with what import/importing.ts holds for all of them), and
 * import/validate.ts compiles the tree before the command writes it.
 */
import { addSchemas, type ContentTree, yamlFile } from "../content/content-tree.ts";
import { importEducation } from "./import/education.ts";
import { importExperience } from "./import/experience.ts";
import { importing } from "./import/importing.ts";
import { resumeLanguage } from "./import/language.ts";
import { importProfile } from "./import/profile.ts";
import { importProjects } from "./import/projects.ts";
import { importSections } from "./import/sections.ts";
import { checkJsonResume } from "./json-resume/check.ts";
import { holdsAnything, readJsonResume } from "./json-resume/input.ts";

export type ImportResult = {
  files: ContentTree;
  placeholders: string[];
  /** What the content has no place for, by its path in the file: "references[0]". */
  skipped: string[];
  /** Projects whose file name or link another had first, each written under one of its own: a line each. */
  renamed: string[];
  /** What was read otherwise than written: an older key, a date cut to its month, a link's scheme. */
  changed: string[];
  /** Where the file departs from the JSON Resume schema (see checkJsonResume). */
  issues: string[];
};

/**
 * A JSON Resume file as a content tree, with what the owner needs to know: the placeholders it
 * needed, what was read otherwise than written, what has no place in the content. The file is
 * read first (readJsonResume: older keys, dates, links), then checked against the schema
 * (checkJsonResume), then written one step per file of the tree, in order (their placeholder
 * images take the colours in turn). `lang` is the site's language, when the import knows it
 * (the content folder's site.yaml): the words of a degree and its field are that language's, and
 * the title of the skills the build makes of the projects' technologies (English without it).
 * Without it, the resume's own language, when it declares one, is written in Chinese, Japanese
 * or Korean, or its sentences read as another built-in language than English
 * (import/language.ts), is the site's: the tree gets a site.yaml that says so.
 */
export async function importJsonResume(
  input: object,
  { lang }: { lang?: string } = {},
): Promise<ImportResult> {
  const read = readJsonResume(input);
  const { resume, issues } = checkJsonResume(read.resume);
  const tree = importing();
  // A folder with no site.yaml yet: the site is in the resume's language, when it tells it.
  const found = lang === undefined ? await resumeLanguage(input) : undefined;
  const siteLang = lang ?? found?.lang;
  if (found) {
    tree.files.set("site.yaml", yamlFile("site", { lang: found.lang }));
    tree.changed.push(
      `site.yaml: lang: ${found.lang}, the resume's language (${found.from.startsWith("its ") ? `by ${found.from}` : `given as ${found.from}`}): the site's words, dates and print in it; change it if the site is in another`,
    );
  }
  importProfile(tree, resume, siteLang);
  importExperience(tree, resume);
  importEducation(tree, resume, siteLang);
  importProjects(tree, resume);
  const duplicates = importSections(tree, resume);
  // resume.json's meta is the build's own: its version, and its canonical address from profile.yaml's url.
  if (holdsAnything(resume.meta))
    tree.skipped.push(
      "meta: not content; the site's resume.json writes its own (version, and canonical from profile.yaml's url)",
    );
  addSchemas(tree.files);
  const { files, placeholders, renamed, changed, skipped } = tree;
  return {
    files,
    placeholders,
    // The key the language was read from is written, as site.yaml's lang.
    skipped: [...read.skipped.filter((path) => path !== found?.from), ...skipped, ...duplicates],
    renamed,
    changed: [...read.changed, ...changed],
    issues,
  };
}
