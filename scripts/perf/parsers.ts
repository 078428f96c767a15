/**
 * `npm run parsers -- --dist DIR --open-resume DIR [--missing]`: what a real résumé parser reads
 * from a built site's resume PDFs. For each page's PDF in --dist (`npm run pdf` wrote it), the
 * parser of OpenResume (github.com/xitanggg/open-resume, src/app/lib/parse-resume-from-pdf/), run
 * from a checkout of its repository (--open-resume; scripts/perf/README.md says how to make one),
 * and its output scored against the page's JSON Resume: of the facts a recruiter's system fills
 * its form with, how many it put in the right field. Beside it, how many of the same facts are
 * anywhere in the text of each extractor of scripts/check/pdf-text.ts, which is what the parser
 * had to work with. --missing lists, for each PDF, the facts the parser did not find and what it
 * read instead. Figures only: it exits 0 whatever they are, 1 when it cannot read the site or the
 * parser.
 *
 * The facts, each found when the parser's field for it holds it as the check's patterns find a
 * fact in text (scripts/check/resume-fact-list.ts: any case, whole words, a date in the forms
 * parsers read):
 *
 * - the name, email and phone, in the profile's name, email and phone;
 * - each job's company, position and dates (its period whole: "Mar 2022 – Present"), in the
 *   company, job title and date of one of the work experiences the parser found;
 * - each school's institution, degree (its type, "B.S.", or its field when it gives no type) and
 *   dates, in the school, degree and date of one of the educations found;
 * - each project's name, in the name of one of the projects found;
 * - each skill group (one, however many levels it is written in): every one of its keywords in
 *   the skills the parser found (its featured skills and the lines of the section). Each keyword
 *   is also counted on its own, in a figure of its own;
 * - beside them, in a figure of its own: each technology of the projects' keywords (once, in any
 *   case) among the skills the parser found, whole or but for a qualifier in brackets.
 *
 * OpenResume's licence (AGPL-3.0) keeps its code out of this repository: the script loads it
 * from the checkout, as it is, through open-resume-hooks.mjs.
 */
import { existsSync, readFileSync } from "node:fs";
import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { extractedTexts } from "../check/pdf-text.ts";
import { joinLines, normaliseLine, periodFact, textPattern } from "../check/resume-fact-list.ts";
import { languageFiles, pdfName, readJsonResume } from "../check/resume-pdf.ts";
import type { JsonResume } from "../interop/json-resume/export.ts";
import { parseOptions, Refused, runAsCommand } from "../lib/command.ts";

const USAGE = "usage: npm run parsers -- --dist DIR --open-resume DIR [--missing]";

/** Where OpenResume's parser is in a checkout of its repository, and the module that runs it. */
const APP_DIR = "src/app";
const PARSER_SPECIFIER = "lib/parse-resume-from-pdf";
const PARSER_MODULE = `${PARSER_SPECIFIER}/index.ts`;

/** What OpenResume's parser gives (its src/app/lib/redux/types.ts), of what is scored. */
type ParsedResume = {
  profile: { name: string; email: string; phone: string };
  workExperiences: { company: string; jobTitle: string; date: string }[];
  educations: { school: string; degree: string; date: string }[];
  projects: { project: string }[];
  skills: { featuredSkills: { skill: string }[]; descriptions: string[] };
};
type ParseResume = (source: unknown) => Promise<ParsedResume>;

/**
 * A fact the parser should fill a field with: what it is, its text as resume.json has it, its
 * pattern (resume-fact-list.ts), and the parser's texts it is looked for in.
 */
type ScoredFact = {
  label: string;
  value: string;
  pattern: string;
  fields: (parsed: ParsedResume) => string[];
};

const textFact = (label: string, value: string | undefined, fields: ScoredFact["fields"]): ScoredFact[] =>
  value?.trim() ? [{ label, value, pattern: textPattern(value), fields }] : [];

/** A period's fact ("2019-06 – 2022-02"), whole, in the given fields. */
function periodOf(
  label: string,
  start: string | undefined,
  end: string | undefined,
  fields: ScoredFact["fields"],
) {
  const fact = periodFact("dates", start, end);
  return fact ? [{ label, value: fact.value, pattern: fact.pattern, fields }] : [];
}

/** The skills the parser found, one text each: its featured skills, then the section's lines. */
const parsedSkills = (parsed: ParsedResume) => [
  ...parsed.skills.featuredSkills.map((skill) => skill.skill),
  ...parsed.skills.descriptions,
];

