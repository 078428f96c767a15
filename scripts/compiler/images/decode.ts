/**
 * Whether the build can decode each image, asked of sharp (the build's own decoder) from the
 * compiler, which is synchronous: sharp works only asynchronously, so a worker thread decodes
 * every pixel while the compiler waits on a shared flag (Atomics.wait). The worker starts on
 * the first question and stays, without keeping the process alive, for the next compile (the
 * dev server compiles on every change). Nothing is encoded; a success is recorded in the image
 * cache, so a later build does not decode the same bytes again.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import { imageCacheDir, MAX_INPUT_PIXELS, saveHashes, sourceHash, writeAtomically } from "./images.ts";

/** A decoded image: how many frames it has (more than one for an animation), or why it failed. */
export type Decoded = { ok: true; frames: number } | { ok: false; reason: string };

/** An answer takes at most this long; a decoder that hangs is a bug, not invalid content. */
const TIMEOUT_MS = 180_000;

/**
 * The worker, in plain JavaScript (it runs without the TypeScript loader). Each file is read
 * as the build reads it (same decoder, same pixel limit) and decoded to its end into a sink
 * that keeps none of it, so a large image takes no more memory than a strip of it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Writable } = require("node:stream");
const { pipeline } = require("node:stream/promises");
const { port, signal, sharpUrl } = workerData;
let sharp;
const discard = () => new Writable({ write(_chunk, _encoding, done) { done(); } });
async function decode(file, limit) {
  try {
    const options = { limitInputPixels: limit };
    const { pages, format, width } = await sharp(file, options).metadata();
    // A JPEG decoded at an eighth of its width (as the build's resize loads it) still reads and
    // checks every coefficient of every block; it only skips most of the inverse transform.
    const image = sharp(file, options);
    const scaled = format === "jpeg" && width ? image.resize({ width: Math.ceil(width / 8), kernel: "nearest" }) : image;
    await pipeline(scaled.raw(), discard());
    return { ok: true, frames: pages ?? 1 };
  } catch (error) {
    return { ok: false, reason: String((error && error.message) || error) };
  }
}
parentPort.on("message", async ({ id, files, limit }) => {
  let reply;
  try {
    sharp ??= (await import(sharpUrl)).default;
    reply = { id, results: await Promise.all(files.map((file) => decode(file, limit))) };
  } catch (error) {
    reply = { id, error: String((error && error.message) || error) };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

type Helper = { worker: Worker; port: MessagePort; signal: Int32Array };
let helper: Helper | undefined;
let lastId = 0;

function start(): Helper {
  const sharpUrl = pathToFileURL(createRequire(import.meta.url).resolve("sharp")).href;
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { port: port2, signal, sharpUrl },
    transferList: [port2],
  });
  worker.unref();
  return { worker, port: port1, signal };
}

function stop() {
  void helper?.worker.terminate();
  helper?.port.close();
  helper = undefined;
}

/** Bump when a decode could now end differently (another pixel limit, another check). */
const DECODE_VERSION = 1;

/** Where a file of these bytes is recorded as decoded: in the image cache, with its variants. */
function decodedFile(cacheDir: string, hash: string): string {
  return path.join(cacheDir, `${hash.slice(0, 32)}.decoded-${DECODE_VERSION}-${MAX_INPUT_PIXELS}.json`);
}

function readDecoded(file: string): Decoded | undefined {
  try {
    const { frames } = JSON.parse(readFileSync(file, "utf8")) as { frames: unknown };
    return typeof frames === "number" ? { ok: true, frames } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes each file as the build would, in parallel; waits for all of them. Files whose bytes
 * decoded before, in this process or an earlier one, are not decoded again: the image cache
 * (`cacheDir`) records each success by the hash of the bytes. A failure is not recorded, so it
 * is reported with the decoder's reason every time.
 */
export function decodeImages(files: readonly string[], cacheDir = imageCacheDir(process.cwd())): Decoded[] {
  const results: (Decoded | undefined)[] = [];
  const toDecode: { index: number; file: string; record?: string }[] = [];
  for (const [index, file] of files.entries()) {
    let record: string | undefined;
    try {
      record = decodedFile(cacheDir, sourceHash(file, cacheDir));
    } catch {
      // Unreadable: the decoder says why.
    }
    const known = record === undefined ? undefined : readDecoded(record);
    results.push(known);
    if (!known) toDecode.push({ index, file, ...(record ? { record } : {}) });
  }
  saveHashes(cacheDir);
  const decoded = decodeNow(toDecode.map(({ file }) => file));
  for (const [i, { index, record }] of toDecode.entries()) {
    const result = decoded[i];
    results[index] = result;
    if (result?.ok && record) {
      try {
        writeAtomically(record, JSON.stringify({ frames: result.frames }));
      } catch {
        // A cache that cannot be written costs time next run, nothing else.
      }
    }
  }
  return results as Decoded[];
}

function decodeNow(files: readonly string[]): Decoded[] {
  if (files.length === 0) return [];
  helper ??= start();
  const { worker, port, signal } = helper;
  const id = ++lastId;
  Atomics.store(signal, 0, 0);
  worker.postMessage({ id, files, limit: MAX_INPUT_PIXELS });
  if (Atomics.wait(signal, 0, 0, TIMEOUT_MS) === "timed-out") {
    stop();
    throw new Error(`the image decoder gave no answer in ${TIMEOUT_MS / 1000} s`);
  }
  const reply = receiveMessageOnPort(port)?.message as
    | { id: number; results: Decoded[] }
    | { id: number; error: string }
    | undefined;
  if (reply?.id !== id) {
    stop();
    throw new Error("the image decoder gave no answer");
  }
  if ("error" in reply) {
    stop();
    throw new Error(`the image decoder (sharp) could not start: ${reply.error}`);
  }
  return reply.results;
}
