/**
 * A GitHub user's public repositories, read from GitHub's REST API (GITHUB_TOKEN from the
 * environment when set, for its larger rate limit), and each chosen one as a project file to
 * review: what the repository says of itself, with `TODO` where only the owner can write.
 */
import { isLink } from "../../compiler/schema/schema.ts";
import { yamlText } from "../../content/content-tree.ts";
import { Refused } from "../../lib/command.ts";
import { markdownText } from "../import/markdown-text.ts";
import { fileNameOf } from "../import/projects.ts";
import { type Answer, apiBase, GITHUB_API, getJson } from "../web/api.ts";

/** The fields of a repository in GitHub's list that the import reads. */
export type Repository = {
  name: string;
  html_url: string;
  description?: string | null;
  homepage?: string | null;
  fork?: boolean;
  archived?: boolean;
  language?: string | null;
  topics?: string[];
  created_at?: string;
  pushed_at?: string | null;
  stargazers_count?: number;
  owner?: { login?: string };
};

/** A user name as GitHub allows one: letters, digits and single hyphens inside, at most 39. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

/** The most pages of 100 repositories read: past them, the newest 1,000 are listed. */
const MAX_PAGES = 10;

/** The headers of every request: GitHub's JSON, its API version, and the owner's token when set. */
function headers(): Record<string, string> {
  const token = process.env.GITHUB_TOKEN?.trim();
  return {
    accept: "application/vnd.github+json",
    "x-github-api-version": "2022-11-28",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * The path and query of the next page, from a `link` header, when there is one, relative to
 * the API's base (GitHub links the next page as /user/<id>/repos?…&page=2, under its base's
 * path on GitHub Enterprise's /api/v3).
 */
function nextPage(answer: Answer<unknown>): string | undefined {
  const next = /<([^>]+)>;\s*rel="next"/.exec(answer.headers.get("link") ?? "")?.[1];
  if (!next) return undefined;
  const url = new URL(next);
  const prefix = new URL(apiBase(GITHUB_API)).pathname.replace(/\/$/, "");
  return `${url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname}${url.search}`;
}

/** `user`'s public repositories, newest activity (push) first. Refused: a name GitHub allows no user, a user it does not have. */
export async function listRepositories(user: string): Promise<Repository[]> {
  if (!LOGIN.test(user))
    throw new Refused(`not a GitHub user name: "${user}" (letters, digits and single hyphens, at most 39)`);
  const repositories: Repository[] = [];
  let page: string | undefined = `/users/${user}/repos?per_page=100&sort=pushed`;
  for (let n = 0; page && n < MAX_PAGES; n++) {
    const answer: Answer<Repository[]> = await getJson<Repository[]>(GITHUB_API, page, {
      headers: headers(),
      notFound: `GitHub has no user ${user}: check the name on their profile page`,
    });
    if (!Array.isArray(answer.json))
      throw new Refused(`GitHub answered ${page} with no list of repositories`);
    repositories.push(...answer.json);
    page = nextPage(answer);
  }
  return repositories.sort((a, b) => (b.pushed_at ?? "").localeCompare(a.pushed_at ?? ""));
}

/** The repository's languages, most code first, as GitHub counts them. */
export async function languagesOf(user: string, repository: Repository): Promise<string[]> {
  const owner = repository.owner?.login ?? user;
  const { json } = await getJson<Record<string, number>>(
    GITHUB_API,
    `/repos/${owner}/${encodeURIComponent(repository.name)}/languages`,
    {
      headers: headers(),
      notFound: `GitHub no longer has ${owner}/${repository.name}: run the import again`,
    },
  );
  return Object.entries(json)
    .sort(([, a], [, b]) => b - a)
    .map(([language]) => language);
}

/** A line of the list: its number, name, last activity, main language, marks and description. */
export function listLine(repository: Repository, index: number): string {
  const marks = [
    repository.pushed_at ? `last ${repository.pushed_at.slice(0, 10)}` : undefined,
    repository.language ?? undefined,
    repository.fork ? "fork" : undefined,
    repository.archived ? "archived" : undefined,
  ].filter(Boolean);
  const description = repository.description?.trim();
  return `${String(index + 1).padStart(3)}. ${repository.name} (${marks.join(", ")})${description ? `: ${description}` : ""}`;
}

/** The month of a GitHub time (2021-03-04T10:00:00Z is 2021-03). */
const monthOf = (time: string | null | undefined) => /^(\d{4}-\d{2})/.exec(time ?? "")?.[1];

/** Where the owner writes what only they know: each a line the compiler reports as a placeholder until they do. */
export const TODO_LINES = [
  "TODO: what it does, and for whom, in a sentence or two.",
  "TODO: your part in it: what you built, decided or led.",
  "TODO: what came of it: users, downloads, what it made possible.",
];

/**
 * The project file of `repository`: its name as the title, its first (created) and last
 * (pushed) activity as its start and end, its home page and repository as links, its languages
 * and topics as skills, its description as the text, then the TODO lines.
 */
export function projectFile(repository: Repository, languages: string[]): { file: string; text: string } {
  const start = monthOf(repository.created_at);
  const end = monthOf(repository.pushed_at) ?? start;
  const seen = new Set<string>();
  const skills = [...languages, ...(repository.topics ?? [])].filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const homepage = repository.homepage?.trim();
  const front = {
    title: repository.name,
    ...(start && end ? { start, end: end < start ? start : end } : {}),
    links: [
      ...(homepage && isLink(homepage) ? [{ label: "Website", url: homepage }] : []),
      { label: "Source code", url: repository.html_url },
    ],
    ...(skills.length > 0 ? { skills: { other: skills } } : {}),
  };
  const description = repository.description?.trim();
  const body = [...(description ? [markdownText(description)] : []), ...TODO_LINES].join("\n\n");
  return {
    file: `projects/${fileNameOf(repository.name, "project")}.md`,
    text: `---\n${yamlText(front)}---\n${body}\n`,
  };
}