/** The skill groups, one for each name (a group may be written once for each level), their keywords. */
function skillGroups(resume: JsonResume): { name: string; keywords: string[] }[] {
  const groups: { name: string; keywords: string[] }[] = [];
  for (const skill of resume.skills ?? []) {
    const keywords = skill.keywords ?? [];
    const group = groups.find((each) => each.name === skill.name);
    if (group) group.keywords.push(...keywords);
    else groups.push({ name: skill.name ?? "", keywords: [...keywords] });
  }
  return groups.filter((group) => group.keywords.length > 0);
}

/** The facts of `resume` a parser should fill its fields with (see the top of this file), keywords aside. */
function scoredFacts(resume: JsonResume): ScoredFact[] {
  const basics = resume.basics ?? {};
  const jobs = (parsed: ParsedResume) => parsed.workExperiences;
  const schools = (parsed: ParsedResume) => parsed.educations;
  return [
    ...textFact("name", basics.name, (parsed) => [parsed.profile.name]),
    ...textFact("email", basics.email, (parsed) => [parsed.profile.email]),
    ...textFact("phone", basics.phone, (parsed) => [parsed.profile.phone]),
    ...(resume.work ?? []).flatMap((job) => {
      const company = job.name ?? job.company;
      // Work without a company is known by its position.
      const known = company ?? job.position;
      return [
        ...textFact(`job '${known}': company`, company, (parsed) => jobs(parsed).map((each) => each.company)),
        ...textFact(`job '${known}': position`, job.position, (parsed) =>
          jobs(parsed).map((each) => each.jobTitle),
        ),
        ...periodOf(`job '${known}': dates`, job.startDate, job.endDate, (parsed) =>
          jobs(parsed).map((each) => each.date),
        ),
      ];
    }),
    ...(resume.education ?? []).flatMap((school) => [
      ...textFact(`school '${school.institution}': institution`, school.institution, (parsed) =>
        schools(parsed).map((each) => each.school),
      ),
      ...textFact(`school '${school.institution}': degree`, school.studyType || school.area, (parsed) =>
        schools(parsed).map((each) => each.degree),
      ),
      ...periodOf(`school '${school.institution}': dates`, school.startDate, school.endDate, (parsed) =>
        schools(parsed).map((each) => each.date),
      ),
    ]),
    ...(resume.projects ?? []).flatMap((project) =>
      textFact(`project '${project.name}': name`, project.name, (parsed) =>
        parsed.projects.map((each) => each.project),
      ),
    ),
  ];
}

/** Whether `pattern` finds its fact in one of `texts`, each read as the check reads a line. */
const foundIn = (pattern: string, texts: string[]) =>
  texts.some((text) => new RegExp(pattern, "u").test(normaliseLine(text)));

/** One PDF's scores: the parser's facts, its keywords, and the facts anywhere in each extractor's text. */
type Scores = {
  facts: number;
  found: number;
  keywords: number;
  keywordsFound: number;
  /** The projects' technologies (their keywords, each once), and how many the parser's skills hold. */
  technologies: number;
  technologiesFound: number;
  missing: string[];
  extractors: { extractor: string; found: number }[];
};

