/**
 * `npm run translate -- <lang>`: the start of a translation beside each file with text, every
 * entry named as the compiler names it and every text to translate a comment in the original's
 * words; never over a translation that is there.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../scripts/commands/translate.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { unlessRefused } from "../../scripts/lib/command.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { ROOT } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

/** valid-combined (Spanish) with Portuguese as a second language, in a fresh folder. */
function twoLanguages(): string {
  const dir = temporaryFolder("translate-command");
  cpSync(path.join(FIXTURES, "valid-combined"), dir, { recursive: true });
  const site = readFileSync(path.join(dir, "site.yaml"), "utf8").replace(
    "lang: es",
    "languages: [es, pt-PT]",
  );
  writeFileSync(path.join(dir, "site.yaml"), site);
  return dir;
}

/** Runs the command in process, as its command line would; its exit code and what it printed. */
async function run(...argv: string[]) {
  const out: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...args) => void out.push(args.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...args) => void out.push(args.join(" ")));
  const code = await unlessRefused(() => main(argv));
  vi.restoreAllMocks();
  return { code, output: out.join("\n") };
}

const files = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

describe("npm run translate", () => {
  it("writes a translation beside each file with text, its texts as comments, and the site stays as it was", async () => {
    const dir = twoLanguages();
    const { code, output } = await run("pt-pt", "--content", dir);
    expect(code).toBe(0);
    expect(output).toContain(
      "started the translation into pt-PT: profile.pt-PT.yaml, experience.pt-PT.yaml, education.pt-PT.yaml, sections.pt-PT.yaml, projects/faro.pt-PT.md",
    );
    const experience = readFileSync(path.join(dir, "experience.pt-PT.yaml"), "utf8");
    expect(experience).toContain(
      "experience:\n  Navieras del Turia:\n    # location: Valencia\n    roles:\n      Jefa de ingeniería web:\n        # position: Jefa de ingeniería web\n",
    );
    expect(readFileSync(path.join(dir, "projects/faro.pt-PT.md"), "utf8")).toContain(
      "#   Un proyecto con nombre en cirílico",
    );
    // Still valid: every text warned of as untranslated, the Portuguese site in Spanish meanwhile.
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.warnings.filter(({ message }) => message.includes("not translated into")).length).toBe(47);
    expect(result.translations[0]?.experience[0]?.roles[0]?.position).toBe("Jefa de ingeniería web");

    // A comment replaced by its translation: that text, and one warning fewer.
    writeFileSync(
      path.join(dir, "experience.pt-PT.yaml"),
      experience.replace("# position: Jefa de ingeniería web", "position: Chefe de engenharia web"),
    );
    const translated = await compileContent({ contentDir: dir, cwd: dir });
    if (!translated.ok) throw new Error(JSON.stringify(translated.diagnostics, null, 2));
    expect(translated.translations[0]?.experience[0]?.roles[0]?.position).toBe("Chefe de engenharia web");
    expect(translated.warnings.filter(({ message }) => message.includes("not translated into")).length).toBe(
      46,
    );
  });

  it("starts files of comments alone for a short profile and a project of a title and a text, and the site still builds", async () => {
    const dir = temporaryFolder("translate-short");
    writeFileSync(path.join(dir, "site.yaml"), "languages: [en, pt]\n");
    writeFileSync(path.join(dir, "profile.yaml"), "name: Ana Lima\nlabel: Developer\nprofiles: []\n");
    writeFileSync(
      path.join(dir, "experience.yaml"),
      "experience:\n  - company: Acme\n    position: Developer\n    start: 2020-01\n    end: present\n",
    );
    mkdirSync(path.join(dir, "projects"));
    writeFileSync(path.join(dir, "projects/solo.md"), "---\ntitle: Solo\norder: 1\n---\nA small tool.\n");
    expect((await run("pt", "--content", dir)).code).toBe(0);
    // Nothing in them but comments: each an empty document.
    expect(readFileSync(path.join(dir, "profile.pt.yaml"), "utf8")).toBe("# label: Developer\n");
    expect(readFileSync(path.join(dir, "projects/solo.pt.md"), "utf8")).toMatch(/^---\n(#.*\n)+---\n*$/);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    const untranslated = result.warnings.filter(({ message }) => message.includes("not translated into"));
    expect(untranslated.map(({ file, path: field }) => `${path.basename(file)} ${field}`).sort()).toEqual([
      "experience.yaml experience[0].position",
      "profile.yaml label",
      "solo.md ",
      "solo.md title",
    ]);
    expect(result.translations[0]?.profile.label).toBe("Developer");
  });

  it("names links by label and course groups by category, and what it starts stays paired when the original is reordered", async () => {
    const dir = twoLanguages();
    const edit = (file: string, from: string, to: string) =>
      writeFileSync(path.join(dir, file), readFileSync(path.join(dir, file), "utf8").replace(from, to));
    edit(
      "projects/faro.md",
      "achievements:",
      "links:\n  - label: Código fuente\n    url: https://github.com/lucia-fo/faro\n  - label: Paquete\n    url: https://crates.io/crates/faro\nachievements:",
    );
    edit(
      "education.yaml",
      "    description: Trabajo final sobre sincronización sin conexión.\n",
      "    description: Trabajo final sobre sincronización sin conexión.\n    courses:\n      - category: Sistemas\n        courses: [{ title: Consenso }]\n      - category: Interfaces\n        courses: [{ title: Accesibilidad }]\n",
    );
    expect((await run("pt-PT", "--content", dir)).code).toBe(0);
    const project = readFileSync(path.join(dir, "projects/faro.pt-PT.md"), "utf8");
    expect(project).toContain(
      "links:\n  Código fuente:\n    # label: Código fuente\n  Paquete:\n    # label: Paquete\n",
    );
    const education = readFileSync(path.join(dir, "education.pt-PT.yaml"), "utf8");
    expect(education).toContain(
      "    courses:\n      Sistemas:\n        # category: Sistemas\n        courses:\n          Consenso:\n            # title: Consenso\n      Interfaces:\n",
    );
    edit("projects/faro.pt-PT.md", "# label: Código fuente", "label: Código-fonte");
    edit("projects/faro.pt-PT.md", "# label: Paquete", "label: Pacote");
    edit("education.pt-PT.yaml", "# title: Consenso", "title: Consenso distribuído");
    // The original's links and course groups in the other order: each text stays with its entry.
    edit(
      "projects/faro.md",
      "  - label: Código fuente\n    url: https://github.com/lucia-fo/faro\n  - label: Paquete\n    url: https://crates.io/crates/faro\n",
      "  - label: Paquete\n    url: https://crates.io/crates/faro\n  - label: Código fuente\n    url: https://github.com/lucia-fo/faro\n",
    );
    edit(
      "education.yaml",
      "      - category: Sistemas\n        courses: [{ title: Consenso }]\n      - category: Interfaces\n        courses: [{ title: Accesibilidad }]\n",
      "      - category: Interfaces\n        courses: [{ title: Accesibilidad }]\n      - category: Sistemas\n        courses: [{ title: Consenso }]\n",
    );
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    const [portuguese] = result.translations;
    expect(portuguese?.projects[0]?.links).toEqual([
      { label: "Pacote", url: "https://crates.io/crates/faro" },
      { label: "Código-fonte", url: "https://github.com/lucia-fo/faro" },
    ]);
    expect(
      portuguese?.education
        .flatMap(({ courses }) => courses ?? [])
        .map(({ category, courses }) => `${category}: ${courses[0]?.title}`),
    ).toEqual(["Interfaces: Accesibilidad", "Sistemas: Consenso distribuído"]);
  });

  it("offers only what a translation may change: every text it starts, written in, validates", async () => {
    const dir = twoLanguages();
    expect((await run("pt-PT", "--content", dir)).code).toBe(0);
    const started = readdirSync(dir).filter((name) => name.endsWith(".pt-PT.yaml"));
    expect(started.length).toBeGreaterThan(3);
    for (const name of started) {
      const text = readFileSync(path.join(dir, name), "utf8");
      // Each comment taken as it stands: the original's words, given as the translation.
      writeFileSync(path.join(dir, name), text.replace(/^(\s*)# /gm, "$1"));
    }
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    const texts = (site: SiteContent | undefined) =>
      site?.experience.flatMap(({ roles }) =>
        roles.map(({ position, summaryHtml, highlights }) => [position, summaryHtml, highlights]),
      );
    expect(texts(result.translations[0])).toEqual(texts(result.content));
  });

  it("offers a tagged highlight or skill as its text, and a variant's headline; written in, each variant keeps the same", async () => {
    const dir = temporaryFolder("translate-variants");
    cpSync(path.join(FIXTURES, "valid-variants"), dir, { recursive: true });
    for (const name of files(dir).filter((file) => /\.es\.(yaml|md)$/.test(file)))
      rmSync(path.join(dir, name));
    expect((await run("es", "--content", dir)).code).toBe(0);
    const experience = readFileSync(path.join(dir, "experience.es.yaml"), "utf8");
    expect(experience).toContain(
      "        # highlights:\n        #   - Ran the nightly loads.\n        #   - Built the ETL that feeds the route planner\n",
    );
    expect(experience).not.toMatch(/tags|text:/);
    expect(readFileSync(path.join(dir, "site.es.yaml"), "utf8")).toBe(
      "variants:\n  data:\n    # label: Data Engineer\n    # summary: Engineer who builds **data pipelines**.\n",
    );
    for (const name of files(dir).filter((file) => file.endsWith(".es.yaml"))) {
      const text = readFileSync(path.join(dir, name), "utf8");
      writeFileSync(path.join(dir, name), text.replace(/^(\s*)# /gm, "$1"));
    }
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    const highlights = (site: SiteContent | undefined) =>
      site?.experience.flatMap(({ roles }) => roles.flatMap((role) => role.highlights));
    for (const { name, languages } of result.resumeVariants) {
      const [english, spanish] = languages.map(({ content }) => content);
      expect(highlights(spanish), name).toEqual(highlights(english));
      expect(spanish?.profile.label, name).toBe(english?.profile.label);
    }
  });

  it("adds to a translation that is there the texts it leaves out, as comments where they go, changing none of its lines, once", async () => {
    const dir = twoLanguages();
    const mine = "label: Programadora\nhardSkills:\n  Web:\n    title: Web\n";
    writeFileSync(path.join(dir, "profile.pt-PT.yaml"), mine);
    const before = await compileContent({ contentDir: dir, cwd: dir });
    if (!before.ok) throw new Error(JSON.stringify(before.diagnostics, null, 2));
    const { code, output } = await run("pt-PT", "--content", dir);
    expect(code).toBe(0);
    expect(output).toContain("added what is left to translate into pt-PT to: profile.pt-PT.yaml");
    const added = readFileSync(path.join(dir, "profile.pt-PT.yaml"), "utf8");
    // Every line of it kept, in order; each text left out a comment, where it goes, and the entry
    // it leaves out whole named, with nothing under it but comments.
    expect(added.split("\n").filter((line) => !line.trimStart().startsWith("#"))).toEqual([
      "label: Programadora",
      "hardSkills:",
      "  Web:",
      "    title: Web",
      "  Datos:",
      "",
    ]);
    expect(added).toContain("    title: Web\n    # items:\n");
    expect(added).toContain("\n# location: Valencia, España\n");
    // The site says what it said: comments translate nothing.
    const after = await compileContent({ contentDir: dir, cwd: dir });
    if (!after.ok) throw new Error(JSON.stringify(after.diagnostics, null, 2));
    expect(after.translations[0]?.profile).toEqual(before.translations[0]?.profile);
    // A comment replaced by its translation: one warning fewer.
    writeFileSync(
      path.join(dir, "profile.pt-PT.yaml"),
      added.replace("# location: Valencia, España", "location: Valência, Espanha"),
    );
    const translated = await compileContent({ contentDir: dir, cwd: dir });
    if (!translated.ok) throw new Error(JSON.stringify(translated.diagnostics, null, 2));
    expect(translated.translations[0]?.profile.location).toBe("Valência, Espanha");
    const untranslated = (result: typeof translated) =>
      result.warnings.filter(({ message }) => message.includes("not translated into")).length;
    expect(untranslated(translated)).toBe(untranslated(after) - 1);
    // Once: run again, nothing more is added.
    const texts = () =>
      files(dir)
        .filter((name) => /\.(yaml|md)$/.test(name))
        .map((name) => [name, readFileSync(path.join(dir, name), "utf8")]);
    const once = texts();
    const again = await run("pt-PT", "--content", dir);
    expect(again.output).toContain("nothing to start");
    expect(texts()).toEqual(once);
  });

  it("never puts back a comment the owner deleted, nor an entry, and still offers an entry the original gains", async () => {
    const dir = twoLanguages();
    expect((await run("pt-PT", "--content", dir)).code).toBe(0);
    const file = path.join(dir, "experience.pt-PT.yaml");
    const started = readFileSync(file, "utf8");
    // The owner keeps the original's words for a place, and for the whole of one job: she
    // deletes the place's comment, and the job's name and comments.
    const place = "    # location: Valencia\n";
    const job = /^ {2}Taller Gráfico Albufera:\n(?: {4}.*\n)*/m.exec(started)?.[0] ?? "";
    expect(started).toContain(place);
    expect(job).toContain("# position: Maquetadora web");
    const mine = started.replace(place, "").replace(job, "");
    writeFileSync(file, mine);
    const again = await run("pt-PT", "--content", dir);
    expect(again.code).toBe(0);
    expect(again.output).toContain("nothing to start");
    expect(readFileSync(file, "utf8")).toBe(mine);
    // A job the original gains afterwards is offered, once, where it goes.
    const experience = path.join(dir, "experience.yaml");
    writeFileSync(
      experience,
      `${readFileSync(experience, "utf8")}  - company: Imprenta Sueca\n    position: Aprendiz\n    start: 2010-01\n    end: 2010-06\n`,
    );
    const gained = await run("pt-PT", "--content", dir);
    expect(gained.output).toContain("added what is left to translate into pt-PT to: experience.pt-PT.yaml");
    expect(readFileSync(file, "utf8")).toBe(`${mine}  Imprenta Sueca:\n    # position: Aprendiz\n`);
  });

  it("adds the highlights a translation's list leaves out past its end, as comments after its last, where their translations go", async () => {
    const dir = twoLanguages();
    const mine = [
      "experience:",
      "  Navieras del Turia:",
      "    roles:",
      "      Jefa de ingeniería web:",
      "        highlights:",
      "          - Reduziu para metade o tempo de carga da página de reservas.",
      "          - Lançou revisões de acessibilidade em cada entrega.",
      "        summary: Dirige a equipa do site de reservas e da app de bordo.",
      "  Taller Gráfico Albufera:",
      "    highlights:",
      "      - Paginou os sites de doze lojas do bairro.",
      "      - Aprendeu JavaScript à noite, com projetos seus.",
      "",
    ].join("\n");
    writeFileSync(path.join(dir, "experience.pt-PT.yaml"), mine);
    // The original gains a highlight after the translation was written.
    const original = readFileSync(path.join(dir, "experience.yaml"), "utf8");
    const last = "      - Aprendió JavaScript por las noches, con proyectos propios.\n";
    writeFileSync(
      path.join(dir, "experience.yaml"),
      original.replace(last, `${last}      - "Diseñó el catálogo de la librería: 400 páginas."\n`),
    );
    const before = await compileContent({ contentDir: dir, cwd: dir });
    if (!before.ok) throw new Error(JSON.stringify(before.diagnostics, null, 2));
    const leftOut = (result: typeof before) =>
      result.warnings
        .filter(({ file, message }) => file === "experience.yaml" && message.includes("highlights, "))
        .map(({ path: field }) => field);
    expect(leftOut(before)).toEqual([
      "experience[0].roles[0].highlights[2]",
      "experience[0].roles[0].highlights[3]",
      "experience[1].highlights[2]",
    ]);
    const { code, output } = await run("pt-PT", "--content", dir);
    expect(code).toBe(0);
    expect(output).toContain("added what is left to translate into pt-PT to: experience.pt-PT.yaml");
    const added = readFileSync(path.join(dir, "experience.pt-PT.yaml"), "utf8");
    // After each list's last item, lined up with it, before the field that follows it.
    expect(added).toContain(
      [
        "          - Lançou revisões de acessibilidade em cada entrega.",
        "          # - Contrató y formó a cuatro personas del equipo.",
        "          # - Migró los pagos a un proveedor con tarjetas de tres países más.",
        "        summary: Dirige a equipa do site de reservas e da app de bordo.",
      ].join("\n"),
    );
    expect(added).toContain(
      '      - Aprendeu JavaScript à noite, com projetos seus.\n      # - "Diseñó el catálogo de la librería: 400 páginas."\n',
    );
    // Every line of it kept, in order.
    expect(added.split("\n").filter((line) => !line.trimStart().startsWith("#"))).toEqual(
      expect.arrayContaining(mine.split("\n")),
    );
    // Once: run again, nothing more is added.
    expect((await run("pt-PT", "--content", dir)).output).not.toContain("experience.pt-PT.yaml");
    expect(readFileSync(path.join(dir, "experience.pt-PT.yaml"), "utf8")).toBe(added);
    // Each comment replaced by its translation: nothing left out.
    writeFileSync(
      path.join(dir, "experience.pt-PT.yaml"),
      added
        .replace("# - Contrató y formó a cuatro personas del equipo.", "- Contratou e formou quatro pessoas.")
        .replace(
          "# - Migró los pagos a un proveedor con tarjetas de tres países más.",
          "- Migrou os pagamentos para um fornecedor com cartões de mais três países.",
        )
        .replace(
          '# - "Diseñó el catálogo de la librería: 400 páginas."',
          '- "Desenhou o catálogo da livraria: 400 páginas."',
        ),
    );
    const after = await compileContent({ contentDir: dir, cwd: dir });
    if (!after.ok) throw new Error(JSON.stringify(after.diagnostics, null, 2));
    expect(leftOut(after)).toEqual([]);
    expect(after.translations[0]?.experience[1]?.roles[0]?.highlights.at(-1)).toBe(
      "Desenhou o catálogo da livraria: 400 páginas.",
    );
  });

  it("refuses the default language, a language the site does not list, and invalid content, writing nothing", async () => {
    const dir = twoLanguages();
    const before = files(dir);
    expect(await run("es", "--content", dir)).toEqual({
      code: 1,
      output: "es is the default language, which the original files are in: name another of languages",
    });
    expect(await run("fr", "--content", dir)).toEqual({
      code: 1,
      output:
        "fr is not one of the site's languages: list it in site.yaml first, such as languages: [es, pt-PT, fr]",
    });
    writeFileSync(path.join(dir, "profile.yaml"), "name: [not, text]\n");
    const invalid = await run("pt-PT", "--content", dir);
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain("the content must be valid before a translation of it can start");
    expect(files(dir)).toEqual(before);
    expect((await run("--content", dir)).code).toBe(2);
  });

  it("refuses a folder where no content is written before reading anything: /, the project's folder, a file", async () => {
    // Compiling / as a content folder would look through the whole disk first.
    const root = await run("pt-PT", "--content", "/");
    expect(root.code).toBe(1);
    expect(root.output).toMatch(
      /^refused --content \/: it holds the project's folder \(.*\); write the content into content\/ or a folder of its own, such as my-content\/$/,
    );
    expect((await run("pt-PT", "--content", ROOT)).output).toMatch(/: it is the project's folder;/);
    const file = path.join(temporaryFolder("translate-file"), "content");
    writeFileSync(file, "");
    expect(await run("pt-PT", "--content", file)).toEqual({
      code: 1,
      output: `refused --content ${file}: it is a file, not a folder; write the content into content/ or a folder of its own, such as my-content/`,
    });
  });
});
