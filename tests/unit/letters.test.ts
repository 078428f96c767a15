import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { wordText } from "../../scripts/check/resume-word.ts";
import { type CompileResult, compileContent, sitePages } from "../../scripts/compiler/compile.ts";
import { inlineText } from "../../scripts/compiler/passes/letters.ts";
import { builtLetter, builtPage, letterResume } from "../../scripts/publish/build-record.ts";
import { contactOf, letterPage, letterText } from "../../scripts/vite/share/letter-page.ts";
import { letterWord } from "../../scripts/vite/share/letter-word.ts";
import { at, FIXTURES, temporaryFolder } from "./fixtures.ts";

/** valid-languages: Spanish, English and Arabic, a letter in English and one in Arabic. */
const LANGUAGES = path.join(FIXTURES, "valid-languages");

type Compiled = Extract<CompileResult, { ok: true }>;

async function compiled(contentDir: string, strict = false): Promise<Compiled> {
  const result = await compileContent({ contentDir, cwd: contentDir, strict });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result;
}

/** A copy of valid-languages without its letters, with `letters` (file name → text) in letters/. */
function withLetters(letters: Record<string, string>): string {
  const dir = temporaryFolder("letters");
  cpSync(LANGUAGES, dir, { recursive: true });
  rmSync(path.join(dir, "letters"), { recursive: true });
  if (Object.keys(letters).length > 0) mkdirSync(path.join(dir, "letters"));
  for (const [name, text] of Object.entries(letters)) writeFileSync(path.join(dir, "letters", name), text);
  return dir;
}

/** The diagnostics of compiling `dir`, errors and warnings, each where it is and what it says. */
async function diagnosticsOf(dir: string, strict = false) {
  const result = await compileContent({ contentDir: dir, cwd: dir, strict });
  if (result.ok) throw new Error(`${dir} compiled`);
  return result.diagnostics.map(({ file, line, column, path: where, message, hint, severity }) => ({
    ...at(file, line, column, where, message),
    hint,
    severity,
  }));
}

const LETTER = `---
recipient:
  company: Harbour Lines
role: Head of web engineering
lang: en
---

Dear Ms Whitfield,

I am writing to apply for the post of head of web engineering at Harbour Lines, where I would
lead the team that builds the booking site.
`;

