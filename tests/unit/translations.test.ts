/**
 * A site in several languages: translations beside the originals, laid over them
 * (scripts/compiler/passes/translate.ts). The three-language fixture compiles into one site per
 * language, sharing ids, order, dates and pictures; the planted mistakes are each reported where
 * they are written.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isMap, parseDocument, visit } from "yaml";
import { z } from "zod";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { Diagnostic } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { fileSchemas } from "../../scripts/compiler/schema/schema.ts";
import {
  TRANSLATABLE,
  type TranslatedFile,
  translatableTable,
  UNREPORTED,
} from "../../scripts/compiler/schema/translatable.ts";
import { renderPage } from "../../src/entry-server.tsx";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { textKey } from "../../src/shared/untranslated.ts";
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
    // Not translated: the name, the company (each may be), the links.
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
        // An entry the original does not have, at its key.
        at(
          "sections.en.yaml",
          2,
          3,
          "awards.Premio a la innovación",
          'translates the entry "Premio a la innovación", which sections.yaml does not have',
        ),
        // A field the original's entry does not have.
        at(
          "experience.en.yaml",
          15,
          9,
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
    expect(warnings).toHaveLength(20);
    expect(warnings).toEqual(
      expect.arrayContaining([
        // A highlight past the end of the translation's shorter list.
        {
          file: "experience.yaml",
          line: 26,
          path: "experience[0].roles[2].highlights[1]",
          message:
            "not translated into English (en): experience › Navieras del Turia › roles › Desarrolladora › highlights, 2 of 2 (experience.en.yaml gives 1)",
        },
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

/** The valid-languages tree in a fresh folder. */
function languagesCopy(name: string): string {
  const dir = temporaryFolder(name);
  cpSync(LANGUAGES, dir, { recursive: true });
  return dir;
}

/** Replaces `from` with `to` in a file of `dir`, which must hold it. */
function edit(dir: string, file: string, from: string, to: string) {
  const text = readFileSync(path.join(dir, file), "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
  writeFileSync(path.join(dir, file), text.replace(from, to));
}

/** Every list of entries of an original (YAML, or a project's front matter) written in reverse. */
function reverseEntries(file: string) {
  const text = readFileSync(file, "utf8");
  const [, front, body] = /^(---\n[\s\S]*?\n)(---\n[\s\S]*)$/.exec(text) ?? [text, text, ""];
  const document = parseDocument(front.replace(/^---\n/, ""));
  visit(document, {
    Seq(_, list) {
      if (list.items.some(isMap)) list.items.reverse();
    },
  });
  writeFileSync(file, `${body ? "---\n" : ""}${document.toString()}${body}`);
}

/** A site's content with every list sorted, and without ids: what it says, whatever the order. */
function said(site: SiteContent): unknown {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.map(sorted).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/^(id|.*Id|order|layout)$/.test(key))
        .map(([key, item]) => [key, sorted(item)]),
    );
  };
  return sorted(site);
}

const linksOf = (site: SiteContent | undefined) =>
  site?.projects[0]?.links?.map(({ label, url }) => `${label} → ${url}`);

