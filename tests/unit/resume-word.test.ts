/**
 * resume.docx, the resume as a Word file: made by the real compiler's output of the fixtures,
 * for every page (each language, each variant), unzipped and read back as the owner's check
 * reads it (scripts/check/resume-word.ts): every fact of the page's fact list in order, Word's
 * own heading styles, lists and live links, the page's language on every run, right to left on
 * an Arabic page (valid-arabic), a Japanese face for East Asian text on a Japanese one
 * (valid-japanese).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pageLayoutOf } from "../../scripts/check/resume-facts.ts";
import { readResumeWord, wordText } from "../../scripts/check/resume-word.ts";
import { compileContent, sitePages } from "../../scripts/compiler/compile.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { resumeDocument } from "../../scripts/vite/share/resume-document.ts";
import { resumeWord } from "../../scripts/vite/share/resume-word.ts";
import { languageFiles } from "../../scripts/vite/share-plugin.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { languageFile, RESUME_WORD } from "../../src/shared/paths.ts";
import { contentTree, FIXTURES } from "./fixtures.ts";

/** Every page of a fixture: each language's, then each variant's in each. */
async function pages(fixture: string): Promise<SiteContent[]> {
  const result = await compileContent({
    contentDir: path.isAbsolute(fixture) ? fixture : path.join(FIXTURES, fixture),
  });
  if (!result.ok) throw new Error(`${fixture} does not compile`);
  return sitePages(result);
}

