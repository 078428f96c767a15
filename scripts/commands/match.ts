/**
 * A job posting against a page of the resume, offline: the posting's terms the page shows and
 * where, those the content holds but the page's variant drops (with the tags that would keep
 * them), those the content lacks, and the share of the posting's terms the page shows.
 *
 *   npm run match -- <posting.txt|.md> [--variant NAME] [--lang TAG] [--json] [--content DIR]
 *
 * The full resume without --variant; the posting's language among the site's (the language
 * check's reading) without --lang. It writes nothing and only quotes the content. Exit codes: 0
 * compared, 1 invalid content (its errors, located, on stderr), a posting it cannot read or an
 * unknown variant or language (one line), 2 usage.
 */
import { readFileSync } from "node:fs";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { compileContent } from "../compiler/compile.ts";
import { formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import { readLanguage } from "../compiler/passes/text-languages.ts";
import { BUILT_IN_LANGUAGES } from "../compiler/word-tables.ts";
import { parseCommandLine, Refused } from "../lib/command.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";
import { formatReport, type Left, matchPosting } from "../match/match.ts";

const USAGE =
  "usage: npm run match -- <posting.txt|.md> [--variant NAME] [--lang TAG] [--json] [--content DIR]";

export async function main(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(
    argv,
    {
      content: { type: "string" },
      variant: { type: "string" },
      lang: { type: "string" },
      json: { type: "boolean" },
    },
    USAGE,
  );
  if (!parsed) return 2;
  const [file, ...more] = parsed.positionals;
  if (file === undefined || more.length > 0) {
    console.error(`expected one posting's file, got ${parsed.positionals.length}\n${USAGE}`);
    return 2;
  }
  const posting = readPosting(file);
  const contentDir = parsed.values.content ?? DEFAULT_CONTENT_DIR;
  const result = await compileContent({ contentDir });
  if (!result.ok) {
    console.error(formatHuman(result.diagnostics, { colour: false }));
    return 1;
  }
  const languages = [result.content, ...result.translations];
  const tags = languages.map(({ site }) => site.lang);
  const lang = parsed.values.lang ?? (await readLanguage(posting, tags)) ?? result.content.site.lang;
  const index = tags.findIndex((tag) => tag.toLowerCase() === lang.toLowerCase());
  if (index < 0) throw new Refused(`unknown language '${lang}': the site's languages are ${tags.join(", ")}`);
  const full = languages[index] as SiteContent;
  let page = full;
  let left: Left | undefined;
  const name = parsed.values.variant;
  if (name !== undefined) {
    const variant = result.resumeVariants.find((one) => one.name === name);
    const known = result.resumeVariants.map((one) => one.name);
    if (!variant)
      throw new Refused(
        known.length > 0
          ? `unknown variant '${name}': the site's variants are ${known.join(", ")}`
          : `unknown variant '${name}': site.yaml names no variants, so there is the full resume alone`,
      );
    const own = variant.languages[index];
    if (!own) throw new Error(`variant ${name} lacks the language ${full.site.lang}`);
    page = own.content;
    left = { dropped: own.dropped, drop: variant.drop };
  }
  // A posting in a language the page is not in shares its names with it, and little else.
  const written = await readLanguage(posting, [
    full.site.lang,
    ...BUILT_IN_LANGUAGES.filter((tag) => !sameLanguage(tag, full.site.lang)),
  ]);
  if (written && !sameLanguage(written, full.site.lang))
    console.warn(
      `warning: ${file} reads as ${written}, and the page is in ${full.site.lang}: its words are compared as ${full.site.lang}, so only names written alike (React, C++) can match`,
    );
  const report = matchPosting(posting, page, full, left);
  const against = name === undefined ? "the full resume" : `the variant ${name}`;
  if (parsed.values.json)
    console.log(
      JSON.stringify({ posting: file, variant: name ?? null, lang: full.site.lang, ...report }, null, 2),
    );
  else console.log(formatReport(report, `${file} against ${against} in ${full.site.lang}`));
  return 0;
}

/** Whether two tags name one language ("pt" and "pt-BR" do). */
function sameLanguage(a: string, b: string): boolean {
  return new Intl.Locale(a).language === new Intl.Locale(b).language;
}

/** The posting's text; a file that is missing, unreadable or holds no words is refused at its place. */
function readPosting(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Refused(
      `${file}:1:1: expected a job posting's text, found ${missing ? "no such file" : "no file it can read"}; save the posting as a .txt or .md file and pass its path`,
    );
  }
  // A PDF or a word processor's file is no text: its first byte that no text holds is named.
  const binary = firstNonText(text);
  if (binary >= 0) {
    const before = text.slice(0, binary).split("\n");
    throw new Refused(
      `${file}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}: expected a job posting's text (UTF-8), found a byte no text holds; save the posting as plain text (.txt or .md) and pass that`,
    );
  }
  if (!/\p{L}/u.test(text))
    throw new Refused(
      `${file}:1:1: expected a job posting's text, found no words; paste the posting's text into the file`,
    );
  return text;
}

/** Where a control character no text holds (but tab, line and page breaks), or a byte UTF-8 cannot read, first is; -1 for none. */
function firstNonText(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0xfffd) return i;
  }
  return -1;
}