describe("entries paired by what they show, never by their place", () => {
  it("pairs links by label and course groups by category: the fixture's translations say so", async () => {
    const { translations } = await compiled(LANGUAGES);
    const [en, ar] = translations as [SiteContent, SiteContent];
    expect(linksOf(en)).toEqual([
      "Source code → https://github.com/lucia-fo/faro",
      "Live tides → https://faro.example.org",
    ]);
    expect(linksOf(ar)?.[0]).toBe("الشيفرة المصدرية → https://github.com/lucia-fo/faro");
    expect(
      en.education
        .flatMap(({ courses }) => courses ?? [])
        .map(({ category, courses }) => [category, courses.map(({ title }) => title)]),
    ).toEqual([
      ["Distributed systems", ["Synchronisation and consensus"]],
      ["User interfaces", ["Web accessibility"]],
    ]);
  });

  it("says the same in every language when every list of the originals is written in reverse", async () => {
    const before = await compiled(LANGUAGES);
    const dir = languagesCopy("content-languages-reversed");
    const originals = [
      "profile.yaml",
      "experience.yaml",
      "education.yaml",
      "sections.yaml",
      "projects/faro.md",
    ];
    for (const file of originals) reverseEntries(path.join(dir, file));
    const after = await compiled(dir);
    // Reversed indeed: the links come in the other order, each with its own label.
    expect(linksOf(after.translations[0])).toEqual([
      "Live tides → https://faro.example.org",
      "Source code → https://github.com/lucia-fo/faro",
    ]);
    expect(after.translations.map(said)).toEqual(before.translations.map(said));
    expect(after.warnings).toEqual([]);
  });

  it("keeps each translated link when a link is added to the original, and warns of the new one", async () => {
    const dir = languagesCopy("content-languages-added-link");
    edit(
      dir,
      "projects/faro.md",
      "links:\n",
      "links:\n  - label: Paquete\n    url: https://crates.io/crates/faro\n",
    );
    const result = await compiled(dir);
    expect(linksOf(result.translations[0])).toEqual([
      "Paquete → https://crates.io/crates/faro",
      "Source code → https://github.com/lucia-fo/faro",
      "Live tides → https://faro.example.org",
    ]);
    expect(result.warnings.map(({ file, path: field, message }) => `${file} ${field} ${message}`)).toEqual([
      "projects/faro.md links[0] not translated into English (en): links › Paquete",
      "projects/faro.md links[0] not translated into العربية (ar): links › Paquete",
    ]);
  });

  it("names two links of one label by their address, and keeps them paired when they swap", async () => {
    const dir = languagesCopy("content-languages-same-label");
    edit(dir, "projects/faro.md", "label: Mareas en directo", "label: Código fuente");
    const written = (first: string, second: string) =>
      `links:\n  Código fuente (https://github.com/lucia-fo/faro):\n    label: ${first}\n  Código fuente (https://faro.example.org):\n    label: ${second}\n`;
    for (const tag of ["en", "ar"])
      edit(
        dir,
        `projects/faro.${tag}.md`,
        /links:\n[\s\S]*?(?=achievements:)/.exec(
          readFileSync(path.join(dir, `projects/faro.${tag}.md`), "utf8"),
        )?.[0] ?? "",
        written("GitHub", "Mirror"),
      );
    expect(linksOf((await compiled(dir)).translations[0])).toEqual([
      "GitHub → https://github.com/lucia-fo/faro",
      "Mirror → https://faro.example.org",
    ]);
    reverseEntries(path.join(dir, "projects/faro.md"));
    expect(linksOf((await compiled(dir)).translations[0])).toEqual([
      "Mirror → https://faro.example.org",
      "GitHub → https://github.com/lucia-fo/faro",
    ]);
  });

  it("asks which entry a name means once two share it, and keeps a key with a start when the other goes", async () => {
    const dir = languagesCopy("content-languages-second-job");
    const second =
      "  - company: Navieras del Turia\n    position: Becaria\n    start: 2014-06\n    end: 2014-09\n";
    edit(dir, "experience.yaml", "experience:\n", `experience:\n${second}`);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("a name two jobs share compiled");
    const errors = result.diagnostics.filter(({ severity }) => severity !== "warning");
    expect(
      errors.map(({ file, line, path: field, message, hint }) => ({ file, line, field, message, hint })),
    ).toEqual(
      ["experience.ar.yaml", "experience.en.yaml"].map((file) => ({
        file,
        line: 2,
        field: "experience.Navieras del Turia",
        message: '"Navieras del Turia" names 2 entries of experience.yaml',
        hint: 'write the one you mean: "Navieras del Turia (2014-06)" or "Navieras del Turia (2016-09)"',
      })),
    );
    // Named by its first role's start, as the hint says: paired again.
    for (const tag of ["en", "ar"])
      edit(dir, `experience.${tag}.yaml`, "  Navieras del Turia:", "  Navieras del Turia (2016-09):");
    const paired = await compiled(dir);
    expect(
      paired.translations[0]?.experience.find(
        ({ company, roles }) => company === "Navieras del Turia" && roles.length === 3,
      )?.roles[0]?.position,
    ).toBe("Head of web engineering");
    // The other job gone: the key with its start still names the one left.
    edit(dir, "experience.yaml", second, "");
    expect((await compiled(dir)).translations[0]?.experience[0]?.roles[0]?.position).toBe(
      "Head of web engineering",
    );
  });

  it("pairs work without a company by its position, two of one position by their start", async () => {
    const dir = languagesCopy("content-languages-freelance");
    const freelance = (start: string, end: string) =>
      `  - position: Formadora autónoma\n    start: ${start}\n    end: ${end}\n    highlights:\n      - Dio cursos de accesibilidad.\n`;
    edit(
      dir,
      "experience.yaml",
      "experience:\n",
      `experience:\n${freelance("2014-01", "2014-12")}${freelance("2013-01", "2013-06")}`,
    );
    for (const [tag, first, second] of [
      ["en", "Freelance trainer", "Freelance accessibility trainer"],
      ["ar", "مدربة مستقلة", "مدربة إتاحة مستقلة"],
    ] as const)
      edit(
        dir,
        `experience.${tag}.yaml`,
        "experience:\n",
        `experience:\n  Formadora autónoma (2014-01):\n    position: ${first}\n    highlights:\n      - ${first}.\n  Formadora autónoma (2013-01):\n    position: ${second}\n    highlights:\n      - ${second}.\n`,
      );
    const result = await compiled(dir);
    const freelanceJobs = (site: SiteContent) =>
      site.experience
        .filter((job) => job.company === undefined)
        .map((job) => [job.id, job.roles.map((role) => [role.position, role.highlights])]);
    expect(freelanceJobs(result.content)).toEqual([
      ["formadora-autonoma-2014-01", [["Formadora autónoma", ["Dio cursos de accesibilidad."]]]],
      ["formadora-autonoma-2013-01", [["Formadora autónoma", ["Dio cursos de accesibilidad."]]]],
    ]);
    // The ids stay the original's: a translated position changes no address.
    expect(freelanceJobs(result.translations[0] as SiteContent)).toEqual([
      ["formadora-autonoma-2014-01", [["Freelance trainer", ["Freelance trainer."]]]],
      [
        "formadora-autonoma-2013-01",
        [["Freelance accessibility trainer", ["Freelance accessibility trainer."]]],
      ],
    ]);
    expect(result.warnings).toEqual([]);
  });

  it("refuses, at the original, two entries nothing tells apart, and explains a key of a place", async () => {
    const dir = languagesCopy("content-languages-twins");
    edit(
      dir,
      "projects/faro.md",
      "label: Mareas en directo\n    url: https://faro.example.org",
      "label: Código fuente\n    url: https://github.com/lucia-fo/faro",
    );
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("two links nothing tells apart compiled");
    const errors = result.diagnostics.filter(({ severity }) => severity !== "warning");
    expect(errors.map(({ hint: _hint, severity: _severity, ...rest }) => rest)).toContainEqual(
      at(
        "projects/faro.md",
        14,
        5,
        "links[1]",
        'a translation cannot tell this entry from links[0]: both are "Código fuente"',
      ),
    );
    expect(errors.find(({ path: field }) => field === "links[1]")?.hint).toBe(
      "translations name an entry by its label, and entries of one label by their start (or date), or else their end, or else their url, or else their degree: make one of these differ",
    );
    // Its translations wait for it: nothing is said of them meanwhile.
    expect(errors.map(({ file }) => file)).toEqual(["projects/faro.md"]);
  });

  it("names the keys to write instead of a key of a place, as translations once named links", async () => {
    const dir = languagesCopy("content-languages-place-keys");
    edit(dir, "projects/faro.en.md", "  Código fuente:", '  " (1)":');
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("a key of a place compiled");
    expect(result.diagnostics.filter(({ severity }) => severity !== "warning")).toEqual([
      {
        ...at(
          "projects/faro.en.md",
          10,
          3,
          "links. (1)",
          'translates the entry " (1)", which faro.md does not have',
        ),
        hint: 'an entry is named by what it shows (its name, label, category…), not by its place: "Código fuente", "Mareas en directo"',
      },
    ]);
  });
});

describe("each error once, where its cause is written", () => {
  const errorsOf = async (dir: string) => {
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error(`${dir} compiled`);
    return {
      errors: result.diagnostics.filter(({ severity }) => severity !== "warning"),
      warnings: result.diagnostics.filter(({ severity }) => severity === "warning"),
    };
  };
  const located = ({ hint: _hint, severity: _severity, ...rest }: Diagnostic) => rest;

  it("reports a misspelt field of an original at the original alone: its translations wait for it", async () => {
    const dir = languagesCopy("content-languages-misspelt-original");
    edit(dir, "profile.yaml", "label:", "labl:");
    edit(dir, "projects/faro.md", "title:", "titel:");
    const { errors, warnings } = await errorsOf(dir);
    expect(errors.map(located)).toEqual([
      at("profile.yaml", 4, 1, "labl", 'unknown field "labl"'),
      at("projects/faro.md", 2, 1, "titel", 'unknown field "titel"'),
    ]);
    expect(errors.map(({ hint }) => hint)).toEqual(['did you mean "label"?', 'did you mean "title"?']);
    // Nor a word about the translations of the two files meanwhile.
    expect(warnings.filter(({ message }) => message.startsWith("not translated"))).toEqual([]);
  });

  it("does not call a translation that cannot be read missing", async () => {
    const dir = languagesCopy("content-languages-unreadable-translation");
    edit(dir, "profile.en.yaml", "label: Software developer", "label: [unfinished");
    const { errors, warnings } = await errorsOf(dir);
    expect(errors.map(located)).toEqual([at("profile.en.yaml", 1, 8, "", "invalid YAML: missing closing ]")]);
    expect(warnings.map(({ message }) => message)).not.toContainEqual(expect.stringContaining("is missing"));
  });

  it("refuses a translation's job title where the original gives none, at its key: every language shows the name alone", async () => {
    const dir = languagesCopy("content-languages-label-in-translation");
    edit(dir, "profile.yaml", "label: Desarrolladora de software\n", "");
    const { errors } = await errorsOf(dir);
    expect(errors.map(located)).toEqual([
      at("profile.ar.yaml", 1, 1, "label", "translates label, which profile.yaml does not have here"),
      at("profile.en.yaml", 1, 1, "label", "translates label, which profile.yaml does not have here"),
    ]);
    expect(errors[0]?.hint).toMatch(/^remove it, or give label to the original first; fields here: /);
    edit(dir, "profile.ar.yaml", "label: مطوّرة برمجيات\n", "");
    edit(dir, "profile.en.yaml", "label: Software developer\n", "");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    for (const site of [result.content, ...result.translations])
      expect(site.profile).not.toHaveProperty("label");
    // A title left out of the original is none, not a text left untranslated.
    expect(result.warnings.filter(({ path: field }) => field === "label")).toEqual([]);
  });

  it("reports a misspelt field of a translation at its key, with the field it means", async () => {
    const dir = languagesCopy("content-languages-misspelt-translation");
    edit(dir, "profile.en.yaml", "label:", "lable:");
    const { errors } = await errorsOf(dir);
    expect(errors.map(located)).toEqual([
      at("profile.en.yaml", 1, 1, "lable", "translates lable, which profile.yaml does not have here"),
    ]);
    expect(errors[0]?.hint).toBe("did you mean label?");
  });
});

