import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  BACKGROUNDS,
  contrast,
  passes,
  passingShade,
  showRatio,
  siteTheme,
  TEXT_CONTRAST,
  worstContrast,
} from "../../scripts/compiler/colour.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { dateWords } from "../../scripts/compiler/passes/derive.ts";
import { jsonSchemaFiles } from "../../scripts/compiler/schema/json-schema.ts";
import { builtInWords, WORD_TABLES, wordsOf } from "../../scripts/compiler/word-tables.ts";
import { assemblePage } from "../../scripts/vite/page-assembly.ts";
import { monogramSvg, OG_PHOTO, ogImage } from "../../scripts/vite/share/images.ts";
import { COLOURS, jsonLd, OG_IMAGE, webManifest } from "../../scripts/vite/share/metadata.ts";
import { withHeadTags } from "../../scripts/vite/share-plugin.ts";
import { labelled } from "../../src/shared/locale.ts";
import { pageData } from "../../src/shared/page-data.ts";
import { ownDirection, textDirection } from "../../src/shared/text-direction.ts";
import { ENGLISH_WORDS, fill, type WordKey, wordParameters } from "../../src/shared/words.ts";
import { at, contentTree, FIXTURES } from "./fixtures.ts";

async function compileTree(dir: string) {
  return await compileContent({ contentDir: dir, cwd: dir });
}

async function compiled(scenario: string, siteYaml?: string) {
  const dir = contentTree(scenario);
  if (siteYaml !== undefined) writeFileSync(path.join(dir, "site.yaml"), siteYaml);
  const result = await compileTree(dir);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result;
}

async function failing(scenario: string) {
  const result = await compileTree(contentTree(scenario));
  if (result.ok) throw new Error(`${scenario} compiled, but should not have`);
  return result.diagnostics;
}

const withoutHint = <T extends { hint?: string }>({ hint: _hint, ...rest }: T) => rest;

