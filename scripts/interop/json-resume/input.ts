/**
 * A JSON Resume file as people write it, read into JSON Resume 1.0's shape before `npm run
 * import` turns it into content: older and variant keys under their 1.0 names, dates as the
 * site takes them (YYYY or YYYY-MM), links with their scheme. Every change is said, and so is
 * everything that has no place in the content: nothing is dropped without a line.
 *
 * Keys read besides 1.0's own: the 0.0.x schema's `company` (work), `website` (for `url`,
 * wherever 1.0 has one), `picture` (basics.image) and `gpa` (education.score); a school's
 * `description`, which converters write (LinkedIn's notes); `experience` for
 * `work` and `hobbies` for `interests` at the top, and a job's `from`, `to` and `activities`
 * (for startDate, endDate and highlights) as such files write them; and any key in another letter case or with
 * `_` or `-` between its words (`startdate`, `start_date`, `StartDate`).
 *
 * The file itself is read within the limits of content/limits.ts (readJsonResumeFile, in
 * file.ts), and each text as content can hold it: characters no text may hold are removed, and
 * said. The keys and their older names are listed in keys.ts.
 */
import { z } from "zod";
import { readDate } from "../../compiler/schema/dates.ts";
import { profileUrl } from "../../compiler/schema/networks.ts";
import { isLink, MAX_YEAR, MIN_YEAR, phoneOf } from "../../compiler/schema/schema.ts";
import { codePointName, findForbiddenCharacter } from "../../compiler/yaml/characters.ts";
import { jsonResumeLocation } from "./export.ts";
import { isObject, type Json, member } from "./file.ts";
import { BASICS, type EntryKind, type Keys, LISTS, LOCATION, META, PROFILE, TOP, UNPLACED } from "./keys.ts";

export type JsonResumeInput = {
  /** The resume in JSON Resume 1.0's keys, its values as the importer takes them. */
  resume: Record<string, unknown>;
  /** What was read otherwise than written: "work[2].startDate: 2019-04-01 kept as 2019-04 (the site shows months)". */
  changed: string[];
  /** What has no place in the content, by its path in the file: "references[0]", "meta.foo". */
  skipped: string[];
};

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Whether a value holds anything: text, a number, or a list or object with something in it. */
export function holdsAnything(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number" || typeof value === "boolean") return true;
  if (Array.isArray(value)) return value.some(holdsAnything);
  if (isObject(value)) return Object.values(value).some(holdsAnything);
  return false;
}

const KINDS: Record<string, string> = {
  control: "control characters",
  surrogate: "unpaired surrogates",
  noncharacter: "noncharacters",
};

/**
 * The resume with each text as content can hold it, and a line for each text changed: line
 * breaks as line feeds (CRLF, or CR alone, as LF: silently, as nothing is lost), and the
 * characters no text may hold (control characters, unpaired surrogates, noncharacters; see
 * content/characters.ts) removed: "basics.name: U+0000 and U+0002 removed (control
 * characters, which show as nothing)". Objects are made anew, with their keys as own
 * properties: a `__proto__` key stays a key like any other.
 */
function cleanTexts(value: unknown, at: string, changed: string[]): unknown {
  if (typeof value === "string") {
    let text = value.replace(/\r\n?/g, "\n");
    const removed: string[] = [];
    const kinds = new Set<string>();
    for (let found = findForbiddenCharacter(text); found; found = findForbiddenCharacter(text)) {
      removed.push(codePointName(found.codePoint));
      kinds.add(KINDS[found.kind] ?? found.kind);
      text = text.slice(0, found.offset) + text.slice(found.offset + (found.codePoint > 0xffff ? 2 : 1));
    }
    if (removed.length > 0) {
      const names = [...new Set(removed)];
      const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
      changed.push(`${at}: ${list} removed (${[...kinds].join(", ")}, which no text may hold)`);
    }
    return text;
  }
  if (Array.isArray(value)) return value.map((item, i) => cleanTexts(item, `${at}[${i}]`, changed));
  if (isObject(value))
    return Object.fromEntries(
      Object.keys(value).map((key) => [key, cleanTexts(value[key], member(at, key), changed)]),
    );
  return value;
}

/** A key as written in any letter case, with or without `_`, `-` or spaces between its words. */
const loose = (key: string) => key.toLowerCase().replace(/[\s_-]/g, "");