async function score(pdf: string, resume: JsonResume, parse: ParseResume): Promise<Scores> {
  const bytes = new Uint8Array(readFileSync(pdf));
  // OpenResume hands pdf.js's getDocument an address; its parameters object reads the same.
  const parsed = await parse({ data: bytes.slice() });
  const facts = scoredFacts(resume);
  const groups = skillGroups(resume);
  const skills = parsedSkills(parsed);
  const missing: string[] = [];
  let found = 0;
  for (const fact of facts) {
    if (foundIn(fact.pattern, fact.fields(parsed))) found++;
    else missing.push(`${fact.label} '${fact.value}' (read: ${JSON.stringify(fact.fields(parsed))})`);
  }
  // The skills the parser found, as one text: a keyword may sit in any of them, or span two lines.
  const skillsText = joinLines(skills).text;
  let keywordsFound = 0;
  for (const group of groups) {
    const absent = group.keywords.filter(
      (keyword) => !new RegExp(textPattern(keyword), "u").test(skillsText),
    );
    keywordsFound += group.keywords.length - absent.length;
    if (absent.length === 0) found++;
    else
      missing.push(
        `skills '${group.name}': ${absent.map((keyword) => `'${keyword}'`).join(", ")} not in the skills`,
      );
  }
  if (groups.length > 0) missing.push(`(the skills read: ${JSON.stringify(skills)})`);
  const keywords = groups.flatMap((group) => group.keywords);
  // The projects' technologies, each once, found in the skills whole or but for a qualifier in brackets.
  const technologies = [
    ...new Map(
      (resume.projects ?? [])
        .flatMap((project) => project.keywords ?? [])
        .map((each) => [each.toLowerCase(), each]),
    ).values(),
  ];
  const inSkills = (keyword: string) =>
    [keyword, keyword.replace(/\s*\([^()]*\)$/u, "")].some((form) =>
      new RegExp(textPattern(form), "u").test(skillsText),
    );
  const absentTechnologies = technologies.filter((technology) => !inSkills(technology));
  if (absentTechnologies.length > 0)
    missing.push(
      `projects' technologies not in the skills: ${absentTechnologies.map((each) => `'${each}'`).join(", ")}`,
    );
  const extractors = (await extractedTexts(pdf, bytes)).map(({ extractor, lines }) => {
    const text = joinLines(lines).text;
    const inText = (pattern: string) => new RegExp(pattern, "u").test(text);
    const groupsFound = groups.filter((group) =>
      group.keywords.every((keyword) => inText(textPattern(keyword))),
    );
    return { extractor, found: facts.filter((fact) => inText(fact.pattern)).length + groupsFound.length };
  });
  return {
    facts: facts.length + groups.length,
    found,
    keywords: keywords.length,
    keywordsFound,
    technologies: technologies.length,
    technologiesFound: technologies.length - absentTechnologies.length,
    missing,
    extractors,
  };
}

/** OpenResume's parser, loaded from the checkout `checkout` (see open-resume-hooks.mjs). */
async function loadOpenResume(checkout: string): Promise<ParseResume> {
  const appDir = path.resolve(checkout, APP_DIR);
  const parserFile = path.join(appDir, PARSER_MODULE);
  if (!existsSync(parserFile))
    throw new Refused(
      `${checkout} is not a checkout of OpenResume: it has no ${path.join(APP_DIR, PARSER_MODULE)} (scripts/perf/README.md says how to make one)`,
    );
  const pdfjsDir = path.resolve("node_modules/pdfjs-dist/legacy/build");
  register(new URL("./open-resume-hooks.mjs", import.meta.url), {
    data: {
      appDir,
      pdfjs: pathToFileURL(path.join(pdfjsDir, "pdf.mjs")).href,
      pdfjsWorker: pathToFileURL(path.join(pdfjsDir, "pdf.worker.mjs")).href,
      hasRedux: existsSync(path.resolve(checkout, "node_modules/@reduxjs/toolkit")),
    },
  });
  // By the name the checkout's own modules import it by, which the hooks resolve.
  const parser = (await import(PARSER_SPECIFIER)) as { parseResumeFromPdf?: ParseResume };
  if (typeof parser.parseResumeFromPdf !== "function")
    throw new Refused(
      `${parserFile} exports no parseResumeFromPdf: is the checkout a version this script knows?`,
    );
  return parser.parseResumeFromPdf;
}

export async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(
    argv,
    {
      dist: { type: "string" },
      "open-resume": { type: "string" },
      missing: { type: "boolean" },
    },
    USAGE,
  );
  if (!parsed) return 2;
  const { dist, "open-resume": checkout } = parsed;
  if (!dist || !checkout) throw new Refused(`give the built site and OpenResume's checkout: ${USAGE}`, 2);
  if (!existsSync(dist)) throw new Refused(`there is no folder ${dist}`);
  const languages = languageFiles(dist);
  if (languages.length === 0)
    throw new Refused(`${dist} holds no resume.json: is it a site npm run build wrote?`);
  const parse = await loadOpenResume(checkout);
  for (const files of languages) {
    const resume = readJsonResume(files.json);
    const name = pdfName(files, resume);
    if (!existsSync(files.pdf)) {
      console.log(`${name}: no PDF (run npm run pdf)`);
      continue;
    }
    const scores = await score(files.pdf, resume, parse);
    const inText = scores.extractors.map(({ extractor, found }) => `${extractor} ${found}/${scores.facts}`);
    console.log(
      `${name}: OpenResume ${scores.found}/${scores.facts} facts, ${scores.keywordsFound}/${scores.keywords} skills' keywords, ${scores.technologiesFound}/${scores.technologies} projects' technologies in the skills · in the text: ${inText.join(" · ")}`,
    );
    if (parsed.missing) for (const line of scores.missing) console.log(`  ${line}`);
  }
  return 0;
}

runAsCommand(import.meta.url, main, "could not score the PDFs");
