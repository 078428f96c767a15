/**
 * The folder a build writes its site into: the marker by which it is known for one, what the
 * marker proves, and how a new site takes an old one's place.
 *
 * The build puts SITE_MARKER in every site it writes, listing each file it wrote with its
 * SHA-256 (as `sha256sum` prints them). A later build replaces the folder whole, and `npm run
 * pdf` writes into it, only when the folder holds those files and nothing else, each as written:
 * a copied marker, in a folder that holds anything of the owner's (a `.git`, a `CNAME`, a page
 * of their own), or a built file edited since, proves nothing, so the folder is not ours to
 * replace. What a command of ours writes into a built site later (the PDF, the page's link to
 * it) is recorded in the marker as it is written (recordSiteFiles).
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { Refused } from "./command.ts";
import { realPath, refusal, refuseProjectPaths, type Target, writeFileAtomically } from "./safe-output.ts";

/** The file that marks a folder as a site a build wrote. Hidden, linked from nothing. */
export const SITE_MARKER = ".folio-site";

const HEADER = [
  "# This folder is a site built by npm run build. The next build into it replaces it whole when",
  "# it holds the files listed below and nothing else, each as written (SHA-256, then path);",
  "# anything else in it, or a file changed since, and the build refuses the folder.",
];

/** How many of a folder's strange entries a message names. */
export const NAMED_STRANGERS = 5;

/** The SHA-256 of a file's bytes, in hex. */
function fileHash(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/** Every regular file under `dir` but the marker, by path relative to it with `/` between folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => file !== SITE_MARKER)
    .sort();
}

/** The marker's line naming the build that wrote the site, which its record names too (scripts/publish/build-record.ts). */
const BUILD_LINE = /^# build ([0-9a-f-]+)$/m;

/** The marker's text for `files` (path → hash), of the build `build`. */
function markerText(files: Map<string, string>, build: string | undefined): string {
  const lines = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const named = build === undefined ? [] : [`# build ${build}`];
  return `${[...HEADER, ...named, ...lines.map(([file, hash]) => `${hash}  ${file}`)].join("\n")}\n`;
}

/**
 * Marks `dir` as a site a build wrote: the marker, listing every file in it with its hash, and
 * naming the build; returns the build's name (a random UUID).
 */
export function markSite(dir: string): string {
  const build = randomUUID();
  const files = new Map(filesUnder(dir).map((file) => [file, fileHash(path.join(dir, file))]));
  writeFileAtomically(path.join(dir, SITE_MARKER), markerText(files, build));
  return build;
}

/** The build that wrote the site in `dir`, as its marker names it; undefined without one. */
export function siteBuildId(dir: string): string | undefined {
  const marker = path.join(dir, SITE_MARKER);
  if (!lstatSync(marker, { throwIfNoEntry: false })?.isFile()) return undefined;
  return BUILD_LINE.exec(readFileSync(marker, "utf8"))?.[1];
}

/**
 * The files `dir`'s marker lists, path → SHA-256; undefined when there is no marker, or it is
 * not a file, or not one that lists files (a marker of a version before markers listed them).
 */
export function siteManifest(dir: string): Map<string, string> | undefined {
  const marker = path.join(dir, SITE_MARKER);
  if (!lstatSync(marker, { throwIfNoEntry: false })?.isFile()) return undefined;
  const lines = readFileSync(marker, "utf8").split("\n");
  if (lines[0] !== HEADER[0]) return undefined;
  const files = new Map<string, string>();
  for (const line of lines) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (match?.[1] && match[2] && isPathInSite(match[2])) files.set(match[2], match[1]);
  }
  return files;
}

/**
 * Whether `file`, a line of a marker, is a path a build writes: relative, inside the site, with
 * `/` between names and none of them empty, `.` or `..`. A line that is not (an absolute path,
 * `../x`, written by hand) lists nothing, so it proves nothing of the folder.
 */
function isPathInSite(file: string): boolean {
  return (
    !file.includes("\0") && file.split("/").every((name) => name !== "" && name !== "." && name !== "..")
  );
}

/**
 * Records `files` (paths of files inside the site `dir`, as `dir` is given: relative to the
 * working folder, or absolute), just written by a command of ours, in its marker with their
 * hashes, so that the next build knows them for its own.
 */
