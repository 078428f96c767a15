/**
 * A content tree as the load pass reads it (passes/load.ts), and what the later passes take
 * from it: the originals, and each further language's translation files (passes/translate.ts).
 */
import type { YamlName } from "../content-files.ts";
import type { LoadedFile } from "../yaml/source.ts";

/** The files of a content tree as loaded: absent where a file could not be read or parsed. */
export type LoadedTree = {
  yaml: Partial<Record<YamlName, LoadedFile>>;
  /** projects/*.md, by file name. */
  projects: LoadedFile[];
  /** letters/*.md, by file name: each in its own language, never translated. */
  letters: LoadedFile[];
  /** Each further language's translation files (passes/translate.ts); none for a site in one language. */
  translations: Map<string, Translation>;
};

/** One language's translation files, by the original's name. */
export type Translation = {
  yaml: Partial<Record<YamlName, LoadedFile>>;
  /** projects/<name>.<tag>.md, by the original's file name (<name>.md). */
  projects: Map<string, LoadedFile>;
};
