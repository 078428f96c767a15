/**
 * The files of LinkedIn's export that make a resume, and an export's files as listed (from its
 * zip's list of entries, or its folder), before any is read.
 */
import path from "node:path";

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

export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/** A file found in the export, not read yet: its path in it, the size it says, how to read it. */
export type Found = { path: string; size: number; bytes: () => Buffer | Promise<Buffer> };

/** The files of an export as listed, before any is read. */
export type Listing = { found: Found[]; csv: string[] };

/** The name of LinkedIn's file that `file` (a path in the export) is, in any letter case. */
export function linkedInName(file: string): LinkedInFile | undefined {
  const name = path.posix.basename(file.replaceAll("\\", "/")).toLowerCase();
  return LINKEDIN_FILES.find((linkedIn) => linkedIn.toLowerCase() === name);
}

/** Whether `file` (a path in the export) is a CSV file, by its ending in any letter case. */
export const isCsv = (file: string) => file.toLowerCase().endsWith(".csv");
