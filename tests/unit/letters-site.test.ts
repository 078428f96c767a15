import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { readLetterWord } from "../../scripts/check/letter-reading.ts";
import { extractedTexts, pdfJsText } from "../../scripts/check/pdf-text.ts";
import { wordText } from "../../scripts/check/resume-word.ts";
import { main as applications } from "../../scripts/commands/applications.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { CompiledLetter } from "../../scripts/compiler/passes/letters.ts";
import { type BuiltLetter, readBuildRecord } from "../../scripts/publish/build-record.ts";
import { runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/**
 * valid-languages built and printed: Spanish, English and Arabic, a letter in English (with its
 * resume) and one in Arabic; and, in this copy of it, a third letter too long for its one page.
 */
let content = "";
let dist = "";
let letters: BuiltLetter[] = [];
let compiled: CompiledLetter[] = [];
/** What npm run pdf said on stderr. */
let printedStderr = "";

/** The letter longer than a page, added to the fixture's two. */
const LONG = "overlong";

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

/** The parts of a Word file, by name, as text. */
function parts(data: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(data)).map(([name, part]) => [name, strFromU8(part)]));
}

beforeAll(async () => {
  const folder = temporaryFolder("letters-site");
  content = path.join(folder, "content");
  cpSync(path.join(FIXTURES, "valid-languages"), content, { recursive: true });
  const paragraph =
    "Over nine years I have shipped the booking site release after release, measured what each change did for the people who use it, and kept what helped. ";
  writeFileSync(
    path.join(content, "letters", `${LONG}.md`),
    `---\nrole: Head of web engineering\nlang: en\n---\n\nDear hiring team,\n\n${`${paragraph.repeat(4)}\n\n`.repeat(12)}Yours faithfully,\n`,
  );
  dist = path.join(folder, "dist");
  // As an owner's build runs: the test runner's NODE_ENV=test would keep the dev server's code in.
  const env = { CI: "", NODE_ENV: "production" };
  const built = await runScript("commands/build.ts", ["--content", content, "--out", dist], { env });
  if (built.code !== 0) throw new Error(built.stderr);
  const printed = await runScript("commands/pdf.ts", ["--dist", dist], { env });
  if (printed.code !== 0) throw new Error(printed.stderr);
  printedStderr = printed.stderr;
  letters = readBuildRecord(dist).letters ?? [];
  const result = await compileContent({ contentDir: content });
  if (!result.ok) throw new Error("the letters' content compiles");
  compiled = result.letters;
}, SPAWN_TIMEOUT * 4);

