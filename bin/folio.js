#!/usr/bin/env node
// The engine's one command: `folio <command> [options]`, run in the owner's project
// (scripts/commands/folio.ts lists the commands). The engine is TypeScript, run as it is.
import { register } from "tsx/esm/api";

register();
const { run } = await import("../scripts/commands/folio.ts");
process.exitCode = await run(process.argv.slice(2));