export function recordSiteFiles(dir: string, files: string[]): void {
  const manifest = siteManifest(dir) ?? new Map<string, string>();
  for (const file of files) {
    const relative = path.relative(path.resolve(dir), path.resolve(file)).split(path.sep).join("/");
    manifest.set(relative, fileHash(path.join(dir, relative)));
  }
  writeFileAtomically(path.join(dir, SITE_MARKER), markerText(manifest, siteBuildId(dir)));
}

/**
 * What in `dir` its marker does not prove a build wrote, by path (a folder with a last `/`),
 * at most `limit` of them: a file not listed or changed since, a link, anything but a file or a
 * folder; a folder that holds no listed file, whole. Files listed but gone are no one's loss.
 */
export function strangers(dir: string, manifest: Map<string, string>, limit = NAMED_STRANGERS): string[] {
  const found: string[] = [];
  const folders = new Set<string>();
  for (const file of manifest.keys()) {
    // Each folder the file is in, up to the site's; a path that is not relative (which
    // siteManifest never lists) would otherwise end at "/", its own dirname, and never stop.
    for (
      let folder = path.posix.dirname(file);
      folder !== "." && !folders.has(folder) && folder !== path.posix.dirname(folder);
      folder = path.posix.dirname(folder)
    )
      folders.add(folder);
  }
  const visit = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (found.length >= limit) return;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (name === SITE_MARKER && entry.isFile()) continue;
      if (entry.isDirectory()) {
        if (folders.has(name)) visit(name);
        else if (readdirSync(path.join(dir, name)).length > 0) found.push(`${name}/`);
      } else if (!entry.isFile()) found.push(`${name} (${entry.isSymbolicLink() ? "a link" : "not a file"})`);
      else if (!manifest.has(name)) found.push(name);
      else if (manifest.get(name) !== fileHash(path.join(dir, name)))
        found.push(`${name} (changed since the build)`);
    }
  };
  visit("");
  return found;
}

/**
 * Why `dir` (an existing folder) is not provably a site a build wrote and nothing else, in words
 * for a message; undefined when it is one, or empty.
 */
export function notOwnSite(dir: string): string | undefined {
  if (readdirSync(dir).length === 0) return undefined;
  const manifest = siteManifest(dir);
  if (!manifest) {
    return lstatSync(path.join(dir, SITE_MARKER), { throwIfNoEntry: false })
      ? `its ${SITE_MARKER} lists no files (an earlier version of the build wrote it), so nothing proves the rest is a build's`
      : `it holds files no build wrote (there is no ${SITE_MARKER} in it)`;
  }
  const found = strangers(dir, manifest, NAMED_STRANGERS + 1);
  if (found.length === 0) return undefined;
  const named = found.slice(0, NAMED_STRANGERS).join(", ");
  return `it holds what no build wrote: ${named}${found.length > NAMED_STRANGERS ? ", and more" : ""}`;
}

/** Whether `dir` holds a site a build wrote: a marker that lists its files. */
export function isBuiltSite(dir: string): boolean {
  return siteManifest(dir) !== undefined;
}

/**
 * The built site a command serves or checks, as an absolute path: `given` (its --dist), else
 * dist. Refused (throws Refused) where no build wrote a site.
 */
export function builtSiteAt(given: string | undefined): string {
  const dist = path.resolve(given ?? "dist");
  if (!isBuiltSite(dist))
    throw new Refused(`${given ?? "dist"} holds no site npm run build wrote: run npm run build first`);
  return dist;
}

/**
 * Whether the file `file` in the site `dir` is as a build or a command of ours wrote it: listed
 * in the marker with its hash.
 */
export function isSiteFile(dir: string, file: string): boolean {
  const manifest = siteManifest(dir);
  const relative = path.relative(dir, path.resolve(dir, file)).split(path.sep).join("/");
  const hash = manifest?.get(relative);
  return hash !== undefined &&
    lstatSync(path.join(dir, relative), { throwIfNoEntry: false })?.isFile() === true
    ? fileHash(path.join(dir, relative)) === hash
    : false;
}

/**
 * Refuses `target.given` as a folder for the build to replace whole (throws Refused): the
 * project's paths (see refuseProjectPaths), a symbolic link (with or without a last slash), a
 * file, or a folder holding anything but a site a build wrote, each file as written (see
 * notOwnSite). A missing or empty folder is fine.
 */
