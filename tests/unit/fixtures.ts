import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { ROOT } from "./command.ts";

export const FIXTURES = path.resolve(import.meta.dirname, "../fixtures");

/** Folders made by this test file, removed after it (tests/unit/clean-up.ts). */
const temporaryFolders = new Set<string>();

/**
 * A new empty folder in the system's temporary folder, removed once the test file has run. Its
 * name starts with this run's prefix, by which the run's teardown finds any left behind.
 */
export function temporaryFolder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${inject("temporaryPrefix")}${name}-`));
  temporaryFolders.add(dir);
  return dir;
}

export function removeTemporaryFolders(): void {
  for (const dir of temporaryFolders) rmSync(dir, { recursive: true, force: true });
  temporaryFolders.clear();
}

/**
 * A content tree for a scenario: the valid-minimal site with the scenario's files laid over
 * it, in a fresh temporary folder. Each broken fixture holds only the files it breaks.
 */
export function contentTree(scenario: string): string {
  const dir = temporaryFolder(`content-${scenario}`);
  cpSync(path.join(FIXTURES, "valid-minimal"), dir, { recursive: true });
  if (scenario !== "valid-minimal") cpSync(path.join(FIXTURES, scenario), dir, { recursive: true });
  return dir;
}

/** A diagnostic as the compiler tests expect it: where, which field, what (the hint aside). */
export const at = (file: string, line: number, column: number, path: string, message: string) => ({
  file,
  line,
  column,
  path,
  message,
});

/**
 * A fontconfig setup whose only fonts are Liberation Sans and the PDF reader's own (pdfjs-dist
 * ships them): a machine with fonts for Latin, Greek and Cyrillic and none for Chinese, Japanese
 * or emoji, whatever fonts this one has. librsvg, which draws the link preview, and Chromium,
 * which prints the PDF, find their fonts through fontconfig (FONTCONFIG_FILE).
 */
export function latinOnlyFonts(): string {
  const dir = temporaryFolder("fonts");
  const file = path.join(dir, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${path.join(ROOT, "node_modules/pdfjs-dist/standard_fonts")}</dir>
  <cachedir>${path.join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  return file;
}

/**
 * A fontconfig setup with this machine's fonts whose sans-serif face is Liberation Sans (from
 * the PDF reader's own fonts), which has no Arabic letters: a machine like one with
 * fonts-noto-core, whose Noto Sans is the page's face and has none either. Chromium then draws
 * each Arabic word in a face that has its letters, and the space between two in the page's face.
 */
export function latinFaceFirstFonts(): string {
  const dir = temporaryFolder("fonts");
  const file = path.join(dir, "fonts.conf");
  const preferLiberation = (family: string) =>
    `  <alias binding="strong"><family>${family}</family><prefer><family>Liberation Sans</family></prefer></alias>`;
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(ROOT, "node_modules/pdfjs-dist/standard_fonts")}</dir>
${preferLiberation("sans-serif")}
${preferLiberation("system-ui")}
  <cachedir>${path.join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  return file;
}
