/**
 * LinkedIn's data export ("Get a copy of your data": a zip of CSV files, or the folder it
 * unzips to) read as a JSON Resume, for `npm run import` to write as it writes any other: what
 * the export holds and nothing else. The zip or the folder is read by files.ts, within
 * LINKEDIN_LIMITS; CSV with csv-parse (quoted fields across lines, any script), its header row
 * in any letter case. Every column and file the content has no place for is said, with why, and
 * every file read, with its rows.
 *
 * The files and columns, as LinkedIn writes them:
 *   Profile.csv          First Name, Last Name, Maiden Name, Address, Birth Date, Headline,
 *                        Summary, Industry, Zip Code, Geo Location, Twitter Handles, Websites,
 *                        Instant Messengers
 *   Positions.csv        Company Name, Title, Description, Location, Started On, Finished On
 *   Education.csv        School Name, Start Date, End Date, Notes, Degree Name, Activities
 *   Skills.csv           Name
 *   Languages.csv        Name, Proficiency
 *   Certifications.csv   Name, Url, Authority, Started On, Finished On, License Number
 *   Projects.csv         Title, Description, Url, Started On, Finished On
 *   Publications.csv     Name, Published On, Description, Publisher, Url
 *   Honors.csv           Title, Description, Issued On
 *   Volunteering.csv     Company Name, Role, Cause, Started On, Finished On, Description
 *   Email Addresses.csv  Email Address, Confirmed, Primary, Updated On
 *   PhoneNumbers.csv     Extension, Number, Type
 * Dates are "Mar 2021", "2021" or "Jan 15, 2021"; an open end is empty.
 */
import { parse } from "csv-parse/sync";
import { thousands } from "../../compiler/schema/limits.ts";
import { type JsonResume, jsonResumeLocation } from "../json-resume/export.ts";
import type { ExportFile } from "./encoding.ts";
import { readExportFiles } from "./files.ts";
import { LINKEDIN_LIMITS, notImported, pastLimits } from "./limits.ts";
import { LINKEDIN_FILES, type LinkedInFile } from "./listing.ts";

/**
 * One row of a file: its values by column, under LinkedIn's names for them. Made without a
 * prototype, so that any header (`__proto__`, `constructor`) is a column like another.
 */
type Row = Record<string, string>;

/** The columns of each file that go into the resume; any other that holds something is said. */
const USED: Record<LinkedInFile, readonly string[]> = {
  "Profile.csv": [
    "First Name",
    "Last Name",
    "Headline",
    "Summary",
    "Geo Location",
    "Twitter Handles",
    "Websites",
  ],
  "Positions.csv": ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
  "Education.csv": ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"],
  "Skills.csv": ["Name"],
  "Languages.csv": ["Name", "Proficiency"],
  "Certifications.csv": ["Name", "Url", "Authority", "Started On"],
  "Projects.csv": ["Title", "Description", "Url", "Started On", "Finished On"],
  "Publications.csv": ["Name", "Published On", "Description", "Publisher", "Url"],
  "Honors.csv": ["Title", "Description", "Issued On"],
  "Volunteering.csv": ["Company Name", "Role", "Started On", "Finished On", "Description"],
  "Email Addresses.csv": ["Email Address", "Primary"],
  "PhoneNumbers.csv": ["Number"],
};

/**
 * The columns without which a file's rows say nothing: a file whose header row lacks one is
 * refused, named, rather than read as rows of empty values.
 */
const REQUIRED: Record<LinkedInFile, readonly string[]> = {
  "Profile.csv": ["First Name", "Last Name"],
  "Positions.csv": ["Company Name", "Title", "Started On"],
  "Education.csv": ["School Name"],
  "Skills.csv": ["Name"],
  "Languages.csv": ["Name"],
  "Certifications.csv": ["Name"],
  "Projects.csv": ["Title"],
  "Publications.csv": ["Name"],
  "Honors.csv": ["Title"],
  "Volunteering.csv": ["Company Name"],
  "Email Addresses.csv": ["Email Address"],
  "PhoneNumbers.csv": ["Number"],
};

