import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { extractedTexts, pdfJsText } from "../../scripts/check/pdf-text.ts";
import { main as applications } from "../../scripts/commands/applications.ts";
import { type BuiltLetter, readBuildRecord } from "../../scripts/publish/build-record.ts";
import { runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/** valid-languages built and printed: Spanish, English and Arabic, a letter in English (with its resume) and one in Arabic. */
let dist = "";
let letters: BuiltLetter[] = [];

/** Every file under `dir`, relative to it with `/`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** A file of the built site, as pdf.js takes it. */
const bytes = (file: string) => new Uint8Array(readFileSync(path.join(dist, file)));

const letter = (name: string) => {
  const found = letters.find((one) => one.name === name);
  if (!found) throw new Error(`no letter ${name} in the build's record`);
  return found;
};

beforeAll(async () => {
  dist = path.join(temporaryFolder("letters-site"), "dist");
  // As an owner's build runs: the test runner's NODE_ENV=test would keep the dev server's code in.
  const env = { CI: "", NODE_ENV: "production" };
  const built = await runScript(
    "commands/build.ts",
    ["--content", path.join(FIXTURES, "valid-languages"), "--out", dist],
    { env },
  );
  if (built.code !== 0) throw new Error(built.stderr);
  const printed = await runScript("commands/pdf.ts", ["--dist", dist], { env });
  if (printed.code !== 0) throw new Error(printed.stderr);
  letters = readBuildRecord(dist).letters ?? [];
}, SPAWN_TIMEOUT * 4);

describe("a site's cover letters, built and printed", () => {
  it("lists each letter's files in the build's record, each there", () => {
    expect(letters.map(({ name, lang, sent }) => [name, lang, sent?.date])).toEqual([
      ["bahr", "ar", undefined],
      ["harbour-lines", "en", "2026-03-15"],
    ]);
    const files = new Set(filesUnder(dist));
    for (const one of letters) {
      expect(one.folder).toMatch(/^l\/[0-9a-f]{16}\/$/);
      for (const file of [one.page, one.text, one.pdf]) expect(files, file).toContain(file);
    }
    expect(letter("harbour-lines").withResume).toBe(`${letter("harbour-lines").folder}letter-resume.pdf`);
    expect(files).toContain(letter("harbour-lines").withResume);
    expect(letter("bahr").withResume).toBeUndefined();
  });

  it("names no letter in any file outside the letters' own folders: no link, sitemap, JSON-LD or resume.json", () => {
    // A hidden file (the build's marker, .folio-site) is never published.
    const published = filesUnder(dist).filter((file) => !file.startsWith("l/") && !file.startsWith("."));
    expect(published.length).toBeGreaterThan(10);
    const secrets = letters.flatMap(({ folder, name, company }) => [
      folder.split("/")[1] ?? folder,
      `letters/${name}`,
      ...(company ? [company] : []),
    ]);
    for (const file of published) {
      const text = readFileSync(path.join(dist, file)).toString("latin1");
      const utf8 = readFileSync(path.join(dist, file), "utf8");
      for (const secret of secrets)
        expect(text.includes(secret) || utf8.includes(secret), `${file} names ${secret}`).toBe(false);
      expect(utf8, file).not.toMatch(/["'(/]l\/[0-9a-f]{16}/);
    }
  });

  it("marks each letter's page noindex, in its language and direction, with the owner's header", () => {
    const english = readFileSync(path.join(dist, letter("harbour-lines").page), "utf8");
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(english).toContain("<h1>Lucía Fernández-Ortega</h1>");
    expect(english).toContain('<a href="mailto:lucia@example.org">');
    // In the site's look: its stylesheet (which its pages hold inline) under the letter's own.
    const styles = readFileSync(path.join(dist, `${letter("harbour-lines").folder}letter.css`), "utf8");
    expect(styles).toMatch(/--accent:/);
    expect(styles).toContain(".letter-head{");
    expect(english).toContain('<link rel="icon" href="../../favicon.svg"');
    const arabic = readFileSync(path.join(dist, letter("bahr").page), "utf8");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("<p>مطوّرة برمجيات</p>");
  });

  it("writes each letter's text: the header, the recipient, the date, then the letter", () => {
    expect(readFileSync(path.join(dist, letter("harbour-lines").text), "utf8")).toBe(
      [
        "Lucía Fernández-Ortega\nSoftware developer\nlucia@example.org\nValencia, Spain",
        "Ms Dana Whitfield\nHarbour Lines\n12 Quay Street\nPortsmouth PO1 3AX",
        "March 14, 2026",
        "Head of web engineering",
        "Dear Ms Whitfield,",
        "I am writing to apply for the post of head of web engineering at Harbour Lines. For nine years I have built the booking site of a shipping company in Valencia, and for the last three I have led the team behind it.",
        "In that time I have:",
        "- halved the load time of the booking page;\n- started accessibility reviews on every release;\n- rewritten the route finder, with results in under a second.",
        "My work is on my site (https://lucia.example.org/), and I would be glad to talk about it.",
        "Yours sincerely,\n",
      ].join("\n\n"),
    );
  });

  it("prints each letter on one page, its text in order, right to left in Arabic", async () => {
    const inOrder = (lines: string[], expected: string[]) => {
      const text = lines.join(" ").replace(/\s+/g, " ");
      let from = 0;
      for (const part of expected) {
        const at = text.indexOf(part, from);
        expect(at, `"${part}" after character ${from} of: ${text}`).toBeGreaterThanOrEqual(0);
        from = at + part.length;
      }
    };
    const english = bytes(letter("harbour-lines").pdf);
    const read = await pdfJsText(english);
    expect(read.pages).toBe(1);
    inOrder(read.lines, [
      "Lucía Fernández-Ortega",
      "Harbour Lines",
      "March 14, 2026",
      "Head of web engineering",
      "Dear Ms Whitfield,",
      "halved the load time",
      "Yours sincerely,",
    ]);
    const file = path.join(dist, letter("bahr").pdf);
    const arabic = bytes(letter("bahr").pdf);
    expect((await pdfJsText(arabic)).pages).toBe(1);
    const texts = await extractedTexts(file, arabic);
    const logical = texts.find(({ extractor }) => extractor === "pdf.js+ActualText");
    expect(logical, "the Arabic letter is marked as drawn right to left").toBeDefined();
    inOrder(logical?.lines ?? [], ["السيدات والسادة،", "أتقدم بطلب لشغل وظيفة", "مع خالص التحية،"]);
  });

  it("prints the letter then its resume in one PDF when the letter asks for it", async () => {
    const joined = bytes(letter("harbour-lines").withResume ?? "");
    const resume = bytes("resume.en.pdf");
    const [all, own] = await Promise.all([pdfJsText(joined), pdfJsText(resume)]);
    expect(all.pages).toBe(1 + own.pages);
    expect(all.pageLines[0]?.join(" ")).toContain("Dear Ms Whitfield,");
    expect(all.pageLines.slice(1)).toEqual(own.pageLines);
  });

  it(
    "lists the applications: each letter's variant, language, date sent and built files, as JSON and as a table",
    async () => {
      const content = path.join(FIXTURES, "valid-languages");
      const json = await runMain(applications, ["--content", content, "--dist", dist, "--json"]);
      expect(json.code).toBe(0);
      const english = letter("harbour-lines");
      expect(JSON.parse(json.stdout)).toEqual([
        {
          letter: "bahr",
          role: "رئيسة هندسة الويب",
          company: "شركة البحر للملاحة",
          lang: "ar",
          date: "2026-04-02",
          files: [letter("bahr").page, letter("bahr").text, letter("bahr").pdf],
          built: true,
        },
        {
          letter: "harbour-lines",
          role: "Head of web engineering",
          company: "Harbour Lines",
          lang: "en",
          date: "2026-03-14",
          sent: { date: "2026-03-15", to: "jobs@harbour-lines.example" },
          files: [english.page, english.text, english.pdf, english.withResume],
          built: true,
        },
      ]);
      const shown = await runMain(applications, ["--content", content, "--dist", dist]);
      expect(shown.code).toBe(0);
      const lines = shown.stdout.split("\n");
      expect(lines[0]).toMatch(/^letter +for +variant +lang +dated +sent +to$/);
      expect(lines).toContain(
        "harbour-lines  Head of web engineering, Harbour Lines  (full resume)  en    2026-03-14  2026-03-15  jobs@harbour-lines.example",
      );
      expect(lines).toContain(`  ${path.join(dist, english.pdf)}`);
      // Without a built site, each letter is said to need a build.
      const unbuilt = await runMain(applications, ["--content", content, "--dist", temporaryFolder("none")]);
      expect(unbuilt.stdout.split("\n").filter((line) => line.includes("not built"))).toHaveLength(2);
    },
    SPAWN_TIMEOUT * 2,
  );
});
