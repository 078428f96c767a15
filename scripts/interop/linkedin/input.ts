/**
 * LinkedIn's data export ("Get a copy of your data": a zip of CSV files, or the folder it
 * unzips to) read as a JSON Resume, for `npm run import` to write as it writes any other: what
 * the export holds and nothing else. CSV is read with csv-parse (quoted fields across lines,
 * any script, a byte-order mark), the zip with fflate. Every column and file the content has no
 * place for is said, with why.
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
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { type JsonResume, jsonResumeLocation } from "../json-resume/export.ts";

type Row = Record<string, string>;

/** The files of a LinkedIn export that make a resume: one of them tells an export. */
export const LINKEDIN_FILES = [
  "Profile.csv",
  "Positions.csv",
  "Education.csv",
  "Skills.csv",
  "Languages.csv",
  "Certifications.csv",
  "Projects.csv",
  "Publications.csv",
  "Honors.csv",
  "Volunteering.csv",
  "Email Addresses.csv",
  "PhoneNumbers.csv",
] as const;

type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/** The CSV files of an export by their name (any folder inside it), as text. */
function exportFiles(input: string): Map<string, string> {
  const files = new Map<string, string>();
  if (statSync(input).isDirectory()) {
    for (const file of readdirSync(input, { recursive: true }).map(String))
      if (file.toLowerCase().endsWith(".csv"))
        files.set(path.basename(file), readFileSync(path.join(input, file), "utf8"));
    return files;
  }
  const zip = unzipSync(new Uint8Array(readFileSync(input)), {
    filter: (file) => file.name.toLowerCase().endsWith(".csv"),
  });
  for (const [name, data] of Object.entries(zip))
    files.set(path.posix.basename(name), new TextDecoder().decode(data));
  return files;
}

/** Whether `input` is a LinkedIn export: a folder or zip holding one of LINKEDIN_FILES. */
export function isLinkedInExport(input: string): boolean {
  try {
    if (
      !statSync(input).isDirectory() &&
      !readFileSync(input).subarray(0, 4).equals(Buffer.from("PK\x03\x04"))
    )
      return false;
    const names = exportFiles(input);
    return LINKEDIN_FILES.some((file) => names.has(file));
  } catch {
    return false;
  }
}

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

/** Why a column is left out, where the content has no place for it. */
const WHY: Record<string, string> = {
  "Maiden Name": "the site shows the name you go by",
  Address: "the site shows where you live as Geo Location says, never a street address",
  "Birth Date": "a resume has no birth date",
  Industry: "no place on the site",
  "Zip Code": "the site shows where you live as Geo Location says, never a postal code",
  "Instant Messengers": "no place on the site",
  "Finished On": "when it expires: the site shows when it was earned",
  "License Number": "no place on the site",
  Cause: "no place on the site",
  Confirmed: "a setting of your LinkedIn account",
  "Updated On": "a setting of your LinkedIn account",
  Extension: "the site shows one phone number",
  Type: "the site shows one phone number",
};

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

/**
 * The export at `input` (a zip or a folder) as a JSON Resume, with what it holds that the
 * content has no place for: "Profile.csv: Birth Date (a resume has no birth date)".
 */
export function readLinkedInExport(input: string): { resume: JsonResume; skipped: string[] } {
  const files = exportFiles(input);
  const skipped: string[] = [];
  const rows: Rows = (file) => readRows(files, file, skipped);
  for (const name of files.keys())
    if (!(LINKEDIN_FILES as readonly string[]).includes(name))
      skipped.push(`${name} (not part of a resume: only ${LINKEDIN_FILES.join(", ")} are read)`);
  const resume: JsonResume = { basics: basicsOf(rows, skipped), ...entriesOf(rows) };
  return { resume, skipped };
}

/**
 * The rows of `file`, none when the export has no such file; each column that is not USED and
 * holds something is said.
 */
function readRows(files: Map<string, string>, file: LinkedInFile, skipped: string[]): Row[] {
  const source = files.get(file);
  if (source === undefined) return [];
  const read: Row[] = parse(source, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: false,
  });
  for (const [i, row] of read.entries())
    for (const [column, value] of Object.entries(row))
      if (!USED[file].includes(column) && present(value))
        skipped.push(`${file} row ${i + 1}: ${column} (${WHY[column] ?? "no place on the site"})`);
  return read;
}

/**
 * The basics, from Profile.csv, the primary email address (else the first) and the first phone
 * number: one of each, the others said.
 */
function basicsOf(rows: Rows, skipped: string[]): JsonResume["basics"] {
  const [profile = {}] = rows("Profile.csv");
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
