import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { main as match } from "../../scripts/commands/match.ts";
import { matchPosting } from "../../scripts/match/match.ts";
import { termReader } from "../../scripts/match/terms.ts";
import { runMain } from "./command.ts";
import { compiledTree } from "./compiled-tree.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

const VARIANTS = path.join(FIXTURES, "valid-variants");

/** Invented postings, our own sentences, each in a file of a folder of its own. */
const POSTINGS = {
  "en.txt": [
    "Data Engineer, logistics",
    "",
    "We are hiring a data engineer to own our ETL pipelines. You will write SQL every day,",
    "schedule jobs with Airflow, and scale our Spark clusters. Experience with React is a plus.",
  ].join("\n"),
  "es.md": [
    "# Ingeniera de datos",
    "",
    "Buscamos una ingeniera de datos para nuestro equipo de logística.",
    "Construirás flujos ETL con Spark y SQL, y programarás las cargas nocturnas con Airflow.",
    "Valoramos experiencia con React y con Kubernetes.",
  ].join("\n"),
  "ar.txt": [
    "نبحث عن مطوّرة ويب تقود فريقًا صغيرًا.",
    "ستكتب واجهات بلغة TypeScript وReact، وتدير قواعد البيانات في PostgreSQL.",
    "خبرة في Kubernetes ميزة إضافية.",
  ].join("\n"),
};

function postings(): Record<keyof typeof POSTINGS, string> {
  const dir = temporaryFolder("match-postings");
  for (const [name, text] of Object.entries(POSTINGS)) writeFileSync(path.join(dir, name), `${text}\n`);
  return {
    "en.txt": path.join(dir, "en.txt"),
    "es.md": path.join(dir, "es.md"),
    "ar.txt": path.join(dir, "ar.txt"),
  };
}

/**
 * valid-languages (Spanish, English, Arabic) with a variant: its skill groups tagged web and
 * datos, and a variant web that keeps what is tagged web.
 */
function languagesWithVariant(): string {
  const dir = temporaryFolder("match-languages");
  cpSync(path.join(FIXTURES, "valid-languages"), dir, { recursive: true });
  const profile = parse(readFileSync(path.join(dir, "profile.yaml"), "utf8"));
  profile.hardSkills[0].tags = ["web"];
  profile.hardSkills[1].tags = ["datos"];
  writeFileSync(path.join(dir, "profile.yaml"), stringify(profile));
  writeFileSync(
    path.join(dir, "site.yaml"),
    `${readFileSync(path.join(dir, "site.yaml"), "utf8")}variants:\n  web: [web]\n`,
  );
  return dir;
}

type Report = {
  lang: string;
  shown: { term: string; places: { where: string; quote?: string }[] }[];
  dropped: { term: string; tags: string[]; why?: string }[];
  lacking: string[];
  coverage: { shown: number; terms: number; percent: number };
};

