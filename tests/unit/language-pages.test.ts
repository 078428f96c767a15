import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { pageContentFile, writeOtherPages } from "../../scripts/dev/content-compiler.ts";
import { attributeValue } from "../../scripts/lib/html-text.ts";
import { linkOwnPdf, rebasePage, rebaseUrl } from "../../scripts/vite/language-pages.ts";
import { headTags } from "../../scripts/vite/share/metadata.ts";
import { renderPage } from "../../src/entry-server.tsx";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { pageData } from "../../src/shared/page-data.ts";
import { languageFile, pagePath, upToSite } from "../../src/shared/paths.ts";
import { runScript, SPAWN_TIMEOUT } from "./command.ts";
import { contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

/** A fixture compiled: the site in its default language, then in each other. */
async function sitesOf(fixture: string): Promise<SiteContent[]> {
  const result = await compileContent({ contentDir: path.join(FIXTURES, fixture) });
  if (!result.ok) throw new Error(`${fixture} does not compile`);
  return [result.content, ...result.translations];
}

/** The site in Spanish (the default), English (en/) and Arabic (ar/). */
const languages = await sitesOf("valid-languages");
const [oneLanguage] = await sitesOf("valid-minimal");

/** A page as the build writes it for the site's folder, in short: every kind of address it holds. */
const PAGE = `<!doctype html><html lang="pt-PT"><head>
<meta property="og:image" content="og-image.pt-PT.png" />
<meta name="twitter:image" content="og-image.pt-PT.png" />
<meta property="og:url" content="https://ada.example/pt-pt/" />
<link rel="alternate" hreflang="en" href="./" />
<link rel="alternate" hreflang="ar" href="ar/" />
<link rel="icon" href="data:image/svg+xml,%3Csvg%3E" />
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<template id="after-paint"><link rel="manifest" href="manifest.webmanifest" /></template>
<template id="lead-pictures"><link rel="preload" as="image" imagesrcset="images/a.160w.avif 160w, images/a.480w.avif 480w"></template>
</head><body><div id="root">
<a class="skip-link" href="#main">Saltar</a>
<a href="#/projects">Projetos</a>
<a href="mailto:ada@example.org">ada@example.org</a>
<a href="https://example.org/">fora</a>
<a href="files/report.pdf">relatório</a>
<a href="../pt-pt/" hreflang="pt-PT" data-language-link="">Português</a>
<picture><source type="image/avif" srcset="images/a.160w.avif 160w, images/a.480w.avif 480w" />
<img src="images/a.480w.webp" alt="" /></picture>
<template id="resume-pdf-link"><a class="pdf-link" href="resume.pdf" type="application/pdf">PDF</a></template>
<svg><use href="#icon"></use></svg>
</div></body></html>`;

describe("a page of another language, one folder down", () => {
  const page = rebasePage(PAGE, "../");

  it("reaches the site's scripts, images, icons, manifest and link preview from its folder", () => {
    expect(page).toContain('src="../assets/index-abc.js"');
    expect(page).toContain('srcset="../images/a.160w.avif 160w, ../images/a.480w.avif 480w"');
    expect(page).toContain('src="../images/a.480w.webp"');
    expect(page).toContain('imagesrcset="../images/a.160w.avif 160w, ../images/a.480w.avif 480w"');
    expect(page).toContain('<link rel="manifest" href="../manifest.webmanifest" />');
    expect(page).toContain('<meta property="og:image" content="../og-image.pt-PT.png" />');
    expect(page).toContain('<meta name="twitter:image" content="../og-image.pt-PT.png" />');
    expect(page).toContain('href="../files/report.pdf"');
    expect(page).toContain('<a class="pdf-link" href="../resume.pdf"');
    // The alternates: the default's page is the site's folder, another language's beside this one.
    expect(page).toContain('hreflang="en" href="../"');
    expect(page).toContain('hreflang="ar" href="../ar/"');
  });

  it("keeps fragments, routes, absolute addresses, other schemes and the switcher's own links", () => {
    for (const kept of [
      'href="#main"',
      'href="#/projects"',
      'href="mailto:ada@example.org"',
      'href="https://example.org/"',
      'content="https://ada.example/pt-pt/"',
      'href="data:image/svg+xml,%3Csvg%3E"',
      '<use href="#icon">',
      'href="../pt-pt/" hreflang="pt-PT" data-language-link=""',
    ])
      expect(page).toContain(kept);
  });

  it("changes nothing in the default language's page, in the site's folder", () => {
    expect(rebasePage(PAGE, "")).toBe(PAGE);
  });

  it("leads an address two folders down back up twice", () => {
    expect(rebaseUrl("./assets/a.js", "../../")).toBe("../../assets/a.js");
    expect(rebaseUrl("./", "../../")).toBe("../../");
    expect(rebaseUrl("#/about", "../../")).toBe("#/about");
  });

  it("links to its own language's PDF", () => {
    expect(linkOwnPdf(PAGE, "resume.pt-PT.pdf")).toContain('<a class="pdf-link" href="resume.pt-PT.pdf"');
    expect(() => linkOwnPdf("<html><body></body></html>", "resume.pt-PT.pdf")).toThrow(
      /no link to resume\.pdf/,
    );
  });
});

describe("the switcher's page data", () => {
  it("links every language's page from each page, the default first, this one marked", () => {
    const links = languages.map((site) => pageData(site).languages);
    expect(links.map((switcher) => switcher?.links.map(({ href }) => href))).toEqual([
      ["./", "en/", "ar/"],
      ["../", "../en/", "../ar/"],
      ["../", "../en/", "../ar/"],
    ]);
    expect(links.map((switcher) => switcher?.links.find(({ current }) => current)?.lang)).toEqual([
      "es",
      "en",
      "ar",
    ]);
    expect(links[0]?.links.map(({ lang, name }) => `${lang} ${name}`)).toEqual([
      "es Español",
      "en English",
      "ar العربية",
    ]);
    // Its name for screen readers, in the page's language.
    expect(links.map((switcher) => switcher?.label)).toEqual(
      languages.map((site) => site.site.words.language),
    );
  });

  it("is not in the page of a site in one language", () => {
    expect(oneLanguage && "languages" in pageData(oneLanguage)).toBe(false);
  });
});

describe("a project's list of links", () => {
  /** What a screen reader calls each project's list of links in the prerendered page of `site`. */
  const linkListNames = (site: SiteContent) =>
    [...renderPage(site).sheets.matchAll(/<ul class="project-links" aria-label="([^"]*)"/g)].map(([, raw]) =>
      attributeValue(raw ?? ""),
    );

  it("is named in the page's language, each with its own title", () => {
    expect(languages.map(linkListNames)).toEqual([
      ["Enlaces de Проект Маяк"],
      ["Lighthouse Project links"],
      ["روابط مشروع المنارة"],
    ]);
  });

  it("takes the owner's own word for it, from site.yaml and from a language's site.<tag>.yaml", async () => {
    const content = contentTree("valid-languages");
    const addWord = (file: string, word: string) =>
      writeFileSync(
        path.join(content, file),
        `${readFileSync(path.join(content, file), "utf8")}words:\n  projectLinks: "${word}"\n`,
      );
    addWord("site.yaml", "Dónde ver {title}");
    addWord("site.en.yaml", "Where to see {title}");
    const result = await compileContent({ contentDir: content });
    if (!result.ok) throw new Error("valid-languages with words of its own does not compile");
    const [english] = result.translations.filter((site) => site.site.lang === "en");
    expect(english).toBeDefined();
    expect([result.content, english as SiteContent].map(linkListNames)).toEqual([
      ["Dónde ver Проект Маяк"],
      ["Where to see Lighthouse Project"],
    ]);
  });
});

