import { expect } from "vitest";
import { parse } from "yaml";

type Step = { if?: string; run?: string; uses?: string; with?: Record<string, unknown> };
type Job = {
  if?: string;
  needs?: string;
  permissions?: Record<string, string>;
  concurrency?: unknown;
  steps: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": string | boolean };
  jobs: Record<string, Job>;
};

/** The current major version of each action a Pages workflow uses. */
export const PAGES_ACTIONS = {
  "actions/checkout": "v7",
  "actions/setup-node": "v7",
  "actions/configure-pages": "v6",
  "actions/upload-pages-artifact": "v5",
  "actions/deploy-pages": "v5",
};

/** Only a push to main (or a run by hand on main) publishes: a GitHub Actions expression. */
const PUBLISHING = "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'";

/**
 * What every Pages workflow of ours holds to: the actions' current majors; each job only the
 * permissions it needs; a pull request's runs never in the deploys' concurrency group, and a
 * deploy never cancelled; dist/ uploaded without its hidden files (the build's record among
 * them), and only by a run that publishes.
 */
export function expectPagesWorkflow(text: string): void {
  const workflow = parse(text) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const uses = steps.flatMap((step) => (step.uses ? [step.uses] : []));
  expect(uses.map((action) => action.split("@")[0]).sort()).toEqual(Object.keys(PAGES_ACTIONS).sort());
  for (const action of uses) {
    const [name = "", version] = action.split("@");
    expect(version, name).toBe(PAGES_ACTIONS[name as keyof typeof PAGES_ACTIONS]);
  }

  // Nothing by default; the build reads the repository, the deploy reads Pages' settings and publishes.
  expect(workflow.permissions).toEqual({});
  const { build, deploy } = workflow.jobs;
  expect(build?.permissions).toEqual({ contents: "read" });
  expect(deploy?.permissions).toEqual({ pages: "write", "id-token": "write" });
  expect(deploy?.if).toBe(PUBLISHING);
  expect(deploy?.needs).toBe("build");
  // configure-pages asks for the Pages settings, which pages: write grants (it reads them too): it runs in the deploy job.
  expect(deploy?.steps.map((step) => step.uses?.split("@")[0])).toEqual([
    "actions/configure-pages",
    "actions/deploy-pages",
  ]);

  // A pull request's group is its own ref (refs/pull/…), never main's; only its runs cancel each other.
  // A GitHub expression, `${{ … }}` (its `{` escaped, as it is no placeholder of the template).
  const expression = (inside: string) => `$\{{ ${inside} }}`;
  expect(workflow.concurrency).toEqual({
    group: `pages-${expression("github.ref")}`,
    "cancel-in-progress": expression("github.event_name == 'pull_request'"),
  });
  for (const job of Object.values(workflow.jobs)) expect(job.concurrency).toBeUndefined();

  const upload = build?.steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact"));
  expect(upload?.with).toEqual({ path: "dist", "include-hidden-files": false });
  expect(upload?.if).toBe(PUBLISHING);
}