describe("cover letters", () => {
  it("compiles each letter in its own language and direction, its blocks in reading order", async () => {
    const { letters } = await compiled(LANGUAGES);
    expect(letters.map(({ name, lang, dir }) => [name, lang, dir])).toEqual([
      ["bahr", "ar", "rtl"],
      ["harbour-lines", "en", "ltr"],
    ]);
    const english = letters[1];
    expect(english?.recipient).toEqual({
      company: "Harbour Lines",
      person: "Ms Dana Whitfield",
      address: ["12 Quay Street", "Portsmouth PO1 3AX"],
    });
    expect(english?.date).toEqual({ value: "2026-03-14", label: "March 14, 2026" });
    expect(english?.sent).toEqual({ date: "2026-03-15", to: "jobs@harbour-lines.example" });
    expect(english?.blocks.map((block) => block.type)).toEqual([
      "paragraph",
      "paragraph",
      "paragraph",
      "list",
      "paragraph",
      "paragraph",
    ]);
    const second = english?.blocks[1];
    expect(second?.type === "paragraph" && inlineText(second.inlines)).toBe(
      "I am writing to apply for the post of head of web engineering at Harbour Lines. For nine years I have built the booking site of a shipping company in Valencia, and for the last three I have led the team behind it.",
    );
    const link = english?.blocks[4];
    expect(link?.type === "paragraph" && link.inlines.find(({ href }) => href)).toEqual({
      text: "my site",
      href: "https://lucia.example.org/",
    });
    expect(letters[0]?.date?.label).toBe(
      new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(2026, 3, 2)),
    );
    // The folder's name is no word of the letter's, and changes with it.
    expect(english?.slug).toMatch(/^[0-9a-f]{16}$/);
  });

  it("names a letter's folder after its text: the same letter the same, another letter another", async () => {
    const [one, again, other] = await Promise.all([
      compiled(withLetters({ "harbour.md": LETTER })),
      compiled(withLetters({ "harbour.md": LETTER })),
      compiled(withLetters({ "harbour.md": LETTER.replace("Dear", "Hello") })),
    ]);
    expect(one.letters[0]?.slug).toBe(again.letters[0]?.slug);
    expect(other.letters[0]?.slug).not.toBe(one.letters[0]?.slug);
  });

  it("builds a site without a letters folder as before: no letter, no error", async () => {
    const { letters } = await compiled(withLetters({}));
    expect(letters).toEqual([]);
  });

  it("refuses an unknown variant and a language the site lacks, each at its line and column with a hint", async () => {
    const dir = withLetters({
      "harbour.md": LETTER.replace("lang: en", "lang: fr\nvariant: backend"),
    });
    const found = await diagnosticsOf(dir);
    const file = path.join(dir, "letters/harbour.md");
    const shown = path.relative(dir, file);
    expect(found).toEqual([
      {
        ...at(shown, 5, 7, "lang", 'expected one of the site\'s languages (es, en, ar), got "fr"'),
        hint: "a letter is built with the site's words and your header in its language: add fr to site.yaml's languages, with its translations, or write the letter in one of them",
        severity: undefined,
      },
      {
        ...at(shown, 6, 10, "variant", 'expected one of the resume\'s variants, got "backend"'),
        hint: "site.yaml names no variants: leave variant out to send the full resume, or name one under variants: in site.yaml",
        severity: undefined,
      },
    ]);
  });

  it("refuses an unknown field, a day not in the calendar and a letter with no text, located", async () => {
    const dir = withLetters({
      "a.md": LETTER.replace("role:", "rol:"),
      "b.md": LETTER.replace("lang: en", "lang: en\ndate: 2026-02-30"),
      "c.md": "---\nlang: en\n---\n",
    });
    const found = (await diagnosticsOf(dir)).map(({ file, line, message }) => [file, line, message]);
    expect(found).toEqual([
      ["letters/a.md", 4, expect.stringContaining("rol")],
      ["letters/b.md", 6, 'expected a day as YYYY-MM-DD, such as 2026-03-14, got "2026-02-30"'],
      ["letters/c.md", 2, "expected the letter below its front matter, got none"],
    ]);
  });

  it("warns of a placeholder, and refuses it with --strict, at its line", async () => {
    const dir = withLetters({ "harbour.md": LETTER.replace("Dear Ms Whitfield,", "TODO: whom to address") });
    const result = await compiled(dir);
    expect(result.warnings.map(({ file, line, message }) => [file, line, message])).toContainEqual([
      "letters/harbour.md",
      8,
      'placeholder "TODO: whom to address"',
    ]);
    const strict = await diagnosticsOf(dir, true);
    expect(strict.map(({ file, line, severity }) => [file, line, severity])).toEqual([
      ["letters/harbour.md", 8, undefined],
    ]);
  });

  it("reports a paragraph of a letter written in another of the site's languages than the letter's", async () => {
    const dir = withLetters({
      "harbour.md": `${LETTER}\nMe encantaría hablar con ustedes sobre el puesto y sobre lo que he construido en estos nueve años.\n`,
    });
    const found = await compileContent({ contentDir: dir, cwd: dir });
    const reports = (found.ok ? found.warnings : found.diagnostics).map(({ file, line, message }) => [
      file,
      line,
      message,
    ]);
    expect(reports).toContainEqual([
      "letters/harbour.md",
      13,
      expect.stringMatching(/^reads as Español \(es\), not English \(en\), the language of harbour\.md/),
    ]);
  });

  it("goes with its variant's resume in its language, and names the nearest variant for a slip", async () => {
    const dir = temporaryFolder("letters-variants");
    cpSync(path.join(FIXTURES, "valid-variants"), dir, { recursive: true });
    mkdirSync(path.join(dir, "letters"));
    const letter = (variant: string) =>
      LETTER.replace("lang: en", `lang: es\nvariant: ${variant}\nwithResume: true`).replace(
        /\n\n[\s\S]*$/,
        "\n\nEstimada señora Whitfield:\n\nMe presento al puesto de jefa de ingeniería web en su empresa.\n",
      );
    writeFileSync(path.join(dir, "letters", "datos.md"), letter("data"));
    const result = await compiled(dir);
    const record = { pages: sitePages(result).map(builtPage) };
    const [built] = result.letters.map((one) => builtLetter(one, "a4"));
    expect(built && letterResume(record, built)).toBe("resume.data.es.pdf");
    expect(built?.withResume).toBe(`${built?.folder}letter-resume.pdf`);
    writeFileSync(path.join(dir, "letters", "datos.md"), letter("dta"));
    const [slip] = await diagnosticsOf(dir);
    expect(slip).toEqual({
      ...at("letters/datos.md", 6, 10, "variant", 'expected one of the resume\'s variants, got "dta"'),
      hint: "did you mean data?",
      severity: undefined,
    });
  });

  it("heads a letter of an owner without a job title with the name, then the contacts: no empty line, in its page, text and Word file", async () => {
    const dir = withLetters({ "plain.md": LETTER });
    for (const file of ["profile.yaml", "profile.en.yaml", "profile.ar.yaml"]) {
      const text = readFileSync(path.join(dir, file), "utf8");
      writeFileSync(path.join(dir, file), text.replace(/^label: .*\n/m, ""));
    }
    const result = await compiled(dir);
    const [letter] = result.letters;
    const english = result.translations.find(({ site }) => site.lang === "en");
    if (!letter || !english) throw new Error("the letter and the English page compile");
    expect(english.profile).not.toHaveProperty("label");
    const { name } = english.profile;
    const contact = contactOf(english).map(({ text }) => text);
    expect(contact.length).toBeGreaterThan(0);
    expect(
      letterText(letter, english)
        .split("\n")
        .slice(0, contact.length + 2),
    ).toEqual([name, ...contact, ""]);
    const page = letterPage(letter, english);
    expect(page).toMatch(/<h1>[^<]+<\/h1>\s*<ul class="letter-contact">/);
    expect(page).not.toMatch(/<p>\s*<\/p>|undefined/);
    const lines = await wordText(await letterWord(letter, english));
    expect(lines[0]).toBe(name);
    expect(lines[1]).toContain(contact[0]);
  });

  it("writes a letter's headings, numbered lists, quotations, line breaks, bold, italics and links in its Word file as Word's own", async () => {
    const dir = withLetters({
      "parts.md": [
        "---",
        "lang: en",
        "---",
        "",
        "Dear team,",
        "",
        "# Why me",
        "",
        "Line one  ",
        "line two, **bold** and *italic*, [my work](https://example.org/work) and [my notes](notes.html).",
        "",
        "1. first",
        "2. second",
        "",
        "> A quotation.",
        "",
        "1. again",
        "",
      ].join("\n"),
    });
    // The owner's site, which a link relative to it is read from.
    const profile = path.join(dir, "profile.yaml");
    writeFileSync(profile, `${readFileSync(profile, "utf8")}url: https://lucia.example.org/\n`);
    const result = await compiled(dir);
    const [letter] = result.letters;
    if (!letter) throw new Error("the letter compiles");
    const data = await letterWord(
      letter,
      result.translations.find(({ site }) => site.lang === "en") ?? result.content,
    );
    expect((await wordText(data)).slice(3)).toEqual([
      "Dear team,",
      "Why me",
      "Line one line two, bold and italic, my work and my notes.",
      "first",
      "second",
      "A quotation.",
      "again",
    ]);
    const part = (name: string) => strFromU8(unzipSync(data)[name] ?? new Uint8Array());
    const body = part("word/document.xml");
    const paragraph = (text: string) =>
      (body.match(/<w:p>.*?<\/w:p>/gs) ?? []).find((p) => p.replace(/<[^>]+>/g, "").startsWith(text)) ?? "";
    // A Markdown heading under the owner's name, in Heading 2; the line break Word's own.
    expect(paragraph("Why me")).toContain('<w:pStyle w:val="Heading2"/>');
    expect(paragraph("Line one")).toContain("<w:br/>");
    expect(paragraph("Line one")).toMatch(/<w:b\/>.*?>bold</s);
    expect(paragraph("Line one")).toMatch(/<w:i\/>.*?>italic</s);
    // A link to a web page live, and one relative to the owner's site read from its address.
    for (const target of ["https://example.org/work", "https://lucia.example.org/notes.html"])
      expect(part("word/_rels/document.xml.rels")).toContain(`Target="${target}" TargetMode="External"`);
    expect(paragraph("Line one").match(/<w:hyperlink /g)).toHaveLength(2);
    // Each numbered list Word's own, counted from 1: the two lists two numberings, decimal.
    const numId = (text: string) => /<w:numId w:val="(\d+)"\/>/.exec(paragraph(text))?.[1];
    expect(numId("first")).toBeDefined();
    expect(numId("second")).toBe(numId("first"));
    expect(numId("again")).toBeDefined();
    expect(numId("again")).not.toBe(numId("first"));
    expect(part("word/numbering.xml")).toContain('<w:numFmt w:val="decimal"/>');
    // A quotation indented at its start.
    expect(paragraph("A quotation.")).toMatch(/<w:ind w:start="720"\/>/);
  });
});