async function report(argv: string[]): Promise<Report> {
  const run = await runMain(match, [...argv, "--json"]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
}

/** Each case compiles a site, in a busy machine's time: the first loads the compiler and the stemmers too. */
const COMPILE_TIMEOUT = 120_000;

describe("npm run match", { timeout: COMPILE_TIMEOUT }, () => {
  it("an English posting against the variant backend: what it shows, what it drops with the tags that keep it, what the content lacks", async () => {
    const files = postings();
    const found = await report([files["en.txt"], "--variant", "backend", "--content", VARIANTS]);
    expect(found.lang).toBe("en");
    expect(found.shown.map(({ term }) => term)).toEqual(["Data", "Engineer", "logistics"]);
    expect(found.shown[2]?.places).toEqual([{ where: "Tidewater Logistics, Backend Engineer" }]);
    expect(found.dropped).toEqual([
      { term: "ETL", tags: ["data"], droppedBy: [], places: expect.any(Array) },
      { term: "SQL", tags: ["data"], droppedBy: [], places: [{ where: "skills: Data" }] },
      { term: "Airflow", tags: ["data"], droppedBy: [], places: [{ where: "skills: Tools" }] },
      { term: "Spark", tags: ["data"], droppedBy: [], places: [{ where: "skills: Data" }] },
      {
        term: "React",
        tags: ["frontend"],
        droppedBy: [],
        places: [{ where: "skills: Frontend" }, { where: "project: Storefront" }],
      },
    ]);
    expect(found.lacking).toEqual([
      "hiring",
      "pipelines",
      "write",
      "day",
      "schedule",
      "jobs",
      "scale",
      "clusters",
      "Experience",
    ]);
    expect(found.coverage).toEqual({ shown: 3, terms: 17, percent: 18 });
  });

  it("quotes the owner's highlight where a term is, and nothing else", async () => {
    const files = postings();
    const found = await report([files["en.txt"], "--variant", "data", "--content", VARIANTS]);
    expect(found.shown.find(({ term }) => term === "ETL")?.places).toEqual([
      {
        where: "Tidewater Logistics, Data Engineer",
        quote: "Built the ETL that feeds the route planner",
      },
    ]);
    expect(found.dropped).toEqual([
      {
        term: "React",
        tags: [],
        droppedBy: ["frontend"],
        places: [{ where: "skills: Frontend" }, { where: "project: Storefront" }],
      },
    ]);
    expect(found.shown.map(({ term }) => term)).toContain("pipelines");
    expect(found.coverage).toEqual({ shown: 8, terms: 17, percent: 47 });
  });

  it("names a job by what it gives: its position alone without a company, its company alone without a position", async () => {
    const dir = temporaryFolder("match-sparse");
    const posting = path.join(dir, "posting.txt");
    writeFileSync(posting, "Freelance trainer wanted: teach Go. Tide gauge readings welcome.\n");
    const found = await report([posting, "--content", path.join(FIXTURES, "valid-sparse")]);
    const places = (term: string) => found.shown.find((shown) => shown.term === term)?.places;
    expect(places("trainer")).toEqual([{ where: "Freelance Trainer" }]);
    expect(places("gauge")).toEqual([
      { where: "Harbour Data Lab", quote: "Cleaned the tide gauge readings." },
    ]);
  });

  it("says why a term is left out: a tag the variant drops, a section its resume leaves out", async () => {
    const dir = temporaryFolder("match-why");
    const posting = path.join(dir, "forms.txt");
    writeFileSync(posting, "Maintains accessible forms in React.\n");
    const run = await runMain(match, [posting, "--variant", "data", "--content", VARIANTS]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      [
        "held by the content, dropped by this page (4):",
        "  Maintains: Open source: tide-etl; in a section the variant's resume leaves out",
        "  accessible: Certifications: Accessible Web Design; dropped by the variant's tag frontend",
        '  forms: Tidewater Logistics, Backend Engineer: "Rebuilt the booking form"; Open source: pixel-forms; dropped by the variant\'s tag frontend',
        "  React: skills: Frontend; project: Storefront; dropped by the variant's tag frontend",
        "",
      ].join("\n"),
    );
  });

  it("reads a Spanish posting in Spanish, found by the language check, against the variant's Spanish page", async () => {
    const files = postings();
    const found = await report([files["es.md"], "--variant", "data", "--content", VARIANTS]);
    expect(found.lang).toBe("es");
    expect(found.shown.map(({ term }) => term)).toEqual([
      "Ingeniera",
      "datos",
      "flujos",
      "ETL",
      "Spark",
      "SQL",
      "cargas",
      "nocturnas",
      "Airflow",
    ]);
    expect(found.dropped).toEqual([
      {
        term: "React",
        tags: [],
        droppedBy: ["frontend"],
        places: [{ where: "skills: Frontend" }, { where: "project: Tienda" }],
      },
    ]);
    expect(found.lacking).toEqual([
      "Buscamos",
      "equipo",
      "logística",
      "Construirás",
      "programarás",
      "Valoramos",
      "experiencia",
      "Kubernetes",
    ]);
    expect(found.coverage).toEqual({ shown: 9, terms: 18, percent: 50 });
    // A line names a term's first three places; the JSON, every one.
    expect(found.shown[1]?.places).toHaveLength(6);
    const lines = await runMain(match, [files["es.md"], "--variant", "data", "--content", VARIANTS]);
    expect(lines.stdout).toContain("\n  datos: headline; summary; skills: Datos; and 3 more\n");
  });

  it("reads an Arabic posting right to left, stemmed, with Latin names inside Arabic words found whole", async () => {
    const files = postings();
    const found = await report([files["ar.txt"], "--variant", "web", "--content", languagesWithVariant()]);
    expect(found.lang).toBe("ar");
    expect(found.shown.map(({ term }) => term)).toEqual([
      "مطوّرة",
      "ويب",
      "تقود",
      "فريقًا",
      "واجهات",
      "TypeScript",
      "React",
      "Kubernetes",
    ]);
    expect(found.dropped).toEqual([
      { term: "البيانات", tags: ["datos"], droppedBy: [], places: [{ where: "skills: البيانات" }] },
      { term: "PostgreSQL", tags: ["datos"], droppedBy: [], places: [{ where: "skills: البيانات" }] },
    ]);
    expect(found.lacking).toEqual([
      "نبحث",
      "صغيرًا",
      "ستكتب",
      "بلغة",
      "وتدير",
      "قواعد",
      "خبرة",
      "ميزة",
      "إضافية",
    ]);
    expect(found.coverage).toEqual({ shown: 8, terms: 19, percent: 42 });
  });

  it("says how the coverage is counted on its last line, and gives the same bytes on a second run", async () => {
    const files = postings();
    const argv = [files["en.txt"], "--variant", "backend", "--content", VARIANTS];
    const first = await runMain(match, argv);
    const second = await runMain(match, argv);
    expect(first.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(first.stdout.trimEnd().split("\n").at(-1)).toBe(
      "coverage: 3 of 17 terms (18%): the posting's terms this page shows, of all its terms (stop words left out, each counted once)",
    );
    expect(first.stdout).toContain(
      '  ETL: Tidewater Logistics, Data Engineer: "Built the ETL that feeds the route planner"; Open source: tide-etl; kept by the tag data\n',
    );
  });

  it("refuses an unknown variant or language in one line that lists the known ones", async () => {
    const files = postings();
    const variant = await runMain(match, [files["en.txt"], "--variant", "frontend", "--content", VARIANTS]);
    expect(variant.code).toBe(1);
    expect(variant.stdout).toBe("");
    expect(variant.stderr).toBe("unknown variant 'frontend': the site's variants are backend, data\n");
    const language = await runMain(match, [files["en.txt"], "--lang", "fr", "--content", VARIANTS]);
    expect(language.code).toBe(1);
    expect(language.stderr).toBe("unknown language 'fr': the site's languages are en, es\n");
  });

  it("refuses a posting that is not there at its place, exit 1, no stack trace", async () => {
    const missing = path.join(temporaryFolder("match-missing"), "acme.txt");
    const run = await runMain(match, [missing, "--content", VARIANTS]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `${missing}:1:1: expected a job posting's text, found no such file; save the posting as a .txt or .md file and pass its path\n`,
    );
  });

  it("refuses a posting that is no text, or has no words, at its place", async () => {
    const dir = temporaryFolder("match-binary");
    const pdf = path.join(dir, "acme.pdf");
    writeFileSync(pdf, Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"));
    const binary = await runMain(match, [pdf, "--content", VARIANTS]);
    expect(binary.code).toBe(1);
    expect(binary.stderr).toBe(
      `${pdf}:2:2: expected a job posting's text (UTF-8), found a byte no text holds; save the posting as plain text (.txt or .md) and pass that\n`,
    );
    const empty = path.join(dir, "empty.txt");
    writeFileSync(empty, "\n  2026 \n");
    const blank = await runMain(match, [empty, "--content", VARIANTS]);
    expect(blank.code).toBe(1);
    expect(blank.stderr).toBe(
      `${empty}:1:1: expected a job posting's text, found no words; paste the posting's text into the file\n`,
    );
  });

  it("warns when the posting is in a language the page is not in, and compares its names", async () => {
    const files = postings();
    const run = await runMain(match, [files["ar.txt"], "--content", VARIANTS, "--json"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      `warning: ${files["ar.txt"]} reads as ar, and the page is in en: its words are compared as en, so only names written alike (React, C++) can match\n`,
    );
    const found: Report = JSON.parse(run.stdout);
    expect(found.lang).toBe("en");
    expect(found.dropped.map(({ term }) => term)).toEqual([]);
    expect(found.shown.map(({ term }) => term)).toEqual(["React", "PostgreSQL"]);
  });
});

describe("a posting's terms", () => {
  const forms = (lang: string, phrases: string[], text: string) =>
    termReader(lang, phrases)
      .terms(text)
      .map(({ form, key }) => `${form}=${key}`);

  it("names a school without a degree by the school alone where a term is", async () => {
    const { content } = await compiledTree("valid-school-dates");
    const found = matchPosting("You know field measurement.", content, content);
    expect(found.shown.length).toBeGreaterThan(0);
    for (const { places } of found.shown) expect(places).toEqual([{ where: "Coastal College" }]);
  });

  it("finds the content's skills whole, names with a dot or a sign, and no stop word", () => {
    expect(
      forms(
        "en",
        ["React", "React Native", "C", "C++", "Node.js", ".NET", "Go", "Google Cloud"],
        "Ship React Native apps on Google Cloud with C++, C#, .NET and Node.js; ready to go in Go.",
      ),
    ).toEqual([
      "Ship=w:ship",
      "React Native=p:react native",
      "apps=w:app",
      "Google Cloud=p:google cloud",
      "C++=p:c++",
      "C#=p:c#",
      ".NET=p:.net",
      "Node.js=p:node.js",
      "ready=w:readi",
      "Go=p:go",
    ]);
  });

  it("shows a term as the text writes it, and compares it as read: Arabic's marks, full-width letters", () => {
    expect(forms("ar", [], "مطوّرة فريقًا")).toEqual(["مطوّرة=w:مطور", "فريقًا=w:ريق"]);
    expect(forms("ja", ["AWS"], "ＡＷＳの経験")).toEqual(["ＡＷＳ=p:aws", "経験=w:経験"]);
  });

  it("cuts Chinese and Japanese by the content's terms, then by Intl.Segmenter's words", () => {
    expect(forms("ja", ["React", "データ基盤"], "Reactとデータ基盤の設計を担当")).toEqual([
      "React=p:react",
      "データ基盤=p:データ基盤",
      "設計=w:設計",
      "担当=w:担当",
    ]);
  });
});