/** Why a column is left out, where the content has no place for it. */
const WHY = new Map<string, string>([
  ["Maiden Name", "the site shows the name you go by"],
  ["Address", "the site shows where you live as Geo Location says, never a street address"],
  ["Birth Date", "a resume has no birth date"],
  ["Industry", "no place on the site"],
  ["Zip Code", "the site shows where you live as Geo Location says, never a postal code"],
  ["Instant Messengers", "no place on the site"],
  ["Finished On", "when it expires: the site shows when it was earned"],
  ["License Number", "no place on the site"],
  ["Cause", "no place on the site"],
  ["Confirmed", "a setting of your LinkedIn account"],
  ["Updated On", "a setting of your LinkedIn account"],
  ["Extension", "the site shows one phone number"],
  ["Type", "the site shows one phone number"],
]);

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** A value, trimmed, or nothing. */
const text = <K extends string>(key: K, value: string | undefined) =>
  (present(value) ? { [key]: value.trim() } : {}) as { [key in K]?: string };

/** "Jan 15, 2021" → "Jan 2021"; other forms ("Mar 2021", "2021") as they are, for the import to read. */
const date = <K extends string>(key: K, value: string | undefined) =>
  text(key, value?.replace(/^([A-Za-z]+) \d{1,2}, (\d{4})$/, "$1 $2"));

/**
 * The addresses in a field of LinkedIn's lists, each as written with the type it is given:
 * "[PERSONAL:https://ada.dev,COMPANY:www.ada.co]" → https://ada.dev (PERSONAL), www.ada.co
 * (COMPANY). The import gives one without its scheme https://, as any link (json-resume/input.ts,
 * readLink).
 */
const links = (value: string | undefined) =>
  (value ?? "")
    .trim()
    .replace(/^\[|\]$/g, "")
    .split(/,(?=\s*[A-Z][A-Z_]*:)/)
    .map((entry) => /^(?:([A-Z][A-Z_]*):(?!\/\/))?(.*)$/.exec(entry.trim()))
    .map((match) => ({ type: match?.[1], url: match?.[2]?.trim() ?? "" }))
    .filter(({ url }) => present(url));

/** The rows of one file of the export, as read by readRows. */
type Rows = (file: LinkedInFile) => Row[];

/** What readLinkedInExport gives: the resume, what the content has no place for, what was read. */
export type LinkedInExport = {
  resume: JsonResume;
  /** "Profile.csv row 1: Birth Date (a resume has no birth date)". */
  skipped: string[];
  /** Each of LinkedIn's files read, by its path in the export: "Profile.csv: 1 row". */
  read: string[];
};

/**
 * The export at `input` (a zip or a folder) as a JSON Resume, with what it holds that the
 * content has no place for and what was read; refused (a NotImported, which says why) past
 * LINKEDIN_LIMITS, with a file it cannot read as text, or one of its files without its columns.
 */
export async function readLinkedInExport(input: string): Promise<LinkedInExport> {
  const { files, others } = await readExportFiles(input);
  const skipped: string[] = [];
  const problems: string[] = [];
  const table = new Map<LinkedInFile, Row[]>();
  for (const [name, file] of files) table.set(name, readRows(input, name, file, skipped, problems));
  if (problems.length > 0) throw pastLimits(input, problems);
  const rows: Rows = (file) => table.get(file) ?? [];
  for (const other of others.slice(0, NAMED))
    skipped.push(`${other} (not part of a resume: only ${LINKEDIN_FILES.join(", ")} are read)`);
  if (others.length > NAMED)
    skipped.push(`and ${thousands(others.length - NAMED)} more CSV files, not part of a resume`);
  const resume: JsonResume = { basics: basicsOf(rows, skipped), ...entriesOf(rows) };
  const read = [...files].map(([name, { path, encoding }]) => {
    const count = rows(name).length;
    return `${path}: ${thousands(count)} row${count === 1 ? "" : "s"}${encoding === "UTF-8" ? "" : ` (${encoding})`}`;
  });
  return { resume, skipped, read };
}

/** How many rows of one column a list of what was left out names, before it says how many more. */
const NAMED = 5;

/**
 * The rows of `file`, read from its CSV text: its header row's columns under LinkedIn's names
 * in any letter case, refused (named) when one of REQUIRED is missing; each value past
 * LINKEDIN_LIMITS added to `problems`; each column that is not USED and holds something said.
 */
