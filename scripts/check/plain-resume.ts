/**
 * The check of a built site's resume.txt (scripts/vite/share/resume-text.ts), shared by the
 * owner's site check and the product's browser suite: fetched from the site as a visitor's
 * browser would, and held to the site's own resume.json, never to words written here.
 */
import type { APIRequestContext } from "@playwright/test";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { languageFile, RESUME_JSON, RESUME_TEXT } from "../../src/shared/paths.ts";
import { DASH, nameLine } from "../vite/share/resume-text.ts";
import { expect } from "./fixtures.ts";
import { markupLeft } from "./markup-left.ts";

/**
 * What of resume.json the check reads: the owner's name and each role's company and position
 * (work without a company has no name, a job given its company alone no position).
 */
type JsonResumeFacts = { basics: { name: string }; work: { name?: string; position?: string }[] };

/**
 * Checks the resume.txt of `site`'s language (resume.txt, resume.pt-PT.txt, in the site's own
 * folder): plain text, the owner's name on its first line (its reading after it on a Japanese page), and every job's company and each
 * position, in resume.json's order, a line each; no HTML or Markdown in it but what the owner
 * wrote as text.
 */
export async function expectPlainTextResume(request: APIRequestContext, site: SiteContent): Promise<void> {
  const response = await request.get(languageFile(RESUME_TEXT, site.site));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8/);
  const text = await response.text();
  const json = (await (await request.get(languageFile(RESUME_JSON, site.site))).json()) as JsonResumeFacts;
  const lines = text.split("\n");
  // The name, and on a Japanese page its reading in brackets after it.
  expect(lines[0]).toBe(nameLine({ ...site.profile, name: json.basics.name }));
  // No markup but the owner's own text: "under <50 ms", a link written out as "[site](https://…)".
  expect(markupLeft(text, site), "markup in resume.txt").toEqual([]);
  // A role at the same company as the one before it comes under the same company's line; work
  // without a company is headed by its position's line, as a company's is.
  const heading = (name: string) => (line: string, i: number) =>
    i > at && (line === name || line.startsWith(`${name}${DASH}`));
  let at = 0;
  let company: string | undefined;
  for (const { name, position } of json.work) {
    if (name === undefined) {
      at = lines.findIndex(heading(position ?? ""));
      expect(at, `the line of ${position}, in order`).toBeGreaterThan(0);
      company = undefined;
      continue;
    }
    if (name !== company) {
      at = lines.findIndex(heading(name));
      expect(at, `the line of ${name}, in order`).toBeGreaterThan(0);
      company = name;
    }
    if (position === undefined) continue;
    at = lines.findIndex((line, i) => i > at && line === position);
    expect(at, `${position} at ${name}, in order`).toBeGreaterThan(0);
  }
}
