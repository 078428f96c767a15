/**
 * What a dev server's compiles remember from one to the next: each file as it was read (parsed
 * with its positions), by its text, and what the check of the texts' languages found in each
 * text. A save of profile.yaml then parses profile.yaml alone, and judges the languages of its
 * texts alone: every other file and text is taken as the compile before left it. Each entry is
 * what a pure function gave for its key, so a compile with the memo gives what one without it
 * does (tests/unit/dev-incremental.test.ts holds them equal). Only what the last compile used is
 * kept (Memo's begin), so the memo never outgrows the content.
 */

import type { Loaded } from "./yaml/source.ts";

/** Values by key, kept from one compile to the next when the next asks for them again. */
export class Memo<V> {
  private previous = new Map<string, V>();
  private current = new Map<string, V>();

  /** A compile begins: what the one before did not use is let go. */
  begin(): void {
    this.previous = this.current;
    this.current = new Map();
    this.made = 0;
  }

  /** The value for `key`, from this compile or the one before; else `make`'s, remembered. */
  get(key: string, make: () => V): V {
    const known = this.current.get(key) ?? this.previous.get(key);
    if (known !== undefined || this.current.has(key) || this.previous.has(key)) {
      this.current.set(key, known as V);
      return known as V;
    }
    const made = make();
    this.made++;
    this.current.set(key, made);
    return made;
  }

  /** How many values the compile made afresh, rather than took from the one before. */
  made = 0;
}

/** A part of a text that reads as another of the site's languages: where it starts, its text, the language. */
export type LanguageFinding = { offset: number; text: string; language: string };

/** The memo of one dev server's compiles (CompileOptions' memo). */
export type CompileMemo = {
  /** Each content file as loadYaml or loadMarkdown read it, by its name, kind, options and text. */
  loaded: Memo<Loaded>;
  /** What the check of the texts' languages found in a text, by the site's languages, its own and the text. */
  languages: Memo<LanguageFinding[]>;
};

export function compileMemo(): CompileMemo {
  return { loaded: new Memo(), languages: new Memo() };
}

/** A compile begins with `memo`: each of its memos lets go of what the one before did not use. */
export function beginCompile(memo: CompileMemo | undefined): void {
  if (!memo) return;
  memo.loaded.begin();
  memo.languages.begin();
}
