/**
 * A cover letter's files (letters/*.md, compiled by scripts/compiler/passes/letters.ts), in its
 * own folder `l/<slug>/` of the site, which nothing published names: its page (`index.html`,
 * marked `noindex`), in the site's stylesheet with the owner's header (name, headline, contact),
 * the recipient, the date and the letter; its stylesheet (`letter.css`: the site's own, which
 * the site's pages hold inline, then the letter's layout and the owner's accent, a file as the
 * CSP allows); and its text (`letter.txt`). `npm run pdf`
 * prints the page to `letter.pdf` (scripts/pdf/pdf.ts). Pure.
 */
import type { SiteContent } from "../../../src/shared/compiled-content.ts";
import { themeCss } from "../../../src/shared/theme.ts";
import {
  type CompiledLetter,
  inlineText,
  LETTERS_FOLDER,
  type LetterBlock,
} from "../../compiler/passes/letters.ts";
import { escapeHtml } from "../../lib/html-text.ts";
import { FAVICON_FILE } from "./metadata.ts";

/** A letter's files, by their names in its folder. */
export const LETTER_PAGE = "index.html";
export const LETTER_TEXT = "letter.txt";
export const LETTER_CSS = "letter.css";
export const LETTER_PDF = "letter.pdf";
/** The letter as a Word file (letter-word.ts). */
export const LETTER_WORD = "letter.docx";
/** The letter, then its variant's resume, in one PDF (a letter's `withResume`). */
export const LETTER_WITH_RESUME_PDF = "letter-resume.pdf";

/** The folder of `letter`'s files in the site's: `l/<slug>/`. */
export function letterFolder(letter: Pick<CompiledLetter, "slug">): string {
  return `${LETTERS_FOLDER}${letter.slug}/`;
}

/** The same policy as every page's (scripts/vite/vite-config.ts): no script at all here. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'";

/** Its layout: a sheet of paper on screen, the paper itself in print; the site's tokens and fonts. */
const LETTER_STYLES = `body{margin:0;background:var(--bg);color:var(--text)}
.letter{box-sizing:border-box;max-width:48rem;margin:2rem auto;padding:3rem 3.5rem;background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);line-height:1.55}
.letter-head{border-bottom:2px solid var(--accent);padding-bottom:1rem;margin-bottom:2rem}
.letter-head h1{margin:0;font-size:1.75rem;line-height:1.2}
.letter-head p{margin:.25rem 0 0;color:var(--text-muted)}
.letter-contact{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:.5rem 0 0;padding:0;list-style:none;font-size:.925rem}
.letter-contact a{color:var(--accent-text)}
.letter-to{font-style:normal;margin:0 0 1.5rem}
.letter-to p{margin:0}
.letter-date{margin:0 0 1.5rem;text-align:end}
.letter-role{font-size:1.05rem;margin:0 0 1.5rem}
.letter-body p,.letter-body ul,.letter-body ol{margin:0 0 1em}
.letter-body a{color:var(--accent-text)}
@media (max-width:40rem){.letter{margin:0;padding:1.5rem 1.25rem;border:0;border-radius:0}}
@page{margin:18mm 20mm}
@media print{body{background:#fff}.letter{max-width:none;margin:0;padding:0;border:0;background:#fff;font-size:11pt}.letter-contact a,.letter-body a{color:inherit}}
`;

/** The page's title: the owner's name and what the letter is for, as the tab and the PDF name it. */
export function letterTitle(letter: CompiledLetter, content: SiteContent): string {
  const about = [letter.role, letter.recipient.company].filter(Boolean).join(", ");
  return about ? `${content.profile.name} — ${about}` : content.profile.name;
}

/** The owner's ways to be reached, in the header's order: email, phone, location, site. */
export function contactOf(content: SiteContent): { text: string; href?: string }[] {
  const { email, phone, location, url } = content.profile;
  return [
    ...(email ? [{ text: email, href: `mailto:${email}` }] : []),
    ...(phone ? [{ text: phone.number, href: phone.href }] : []),
    ...(location ? [{ text: location }] : []),
    ...(url ? [{ text: url.replace(/^https?:\/\//, "").replace(/\/$/, ""), href: url }] : []),
  ];
}

/** The page of `letter`, with the header of `content` (the site in the letter's language). */
export function letterPage(letter: CompiledLetter, content: SiteContent): string {
  // The site's monogram, at its top: without an icon, a browser asks for /favicon.ico.
  const up = "../".repeat(letterFolder(letter).split("/").filter(Boolean).length);
  const { name, label } = content.profile;
  const contact = contactOf(content)
    .map(({ text, href }) =>
      href
        ? `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`
        : `<li>${escapeHtml(text)}</li>`,
    )
    .join("");
  const { company, person, address } = letter.recipient;
  const to = [person, company, ...address].filter((line): line is string => Boolean(line));
  return `<!doctype html>
<html lang="${escapeHtml(letter.lang)}" dir="${letter.dir}">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <title>${escapeHtml(letterTitle(letter, content))}</title>
    <link rel="icon" href="${up}${FAVICON_FILE}" type="image/svg+xml" />
    <link rel="stylesheet" href="${LETTER_CSS}" />
  </head>
  <body>
    <main class="letter" data-slot="letter">
      <header class="letter-head">
        <h1>${escapeHtml(name)}</h1>
        ${label ? `<p>${escapeHtml(label)}</p>` : ""}
        ${contact ? `<ul class="letter-contact">${contact}</ul>` : ""}
      </header>
      ${to.length > 0 ? `<address class="letter-to">${to.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</address>` : ""}
      ${letter.date ? `<p class="letter-date"><time datetime="${letter.date.value}">${escapeHtml(letter.date.label)}</time></p>` : ""}
      ${letter.role ? `<h2 class="letter-role">${escapeHtml(letter.role)}</h2>` : ""}
      <div class="letter-body">${letter.html}</div>
    </main>
  </body>
</html>
`;
}

/** The letter's stylesheet: the site's (`siteCss`, its look and the owner's rules), the letter's layout, and the owner's accent. */
export function letterStyles(content: SiteContent, siteCss: string): string {
  const { theme } = content.site;
  return `${siteCss}\n${LETTER_STYLES}${theme ? `${themeCss(theme)}\n` : ""}`;
}

/**
 * The letter as plain text, for a form that asks to paste one: the owner's name, headline and
 * contact, a line each; the recipient; the date; the role; then the letter, a line per
 * paragraph, a list's items as "- …", a link's address in brackets after it. LF, no direction
 * marks: text written right to left stays in logical order.
 */
export function letterText(letter: CompiledLetter, content: SiteContent): string {
  const { name, label } = content.profile;
  const { company, person, address } = letter.recipient;
  const parts = [
    [name, ...(label ? [label] : []), ...contactOf(content).map(({ text }) => text)],
    [person, company, ...address].filter((line): line is string => Boolean(line)),
    letter.date ? [letter.date.label] : [],
    letter.role ? [letter.role] : [],
    ...letter.blocks.map(blockLines),
  ];
  return `${parts
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join("\n"))
    .join("\n\n")}\n`;
}

function blockLines(block: LetterBlock): string[] {
  if (block.type === "list")
    return block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${inlineText(item)}`);
  if (block.type === "quote") return block.blocks.flatMap(blockLines);
  return [inlineText(block.inlines)];
}
