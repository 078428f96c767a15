// @vitest-environment jsdom
import "./setup-dom";
import { createHash } from "node:crypto";
import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Rolldown } from "vite";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  allowInlineCode,
  injectMarkup,
  inlineStylesheets,
  loadAppFromBeforePaint,
} from "../../scripts/prerender";
import { content } from "../../src/content";
import { renderResume } from "../../src/entry-server";
import { App } from "../../src/router";

const { profile, experience, education } = content;

// What Testing Library's render sets: this test hydrates with React's own API.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("the prerendered Resume", () => {
  test("holds the resume's text: the owner's name, title, summary and jobs", () => {
    const html = renderResume();
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelector("h1")?.textContent).toBe(profile.name);
    const text = page.body.textContent ?? "";
    expect(text).toContain(profile.label);
    // Markdown arrives as HTML, written into the page as it is.
    expect(html).toContain(profile.summaryHtml);
    for (const job of experience) expect(text).toContain(job.position);
  });

  test("holds what the accordions keep closed: every hard skill and every course", () => {
    const text = new DOMParser().parseFromString(renderResume(), "text/html").body.textContent ?? "";
    for (const group of profile.hardSkills)
      for (const list of group.lists) for (const item of list.items) expect(text).toContain(item);
    for (const school of education)
      for (const group of school.courses ?? [])
        for (const course of group.courses) expect(text).toContain(course.title);
  });

  test("writes links as the client's hash router does", () => {
    const html = renderResume();
    expect(html).toContain('href="#/projects"');
    expect(html).not.toContain('href="/projects"');
  });

  test("hydrates on #/ without a warning or a change to the page", async () => {
    const errors = vi.spyOn(console, "error");
    const warnings = vi.spyOn(console, "warn");
    const root = document.createElement("div");
    root.innerHTML = renderResume();
    document.body.append(root);
    const heading = root.querySelector("h1");
    // The address the page is served at; its hashchange event has passed before the app starts.
    if (window.location.hash !== "#/") {
      await new Promise<void>((resolve) => {
        window.addEventListener("hashchange", () => resolve(), { once: true });
        window.location.hash = "#/";
      });
    }

    const app = await act(async () =>
      hydrateRoot(
        root,
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );

    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    // Hydration adopted the server's nodes instead of rendering new ones.
    expect(root.querySelector("h1")).toBe(heading);
    act(() => app.unmount());
  });
});

describe("putting the markup into index.html", () => {
  const page = `<html><head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'" />
    <script id="before-paint">
run();
</script>
    <script type="module" crossorigin src="./assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="./assets/index-abc.css">
  </head><body><div id="root"></div></body></html>`;
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const asset = (fileName: string, source: string) =>
    ({ type: "asset", fileName, source }) as unknown as Rolldown.OutputAsset;
  const chunk = (fileName: string, code: string) =>
    ({ type: "chunk", fileName, code }) as unknown as Rolldown.OutputChunk;

  test("moves React's resource hints into <head> and the page into #root", () => {
    const html = injectMarkup(page, '<link rel="preload" as="image" href="a.avif"/><main>Hi</main>');
    expect(html).toMatch(/<link rel="preload" as="image" href="a.avif"\/>\s*<\/head>/);
    expect(html).toContain('<div id="root"><main>Hi</main></div>');
  });

  test("puts markup in as it is, replacement patterns ($&, $') included", () => {
    const markup = `<link rel="preload" as="image" href="images/$&amp;$'.avif"/><main>Costs $& and $' and $$</main>`;
    const html = injectMarkup(page, markup);
    expect(html).toContain(`<link rel="preload" as="image" href="images/$&amp;$'.avif"/>`);
    expect(html).toContain('<div id="root"><main>Costs $& and $\' and $$</main></div>');
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

  test("the before-paint script loads the app: the entry's script tag goes, its URL and the routes' chunks stay", () => {
    const html = loadAppFromBeforePaint(page, "assets/index-abc.js", {
      "/projects": "./assets/projects-x.js",
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script id="before-paint" data-entry="./assets/index-abc.js" data-routes="{&quot;/projects&quot;:&quot;./assets/projects-x.js&quot;}">',
    );
    expect(() => loadAppFromBeforePaint(page, "assets/other.js", {})).toThrow(/no module script/);
  });

  test("allows exactly the inline code the page holds, by hash", () => {
    const html = allowInlineCode(
      `${page.replace("</head>", '<style>a{color:red}</style><script type="application/ld+json">{}</script></head>')}<div style="--x:1"></div><div style="--x:1"></div>`,
    );
    const policy = /content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toContain(`script-src 'self' ${sha256("\nrun();\n")};`);
    // The JSON-LD is data, not code: the policy needs no hash for it.
    expect(policy).not.toContain(sha256("{}"));
    expect(policy).toContain(
      `style-src 'self' 'unsafe-hashes' ${sha256("a{color:red}")} ${sha256("--x:1")};`,
    );
    // Nothing inline, nothing allowed.
    const bare = page.replace(/<script id="before-paint">[\s\S]*?<\/script>/, "");
    expect(allowInlineCode(bare)).toBe(bare);
  });
});
