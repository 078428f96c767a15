/**
 * The compiler run on a scenario's content tree (fixtures.ts contentTree). Apart from
 * fixtures.ts, which the setup file loads before any test's vi.mock applies: importing the
 * compiler there would load the Markdown pipeline unmocked.
 */
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { Diagnostic } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { contentTree } from "./fixtures.ts";

/** The scenario's content tree (see contentTree) compiled; it must compile. */
export async function compiledTree(scenario: string) {
  const dir = contentTree(scenario);
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics, null, 2));
  return result;
}

/** What the compiler says of the scenario's content tree, which must not compile. */
export async function diagnosticsOfTree(scenario: string): Promise<Diagnostic[]> {
  const dir = contentTree(scenario);
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (result.ok) throw new Error(`${scenario} compiled, but should not have`);
  return result.diagnostics;
}

/** Diagnostics without their hints, to compare with at(…). */
export const withoutHints = (diagnostics: Diagnostic[]) =>
  diagnostics.map(({ hint: _hint, ...rest }) => rest);
