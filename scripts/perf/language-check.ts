/**
 * `npx tsx scripts/perf/language-check.ts`: the language check (text written in another of the
 * site's languages than its file's, scripts/compiler/passes/text-languages.ts) on every valid
 * content there is: each valid fixture (tests/fixtures/valid-*), the sample content/ and each
 * real resume of tests/fixtures/json-resume-real/ imported. Each is compiled as it is, then
 * beside each of OTHERS in turn (added last to its site.yaml's languages), since most are in one
 * language and the check only runs on a site in several. Every finding is printed, then the
 * figure: "N findings in M contents". A report, run by hand, to be read: each finding on valid
 * content is a text really in another language, or a false alarm the check must not give.
 *
 *   language-check [--only valid-japanese]
 *
 * Exit codes: 0 the report was made, 2 usage.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { compileContent } from "../compiler/compile.ts";
import { writeTree } from "../content/write-tree.ts";
import { importJsonResume } from "../interop/import.ts";
import { parseOptions, runAsCommand } from "../lib/command.ts";

const USAGE = "usage: npx tsx scripts/perf/language-check.ts [--only NAME]";

const ROOT = path.join(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests/fixtures");

/** The languages each content is set beside: Latin, Chinese characters, kana, hangul, Arabic and Cyrillic letters. */
const OTHERS = ["en", "es", "de", "fr", "ja", "zh", "ko", "ar", "ru"];

/**
 * Each valid content by name, in a folder: the fixtures and the sample as they are, the corpus
 * imported into `work`; those whose name starts with `only`, when given.
 */
async function contents(work: string, only: string | undefined): Promise<[string, string][]> {
  const found: [string, string][] = readdirSync(FIXTURES)
    .filter((name) => name.startsWith("valid-"))
    .sort()
    .map((name) => [name, path.join(FIXTURES, name)]);
  found.push(["content", path.join(ROOT, "content")]);
  const corpus = path.join(FIXTURES, "json-resume-real");
  const files = readdirSync(corpus).filter(
    (name) => name.endsWith(".json") && (!only || `corpus/${name}`.startsWith(only)),
  );
  for (const file of files.sort()) {
    const dir = path.join(work, `corpus-${file}`);
    const imported = await importJsonResume(JSON.parse(readFileSync(path.join(corpus, file), "utf8")));
    writeTree(dir, imported.files);
    found.push([`corpus/${file}`, dir]);
  }
  return found.filter(([name]) => !only || name.startsWith(only));
}

/** The findings of the language check on a copy of `source` whose site.yaml lists `languages` (or as it is). */
async function findings(source: string, run: string, languages: string[] | undefined): Promise<string[]> {
  rmSync(run, { recursive: true, force: true });
  cpSync(source, run, { recursive: true });
  if (languages) {
    const site = path.join(source, "site.yaml");
    const document = parseDocument(existsSync(site) ? readFileSync(site, "utf8") : "{}");
    document.delete("lang");
    document.set("languages", languages);
    writeFileSync(path.join(run, "site.yaml"), String(document));
  }
  const result = await compileContent({ contentDir: run, cwd: run });
  return (result.ok ? result.warnings : result.diagnostics)
    .filter(({ message }) => message.startsWith("reads as"))
    .map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`);
}

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(argv, { only: { type: "string" } }, USAGE);
  if (!values) return 2;
  const work = mkdtempSync(path.join(tmpdir(), "folio-language-check-"));
  try {
    const all = await contents(work, values.only);
    let total = 0;
    for (const [name, source] of all) {
      const site = path.join(source, "site.yaml");
      const document = parseDocument(existsSync(site) ? readFileSync(site, "utf8") : "{}");
      const listed = document.toJS()?.languages as string[] | undefined;
      const own = listed ?? [(document.toJS()?.lang as string | undefined) ?? "en"];
      const sets = [
        undefined,
        ...OTHERS.filter((other) => !own.includes(other)).map((other) => [...own, other]),
      ];
      for (const languages of sets) {
        const found = await findings(source, path.join(work, "run"), languages);
        total += found.length;
        for (const line of found) console.log(`${name} [${languages?.join(", ") ?? "as it is"}] ${line}`);
      }
    }
    console.log(`${total} findings in ${all.length} contents`);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runAsCommand(import.meta.url, main, "could not run the language check's report");
