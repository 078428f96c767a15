/**
 * `folio <command> [options]`: the engine's one command line (bin/folio.js), run in the owner's
 * project, whose folders every path is relative to. An owner's package.json runs it as
 * `npm run <command>`; this repository's does the same on the sample content.
 *
 * Exit codes: each command's own (0 done, 1 failed or refused, 2 usage); 2 for an unknown command.
 */
import { closest } from "../lib/closest.ts";
import { runCommand } from "../lib/command.ts";

type Main = (argv: string[]) => number | Promise<number>;

/** A command: what it does (for the usage), its module's `main`, and what a failure of its own is called. */
type Command = { does: string; main: () => Promise<Main>; failure: string; failureCode?: number };

const compiler = (command: string) => async () => {
  const { main } = await import("./cli.ts");
  return (argv: string[]) => main([command, ...argv]);
};

/** Every command, in the order the usage lists them. */
export const COMMANDS: Record<string, Command> = {
  dev: {
    does: "serve the site on the content, updated as you save",
    main: async () => (await import("./dev.ts")).main,
    failure: "the dev server failed",
  },
  build: {
    does: "check the content and build the site into dist/",
    main: async () => (await import("./build.ts")).main,
    failure: "build failed",
  },
  preview: {
    does: "serve the built site as it will be published",
    main: async () => (await import("./preview.ts")).main,
    failure: "the preview failed",
  },
  validate: {
    does: "check the content, write nothing",
    main: compiler("validate"),
    failure: "internal error in the content compiler",
    failureCode: 70,
  },
  new: {
    does: "start the content: a starter in your name, or the sample",
    main: async () => (await import("./new.ts")).main,
    failure: "internal error in npm run new",
  },
  import: {
    does: "move in from a JSON Resume file or a LinkedIn export",
    main: async () => (await import("./import.ts")).main,
    failure: "internal error in the importer",
    failureCode: 70,
  },
  translate: {
    does: "start or complete a translation of the content",
    main: async () => (await import("./translate.ts")).main,
    failure: "could not start the translation",
  },
  variants: {
    does: "show what each variant of the resume keeps and drops",
    main: async () => (await import("./variants.ts")).main,
    failure: "internal error in the content compiler",
    failureCode: 70,
  },
  applications: {
    does: "list the cover letters with their variant, language, date sent and built files",
    main: async () => (await import("./applications.ts")).main,
    failure: "internal error in the content compiler",
    failureCode: 70,
  },
  match: {
    does: "compare a job posting with a variant of the resume, offline",
    main: async () => (await import("./match.ts")).main,
    failure: "internal error in npm run match",
    failureCode: 70,
  },
  fonts: {
    does: "name the scripts the content is written in and the font packages they need",
    main: async () => (await import("./fonts.ts")).main,
    failure: "internal error in the content compiler",
    failureCode: 70,
  },
  pdf: {
    does: "print the built site's Resume to dist/resume.pdf",
    main: async () => (await import("./pdf.ts")).main,
    failure: "could not print the resume",
  },
  check: {
    does: "check the built site in a browser before it is published",
    main: async () => (await import("./check.ts")).main,
    failure: "the site check failed",
  },
  schema: {
    does: "write (or --check) the editor schemas in content/schemas/",
    main: compiler("schema"),
    failure: "internal error in the content compiler",
    failureCode: 70,
  },
  upgrade: {
    does: "rewrite content written for an earlier version for this one",
    main: async () => (await import("./upgrade.ts")).main,
    failure: "the upgrade failed",
  },
  "setup-browser": {
    does: "install the system's Chromium when it is missing (for pdf and check)",
    main: async () => (await import("./setup-browser.ts")).main,
    failure: "could not set up the browser",
  },
};

/**
 * The npm scripts an owner's package.json holds, one for each command: `folio <command>`, under
 * the command's name, with a colon for its dash (npm's habit: `setup:browser`). The engine's
 * package.json publishes them as `ownerScripts`, which the create package writes into a new
 * site's package.json and `upgrade` brings an existing one's up to.
 */
export function ownerScripts(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(COMMANDS).map((name) => [name.replace("-", ":"), `folio ${name}`] as const),
  );
}

/** The usage: every command and what it does. */
export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = Object.entries(COMMANDS).map(([name, { does }]) => `  ${name.padEnd(width)}  ${does}`);
  return `usage: folio <command> [options]   (folio <command> --help for its options)\n\n${lines.join("\n")}`;
}

/** Runs the command `argv` names with the rest of `argv`; resolves to its exit code. */
export async function run(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    console.log(usage());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v") {
    console.log((await import("../lib/engine.ts")).engineVersion());
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    const suggestion = closest(name, Object.keys(COMMANDS));
    console.error(
      `unknown command '${name}'${suggestion ? `: did you mean ${suggestion}?` : ""}\n${usage()}`,
    );
    return 2;
  }
  return runCommand(await command.main(), rest, command.failure, command.failureCode);
}
