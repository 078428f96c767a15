/**
 * `npm run build`: compiles the content and builds the site (scripts/site/build.ts).
 *
 *   build [--content DIR] [--out DIR] [--strict]
 *
 * Invalid content prints the compiler's located messages; any other failure one line; never a
 * stack trace. Exit codes: 0 built, 1 failed or refused, 2 usage.
 */
import { parseOptions, Refused, runAsCommand } from "../lib/command.ts";
import { buildSite } from "../site/build.ts";

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
    const message = (error as Error)?.message ?? String(error);
    // Loaded only now: a refusal, before anything is built, starts nothing it does not need.
    const { CONTENT_INVALID } = await import("../site/content-reports.ts");
    const { FONTS_MISSING } = await import("../site/share-plugin.ts");
    // The content plugin's message is the compiler's diagnostics, and the share plugin's the
    // characters no font has, printed as they are.
    const marker = [CONTENT_INVALID, FONTS_MISSING].find((start) => message.includes(start));
    console.error(
      marker ? message.slice(message.indexOf(marker) + marker.length).trim() : `build failed: ${message}`,
    );
    return 1;
  }
}

runAsCommand(import.meta.url, main, "build failed");
