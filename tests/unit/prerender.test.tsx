// @vitest-environment jsdom
import "./setup-dom";
import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { allowStyleAttributes, injectMarkup } from "../../scripts/prerender";
import { content } from "../../src/content";
import { renderResume } from "../../src/entry-server";
import { App } from "../../src/router";

const { profile, experience } = content;

// What Testing Library's render sets: this test hydrates with React's own API.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("the prerendered Resume", () => {
  test("holds the resume's text: the owner's name, title, summary and jobs", () => {
    const html = renderResume();
    expect(html).toContain(`<h1>${profile.name}</h1>`);
    expect(html).toContain(profile.label);
    expect(html).toContain(profile.summaryHtml);
    for (const job of experience) expect(html).toContain(job.position);
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
    window.location.hash = "#/";

    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });

    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    // Hydration adopted the server's nodes instead of rendering new ones.
    expect(root.querySelector("h1")).toBe(heading);
  });
});

describe("putting the markup into index.html", () => {
  const page = `<html><head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; img-src 'self'" />
  </head><body><div id="root"></div></body></html>`;

  test("moves React's resource hints into <head> and the page into #root", () => {
    const html = injectMarkup(page, '<link rel="preload" as="image" href="a.avif"/><main>Hi</main>');
    expect(html).toMatch(/<link rel="preload" as="image" href="a.avif"\/>\s*<\/head>/);
    expect(html).toContain('<div id="root"><main>Hi</main></div>');
    expect(injectMarkup(`${page}<script type="module" src="a.js"></script>`, "")).toContain(
      '<script type="module" fetchpriority="low" src="a.js">',
    );
  });

  test("allows exactly the style attributes the markup holds, by hash", () => {
    const html = allowStyleAttributes(page, '<div style="--x:1"></div><div style="--x:1"></div>');
    // sha256 of "--x:1", base64.
    expect(html).toContain(
      "style-src 'self' 'unsafe-hashes' 'sha256-uO4l6q78GRUMVS/hfTJeVGM38mc6Wdrn6MU1NRmMMyw='; img-src",
    );
    expect(allowStyleAttributes(page, "<div></div>")).toBe(page);
  });
});
