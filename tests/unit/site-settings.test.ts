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
} from "../../scripts/content/colour.ts";
import { compileContent } from "../../scripts/content/compile.ts";
import { allowInlineCode, inlineCodeOf } from "../../scripts/prerender.ts";
import { monogramSvg, OG_PHOTO, ogImage } from "../../scripts/share/images.ts";
import { COLOURS, jsonLd, OG_IMAGE, webManifest } from "../../scripts/share/metadata.ts";
import { withHeadTags } from "../../scripts/share/vite-plugin.ts";
import { ENGLISH_WORDS, fill, WORD_TABLES, wordParameters } from "../../src/words.ts";
import { at, contentTree } from "./fixtures.ts";

function compileTree(dir: string) {
  return compileContent({ contentDir: dir, cwd: dir });
}

function compiled(scenario: string, siteYaml?: string) {
  const dir = contentTree(scenario);
  if (siteYaml !== undefined) writeFileSync(path.join(dir, "site.yaml"), siteYaml);
  const result = compileTree(dir);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result;
}

function failing(scenario: string) {
  const result = compileTree(contentTree(scenario));
  if (result.ok) throw new Error(`${scenario} compiled, but should not have`);
  return result.diagnostics;
}

const withoutHint = <T extends { hint?: string }>({ hint: _hint, ...rest }: T) => rest;

