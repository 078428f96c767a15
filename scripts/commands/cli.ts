/**
 * The content compiler's command line.
 *
 *   validate [--content DIR] [--format human|github] [--strict]   check, write nothing
 *   build    --out FILE [--content DIR] [--strict]                check and write the compiled JSON
 *
 * Placeholders (text starting with TODO, a `# TODO` comment after a value) are warnings;
 * --strict makes them errors, and so does the CI variable, as it does for `npm run build`: on
 * the deploy, `validate --format github` annotates as errors what the build would refuse.
 *   schema   [--check]                                 write (or check) content/schemas/*.json
 *
 * Exit codes: 0 valid, 1 content errors, 2 usage errors. Never a stack trace.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileContent } from "../compiler/compile.ts";
import { formatGithub, formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import { writeContent } from "../compiler/output.ts";
import { jsonSchemaFiles, SCHEMAS_DIR } from "../compiler/schema/json-schema.ts";
import { refuseLinks } from "../content/content-folder.ts";
import { parseCommandLine, runAsCommand, strictByDefault } from "../lib/command.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";

const USAGE = `usage: cli.ts <validate|build|schema> [--content DIR] [--out FILE] [--format human|github] [--strict] [--check]`;

export async function main(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(
    argv,
    {
      content: { type: "string" },
      out: { type: "string" },
      format: { type: "string" },
      check: { type: "boolean" },
      strict: { type: "boolean" },
    },
    USAGE,
  );
  if (!parsed) return 2;
  const { positionals, values } = parsed;
  const [command, extra] = positionals;
  if (extra !== undefined) {
    // `npm run validate -- my-content` would otherwise check content/ and pass.
    const hint = command === "schema" ? "" : `: give a content folder as --content ${extra}`;
    console.error(`Unexpected argument '${extra}'${hint}\n${USAGE}`);
    return 2;
  }
  if (command === "schema") return schema(values.check ?? false);
  if (command !== "validate" && command !== "build") {
    console.error(USAGE);
    return 2;
  }
  if (command === "build" && values.out === undefined) {
    // The compiled JSON goes where it is asked to: the engine writes nothing into its own folder.
    console.error(`build writes the compiled content to the file --out names\n${USAGE}`);
    return 2;
  }
  const format = values.format ?? "human";
  if (format !== "human" && format !== "github") {
    console.error(`unknown --format ${format}\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  const contentDir = values.content ?? DEFAULT_CONTENT_DIR;
  const result = await compileContent({ contentDir, strict: values.strict || strictByDefault() });
  const diagnostics = result.ok ? result.warnings : result.diagnostics;
  if (diagnostics.length > 0) {
    const colour = format === "human" && process.stderr.isTTY && !process.env.NO_COLOR;
    const text = format === "github" ? formatGithub(diagnostics) : formatHuman(diagnostics, { colour });
    // Workflow commands are read from stdout; people read errors on stderr.
    if (format === "github") console.log(text);
    else console.error(text);
  }
  if (!result.ok) return 1;
  const ms = Math.round(performance.now() - started);
  const { content } = result;
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const summary = [
    count(content.experience.length, "job"),
    count(content.education.length, "school"),
    count(content.projects.length, "project"),
    ...(content.sections.length ? [count(content.sections.length, "further section")] : []),
    count(result.assets.size, "image"),
    ...(content.site.languages
      ? [
          `${count(content.site.languages.length, "language")} (${content.site.languages.map(({ lang }) => lang).join(", ")})`,
        ]
      : []),
  ].join(", ");
  if (command === "build") {
    const outFile = values.out ?? "";
    writeContent(outFile, content);
    console.log(`content compiled in ${ms} ms: ${summary} → ${outFile}`);
  } else {
    console.log(`content is valid (${summary}; ${ms} ms): ${contentDir}`);
  }
  return 0;
}

function schema(check: boolean): number {
  // The editor schemas are the content's own files: none is read or written through a link.
  refuseLinks(
    path.dirname(SCHEMAS_DIR),
    Object.keys(jsonSchemaFiles()).map((name) => `${path.basename(SCHEMAS_DIR)}/${name}`),
    "npm run schema",
  );
  const stale: string[] = [];
  for (const [name, json] of Object.entries(jsonSchemaFiles())) {
    const file = path.join(SCHEMAS_DIR, name);
    const current = existsSync(file) ? readFileSync(file, "utf8") : undefined;
    if (current === json) continue;
    if (check) stale.push(file);
    else {
      mkdirSync(SCHEMAS_DIR, { recursive: true });
      writeFileSync(file, json);
      console.log(`wrote ${file}`);
    }
  }
  if (stale.length > 0) {
    console.error(`stale JSON Schema files: ${stale.join(", ")}\nrun: npm run schema`);
    return 1;
  }
  if (check) console.log("JSON Schema files are up to date");
  return 0;
}

// A bug in the compiler itself: said plainly, still without a stack trace.
runAsCommand(import.meta.url, main, "internal error in the content compiler", 70);
