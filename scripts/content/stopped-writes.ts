/**
 * Writes stopped part-way (a kill, a power cut), found before a command writes content again:
 * the earlier content put back as the write's record lists it (recoverStoppedWrites).
 */
import { mkdirSync, readdirSync, renameSync, rmdirSync } from "node:fs";
import path from "node:path";
import {
  leftoverReport,
  leftoversIn,
  REPLACED_DIR,
  WRITE_TREE,
  type WriteRecord,
} from "../compiler/content-files.ts";
import { Refused } from "../lib/command.ts";
import { shown } from "../lib/safe-output.ts";
import { present, saveRecord } from "./write-tree.ts";

/**
 * Finds the writes' folders in `contentDir` before a command writes content there: refuses
 * while another command writes into it; puts back the earlier content where a write was
 * stopped while it replaced it (moving back only what the write's record says it moved);
 * warns of the rest, which leave the content whole. Deletes nothing.
 */
export function recoverStoppedWrites(contentDir: string): void {
  for (const leftover of leftoversIn(contentDir)) {
    const { message, hint } = leftoverReport(leftover, shown);
    if (leftover.running) throw new Refused(`not written: ${message}; ${hint}`);
    const { record, dir } = leftover;
    if (record && leftover.mixed) {
      putBack(contentDir, dir, record);
      console.error(
        `put the earlier content of ${shown(contentDir)} back as it was: \`${record.command}\` had been stopped while it replaced it; ${shown(dir)} holds only what that command wrote: delete it`,
      );
    } else console.error(`warning: ${shown(dir)}: ${message}; ${hint}`);
  }
}

/**
 * Takes back the moves of a write stopped part-way, as its record lists them: each entry
 * moved in goes back into the write's tree, each entry set aside back into place. What was
 * not moved yet stays; run again after a second stop, it finds each entry where it left it.
 */
function putBack(contentDir: string, dir: string, record: WriteRecord): void {
  for (const entry of [...record.moveIn].reverse()) {
    const at = path.join(contentDir, entry);
    const back = path.join(dir, WRITE_TREE, entry);
    if (present(back) || !present(at)) continue;
    mkdirSync(path.dirname(back), { recursive: true });
    renameSync(at, back);
  }
  for (const made of [...(record.made ?? [])].reverse()) removeIfEmpty(path.join(contentDir, made));
  const aside = path.join(contentDir, record.aside ?? REPLACED_DIR);
  for (const entry of [...record.setAside].reverse()) {
    const from = path.join(aside, entry);
    const at = path.join(contentDir, entry);
    if (!present(from) || present(at)) continue;
    mkdirSync(path.dirname(at), { recursive: true });
    renameSync(from, at);
  }
  if (record.aside !== undefined) {
    removeEmptyFolders(aside);
    removeIfEmpty(path.dirname(aside));
  }
  saveRecord(dir, { ...record, state: "put back" });
}

/** Removes `dir` when it is an empty folder; anything else stays. */
function removeIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty, or not there: kept.
  }
}

/** Removes the empty folders in `dir`, deepest first, then `dir` when empty. */
function removeEmptyFolders(dir: string): void {
  let inside: string[] = [];
  try {
    inside = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return;
  }
  for (const folder of inside.sort().reverse()) removeIfEmpty(folder);
  removeIfEmpty(dir);
}