describe("the site's language", () => {
  it("is English without a site.yaml: English words, English dates, no theme", async () => {
    const { content } = await compiled("valid-minimal");
    expect(content.site).toEqual({ lang: "en", dir: "ltr", words: ENGLISH_WORDS });
    expect((await compiled("valid-minimal", "theme:\n  accent: '#0f766e'\n")).content.site.lang).toBe("en");
    expect(content.experience[0]?.period.display).toBe("Jul 2019 – Present");
  });

  it("writes dates and words in Spanish, with the owner's own word over the built-in one", async () => {
    const { content, warnings } = await compiled("valid-spanish");
    expect(warnings).toEqual([]);
    expect(content.site.lang).toBe("es");
    expect(content.site.words).toEqual({ ...WORD_TABLES.es, experience: "Trayectoria" });
    expect(content.site.words.present).toBe("Actualidad");
    expect(content.experience.map((job) => job.period.display)).toEqual([
      "jul 2019 – Actualidad",
      "2016 – jun 2019",
    ]);
    expect(content.education[0]).toMatchObject({
      period: { startLabel: "sept 2012", endLabel: "may 2016" },
      gpaLabel: "Nota media: 3,8",
    });
  });

  it("writes dates and words in Korean", async () => {
    const { content } = await compiled("valid-korean");
    expect(content.site.words).toEqual(WORD_TABLES.ko);
    expect(content.experience[0]?.period).toMatchObject({ startLabel: "2019년 7월", endLabel: "현재" });
    expect(content.experience[1]?.period.startLabel).toBe("2016년");
  });

  it("knows a right-to-left language: Arabic and Hebrew are written from the right", async () => {
    expect((await compiled("valid-minimal", "lang: ar\n")).content.site.dir).toBe("rtl");
    expect((await compiled("valid-minimal", "lang: he\n")).content.site.dir).toBe("rtl");
    expect((await compiled("valid-spanish")).content.site.dir).toBe("ltr");
  });

  it("compiles a whole site in Arabic (valid-arabic) without a warning: Arabic words and dates, right to left", async () => {
    const dir = path.join(FIXTURES, "valid-arabic");
    const result = await compileTree(dir);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.warnings).toEqual([]);
    expect(result.content.site).toEqual({ lang: "ar", dir: "rtl", words: WORD_TABLES.ar });
    expect(result.content.experience.map((job) => job.period.display)).toEqual([
      "يوليو 2020 – حتى الآن",
      "مارس 2017 – يونيو 2020",
    ]);
    expect(result.content.projects.map((project) => project.id)).toEqual([
      "لوحة-مواعيد-الحافلات",
      "تقويم-الرياح",
    ]);
  });

  it("compiles a whole site in Chinese with an English translation (valid-chinese) without a warning", async () => {
    const dir = path.join(FIXTURES, "valid-chinese");
    const result = await compileTree(dir);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
    expect(result.warnings).toEqual([]);
    const { content, translations } = result;
    expect(content.site).toMatchObject({ lang: "zh", dir: "ltr", words: WORD_TABLES.zh });
    expect(translations.map((translation) => translation.site.lang)).toEqual(["en"]);
    expect(content.site.words.resumePdf).toBe("简历（PDF）");
    expect(content.experience.flatMap((job) => job.roles.map((role) => role.period.display))).toEqual([
      "2021年7月 – 至今",
      "2018年3月 – 2021年6月",
      "2016年7月 – 2018年2月",
    ]);
    // Lines wrapped in the editor join with no space between two hanzi, and with one beside Latin.
    expect(content.profile.summaryHtml).toContain("物流平台和在线支付系统");
    expect(content.profile.summaryHtml).toContain("PostgreSQL 搭建");
    expect(content.experience[0]?.roles[0]?.highlights[0]).toBe(
      "把订单服务的平均响应时间从八百毫秒降到一百毫秒以内",
    );
    expect(content.education[0]?.gpaLabel).toBe("GPA：3.7");
    expect(translations[0]?.experience[0]?.roles[0]?.position).toBe("Senior backend engineer");
  });

  it.each([
    ["ar", "rtl"],
    ["ar-EG", "rtl"],
    ["he", "rtl"],
    ["fa", "rtl"],
    ["ur", "rtl"],
    ["ps", "rtl"],
    ["yi", "rtl"],
    ["ckb", "rtl"],
    ["sd", "rtl"],
    ["ug", "rtl"],
    // Locale data alone says "ltr" for these two: the script's direction decides.
    ["dv", "rtl"],
    ["az-Arab", "rtl"],
    ["ar-Latn", "ltr"],
    ["az", "ltr"],
    ["sd-Deva", "ltr"],
    ["en", "ltr"],
    ["ko", "ltr"],
    ["zh-Hans", "ltr"],
  ] as const)("writes %s %s", (lang, direction) => {
    expect(textDirection(lang)).toBe(direction);
  });

  it.each([
    // text, on a page written ltr, on one written rtl
    ["Improved the build tools.", undefined, "ltr"],
    ["تحسين أدوات البناء.", "rtl", undefined],
    ["React هو ما استخدمناه.", "rtl", undefined],
    ["Shipped v2 with the team in عمّان.", undefined, "ltr"],
    ["שיפור כלי הבנייה.", "rtl", undefined],
    ["2019–2021, 40 %", undefined, undefined],
    ["", undefined, undefined],
  ] as const)("a block of %j keeps its own direction on either page", (text, onLtr, onRtl) => {
    expect(ownDirection(text, "ltr")).toBe(onLtr);
    expect(ownDirection(text, "rtl")).toBe(onRtl);
  });

  it("takes any BCP 47 tag in canonical form, a region's language its language's words", async () => {
    const { content } = await compiled("valid-minimal", "lang: ES-mx\n");
    expect(content.site.lang).toBe("es-MX");
    expect(content.site.words.experience).toBe("Experiencia");
  });

  it("warns when its language has no built-in words, naming each word that shows in English", async () => {
    const { content, warnings } = await compiled(
      "valid-minimal",
      "lang: fi\nwords:\n  experience: Työkokemus\n",
    );
    expect(content.site.words).toMatchObject({ experience: "Työkokemus", education: "Education" });
    const july2019 = new Intl.DateTimeFormat("fi", { month: "short", year: "numeric", timeZone: "UTC" });
    expect(content.experience[0]?.period.startLabel).toBe(july2019.format(Date.UTC(2019, 6, 1)));
    const missing = Object.keys(ENGLISH_WORDS).filter((key) => key !== "experience");
    expect(warnings).toEqual([
      {
        ...at(
          "site.yaml",
          1,
          7,
          "lang",
          `no built-in interface words for "fi": ${missing.length} words show in English: ${missing.join(", ")}`,
        ),
        severity: "warning",
        hint: `give them under words: (see docs/languages.md, “Language, words and colours”), or use a language with built-in words: ${Object.keys(WORD_TABLES).join(", ")}`,
      },
    ]);
    expect(warnings[0]?.message).toContain("resume, projects, about, mainNavigation");
  });

  it("does not warn about a language without built-in words when the owner gives every word", async () => {
    const all = Object.keys(ENGLISH_WORDS)
      .map((key) => `  ${key}: "${ENGLISH_WORDS[key as WordKey].replace(/^/, "» ")}"`)
      .join("\n");
    const { content, warnings } = await compiled("valid-minimal", `lang: fi\nwords:\n${all}\n`);
    expect(warnings).toEqual([]);
    expect(content.site.words.experience).toBe("» Experience");
    const one = Object.keys(ENGLISH_WORDS)
      .filter((key) => key !== "reload")
      .map((key) =>
        `  ${key}: x {${wordParameters(ENGLISH_WORDS[key as WordKey]).join("} {")}}`.replace(" {}", ""),
      )
      .join("\n");
    expect(
      (await compiled("valid-minimal", `lang: fi\nwords:\n${one}\n`)).warnings.map((w) => w.message),
    ).toEqual(['no built-in interface words for "fi": 1 word shows in English: reload']);
  });

  it("writes words and dates in Portuguese, European or Brazilian as the tag says, without warning", async () => {
    const pt = await compiled("valid-minimal", "lang: pt\n");
    expect(pt.warnings).toEqual([]);
    expect(pt.content.site.words).toEqual(WORD_TABLES.pt);
    // The month as Intl abbreviates it in Portuguese ("jul."), without its "de".
    const month = new Intl.DateTimeFormat("pt", { month: "short", timeZone: "UTC" }).format(
      Date.UTC(2019, 6, 1),
    );
    expect(pt.content.experience[0]?.period.display).toBe(`${month} 2019 – atual`);
    expect((await compiled("valid-minimal", "lang: pt-PT\n")).content.site.words).toEqual(WORD_TABLES.pt);
    const brazil = await compiled("valid-minimal", "lang: pt-br\n");
    expect(brazil.warnings).toEqual([]);
    expect(brazil.content.site.lang).toBe("pt-BR");
    expect(brazil.content.site.words).toEqual(WORD_TABLES["pt-BR"]);
    expect(brazil.content.site.words.skipToContent).toBe("Pular para o conteúdo");
    expect(pt.content.site.words.skipToContent).toBe("Saltar para o conteúdo");
  });

  it("writes Chinese in traditional characters for Taiwan, Hong Kong and Macau, and in simplified ones otherwise", async () => {
    for (const lang of ["zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-TW"]) {
      const { warnings, content } = await compiled("valid-minimal", `lang: ${lang}\n`);
      expect(warnings, lang).toEqual([]);
      expect(content.site.words, lang).toEqual(WORD_TABLES["zh-Hant"]);
    }
    expect(WORD_TABLES["zh-Hant"]?.experience).toBe("工作經歷");
    for (const lang of ["zh", "zh-CN", "zh-SG", "zh-Hans"])
      expect((await compiled("valid-minimal", `lang: ${lang}\n`)).content.site.words, lang).toEqual(
        WORD_TABLES.zh,
      );
  });

  it("refuses a tag that is not BCP 47, and a word that drops a name the site fills in", async () => {
    const diagnostics = await failing("invalid-lang");
    expect(diagnostics.map(withoutHint)).toEqual([
      at(
        "site.yaml",
        1,
        7,
        "lang",
        'expected a language tag (BCP 47) such as en, es or pt-BR, got "es_MX": did you mean "es-MX"?',
      ),
      at(
        "site.yaml",
        3,
        19,
        "words.networkProfile",
        'expected the word to keep {network}, which the site fills in, and no other {name}, got "Perfil"',
      ),
    ]);
  });

  it("refuses a tag longer than 35 characters, and extensions that would change the calendar or the numerals", async () => {
    const refused = async (lang: string) => {
      const dir = contentTree("valid-minimal");
      writeFileSync(path.join(dir, "site.yaml"), `lang: ${lang}\n`);
      const result = await compileTree(dir);
      return result.ok ? [] : result.diagnostics;
    };
    const long = "en-".padEnd(40_000, "a");
    expect(await refused(long)).toEqual([
      at(
        "site.yaml",
        1,
        7,
        "lang",
        `expected a language tag (BCP 47) of at most 35 characters, such as en, es or pt-BR, got "${long.slice(0, 57)}..."`,
      ),
    ]);
    const extension = (lang: string, plain: string) => ({
      ...at(
        "site.yaml",
        1,
        7,
        "lang",
        `expected a language tag without extensions (-u-, -t-, -x-…), got "${lang}"`,
      ),
      hint: `write lang: ${plain}; an extension would change the calendar or the numerals of the dates, which follow the language`,
    });
    expect(await refused("th-TH-u-ca-buddhist")).toEqual([extension("th-TH-u-ca-buddhist", "th-TH")]);
    expect(await refused("ar-EG-u-nu-arab")).toEqual([extension("ar-EG-u-nu-arab", "ar-EG")]);
    expect(await refused("en-x-pirate")).toEqual([extension("en-x-pirate", "en")]);
  });

  it("refuses an unknown word, with the one it was likely meant to be", async () => {
    const diagnostics = await failing("invalid-unknown-word");
    expect(diagnostics).toEqual([
      {
        ...at("site.yaml", 3, 3, "words.experiance", 'unknown field "experiance"'),
        hint: 'did you mean "experience"?',
      },
    ]);
  });
});

