import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CompileResult, compileContent } from "../../scripts/compiler/compile.ts";
import { headTags } from "../../scripts/vite/share/metadata.ts";
import { renderPage } from "../../src/entry-server.tsx";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { at, contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

/** A copy of the site in Spanish, English and Arabic (valid-languages), to change for one case. */
function languagesTree(): string {
  const dir = temporaryFolder("content-languages");
  cpSync(path.join(FIXTURES, "valid-languages"), dir, { recursive: true });
  return dir;
}

/** `file` in `dir` with `edit` applied to its text. */
function edit(dir: string, file: string, change: (text: string) => string) {
  const target = path.join(dir, file);
  const before = readFileSync(target, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`${file}: the edit changed nothing`);
  writeFileSync(target, after);
}

async function compiledOk(dir: string): Promise<Extract<CompileResult, { ok: true }>> {
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result;
}

/** The site in each of its languages, by tag. */
async function sitesOf(dir: string): Promise<Map<string, SiteContent>> {
  const { content, translations } = await compiledOk(dir);
  return new Map([content, ...translations].map((site) => [site.site.lang, site]));
}

/** Text between "class="…name…">" and the next "<": a prerendered element's own text. */
function textOf(html: string, className: string): string[] {
  return [...html.matchAll(new RegExp(`class="${className}"[^>]*>([^<]*)<`, "g"))].map(
    ([, text]) => text ?? "",
  );
}

describe("numbers in the page's language", () => {
  it("a French page writes the GPA with a decimal comma, a space before the colon: Moyenne : 3,8", async () => {
    const dir = contentTree("valid-minimal");
    writeFileSync(path.join(dir, "site.yaml"), "lang: fr\n");
    const { content } = await compiledOk(dir);
    expect(content.education[0]?.gpaLabel).toBe("Moyenne\u00a0: 3,8");
    // JSON Resume's score stays a plain number.
    expect(content.education[0]?.gpaScore).toBe("3.8");
    expect(textOf(renderPage(content).app, "gpa")).toEqual(["Moyenne\u00a0: 3,8"]);
  });

  it("each language of a site its own way, a GPA on another scale included: 8,4 / 10 and 8.4 / 10", async () => {
    const sites = await sitesOf(path.join(FIXTURES, "valid-languages"));
    const labels = [...sites].map(([lang, site]) => [
      lang,
      site.education.find((school) => school.gpa)?.gpaLabel,
    ]);
    expect(labels).toEqual([
      ["es", "Nota media: 8,4 / 10"],
      ["en", "GPA: 8.4 / 10"],
      ["ar", "المعدل التراكمي: 8.4 / 10"],
    ]);
  });

  it("with a region that writes other digits, the GPA takes them too (ar with EG: Arabic-Indic digits)", async () => {
    const dir = languagesTree();
    edit(dir, "site.yaml", (text) => `${text}regions:\n  ar: EG\n`);
    const arabic = (await sitesOf(dir)).get("ar");
    expect(arabic?.education.find((school) => school.gpa)?.gpaLabel).toBe("المعدل التراكمي: ٨٫٤ / ١٠");
  });
});

describe("lists in the page's language", () => {
  it("a project's roles are joined as its page's language joins a list: no Latin comma in Arabic", async () => {
    const dir = languagesTree();
    edit(dir, "projects/faro.md", (text) =>
      text.replace("title: Проект Маяк\n", "$&roles: [Backend, Mentoría]\n"),
    );
    edit(dir, "projects/faro.ar.md", (text) =>
      text.replace("title: مشروع المنارة\n", "$&roles: [مطوّرة الواجهة الخلفية, مرشدة]\n"),
    );
    const sites = await sitesOf(dir);
    const context = (lang: string) => {
      const site = sites.get(lang);
      if (!site) throw new Error(`no ${lang}`);
      return textOf(renderPage(site).sheets, "project-context");
    };
    expect(context("ar")).toEqual(["مطوّرة الواجهة الخلفية ومرشدة"]);
    expect(context("es")).toEqual(["Backend y Mentoría"]);
    // English has no translation of them: the original's roles, joined in English, in Spanish's lang.
    expect(renderPage(sites.get("en") as SiteContent).sheets).toContain(
      '<p class="project-context"><span lang="es">Backend and Mentoría</span></p>',
    );
  });
});

describe("the region of each language (site.yaml's regions)", () => {
  it("names the link previews' locale, the others' too, and leaves the folders and lang alone", async () => {
    const dir = languagesTree();
    edit(dir, "site.yaml", (text) => `${text}regions:\n  es: MX\n  en: CA\n`);
    const sites = await sitesOf(dir);
    const english = sites.get("en");
    const spanish = sites.get("es");
    if (!english || !spanish) throw new Error("no English or Spanish");
    expect(english.site).toMatchObject({ lang: "en", locale: "en-CA" });
    expect(english.site.languages?.map(({ lang, path }) => `${lang} ${path}`)).toEqual([
      "es ",
      "en en/",
      "ar ar/",
    ]);
    const head = headTags(english, "<svg></svg>");
    expect(head).toContain('<meta property="og:locale" content="en_CA" />');
    expect(head).toContain('<meta property="og:locale:alternate" content="es_MX" />');
    // A language without a region keeps its likely one.
    expect(head).toContain('<meta property="og:locale:alternate" content="ar_EG" />');
    expect(headTags(spanish, "<svg></svg>")).toContain('<meta property="og:locale" content="es_MX" />');
    expect(headTags(english, "<svg></svg>")).toContain('<link rel="alternate" hreflang="en" href="en/" />');
  });

  it("dates follow the region: Canadian English writes a numeric date year first", async () => {
    const dir = languagesTree();
    edit(dir, "site.yaml", (text) => `${text}dateFormat: numeric\nregions:\n  en: CA\n`);
    edit(dir, "site.en.yaml", (text) => text.replace(/^dateFormat:.*\n/m, ""));
    const sites = await sitesOf(dir);
    const firstStart = (lang: string) => sites.get(lang)?.experience.at(-1)?.period.startLabel;
    expect(firstStart("en")).toMatch(/^\d{4}-\d{2}$/);
    expect(firstStart("es")).toMatch(/^\d{1,2}\/\d{4}$/);
  });

  it("is refused for a language the site does not have, and when it is no region", async () => {
    const dir = contentTree("valid-minimal");
    writeFileSync(path.join(dir, "site.yaml"), "lang: fr\nregions:\n  fr: Canada\n  de: AT\n");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      at(
        "site.yaml",
        3,
        7,
        "regions.fr",
        'expected a region as its two-letter code (ISO 3166-1), such as CA, US or BE, got "Canada"',
      ),
    ]);
    writeFileSync(path.join(dir, "site.yaml"), "lang: fr\nregions:\n  fr: ca\n  de: AT\n");
    const second = await compileContent({ contentDir: dir, cwd: dir });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.diagnostics.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      at(
        "site.yaml",
        4,
        7,
        "regions.de",
        "expected a region for one of the site's languages (fr), got one for de",
      ),
    ]);
  });
});
