/**
 * A site in several languages: translations beside the originals, laid over them
 * (scripts/compiler/passes/translate.ts). The three-language fixture compiles into one site per
 * language, sharing ids, order, dates and pictures; the planted mistakes are each reported where
 * they are written.
 */
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { at, FIXTURES, temporaryFolder } from "./fixtures.ts";

const LANGUAGES = path.join(FIXTURES, "valid-languages");

async function compiled(dir: string) {
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(`${dir} did not compile: ${JSON.stringify(result.diagnostics, null, 2)}`);
  return result;
}

/** The valid-languages tree with the planted mistakes of invalid-translations laid over it. */
function plantedMistakes(): string {
  const dir = temporaryFolder("content-invalid-translations");
  cpSync(LANGUAGES, dir, { recursive: true });
  cpSync(path.join(FIXTURES, "invalid-translations"), dir, { recursive: true });
  return dir;
}

describe("a site in three languages", () => {
  it("compiles into a site per language, in the order site.yaml lists them, each naming them all", async () => {
    const result = await compiled(LANGUAGES);
    const sites = [result.content, ...result.translations];
    expect(sites.map(({ site }) => [site.lang, site.dir])).toEqual([
      ["es", "ltr"],
      ["en", "ltr"],
      ["ar", "rtl"],
    ]);
    for (const { site } of sites)
      expect(site.languages).toEqual([
        { lang: "es", name: "Español", path: "" },
        { lang: "en", name: "English", path: "en/" },
        { lang: "ar", name: "العربية", path: "ar/" },
      ]);
  });

  it("shows each language's text, and the original's where a translation gives none", async () => {
    const { content: es, translations } = await compiled(LANGUAGES);
    const [en, ar] = translations as [SiteContent, SiteContent];
    expect([es, en, ar].map(({ profile }) => profile.label)).toEqual([
      "Desarrolladora de software",
      "Software developer",
      "مطوّرة برمجيات",
    ]);
    expect(en.experience[0]?.roles[0]?.position).toBe("Head of web engineering");
    expect(en.experience[0]?.roles[0]?.highlights[0]).toBe("Halved the load time of the booking page.");
    // The English hard skills translate one group of two; the other keeps its title.
    expect(en.profile.hardSkills.map(({ title }) => title)).toEqual(["Web", "Data"]);
    // Not translated: the name, the company, the links.
    expect(en.profile.name).toBe(es.profile.name);
    expect(en.experience.map(({ company }) => company)).toEqual(es.experience.map(({ company }) => company));
    expect(ar.profile.profiles).toEqual(es.profile.profiles);
    // A project's description and its pictures' alt text.
    expect(en.projects[0]?.descriptionHtml).toContain("a friend from Odesa");
    expect(ar.projects[0]?.images[0]?.alt).toBe("تطبيق المنارة على هاتف، قرص فوق مدّ اليوم وجزره");
    expect(ar.projects[0]?.images[0]?.src).toBe(es.projects[0]?.images[0]?.src);
  });

  it("keeps every id and the order of the default language, whatever a translation renames", async () => {
    const { content: es, translations } = await compiled(LANGUAGES);
    const ids = (site: SiteContent) => ({
      jobs: site.experience.map(({ id, roles }) => [id, roles.map((role) => role.id)]),
      schools: site.education.map(({ id }) => id),
      groups: site.profile.hardSkills.map(({ id }) => id),
      projects: site.projects.map(({ id }) => id),
      sections: site.sections.map(({ id, entries }) => [id, entries.map((entry) => entry.id)]),
      layout: site.layout,
    });
    for (const site of translations) expect(ids(site)).toEqual(ids(es));
    // Renamed in English: the custom section keeps the id the layout names it by.
    expect(translations[0]?.sections.find(({ id }) => id === "codigo-abierto")?.title).toBe("Open source");
  });

  it("writes dates in each language, in the form its site.<lang>.yaml asks for", async () => {
    const { content: es, translations } = await compiled(LANGUAGES);
    const [en, ar] = translations as [SiteContent, SiteContent];
    expect(es.experience[0]?.period.display).toBe("sept 2016 – Actualidad");
    expect(en.experience[0]?.period.display).toBe("September 2016 – Present");
    expect(ar.experience[0]?.period.display).toBe("سبتمبر 2016 – حتى الآن");
  });

  it("compiles a site in one language as before: no languages, no translations", async () => {
    const result = await compiled(path.join(FIXTURES, "valid-combined"));
    expect(result.translations).toEqual([]);
    expect(result.content.site.languages).toBeUndefined();
  });
});

