import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { main as variantsMain } from "../../scripts/commands/variants.ts";
import { type CompileResult, compileContent } from "../../scripts/compiler/compile.ts";
import { checkJsonResume } from "../../scripts/interop/json-resume/check.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { runMain } from "./command.ts";
import { at, contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

const VARIANTS = path.join(FIXTURES, "valid-variants");

type Compiled = Extract<CompileResult, { ok: true }>;

async function compiled(contentDir: string): Promise<Compiled> {
  const result = await compileContent({ contentDir, cwd: contentDir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result;
}

/**
 * A copy of valid-variants with site.yaml's variants replaced by `variants`, without site.es.yaml
 * (which translates the variant data's headline).
 */
function withVariants(variants: unknown): string {
  const dir = temporaryFolder("variants");
  cpSync(VARIANTS, dir, { recursive: true });
  rmSync(path.join(dir, "site.es.yaml"));
  const site = parse(readFileSync(path.join(dir, "site.yaml"), "utf8"));
  writeFileSync(path.join(dir, "site.yaml"), stringify({ ...site, variants }));
  return dir;
}

/** A copy of valid-variants with `text` as its site.yaml, and `spanish` as its site.es.yaml or none. */
function withSiteYaml(text: string, spanish?: string): string {
  const dir = temporaryFolder("variants");
  cpSync(VARIANTS, dir, { recursive: true });
  writeFileSync(path.join(dir, "site.yaml"), `${text}\n`);
  if (spanish === undefined) rmSync(path.join(dir, "site.es.yaml"));
  else writeFileSync(path.join(dir, "site.es.yaml"), spanish);
  return dir;
}

/** The errors (not the warnings) of compiling `dir`, each where it is and what it says. */
async function errorsOf(dir: string) {
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (result.ok) throw new Error(`${dir} compiled`);
  return result.diagnostics
    .filter(({ severity }) => severity !== "warning")
    .map(({ file, line, column, path: where, message }) => at(file, line, column, where, message));
}

/** The variant `name`'s content in the language at `index` (0: the default). */
function variant(result: Compiled, name: string, index = 0): SiteContent {
  const found = result.resumeVariants.find((one) => one.name === name)?.languages[index]?.content;
  if (!found) throw new Error(`no variant ${name} in language ${index}`);
  return found;
}

/** What the Resume of `content` shows, entry by entry, as the checks below name it. */
function shown(content: SiteContent) {
  return {
    roles: content.experience.flatMap((job) => job.roles.map((role) => `${job.company}: ${role.position}`)),
    highlights: content.experience.flatMap((job) => job.roles.flatMap((role) => role.highlights)),
    schools: content.education.map(({ institution }) => institution),
    projects: content.projects.map(({ title }) => title),
    skills: content.profile.hardSkills.map(
      ({ title, lists }) => `${title}: ${lists.flatMap((l) => l.items).join(", ")}`,
    ),
    entries: content.sections.map(
      ({ id, entries }) => `${id}: ${entries.map(({ title }) => title).join(", ")}`,
    ),
  };
}

describe("variants chosen by tags", () => {
  it("keeps what is tagged with a kept tag and everything untagged (the one-line form)", async () => {
    const backend = shown(variant(await compiled(VARIANTS), "backend"));
    expect(backend).toEqual({
      roles: ["Tidewater Logistics: Backend Engineer", "Harbor Library: Web Assistant"],
      highlights: ["Wrote the tracking API.", "Kept the catalogue online."],
      schools: ["Coastal University"],
      projects: ["Route planner"],
      skills: ["Backend: Go, PostgreSQL", "Tools: Git"],
      entries: ["interests: Rowing"],
    });
  });

  // pixel-forms is tagged [frontend, data]: the data variant keeps data and drops frontend.
  it("drops what has a dropped tag whatever else it has, and gives the variant its headline, summary and order", async () => {
    const data = variant(await compiled(VARIANTS), "data");
    expect(shown(data)).toEqual({
      roles: ["Tidewater Logistics: Data Engineer", "Harbor Library: Web Assistant"],
      highlights: [
        "Ran the nightly loads.",
        "Built the ETL that feeds the route planner",
        "Kept the catalogue online.",
      ],
      schools: ["Data Academy", "Coastal University"],
      projects: ["Route planner"],
      // The route planner's Go and PostgreSQL, which only the dropped Backend group lists.
      skills: ["Data: SQL, pandas, Spark", "Tools: Git, Airflow", "Also used in projects: Go, PostgreSQL"],
      // Interests and open source are kept by their tags, but left out by the variant's own order
      // (resume:), so its JSON Resume, text and PDF hold them no more than its page.
      entries: ["certifications: Cloud Data Engineer"],
    });
    expect(data.profile.label).toBe("Data Engineer");
    expect(data.profile.summaryHtml).toContain("<strong>data pipelines</strong>");
    expect(data.layout.phone).toEqual([
      "profile",
      "experience",
      "hard-skills",
      "education",
      "certifications",
    ]);
  });

  it("with untagged: false keeps only what is tagged, and drops a job, a group and a section left empty", async () => {
    const result = await compiled(withVariants({ only: { keep: ["data"], untagged: false } }));
    const only = variant(result, "only");
    expect(shown(only)).toEqual({
      roles: ["Tidewater Logistics: Data Engineer"],
      highlights: ["Ran the nightly loads.", "Built the ETL that feeds the route planner"],
      schools: ["Data Academy"],
      projects: ["Route planner"],
      skills: ["Data: SQL, pandas, Spark", "Tools: Airflow", "Also used in projects: Go, PostgreSQL"],
      entries: ["certifications: Cloud Data Engineer", "open-source: tide-etl, pixel-forms"],
    });
    // Interests had only an untagged entry: the section goes, heading and all.
    expect(only.layout.phone).not.toContain("interests");
    const dropped = result.resumeVariants[0]?.languages[0]?.dropped.map(
      ({ kind, name }) => `${kind} ${name}`,
    );
    expect(dropped).toContain("job Pixel Orchard, Frontend Developer");
    expect(dropped).toContain("job Harbor Library, Web Assistant");
    expect(dropped).toContain("skill group Backend");
  });

  it("names a job by what it gives: its position alone without a company, its company alone without a position", async () => {
    const dir = temporaryFolder("variants-sparse");
    cpSync(path.join(FIXTURES, "valid-sparse"), dir, { recursive: true });
    const experience = parse(readFileSync(path.join(dir, "experience.yaml"), "utf8"));
    for (const job of experience.experience.slice(1)) job.tags = ["side"];
    writeFileSync(path.join(dir, "experience.yaml"), stringify(experience));
    writeFileSync(path.join(dir, "site.yaml"), "variants:\n  main:\n    drop: [side]\n");
    const result = await compiled(dir);
    const main = result.resumeVariants[0]?.languages[0];
    expect(main?.dropped.map(({ kind, name }) => `${kind} ${name}`)).toEqual([
      "job Freelance Trainer",
      "job Freelance Developer",
      "job Harbour Data Lab",
    ]);
    expect(main?.content.experience.map((job) => job.company)).toEqual(["Quayside Logistics"]);
  });

  it("gives every variant in every language, the translation's text with the original's tags", async () => {
    const result = await compiled(VARIANTS);
    expect(
      result.resumeVariants.map(({ name, languages }) => [name, languages.map((l) => l.content.site.lang)]),
    ).toEqual([
      ["backend", ["en", "es"]],
      ["data", ["en", "es"]],
    ]);
    const backend = shown(variant(result, "backend", 1));
    expect(backend.roles).toEqual([
      "Tidewater Logistics: Ingeniera de backend",
      "Harbor Library: Asistente web",
    ]);
    // "Rehízo el formulario de reservas" translates a highlight tagged frontend: it goes too.
    expect(backend.highlights).toEqual(["Escribió la API de seguimiento.", "Mantuvo el catálogo en línea."]);
    const data = shown(variant(result, "data", 1));
    expect(data.highlights).toContain("Construyó el ETL que alimenta el planificador de rutas");
    expect(data.projects).toEqual(["Planificador de rutas"]);
    expect(variant(result, "data", 1).site.languages?.map(({ lang }) => lang)).toEqual(["en", "es"]);
  });

  it("takes a variant's headline and summary in each language from site.<tag>.yaml", async () => {
    const result = await compiled(VARIANTS);
    const [english, spanish] = [variant(result, "data", 0), variant(result, "data", 1)];
    expect(english.profile.label).toBe("Data Engineer");
    expect(spanish.profile.label).toBe("Ingeniera de datos");
    expect(spanish.profile.summaryHtml).toContain("<strong>flujos de datos</strong>");
    expect(spanish.site.untranslated?.keys ?? []).toEqual([]);
    expect(spanish.site.variant).toEqual({ name: "data", pages: 1 });
    expect(variant(result, "backend", 1).site.variant).toEqual({ name: "backend" });
    // The public site in Spanish keeps its own headline.
    expect(result.translations[0]?.profile.label).toBe("Ingeniera de software");
  });

  it("gives a variant's headline to a profile without a job title, and the variants without one none", async () => {
    const dir = temporaryFolder("variants");
    cpSync(VARIANTS, dir, { recursive: true });
    for (const [file, line] of [
      ["profile.yaml", "label: Software Engineer\n"],
      ["profile.es.yaml", "label: Ingeniera de software\n"],
    ] as const) {
      const text = readFileSync(path.join(dir, file), "utf8");
      if (!text.includes(line)) throw new Error(`${file} has no ${line}`);
      writeFileSync(path.join(dir, file), text.replace(line, ""));
    }
    const result = await compiled(dir);
    expect(
      [variant(result, "data", 0), variant(result, "data", 1)].map(({ profile }) => profile.label),
    ).toEqual(["Data Engineer", "Ingeniera de datos"]);
    expect(toJsonResume(variant(result, "data")).basics?.label).toBe("Data Engineer");
    for (const site of [
      result.content,
      ...result.translations,
      variant(result, "backend", 0),
      variant(result, "backend", 1),
    ]) {
      expect(site.profile).not.toHaveProperty("label");
      expect(toJsonResume(site).basics).not.toHaveProperty("label");
    }
  });

  it("gives each variant in each language a valid JSON Resume of what it keeps, and no more", async () => {
    const result = await compiled(VARIANTS);
    for (const { name, languages } of result.resumeVariants)
      for (const { content } of languages) {
        const resume = toJsonResume(content);
        expect(checkJsonResume(resume).issues, `${name} (${content.site.lang})`).toEqual([]);
        expect(resume.work?.map((job) => job.name)).toEqual(content.experience.map((job) => job.company));
        expect(resume.basics?.label).toBe(content.profile.label);
        // A group the variant leaves empty (its soft skills, when its resume has none) is not there.
        const empty = resume.skills?.filter((skill) => (skill.keywords ?? []).length === 0);
        expect(empty, `${name} (${content.site.lang})`).toEqual([]);
      }
    const data = toJsonResume(variant(result, "data"));
    // Its resume: leaves interests out, though their entry is untagged.
    expect(data.interests ?? []).toEqual([]);
    expect(data.work?.map((job) => job.name)).not.toContain("Pixel Orchard");
  });

  it("shows a headline left untranslated in the default language, and says so", async () => {
    const dir = temporaryFolder("variants");
    cpSync(VARIANTS, dir, { recursive: true });
    rmSync(path.join(dir, "site.es.yaml"));
    const result = await compiled(dir);
    const spanish = variant(result, "data", 1);
    expect(spanish.profile.label).toBe("Data Engineer");
    expect(spanish.site.untranslated?.lang).toBe("en");
    expect(result.warnings.map(({ file, message }) => `${file}: ${message}`)).toContain(
      "site.yaml: not translated into Español (es): site.es.yaml is missing",
    );
  });

  it("refuses a translation's variant that site.yaml does not name, and a variant named as a language", async () => {
    const dir = withVariants({ es: ["backend"], data: { keep: ["data"], label: "Data Engineer" } });
    writeFileSync(path.join(dir, "site.es.yaml"), "variants:\n  datos:\n    label: Ingeniera de datos\n");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("compiled");
    const errors = result.diagnostics.filter(({ severity }) => severity !== "warning");
    expect(errors.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`)).toEqual([
      expect.stringMatching(/^site\.es\.yaml:2:3 .*datos/),
      "site.yaml:5:3 the variant es has the name of one of the site's languages",
    ]);
  });

  it("refuses tags in a translation, on an entry or on a highlight, at the translation's key", async () => {
    const dir = withVariants({ backend: ["backend"], data: ["data"] });
    const file = path.join(dir, "experience.es.yaml");
    const translation = readFileSync(file, "utf8")
      .replace("  Pixel Orchard:\n", "  Pixel Orchard:\n    tags: [backend]\n")
      .replace(
        "          - Escribió la API de seguimiento.",
        '          - { text: "Escribió la API de seguimiento.", tags: [data] }',
      );
    writeFileSync(file, translation);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("a translation with tags compiled");
    const errors = result.diagnostics.filter(({ severity }) => severity !== "warning");
    expect(errors.map(({ hint: _, severity: __, ...rest }) => rest)).toEqual([
      at(
        "experience.es.yaml",
        12,
        56,
        "experience.Tidewater Logistics.roles.Backend Engineer.highlights[0].tags",
        "translates tags, which is the same in every language",
      ),
      at(
        "experience.es.yaml",
        15,
        5,
        "experience.Pixel Orchard.tags",
        "translates tags, which is the same in every language",
      ),
    ]);
  });
});

/** Every file of `dir` (and projects/) with its tags taken out and its tagged texts as plain text. */
function untag(dir: string) {
  const plain = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(plain);
    if (typeof value !== "object" || value === null) return value;
    const { tags: _, ...rest } = value as Record<string, unknown>;
    const keys = Object.keys(rest);
    if (keys.length === 1 && (keys[0] === "text" || keys[0] === "name") && "tags" in value)
      return rest[keys[0]];
    return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, plain(item)]));
  };
  for (const folder of [dir, path.join(dir, "projects")])
    for (const name of readdirSync(folder).filter((one) => /\.(ya?ml|md)$/.test(one))) {
      const file = path.join(folder, name);
      const text = readFileSync(file, "utf8");
      if (name.endsWith(".md")) {
        const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
        writeFileSync(file, `---\n${stringify(plain(parse(front)))}---\n${body}`);
      } else writeFileSync(file, stringify(plain(parse(text))));
    }
}

describe("a site without variants", () => {
  it("compiles to the very JSON of the same content without tags: no variant, no tag, texts as strings", async () => {
    const tagged = withVariants(undefined);
    const untagged = withVariants(undefined);
    untag(untagged);
    expect(readFileSync(path.join(untagged, "experience.yaml"), "utf8")).not.toContain("tags");
    const [withTags, withoutTags] = [await compiled(tagged), await compiled(untagged)];
    expect(withTags.resumeVariants).toEqual([]);
    const json = (result: Compiled) => JSON.stringify([result.content, ...result.translations]);
    expect(json(withTags)).toBe(json(withoutTags));
    expect(json(withTags)).not.toMatch(/"tags"|"variants"/);
  });
});

describe("validate on variants", () => {
  it("locates each planted mistake: an unknown section, a variant keeping nothing, tags unused either way", async () => {
    const dir = contentTree("invalid-variants");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("invalid-variants compiled");
    const found = result.diagnostics.map(({ file, line, column, path: where, message, severity }) => ({
      ...at(file, line, column, where, message),
      severity: severity ?? "error",
    }));
    expect(found).toEqual([
      {
        ...at(
          "experience.yaml",
          9,
          42,
          "experience[0].highlights[1].tags[0]",
          'the tag "mobile" is used by no variant',
        ),
        severity: "warning",
      },
      {
        ...at(
          "site.yaml",
          5,
          23,
          "variants.backend.resume[1]",
          'expected the name of a Resume section, got "experiense"',
        ),
        severity: "error",
      },
      {
        ...at("site.yaml", 6, 9, "variants.ops[0]", 'the variant ops keeps "devops", a tag no entry has'),
        severity: "warning",
      },
      {
        // At the variant's name.
        ...at(
          "site.yaml",
          7,
          3,
          "variants.empty",
          "the variant empty keeps nothing: its resume would be empty",
        ),
        severity: "error",
      },
    ]);
    expect(result.diagnostics.find(({ message }) => message.includes("experiense"))?.hint).toBe(
      "did you mean experience?",
    );
  });

  it("refuses, each at its key, a name with a space after it, one name twice in two Unicode forms, and __proto__", async () => {
    const composed = "caf\u00e9";
    const decomposed = "cafe\u0301";
    const dir = withSiteYaml(
      [
        "languages: [en, es]",
        "variants:",
        "  data:",
        "    keep: [data]",
        "    drop: [frontend]",
        // Read without its space, it replaced the variant above, silently.
        '  "data ": [backend]',
        `  ${composed}: [data]`,
        `  ${decomposed}: [backend]`,
        // No object holds it as a key: it was left out, silently.
        "  __proto__: [data]",
      ].join("\n"),
    );
    expect(await errorsOf(dir)).toEqual([
      at(
        "site.yaml",
        6,
        3,
        "variants.data ",
        'expected a variant name without spaces around it, got "data "',
      ),
      at(
        "site.yaml",
        8,
        3,
        `variants.${decomposed}`,
        `expected each variant once, got "${decomposed}" again, written in other Unicode characters (composed and decomposed accents)`,
      ),
      at(
        "site.yaml",
        9,
        3,
        "variants.__proto__",
        'expected a variant name in lower case, such as backend or data, got "__proto__"',
      ),
    ]);
  });

  it("refuses a section twice in a variant's resume, and a javascript:, data: or vbscript: link in its summary, in any language", async () => {
    const site = (summary: string, resume: string) =>
      [
        "languages: [en, es]",
        "variants:",
        "  data:",
        "    keep: [data]",
        `    summary: ${summary}`,
        `    resume: ${resume}`,
      ].join("\n");
    const link = "expected an https:, http: or mailto: link, got";
    const broken = withSiteYaml(
      site(
        "See [my notes](javascript:alert(1)), [a page](data:text/html,hi) or [this](vbscript:msgbox(1)).",
        "[profile, experience, profile]",
      ),
    );
    expect(await errorsOf(broken)).toEqual([
      at("site.yaml", 5, 18, "variants.data.summary", `${link} "javascript:alert(1)"`),
      at("site.yaml", 5, 51, "variants.data.summary", `${link} "data:text/html,hi"`),
      at("site.yaml", 5, 82, "variants.data.summary", `${link} "vbscript:msgbox(1)"`),
      at("site.yaml", 6, 35, "variants.data.resume[2]", 'expected each section once, got "profile" again'),
    ]);
    // Its translation, laid over a sound original.
    const translated = withSiteYaml(
      site("See my notes.", "[profile, experience]"),
      "variants:\n  data:\n    summary: Mis [notas](JavaScript:alert(1)).\n",
    );
    expect(await errorsOf(translated)).toEqual([
      at("site.es.yaml", 3, 18, "variants.data.summary", `${link} "JavaScript:alert(1)"`),
    ]);
  });

  it("warns of a variant that keeps everything: it is the full resume", async () => {
    const dir = withVariants({ all: { keep: ["backend", "data", "frontend"] } });
    const result = await compiled(dir);
    expect(
      result.warnings.map(({ file, line, column, path: where, message }) =>
        at(file, line, column, where, message),
      ),
    ).toEqual([
      at("site.yaml", 5, 3, "variants.all", "the variant all keeps everything: it is the full resume"),
    ]);
  });
});

describe("folio variants", () => {
  it("prints what each variant keeps and drops, per language", async () => {
    const run = await runMain(variantsMain, ["--content", VARIANTS]);
    expect(run.code).toBe(0);
    const backendEs = run.stdout.split("\n\n").find((block) => block.startsWith("backend (es)")) ?? "";
    const [keeps = "", drops = ""] = backendEs.split("  drops:\n");
    expect(keeps).toContain("    role         Tidewater Logistics, Ingeniera de backend");
    expect(keeps).toContain("    project      Planificador de rutas");
    expect(drops).toContain('    highlight    "Rehízo el formulario de reservas"');
    expect(drops).toContain("    skill group  Frontend");
    expect(drops).toContain("    entry        certifications: Diseño web accesible");
    expect(run.stdout).toContain("data (en): keeps 14, drops 7\n  headline: Data Engineer");
    expect(run.stdout).toContain(
      "  page: v/data/es/ (unlisted), files: resume.data.es.pdf, resume.data.es.json, resume.data.es.txt",
    );
  });

  it("names a school without a degree by the school alone", async () => {
    const dir = temporaryFolder("variants-no-degree");
    cpSync(VARIANTS, dir, { recursive: true });
    const education = parse(readFileSync(path.join(dir, "education.yaml"), "utf8"));
    delete education.education[1].degree;
    writeFileSync(path.join(dir, "education.yaml"), stringify(education));
    // Its translation gives no degree either (one the original lacks is refused).
    const translated = parse(readFileSync(path.join(dir, "education.es.yaml"), "utf8"));
    delete translated.education["Data Academy"];
    writeFileSync(path.join(dir, "education.es.yaml"), stringify(translated));
    const run = await runMain(variantsMain, ["--content", dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ {4}school {7}Data Academy$/m);
    expect(run.stdout).not.toMatch(/undefined|Data Academy,/);
  });

  it("says there are none on a site without variants", async () => {
    const run = await runMain(variantsMain, ["--content", path.join(FIXTURES, "valid-full")]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("no variants in site.yaml");
  });

  it("exits 1 with the located errors when the content is invalid", async () => {
    const dir = contentTree("invalid-variants");
    const run = await runMain(variantsMain, ["--content", dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/site\.yaml:7:3 error variants\.empty: the variant empty keeps nothing/);
    expect(run.stdout).toBe("");
  });
});
