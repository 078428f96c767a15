/**
 * LinkedIn's data export (tests/fixtures/linkedin-export/: a fictional member's CSV files, with
 * LinkedIn's file names and header rows, its date forms, quoted multi-line descriptions, Arabic
 * and Swedish) imported from its folder and from a zip of it, as `npm run import` does.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { main } from "../../scripts/commands/import.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { isLinkedInExport } from "../../scripts/interop/linkedin/files.ts";
import { readLinkedInExport } from "../../scripts/interop/linkedin/input.ts";
import { LINKEDIN_LIMITS } from "../../scripts/interop/linkedin/limits.ts";
import { outputOf, runMain, SPAWN_TIMEOUT, spawnScript } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const EXPORT = path.join(FIXTURES, "linkedin-export");

/** The export as LinkedIn sends it: a zip of its CSV files, in a folder of its own. */
function zipped(): string {
  const files = Object.fromEntries(
    readdirSync(EXPORT).map((file) => [
      `Basic_LinkedInDataExport_03-15-2024/${file}`,
      readFileSync(path.join(EXPORT, file)),
    ]),
  );
  const zip = path.join(temporaryFolder("linkedin-zip"), "Basic_LinkedInDataExport_03-15-2024.zip");
  writeFileSync(zip, zipSync(files));
  return zip;
}

describe("LinkedIn's data export", () => {
  it("is told from a JSON Resume file, as a folder or a zip", () => {
    expect(isLinkedInExport(EXPORT)).toBe(true);
    expect(isLinkedInExport(zipped())).toBe(true);
    expect(isLinkedInExport(path.join(FIXTURES, "json-resume-corpus/minimal.json"))).toBe(false);
  });

  it("reads the zip as the folder: the same resume, from the same files in the zip's folder", async () => {
    const fromZip = await readLinkedInExport(zipped());
    const fromFolder = await readLinkedInExport(EXPORT);
    const inZip = (line: string) => `Basic_LinkedInDataExport_03-15-2024/${line}`;
    expect(fromZip.resume).toEqual(fromFolder.resume);
    expect(fromZip.read).toEqual(fromFolder.read.map(inZip));
    expect(fromZip.skipped).toEqual(
      fromFolder.skipped.map((line) => (line.startsWith("Connections.csv") ? inZip(line) : line)),
    );
  });

  for (const [kind, input] of [
    ["folder", () => EXPORT],
    ["zip", zipped],
  ] as const)
    it(`imports from its ${kind} every position, school, certification and project, with no placeholder, and builds as it is with CI set`, async () => {
      const dir = temporaryFolder("linkedin-import");
      const run = await runMain(main, [input(), "--content", dir]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).not.toContain("placeholders to replace");
      const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
      const { content } = result;
      expect(content.profile).toMatchObject({
        name: "Noor Haddad-Lindqvist",
        label: "Platform Engineer · Göteborg",
        email: "noor@example.se",
        location: "Gothenburg, Västra Götaland County, Sweden",
        phone: { number: "+46 31 123 45 67" },
      });
      // The websites are links on the site; where it is published (url) is the owner's to set.
      expect(content.profile.url).toBeUndefined();
      expect(content.profile.profiles.map(({ network, url }) => [network, url])).toEqual([
        ["noor.example.se", "https://noor.example.se"],
        ["github.com", "https://github.com/noorhl"],
        ["Twitter", "https://x.com/noorhl"],
      ]);
      expect(content.profile.summaryHtml).toContain("now banished.");
      // Two positions at one company are its roles; a quoted description keeps its lines.
      expect(
        content.experience.map((job) => [
          job.company,
          job.roles.map((role) => [role.position, role.period.start]),
        ]),
      ).toEqual([
        [
          "Skärgård Cloud AB",
          [
            ["Senior Platform Engineer", "2021-03"],
            ["Platform Engineer", "2019-08"],
          ],
        ],
        ["Kanelbulle Games AB", [["Build Engineer", "2016"]]],
        ["شركة الرمال", [["Intern", "2015-06"]]],
      ]);
      expect(content.experience[0]?.roles[0]?.summaryHtml).toBe(
        "<p>Own the CI platform used by 900 engineers.<br>\nCut median pipeline time from 31 to 9 minutes.</p>",
      );
      expect(content.education.map((school) => [school.institution, school.degree])).toEqual([
        ["Chalmers tekniska högskola", "MSc Computer Science"],
        ["Lunds universitet", "Exchange year"],
      ]);
      expect(content.education[0]?.descriptionHtml).toContain("Chalmers Robotics Club");
      expect(
        content.profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items)),
      ).toEqual(["Kubernetes", "Bazel", "Go", "CI/CD, release engineering"]);
      expect(content.profile.languages?.map((language) => language.language)).toEqual([
        "Swedish",
        "Arabic",
        "English",
      ]);
      const titles = (kind: string) =>
        content.sections.find((section) => section.kind === kind)?.entries.map((entry) => entry.title);
      expect(titles("certifications")).toEqual([
        "Certified Kubernetes Administrator",
        "HashiCorp Certified: Terraform Associate",
      ]);
      expect(titles("publications")).toEqual(["Nine-minute pipelines"]);
      expect(titles("awards")).toEqual(["Engineer of the Year"]);
      expect(titles("volunteering")).toEqual(["Rails Girls Göteborg"]);
      expect(content.projects.map((project) => [project.title, project.links?.[0]?.url])).toEqual([
        ["buildgraph", "https://github.com/noorhl/buildgraph"],
        ["Fika Bot", undefined],
      ]);
      // What has no place is said, with why; nothing else of the export goes unsaid.
      for (const line of [
        "read 12 of LinkedIn's files from",
        "Positions.csv: 4 rows",
        "Profile.csv: 1 row",
        "Connections.csv (not part of a resume",
        "Profile.csv row 1: Address (the site shows where you live as Geo Location says, never a street address)",
        "Email Addresses.csv row 1: noor.old@example.net (the site shows one email address)",
        "Certifications.csv row 1: License Number (no place on the site)",
        "Volunteering.csv row 1: Cause (no place on the site)",
      ])
        expect(run.stdout).toContain(line);
    });
});