describe("each language's head and files", () => {
  it("names every language's page, relative to the site's folder without profile.url, and its own files", () => {
    const [, english] = languages;
    if (!english) throw new Error("no English");
    const head = headTags(english, "<svg></svg>");
    expect(head).toContain('<link rel="alternate" hreflang="es" href="./" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="en/" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="./" />');
    expect(head).toContain('<meta property="og:locale" content="en_US" />');
    expect(head).toContain('<meta property="og:locale:alternate" content="ar_EG" />');
    expect(head).toContain('<meta property="og:image" content="og-image.en.png" />');
    expect(languageFile("resume.pdf", english.site)).toBe("resume.en.pdf");
    expect(languageFile("resume.pdf", languages[0]?.site ?? english.site)).toBe("resume.pdf");
  });

  it("links its own JSON Resume: in the head for tools, in the footer for visitors, from its folder", () => {
    for (const site of [...languages, oneLanguage]) {
      if (!site) throw new Error("no site");
      const file = languageFile("resume.json", site.site);
      const head = headTags(site, "<svg></svg>");
      expect(head).toContain(
        `<link rel="alternate" type="application/json" href="${file}" title="JSON Resume" />`,
      );
      // The page as the build writes it into its folder, every address led back to the site's.
      const up = upToSite(pagePath(site.site));
      const page = rebasePage(`<html><head>${head}</head><body>${renderPage(site).app}</body></html>`, up);
      const links = [...page.matchAll(/<(?:a|link)\b[^>]*type="application\/json"[^>]*>/g)].map(
        ([tag]) => /href="([^"]*)"/.exec(tag)?.[1],
      );
      expect(links).toEqual([`${up}${file}`, `${up}${file}`]);
      expect(page).toMatch(/<a href="[^"]*" type="application\/json">JSON Resume<\/a>/);
    }
  });

  it("has none of them on a site in one language", () => {
    if (!oneLanguage) throw new Error("no site");
    expect(headTags(oneLanguage, "<svg></svg>")).not.toMatch(/hreflang|og:locale/);
    expect(languageFile("og-image.png", oneLanguage.site)).toBe("og-image.png");
  });
});

