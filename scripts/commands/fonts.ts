/**
 * The fonts the content needs: the scripts its text is written in, every language's and
 * variant's page with its interface words, and the Debian (and Ubuntu) packages of fonts that
 * draw them beyond what every system has (scripts/lib/font-packages.ts). The deploy workflow
 * installs them before it builds the link preview and prints the PDF.
 *
 *   npm run fonts [-- --packages] [--content DIR]
 *
 * With --packages, the packages alone, on one line, separated by spaces (nothing when the
 * content needs none), for `sudo apt-get install -y $(npm run -s fonts -- --packages)`; with
 * --missing too, only those dpkg does not list as installed (all of them where there is no
 * dpkg), so a machine that has them asks for nothing. Exit codes: 0 shown, 1 invalid content
 * (its errors, located, on stderr), 2 usage.
 */
import { spawnSync } from "node:child_process";
import { compileContent, sitePages } from "../compiler/compile.ts";
import { formatHuman } from "../compiler/diagnostics/diagnostics.ts";
import { parseOptions } from "../lib/command.ts";
import { neededPackages, scriptOf } from "../lib/font-packages.ts";
import { DEFAULT_CONTENT_DIR } from "../lib/site-dirs.ts";

const USAGE = "usage: npm run fonts [-- --packages [--missing]] [--content DIR]";

export async function main(argv: string[]): Promise<number> {
  const parsed = parseOptions(
    argv,
    { content: { type: "string" }, packages: { type: "boolean" }, missing: { type: "boolean" } },
    USAGE,
  );
  if (!parsed) return 2;
  const contentDir = parsed.content ?? DEFAULT_CONTENT_DIR;
  const result = await compileContent({ contentDir });
  if (!result.ok) {
    console.error(formatHuman(result.diagnostics, { colour: false }));
    return 1;
  }
  const text = sitePages(result).map(textOf).join("\n");
  const packages = neededPackages(text);
  if (parsed.packages) {
    const listed = parsed.missing ? packages.filter((name) => !isInstalled(name)) : packages;
    if (listed.length > 0) console.log(listed.join(" "));
    return 0;
  }
  const scripts = [...new Set(Array.from(text).map(scriptOf))]
    .filter((script) => !["Common", "Inherited", "Unknown"].includes(script))
    .sort();
  console.log(`${contentDir} is written in ${scripts.join(", ") || "no script"}`);
  console.log(
    packages.length > 0
      ? `fonts it needs, on Debian or Ubuntu: sudo apt-get install ${packages.join(" ")}`
      : "fonts it needs: none beyond those every system has",
  );
  return 0;
}

/** Every text in `value` (a page's compiled content: the owner's words and the interface's), one a line. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(textOf).join("\n");
  return "";
}

/** Whether dpkg lists the package `name` as installed; false where there is no dpkg. */
export function isInstalled(name: string): boolean {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's format, naming its Status field
  const query = spawnSync("dpkg-query", ["-W", "-f=${Status}", name], { encoding: "utf8" });
  return query.status === 0 && query.stdout.trim().endsWith(" installed");
}