function readRows(
  input: string,
  file: LinkedInFile,
  source: ExportFile,
  skipped: string[],
  problems: string[],
): Row[] {
  const [header, ...records] = parseCsv(input, source);
  if (header === undefined) return [];
  const before = problems.length;
  const { rows: maxRows, columns: maxColumns, text: maxText } = LINKEDIN_LIMITS;
  const width = records.reduce((widest, record) => Math.max(widest, record.length), header.length);
  if (width > maxColumns)
    problems.push(`${source.path}: expected at most ${maxColumns} columns, got ${thousands(width)}`);
  if (records.length > maxRows)
    problems.push(
      `${source.path}: expected at most ${thousands(maxRows)} rows, got ${thousands(records.length)}`,
    );
  if (problems.length > before) return [];
  const columns = columnsOf(input, file, source.path, header);
  const rows = records.map((record, i) => {
    const row: Row = Object.create(null);
    for (const [j, value] of record.entries()) {
      const column = columns[j] ?? `column ${j + 1}`;
      if (value.length > maxText)
        problems.push(
          `${source.path} row ${i + 1}, ${column}: expected text of at most ${thousands(maxText)} characters, got ${thousands(value.length)}`,
        );
      row[column] = value;
    }
    return row;
  });
  skipped.push(...unusedColumns(file, rows));
  return rows;
}

/** The records of a CSV file, the header row first; its syntax errors refused, with the file named. */
function parseCsv(input: string, source: ExportFile): string[][] {
  try {
    return parse(source.text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false });
  } catch (error) {
    throw notImported(input, `${source.path}: ${(error as Error).message}`);
  }
}

/**
 * The columns of `header`, each under LinkedIn's name for it when it is one in another letter
 * case or with spaces around ("first name" → First Name); refused when one of REQUIRED is
 * missing, or a column is there twice.
 */
function columnsOf(input: string, file: LinkedInFile, where: string, header: string[]): string[] {
  const known = [...USED[file], ...WHY.keys()];
  const columns = header.map(
    (cell, i) =>
      known.find((name) => name.toLowerCase() === cell.trim().toLowerCase()) ??
      (cell.trim() === "" ? `column ${i + 1}` : cell.trim()),
  );
  const shown = `${header.slice(0, 10).join(", ")}${header.length > 10 ? ", …" : ""}`;
  const missing = REQUIRED[file].filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw notImported(
      input,
      `${where}: expected LinkedIn's column${missing.length === 1 ? "" : "s"} ${missing.join(", ")} in its header row, got ${shown || "an empty header row"}\n  hint: use the file as LinkedIn sent it; its first row names the columns (${USED[file].join(", ")})`,
    );
  const twice = columns.filter((name, i) => columns.indexOf(name) !== i);
  if (twice.length > 0)
    throw notImported(
      input,
      `${where}: expected each column once in its header row, got ${twice[0]} twice (${shown})`,
    );
  return columns;
}

/**
 * What `rows` hold in columns the resume does not use, a line for each of a column's first
 * NAMED rows, then one for how many more.
 */
function unusedColumns(file: LinkedInFile, rows: Row[]): string[] {
  const lines: string[] = [];
  const columns = new Set(rows.flatMap((row) => Object.keys(row)));
  for (const column of columns) {
    if (USED[file].includes(column)) continue;
    const why = WHY.get(column) ?? "no place on the site";
    const holding = [...rows.entries()].filter(([, row]) => present(row[column]));
    for (const [i] of holding.slice(0, NAMED)) lines.push(`${file} row ${i + 1}: ${column} (${why})`);
    if (holding.length > NAMED)
      lines.push(`${file}: ${column} in ${thousands(holding.length - NAMED)} more rows (${why})`);
  }
  return lines;
}

/**
 * The basics, from Profile.csv, the primary email address (else the first) and the first phone
 * number: one of each, the others said.
 */
