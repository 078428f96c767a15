import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, test } from "vitest";
import { compileContent } from "../../scripts/content/compile.ts";
import { linkResumePdf, resumeMetadata, withMetadata } from "../../scripts/pdf.ts";
import { jsonLd, pageDescription } from "../../scripts/share/metadata.ts";
import { RESUME_PDF, RESUME_PDF_TEMPLATE } from "../../src/paths.ts";
import { FIXTURES } from "./fixtures.ts";

function compiled(fixture: string) {
  const result = compileContent({ contentDir: path.join(FIXTURES, fixture) });
  if (!result.ok) throw new Error(`${fixture} does not compile`);
  return result.content;
}

/** A PDF's document information as a reader shows it. */
async function documentInfo(data: Uint8Array) {
  const pdf = await getDocument({ data, disableFontFace: true }).promise;
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return info as Record<string, unknown>;
}

describe("the PDF's metadata", () => {
  test("comes from the owner in the page's JSON-LD: name and label, the summary's opening, hard skills", () => {
    const content = compiled("valid-full");
    const { profile } = content;
    const metadata = resumeMetadata(JSON.parse(JSON.stringify(jsonLd(content))));
    expect(metadata.title).toBe(`${profile.name}, ${profile.label}`);
    expect(metadata.author).toBe(profile.name);
    expect(metadata.subject).toBe(pageDescription(content));
    const skills = profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items));
    expect(metadata.keywords).toEqual([...new Set(skills)]);
  });

  test("is refused for a page without an owner", () => {
    expect(() => resumeMetadata({ "@type": "WebPage" })).toThrow(/names no owner/);
    expect(() => resumeMetadata(null)).toThrow(/names no owner/);
  });

  test("is written into the PDF and reads back, in any script, keywords apart", async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    blank.setProducer("Skia/PDF");
    const metadata = {
      title: "Renée O'Sullivan-Лебедева, 데이터 시각화",
      author: "Renée O'Sullivan-Лебедева",
      subject: "Maps and charts people argue about…",
      keywords: ["D3.js", "React Native", "Linux, macOS and Windows"],
    };
    const info = await documentInfo(await withMetadata(await blank.save(), metadata));
    expect(info).toMatchObject({
      Title: metadata.title,
      Author: metadata.author,
      Subject: metadata.subject,
      Keywords: "D3.js, React Native, Linux, macOS and Windows",
      // What Chromium wrote stays.
      Producer: "Skia/PDF",
    });
  });
});

describe("the built page's link to the PDF", () => {
  const link = `<a class="pdf-link" href="${RESUME_PDF}" type="application/pdf">Resume (PDF)</a>`;
  const built = `<ul class="social-links"><li>…</li></ul><template id="${RESUME_PDF_TEMPLATE}">${link}</template></div>`;

  test("comes out of its template once the PDF is written, and only once", () => {
    const linked = linkResumePdf(built);
    expect(linked).toBe(`<ul class="social-links"><li>…</li></ul>${link}</div>`);
    expect(linkResumePdf(linked ?? "")).toBe(linked);
  });

  test("is missing from a page built without its template", () => {
    expect(linkResumePdf('<ul class="social-links"></ul>')).toBeNull();
  });
});