describe("LinkedIn's websites", () => {
  it("imports each website as a link, one written without https:// with its scheme added, and leaves out a company's", async () => {
    const dir = temporaryFolder("linkedin-website");
    const run = await runMain(main, [
      path.join(FIXTURES, "linkedin-website-without-scheme"),
      "--content",
      dir,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.content.profile.url).toBeUndefined();
    expect(result.content.profile.profiles.map(({ network, url }) => [network, url])).toEqual([
      ["www.ribeiro.example", "https://www.ribeiro.example"],
      ["blog.ribeiro.example", "https://blog.ribeiro.example/notes"],
    ]);
    expect(run.stdout).toContain(
      "basics.profiles[0].url: www.ribeiro.example read as https://www.ribeiro.example",
    );
    expect(run.stdout).toContain(
      "Profile.csv: Websites https://www.employer.example (a company's website: the site links employers at their jobs)",
    );
  });
});

/** A small export of LinkedIn's: a profile and a position, as LinkedIn writes them. */
const PROFILE = "First Name,Last Name,Headline\nMariana,Ribeiro,Backend Engineer\n";
const POSITIONS =
  "Company Name,Title,Description,Location,Started On,Finished On\nMaré Labs,Engineer,,Recife,Mar 2022,\n";

/** A folder holding `files` (their paths in it, and their text or bytes), as an export unzips. */
function exportFolder(files: Record<string, string | Uint8Array>): string {
  const dir = temporaryFolder("linkedin-folder");
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), data);
  }
  return dir;
}

/** A zip of `files` (compressed unless `level` is 0), as bytes. */
const zipBytes = (files: Record<string, string | Uint8Array>, level: 0 | 6 = 6): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [name, typeof data === "string" ? strToU8(data) : data]),
    ),
    { level },
  );

/** `zip` written to a file of its own. */
function zipFile(zip: Uint8Array): string {
  const file = path.join(temporaryFolder("linkedin-zip"), "Basic_LinkedInDataExport.zip");
  writeFileSync(file, zip);
  return file;
}

