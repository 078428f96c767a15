/**
 * `npm run import -- github <user> [--only a,b | --top N]`: a GitHub user's public
 * repositories listed, newest activity first (forks and archives marked), and the chosen ones
 * written as projects/<name>.md to review (repositories.ts says what each holds). Run only
 * when asked, never by a build. Without a choice, in a terminal it asks which; elsewhere it
 * lists them, says how to choose and writes nothing. A project file already there is set
 * aside in .replaced/, as every import's; projects that would not validate are not written.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import pMap from "p-map";
import { Refused } from "../../lib/command.ts";
import { writeIfValid } from "../import/validate.ts";
import { languagesOf, listLine, listRepositories, projectFile, type Repository } from "./repositories.ts";

/** What the owner chose on the command line: names (--only) or a count (--top). */
export type Choice = { only?: string | undefined; top?: string | undefined };

/** How many repositories' languages are read at once. */
const CONCURRENT_REPOSITORIES = 4;

/**
 * The names --only gives, or the count --top does; refused (a usage error) before GitHub is
 * asked: both, a count that is no whole number from 1, an --only that names none.
 */
export function checkChoice({ only, top }: Choice): { names: string[]; count?: number } {
  if (only !== undefined && top !== undefined) throw new Refused("choose with --only or --top, not both", 2);
  if (top !== undefined) {
    const count = Number(top);
    if (!Number.isInteger(count) || count < 1)
      throw new Refused(`--top is a whole number from 1, not "${top}"`, 2);
    return { names: [], count };
  }
  const names = (only ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (only !== undefined && names.length === 0)
    throw new Refused("--only names repositories, parted by commas: --only tidewatch,harbor-maps", 2);
  return { names };
}

/**
 * The repositories `choice` names among `repositories` (listed newest first): --only's by
 * name (any letter case), --top's the newest N that are not forks. Refused: a name not there,
 * a count that is no whole number from 1.
 */
export function chosen(repositories: Repository[], choice: Choice): Repository[] {
  const { names, count } = checkChoice(choice);
  if (count !== undefined) return repositories.filter((repository) => !repository.fork).slice(0, count);
  return names.map((name) => {
    const found = repositories.find((repository) => repository.name.toLowerCase() === name.toLowerCase());
    if (!found)
      throw new Refused(
        `no public repository "${name}" in the list above: --only takes names from it; nothing was written`,
      );
    return found;
  });
}

/** The repositories a line typed at the picker names: numbers of the list and ranges (1,3-4), or names. */
export function picked(repositories: Repository[], answer: string): Repository[] | string {
  const choices: Repository[] = [];
  for (const part of answer.split(/[,\s]+/).filter(Boolean)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2] ?? range[1])];
      if (from < 1 || to > repositories.length || from > to)
        return `no ${part} in the list: 1 to ${repositories.length}`;
      choices.push(...repositories.slice(from - 1, to));
      continue;
    }
    const found = repositories.find((repository) => repository.name.toLowerCase() === part.toLowerCase());
    if (!found) return `no repository "${part}" in the list`;
    choices.push(found);
  }
  return [...new Set(choices)];
}

/** Asks in the terminal which repositories to write, again after an answer that names none there. */
async function pick(repositories: Repository[]): Promise<Repository[]> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = await terminal.question(
        "Which to write as projects? Numbers or names, parted by commas (1,3-4); nothing to write none: ",
      );
      const choices = picked(repositories, answer);
      if (typeof choices !== "string") return choices;
      console.log(choices);
    }
  } finally {
    terminal.close();
  }
}

/**
 * Lists `user`'s repositories and writes the chosen ones into `contentDir`'s projects/; the
 * exit code (0 written, or listed with nothing chosen; 1 refused or not written).
 */
export async function importGithub(
  user: string,
  contentDir: string,
  choice: Choice,
  command: string,
): Promise<number> {
  if (!existsSync(path.join(contentDir, "profile.yaml")))
    throw new Refused(
      `no profile.yaml in ${contentDir}: projects are added to a site's content (npm run new or npm run import writes one first), or name it with --content DIR`,
    );
  checkChoice(choice);
  const repositories = await listRepositories(user);
  if (repositories.length === 0) {
    console.log(`${user} has no public repositories: nothing written`);
    return 0;
  }
  console.log(
    `${user}'s ${repositories.length} public repositor${repositories.length === 1 ? "y" : "ies"}, newest activity first:\n${repositories.map(listLine).join("\n")}\n`,
  );
  const choose = choice.only !== undefined || choice.top !== undefined;
  if (!choose && !process.stdin.isTTY) {
    console.log(
      `nothing written: choose which to write with --only NAME,NAME or --top N (the newest N that are not forks), or run it in a terminal to pick: npm run import -- github ${user} --top 3`,
    );
    return 0;
  }
  const repositoriesToWrite = choose ? chosen(repositories, choice) : await pick(repositories);
  if (repositoriesToWrite.length === 0) {
    console.log("none chosen: nothing written");
    return 0;
  }
  const projects = await pMap(
    repositoriesToWrite,
    async (repository) => projectFile(repository, await languagesOf(user, repository)),
    { concurrency: CONCURRENT_REPOSITORIES },
  );
  // Names that give one file name (foo.js and foo-js) get one each: foo-js.md, foo-js-2.md.
  const files = new Map<string, string>();
  for (const { file, text } of projects) {
    let name = file;
    for (let n = 2; files.has(name); n++) name = file.replace(/\.md$/, `-${n}.md`);
    files.set(name, text);
  }
  if (!(await writeIfValid(contentDir, files, "these projects", command))) return 1;
  console.log(
    `wrote ${files.size} project${files.size === 1 ? "" : "s"} to ${contentDir}:\n${[...files.keys()].map((file) => `  ${file}`).join("\n")}\n\neach has TODO lines for what only you can say (what it does, your part, what came of it): the deploy refuses them until you write them\ncheck it: npm run validate -- --content ${contentDir}`,
  );
  return 0;
}
