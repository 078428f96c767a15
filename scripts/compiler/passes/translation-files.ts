/**
 * Translation files' names: a translation sits beside its original, the tag before the
 * extension (experience.pt-BR.yaml, projects/bounds.pt-BR.md, site.pt-BR.yaml), one a language.
 */
import path from "node:path";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";

/**
 * A file name's original and language: "experience.pt-BR.yaml" → experience.yaml and pt-BR, when
 * pt-BR is one of `languages` (compared without case). Undefined for any other name.
 */
export function translationOf(
  name: string,
  languages: readonly string[],
): { original: string; lang: string } | undefined {
  const match = /^(.+)\.([A-Za-z0-9-]+)(\.(?:yaml|md))$/.exec(name);
  if (!match) return undefined;
  const [, stem = "", tag = "", extension = ""] = match;
  const lang = languages.find((listed) => listed.toLowerCase() === tag.toLowerCase());
  return lang ? { original: `${stem}${extension}`, lang } : undefined;
}

/**
 * The one translation of a file into `lang`: `found`, unless `earlier` is one too, its tag in
 * another case (profile.EN.yaml beside profile.en.yaml, which are the same language's). Then the
 * one spelt as `languages` spells the tag is kept (else the first by name) and the other reported.
 */
export function oneTranslation(
  context: CompileContext,
  lang: string,
  earlier: LoadedFile | undefined,
  found: LoadedFile,
): LoadedFile {
  if (!earlier) return found;
  const tagOf = (file: LoadedFile) => /\.([^./]+)\.(?:yaml|md)$/.exec(file.file)?.[1];
  const [kept, other] = [earlier, found].sort(
    (a, b) => Number(tagOf(b) === lang) - Number(tagOf(a) === lang) || a.file.localeCompare(b.file),
  ) as [LoadedFile, LoadedFile];
  context.diagnostics.push({
    file: other.file,
    line: 1,
    column: 1,
    path: "",
    message: `a second translation of ${path.basename(kept.file).replace(/\.[^./]+(\.(?:yaml|md))$/, "$1")} into ${lang}, beside ${path.basename(kept.file)}`,
    hint: `a tag is read whatever its case, so both are the ${lang} translation: move what this one says into ${path.basename(kept.file)}, and remove this one`,
  });
  return kept;
}

/** "content/experience.yaml" and pt-BR → "content/experience.pt-BR.yaml". */
export function translatedName(file: string, lang: string): string {
  return file.replace(/(\.(?:yaml|md))$/, `.${lang}$1`);
}
