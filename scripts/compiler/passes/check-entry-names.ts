/**
 * On a site in several languages, the entries of a list that a translation could not tell
 * apart, as it names each entry (entry-names.ts).
 */

import type { YamlName } from "../content-files.ts";
import { formatPath } from "../diagnostics/diagnostics.ts";
import { mayTranslate, type TranslatedFile } from "../schema/translatable.ts";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import { ambiguousEntries, entryKeys, nameField, TELLING } from "./entry-names.ts";
import type { LoadedTree } from "./loaded-tree.ts";
import { fieldPath, isRecord, PROJECT } from "./untranslated-text.ts";

/**
 * On a site in several languages, entries of one list that a translation could not tell apart:
 * the same name, and nothing that tells entries of one name apart (see entry-names.ts). An error
 * at each of them after the first, in the original.
 */
export function checkEntryNames(context: CompileContext, loaded: LoadedTree): void {
  if (loaded.translations.size === 0) return;
  const files: [TranslatedFile, LoadedFile][] = [
    ...(Object.entries(loaded.yaml) as [YamlName, LoadedFile][]),
    ...loaded.projects.map((file): [TranslatedFile, LoadedFile] => [PROJECT, file]),
  ];
  for (const [kind, file] of files) checkLists(context, kind, file, file.data, []);
}

function checkLists(
  context: CompileContext,
  kind: TranslatedFile,
  file: LoadedFile,
  value: unknown,
  at: PropertyKey[],
) {
  if (Array.isArray(value)) {
    // Only the lists a translation names the entries of: a translation leaves the others alone.
    if (mayTranslate(kind, fieldPath(at)) === "inside")
      for (const [first = 0, ...others] of ambiguousEntries(value))
        for (const place of others) reportAmbiguous(context, file, value, [...at, place], [...at, first]);
    value.forEach((item, index) => {
      checkLists(context, kind, file, item, [...at, index]);
    });
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) checkLists(context, kind, file, item, [...at, key]);
  }
}

function reportAmbiguous(
  context: CompileContext,
  file: LoadedFile,
  entries: readonly unknown[],
  at: PropertyKey[],
  first: PropertyKey[],
) {
  const entry = entries[Number(at.at(-1))];
  const field = (isRecord(entry) && nameField(entry)) || "name";
  context.report(
    file,
    at,
    `a translation cannot tell this entry from ${formatPath(first)}: both are "${entryKeys(entries)[Number(at.at(-1))]}"`,
    `translations name an entry by its ${field}, and entries of one ${field} by their ${TELLING}: make one of these differ`,
  );
}