describe("translation mistakes, each located", () => {
  it("reports an entry or a field the original does not have, a file with no original, and a wrong shape", async () => {
    const dir = plantedMistakes();
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("the planted mistakes compiled");
    const errors = result.diagnostics
      .filter(({ severity }) => severity !== "warning")
      .map(({ hint: _hint, severity: _severity, ...rest }) => rest);
    expect(errors).toEqual(
      expect.arrayContaining([
        // A translation of a file the content does not have.
        at("about.en.yaml", 1, 1, "", "a translation of about.yaml, which the content does not have"),
        at(
          "projects/ghost.en.md",
          1,
          1,
          "",
          "a translation of projects/ghost.md, which the content does not have",
        ),
        // Into a language site.yaml does not list.
        at("profile.fr.yaml", 1, 1, "", "a translation into fr, which site.yaml's languages does not list"),
        // An entry the original does not have.
        at(
          "sections.en.yaml",
          3,
          5,
          "awards.Premio a la innovación",
          'translates the entry "Premio a la innovación", which sections.yaml does not have',
        ),
        // A field the original's entry does not have.
        at(
          "experience.en.yaml",
          15,
          18,
          "experience.Navieras del Turia.roles.Desarrolladora.summary",
          "translates summary, which experience.yaml does not have here",
        ),
        // A list of entries written as a list.
        at("profile.en.yaml", 3, 3, "hardSkills", "expected the entries by name (a mapping), got a list"),
        // A value of the wrong kind: the schema's message, at the translation.
        expect.objectContaining({
          file: "education.en.yaml",
          line: 3,
          column: 13,
          path: "education.Universitat Oberta del Mar (2019-10).degree",
        }),
      ]),
    );
    expect(errors).toHaveLength(7);
    const hint = (file: string) => result.diagnostics.find((d) => d.file === file)?.hint;
    expect(hint("sections.en.yaml")).toMatch(/Premio a la accesibilidad digital/);
    expect(hint("profile.fr.yaml")).toBe(
      "list the site's languages in site.yaml, the default first: languages: [en, fr]",
    );
  });

  it("warns, at the original, of text a translation leaves out", async () => {
    const dir = plantedMistakes();
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("the planted mistakes compiled");
    const warnings = result.diagnostics
      .filter(({ message }) => message.startsWith("not translated into English (en)"))
      .map(({ file, line, path: at, message }) => ({ file, line, path: at, message }));
    expect(warnings).toHaveLength(5);
    expect(warnings).toEqual(
      expect.arrayContaining([
        // A field of a translated file.
        {
          file: "profile.yaml",
          line: 12,
          path: "summary",
          message: "not translated into English (en): summary",
        },
        // An entry a translation leaves out.
        {
          file: "experience.yaml",
          line: 27,
          path: "experience[1]",
          message: "not translated into English (en): experience › Taller Gráfico Albufera",
        },
        // An entry of a translated list left out, and a list left out whole.
        {
          file: "sections.yaml",
          line: 7,
          path: "awards[0]",
          message: "not translated into English (en): awards › Premio a la accesibilidad digital",
        },
        {
          file: "sections.yaml",
          line: 17,
          path: "volunteering",
          message: "not translated into English (en): volunteering",
        },
      ]),
    );
  });

  it("refuses a lang that is not the first of languages, and leaves a project named like a translation alone", async () => {
    const dir = temporaryFolder("content-languages-lang");
    cpSync(LANGUAGES, dir, { recursive: true });
    writeFileSync(path.join(dir, "site.yaml"), "lang: en\nlanguages: [es, en, ar]\n");
    // "io" is a language tag, but not one of the site's: socket.io.md is a project.
    writeFileSync(path.join(dir, "projects/socket.io.md"), "---\ntitle: socket.io\n---\nA project.\n");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("a lang other than the first of languages compiled");
    expect(
      result.diagnostics.filter(({ severity }) => severity !== "warning").map(({ hint: _h, ...d }) => d),
    ).toEqual([at("site.yaml", 1, 7, "lang", "expected lang to be the first of languages, es, got en")]);
    writeFileSync(path.join(dir, "site.yaml"), "languages: [es, en, ar]\n");
    const fixed = await compiled(dir);
    expect(fixed.content.projects.map(({ title }) => title)).toContain("socket.io");
  });
});
