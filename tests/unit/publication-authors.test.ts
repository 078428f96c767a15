/**
 * A publication's authors and kind (sections.yaml's `authors` and `type`): the owner marked
 * among the authors by any form of their name, the kind in the site's words, and both shown
 * wherever the publication is, from the real compiler's output of the fixtures: resume.txt,
 * resume.md, resume.docx and resume.json. A publication without them is as it was.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { isOwner, isOwnerName } from "../../scripts/compiler/author-names.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { resumeMarkdown } from "../../scripts/vite/share/resume-markdown.ts";
import { resumeText } from "../../scripts/vite/share/resume-text.ts";
import { resumeWord } from "../../scripts/vite/share/resume-word.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

async function compiled(contentDir: string): Promise<SiteContent> {
  const result = await compileContent({ contentDir });
  if (!result.ok) throw new Error(`${contentDir} does not compile`);
  return result.content;
}

// valid-combined: Lucía Fernández-Ortega's article, her name as "Fernández-Ortega, L." among two others.
const combined = await compiled(path.join(FIXTURES, "valid-combined"));
// valid-sections: a publication with neither authors nor a kind.
const sections = await compiled(contentTree("valid-sections"));

const publication = (content: SiteContent) =>
  content.sections.find(({ kind }) => kind === "publications")?.entries[0];

describe("the owner among a publication's authors", () => {
  const owner = { names: ["Ada King Lovelace"] };
  it.each([
    "Ada King Lovelace",
    "Ada Lovelace",
    "A. Lovelace",
    "A. K. Lovelace",
    "Lovelace, Ada",
    "Lovelace, A.",
    "LOVELACE, A. K.",
  ])("finds %s", (name) => {
    expect(isOwnerName(name, owner)).toBe(true);
  });

  it.each(["Charles Babbage", "B. Lovelace", "Lovelace", "Ada", "Lovelace, Grace"])(
    "does not take %s for the owner",
    (name) => {
      expect(isOwnerName(name, owner)).toBe(false);
    },
  );

  it("finds the owner by their latinName as well as their name, accents and hyphens aside", () => {
    const named = { names: ["山田 太郎", "Taro Yamada"] };
    expect(isOwnerName("Yamada, T.", named)).toBe(true);
    expect(isOwnerName("山田 太郎", named)).toBe(true);
    expect(isOwnerName("J.-P. Muller", { names: ["Jean-Pierre Müller"] })).toBe(true);
    // The family name first without a comma, as many languages write it.
    expect(isOwnerName("Yamada Taro", { names: ["Taro Yamada"] })).toBe(true);
  });

  it("takes an ORCID iD over a name when both are known", () => {
    const owner = { names: ["Ada Lovelace"], orcid: "0000-0002-1825-0097" };
    expect(isOwner({ given: "Ada", family: "Lovelace", orcid: "0000-0001-5109-3700" }, owner)).toBe(false);
    expect(isOwner({ literal: "A. Lovelace", orcid: "0000-0002-1825-0097" }, owner)).toBe(true);
  });
});

describe("a publication's authors and kind", () => {
  it("compiles the authors in order, the owner marked, and the kind in the site's language", () => {
    expect(publication(combined)).toMatchObject({
      authors: [{ name: "Marta Ruiz" }, { name: "Fernández-Ortega, L.", owner: true }, { name: "Jun Ito" }],
      type: "Artículo de revista",
      subtitle: "Revista de Ingeniería Web",
    });
    expect(publication(combined)?.authors?.filter(({ owner }) => owner)).toHaveLength(1);
  });

  it("keeps the authors on every language's page, the kind in each language's words", async () => {
    // valid-languages (Spanish, English, Arabic) with authors and a kind in its original's publication.
    const dir = temporaryFolder("languages");
    cpSync(path.join(FIXTURES, "valid-languages"), dir, { recursive: true });
    const file = path.join(dir, "sections.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        "  - title: Reservas que funcionan sin conexión\n",
        "  - title: Reservas que funcionan sin conexión\n    authors: [Lucía Fernández-Ortega, Jun Ito]\n    type: conference-paper\n",
      ),
    );
    const result = await compileContent({ contentDir: dir });
    if (!result.ok) throw new Error("valid-languages with authors compiles");
    const pages = [result.content, ...result.translations];
    expect(
      pages.map((page) => [page.site.lang, publication(page)?.type, publication(page)?.authors]),
    ).toEqual(
      ["Artículo de congreso", "Conference paper", "ورقة مؤتمر"].map((type, index) => [
        ["es", "en", "ar"][index],
        type,
        [{ name: "Lucía Fernández-Ortega", owner: true }, { name: "Jun Ito" }],
      ]),
    );
  });

  it("leaves both out of a publication without them", () => {
    const entry = publication(sections);
    expect(entry?.title).toBe("Conflict-free maps for field crews");
    expect(entry).not.toHaveProperty("authors");
    expect(entry).not.toHaveProperty("type");
  });

  it("writes the authors' line and the kind beside the venue into resume.txt", () => {
    const lines = resumeText(combined).split("\n");
    const at = lines.indexOf("Reservas que funcionan sin conexión");
    expect(lines.slice(at + 1, at + 3)).toEqual([
      "Marta Ruiz, Fernández-Ortega, L., Jun Ito",
      "Artículo de revista · Revista de Ingeniería Web",
    ]);
  });

  it("writes the owner's name strong in resume.md, and the kind beside the venue", () => {
    const markdown = resumeMarkdown(combined);
    expect(markdown).toContain("Marta Ruiz, **Fernández-Ortega, L.**, Jun Ito");
    expect(markdown).toContain("Artículo de revista · Revista de Ingeniería Web");
    // Without authors or a kind: the title, the date, the venue, as before.
    expect(resumeMarkdown(sections)).toContain(
      "### [Conflict-free maps for field crews](https://doi.org/10.0000/example)\n\nFeb 2023\n\nJournal of Field Computing\n",
    );
  });

  it("writes the owner's name in a bold run of resume.docx, the other authors plain", async () => {
    const files = unzipSync(await resumeWord(combined));
    const body = strFromU8(files["word/document.xml"] ?? new Uint8Array());
    const runOf = (text: string) =>
      (body.match(/<w:r>.*?<\/w:r>/gs) ?? []).find((run) => run.includes(`>${text}</w:t>`)) ?? "";
    expect(runOf("Fernández-Ortega, L.")).toContain("<w:b/>");
    expect(runOf("Marta Ruiz")).not.toContain("<w:b/>");
  });

  it("puts the authors and kind in resume.json's summary, which has no field for them", () => {
    const [entry] = toJsonResume(combined).publications ?? [];
    expect(entry).toMatchObject({
      name: "Reservas que funcionan sin conexión",
      publisher: "Revista de Ingeniería Web",
      // Authors parted by semicolons: a name may hold a comma.
      summary: "Marta Ruiz; Fernández-Ortega, L.; Jun Ito. Artículo de revista.",
    });
    const [plain] = toJsonResume(sections).publications ?? [];
    expect(plain?.summary).toBe("How the Bounds app merges offline edits.");
  });

  it("reads the authors and kind back from resume.json's summary on import, the summary after them kept", async () => {
    const resume = toJsonResume(combined);
    const [entry] = resume.publications ?? [];
    if (!entry) throw new Error("valid-combined has a publication");
    // The last author's initial ends the sentence; an abstract after the credits stays the summary.
    entry.summary =
      "Marta Ruiz; Jun Ito; Fernández-Ortega, L. Artículo de revista.\n\nHow *bookings* work offline.";
    const imported = await importJsonResume(resume, { lang: "es" });
    const [publication] = parseYaml(String(imported.files.get("sections.yaml"))).publications;
    expect(publication).toEqual({
      title: "Reservas que funcionan sin conexión",
      authors: ["Marta Ruiz", "Jun Ito", "Fernández-Ortega, L."],
      type: "article",
      publisher: "Revista de Ingeniería Web",
      date: "2022-11",
      url: "https://revista.example.org/reservas-sin-conexion",
      summary: "How \\*bookings\\* work offline.",
    });
    // A summary of another resume's, not opening with a kind's word, stays whole.
    entry.summary = "Smith; Jones. A study of tides.";
    const other = await importJsonResume(resume, { lang: "es" });
    expect(parseYaml(String(other.files.get("sections.yaml"))).publications[0]).toMatchObject({
      summary: "Smith; Jones. A study of tides.",
    });
    expect(parseYaml(String(other.files.get("sections.yaml"))).publications[0]).not.toHaveProperty("authors");
  });
});