export function refuseSiteFolder(target: Target, options: { sources?: string[]; root?: string } = {}): void {
  refuseProjectPaths(target, options);
  // Resolved, the path has no last slash, through which lstat would see the link's folder.
  const dir = path.resolve(target.given);
  const stat = lstatSync(dir, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isSymbolicLink())
    throw refusal(
      target,
      `it is a symbolic link (to ${realPath(dir)}), which the build would replace with a folder`,
    );
  if (!stat.isDirectory()) throw refusal(target, "it is a file, not a folder");
  const why = notOwnSite(dir);
  if (why)
    throw refusal(
      target,
      `${why}, and the build replaces its folder whole`,
      1,
      "move them out or delete them yourself if none is needed, or build into a folder of its own (such as dist/) and copy the site from there",
    );
}

/** Where a new version of `dir` is made, beside it (same disk, so a rename puts it in place). */
export function stagingFolder(dir: string, pid = process.pid): string {
  return path.join(path.dirname(dir), `.${path.basename(dir)}.building-${pid}`);
}

/** Where replaceFolder moves the old `dir` while it swaps the new one in. */
const ASIDE = ".old";

/**
 * Moves `old`, a folder set aside that holds what no build wrote, to a visible place beside
 * `dir` (`dist.kept-<date and time>`), and returns it: never deleted.
 */
function keep(old: string, dir: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "-");
  let kept = `${dir}.kept-${stamp}`;
  for (let n = 2; existsSync(kept); n++) kept = `${dir}.kept-${stamp}-${n}`;
  renameSync(old, kept);
  return kept;
}

/**
 * Puts the folder `next` (made by stagingFolder(dir)) in the place of `dir`: the old one is
 * renamed aside, the new one renamed in, and only then the old one deleted, if it still holds
 * nothing but a build's files (the check before the build may be minutes old); otherwise it is
 * kept beside `dir`, and the place it is kept at returned. Killed between the two renames, it
 * leaves the old one aside, which recoverFolder puts back.
 */
export function replaceFolder(next: string, dir: string): string | undefined {
  const old = `${next}${ASIDE}`;
  const hadOne = lstatSync(dir, { throwIfNoEntry: false }) !== undefined;
  if (hadOne) renameSync(dir, old);
  try {
    renameSync(next, dir);
  } catch (error) {
    if (hadOne) renameSync(old, dir);
    throw error;
  }
  if (!hadOne) return undefined;
  if (notOwnSite(old)) return keep(old, dir);
  rmSync(old, { recursive: true, force: true });
  return undefined;
}

/** What recoverFolder did: the folder it put back, and those it kept because they hold what no build wrote. */
export type Recovered = { restored?: string; kept: string[] };

/**
 * Puts right what an interrupted replaceFolder of `dir` left: with no `dir`, the old version it
 * had moved aside goes back in place (the latest, if there are several); then the other folders
 * of earlier runs go: new ones never swapped in are deleted, old ones already replaced too when
 * they hold nothing but a build's files, and are kept beside `dir` otherwise (two builds into
 * one folder at once are not supported).
 */
export function recoverFolder(dir: string): Recovered {
  const parent = path.dirname(dir);
  const prefix = `.${path.basename(dir)}.building-`;
  const recovered: Recovered = { kept: [] };
  let entries: string[] = [];
  try {
    entries = readdirSync(parent).filter((entry) => entry.startsWith(prefix));
  } catch {
    return recovered;
  }
  if (lstatSync(dir, { throwIfNoEntry: false }) === undefined) {
    const aside = entries
      .filter((entry) => entry.endsWith(ASIDE))
      .map((entry) => path.join(parent, entry))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (aside) {
      renameSync(aside, dir);
      recovered.restored = aside;
    }
  }
  for (const entry of entries) {
    const [, pid, old] = /^(\d+)(\.old)?$/.exec(entry.slice(prefix.length)) ?? [];
    const folder = path.join(parent, entry);
    if (!pid || folder === recovered.restored || !existsSync(folder)) continue;
    if (old && notOwnSite(folder)) recovered.kept.push(keep(folder, dir));
    else rmSync(folder, { recursive: true, force: true });
  }
  return recovered;
}
