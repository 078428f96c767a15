/**
 * The Resume's further sections (content/sections.yaml) and where every section goes
 * (site.yaml's resume:): compiled into entries the site shows, checked at their lines.
 */
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { pageData } from "../../src/shared/page-data.ts";
import { compiledTree, diagnosticsOfTree, withoutHints } from "./compiled-tree.ts";
import { at, contentTree } from "./fixtures.ts";

const compiled = async (scenario: string) => (await compiledTree(scenario)).content;
const diagnosticsOf = diagnosticsOfTree;

describe("further sections", () => {
  it("compiles each kind into entries with a title, a line under it, dates and text", async () => {
    const { sections } = await compiled("valid-combined");
    expect(sections.map(({ id, kind, title }) => [id, kind, title])).toEqual([
      ["certifications", "certifications", "Certificaciones"],
      ["awards", "awards", "Premios"],
      ["publications", "publications", "Publicaciones"],
      ["volunteering", "volunteering", "Voluntariado"],
      ["talks", "talks", "Charlas"],
      ["interests", "interests", "Intereses"],
      ["codigo-abierto", "custom", "Código abierto"],
    ]);
    const [certifications, awards, , volunteering, talks, interests, openSource] = sections;
    expect(certifications?.entries[0]).toMatchObject({
      title: "Desarrolladora de aplicaciones Kubernetes certificada",
      subtitle: "Fundación de Código Abierto",
      url: "https://credentials.example.org/lucia-ckad",
      // One date: a period that starts and ends then, shown as that date, in Spanish.
      period: { start: "2023-05", end: "2023-05", display: "may 2023" },
    });
    expect(awards?.entries[0]?.html).toContain("<strong>solo con el teclado</strong>");
    expect(volunteering?.entries[0]).toMatchObject({
      title: "Código en el Barrio",
      subtitle: "Mentora",
      period: { start: "2018-01", end: null, endLabel: "Actualidad" },
      highlights: ["Enseña HTML y accesibilidad a grupos de jóvenes los sábados."],
    });
    expect(talks?.entries[0]).toMatchObject({ subtitle: "JSDay Valencia", location: "Valencia" });
    expect(interests?.entries.map(({ title, keywords }) => [title, keywords])).toEqual([
      ["Vela", ["Regatas de patín", "Meteorología"]],
      ["Fotografía analógica", undefined],
    ]);
    expect(openSource?.entries[0]).toMatchObject({
      title: "mapa-mareas",
      subtitle: "Mantenedora",
      html: "<p>Una librería que dibuja tablas de mareas en SVG.</p>",
    });
    const ids = sections.flatMap(({ entries }) => entries.map(({ id }) => id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows the dated kinds newest first, undated entries after them as written", async () => {
    const dir = contentTree("valid-minimal");
    writeFileSync(
      `${dir}/sections.yaml`,
      [
        "awards:",
        "  - title: Undated",
        "  - title: Old",
        "    date: 2015",
        "  - title: New",
        "    date: 2024-02",
        "  - title: Middle",
        "    date: 2019-07",
        "interests:",
        "  - name: Zebra crossings",
        "  - name: Apples",
      ].join("\n"),
    );
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const titles = (id: string) =>
      result.content.sections.find((section) => section.id === id)?.entries.map(({ title }) => title);
    expect(titles("awards")).toEqual(["New", "Middle", "Old", "Undated"]);
    expect(titles("interests")).toEqual(["Zebra crossings", "Apples"]);
  });

  it("is optional: without sections.yaml there are none, and the layout is the spec's", async () => {
    const content = await compiled("valid-minimal");
    expect(content.sections).toEqual([]);
    expect(content.layout).toEqual({
      side: ["profile", "soft-skills", "hard-skills", "languages"],
      main: ["experience", "education"],
      phone: ["profile", "experience", "education", "soft-skills", "hard-skills", "languages"],
    });
  });

  it("refuses an entry its schema does not allow, at its line", async () => {
    expect(withoutHints(await diagnosticsOf("invalid-sections"))).toEqual([
      at(
        "sections.yaml",
        3,
        11,
        "talks[0].date",
        "expected either date (one date) or start and end, not both",
      ),
      at("sections.yaml", 8, 15, "interests[0].keywords", "expected at least one keyword, got none"),
    ]);
  });

  it("checks periods, ids, titles and Markdown across the file", async () => {
    const diagnostics = await diagnosticsOf("invalid-section-checks");
    expect(withoutHints(diagnostics)).toEqual([
      at(
        "sections.yaml",
        4,
        10,
        "volunteering[0].end",
        "expected an end date on or after the start (2021-05), got 2020-01",
      ),
      at(
        "sections.yaml",
        6,
        12,
        "custom[0].title",
        "expected a title of your own, got one that names the site's experience section",
      ),
      at(
        "sections.yaml",
        13,
        9,
        "custom[1].entries[1]",
        'expected a unique entry, got "tidy-tiles" again (first at custom[1].entries[0])',
      ),
      at(
        "sections.yaml",
        15,
        12,
        "custom[2].title",
        'expected a unique section title, got "Open Source", which the site\'s links cannot tell from "Open source" (first at custom[1].title)',
      ),
      at(
        "sections.yaml",
        18,
        16,
        "custom[2].entries[0].body",
        'expected no images in Markdown, got "![a picture](images/photo.png)"',
      ),
    ]);
    expect(diagnostics[1]?.hint).toBe("choose another title: experience is one of the Resume's own sections");
  });
});

describe("the Resume's layout", () => {
  it("puts each section where site.yaml says, the others in their usual column, phone order first", async () => {
    const content = await compiled("valid-combined");
    expect(content.layout).toEqual({
      // No soft skills or languages in this resume: they are left out.
      side: ["profile", "hard-skills", "certifications", "interests"],
      main: ["experience", "codigo-abierto", "education", "volunteering", "publications", "talks", "awards"],
      phone: [
        "profile",
        "experience",
        "codigo-abierto",
        "education",
        "volunteering",
        "publications",
        "talks",
        "awards",
        "hard-skills",
        "certifications",
        "interests",
      ],
    });
    // The page's script gets the same layout, to hydrate the sections where the page has them.
    expect(pageData(content).layout).toEqual(content.layout);
  });

  it("hides what site.yaml hides, and moves a section to the other column", async () => {
    const dir = contentTree("valid-minimal");
    writeFileSync(
      `${dir}/site.yaml`,
      "resume:\n  side: [languages, profile]\n  main: [hard-skills]\n  hidden: [soft-skills]\n",
    );
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.content.layout).toEqual({
      side: ["languages", "profile"],
      main: ["hard-skills", "experience", "education"],
      phone: ["profile", "hard-skills", "experience", "education", "languages"],
    });
  });

  it("names each unknown, misplaced or repeated section at its line, with a suggestion", async () => {
    const diagnostics = await diagnosticsOf("invalid-resume-layout");
    expect(withoutHints(diagnostics)).toEqual([
      at("site.yaml", 2, 19, "resume.side[1]", 'expected the name of a Resume section, got "hard-skils"'),
      at(
        "site.yaml",
        3,
        22,
        "resume.main[1]",
        'expected each section in one place, got "profile" in main and at resume.side[0]',
      ),
      at("site.yaml", 4, 23, "resume.phone[1]", 'expected each section once, got "experience" again'),
    ]);
    expect(diagnostics[0]?.hint).toBe("did you mean hard-skills?");
  });
});