function basicsOf(rows: Rows, skipped: string[]): JsonResume["basics"] {
  const [profile = {}, ...more] = rows("Profile.csv");
  if (more.length > 0)
    skipped.push(
      `Profile.csv ${more.length === 1 ? "row 2" : `rows 2–${more.length + 1}`} (the site shows one profile: row 1 is read)`,
    );
  const emails = rows("Email Addresses.csv").filter((row) => present(row["Email Address"]));
  const email = emails.find((row) => row.Primary?.trim().toLowerCase() === "yes") ?? emails[0];
  for (const [i, row] of emails.entries())
    if (row !== email)
      skipped.push(
        `Email Addresses.csv row ${i + 1}: ${row["Email Address"]} (the site shows one email address)`,
      );
  const phones = rows("PhoneNumbers.csv").filter((row) => present(row.Number));
  for (const [i, row] of phones.slice(1).entries())
    skipped.push(`PhoneNumbers.csv row ${i + 2}: ${row.Number} (the site shows one phone number)`);
  // The owner's websites are links on the site; where the site itself is published (profile.url)
  // is for the owner to say. An employer's website says where they worked, not who they are.
  const websites = links(profile.Websites);
  for (const { url } of websites.filter(({ type }) => type === "COMPANY"))
    skipped.push(
      `Profile.csv: Websites ${url} (a company's website: the site links employers at their jobs)`,
    );
  const own = websites.filter(({ type }) => type !== "COMPANY");
  const twitter = (profile["Twitter Handles"] ?? "")
    .split(/[\s,[\]]+/)
    .map((handle) => handle.replace(/^@/, ""))
    .filter(Boolean);
  const name = [profile["First Name"], profile["Last Name"]].filter(present).map((part) => part.trim());
  return {
    ...(name.length > 0 ? { name: name.join(" ") } : {}),
    ...text("label", profile.Headline),
    ...text("email", email?.["Email Address"]),
    ...text("phone", phones[0]?.Number),
    ...text("summary", profile.Summary),
    ...(present(profile["Geo Location"]) ? { location: jsonResumeLocation(profile["Geo Location"]) } : {}),
    profiles: [
      // Named after their hosts (the import says so), each link has a name of its own.
      ...own.map(({ url }) => ({ url })),
      ...twitter.map((username) => ({ network: "Twitter", username })),
    ],
  };
}

/** JSON Resume's lists, each from its file's rows, column by column. */
function entriesOf(rows: Rows): Omit<JsonResume, "basics"> {
  const skills = rows("Skills.csv")
    .map((row) => row.Name?.trim())
    .filter(present);
  return {
    work: rows("Positions.csv").map((row) => ({
      ...text("name", row["Company Name"]),
      ...text("position", row.Title),
      ...text("location", row.Location),
      ...date("startDate", row["Started On"]),
      ...date("endDate", row["Finished On"]),
      ...text("summary", row.Description),
    })),
    education: rows("Education.csv").map((row) => ({
      ...text("institution", row["School Name"]),
      ...text("studyType", row["Degree Name"]),
      ...date("startDate", row["Start Date"]),
      ...date("endDate", row["End Date"]),
      // Notes and activities: the school's description, one after the other.
      ...text("description", [row.Notes, row.Activities].filter(present).join("\n\n")),
    })),
    // LinkedIn's skills are one list: one group, named as LinkedIn names it.
    ...(skills.length > 0 ? { skills: [{ name: "Skills", keywords: skills }] } : {}),
    languages: rows("Languages.csv").map((row) => ({
      ...text("language", row.Name),
      ...text("fluency", row.Proficiency),
    })),
    certificates: rows("Certifications.csv").map((row) => ({
      ...text("name", row.Name),
      ...text("issuer", row.Authority),
      ...date("date", row["Started On"]),
      ...text("url", row.Url),
    })),
    projects: rows("Projects.csv").map((row) => ({
      ...text("name", row.Title),
      ...text("description", row.Description),
      ...text("url", row.Url),
      ...date("startDate", row["Started On"]),
      ...date("endDate", row["Finished On"]),
    })),
    publications: rows("Publications.csv").map((row) => ({
      ...text("name", row.Name),
      ...text("publisher", row.Publisher),
      ...date("releaseDate", row["Published On"]),
      ...text("url", row.Url),
      ...text("summary", row.Description),
    })),
    awards: rows("Honors.csv").map((row) => ({
      ...text("title", row.Title),
      ...date("date", row["Issued On"]),
      ...text("summary", row.Description),
    })),
    volunteer: rows("Volunteering.csv").map((row) => ({
      ...text("organization", row["Company Name"]),
      ...text("position", row.Role),
      ...date("startDate", row["Started On"]),
      ...date("endDate", row["Finished On"]),
      ...text("summary", row.Description),
    })),
  };
}
