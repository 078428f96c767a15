import type { Rolldown } from "vite";
import { describe, expect, test } from "vitest";
import { linkResumePdf } from "../../scripts/pdf/pdf.ts";
import { injectMarkup, inlineStylesheets } from "../../scripts/vite/page-assembly.ts";
import type { PageData } from "../../src/shared/page-data.ts";
import { RESUME_PDF, RESUME_PDF_TEMPLATE } from "../../src/shared/paths.ts";
import { ENGLISH_WORDS, scriptWords } from "../../src/shared/words.ts";

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

describe("the build's edits of index.html, at the elements a browser finds", () => {
  test("go into the real <head> and #root, not into a comment or a script that names them", () => {
    const page = `<html><head>
    <!-- React's hints go before </head>; the app into <div id="root"></div>. -->
    <script>const mount = '<div id="root"></div></head>';</script>
  </head><body><div id="root"></div></body></html>`;
    const html = injectMarkup(page, {
      app: '<link rel="preload" as="image" href="a.avif"/><main>Hi</main>',
      sheets: "",
      page: pageData,
    });
    // The comment and the script are as written; the edits are at the elements themselves.
    expect(html).toContain(`<!-- React's hints go before </head>; the app into <div id="root"></div>. -->`);
    expect(html).toContain(`<script>const mount = '<div id="root"></div></head>';</script>`);
    expect(html).toContain(
      '<link rel="preload" as="image" href="a.avif"/>\n  </head><body><div id="root"><main>Hi</main></div>',
    );
  });

  test("inline a stylesheet whatever the order of its link's attributes", () => {
    const page =
      '<html><head><link crossorigin href="./assets/a.css" rel="stylesheet"></head><body></body></html>';
    const bundle = {
      "assets/a.css": { type: "asset", fileName: "assets/a.css", source: "a{color:red}" },
    } as unknown as Rolldown.OutputBundle;
    expect(inlineStylesheets(page, bundle)).toBe(
      "<html><head><style>a{color:red}</style></head><body></body></html>",
    );
  });

  test("take the PDF's link out of its template, and leave a template of the same name in a comment alone", () => {
    const link = `<a class="pdf-link" href="${RESUME_PDF}">Resume (PDF)</a>`;
    const template = `<template id="${RESUME_PDF_TEMPLATE}">${link}</template>`;
    const page = `<!-- ${template} --><ul><li>…</li></ul>${template}`;
    expect(linkResumePdf(page)).toBe(`<!-- ${template} --><ul><li>…</li></ul>${link}`);
  });
});