describe("every text a visitor reads, translated or reported", () => {
  it("warns of a location, a project's type, entity and roles, a talk's event and the About title left out, naming the file to give them in; the owner's words stay the default language's", async () => {
    const dir = languagesCopy("content-languages-every-text");
    edit(dir, "profile.en.yaml", "location: Valencia, Spain\n", "");
    edit(dir, "sections.en.yaml", "    event: JSDay Valencia\n", "");
    edit(
      dir,
      "projects/faro.md",
      "title: Проект Маяк\n",
      "title: Проект Маяк\ntype: Aplicación móvil\nentity: Club Náutico de Odesa\nroles: [Desarrolladora]\n",
    );
    writeFileSync(
      path.join(dir, "about.yaml"),
      "title: Sobre mí\nsections:\n  - heading: Hola\n    body: Navego los sábados.\n",
    );
    writeFileSync(
      path.join(dir, "about.en.yaml"),
      "sections:\n  Hola:\n    heading: Hello\n    body: I sail on Saturdays.\n",
    );
    edit(
      dir,
      "site.yaml",
      "languages: [es, en, ar]\n",
      "languages: [es, en, ar]\nwords:\n  experience: Trayectoria\n",
    );
    const result = await compiled(dir);
    const english = result.warnings.filter(({ message }) =>
      message.startsWith("not translated into English"),
    );
    expect(english.map(({ file, path: field, message, hint }) => ({ file, field, message, hint }))).toEqual([
      {
        file: "about.yaml",
        field: "title",
        message: "not translated into English (en): title",
        hint: "give it in about.en.yaml (npm run translate -- en adds it there as a comment to replace); until then the site in English (en) shows this text",
      },
      expect.objectContaining({ file: "profile.yaml", field: "location" }),
      expect.objectContaining({
        file: "projects/faro.md",
        field: "type",
        message: "not translated into English (en): type",
      }),
      expect.objectContaining({ file: "projects/faro.md", field: "entity" }),
      expect.objectContaining({ file: "projects/faro.md", field: "roles" }),
      expect.objectContaining({
        file: "sections.yaml",
        field: "talks[0].event",
        message:
          "not translated into English (en): talks › Formularios que cualquiera puede rellenar › event",
      }),
    ]);
    // A file with no translation at all: npm run translate starts it.
    expect(
      result.warnings
        .filter(({ message }) => message.startsWith("not translated into العربية"))
        .filter(({ message }) => message.endsWith("is missing"))
        .map(({ file, message, hint }) => `${file}: ${message}; ${hint}`),
    ).toEqual([
      "about.yaml: not translated into العربية (ar): about.ar.yaml is missing; npm run translate -- ar writes it, each text to translate a comment in this file's words; until then the site in العربية (ar) shows this file's text",
    ]);
    // Meanwhile, the original's text: never an empty part.
    const [en] = result.translations as [SiteContent];
    expect([en.profile.location, en.projects[0]?.type, en.about?.title]).toEqual([
      "Valencia, España",
      "Aplicación móvil",
      "Sobre mí",
    ]);
    // The owner's Spanish word for a heading is the Spanish site's: each other language's page
    // shows its own built-in word, never the Spanish one.
    const ar = (result.translations as SiteContent[])[1];
    expect([
      result.content?.site.words.experience,
      en.site.words.experience,
      ar?.site.words.experience,
    ]).toEqual(["Trayectoria", "Experience", "الخبرة المهنية"]);
  });

  it("leaves skills and a reference's name unreported: a translation may give them, and need not", async () => {
    const dir = languagesCopy("content-languages-quiet-fields");
    edit(
      dir,
      "sections.yaml",
      "interests:\n",
      "references:\n  - name: Marta Soler\n    reference: Una gran compañera.\ninterests:\n",
    );
    edit(
      dir,
      "sections.en.yaml",
      "interests:\n",
      "references:\n  Marta Soler:\n    reference: A great colleague.\ninterests:\n",
    );
    edit(
      dir,
      "sections.ar.yaml",
      "interests:\n",
      "references:\n  Marta Soler:\n    reference: زميلة رائعة.\ninterests:\n",
    );
    const result = await compiled(dir);
    expect(result.warnings).toEqual([]);
    expect(result.translations[0]?.profile.hardSkills[0]?.lists[0]?.items).toEqual([
      "TypeScript",
      "React",
      "Node.js",
    ]);
  });
});