describe("the site's language", () => {
  it("is English without a site.yaml: English words, English dates, no theme", () => {
    const { content } = compiled("valid-minimal");
    expect(content.site).toEqual({ lang: "en", words: ENGLISH_WORDS });
    expect(compiled("valid-minimal", "theme:\n  accent: '#0f766e'\n").content.site.lang).toBe("en");
    expect(content.experience[0]?.period.display).toBe("Jul 2019 – Present");
  });

  it("writes dates and words in Spanish, with the owner's own word over the built-in one", () => {
    const { content, warnings } = compiled("valid-spanish");
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
      gpaLabel: "Nota media: 3.8",
    });
  });

  it("writes dates and words in Korean", () => {
    const { content } = compiled("valid-korean");
    expect(content.site.words).toEqual(WORD_TABLES.ko);
    expect(content.experience[0]?.period).toMatchObject({ startLabel: "2019년 7월", endLabel: "현재" });
    expect(content.experience[1]?.period.startLabel).toBe("2016년");
  });

  it("takes any BCP 47 tag in canonical form, a region's language its language's words", () => {
    const { content } = compiled("valid-minimal", "lang: ES-mx\n");
    expect(content.site.lang).toBe("es-MX");
    expect(content.site.words.experience).toBe("Experiencia");
  });

  it("warns when its language has no built-in words, and shows English ones", () => {
    const { content, warnings } = compiled("valid-minimal", "lang: fr\nwords:\n  experience: Parcours\n");
    expect(content.site.words).toMatchObject({ experience: "Parcours", education: "Education" });
    expect(content.experience[0]?.period.startLabel).toBe("juil. 2019");
    expect(warnings.map(withoutHint)).toEqual([
      {
        ...at(
          "site.yaml",
          1,
          7,
          "lang",
          'no built-in interface words for "fr": the site\'s headings and labels are in English',
        ),
        severity: "warning",
      },
    ]);
  });

  it("refuses a tag that is not BCP 47, and a word that drops a name the site fills in", () => {
    const diagnostics = failing("invalid-lang");
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

  it("refuses a tag longer than 35 characters, and extensions that would change the calendar or the numerals", () => {
    const refused = (lang: string) => {
      const dir = contentTree("valid-minimal");
      writeFileSync(path.join(dir, "site.yaml"), `lang: ${lang}\n`);
      const result = compileTree(dir);
      return result.ok ? [] : result.diagnostics;
    };
    const long = "en-".padEnd(40_000, "a");
    expect(refused(long)).toEqual([
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
    expect(refused("th-TH-u-ca-buddhist")).toEqual([extension("th-TH-u-ca-buddhist", "th-TH")]);
    expect(refused("ar-EG-u-nu-arab")).toEqual([extension("ar-EG-u-nu-arab", "ar-EG")]);
    expect(refused("en-x-pirate")).toEqual([extension("en-x-pirate", "en")]);
  });

  it("refuses an unknown word, with the one it was likely meant to be", () => {
    const diagnostics = failing("invalid-unknown-word");
    expect(diagnostics).toEqual([
      {
        ...at("site.yaml", 3, 3, "words.experiance", 'unknown field "experiance"'),
        hint: 'did you mean "experience"?',
      },
    ]);
  });
});

describe("the owner's accent", () => {
  it("gives both themes their colours, the dark one a lighter shade that passes", () => {
    const { content } = compiled("valid-spanish");
    const theme = content.site.theme;
    expect(theme?.light).toMatchObject({ accent: "#0f766e", onAccent: "#ffffff" });
    expect(theme && passes(theme.dark.accent, "dark")).toBe(true);
    expect(theme && passes(theme.light.accent, "light")).toBe(true);
    // Text on the accent itself (buttons) reads too.
    expect(theme && contrast(theme.light.accent, theme.light.onAccent)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(theme && contrast(theme.dark.accent, theme.dark.onAccent)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it("refuses an accent that does not read, naming the ratio, with a shade that passes", () => {
    const diagnostics = failing("invalid-accent-contrast");
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
    const { content } = compiled(
      "valid-minimal",
      `theme:\n  accent: "${suggested[0]}"\n  accentDark: "${suggested[1]}"\n`,
    );
    expect(content.site.theme?.light.accent).toBe(suggested[0]);
    expect(content.site.theme?.dark.accent).toBe(suggested[1]);
  });

  it("refuses what is not a hex colour", () => {
    const dir = contentTree("valid-minimal");
    writeFileSync(path.join(dir, "site.yaml"), "theme:\n  accent: teal\n");
    const result = compileTree(dir);
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

describe("the words table", () => {
  it("has every word in every language, with the same names to fill in", () => {
    for (const table of Object.values(WORD_TABLES)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(ENGLISH_WORDS).sort());
      for (const [key, value] of Object.entries(table))
        expect(wordParameters(value)).toEqual(
          wordParameters(ENGLISH_WORDS[key as keyof typeof ENGLISH_WORDS]),
        );
    }
    expect(fill(ENGLISH_WORDS.showImage, { n: 2, count: 5 })).toBe("Show image 2 of 5");
  });
});

describe("the built page in the site's language and colours", () => {
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'" />
    <title>Portfolio</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

  it("says its language in <html lang>, the JSON-LD and the manifest", () => {
    const { content } = compiled("valid-spanish");
    expect(withHeadTags(page, content)).toContain('<html lang="es">');
    expect(jsonLd(content)).toMatchObject({ inLanguage: "es" });
    expect(webManifest(content)).toMatchObject({ lang: "es" });
  });

  it("carries the accent in a <style> the CSP allows, and in the icons and manifest", () => {
    const { content } = compiled("valid-spanish");
    const template = withHeadTags(page, content);
    const html = allowInlineCode(template, { ...inlineCodeOf(template), styleAttributes: [] });
    const style = /<style id="accent">([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain("--accent:#0f766e");
    expect(style).toContain(`--accent:${content.site.theme?.dark.accent}`);
    const policy = /style-src ([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toContain(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(webManifest(content)).toMatchObject({ theme_color: "#0f766e" });
    expect(html).toContain(encodeURIComponent('fill="#0f766e"'));
  });

  it("draws the initials of an owner without a photo on the accent in the link preview", async () => {
    const { content } = compiled("valid-spanish");
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

  it("keeps the site's own colours without an accent", () => {
    const { content } = compiled("valid-minimal");
    expect(withHeadTags(page, content)).not.toContain("<style");
    expect(webManifest(content)).toMatchObject({ theme_color: COLOURS.accent, lang: "en" });
    expect(monogramSvg("Robin Vale")).toContain(`fill="${COLOURS.accent}"`);
  });
});