/**
 * `zip` with the size its list declares for the entry `name` (unzipped) set to `size`, in its
 * local header too: the zip says one thing and holds another.
 */
function declaring(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = Buffer.from(zip);
  const encoded = Buffer.from(name);
  for (const [signature, nameAt, sizeAt] of [
    [0x02014b50, 46, 24],
    [0x04034b50, 30, 22],
  ] as const)
    for (let at = 0; at + nameAt <= bytes.length; at++)
      if (
        bytes.readUInt32LE(at) === signature &&
        bytes.subarray(at + nameAt, at + nameAt + encoded.length).equals(encoded)
      )
        bytes.writeUInt32LE(size, at + sizeAt);
  return bytes;
}

/**
 * `zip` in zip64's form, as a zip of more than 65,535 entries or 4 GB must be: its end record
 * sends the reader to a zip64 end record, which says the count (`count`, or the true one).
 */
function asZip64(zip: Uint8Array, count?: number): Uint8Array {
  const bytes = Buffer.from(zip);
  const end = bytes.lastIndexOf(Buffer.from("PK\x05\x06", "latin1"));
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  const entries = BigInt(count ?? bytes.readUInt16LE(end + 10));
  record.writeBigUInt64LE(entries, 24);
  record.writeBigUInt64LE(entries, 32);
  record.writeBigUInt64LE(BigInt(bytes.readUInt32LE(end + 12)), 40);
  record.writeBigUInt64LE(BigInt(bytes.readUInt32LE(end + 16)), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(end), 8);
  locator.writeUInt32LE(1, 16);
  const tail = Buffer.from(bytes.subarray(end));
  tail.writeUInt16LE(0xffff, 8);
  tail.writeUInt16LE(0xffff, 10);
  tail.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([bytes.subarray(0, end), record, locator, tail]);
}

/** `npm run import` of `input` into a content folder not made yet; whether it was written. */
async function importing(input: string) {
  const content = path.join(temporaryFolder("linkedin-content"), "content");
  const run = await runMain(main, [input, "--content", content]);
  return { ...run, content, written: existsSync(content) };
}

/**
 * `npm run import` of `input` in a process of its own, stopped if it has not ended in
 * SPAWN_TIMEOUT: an import that blocks or grows without end fails the test, not the run.
 */
async function importingApart(input: string) {
  const content = path.join(temporaryFolder("linkedin-content"), "content");
  const child = spawnScript("commands/import.ts", [input, "--content", content], { detached: true });
  const run = await outputOf(child, SPAWN_TIMEOUT);
  return { ...run, written: existsSync(content) };
}

