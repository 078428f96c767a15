import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { expectPagesWorkflow } from "./pages-workflow.ts";

type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
type Workflow = { jobs: Record<string, { steps: Step[] }> };

const workflow = parse(readFileSync(".github/workflows/pages.yml", "utf8")) as Workflow;
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
  .scripts;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const commands = steps.flatMap((step) => (step.run ? [step.run] : []));
const readme = readFileSync("README.md", "utf8");

describe("the GitHub Pages workflow", () => {
  test("runs only npm scripts that exist", () => {
    const used = commands.flatMap((command) =>
      [...command.matchAll(/npm run (\S+)/g)].map(([, name]) => name),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(Object.keys(scripts), `npm run ${name}`).toContain(name);
  });

  test("installs as the README does, validates with annotations, builds, prints, checks the built site as published, then publishes dist/", () => {
    const order = (pattern: RegExp) => commands.findIndex((command) => pattern.test(command));
    expect(commands[0]).toBe("npm ci");
    expect(readme).toMatch(/^npm ci && npm run dev$/m);
    expect(readme).toMatch(/^npm ci && npm run setup:browser && npm run check$/m);
    expect(order(/^npm run validate -- --format github$/)).toBeGreaterThan(0);
    expect(order(/^npm run build$/)).toBeGreaterThan(order(/npm run validate/));
    expect(order(/^npm run check:site$/)).toBeGreaterThan(order(/^npm run build$/));
    // The PDF, and the Resume's link to it, before the check: the site checked is the one published.
    expect(order(/^npm run pdf$/)).toBeGreaterThan(order(/^npm run build$/));
    expect(order(/^npm run check:site$/)).toBeGreaterThan(order(/^npm run pdf$/));

    const upload = steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact"));
    expect(upload?.with?.path).toBe("dist");
  });

  test("publishes nothing unlisted: dist/ without its hidden files, with current actions, each job its own permissions, no deploy cancelled by a pull request", () => {
    expectPagesWorkflow(readFileSync(".github/workflows/pages.yml", "utf8"));
  });

  test("gates the publish on the owner's content only: no product tests, no budget", () => {
    for (const command of commands) {
      expect(command).not.toMatch(
        /npm (run )?test|test:unit|test:browser|npm run check(?!:site)|vitest|typecheck|biome/,
      );
      if (/npm run size/.test(command)) expect(command).toContain("--no-budget");
    }
  });
});
