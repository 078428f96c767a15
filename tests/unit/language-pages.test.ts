import { describe, expect, it } from "vitest";
import { linkOwnPdf, rebasePage, rebaseUrl } from "../../scripts/site/language-pages.ts";

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