describe("a translation never silently lacks what its original has", () => {
  /** Seven highlights added to the Spanish original's second job (2 → 9), none translated. */
  const SEVEN = Array.from(
    { length: 7 },
    (_, index) => `      - Diseñó el catálogo número ${index + 1} de una librería del barrio.\n`,
  ).join("");
  const withSeven = (name: string) => {
    const dir = languagesCopy(name);
    const last = "      - Aprendió JavaScript por las noches, con proyectos propios.\n";
    edit(dir, "experience.yaml", last, `${last}${SEVEN}`);
    return dir;
  };
  const untranslated = (diagnostics: readonly Diagnostic[]) =>
    diagnostics
      .filter(({ message }) => message.startsWith("not translated") || message.startsWith("translates"))
      .map(({ severity, file, line, path: field }) => `${severity ?? "error"} ${file}:${line} ${field}`);

  it("shows each highlight the translation leaves out in the original's words and language, and reports it at the original's line for each language", async () => {
    const dir = withSeven("content-languages-seven-highlights");
    const result = await compiled(dir);
    const [en, ar] = result.translations as [SiteContent, SiteContent];
    const spanish = result.content.experience[1]?.roles[0]?.highlights ?? [];
    expect(spanish).toHaveLength(9);
    for (const site of [en, ar]) {
      const shown = site.experience[1]?.roles[0]?.highlights ?? [];
      expect(shown).toHaveLength(9);
      // The translation's two at their places, then the original's seven.
      expect(shown.slice(2)).toEqual(spanish.slice(2));
      expect(shown[0]).not.toBe(spanish[0]);
      // Each carries the original's language, for the page, the PDF printed from it, and the rest.
      expect(site.site.untranslated?.lang).toBe("es");
      for (const text of shown.slice(2)) expect(site.site.untranslated?.keys).toContain(textKey(text));
      expect(site.site.untranslated?.keys).not.toContain(textKey(shown[0] ?? ""));
    }
    const english = renderPage(en).app;
    expect(english).toContain('<li lang="es">Diseñó el catálogo número 7 de una librería del barrio.</li>');
    expect(english).toContain("<li>Laid out the websites of twelve local shops.</li>");
    expect(renderPage(ar).app).toContain(
      '<li lang="es" dir="ltr">Diseñó el catálogo número 1 de una librería del barrio.</li>',
    );
    // Each at its own line of the original, once for each language.
    const lines = Array.from({ length: 7 }, (_, index) => 34 + index);
    expect(untranslated(result.warnings)).toEqual(
      lines.flatMap((line, index) => [
        `warning experience.yaml:${line} experience[1].highlights[${index + 2}]`,
        `warning experience.yaml:${line} experience[1].highlights[${index + 2}]`,
      ]),
    );
    expect(result.warnings.map(({ message }) => message)).toContain(
      "not translated into English (en): experience › Taller Gráfico Albufera › highlights, 9 of 9 (experience.en.yaml gives 2)",
    );
    expect(result.warnings[0]?.hint).toBe(
      "add its translation to highlights in experience.en.yaml as its 3rd, the place it has here: the texts of a list are paired by place (npm run translate -- en adds it there as a comment to replace); until then the site in English (en) shows this text",
    );
  });

  it("fails the deploy under strictTranslations for the languages it holds, and not for the others", async () => {
    const dir = withSeven("content-languages-seven-highlights-strict");
    edit(
      dir,
      "site.yaml",
      "languages: [es, en, ar]\n",
      "languages: [es, en, ar]\nstrictTranslations: [en]\n",
    );
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (strict.ok) throw new Error("seven untranslated highlights passed strictTranslations");
    const said = untranslated(strict.diagnostics);
    expect(said.filter((one) => one.startsWith("error"))).toHaveLength(7);
    expect(said.filter((one) => one.startsWith("warning"))).toHaveLength(7);
    expect(strict.diagnostics.find(({ severity }) => severity !== "warning")?.message).toBe(
      "not translated into English (en): experience › Taller Gráfico Albufera › highlights, 3 of 9 (experience.en.yaml gives 2)",
    );
  });

  it("shows a role and a job the translation leaves out in the original's language, each reported at the original", async () => {
    const dir = languagesCopy("content-languages-new-role-and-job");
    edit(
      dir,
      "experience.yaml",
      "    roles:\n",
      "    roles:\n      - position: Directora de producto digital\n        start: 2024-05\n        end: present\n        highlights:\n          - Lanzó la app de a bordo en cuatro idiomas.\n",
    );
    edit(
      dir,
      "experience.yaml",
      "  - company: Taller Gráfico Albufera\n",
      "  - company: Imprenta Turia\n    start: 2014-01\n    end: 2015-01\n    position: Aprendiz de imprenta\n  - company: Taller Gráfico Albufera\n",
    );
    const result = await compiled(dir);
    const [en] = result.translations as [SiteContent];
    const role = en.experience[0]?.roles[0];
    expect([role?.position, role?.highlights]).toEqual([
      "Directora de producto digital",
      ["Lanzó la app de a bordo en cuatro idiomas."],
    ]);
    const english = renderPage(en).app;
    expect(english).toContain('<li lang="es">Lanzó la app de a bordo en cuatro idiomas.</li>');
    expect(english).toMatch(/lang="es"[^>]*>Aprendiz de imprenta</);
    expect(
      result.warnings
        .filter(({ message }) => message.startsWith("not translated into English"))
        .map(({ line, path: field }) => `${line} ${field}`),
    ).toEqual(["5 experience[0].roles[0]", "32 experience[1]"]);
  });

  it("reports, at the translation, a highlight past the original's last, which translates none of them", async () => {
    const dir = languagesCopy("content-languages-extra-highlight");
    edit(
      dir,
      "experience.en.yaml",
      "      - Learned JavaScript at night, with projects of her own.\n",
      "      - Learned JavaScript at night, with projects of her own.\n      - Won the neighbourhood's shop window prize.\n",
    );
    const result = await compiled(dir);
    expect(result.translations[0]?.experience[1]?.roles[0]?.highlights.at(-1)).toBe(
      "Won the neighbourhood's shop window prize.",
    );
    expect(
      result.warnings.map(({ severity, file, line, column, path: field, message }) => ({
        severity,
        file,
        line,
        column,
        path: field,
        message,
      })),
    ).toEqual([
      {
        severity: "warning",
        file: "experience.en.yaml",
        line: 29,
        column: 9,
        path: "experience.Taller Gráfico Albufera.highlights[2]",
        message: "translates highlights 3, which experience.yaml does not have: it has 2",
      },
    ]);
    edit(
      dir,
      "site.yaml",
      "languages: [es, en, ar]\n",
      "languages: [es, en, ar]\nstrictTranslations: true\n",
    );
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (strict.ok) throw new Error("a highlight past the original's last passed strictTranslations");
    expect(untranslated(strict.diagnostics)).toEqual([
      "error experience.en.yaml:29 experience.Taller Gráfico Albufera.highlights[2]",
    ]);
  });
});

describe("site.yaml's strictTranslations: untranslated text fails the deploy, for the languages it holds", () => {
  /** valid-languages with an Arabic highlight left out, and site.yaml's extra lines. */
  const withSetting = (setting: string) => {
    const dir = languagesCopy("content-languages-strict");
    edit(
      dir,
      "experience.ar.yaml",
      "    highlights:\n      - صمّمت مواقع اثني عشر متجرًا في الحي.\n      - تعلّمت جافاسكربت ليلًا، من خلال مشاريعها الخاصة.\n",
      "",
    );
    edit(dir, "site.yaml", "languages: [es, en, ar]\n", `languages: [es, en, ar]\n${setting}`);
    return dir;
  };
  const untranslated = (diagnostics: readonly Diagnostic[]) =>
    diagnostics
      .filter(({ message }) => message.startsWith("not translated"))
      .map(({ file, path: field, severity }) => `${severity ?? "error"} ${file} ${field}`);

  it("leaves a missing translation a warning under --strict without it, so a language can be added bit by bit", async () => {
    const dir = withSetting("");
    const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(untranslated(result.warnings)).toEqual(["warning experience.yaml experience[1].highlights"]);
  });

  it("makes it an error under --strict for a language it lists, and says so in the warning without --strict", async () => {
    const dir = withSetting("strictTranslations: [ar]\n");
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (strict.ok) throw new Error("an untranslated highlight passed strictTranslations");
    expect(untranslated(strict.diagnostics)).toEqual(["error experience.yaml experience[1].highlights"]);
    const local = await compileContent({ contentDir: dir, cwd: dir });
    if (!local.ok) throw new Error(JSON.stringify(local.diagnostics, null, 2));
    expect(local.warnings.find(({ message }) => message.startsWith("not translated"))?.hint).toBe(
      "give it in experience.ar.yaml (npm run translate -- ar adds it there as a comment to replace); until then the site in العربية (ar) shows this text; `npm run build` refuses it when CI is set or with --strict, as site.yaml's strictTranslations asks",
    );
    // English is not held: a text it leaves out stays a warning.
    edit(dir, "profile.en.yaml", "label: Software developer\n", "");
    const english = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (english.ok) throw new Error("the Arabic highlight passed");
    expect(untranslated(english.diagnostics)).toEqual([
      "error experience.yaml experience[1].highlights",
      "warning profile.yaml label",
    ]);
  });

  it("holds every language to it with true, and refuses a language the site does not have", async () => {
    const every = withSetting("strictTranslations: true\n");
    const result = await compileContent({ contentDir: every, cwd: every, strict: true });
    if (result.ok) throw new Error("strictTranslations: true passed an untranslated highlight");
    expect(untranslated(result.diagnostics)).toEqual(["error experience.yaml experience[1].highlights"]);
    const wrong = withSetting("strictTranslations: [ar, fr]\n");
    const refused = await compileContent({ contentDir: wrong, cwd: wrong });
    if (refused.ok) throw new Error("strictTranslations named a language the site does not have");
    expect(
      refused.diagnostics.filter(({ severity }) => severity !== "warning").map(({ hint: _h, ...d }) => d),
    ).toEqual([
      at(
        "site.yaml",
        4,
        26,
        "strictTranslations[1]",
        "expected one of the site's languages (es, en, ar), got fr",
      ),
    ]);
  });
});

