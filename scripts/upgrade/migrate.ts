/**
 * Content written for an earlier version of the engine, rewritten for this one: each field
 * scripts/compiler/schema/moved.ts lists is moved to its new place, in the file's own YAML
 * document, so the owner's comments, order and quoting stay as they wrote them (the `yaml`
 * package's document API keeps each node, with its comments, as it was parsed).
 */
import matter from "gray-matter";
import { type Document, isMap, isScalar, type Pair, parseDocument, Scalar, YAMLMap } from "yaml";
import { contentKindOf } from "../compiler/content-files.ts";
import { MOVED_FIELDS, type MovedField, type SchemaName } from "../compiler/schema/moved.ts";

/** One change to one file: `site.yaml: paper → pdf.paper (0.2.0)`. */
export type Change = { file: string; from: string; to: string; version: string };

/** The schema a content file (relative to the content folder, with `/`) is written in, translations included. */
export function schemaOf(file: string): SchemaName | undefined {
  const kind = contentKindOf(file)?.id;
  if (kind === "project" || kind === "project translation") return "project";
  if (kind !== "yaml" && kind !== "yaml translation") return undefined;
  return /^([a-z]+)\./.exec(file)?.[1] as SchemaName | undefined;
}

/**
 * The text of `file` rewritten for this version, and the changes made; the text unchanged and
 * no changes when it has nothing to move (or is not YAML the `yaml` package can read, which
 * `npm run validate` reports).
 */
export function migrateFile(file: string, text: string): { text: string; changes: Change[] } {
  const schema = schemaOf(file);
  const moves = MOVED_FIELDS.filter((moved) => moved.schema === schema);
  if (moves.length === 0) return { text, changes: [] };
  if (schema === "project") return migrateFrontMatter(file, text, moves);
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0) return { text, changes: [] };
  const changes = moves.flatMap((moved) => (moveField(doc, moved) ? [change(file, moved)] : []));
  return changes.length === 0 ? { text, changes } : { text: doc.toString({ lineWidth: 0 }), changes };
}

/** A project's front matter rewritten as a YAML file is, its Markdown body as it was. */
function migrateFrontMatter(
  file: string,
  text: string,
  moves: readonly MovedField[],
): { text: string; changes: Change[] } {
  const fence = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text);
  if (!fence || !matter.test(text)) return { text, changes: [] };
  const doc = parseDocument(fence[1] ?? "");
  if (doc.errors.length > 0) return { text, changes: [] };
  const changes = moves.flatMap((moved) => (moveField(doc, moved) ? [change(file, moved)] : []));
  if (changes.length === 0) return { text, changes };
  const rest = text.slice(fence[0].length);
  return { text: `---\n${doc.toString({ lineWidth: 0 })}---${fence[2] ?? "\n"}${rest}`, changes };
}

const change = (file: string, moved: MovedField): Change => ({
  file,
  from: moved.from.join("."),
  to: moved.to.join("."),
  version: moved.version,
});

/**
 * Moves `moved.from` to `moved.to` in `doc`, key, value and their comments together; false when
 * the field is not there, or when its new place is taken already (validate then reports the old
 * one, for the owner to choose).
 */
function moveField(doc: Document, moved: MovedField): boolean {
  const from = pairAt(doc, moved.from);
  if (!from || doc.hasIn(moved.to)) return false;
  const { pair, parent } = from;
  const target = mapAt(doc, moved.to.slice(0, -1));
  if (!target) return false;
  parent.items.splice(parent.items.indexOf(pair), 1);
  const key = new Scalar(moved.to.at(-1));
  if (isScalar(pair.key)) {
    key.commentBefore = pair.key.commentBefore;
    // A blank line before it, where it follows other fields in its new map, not as the map's first.
    if (target.items.length > 0) key.spaceBefore = pair.key.spaceBefore;
  }
  pair.key = key;
  target.items.push(pair);
  return true;
}

/** The pair at `path` and the map holding it. */
function pairAt(doc: Document, path: readonly string[]): { pair: Pair; parent: YAMLMap } | undefined {
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === path.at(-1));
  return pair ? { pair, parent } : undefined;
}

/** The map at `path`, made (as a block map at the end of its parent) where it is missing. */
function mapAt(doc: Document, path: readonly string[]): YAMLMap | undefined {
  const top = doc.contents;
  if (!isMap(top)) return undefined;
  let map: YAMLMap = top;
  for (const key of path) {
    let next: unknown = map.get(key, true);
    if (next === undefined) {
      next = new YAMLMap();
      map.set(new Scalar(key), next);
    }
    if (!isMap(next)) return undefined;
    map = next;
  }
  return map;
}
