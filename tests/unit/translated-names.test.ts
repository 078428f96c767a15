/**
 * Names in each language (scripts/compiler/schema/translatable.ts, NAMES): a translation gives
 * the owner's name, a company's and a school's where its language writes them otherwise; one it
 * leaves out says its own language where its letters are of another script than the page's; the
 * owner's reading and Latin form show where a Japanese, Chinese or Korean reader expects them.
 * On valid-japanese, a Japanese original with English and German translations.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { yamlSkeleton } from "../../scripts/interop/translation.ts";
import { jsonLd } from "../../scripts/vite/share/metadata.ts";
import { resumeText } from "../../scripts/vite/share/resume-text.ts";
import { renderPage } from "../../src/entry-server.tsx";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { textKey } from "../../src/shared/untranslated.ts";
import { at, FIXTURES, temporaryFolder } from "./fixtures.ts";

const JAPANESE = path.join(FIXTURES, "valid-japanese");

async function compiled(dir: string) {
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(`${dir} did not compile: ${JSON.stringify(result.diagnostics, null, 2)}`);
  return result;
}

/** valid-japanese copied, each of `edits` (a file, the text to replace, its replacement) made. */
function japaneseWith(name: string, ...edits: [file: string, from: string, to: string][]): string {
  const dir = temporaryFolder(name);
  cpSync(JAPANESE, dir, { recursive: true });
  for (const [file, from, to] of edits) {
    const text = readFileSync(path.join(dir, file), "utf8");
    if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
    writeFileSync(path.join(dir, file), text.replace(from, to));
  }
  return dir;
}

/** The site in Japanese, English and German. */
async function languages(dir = JAPANESE): Promise<[SiteContent, SiteContent, SiteContent]> {
  const { content, translations } = await compiled(dir);
  return [content, ...translations] as [SiteContent, SiteContent, SiteContent];
}

/** The Person of a page's JSON-LD. */
const person = (site: SiteContent) => jsonLd(site).mainEntity as { name: string; alternateName?: unknown };

describe("a name in each language", () => {
  it("is the translation's where it gives one: the owner's, a company's, a school's, on the page and in every file", async () => {
    const [ja, en, de] = await languages();
    expect([ja, en, de].map(({ profile }) => profile.name)).toEqual([
      "山本クラウス 葵",
      "Aoi Yamamoto-Klaus",
      "Aoi Yamamoto-Klaus",
    ]);
    expect(en.experience.map(({ company }) => company)).toEqual([
      "Naniwa Yoyaku Inc.",
      "京町システム合同会社",
    ]);
    expect(en.education.map(({ institution }) => institution)).toEqual(["Naniwa Institute of Technology"]);
    expect(de.experience.map(({ company }) => company)).toEqual([
      "株式会社なにわ予約",
      "京町システム合同会社",
    ]);
    // The ids stay the original's, whatever a translation renames.
    expect(en.experience.map(({ id }) => id)).toEqual(ja.experience.map(({ id }) => id));
    expect(en.education.map(({ id }) => id)).toEqual(ja.education.map(({ id }) => id));
    const page = renderPage(en);
    expect(page.page.name).toBe("Aoi Yamamoto-Klaus");
    expect(page.app).toMatch(/<h1>Aoi Yamamoto-Klaus<\/h1>/);
    expect(person(en).name).toBe("Aoi Yamamoto-Klaus");
    const text = resumeText(en).split("\n");
    expect(text[0]).toBe("Aoi Yamamoto-Klaus");
    expect(text).toContain("Naniwa Yoyaku Inc. — Osaka");
  });

  it("left out, says the original's language where its letters are of a script the page's language does not write", async () => {
    const [ja, en, de] = await languages();
    expect(ja.site.untranslated).toBeUndefined();
    // 京町システム合同会社 on the English page is Japanese; Naniwa Yoyaku Inc., given, is English.
    expect(en.site.untranslated?.lang).toBe("ja");
    expect(en.site.untranslated?.keys).toContain(textKey("京町システム合同会社"));
    expect(en.site.untranslated?.keys).not.toContain(textKey("Naniwa Yoyaku Inc."));
    expect(renderPage(en).app).toContain('<span lang="ja">京町システム合同会社</span>');
    expect(renderPage(en).app).not.toContain('<span lang="ja">Naniwa Yoyaku Inc.</span>');
    const german = renderPage(de).app;
    for (const name of ["株式会社なにわ予約", "京町システム合同会社", "浪速工業大学"])
      expect(german).toContain(`<span lang="ja">${name}</span>`);
  });

  it("left out on a page of the same script, is not told apart: a Spanish company or organisation on the English page; on the Arabic page it is", async () => {
    const { translations } = await compiled(path.join(FIXTURES, "valid-languages"));
    const [en, ar] = translations as [SiteContent, SiteContent];
    const company = textKey("Taller Gráfico Albufera");
    expect(en.site.untranslated?.keys ?? []).not.toContain(company);
    expect(ar.site.untranslated?.keys).toContain(company);
    expect(renderPage(ar).app).toContain('<span lang="es" dir="ltr">Taller Gráfico Albufera</span>');
    // A volunteering organisation likewise.
    expect(en.site.untranslated?.keys ?? []).not.toContain(textKey("Código en el Barrio"));
    expect(renderPage(ar).app).toContain('<span lang="es" dir="ltr">Código en el Barrio</span>');
  });

  it("the owner's, left out, says its language in the header, the banner and the footer", async () => {
    const dir = japaneseWith("content-japanese-name-left-out", [
      "profile.en.yaml",
      "name: Aoi Yamamoto-Klaus\n",
      "",
    ]);
    const [, en] = await languages(dir);
    expect(en.profile.name).toBe("山本クラウス 葵");
    const { app, page } = renderPage(en);
    expect(page.nameLang).toBe("ja");
    expect(app).toMatch(/<h1 lang="ja">山本クラウス 葵<\/h1>/);
    expect(app).toContain('© <span lang="ja">山本クラウス 葵</span>');
    // The reading is the original name's, which the English page shows: but not as ruby, which is Japanese.
    expect(app).not.toContain("<ruby>");
  });

  it("given as the original writes it, is a warning at its key; the Latin form, the same in every language, an error at its key", async () => {
    const dir = japaneseWith(
      "content-japanese-same-names",
      [
        "experience.de.yaml",
        "  京町システム合同会社:\n",
        "  京町システム合同会社:\n    company: 京町システム合同会社\n",
      ],
      [
        "profile.de.yaml",
        "name: Aoi Yamamoto-Klaus\n",
        "name: Aoi Yamamoto-Klaus\nlatinName: Aoi Yamamoto\n",
      ],
    );
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (result.ok) throw new Error("a translation of the Latin form of the name compiled");
    const said = result.diagnostics.filter(({ file }) => file.endsWith(".de.yaml"));
    expect(said.map(({ hint: _hint, ...rest }) => rest)).toEqual([
      {
        ...at(
          "experience.de.yaml",
          15,
          5,
          "experience.京町システム合同会社.company",
          "gives the company as experience.yaml writes it",
        ),
        severity: "warning",
      },
      at("profile.de.yaml", 2, 1, "latinName", "translates latinName, which is the same in every language"),
    ]);
    expect(said[0]?.hint).toBe(
      "leave it out: a name the translation leaves out is shown as experience.yaml writes it; give it here only where Deutsch (de) writes it otherwise (in its own script, or its own words)",
    );
  });
});