describe("text written in another of the site's languages than its file's", () => {
  const wrongLanguage = (diagnostics: readonly Diagnostic[]) =>
    diagnostics
      .filter(({ message }) => message.startsWith("reads as"))
      .map(({ file, line, path: field, message }) => `${file}:${line} ${field} ${message}`);

  it("reports, at the text, an English highlight in the Spanish original, and Spanish left in the English and Arabic translations", async () => {
    const dir = languagesCopy("content-languages-wrong-language");
    edit(
      dir,
      "experience.yaml",
      "      - Maquetó las webs de doce comercios del barrio.",
      "      - Laid out the websites of twelve local shops in the neighbourhood.",
    );
    edit(
      dir,
      "profile.en.yaml",
      "summary: Self-taught developer with nine years at one shipping company, in three roles.",
      "summary: Desarrolladora autodidacta con nueve años en una misma empresa de transporte marítimo.",
    );
    edit(
      dir,
      "projects/faro.en.md",
      "A project with a Cyrillic name, for a friend from Odesa who sails the Black Sea.",
      "Un proyecto con nombre en cirílico, para un amigo de Odesa que navega en el Mar Negro.",
    );
    edit(
      dir,
      "sections.ar.yaml",
      "      - تعلّم مجموعات من الشباب لغة HTML وإمكانية الوصول أيام السبت.",
      "      - Enseña HTML y accesibilidad a grupos de jóvenes los sábados.",
    );
    // Names and tools alone are no language: never judged.
    edit(
      dir,
      "experience.yaml",
      "          - Escribió las pruebas",
      "          - TypeScript, React, Node.js, PostgreSQL, Docker, Kubernetes\n          - Escribió las pruebas",
    );
    const result = await compiled(dir);
    expect(wrongLanguage(result.warnings)).toEqual([
      'experience.yaml:33 experience[1].highlights[0] reads as English (en), not Español (es), the language of experience.yaml: "Laid out the websites of twelve local shops in th…"',
      'profile.en.yaml:3 summary reads as Español (es), not English (en), the language of profile.en.yaml: "Desarrolladora autodidacta con nueve años en una …"',
      'projects/faro.en.md:19  reads as Español (es), not English (en), the language of faro.en.md: "Un proyecto con nombre en cirílico, para un amigo…"',
      'sections.ar.yaml:18 volunteering.Código en el Barrio.highlights[0] reads as Español (es), not العربية (ar), the language of sections.ar.yaml: "Enseña HTML y accesibilidad a grupos de jóvenes l…"',
    ]);
    expect(result.warnings.find(({ file }) => file === "profile.en.yaml")?.hint).toBe(
      "write it in English (en); if it is meant to be in Español (es) there, end its line with # lang: es",
    );
    expect(result.warnings.find(({ file }) => file === "projects/faro.en.md")?.hint).toBe(
      "write it in English (en); if it is meant to be in Español (es) there, write <!-- lang: es --> in it",
    );

    // Marked as meant: a YAML comment on its line, an HTML comment in Markdown.
    edit(dir, "experience.yaml", "in the neighbourhood.", "in the neighbourhood. # lang: en");
    edit(dir, "profile.en.yaml", "transporte marítimo.", "transporte marítimo. # lang: es");
    edit(dir, "projects/faro.en.md", "Un proyecto con nombre", "<!-- lang: es -->\nUn proyecto con nombre");
    edit(dir, "sections.ar.yaml", "los sábados.", "los sábados. # lang: es");
    expect(wrongLanguage((await compiled(dir)).warnings)).toEqual([]);
  });

  it("fails the deploy for a language strictTranslations holds, and passes the three-language fixture with every check on", async () => {
    const dir = languagesCopy("content-languages-wrong-language-strict");
    edit(
      dir,
      "site.yaml",
      "languages: [es, en, ar]\n",
      "languages: [es, en, ar]\nstrictTranslations: true\n",
    );
    const whole = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (!whole.ok) throw new Error(JSON.stringify(whole.diagnostics, null, 2));
    expect(whole.warnings).toEqual([]);
    edit(
      dir,
      "profile.en.yaml",
      "summary: Self-taught developer with nine years at one shipping company, in three roles.",
      "summary: Desarrolladora autodidacta con nueve años en una misma empresa de transporte marítimo.",
    );
    const strict = await compileContent({ contentDir: dir, cwd: dir, strict: true });
    if (strict.ok) throw new Error("Spanish in the English translation passed strictTranslations");
    expect(
      strict.diagnostics
        .filter(({ severity }) => severity !== "warning")
        .map(({ file, path: field }) => `${file} ${field}`),
    ).toEqual(["profile.en.yaml summary"]);
  });

  describe("English left in the Spanish original, written to slip past the check, fails strictTranslations", () => {
    const english = "Laid out the websites of twelve local shops in the neighbourhood.";
    /** valid-languages holding every language to its translations, `written` in place of a Spanish highlight. */
    const strictWith = async (name: string, written: string) => {
      const dir = languagesCopy(name);
      edit(
        dir,
        "site.yaml",
        "languages: [es, en, ar]\n",
        "languages: [es, en, ar]\nstrictTranslations: true\n",
      );
      edit(
        dir,
        "experience.yaml",
        "      - Maquetó las webs de doce comercios del barrio.",
        `      - ${written}`,
      );
      const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
      if (result.ok) throw new Error(`${JSON.stringify(written)} passed strictTranslations`);
      return result.diagnostics
        .filter(({ severity }) => severity !== "warning")
        .map(({ file, line, path: field, message }) => `${file}:${line} ${field} ${message.split(":")[0]}`);
    };
    const reported = [
      "experience.yaml:32 experience[1].highlights[0] reads as English (en), not Español (es), the language of experience.yaml",
    ];

    it("in Title Case, or in capitals", async () => {
      const title = english.replace(
        /(^|\s)(\p{Ll})/gu,
        (_, space, letter: string) => `${space}${letter.toUpperCase()}`,
      );
      expect(title).toBe("Laid Out The Websites Of Twelve Local Shops In The Neighbourhood.");
      expect(await strictWith("content-languages-title-case", title)).toEqual(reported);
      expect(await strictWith("content-languages-capitals", english.toUpperCase())).toEqual(reported);
    });

    it("with dots between its words, or between its letters", async () => {
      expect(await strictWith("content-languages-dots", english.replaceAll(" ", "."))).toEqual(reported);
      const spelt = english
        .split(" ")
        .map((word) => [...word].join("."))
        .join(" ");
      expect(spelt.startsWith("L.a.i.d o.u.t")).toBe(true);
      expect(await strictWith("content-languages-spelt", spelt)).toEqual(reported);
    });

    it("with a zero-width space inside its words, or in place of its spaces", async () => {
      const teaches = "Teaches HTML and accessibility to groups of young people on Saturdays.";
      const inside = teaches
        .split(" ")
        .map((word) => [...word].join("\u200B"))
        .join(" ");
      expect(await strictWith("content-languages-zero-width-inside", inside)).toEqual(reported);
      expect(
        await strictWith("content-languages-zero-width-between", teaches.replaceAll(" ", "\u200B")),
      ).toEqual(reported);
      // A soft hyphen or a word joiner, which show nothing either.
      const joined = english
        .replace("websites", "web\u00ADsites")
        .replace("neighbourhood", "neigh\u2060bourhood");
      expect(await strictWith("content-languages-invisible", joined)).toEqual(reported);
    });

    it("still takes a list of tools or a name in Title Case for no language", async () => {
      const dir = languagesCopy("content-languages-names-title-case");
      edit(
        dir,
        "site.yaml",
        "languages: [es, en, ar]\n",
        "languages: [es, en, ar]\nstrictTranslations: true\n",
      );
      edit(
        dir,
        "experience.yaml",
        "      - Maquetó las webs de doce comercios del barrio.",
        "      - React, Docker, Kubernetes, Terraform, Jenkins, Ansible, Prometheus, Grafana",
      );
      edit(
        dir,
        "experience.yaml",
        "      - Aprendió JavaScript por las noches, con proyectos propios.",
        "      - Google Cloud Certified Professional Cloud Architect",
      );
      const result = await compileContent({ contentDir: dir, cwd: dir, strict: true });
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
      expect(result.warnings.filter(({ message }) => message.startsWith("reads as"))).toEqual([]);
    });
  });

  describe("mixed text, read as people read it", () => {
    const reads = (diagnostics: readonly Diagnostic[]) =>
      diagnostics
        .filter(({ message }) => message.startsWith("reads as"))
        .map(
          ({ file, line, message }) => `${file}:${line} ${message.replace(/, the language of .*: /, ": ")}`,
        );

    it("takes a Japanese sentence holding English names and terms for Japanese", async () => {
      const dir = languagesCopy("content-languages-japanese-with-english-terms");
      edit(dir, "site.yaml", "languages: [es, en, ar]\n", "languages: [es, en, ja]\n");
      for (const file of [
        "experience.ar.yaml",
        "profile.ar.yaml",
        "education.ar.yaml",
        "sections.ar.yaml",
        "projects/faro.ar.md",
        "letters/bahr.md",
      ])
        rmSync(path.join(dir, file));
      writeFileSync(
        path.join(dir, "experience.ja.yaml"),
        [
          "experience:",
          "  Taller Gráfico Albufera:",
          "    highlights:",
          "      - design tokensとStorybookを使ったcomponent libraryを設計し、accessibility testingを導入しました。",
          "      - React、TypeScript、Next.jsでフロントエンドのperformance改善とcode reviewを担当しました。",
          "",
        ].join("\n"),
      );
      const result = await compiled(dir);
      expect(reads(result.warnings)).toEqual([]);
      // English left in the Japanese file is still English.
      edit(
        dir,
        "experience.ja.yaml",
        "      - React、TypeScript、Next.jsでフロントエンドのperformance改善とcode reviewを担当しました。",
        "      - Learned JavaScript at night, with projects of her own and a lot of patience.",
      );
      expect(reads((await compiled(dir)).warnings)).toEqual([
        'experience.ja.yaml:5 reads as English (en), not 日本語 (ja): "Learned JavaScript at night, with projects of her…"',
      ]);
    });

    it("reports an English paragraph planted in a Spanish description at its own line, quoting it", async () => {
      const dir = languagesCopy("content-languages-english-paragraph");
      edit(
        dir,
        "projects/faro.md",
        "que navega en el Mar Negro.\n",
        "que navega en el Mar Negro. La app guarda las tablas de mareas de todo el año en el teléfono y funciona sin conexión en alta mar.\n\nThe app keeps a whole year of tide tables on the phone and works offline, far out at sea.\n",
      );
      expect(reads((await compiled(dir)).warnings)).toEqual([
        'projects/faro.md:22 reads as English (en), not Español (es): "The app keeps a whole year of tide tables on the …"',
      ]);
    });

    it("reports a German sentence inside an English paragraph, at its own line", async () => {
      const dir = languagesCopy("content-languages-german-sentence");
      edit(dir, "site.yaml", "languages: [es, en, ar]\n", "languages: [es, en, ar, de]\n");
      edit(
        dir,
        "profile.en.yaml",
        "summary: Self-taught developer with nine years at one shipping company, in three roles.\n",
        "summary: >-\n  Self-taught developer with nine years at one shipping company, in three roles.\n  Sie hat außerdem drei Jahre lang Kurse für junge Leute an der Volkshochschule gegeben.\n",
      );
      expect(reads((await compiled(dir)).warnings)).toEqual([
        'profile.en.yaml:5 reads as Deutsch (de), not English (en): "Sie hat außerdem drei Jahre lang Kurse für junge …"',
      ]);
    });
    it("judges a sentence by its script first: kana is Japanese, Chinese characters alone Chinese, whatever English terms they hold", async () => {
      const dir = temporaryFolder("content-languages-script-first");
      cpSync(path.join(FIXTURES, "valid-japanese"), dir, { recursive: true });
      edit(dir, "site.yaml", "languages: [ja, en, de]", "languages: [ja, en, de, zh]");
      // Japanese with more English terms than Japanese words, and a Chinese sentence, in the original.
      edit(
        dir,
        "experience.yaml",
        "          - 決済画面をReactで作り直し、離脱率を二割下げた\n",
        [
          "          - 決済画面をReactで作り直し、離脱率を二割下げた",
          "          - Next.jsのApp Routerでperformance budgetとcode review、design system、accessibility testingを担当",
          "          - 使用React和TypeScript开发了design system和component library，并负责code review。",
          // Chinese characters alone, in Japanese: no kana, and yet no Chinese.
          "          - 東京大学大学院情報理工学系研究科電子情報学専攻修士課程修了",
          "",
        ].join("\n"),
      );
      // The Chinese translation: Chinese with English terms, and Japanese left in it.
      writeFileSync(
        path.join(dir, "experience.zh.yaml"),
        [
          "experience:",
          "  株式会社なにわ予約:",
          "    roles:",
          "      テックリード:",
          "        highlights:",
          "          - 使用React和TypeScript开发了design system和component library，并负责code review。",
          "          - design tokensとStorybookを使ったcomponent libraryを設計し、accessibility testingを導入しました。",
          "",
        ].join("\n"),
      );
      // English holding Japanese names is English: its small words (the, of, and) join them.
      edit(
        dir,
        "experience.en.yaml",
        "          - Halved the load time of the booking site\n",
        [
          "          - Halved the load time of the booking site",
          "          - Built the booking sites of 株式会社なにわ予約 and 京町システム合同会社 over ten years",
          "          - Gave talks about design tokens at 関西フロントエンド勉強会 and at a meetup in 東京",
          "",
        ].join("\n"),
      );
      expect(reads((await compiled(dir)).warnings)).toEqual([
        'experience.yaml:19 reads as 中文 (zh), not 日本語 (ja): "使用React和TypeScript开发了design system和component libr…"',
        'experience.zh.yaml:7 reads as 日本語 (ja), not 中文 (zh): "design tokensとStorybookを使ったcomponent libraryを設計し、…"',
      ]);
    });

    it("takes Arabic, Russian or Hebrew holding English names and terms for Arabic, Russian or Hebrew", async () => {
      const dir = languagesCopy("content-languages-arabic-with-english-terms");
      edit(dir, "site.yaml", "languages: [es, en, ar]\n", "languages: [es, en, ar, ru, he]\n");
      edit(
        dir,
        "profile.ar.yaml",
        "summary: مطوّرة علّمت نفسها بنفسها، أمضت تسع سنوات في شركة نقل بحري واحدة، في ثلاثة مناصب.",
        "summary: خبرة في React و TypeScript مع design tokens و component library و accessibility testing.",
      );
      writeFileSync(
        path.join(dir, "profile.ru.yaml"),
        "summary: Опыт с React и TypeScript, design tokens, component library и accessibility testing.\n",
      );
      writeFileSync(
        path.join(dir, "profile.he.yaml"),
        "summary: ניסיון עם React ו-TypeScript, design tokens, component library ו-accessibility testing.\n",
      );
      // A quotation keeps the words it was said in.
      writeFileSync(
        path.join(dir, "projects/faro.ar.md"),
        `${readFileSync(path.join(dir, "projects/faro.ar.md"), "utf8")}\nقال لي أستاذي يومها:\n\n> Make it work on the slowest phone first, then make it pretty.\n`,
      );
      expect(reads((await compiled(dir)).warnings)).toEqual([]);
      // Latin words alone, in the Arabic file, are still English.
      edit(
        dir,
        "profile.ar.yaml",
        "summary: خبرة في React و TypeScript مع design tokens و component library و accessibility testing.",
        "summary: Experience with design tokens, a component library and accessibility testing.",
      );
      expect(reads((await compiled(dir)).warnings)).toEqual([
        'profile.ar.yaml:3 reads as English (en), not العربية (ar): "Experience with design tokens, a component librar…"',
      ]);
    });

    it("reports a list item of another language in a description at its own line, in the original and in a translation", async () => {
      const dir = temporaryFolder("content-languages-list-items");
      cpSync(path.join(FIXTURES, "valid-japanese"), dir, { recursive: true });
      edit(
        dir,
        "projects/yoyaku.md",
        "ひと目で見られる予約カレンダーです。\n",
        [
          "ひと目で見られる予約カレンダーです。",
          "",
          "- 予約の空き枠をひと目で見られるカレンダーを作りました",
          "- The calendar shows every free slot of the week at a glance",
          "- 店の人がスマートフォンから予約を受け付けられるようにしました",
          "",
        ].join("\n"),
      );
      edit(
        dir,
        "projects/yoyaku.en.md",
        "A booking calendar that shows a small shop's free slots at a glance.\n",
        [
          "A booking calendar that shows a small shop's free slots at a glance.",
          "",
          "- Shows every free slot of the week at a glance for the guests",
          "- Zeigt alle freien Termine der Woche auf einen Blick für die Gäste",
          "- Lets the shop take bookings from a phone wherever they are",
          "",
        ].join("\n"),
      );
      const { warnings } = await compiled(dir);
      expect(reads(warnings)).toEqual([
        'projects/yoyaku.en.md:10 reads as Deutsch (de), not English (en): "Zeigt alle freien Termine der Woche auf einen Bli…"',
        'projects/yoyaku.md:13 reads as English (en), not 日本語 (ja): "The calendar shows every free slot of the week at…"',
      ]);
      // At the item's first word, past its dash.
      expect(
        warnings.filter(({ message }) => message.startsWith("reads as")).map(({ column }) => column),
      ).toEqual([3, 3]);
    });
  });

  it("leaves a site in one language unchecked", async () => {
    const dir = temporaryFolder("content-one-language-english-text");
    cpSync(path.join(FIXTURES, "valid-combined"), dir, { recursive: true });
    edit(
      dir,
      "experience.yaml",
      "      - Maquetó las webs de doce comercios del barrio.",
      "      - Laid out the websites of twelve local shops in the neighbourhood.",
    );
    expect(wrongLanguage((await compiled(dir)).warnings)).toEqual([]);
  });
});

