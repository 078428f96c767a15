/**
 * Preloaded into every Node process of a CI run (NODE_OPTIONS=--import), it records each time a
 * process opens, reads, lists or looks up a path inside the owner's content folder
 * ($FOLIO_WATCHED_CONTENT, but for the editors' schemas/ the product writes there), with the process's command line, one JSON line per access in
 * $FOLIO_CONTENT_READS. It changes nothing it watches: every call goes through as it was.
 * `.ci/content-reads-check.mjs` then tells the commands whose job is the owner's content
 * (validate, the content build, the schema check) from product tests, which must never look at it.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";

const watched = process.env.FOLIO_WATCHED_CONTENT;
const log = process.env.FOLIO_CONTENT_READS;

if (watched && log) {
  const root = path.resolve(watched);
  // content/schemas/ is the product's (generated from the schema for editors), not the owner's.
  const schemas = path.join(root, "schemas") + path.sep;
  const cwdInside = () => process.cwd().startsWith(root);
  const inside = (target) => {
    if (typeof target !== "string" && !(target instanceof URL) && !Buffer.isBuffer(target)) return false;
    // Cheap first: a path inside content/ names it, unless it is relative to a folder in it.
    if (!String(target).includes(path.basename(root)) && !cwdInside()) return false;
    let file;
    try {
      file = path.resolve(target instanceof URL ? new URL(target).pathname : String(target));
    } catch {
      return false;
    }
    return (file === root || file.startsWith(root + path.sep)) && !file.startsWith(schemas);
  };
  const { appendFileSync } = fs;
  const command = process.argv.slice(1).join(" ");
  const seen = new Set();
  const record = (operation, target) => {
    const file = path.resolve(String(target instanceof URL ? target.pathname : target));
    const key = `${operation} ${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    appendFileSync(log, `${JSON.stringify({ pid: process.pid, command, operation, file })}\n`);
  };
  const wrap = (object, name) => {
    const original = object[name];
    if (typeof original !== "function") return;
    object[name] = function watchedCall(target, ...rest) {
      if (inside(target)) record(name, target);
      return original.call(this, target, ...rest);
    };
  };
  const names = [
    "open",
    "openSync",
    "readFile",
    "readFileSync",
    "createReadStream",
    "readdir",
    "readdirSync",
    "opendir",
    "opendirSync",
    "stat",
    "statSync",
    "lstat",
    "lstatSync",
    "existsSync",
    "access",
    "accessSync",
    "watch",
    "watchFile",
  ];
  for (const name of names) wrap(fs, name);
  for (const name of ["open", "readFile", "readdir", "opendir", "stat", "lstat", "access", "watch"])
    wrap(fs.promises, name);
  syncBuiltinESMExports();
}