describe("npm run translate", () => {
  it("offers a name where the language does not write its letters, never the reading", () => {
    const read = (fixture: string, file: string) =>
      parse(readFileSync(path.join(FIXTURES, fixture, file), "utf8")) as unknown;
    const profile = yamlSkeleton("profile.yaml", read("valid-japanese", "profile.yaml"), "en") ?? "";
    expect(profile.split("\n")[0]).toBe("# name: 山本クラウス 葵");
    expect(profile).not.toContain("reading");
    expect(profile).not.toContain("latinName");
    const jobs = yamlSkeleton("experience.yaml", read("valid-japanese", "experience.yaml"), "en") ?? "";
    expect(jobs).toContain("  株式会社なにわ予約:\n    # company: 株式会社なにわ予約\n");
    // A Spanish company: written alike in English, but not in Arabic letters.
    const spanish = read("valid-languages", "experience.yaml");
    expect(yamlSkeleton("experience.yaml", spanish, "en")).not.toContain("# company:");
    expect(yamlSkeleton("experience.yaml", spanish, "ar")).toContain("# company: Taller Gráfico Albufera");
  });
});

describe("the reading and the Latin form of the owner's name", () => {
  it("are set over the name as ruby, word by word, and beside it in Latin letters on the Japanese page; the name alone for paper", async () => {
    const [ja, en] = await languages();
    expect(ja.profile.nameRuby).toEqual([
      { text: "山本クラウス", reading: "やまもとクラウス" },
      { text: " " },
      { text: "葵", reading: "あおい" },
    ]);
    const { app } = renderPage(ja);
    expect(app).toContain(
      '<h1><span class="banner-name-read"><ruby>山本クラウス<rt>やまもとクラウス</rt></ruby> <ruby>葵<rt>あおい</rt></ruby></span><span class="banner-name-paper">山本クラウス 葵</span> <span class="banner-latin-name" lang="ja-Latn">Aoi Yamamoto-Klaus</span></h1>',
    );
    // English gives the name without a reading: the original's reads another name, and the page is not Japanese.
    expect(en.profile.reading).toBeUndefined();
    expect(en.profile.nameRuby).toBeUndefined();
    expect(en.profile.latinNameBeside).toBeUndefined();
    expect(renderPage(en).app).not.toContain("<ruby>");
  });

  it("a reading of other words than the name's is set over the whole name", async () => {
    const dir = japaneseWith("content-japanese-whole-reading", [
      "profile.yaml",
      "reading: やまもとクラウス あおい\n",
      "reading: やまもと くらうす あおい\n",
    ]);
    const [ja] = await languages(dir);
    expect(ja.profile.nameRuby).toEqual([{ text: "山本クラウス 葵", reading: "やまもと くらうす あおい" }]);
    expect(renderPage(ja).app).toContain("<ruby>山本クラウス 葵<rt>やまもと くらうす あおい</rt></ruby>");
  });

  it("are the Person's alternateName in JSON-LD, and the reading follows the name in brackets in the Japanese resume.txt", async () => {
    const [ja, en] = await languages();
    expect(person(ja).alternateName).toEqual(["Aoi Yamamoto-Klaus", "やまもとクラウス あおい"]);
    // In English the Latin form is the name itself.
    expect(person(en).alternateName).toBeUndefined();
    expect(resumeText(ja).split("\n")[0]).toBe("山本クラウス 葵（やまもとクラウス あおい）");
  });
});