describe("the owner's accent", () => {
  it("gives both themes their colours, the dark one a lighter shade that passes", async () => {
    const { content } = await compiled("valid-spanish");
    const theme = content.site.theme;
    expect(theme?.light).toMatchObject({ accent: "#0f766e", onAccent: "#ffffff" });
    expect(theme && passes(theme.dark.accent, "dark")).toBe(true);
    expect(theme && passes(theme.light.accent, "light")).toBe(true);
    // Text on the accent itself (buttons) reads too.
    expect(theme && contrast(theme.light.accent, theme.light.onAccent)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(theme && contrast(theme.dark.accent, theme.dark.onAccent)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it("refuses an accent that does not read, naming the ratio, with a shade that passes", async () => {
    const diagnostics = await failing("invalid-accent-contrast");
    expect(diagnostics.map(withoutHint)).toEqual([
      at(
        "site.yaml",
        2,
        11,
        "theme.accent",
        "expected an accent that reads as text on the light theme's backgrounds (contrast 4.5:1, WCAG AA), got #38bdf8: 1.91:1 on #f0f2f6",
      ),
      at(
        "site.yaml",
        3,
        15,
        "theme.accentDark",
        "expected an accent that reads as text on the dark theme's backgrounds (contrast 4.5:1, WCAG AA), got #1e3a8a: 1.37:1 on #1a294e",
      ),
    ]);
    const suggested = diagnostics.map((d) => /try (#[0-9a-f]{6})/.exec(d.hint ?? "")?.[1]);
    expect(diagnostics.map((d) => d.hint)).toEqual([
      `try ${suggested[0]}, the nearest darker shade that passes (${showRatio(worstContrast(suggested[0] ?? "", "light").ratio)})`,
      `try ${suggested[1]}, the nearest lighter shade that passes (${showRatio(worstContrast(suggested[1] ?? "", "dark").ratio)})`,
    ]);
    // The suggestions themselves compile.
    const { content } = await compiled(
      "valid-minimal",
      `theme:\n  accent: "${suggested[0]}"\n  accentDark: "${suggested[1]}"\n`,
    );
    expect(content.site.theme?.light.accent).toBe(suggested[0]);
    expect(content.site.theme?.dark.accent).toBe(suggested[1]);
  });

  it("refuses what is not a hex colour", async () => {
    const dir = contentTree("valid-minimal");
    writeFileSync(path.join(dir, "site.yaml"), "theme:\n  accent: teal\n");
    const result = await compileTree(dir);
    expect(result.ok ? [] : result.diagnostics.map(withoutHint)).toEqual([
      at("site.yaml", 2, 11, "theme.accent", 'expected a colour as #rgb or #rrggbb, got "teal"'),
    ]);
  });
});

describe("contrast maths", () => {
  it("gives WCAG 2's ratios", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
    // The classic borderline greys: #767676 passes on white, #777777 does not.
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#fff", "#000")).toBe(contrast("#000000", "#ffffff"));
  });

  it("never rounds a failing ratio up to the target", () => {
    expect(showRatio(4.499)).toBe("4.49:1");
    expect(showRatio(21)).toBe("21:1");
  });

  it("finds a passing shade of any colour, keeping one that passes as it is", () => {
    for (const colour of ["#ffff00", "#38bdf8", "#f472b6", "#a3e635", "#ffffff", "#777777"]) {
      const shade = passingShade(colour, "light");
      expect(worstContrast(shade, "light").ratio).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    for (const colour of ["#000000", "#1e3a8a", "#4c1d95", "#7f1d1d"]) {
      const shade = passingShade(colour, "dark");
      expect(worstContrast(shade, "dark").ratio).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(passingShade("#0f766e", "light")).toBe("#0f766e");
  });

  it("checks the accent against every background of the theme", () => {
    for (const background of BACKGROUNDS.light)
      expect(contrast(siteTheme("#0f766e").light.accent, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    for (const background of BACKGROUNDS.dark)
      expect(contrast(siteTheme("#0f766e").dark.accent, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

/** Every language the site has its own words for, as site.yaml's `lang` names them. */
const BUILT_IN = [
  "en",
  "es",
  "pt",
  "pt-BR",
  "fr",
  "de",
  "it",
  "nl",
  "pl",
  "ru",
  "uk",
  "tr",
  "ja",
  "zh",
  "zh-Hant",
  "ko",
  "hi",
  "ar",
];

describe("the words table", () => {
  it.each(BUILT_IN)("has every word of English in %s, no other, with the same names to fill in", (tag) => {
    const table = WORD_TABLES[tag];
    if (!table) throw new Error(`no table for ${tag}`);
    const english = Object.keys(ENGLISH_WORDS);
    expect(
      english.filter((key) => !Object.hasOwn(table, key)),
      "missing",
    ).toEqual([]);
    expect(
      Object.keys(table).filter((key) => !english.includes(key)),
      "not in English",
    ).toEqual([]);
    for (const [key, value] of Object.entries(table)) {
      expect(value.trim(), key).not.toBe("");
      expect(wordParameters(value), key).toEqual(wordParameters(ENGLISH_WORDS[key as WordKey]));
    }
  });

  it("has no table but the built-in languages', each its own language's words", () => {
    expect(Object.keys(WORD_TABLES).sort()).toEqual([...BUILT_IN].sort());
    // A table copied from English and left untranslated would still pass the test above.
    for (const tag of BUILT_IN.filter((tag) => tag !== "en"))
      expect(WORD_TABLES[tag]?.skipToContent, tag).not.toBe(ENGLISH_WORDS.skipToContent);
    expect(fill(ENGLISH_WORDS.showImage, { n: 2, count: 5 })).toBe("Show image 2 of 5");
  });

  it("writes Japanese and Chinese with full-width brackets, colons, commas and stops, Korean with Latin brackets", () => {
    // Latin punctuation a word may hold where Japanese and Chinese write their own: ( ) : , ; ! ?
    const latin = /[():,;!?]/;
    for (const tag of ["ja", "zh"]) {
      const table = WORD_TABLES[tag];
      if (!table) throw new Error(`no table for ${tag}`);
      expect(
        Object.entries(table).filter(([, word]) => latin.test(word)),
        tag,
      ).toEqual([]);
    }
    expect(WORD_TABLES.ja?.resumePdf).toBe("経歴書（PDF）");
    expect(WORD_TABLES.zh?.resumeText).toBe("简历（纯文本）");
    // Korean sets half-width brackets, with a space before them, as its style guides do.
    expect(WORD_TABLES.ko?.resumePdf).toBe("이력서 (PDF)");
    expect(Object.values(WORD_TABLES.ko ?? ENGLISH_WORDS).filter((word) => /[（）：，]/.test(word))).toEqual(
      [],
    );
  });

  it("writes a label's colon as the language does: full width in Japanese and Chinese, Latin in Korean", () => {
    expect(labelled("GPA", "3.8", "ja")).toBe("GPA：3.8");
    expect(labelled("GPA", "3.8", "zh-TW")).toBe("GPA：3.8");
    expect(labelled("학점", "3.8", "ko")).toBe("학점: 3.8");
    expect(labelled("Moyenne", "3,8", "fr")).toBe("Moyenne\u00a0: 3,8");
  });

  it("picks a language's table by its exact tag, then its language and region, then its language", () => {
    const tagOf = (lang: string) => builtInWords(lang)?.tag;
    expect(tagOf("pt-BR")).toBe("pt-BR");
    expect(tagOf("pt-Latn-BR")).toBe("pt-BR");
    expect(tagOf("pt")).toBe("pt");
    expect(tagOf("pt-PT")).toBe("pt");
    expect(tagOf("pt-AO")).toBe("pt");
    expect(tagOf("zh")).toBe("zh");
    expect(tagOf("zh-Hans")).toBe("zh");
    expect(tagOf("zh-CN")).toBe("zh");
    expect(tagOf("zh-Hans-CN")).toBe("zh");
    expect(tagOf("es-MX")).toBe("es");
    expect(tagOf("en-GB")).toBe("en");
    expect(tagOf("ar-EG")).toBe("ar");
    expect(tagOf("fi")).toBeUndefined();
    expect(tagOf("sw-KE")).toBeUndefined();
    expect(wordsOf("pt-BR")).toBe(WORD_TABLES["pt-BR"]);
    expect(wordsOf("de-AT")).toBe(WORD_TABLES.de);
    expect(wordsOf("fi")).toBe(ENGLISH_WORDS);
  });

  it("says in the schema where each word shows on the site", () => {
    const schema = JSON.parse(jsonSchemaFiles()["site.schema.json"] ?? "{}");
    const words: Record<string, { description: string }> = schema.properties.words.properties;
    expect(Object.keys(words).sort()).toEqual(Object.keys(ENGLISH_WORDS).sort());
    expect(words.projectHighlights?.description).toBe(
      'Heading of the Projects screen. In English: "Project Highlights".',
    );
    expect(words.carousel?.description).toContain("project's gallery");
    const descriptions = Object.values(words).map(({ description }) => description);
    expect(descriptions.filter((text) => text.startsWith("Replaces"))).toEqual([]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("the dates' form", () => {
  const moment = Date.UTC(2021, 0, 1);
  const intl = (lang: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang, { ...options, timeZone: "UTC" }).format(moment);
  const show = (lang: string, form?: "short" | "long" | "numeric" | "year") =>
    dateWords({ lang, words: wordsOf(lang) }, form).show(2021, 1);

  it.each(["en", "de", "fr", "ko", "ja", "ar"])("writes each form as Intl does in %s", (lang) => {
    expect(show(lang)).toBe(intl(lang, { year: "numeric", month: "short" }));
    expect(show(lang, "short")).toBe(intl(lang, { year: "numeric", month: "short" }));
    expect(show(lang, "long")).toBe(intl(lang, { year: "numeric", month: "long" }));
    expect(show(lang, "numeric")).toBe(intl(lang, { year: "numeric", month: "2-digit" }));
    expect(show(lang, "year")).toBe(intl(lang, { year: "numeric" }));
  });

  it("leaves out the word between a short month and its year, and keeps the long form's", () => {
    const month = (lang: string) => intl(lang, { month: "short" });
    expect(show("pt", "short")).toBe(`${month("pt")} 2021`);
    expect(show("pt-BR", "short")).toBe(`${month("pt-BR")} 2021`);
    expect(show("pt", "long")).toBe(intl("pt", { year: "numeric", month: "long" }));
    expect(show("pt", "long")).toContain(" de 2021");
    expect(show("en", "short")).toBe("Jan 2021");
    expect(show("en", "long")).toBe("January 2021");
    expect(show("en", "numeric")).toBe("01/2021");
    expect(show("en", "year")).toBe("2021");
  });

  it("shows a date without a month as its year in every form", () => {
    for (const form of ["short", "long", "numeric", "year"] as const)
      expect(dateWords({ lang: "de", words: wordsOf("de") }, form).show(2021)).toBe(
        intl("de", { year: "numeric" }),
      );
  });

  it("follows site.yaml's dateFormat in every period, and refuses a form it does not know", async () => {
    const label = async (siteYaml: string) =>
      (await compiled("valid-minimal", siteYaml)).content.experience.map((job) => job.period.display);
    const july = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("pt", { ...options, year: "numeric", timeZone: "UTC" }).format(
        Date.UTC(2019, 6, 1),
      );
    expect((await label("lang: pt\ndateFormat: long\n"))[0]).toBe(`${july({ month: "long" })} – atual`);
    expect((await label("lang: pt\ndateFormat: numeric\n"))[0]).toBe(`${july({ month: "2-digit" })} – atual`);
    expect(await label("lang: pt\ndateFormat: year\n")).toEqual(["2019 – atual", "2016 – 2019"]);
    expect(await label("lang: en\n")).toEqual(["Jul 2019 – Present", "2016 – Jun 2019"]);
    const dir = contentTree("valid-minimal");
    writeFileSync(path.join(dir, "site.yaml"), "dateFormat: medium\n");
    const result = await compileTree(dir);
    expect(result.ok ? [] : result.diagnostics.map(withoutHint)).toEqual([
      at(
        "site.yaml",
        1,
        13,
        "dateFormat",
        'expected one of "short", "long", "numeric", "year", got "medium"',
      ),
    ]);
  });
});

describe("the built page in the site's language and colours", () => {
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'" />
    <title>Portfolio</title>
    <script id="before-paint"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

  it("says its language in <html lang>, the JSON-LD and the manifest", async () => {
    const { content } = await compiled("valid-spanish");
    expect(withHeadTags(page, content)).toContain('<html lang="es" dir="ltr">');
    expect(jsonLd(content)).toMatchObject({ inLanguage: "es" });
    expect(webManifest(content)).toMatchObject({ lang: "es" });
  });

  it("says a right-to-left language's direction in <html dir> and to the page's script", async () => {
    const { content } = await compiled("valid-minimal", "lang: ar\n");
    expect(withHeadTags(page, content)).toContain('<html lang="ar" dir="rtl">');
    expect(pageData(content).dir).toBe("rtl");
  });

  it("carries the accent in a <style> the CSP allows, and in the icons and manifest", async () => {
    const { content } = await compiled("valid-spanish");
    const html = assemblePage(
      withHeadTags(page, content),
      { app: "", sheets: "", page: pageData(content) },
      {},
    );
    const style = /<style id="accent">([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain("--accent:#0f766e");
    expect(style).toContain(`--accent:${content.site.theme?.dark.accent}`);
    const policy = /style-src ([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toContain(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(webManifest(content)).toMatchObject({ theme_color: "#0f766e" });
    expect(html).toContain(encodeURIComponent('fill="#0f766e"'));
  });

  it("draws the initials of an owner without a photo on the accent in the link preview", async () => {
    const { content } = await compiled("valid-spanish");
    if (content.profile.photo) throw new Error("valid-spanish has no photo");
    const { data, info } = await sharp(await ogImage(content, undefined))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    };
    // Inside the round badge, left of the letters at its centre.
    expect(pixel(OG_PHOTO.left + OG_PHOTO.size * 0.15, OG_IMAGE.height / 2)).toBe("#0f766e");
    // And in the band along the top, as before.
    expect(pixel(OG_IMAGE.width / 2, 4)).toBe("#0f766e");
  });

  it("mirrors the link preview for a language written right to left: the initials at the right, the text ending at their left", async () => {
    const { content } = await compiled("valid-spanish", 'lang: ar\ntheme:\n  accent: "#0f766e"\n');
    const { data, info } = await sharp(await ogImage(content, undefined))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    };
    const middle = OG_IMAGE.height / 2;
    // The badge's right edge, mirrored: the accent inside it, not at the left.
    expect(pixel(OG_IMAGE.width - OG_PHOTO.left - OG_PHOTO.size * 0.15, middle)).toBe("#0f766e");
    expect(pixel(OG_PHOTO.left + OG_PHOTO.size * 0.15, middle)).not.toBe("#0f766e");
    // The name's ink ends near the badge: darker pixels just left of its margin, none at the far left.
    const ink = (from: number, to: number) => {
      let dark = 0;
      for (let x = from; x < to; x++)
        for (let y = middle - 120; y < middle + 60; y += 2)
          if ((pixel(x, y).match(/[0-9a-f]{2}/g) ?? []).every((v) => Number.parseInt(v, 16) < 90)) dark++;
      return dark;
    };
    const textEnd = OG_IMAGE.width - OG_PHOTO.left - OG_PHOTO.size - 70;
    expect(ink(textEnd - 120, textEnd)).toBeGreaterThan(0);
    expect(ink(20, 120)).toBe(0);
  });

  it("keeps the site's own colours without an accent", async () => {
    const { content } = await compiled("valid-minimal");
    expect(withHeadTags(page, content)).not.toContain("<style");
    expect(webManifest(content)).toMatchObject({ theme_color: COLOURS.accent, lang: "en" });
    expect(monogramSvg("Robin Vale")).toContain(`fill="${COLOURS.accent}"`);
  });
});