describe("a site's cover letters, built and printed", () => {
  it("lists each letter's files in the build's record, each there", () => {
    expect(letters.map(({ name, lang, sent }) => [name, lang, sent?.date])).toEqual([
      ["bahr", "ar", undefined],
      ["harbour-lines", "en", "2026-03-15"],
      [LONG, "en", undefined],
    ]);
    const files = new Set(filesUnder(dist));
    for (const one of letters) {
      expect(one.folder).toMatch(/^l\/[0-9a-f]{16}\/$/);
      expect(one.word).toBe(`${one.folder}letter.docx`);
      for (const file of [one.page, one.text, one.word, one.pdf]) expect(files, file).toContain(file);
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
      const json = await runMain(applications, ["--content", content, "--dist", dist, "--json"]);
      expect(json.code).toBe(0);
      const english = letter("harbour-lines");
      expect(JSON.parse(json.stdout).filter(({ letter: name }: { letter: string }) => name !== LONG)).toEqual(
        [
          {
            letter: "bahr",
            role: "رئيسة هندسة الويب",
            company: "شركة البحر للملاحة",
            lang: "ar",
            date: "2026-04-02",
            files: [letter("bahr").page, letter("bahr").text, letter("bahr").word, letter("bahr").pdf],
            built: true,
          },
          {
            letter: "harbour-lines",
            role: "Head of web engineering",
            company: "Harbour Lines",
            lang: "en",
            date: "2026-03-14",
            sent: { date: "2026-03-15", to: "jobs@harbour-lines.example" },
            files: [english.page, english.text, english.word, english.pdf, english.withResume],
            built: true,
          },
        ],
      );
      const shown = await runMain(applications, ["--content", content, "--dist", dist]);
      expect(shown.code).toBe(0);
      const lines = shown.stdout.split("\n");
      expect(lines[0]).toMatch(/^letter +for +variant +lang +dated +sent +to$/);
      expect(lines).toContain(
        "harbour-lines  Head of web engineering, Harbour Lines  (full resume)  en    2026-03-14  2026-03-15  jobs@harbour-lines.example",
      );
      expect(lines).toContain(`  ${path.join(dist, english.pdf)}`);
      expect(lines).toContain(`  ${path.join(dist, english.word)}`);
      // Without a built site, each letter is said to need a build.
      const unbuilt = await runMain(applications, ["--content", content, "--dist", temporaryFolder("none")]);
      expect(unbuilt.stdout.split("\n").filter((line) => line.includes("not built"))).toHaveLength(3);
    },
    SPAWN_TIMEOUT * 2,
  );
  it("warns of a letter's PDF over its one page, saying by how much, and of no letter that fits", async () => {
    const long = letter(LONG);
    const { pages, pageLines } = await pdfJsText(bytes(long.pdf));
    expect(pages).toBeGreaterThan(1);
    // Its last page's lines of the letter, without the page's number in the margin ("3 / 3").
    const last = (pageLines.at(-1) ?? []).map((line) => line.trim());
    expect(last).toContain(`${pages} / ${pages}`);
    const warnings = printedStderr.split("\n").filter((line) => line.startsWith("warning:"));
    expect(warnings.filter((line) => line.includes("letter.pdf"))).toEqual([
      `warning: ${path.join(dist, long.pdf)} takes ${pages} pages, ${pages - 1} over the 1 a cover letter should take (its last page holds ${
        last.length - 1
      } lines of text); shorten letters/${LONG}.md`,
    ]);
  });

  it("writes each letter's Word file: the header, the recipient, the date, the role, then the letter, a paragraph each", async () => {
    const data = bytes(letter("harbour-lines").word);
    expect(await wordText(data)).toEqual([
      "Lucía Fernández-Ortega",
      "Software developer",
      "lucia@example.org · Valencia, Spain",
      "Ms Dana Whitfield",
      "Harbour Lines",
      "12 Quay Street",
      "Portsmouth PO1 3AX",
      "March 14, 2026",
      "Head of web engineering",
      "Dear Ms Whitfield,",
      "I am writing to apply for the post of head of web engineering at Harbour Lines. For nine years I have built the booking site of a shipping company in Valencia, and for the last three I have led the team behind it.",
      "In that time I have:",
      "halved the load time of the booking page;",
      "started accessibility reviews on every release;",
      "rewritten the route finder, with results in under a second.",
      "My work is on my site, and I would be glad to talk about it.",
      "Yours sincerely,",
    ]);
    const word = parts(data);
    const body = word["word/document.xml"] ?? "";
    const paragraphs = body.match(/<w:p>.*?<\/w:p>/gs) ?? [];
    const styled = (style: string) => paragraphs.filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`));
    // The owner's name in Heading 1, the role in Heading 2; the list Word's own; the date at the line's end.
    expect(styled("Heading1").map((p) => p.replace(/<[^>]+>/g, ""))).toEqual(["Lucía Fernández-Ortega"]);
    expect(styled("Heading2").map((p) => p.replace(/<[^>]+>/g, ""))).toEqual(["Head of web engineering"]);
    expect(paragraphs.filter((p) => p.includes("<w:numPr>"))).toHaveLength(3);
    expect(paragraphs.find((p) => p.includes("March 14, 2026"))).toContain('<w:jc w:val="end"/>');
    // The email and the letter's link live.
    const relationships = word["word/_rels/document.xml.rels"] ?? "";
    for (const target of ["mailto:lucia@example.org", "https://lucia.example.org/"])
      expect(relationships).toContain(`Target="${target}" TargetMode="External"`);
    expect(body.match(/<w:hyperlink /g)).toHaveLength(2);
    // In English on every run; the owner its author, the page's title its title.
    const runs = body.match(/<w:r>.*?<\/w:r>/gs) ?? [];
    expect(runs.every((run) => run.includes('<w:lang w:val="en"/>'))).toBe(true);
    expect(word["docProps/core.xml"]).toContain("<dc:creator>Lucía Fernández-Ortega</dc:creator>");
    expect(word["docProps/core.xml"]).toContain(
      "<dc:title>Lucía Fernández-Ortega — Head of web engineering, Harbour Lines</dc:title>",
    );
  });

  it("writes the Arabic letter's Word file right to left: every paragraph bidi, Arabic runs rtl, in Arabic, in logical order", async () => {
    const data = bytes(letter("bahr").word);
    const lines = await wordText(data);
    expect(lines.slice(0, 3)).toEqual([
      "Lucía Fernández-Ortega",
      "مطوّرة برمجيات",
      "lucia@example.org · فالنسيا، إسبانيا",
    ]);
    expect(lines.slice(3)).toEqual([
      "شركة البحر للملاحة",
      "شارع الميناء ١٢",
      "الإسكندرية",
      expect.stringContaining("2026"),
      "رئيسة هندسة الويب",
      "السيدات والسادة،",
      expect.stringMatching(/^أتقدم بطلب لشغل وظيفة رئيسة هندسة الويب في شركتكم\./),
      "خفضت وقت تحميل صفحة الحجز إلى النصف.",
      "بدأت مراجعات إمكانية الوصول في كل إصدار.",
      "مع خالص التحية،",
    ]);
    expect(lines.join("\n")).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    const word = parts(data);
    const body = word["word/document.xml"] ?? "";
    const paragraphs = body.match(/<w:p>.*?<\/w:p>/gs) ?? [];
    expect(paragraphs).toHaveLength(lines.length);
    for (const paragraph of paragraphs) expect(paragraph).toContain("<w:bidi/>");
    for (const run of body.match(/<w:r>.*?<\/w:r>/gs) ?? []) {
      expect(run).toContain('<w:lang w:val="ar" w:bidi="ar"/>');
      // A run in Arabic letters is marked right to left; the email and the date's digits are not.
      expect(run.includes("<w:rtl/>"), run).toBe(/[\u0600-\u06ff]/.test(run));
    }
    expect(word["word/styles.xml"]).toContain('<w:lang w:val="ar" w:bidi="ar"/>');
  });

  it("the owner's check reads each letter's Word file back in order, and fails one missing or no Word file, naming it", async () => {
    for (const one of compiled) {
      const built = letter(one.name);
      const reading = await readLetterWord(path.join(dist, built.word), one.blocks);
      expect(reading.failure, one.name).toBeUndefined();
      expect(reading.missing, one.name).toEqual([]);
      expect(reading.lines.length, one.name).toBeGreaterThan(5);
    }
    const blocks = compiled[0]?.blocks ?? [];
    const missing = path.join(temporaryFolder("letter-word-missing"), "letter.docx");
    expect(await readLetterWord(missing, blocks)).toEqual({
      lines: [],
      missing: [],
      failure: `${missing} is not there: build the site again with npm run build`,
    });
    const broken = path.join(temporaryFolder("letter-word-broken"), "letter.docx");
    writeFileSync(broken, strToU8("%PDF-1.7 not a zip"));
    expect((await readLetterWord(broken, blocks)).failure).toMatch(
      new RegExp(
        `^${broken.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")} cannot be read as a Word file: it is not a zip \\(.*\\); build the site again with npm run build$`,
      ),
    );
  });
});
