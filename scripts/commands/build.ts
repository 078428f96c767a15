/**
 * `npm run build`: compiles the content and builds the site (scripts/publish/build.ts).
 *
 *   build [--content DIR] [--out DIR] [--strict]
 *
 * Invalid content prints the compiler's located messages; any other failure one line; never a
 * stack trace. Exit codes: 0 built, 1 failed or refused, 2 usage.
 */
import { parseOptions, Refused, runAsCommand } from "../lib/command.ts";
import { buildSite } from "../publish/build.ts";

const USAGE = "usage: build.ts [--content DIR] [--out DIR] [--strict]";

export async function main(argv: string[]): Promise<number> {
  const values = parseOptions(
    argv,
    { content: { type: "string" }, out: { type: "string" }, strict: { type: "boolean" } },
    USAGE,
  );
  if (!values) return 2;
  try {
    await buildSite({
      ...(values.content !== undefined ? { contentDir: values.content } : {}),
      ...(values.out !== undefined ? { outDir: values.out } : {}),
      strict: values.strict ?? false,
    });
    return 0;
  } catch (error) {
    if (error instanceof Refused) throw error;
    // Loaded only now: a refusal, before anything is built, starts nothing it does not need.
    const [{ ContentInvalid }, { FontsMissing }] = await Promise.all([
      import("../dev/content-reports.ts"),
      import("../vite/share-plugin.ts"),
    ]);
    // Invalid content: the compiler's diagnostics; no font for the link preview: the characters.
    // Each printed as it is.
    console.error(
      error instanceof ContentInvalid || error instanceof FontsMissing
        ? error.report.trim()
        : `build failed: ${(error as Error)?.message ?? String(error)}`,
    );
    return 1;
  }
}

runAsCommand(import.meta.url, main, "build failed");