describe("LinkedIn's zip, within the import's limits", () => {
  const { entries, fileBytes, totalBytes } = LINKEDIN_LIMITS;

  it("is weighed by the sizes its list declares before anything is inflated: a file said to be 1 GB is refused, named, with its size", async () => {
    // The entry holds a small CSV: only the declared size can be what refuses it.
    const zip = declaring(
      zipBytes({ "Basic/Profile.csv": PROFILE, "Basic/Positions.csv": POSITIONS }),
      "Basic/Profile.csv",
      1_073_741_824,
    );
    const run = await importing(zipFile(zip));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "is not imported: it is past the import's limits (docs/publishing.md, Limits)",
    );
    expect(run.stderr).toContain(
      "Basic/Profile.csv: expected a file of at most 5 MB unzipped, got 1,073,741,824 bytes",
    );
    expect(run.stderr).not.toContain("UTF-8");
    expect(run.written).toBe(false);
  });

  it("refuses files that each keep within the limit but together do not", async () => {
    const each = Math.floor(fileBytes * 0.9);
    const names = ["Profile.csv", "Positions.csv", "Education.csv", "Skills.csv", "Honors.csv"];
    expect(each * names.length).toBeGreaterThan(totalBytes);
    let zip = zipBytes(Object.fromEntries(names.map((name) => [`Basic/${name}`, "Name\n"])));
    for (const name of names) zip = declaring(zip, `Basic/${name}`, each);
    const run = await importing(zipFile(zip));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `LinkedIn's files together: expected at most 20 MB unzipped, got ${(each * names.length).toLocaleString("en")} bytes`,
    );
    expect(run.written).toBe(false);
  });

  it("inflates no entry past the size it declares: one that holds more is refused as misleading, not cut short in silence", async () => {
    // 4 MB declared, 6 MB within: deflate makes a few kilobytes of either.
    const big = `${PROFILE}${" ".repeat(6_000_000)}\n`;
    const zip = declaring(
      zipBytes({ "Basic/Profile.csv": big, "Basic/Positions.csv": POSITIONS }),
      "Basic/Profile.csv",
      4_000_000,
    );
    const run = await importing(zipFile(zip));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "Basic/Profile.csv holds more than the 4,000,000 bytes the zip declares for it (the zip is damaged, or made to mislead)",
    );
    expect(run.written).toBe(false);
  });

  it("refuses an entry whose bytes are not what its checksum says, naming it", async () => {
    // Stored, one letter changed: its sizes are as declared, only the checksum can refuse it.
    const zip = Buffer.from(zipBytes({ "Basic/Profile.csv": PROFILE, "Basic/Positions.csv": POSITIONS }, 0));
    const at = zip.indexOf("Mariana");
    zip.write("Mariane", at);
    const run = await importing(zipFile(zip));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "is not imported: Basic/Profile.csv is not what its checksum says (the zip is damaged)",
    );
    expect(run.written).toBe(false);
  });

  it("refuses a zip of more entries than the limit from its count alone, and names it", async () => {
    const files: Record<string, string> = { "Basic/Profile.csv": PROFILE, "Basic/Positions.csv": POSITIONS };
    // Two of LinkedIn's files, and enough others to make one more than the limit.
    for (let i = 0; i < entries - 1; i++) files[`Basic/messages/${i}.csv`] = "";
    const input = zipFile(zipBytes(files, 0));
    const run = await importing(input);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `${input} is not imported: it is past the import's limits (docs/publishing.md, Limits):\n  expected a zip of at most 10,000 files and folders, got 10,001\n`,
    );
    expect(run.written).toBe(false);
  });

  it("reads a zip in zip64's form, and weighs the count its zip64 records declare", async () => {
    const zip = zipBytes({ "Basic/Profile.csv": PROFILE, "Basic/Positions.csv": POSITIONS });
    const read = await importing(zipFile(asZip64(zip)));
    expect(read.code, read.stderr).toBe(0);
    expect(read.stdout).toContain("  Basic/Profile.csv: 1 row\n  Basic/Positions.csv: 1 row\n");
    const refused = await importing(zipFile(asZip64(zip, 100_000)));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("expected a zip of at most 10,000 files and folders, got 100,000");
    expect(refused.written).toBe(false);
  });

  it("says what it read, and names the first few of its other CSV files with how many more, not each", async () => {
    const files: Record<string, string> = { "Basic/Profile.csv": PROFILE, "Basic/Positions.csv": POSITIONS };
    for (let i = 0; i < 50; i++) files[`Basic/Messages ${String(i).padStart(2, "0")}.csv`] = "From,To\n";
    const run = await importing(zipFile(zipBytes(files)));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("read 2 of LinkedIn's files from");
    expect(run.stdout).toContain("  Basic/Profile.csv: 1 row\n  Basic/Positions.csv: 1 row\n");
    expect(run.stdout).toContain("Basic/Messages 04.csv (not part of a resume");
    expect(run.stdout).not.toContain("Basic/Messages 05.csv");
    expect(run.stdout).toContain("and 45 more CSV files, not part of a resume");
  });

  it("refuses one of LinkedIn's files twice, in two folders or two letter cases, naming each", async () => {
    const zip = zipBytes({
      "Basic/Profile.csv": PROFILE,
      "Old/Profile.csv": PROFILE.replace("Mariana", "Other"),
      "Basic/Positions.csv": POSITIONS,
      "Basic/POSITIONS.CSV": POSITIONS,
    });
    const run = await importing(zipFile(zip));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("LinkedIn's export has one of each file, and this one has more:");
    expect(run.stderr).toContain("  Profile.csv: Basic/Profile.csv, Old/Profile.csv\n");
    expect(run.stderr).toContain("  Positions.csv: Basic/Positions.csv, Basic/POSITIONS.CSV\n");
    expect(run.written).toBe(false);
  });

  it("refuses a zip cut short, or one that holds none of LinkedIn's files, as such", async () => {
    const whole = zipBytes({ "Basic/Profile.csv": PROFILE, "Basic/Positions.csv": POSITIONS });
    const cut = await importing(zipFile(whole.subarray(0, whole.length - 30)));
    expect(cut.code).toBe(1);
    expect(cut.stderr).toContain(
      "is not imported: it cannot be read as a zip: End of central directory record",
    );
    expect(cut.stderr).toContain("file is truncated");
    const none = await importing(zipFile(zipBytes({ "Basic/Connections.csv": "First Name\n" })));
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("is a zip with none of LinkedIn's files in it");
    expect(cut.written || none.written).toBe(false);
  });
});