describe("the dev server's content of each language", () => {
  it("is written beside the default's, and a language the site no longer has is removed", () => {
    const dir = temporaryFolder("generated");
    const outFile = path.join(dir, "content.json");
    writeFileSync(outFile, "{}");
    writeFileSync(path.join(dir, "content.fr.json"), "{}");
    expect(writeOtherPages(outFile, languages.slice(1))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(["content.ar.json", "content.en.json", "content.json"]);
    const english = languages.find(({ site }) => site.lang === "en");
    if (!english) throw new Error("no English page");
    expect(JSON.parse(readFileSync(pageContentFile(outFile, english.site), "utf8")).site.lang).toBe("en");
    // Written again unchanged: nothing to tell the page.
    expect(writeOtherPages(outFile, languages.slice(1))).toBe(false);
    expect(writeOtherPages(outFile, [])).toBe(true);
    expect(readdirSync(dir)).toEqual(["content.json"]);
  });
});

describe("the build of a site in one language", () => {
  it(
    "runs the app a site in several languages runs, with none of the switcher in its page: not its links, nor its script",
    async () => {
      const built = async (fixture: string) => {
        const out = path.join(temporaryFolder(`dist-${fixture}`), "dist");
        const run = await runScript(
          "commands/build.ts",
          ["--content", path.join(FIXTURES, fixture), "--out", out],
          // As an owner's build runs: the test runner's NODE_ENV=test would keep the dev server's code in.
          { env: { CI: "", NODE_ENV: "production" } },
        );
        if (run.code !== 0) throw new Error(run.stderr);
        // The scripts' names carry a hash of their code.
        const scripts = readdirSync(path.join(out, "assets")).filter((file) => file.endsWith(".js"));
        return { scripts, html: readFileSync(path.join(out, "index.html"), "utf8") };
      };
      const [one, several] = await Promise.all([built("valid-minimal"), built("valid-languages")]);
      expect(one.scripts).toEqual(several.scripts);
      expect(one.html).not.toContain("data-language-link");
      expect(one.html).not.toContain('class="language-switcher"');
      expect(one.html).not.toContain('id="language-switch"');
      expect(several.html).toContain('data-language-link=""');
      expect(several.html).toContain('class="language-switcher"');
      expect(several.html).toContain('<script id="language-switch">');
    },
    SPAWN_TIMEOUT * 2,
  );
});