/** The parts of a Word file, by name, as text. */
function parts(data: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(data)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** The paragraphs of word/document.xml, as XML. */
const paragraphsOf = (xml: string) => xml.match(/<w:p>.*?<\/w:p>/gs) ?? [];

/** The text of the document's blocks, a line per paragraph, as Word holds them. */
function documentLines(page: SiteContent): string[] {
  const text = (runs: { text: string }[]) => runs.map((run) => run.text).join("");
  return resumeDocument(page).blocks.flatMap((block) =>
    block.kind === "list" ? block.items.map(text) : [text(block.runs)],
  );
}

const FIXTURE_SITES = ["valid-full", "valid-languages", "valid-arabic", "valid-japanese", "valid-variants"];

describe("resume.docx", () => {
  for (const fixture of FIXTURE_SITES) {
    it(`${fixture}: each page's reads back with every fact of its fact list in order, paragraph by paragraph`, async () => {
      for (const page of await pages(fixture)) {
        const what = `${fixture} ${page.site.lang} ${page.site.variant?.name ?? ""}`;
        const data = await resumeWord(page);
        const { lines, report } = await readResumeWord("", toJsonResume(page), {
          ...pageLayoutOf(page),
          data,
        });
        expect(lines, what).toEqual(documentLines(page));
        expect(report.failures, what).toEqual([]);
        expect(report.inOrder, what).toBe(report.facts);
      }
    });
  }

  it("reads back a page with soft skills and no hard skills, its skills under the soft skills' heading", async () => {
    const content = contentTree("valid-minimal");
    const profile = path.join(content, "profile.yaml");
    writeFileSync(profile, readFileSync(profile, "utf8").replace(/^hardSkills:\n(?: .*\n)+/m, ""));
    const [page] = await pages(content);
    expect(page?.profile.hardSkills).toEqual([]);
    expect(page?.profile.softSkills?.length).toBeGreaterThan(0);
    if (!page) return;
    const { report } = await readResumeWord("", toJsonResume(page), {
      ...pageLayoutOf(page),
      data: await resumeWord(page),
    });
    expect(report.failures).toEqual([]);
    expect(report.inOrder).toBe(report.facts);
  });

  it("has Word's heading styles, lists and live links, and the owner as its author", async () => {
    const [page] = await pages("valid-full");
    if (!page) throw new Error("valid-full compiles");
    const word = parts(await resumeWord(page));
    const body = word["word/document.xml"] ?? "";
    const paragraphs = paragraphsOf(body);
    const styled = (style: string) => paragraphs.filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`));
    expect(styled("Heading1")).toHaveLength(1);
    expect(styled("Heading1")[0]).toContain(page.profile.name.replace("'", "&apos;"));
    const blocks = resumeDocument(page).blocks;
    expect(styled("Heading2")).toHaveLength(
      blocks.filter((block) => block.kind === "heading" && block.level === 2).length,
    );
    expect(styled("Heading3").length).toBeGreaterThan(0);
    // Every highlight an item of Word's own list.
    const items = paragraphs.filter((p) => p.includes("<w:numPr>"));
    expect(items.length).toBe(
      blocks.reduce((count, block) => count + (block.kind === "list" ? block.items.length : 0), 0),
    );
    expect(word["word/styles.xml"]).toMatch(/w:styleId="Heading2"><w:name w:val="Heading 2"\/>/);
    // The email and each profile a live link, its address in the document's relationships.
    const relationships = word["word/_rels/document.xml.rels"] ?? "";
    for (const target of [`mailto:${page.profile.email}`, ...page.profile.profiles.map((link) => link.url)])
      expect(relationships).toContain(`Target="${target}" TargetMode="External"`);
    expect(body.match(/<w:hyperlink /g)?.length).toBeGreaterThanOrEqual(page.profile.profiles.length + 1);
    expect(word["docProps/core.xml"]).toContain(`<dc:creator>${page.profile.name.replace("'", "&apos;")}`);
    // The page's language on every run.
    const runs = body.match(/<w:r>.*?<\/w:r>/gs) ?? [];
    expect(runs.every((run) => run.includes('<w:lang w:val="en"/>'))).toBe(true);
  });

  it("lays an Arabic page out right to left: every paragraph bidi, Arabic runs rtl, the language Arabic, the text in logical order", async () => {
    const [arabic] = await pages("valid-arabic");
    if (!arabic) throw new Error("valid-arabic compiles");
    const data = await resumeWord(arabic);
    const word = parts(data);
    const body = word["word/document.xml"] ?? "";
    const paragraphs = paragraphsOf(body);
    expect(paragraphs.length).toBeGreaterThan(10);
    for (const paragraph of paragraphs) expect(paragraph).toContain("<w:bidi/>");
    const runs = body.match(/<w:r>.*?<\/w:r>/gs) ?? [];
    for (const run of runs) {
      expect(run).toContain('<w:lang w:val="ar" w:bidi="ar"/>');
      // A run in Arabic letters is marked right to left; an address or a date in Latin letters and digits is not.
      expect(run.includes("<w:rtl/>"), run).toBe(/[\u0600-\u06ff]/.test(run));
    }
    expect(word["word/styles.xml"]).toContain('<w:lang w:val="ar" w:bidi="ar"/>');
    // As written, with no direction marks: the name first, each job's company and highlights.
    const lines = await wordText(data);
    expect(lines[0]).toBe(arabic.profile.name);
    expect(lines.join("\n")).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    for (const job of arabic.experience) {
      expect(lines).toContain(job.company);
      for (const role of job.roles)
        for (const highlight of role.highlights) expect(lines).toContain(highlight);
    }
  });

  it("names a Japanese face for East Asian text on a Japanese page, and the language for it", async () => {
    const [japanese, english] = await pages("valid-japanese");
    if (!japanese || !english) throw new Error("valid-japanese compiles to Japanese and English");
    const styles = parts(await resumeWord(japanese))["word/styles.xml"] ?? "";
    const defaults = /<w:docDefaults>.*<\/w:docDefaults>/s.exec(styles)?.[0] ?? "";
    expect(defaults).toMatch(/<w:rFonts [^>]*w:eastAsia="Yu Gothic"/);
    expect(defaults).toContain('<w:lang w:val="ja" w:eastAsia="ja"/>');
    // Its English page names no East Asian face: Word's own choice stands.
    const englishStyles = parts(await resumeWord(english))["word/styles.xml"] ?? "";
    expect(/<w:docDefaults>.*<\/w:docDefaults>/s.exec(englishStyles)?.[0]).not.toContain("w:eastAsia=");
  });

  it("takes its faces from the site's look: sans-serif, serif, monospaced headings for compact", async () => {
    const faces: Record<string, { body: string; heading: string }> = {};
    for (const look of ["cards", "serif", "compact"]) {
      const content = contentTree("valid-minimal");
      writeFileSync(path.join(content, "site.yaml"), `theme:\n  look: ${look}\n`);
      const [page] = await pages(content);
      if (!page) throw new Error(`valid-minimal compiles in the look ${look}`);
      const styles = parts(await resumeWord(page))["word/styles.xml"] ?? "";
      const ascii = (xml: string | undefined) =>
        /<w:rFonts [^>]*w:ascii="([^"]+)"/.exec(xml ?? "")?.[1] ?? "";
      faces[look] = {
        body: ascii(/<w:docDefaults>.*<\/w:docDefaults>/s.exec(styles)?.[0]),
        heading: ascii(/<w:style [^>]*w:styleId="Heading2">.*?<\/w:style>/s.exec(styles)?.[0]),
      };
    }
    expect(faces).toEqual({
      cards: { body: "Arial", heading: "Arial" },
      serif: { body: "Georgia", heading: "Georgia" },
      compact: { body: "Arial", heading: "Consolas" },
    });
  });

  it("is set on the paper the PDF is printed on: A4 by default, US Letter when site.yaml says letter", async () => {
    const sizes: Record<string, string> = {};
    for (const paper of ["a4", "letter"]) {
      const content = contentTree("valid-minimal");
      if (paper === "letter") writeFileSync(path.join(content, "site.yaml"), "pdf:\n  paper: letter\n");
      const [page] = await pages(content);
      if (!page) throw new Error(`valid-minimal compiles on ${paper}`);
      const xml = parts(await resumeWord(page))["word/document.xml"] ?? "";
      sizes[paper] =
        /<w:pgSz [^>]*\/>/
          .exec(xml)?.[0]
          ?.match(/w:(?:w|h)="\d+"/g)
          ?.join(" ") ?? "";
    }
    expect(sizes).toEqual({ a4: 'w:w="11906" w:h="16838"', letter: 'w:w="12240" w:h="15840"' });
  });

  it("is a file of each page, named as its resume.json is", async () => {
    const all = await pages("valid-variants");
    const names: string[] = [];
    for (const page of all) {
      const name = languageFile(RESUME_WORD, page.site);
      names.push(name);
      const file = (await languageFiles(page, undefined)).get(name);
      expect(file, name).toBeInstanceOf(Uint8Array);
      expect(await wordText(file as Uint8Array)).toEqual(documentLines(page));
    }
    expect(names).toEqual(
      expect.arrayContaining(["resume.docx", "resume.backend.docx", "resume.backend.es.docx"]),
    );
  });
});
