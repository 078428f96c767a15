import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import path from "node:path";
import { format } from "node:util";
import { vi } from "vitest";
import { unlessRefused } from "../../scripts/lib/command.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** What a command did: its exit code and what it printed. */
export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Calls a command's `main` in this process, from the folder `cwd` when given, and returns its
 * exit code with what it printed: `console.log` as stdout, `console.error` and `console.warn`
 * as stderr.
 */
export async function runMain(
  main: (argv: string[]) => number | Promise<number>,
  argv: string[],
  options: { cwd?: string } = {},
): Promise<CommandRun> {
  const out = { stdout: "", stderr: "" };
  const printTo =
    (stream: keyof typeof out) =>
    (...args: unknown[]) => {
      out[stream] += `${format(...args)}\n`;
    };
  const spies = [
    vi.spyOn(console, "log").mockImplementation(printTo("stdout")),
    vi.spyOn(console, "error").mockImplementation(printTo("stderr")),
    vi.spyOn(console, "warn").mockImplementation(printTo("stderr")),
  ];
  const cwd = process.cwd();
  try {
    if (options.cwd) process.chdir(options.cwd);
    // As runAsCommand runs it: a refusal or a request for help printed, with its exit code.
    const code = await unlessRefused(() => main(argv));
    return { code, ...out };
  } finally {
    process.chdir(cwd);
    for (const spy of spies) spy.mockRestore();
  }
}

/** Where and how a script runs: `project` is the folder whose scripts/ it is (this one by default). */
export type ScriptOptions = { cwd?: string; env?: NodeJS.ProcessEnv; project?: string };

/**
 * Runs `scripts/<script>` as a user would: tsx in a new Node process, in this environment
 * without Vitest's variables (the tests' set-up reads VITEST), then `options.env`.
 */
export function runScript(script: string, argv: string[], options: ScriptOptions = {}): Promise<CommandRun> {
  return outputOf(spawnScript(script, argv, options));
}

/**
 * Runs the engine's bin as an owner's `npm run` does: `folio <argv>` in a new Node process, from
 * `cwd` (this project by default), without Vitest's variables, with `env` added.
 */
export function runFolio(
  argv: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CommandRun> {
  return outputOf(
    spawn(process.execPath, [path.join(ROOT, "bin/folio.js"), ...argv], {
      cwd: options.cwd ?? ROOT,
      env: { ...withoutVitest(process.env), ...options.env },
    }),
  );
}

/**
 * What `child` printed and its exit code once it has ended. With `timeout`, a child still
 * running then is stopped with its process group (started `detached`), and its code is 137 as
 * a shell reports a killed process: a command that blocks fails its test, not the run.
 */
export function outputOf(child: ChildProcessWithoutNullStreams, timeout?: number): Promise<CommandRun> {
  const out = { stdout: "", stderr: "" };
  child.stdout.setEncoding("utf8").on("data", (text: string) => {
    out.stdout += text;
  });
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    out.stderr += text;
  });
  const stop =
    timeout === undefined
      ? undefined
      : setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), timeout);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(stop);
      resolve({ code: code ?? (signal ? 128 + 9 : null), ...out });
    });
  });
}

/** `env` without Vitest's variables, which the tests' set-up reads (VITEST). */
function withoutVitest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("VITEST")));
}

/**
 * Starts `scripts/<script>` as runScript does, for a test that stops it part-way: `detached`
 * puts it in a process group of its own, which `process.kill(-child.pid)` stops whole (tsx
 * runs the script in a child process).
 */
export function spawnScript(
  script: string,
  argv: string[],
  options: ScriptOptions & { detached?: boolean } = {},
) {
  const project = options.project ?? ROOT;
  return spawn(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(project, "scripts", script), ...argv], {
    cwd: options.cwd ?? project,
    detached: options.detached ?? false,
    env: {
      ...withoutVitest(process.env),
      ...options.env,
    },
  });
}

/** Time enough for a command started with tsx in a new Node process on a busy machine. */
export const SPAWN_TIMEOUT = 60_000;