/**
 * "3.67/4.0" → 3.67 of 4; "88/100" → 88 of 100; words → undefined. A score written without its
 * scale is taken on the smallest of the usual ones that holds it, and marked `assumed`: "3.8" →
 * 3.8 of 4, "8.4" → 8.4 of 10.
 */
export function parseScore(score: unknown): { gpa: number; gpaScale: number; assumed: boolean } | undefined {
  if (typeof score !== "string") return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(score);
  if (!match) return undefined;
  const gpa = Number(match[1]);
  const assumed = !match[2];
  const gpaScale = match[2] ? Number(match[2]) : ([4, 5, 10, 20, 100].find((top) => gpa <= top) ?? gpa);
  return gpa <= gpaScale ? { gpa, gpaScale, assumed } : undefined;
}

/** "2019" as a start is its January, as an end its December: the compiler's order of dates. */
const dateKey = (date: string, side: "start" | "end") =>
  date.length === 4 ? `${date}-${side === "start" ? "01" : "12"}` : date;

/** The extensions of web pages, documents and pictures, which no top-level domain is. */
const FILE_EXTENSION =
  /\.(html?|xhtml|php|aspx?|jsp|cgi|pdf|docx?|odt|rtf|json|xml|txt|png|jpe?g|gif|svg|webp)$/i;

/**
 * A link as content takes one: with https:// added to an address written without it
 * ("linkedin.com/in/ana", "www.example.com"). Undefined when it is no link.
 */