describe("LinkedIn's CSV files, within the import's limits", () => {
  const { fileBytes } = LINKEDIN_LIMITS;

  it("refuses rows, columns and values past the limits, each named by its file, row and column, all in one run", async () => {
    const input = exportFolder({
      "Profile.csv": `First Name,Last Name,Summary\nMariana,Ribeiro,${"a".repeat(50_001)}\n`,
      // A header row of 101 columns: LinkedIn's 6 and 95 more.
      "Positions.csv": POSITIONS.replace(
        "Finished On",
        `Finished On,${Array.from({ length: 95 }, (_, i) => `Extra ${i}`).join(",")}`,
      ),
      "Skills.csv": `Name\n${"Go\n".repeat(1001)}`,
    });
    const run = await importing(input);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${input} is not imported: it is past the import's limits (docs/publishing.md, Limits):`,
    );
    expect(run.stderr).toContain(
      "  Profile.csv row 1, Summary: expected text of at most 50,000 characters, got 50,001\n",
    );
    expect(run.stderr).toContain("  Positions.csv: expected at most 100 columns, got 101\n");
    expect(run.stderr).toContain("  Skills.csv: expected at most 1,000 rows, got 1,001\n");
    expect(run.written).toBe(false);
  });

  it("refuses a file of the folder larger than the limit, by its size", async () => {
    // Empty lines, which a CSV reader skips: only the file's size can refuse it.
    const profile = `${PROFILE}${"\n".repeat(fileBytes)}`;
    const input = exportFolder({ "Profile.csv": profile, "Positions.csv": POSITIONS });
    const run = await importing(input);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Profile.csv: expected a file of at most 5 MB, got ${profile.length.toLocaleString("en")} bytes`,
    );
    expect(run.written).toBe(false);
  });

  it("says each column it has no place for in the first rows, then how many more rows", async () => {
    const rows = Array.from(
      { length: 40 },
      (_, i) => `Acme,Engineer,,,Mar 20${String(i).padStart(2, "0")},,secret`,
    );
    const input = exportFolder({
      "Profile.csv": PROFILE,
      "Positions.csv": `Company Name,Title,Description,Location,Started On,Finished On,Salary\n${rows.join("\n")}\n`,
    });
    const run = await importing(input);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Positions.csv row 5: Salary (no place on the site)");
    expect(run.stdout).not.toContain("Positions.csv row 6: Salary");
    expect(run.stdout).toContain("Positions.csv: Salary in 35 more rows (no place on the site)");
  });
});

describe("LinkedIn's CSV files in their encodings", () => {
  const profile = "First Name,Last Name,Headline\nZoë,Müller,Ingenieurin\n";
  const utf16 = (text: string, order: "LE" | "BE") => {
    const bytes = Buffer.from(`\uFEFF${text}`, "utf16le");
    return order === "LE" ? bytes : bytes.swap16();
  };

  for (const [encoding, bytes] of [
    ["UTF-8", Buffer.from(profile)],
    ["UTF-8 with its byte-order mark", Buffer.from(`\uFEFF${profile}`)],
    ["UTF-16 LE", utf16(profile, "LE")],
    ["UTF-16 BE", utf16(profile, "BE")],
  ] as const)
    it(`reads ${encoding}, and says so when it is not UTF-8`, async () => {
      const run = await importing(exportFolder({ "Profile.csv": bytes, "Positions.csv": POSITIONS }));
      expect(run.code, run.stderr).toBe(0);
      const result = await compileContent({ contentDir: run.content, cwd: run.content });
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
      expect(result.content.profile).toMatchObject({ name: "Zoë Müller", label: "Ingenieurin" });
      expect(run.stdout).toContain(
        encoding.startsWith("UTF-16") ? `Profile.csv: 1 row (${encoding})` : "Profile.csv: 1 row\n",
      );
    });

  it("refuses Windows-1252 (or Latin-1) where the byte is, naming the encoding, with a hint: no replacement characters", async () => {
    const input = exportFolder({ "Profile.csv": Buffer.from(profile, "latin1"), "Positions.csv": POSITIONS });
    const run = await importing(input);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${input} is not imported: Profile.csv:2:3: expected UTF-8 text, got the byte 0xEB, which is not UTF-8: the file looks saved as Windows-1252 (or Latin-1), where 0xEB is "ë"`,
    );
    expect(run.stderr).toContain('hint: save it as UTF-8 (in Excel: Save As, "CSV UTF-8"');
    expect(run.written).toBe(false);
  });

  it("refuses UTF-16 without its byte-order mark, and UTF-16 that is not, naming the file and the encoding", async () => {
    const withoutMark = Buffer.from(profile, "utf16le");
    const broken = Buffer.concat([utf16(profile, "LE"), Buffer.from([0x00, 0xd8])]);
    const first = await importing(exportFolder({ "Profile.csv": withoutMark, "Positions.csv": POSITIONS }));
    expect(first.code).toBe(1);
    expect(first.stderr).toContain(
      "Profile.csv: expected UTF-8 text, got what looks like UTF-16 LE without its byte-order mark",
    );
    const second = await importing(exportFolder({ "Profile.csv": broken, "Positions.csv": POSITIONS }));
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      "Profile.csv: expected UTF-16 LE text, as its byte-order mark says, got bytes that are not",
    );
    expect(first.written || second.written).toBe(false);
  });
});