describe("text a page shows untranslated, in its own language", () => {
  it("carries the default language's lang (and dir, on the Arabic page) in the prerendered page, where a translation leaves it out", async () => {
    const dir = languagesCopy("content-languages-untranslated-lang");
    edit(dir, "profile.ar.yaml", "location: فالنسيا، إسبانيا\n", "");
    edit(
      dir,
      "profile.en.yaml",
      "summary: Self-taught developer with nine years at one shipping company, in three roles.\n",
      "",
    );
    edit(dir, "sections.en.yaml", "    event: JSDay Valencia\n", "");
    const { content, translations } = await compiled(dir);
    const [en, ar] = translations as [SiteContent, SiteContent];
    expect(en.site.untranslated?.lang).toBe("es");
    const english = renderPage(en).app;
    // Markdown (the summary) and plain text (the talk's event), each in Spanish's lang.
    expect(english).toContain('<div data-slot="prose" lang="es"><p>Desarrolladora autodidacta');
    expect(english).toContain('<span lang="es">JSDay Valencia</span>');
    // What the translation gives carries none of its own.
    expect(english).toContain('<p class="banner-label">Software developer</p>');
    expect(english).toContain("Valencia, Spain");
    expect(english).not.toContain('<span lang="es">Valencia, Spain</span>');
    // Spanish on the Arabic page is also written left to right.
    expect(renderPage(ar).app).toContain('<span lang="es" dir="ltr">Valencia, España</span>');
    // The default language's page, and its content, hold no such thing.
    expect(content.site.untranslated).toBeUndefined();
    expect(renderPage(content).app).not.toMatch(/<(span|div)[^>]* lang="/);
    // Nor does any page's content keep the compiler's mark.
    expect(JSON.stringify([content, en, ar])).not.toContain("\uE000");
  });
});

describe("what a translation may change", () => {
  it("refuses, at its key, what is the same in every language: an email, a date, a link's address, the layout", async () => {
    const dir = languagesCopy("content-languages-same-everywhere");
    edit(dir, "profile.en.yaml", "label:", "email: someone.else@example.org\nlabel:");
    edit(
      dir,
      "experience.en.yaml",
      "  Taller Gráfico Albufera:\n",
      "  Taller Gráfico Albufera:\n    start: 2014-01\n",
    );
    edit(
      dir,
      "projects/faro.en.md",
      "    label: Source code\n",
      "    label: Source code\n    url: https://crates.io/crates/faro\n",
    );
    writeFileSync(
      path.join(dir, "site.en.yaml"),
      "dateFormat: long\nresume:\n  main: [education, experience]\n",
    );
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("a translation of what is the same in every language compiled");
    const errors = result.diagnostics.filter(({ severity }) => severity !== "warning");
    expect(errors.map(({ hint: _hint, severity: _severity, ...rest }) => rest)).toEqual([
      at(
        "experience.en.yaml",
        25,
        5,
        "experience.Taller Gráfico Albufera.start",
        "translates start, which is the same in every language",
      ),
      at("profile.en.yaml", 1, 1, "email", "translates email, which is the same in every language"),
      at(
        "projects/faro.en.md",
        12,
        5,
        "links.Código fuente.url",
        "translates url, which is the same in every language",
      ),
      at("site.en.yaml", 2, 1, "resume", "translates resume, which is the same in every language"),
    ]);
    expect(errors.find(({ path: field }) => field === "email")?.hint).toBe(
      "remove it: the site in English (en) shows the email of profile.yaml; a translation may change name, reading, label, location, summary, softSkills, photo, hardSkills, languages here",
    );
  });

  it("is the languages guide's table, each of its fields one of the schema's, and holds every field left out without a warning", () => {
    const guide = readFileSync(path.join(import.meta.dirname, "../../docs/languages.md"), "utf8");
    expect(guide).toContain(translatableTable());
    const kinds: Record<TranslatedFile, keyof typeof fileSchemas> = {
      "profile.yaml": "profile",
      "experience.yaml": "experience",
      "education.yaml": "education",
      "about.yaml": "about",
      "sections.yaml": "sections",
      "projects/*.md": "project",
      "site.yaml": "site",
    };
    const missing = Object.entries(TRANSLATABLE).flatMap(([file, fields]) => {
      const schema = z.toJSONSchema(fileSchemas[kinds[file as TranslatedFile]], {
        io: "input",
        unrepresentable: "any",
      });
      return fields.filter((field) => !fieldOf(schema, field.split("."))).map((field) => `${file} ${field}`);
    });
    expect(missing).toEqual([]);
    const quiet = Object.entries(UNREPORTED).flatMap(([file, fields]) =>
      fields.map((field: string) => `${file} ${field}`),
    );
    const listed = new Set(
      Object.entries(TRANSLATABLE).flatMap(([file, fields]) => fields.map((field) => `${file} ${field}`)),
    );
    expect(quiet.filter((field) => !listed.has(field))).toEqual([]);
  });
});

/**
 * The JSON Schema of a field at a path of field names, a list's items taken as the list, and `*`
 * as any name of a mapping of the owner's names (a variant's).
 */
function fieldOf(schema: unknown, at: readonly string[]): unknown {
  let node = schema as {
    type?: string;
    items?: unknown;
    properties?: Record<string, unknown>;
    additionalProperties?: unknown;
    anyOf?: unknown[];
    allOf?: unknown[];
  };
  for (const key of at) {
    const options = [node, ...(node.anyOf ?? []), ...(node.allOf ?? [])] as (typeof node)[];
    const list = options.find((option) => option.type === "array");
    const holder = (list?.items ?? node) as typeof node;
    // A list's items first; then a value of two shapes' other (a variant's list, or its mapping).
    const found = [holder, ...(holder.anyOf ?? []), ...(holder.allOf ?? []), ...options]
      .map((option) =>
        key === "*"
          ? ((option as typeof node).additionalProperties as object | undefined)
          : (option as typeof node).properties?.[key],
      )
      .find((field) => field !== undefined);
    if (!found) return undefined;
    node = found as typeof node;
  }
  return node;
}

describe("a language's tag", () => {
  const errorsWith = async (site: string) => {
    const dir = languagesCopy("content-languages-tags");
    writeFileSync(path.join(dir, "site.yaml"), site);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error(`site.yaml compiled: ${site}`);
    return result.diagnostics.filter(({ severity }) => severity !== "warning");
  };

  it("refuses a language whose folder Windows cannot hold: con, prn, aux, nul", async () => {
    const errors = await errorsWith("languages: [es, en, ar, con, AUX]\n");
    expect(errors.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      at(
        "site.yaml",
        1,
        25,
        "languages[3]",
        "expected a language whose folder every system can hold, got con: Windows reserves the name CON",
      ),
      at(
        "site.yaml",
        1,
        30,
        "languages[4]",
        "expected a language whose folder every system can hold, got aux: Windows reserves the name AUX",
      ),
    ]);
    expect(errors[0]?.hint).toBe(
      "write it with the region it is written for, such as con-EC: the pages of each language after the first go in a folder named by its tag",
    );
  });

  it("refuses und, mul, mis and zxx, which name no language", async () => {
    const errors = await errorsWith("languages: [es, en, ar, und, zxx]\n");
    expect(errors.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      at(
        "site.yaml",
        1,
        25,
        "languages[3]",
        'expected the tag of a language, got "und", which stands for an undetermined language',
      ),
      at(
        "site.yaml",
        1,
        30,
        "languages[4]",
        'expected the tag of a language, got "zxx", which stands for no language at all',
      ),
    ]);
    const alone = await errorsWith("lang: mul\n");
    expect(alone.filter(({ file }) => file === "site.yaml").map(({ message }) => message)).toEqual([
      'expected the tag of a language, got "mul", which stands for several languages',
    ]);
  });
});

describe("a translation's file name", () => {
  it("reports a second translation into one language whose tag differs in case alone", async () => {
    const dir = languagesCopy("content-languages-case-variants");
    writeFileSync(path.join(dir, "profile.EN.yaml"), "label: Programmer\n");
    cpSync(path.join(dir, "projects/faro.ar.md"), path.join(dir, "projects/faro.AR.md"));
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("two translations into one language compiled");
    const errors = result.diagnostics.filter(({ severity }) => severity !== "warning");
    expect(errors).toEqual([
      {
        ...at(
          "profile.EN.yaml",
          1,
          1,
          "",
          "a second translation of profile.yaml into en, beside profile.en.yaml",
        ),
        hint: "a tag is read whatever its case, so both are the en translation: move what this one says into profile.en.yaml, and remove this one",
      },
      expect.objectContaining(
        at("projects/faro.AR.md", 1, 1, "", "a second translation of faro.md into ar, beside faro.ar.md"),
      ),
    ]);
  });
});
