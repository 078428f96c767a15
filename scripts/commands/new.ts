/**
 * Writes a small, valid content tree for a new owner, with every placeholder marked:
 *
 *   npm run new -- --name "Ada Lovelace" [--content DIR] [--force]
 *   npm run new -- --sample [--content DIR] [--force]
 *
 * --sample writes the engine's sample content instead (a fictional owner's, complete), to try
 * the site with before starting one's own.
 *
 * A placeholder is (a) text starting with "TODO", (b) for a value that cannot hold the word
 * (a date, a number, a link, an email), a comment starting with "TODO" at the end of its line,
 * or (c) in a Markdown body, a line starting with "TODO". Images show the owner's initials or
 * a word until they are replaced; their alt text is a placeholder.
 *
 * The folder (content/ by default) must hold no content but site.yaml
 * (scripts/content/content-folder.ts's contentFilesIn); --force sets the whole of it aside first (every entry but the hidden ones,
 * into .replaced/<date and time>/). It is never the project's folder, one holding it or one of
 * its folders of source but content/. The tree is written whole or not at all: a failure leaves
 * the folder as it was. The name is one line of text. Exit codes: 0 written, 1 refused or not
 * written, 2 usage.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { monogramInitials } from "../../src/shared/monogram.ts";
import { codePointName, findForbiddenCharacter } from "../compiler/yaml/characters.ts";
import { contentFilesIn, filesIn, refuseContentFolder } from "../content/content-folder.ts";
import {
  addSchemas,
  type ContentTree,
  PLACEHOLDER_SIZES,
  placeholderPhoto,
  placeholderPng,
  schemaLine,
} from "../content/content-tree.ts";
import { recoverStoppedWrites } from "../content/stopped-writes.ts";
import { commandLine, reportSetAside, type SetAside, writeTree } from "../content/write-tree.ts";
import { parseOptions, runAsCommand, unlessRefused } from "../lib/command.ts";
import { ENGINE_DIR } from "../lib/engine.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";

const USAGE = 'usage: npm run new -- --name "Your Name" | --sample [--content DIR] [--force]';

/** A YAML scalar for `value`, quoted when it needs to be. */
function scalar(value: string): string {
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

/** The starter tree for `name`: the YAML files, one project, placeholder images, the editor schemas. */
export async function starterContent(name: string, today = new Date()): Promise<ContentTree> {
  const year = today.getFullYear();
  const files: ContentTree = new Map([
    ["profile.yaml", profileYaml(name)],
    ["experience.yaml", experienceYaml(year)],
    ["education.yaml", educationYaml(year)],
    ["about.yaml", ABOUT_YAML],
    ["projects/my-project.md", PROJECT_MD],
  ]);
  files.set("images/profile.png", await placeholderPhoto(monogramInitials(name)));
  files.set("images/logos/company.png", await placeholderPng("Logo", PLACEHOLDER_SIZES.logo, 1));
  files.set("images/logos/school.png", await placeholderPng("Logo", PLACEHOLDER_SIZES.logo, 2));
  files.set(
    "images/projects/my-project-1.png",
    await placeholderPng("Screenshot", PLACEHOLDER_SIZES.screenshot, 3),
  );
  return addSchemas(files);
}

/** The starter profile.yaml: `name`, and a placeholder for every other field. */
function profileYaml(name: string): string {
  return `${schemaLine("profile")}name: ${scalar(name)}
label: "TODO: your job title"
photo:
  src: images/profile.png
  alt: "TODO: describe your photo, for people who cannot see it"
email: you@example.com # TODO: your email address
url: https://example.com/ # TODO: where the site will live, such as https://<user>.github.io/<repo>/
profiles:
  - network: GitHub
    url: https://github.com/ # TODO: your profile's address; add others (LinkedIn…) the same way, or remove the entry
summary: |
  TODO: a paragraph or two about you, in Markdown: what you do, what you are good at, what
  you are looking for.
softSkills:
  - "TODO: a soft skill, such as clear writing"
hardSkills:
  - title: "TODO: a group of skills, such as Languages"
    items:
      - "TODO: a skill"
languages:
  - language: "TODO: a language you speak"
    fluency: "TODO: how well, such as Native or Fluent"
`;
}

/** The starter experience.yaml: one job, started two years before `year`. */
function experienceYaml(year: number): string {
  return `${schemaLine("experience")}experience:
  - company: "TODO: the organisation"
    position: "TODO: your role there"
    url: https://example.com/ # TODO: the organisation's website, or remove the line
    logo:
      src: images/logos/company.png
      alt: "TODO: describe the logo, such as: Acme logo, a red letter A on white"
    location: "TODO: where, such as Remote, or remove the line"
    start: ${year - 2}-01 # TODO: when you started, as YYYY or YYYY-MM
    end: present # TODO: when you left, or present
    summary: "TODO: a sentence about the job, or remove the line"
    highlights:
      - "TODO: one thing you did there, and what came of it"
`;
}

/** The starter education.yaml: one school, from six to two years before `year`. */
function educationYaml(year: number): string {
  return `${schemaLine("education")}education:
  - institution: "TODO: the school"
    url: https://example.edu/ # TODO: the school's website
    logo:
      src: images/logos/school.png
      alt: "TODO: describe the logo or crest"
    degree: "TODO: the degree, such as B.S. in Computer Science"
    start: ${year - 6}-09 # TODO: when you started, as YYYY or YYYY-MM
    end: ${year - 2}-06 # TODO: when you finished, or present
    description: "TODO: what you studied, in a sentence or two"
`;
}

/** The starter about.yaml: one section. */
const ABOUT_YAML = `${schemaLine("about")}title: About me
sections:
  - heading: "TODO: a heading, such as Background"
    body: |
      TODO: a few paragraphs about you, in Markdown: where you come from, what you care
      about, what you do when you are not working.
`;

/** The starter project: a screenshot, a skill of each kind, an achievement and its description. */
const PROJECT_MD = `---
title: "TODO: the project's name"
order: 1
images:
  - src: images/projects/my-project-1.png
    alt: "TODO: describe the screenshot"
    caption: "TODO: a caption, or remove the line"
skills:
  front:
    - "TODO: a front-end skill, such as React"
  back:
    - "TODO: a back-end skill, such as PostgreSQL"
  other:
    - "TODO: another skill, such as Figma"
achievements:
  - title: "TODO: what you achieved, in a few words"
    description: "TODO: how, in a sentence or two"
---
TODO: what the project is, who it is for and what your part was, in Markdown. Each project
is a file like this one in projects/.
`;

/**
 * The engine's sample content (its content/ folder): every file but hidden ones, the editor
 * schemas of this version included.
 */
function sampleContent(): ContentTree {
  const sample = path.join(ENGINE_DIR, DEFAULT_CONTENT_DIR);
  const files: ContentTree = new Map();
  for (const entry of readdirSync(sample, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(sample, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (file.some((part) => part.startsWith("."))) continue;
    files.set(file.join("/"), readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return addSchemas(files);
}

/** Up to `shown` items, then how many more. */
function some(items: string[], shown = 3): string {
  const more = items.length - shown;
  return `${items.slice(0, shown).join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/** Why `name` cannot be the owner's name as written, or undefined: it is one line of text. */
function nameProblem(name: string): string | undefined {
  const lineBreak = /[\n\r\t\u2028\u2029]/.exec(name);
  const found = lineBreak
    ? {
        codePoint: name.codePointAt(lineBreak.index) ?? 0,
        character: [...name.slice(0, lineBreak.index)].length + 1,
      }
    : findForbiddenCharacter(name);
  return found && `got ${codePointName(found.codePoint)} at character ${found.character}`;
}

export function main(argv: string[]): Promise<number> {
  return unlessRefused(() => write(argv));
}

async function write(argv: string[]): Promise<number> {
  const parsed = parseOptions(
    argv,
    {
      name: { type: "string" },
      sample: { type: "boolean" },
      content: { type: "string" },
      force: { type: "boolean" },
    },
    USAGE,
  );
  if (!parsed) return 2;
  const name = parsed.name?.trim();
  if (parsed.sample) {
    if (parsed.name !== undefined) {
      console.error(`--sample writes the sample owner's content: give it or --name, not both\n${USAGE}`);
      return 2;
    }
    return writeContent(parsed, async () => sampleContent(), argv);
  }
  if (!name) {
    console.error(`${parsed.name === undefined ? "--name is required" : "--name is empty"}\n${USAGE}`);
    return 2;
  }
  const problem = nameProblem(name);
  if (problem) {
    console.error(
      `--name is one line of text, without line breaks, tabs or control characters: ${problem}\n${USAGE}`,
    );
    return 2;
  }
  return writeContent(parsed, () => starterContent(name), argv);
}

/**
 * Writes the tree `make` gives as the content (`values.content`, content/ by default), refusing a
 * folder that holds content unless `values.force`, and says what it did and what comes next. The
 * tree is made only once the folder is known to take it: a refusal draws no image.
 */
async function writeContent(
  values: { content?: string | undefined; force?: boolean | undefined; sample?: boolean | undefined },
  make: () => Promise<ContentTree>,
  argv: string[],
): Promise<number> {
  const contentDir = values.content ?? DEFAULT_CONTENT_DIR;
  const force = values.force ?? false;
  refuseContentFolder(contentDir);
  recoverStoppedWrites(contentDir);
  // Content already there; without --force, site.yaml, notes or a README stay beside the starter.
  const existing = contentFilesIn(contentDir);
  if (existing.length > 0 && !force) {
    console.error(
      `not written: ${contentDir} holds content (${existing.length} file${existing.length === 1 ? "" : "s"}: ${some(existing)}); run again with --force to replace it, or pick a new folder with --content DIR`,
    );
    return 1;
  }

  const files = await make();
  let aside: SetAside;
  try {
    aside = writeTree(contentDir, files, { replace: force, command: commandLine("new", argv) });
  } catch (error) {
    console.error(`not written: ${(error as Error).message}`);
    return 1;
  }
  const kept = filesIn(contentDir).filter((file) => !files.has(file));

  reportSetAside(aside);
  if (kept.length > 0) console.log(`left in place (not content): ${some(kept)}`);
  console.log(
    `wrote ${files.size} files to ${contentDir}:\n${[...files.keys()].map((f) => `  ${f}`).join("\n")}`,
  );
  if (values.sample) {
    console.log(`
This is the sample owner's content, to try the site with: npm run dev shows it. Start your own
with npm run new -- --name "Your Name" --force, or move in with npm run import.`);
    return 0;
  }
  const images = path.join(contentDir, "images");
  const inContent = path.resolve(contentDir) === path.resolve(DEFAULT_CONTENT_DIR);
  console.log(`
Placeholders are marked: text starting with TODO, a "# TODO" comment after a date, link
or email, a line starting with TODO in Markdown. The images show your initials or a word
until you replace them.

next steps:
  1. replace every TODO in ${contentDir}, and the images in ${images} with your own
${
  inContent
    ? `  2. npm run dev        see the site, updating as you save
  3. npm run validate   check the content`
    : `  2. npm run validate -- --content ${contentDir}   check the content
  3. the site shows content/: put these files there, then npm run dev to see it, updating as you save`
}

npm run build refuses placeholders when CI is set or with --strict.`);
  return 0;
}

runAsCommand(import.meta.url, main, "internal error in npm run new");