describe("LinkedIn's export as a folder", () => {
  it("follows no symbolic link: one to a file outside is refused, named, and nothing of it is read", async () => {
    const outside = exportFolder({ "Profile.csv": "First Name,Last Name\nSomeone,Else\n" });
    const input = exportFolder({ "Positions.csv": POSITIONS });
    symlinkSync(path.join(outside, "Profile.csv"), path.join(input, "Profile.csv"));
    const run = await importing(input);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${input} is not imported: the import reads only regular files, and does not follow links; it holds:\n  Profile.csv (a symbolic link)\n`,
    );
    expect(run.stdout + run.stderr).not.toContain("Someone");
    expect(run.written).toBe(false);
  });

  it(
    "opens no FIFO and no device: a FIFO and a link to /dev/zero are refused, named, and the import ends",
    async () => {
      const input = exportFolder({ "Profile.csv": PROFILE });
      symlinkSync("/dev/zero", path.join(input, "Positions.csv"));
      execFileSync("mkfifo", [path.join(input, "Skills.csv")]);
      const run = await importingApart(input);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("  Positions.csv (a symbolic link)\n  Skills.csv (a FIFO)\n");
      expect(run.written).toBe(false);
    },
    SPAWN_TIMEOUT * 2,
  );

  it("stops counting at the limit: a folder of more files than it, or a link to the disk's root, is refused without reading the rest", async () => {
    const input = exportFolder({ "Profile.csv": PROFILE, "Positions.csv": POSITIONS });
    const messages = path.join(input, "messages");
    mkdirSync(messages);
    for (let i = 0; i < LINKEDIN_LIMITS.entries; i++) writeFileSync(path.join(messages, `${i}.txt`), "");
    const run = await importing(input);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("expected a folder of at most 10,000 files and folders, got more");
    const root = path.join(temporaryFolder("linkedin-root"), "export");
    symlinkSync("/", root);
    const fromRoot = await importing(root);
    expect(fromRoot.code).toBe(1);
    expect(fromRoot.stderr).toContain(`${root} is not imported:`);
    expect(run.written || fromRoot.written).toBe(false);
  });
});

describe("LinkedIn's header rows", () => {
  it("keeps positions in a row at one company and place as one job with its roles; one that gives no place is a job of its own", async () => {
    const run = await importing(
      exportFolder({
        "Profile.csv": PROFILE,
        "Positions.csv": `${POSITIONS}Maré Labs,Intern,,Recife,Jan 2021,Feb 2022\nMaré Labs,Trainee,,,Jun 2020,Dec 2020\nOnda Dados,Analyst,,Recife,2019,2020\n`,
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    const result = await compileContent({ contentDir: run.content, cwd: run.content, strict: true });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(
      result.content.experience.map((job) => [
        job.company,
        job.location,
        job.roles.map((role) => role.position),
      ]),
    ).toEqual([
      ["Maré Labs", "Recife", ["Engineer", "Intern"]],
      // No role is given a place its position did not name.
      ["Maré Labs", undefined, ["Trainee"]],
      ["Onda Dados", "Recife", ["Analyst"]],
    ]);
  });

  it("imports a school given no Degree Name without a degree and without a placeholder, and builds with CI set", async () => {
    const run = await importing(
      exportFolder({
        "Profile.csv": PROFILE,
        "Positions.csv": POSITIONS,
        "Education.csv":
          "School Name,Start Date,End Date,Notes,Degree Name,Activities\nEscola Técnica do Recife,2014,2016,,,\n",
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("placeholders to replace");
    expect(readFileSync(path.join(run.content, "education.yaml"), "utf8")).not.toMatch(/degree|TODO/);
    const result = await compileContent({ contentDir: run.content, cwd: run.content, strict: true });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(
      result.content.education.map((school) => [school.institution, school.degree, school.period?.display]),
    ).toEqual([["Escola Técnica do Recife", undefined, "2014 – 2016"]]);
  });

  it("reads LinkedIn's columns in any letter case", async () => {
    const run = await importing(
      exportFolder({
        "Profile.csv": "FIRST NAME,last name,headline\nMariana,Ribeiro,Backend Engineer\n",
        "Positions.csv": POSITIONS.replace("Company Name,Title", "company name,TITLE"),
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("placeholders to replace");
    const result = await compileContent({ contentDir: run.content, cwd: run.content, strict: true });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.content.profile.name).toBe("Mariana Ribeiro");
    expect(result.content.experience.map((job) => [job.company, job.roles[0]?.position])).toEqual([
      ["Maré Labs", "Engineer"],
    ]);
  });

  it("imports a profile without a headline as one without a job title: no placeholder, built with placeholders refused", async () => {
    const run = await importing(
      exportFolder({
        "Profile.csv": "First Name,Last Name,Headline\nMariana,Ribeiro,\n",
        "Positions.csv": POSITIONS,
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("placeholders to replace");
    expect(readFileSync(path.join(run.content, "profile.yaml"), "utf8")).not.toMatch(/^label:|TODO/m);
    const result = await compileContent({ contentDir: run.content, cwd: run.content, strict: true });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.content.profile).not.toHaveProperty("label");
  });

  it("refuses a file without a column it cannot be read without, naming the file and the column", async () => {
    const input = exportFolder({
      "Profile.csv": PROFILE,
      "Positions.csv": "Company,Title,Started On\nMaré Labs,Engineer,Mar 2022\n",
    });
    const run = await importing(input);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${input} is not imported: Positions.csv: expected LinkedIn's column Company Name in its header row, got Company, Title, Started On`,
    );
    expect(run.stdout).not.toContain("placeholders");
    expect(run.written).toBe(false);
  });

  it("takes a __proto__ or constructor header for a column like another", async () => {
    const run = await importing(
      exportFolder({
        "Profile.csv": "First Name,Last Name,Headline,__proto__,constructor\nMariana,Ribeiro,Engineer,x,y\n",
        "Positions.csv": POSITIONS,
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Profile.csv row 1: __proto__ (no place on the site)");
    expect(run.stdout).toContain("Profile.csv row 1: constructor (no place on the site)");
    expect(run.stdout).not.toContain("[object Object]");
    expect(run.stdout).not.toContain("function Object");
  });
});
