import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";

type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
type Workflow = { jobs: Record<string, { steps: Step[] }> };

const workflow = parse(readFileSync(".github/workflows/pages.yml", "utf8")) as Workflow;
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
  .scripts;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const commands = steps.flatMap((step) => (step.run ? [step.run] : []));

describe("the GitHub Pages workflow", () => {
  test("runs only npm scripts that exist", () => {
    const used = commands.flatMap((command) =>
      [...command.matchAll(/npm run (\S+)/g)].map(([, name]) => name),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(Object.keys(scripts), `npm run ${name}`).toContain(name);
  });

  test("validates with annotations, tests, builds, then publishes dist/ with the official actions", () => {
    const order = (pattern: RegExp) => commands.findIndex((command) => pattern.test(command));
    expect(order(/npm run validate -- --format github/)).toBeGreaterThanOrEqual(0);
    expect(order(/npm run test:unit/)).toBeGreaterThan(order(/npm run validate/));
    expect(order(/npm run test:browser/)).toBeGreaterThan(order(/npm run test:unit/));

    const uses = steps.flatMap((step) => (step.uses ? [step.uses.split("@")[0]] : []));
    expect(uses).toEqual(
      expect.arrayContaining([
        "actions/configure-pages",
        "actions/upload-pages-artifact",
        "actions/deploy-pages",
      ]),
    );
    const upload = steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact"));
    expect(upload?.with?.path).toBe("dist");
  });
});