export function readLink(value: string): { url: string; added: boolean } | undefined {
  const text = value.trim();
  if (isLink(text as unknown)) return { url: text, added: false };
  const host = /^(?:\/\/)?([^\s/?#]+)(?:[/?#]\S*)?$/.exec(text)?.[1];
  if (!host || !/^([\p{L}\p{N}-]+\.)+[\p{L}]{2,}(:\d+)?$/u.test(host)) return undefined;
  // A file's name, "index-fr.html", is a path on the resume's own site, not a domain: no TLD is
  // a web page's or a document's extension.
  if (FILE_EXTENSION.test(host)) return undefined;
  const url = `https://${text.replace(/^\/\//, "")}`;
  return isLink(url) ? { url, added: true } : undefined;
}

const emailSchema = z.email();

/** What reading the resume says as it goes, for the command to list. */
type Said = {
  changed: string[];
  skipped: string[];
  /** Renamed keys, each said once with the number of entries it was in: "work[].company read as name (3 entries)". */
  renamed: Map<string, number>;
};

/** Reads the resume: see the file's comment. */
export function readJsonResume(input: object): JsonResumeInput {
  const said: Said = { changed: [], skipped: [], renamed: new Map() };
  const cleaned = cleanTexts(input, "", said.changed);
  const resume = renameKeys(isObject(cleaned) ? cleaned : {}, TOP, "", "", said);
  if (isObject(resume.basics)) resume.basics = readBasics(resume.basics, said);
  for (const [list, kind] of Object.entries(LISTS)) {
    const entries = resume[list];
    if (!Array.isArray(entries)) continue;
    resume[list] = entries.map((entry, i) => readEntry(entry, list, i, kind, said));
  }
  if (isObject(resume.meta)) renameKeys(resume.meta, META, "meta", "meta", said);
  return { resume, changed: [...renameLines(said.renamed), ...said.changed], skipped: said.skipped };
}

/** Each renamed key's line, with the number of entries for a key of a list's entries. */
function renameLines(renamed: Map<string, number>): string[] {
  return [...renamed].map(([line, count]) =>
    line.includes("[]") ? `${line} (${count} ${count === 1 ? "entry" : "entries"})` : line,
  );
}

/**
 * The object with its keys under their 1.0 names. A key that is none of `keys` is listed
 * when it holds anything; an older name beside the key itself is listed when it says
 * something else.
 */
function renameKeys(object: Json, keys: Keys, at: string, pattern: string, said: Said): Json {
  const result: Json = {};
  for (const [name, keysOf] of writtenKeys(object, keys, at, said)) {
    const used = keysOf.find((key) => holdsAnything(object[key])) ?? (keysOf[0] as string);
    result[name] = object[used];
    if (used !== name && holdsAnything(object[used])) {
      const line = `${pattern}${pattern ? "." : ""}${used} read as ${name}`;
      said.renamed.set(line, (said.renamed.get(line) ?? 0) + 1);
    }
    for (const key of keysOf)
      if (
        key !== used &&
        holdsAnything(object[key]) &&
        JSON.stringify(object[key]) !== JSON.stringify(object[used])
      )
        said.skipped.push(`${member(at, key)} (beside ${used})`);
  }
  return result;
}

/**
 * The keys written for each 1.0 key of `keys`: the key itself first, then the others in their
 * order. A key that is none of them is listed when it holds anything.
 */
function writtenKeys(object: Json, keys: Keys, at: string, said: Said): Map<string, string[]> {
  // Own keys only: `constructor` or `__proto__` is no key of JSON Resume's.
  const canonical = (key: string) =>
    Object.hasOwn(keys, key)
      ? key
      : Object.entries(keys).find(
          ([name, older]) => loose(name) === loose(key) || older.includes(loose(key)),
        )?.[0];
  const written = new Map<string, string[]>();
  for (const key of Object.keys(object)) {
    const name = canonical(key);
    if (name === undefined) {
      if (holdsAnything(object[key])) said.skipped.push(member(at, key));
      continue;
    }
    const keysOf = written.get(name) ?? [];
    if (key === name) keysOf.unshift(key);
    else keysOf.push(key);
    written.set(name, keysOf);
  }
  return written;
}

/**
 * The link at `object[key]`, with its scheme; a value that is no link is listed and left out. A
 * link written as an object of its text and its address (`{"name": "ada.dev", "url": "…"}`, as
 * some tools write a website) is read as its address, and said.
 */
function readLinkField(object: Json, key: string, at: string, said: Said): void {
  const given = object[key];
  const address = isObject(given) ? (given.url ?? given.href ?? given.link) : undefined;
  if (typeof address === "string") {
    said.changed.push(`${at}.${key}: ${JSON.stringify(given)} read as its address, ${address.trim()}`);
    object[key] = address;
  }
  const value = object[key];
  if (typeof value !== "string") return;
  if (value.trim() === "") {
    delete object[key];
    return;
  }
  const read = readLink(value);
  if (!read) {
    said.skipped.push(`${at}.${key} (${JSON.stringify(value)} is not a link)`);
    delete object[key];
    return;
  }
  if (read.added) said.changed.push(`${at}.${key}: ${value.trim()} read as ${read.url}`);
  object[key] = read.url;
}

/** The date at `object[key]` as content takes it; one that is no date is listed and left out. */
function readDateField(object: Json, key: string, at: string, said: Said): void {
  const { changed, skipped } = said;
  const value = object[key];
  if (value === undefined) return;
  const read = readDate(value, key === "endDate");
  const shown = typeof value === "string" ? value.trim() : String(value);
  if (read === undefined) {
    if (typeof value !== "string" && typeof value !== "number") return; // the schema's check says so
    skipped.push(`${at}.${key} (${JSON.stringify(value)} is not a date)`);
    delete object[key];
  } else if ("empty" in read) delete object[key];
  else if ("outOfRange" in read) {
    skipped.push(
      `${at}.${key} (${JSON.stringify(value)}: the site takes years from ${MIN_YEAR} to ${MAX_YEAR})`,
    );
    delete object[key];
  } else if ("present" in read) {
    changed.push(`${at}.${key}: ${shown} read as present (no end date)`);
    delete object[key];
  } else {
    if (read.how === "cut")
      changed.push(`${at}.${key}: ${shown} kept as ${read.date} (the site shows months)`);
    if (read.how === "read") changed.push(`${at}.${key}: ${shown} read as ${read.date}`);
    if (read.how === "year") changed.push(`${at}.${key}: ${shown} kept as ${read.date} (its one year)`);
    object[key] = read.date;
  }
}

/** The basics: their keys, link, email, phone, location and profiles as content takes them. */
function readBasics(written: Json, said: Said): Json {
  const basics = renameKeys(written, BASICS, "basics", "basics", said);
  readLinkField(basics, "url", "basics", said);
  readEmail(basics, said);
  if (typeof basics.phone === "number") basics.phone = String(basics.phone);
  if (nonEmpty(basics.phone) && !phoneOf(basics.phone)) {
    said.skipped.push(`basics.phone (${JSON.stringify(basics.phone)} is not a phone number)`);
    delete basics.phone;
  }
  readLocation(basics, said);
  if (Array.isArray(basics.profiles))
    basics.profiles = basics.profiles.map((entry, i) => readProfile(entry, i, said));
  return basics;
}

/** basics.email without a mailto: in front; one that is no email address is listed and left out. */
function readEmail(basics: Json, { changed, skipped }: Said): void {
  if (typeof basics.email !== "string") return;
  const email = basics.email.trim().replace(/^mailto:/i, "");
  if (email === "") delete basics.email;
  else if (!emailSchema.safeParse(email).success) {
    skipped.push(`basics.email (${JSON.stringify(basics.email)} is not an email address)`);
    delete basics.email;
  } else {
    if (email !== basics.email.trim()) changed.push(`basics.email: ${basics.email.trim()} read as ${email}`);
    basics.email = email;
  }
}

/** basics.location as an object of 1.0's keys; a street address in it is listed. */
function readLocation(basics: Json, said: Said): void {
  // Older files write the location as one line of text.
  if (nonEmpty(basics.location)) {
    const text = basics.location.trim();
    basics.location = jsonResumeLocation(text);
    said.changed.push(`basics.location: ${JSON.stringify(text)} read as city and region`);
  }
  if (!isObject(basics.location)) return;
  const location = renameKeys(basics.location, LOCATION, "basics.location", "basics.location", said);
  basics.location = location;
  // An address that is only a place ("Bengaluru, India": no number, and no city, region or
  // country beside it) is where the owner lives, as they chose to say it.
  const place = ["city", "region", "countryCode"].some((key) => holdsAnything(location[key]))
    ? undefined
    : location.address;
  if (nonEmpty(place) && !/\d/.test(place) && !holdsAnything(location.postalCode)) {
    said.changed.push(
      `basics.location.address: ${JSON.stringify(place.trim())} read as the place (it names no street, and nothing else does)`,
    );
    location.city = place.trim();
    delete location.address;
  }
  for (const key of ["address", "postalCode"])
    if (holdsAnything(location[key]))
      said.skipped.push(
        `basics.location.${key} (the site shows a city, region and country, never a street address)`,
      );
}

/** One of basics.profiles, listed when it has no link and none can be made from its user name. */
function readProfile(entry: unknown, i: number, said: Said): unknown {
  if (!isObject(entry)) return entry;
  const at = `basics.profiles[${i}]`;
  if (!holdsAnything(entry)) {
    said.changed.push(`${at}: empty, left out`);
    return {};
  }
  const profile = renameKeys(entry, PROFILE, at, "basics.profiles[]", said);
  readLinkField(profile, "url", at, said);
  if (
    !isLink(profile.url) &&
    !(
      nonEmpty(profile.network) &&
      nonEmpty(profile.username) &&
      "url" in profileUrl(profile.network, profile.username)
    )
  )
    said.skipped.push(
      `${at} (no link, and none made from a user name on ${JSON.stringify(profile.network ?? "")})`,
    );
  return profile;
}

/** An entry of one of LISTS: its keys, links and dates as content takes them, its dates in order. */
function readEntry(entry: unknown, list: string, i: number, { keys, dates }: EntryKind, said: Said): unknown {
  if (!isObject(entry)) return entry;
  const at = `${list}[${i}]`;
  // A template's entry never filled in ({"name": "", "position": ""}): nothing to import.
  if (!holdsAnything(entry)) {
    said.changed.push(`${at}: empty, left out`);
    return {};
  }
  const read = renameKeys(entry, keys, at, `${list}[]`, said);
  for (const key of UNPLACED[list] ?? []) if (holdsAnything(read[key])) said.skipped.push(`${at}.${key}`);
  // In the entry's order, so its lines are too.
  for (const key of Object.keys(read)) {
    if (key === "url") readLinkField(read, key, at, said);
    if (dates.includes(key)) readDateField(read, key, at, said);
  }
  swapDatesOutOfOrder(read, at, said);
  if (typeof read.score === "number") read.score = String(read.score);
  if (nonEmpty(read.score) && !parseScore(read.score))
    said.skipped.push(`${at}.score (${JSON.stringify(read.score)} is not a number)`);
  return read;
}

/** An entry's start and end swapped, and said, when the start is after the end. */
function swapDatesOutOfOrder(read: Json, at: string, said: Said): void {
  const { startDate: start, endDate: end } = read;
  if (typeof start === "string" && typeof end === "string" && dateKey(start, "start") > dateKey(end, "end")) {
    said.changed.push(`${at}: startDate ${start} and endDate ${end} swapped`);
    read.startDate = end;
    read.endDate = start;
  }
}
