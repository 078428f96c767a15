import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

type Lock = {
  packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> }>;
};

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;

/** Where npm would look for `name` when installing it for the package at `from`. */
function resolve(from: string, name: string): string | undefined {
  for (let base = from; ; base = base.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, "")) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return undefined;
  }
}

// `npm ci` refuses a lock file that lacks an optional package of another platform (a macOS or
// Windows binary on a Linux machine, say): every one must be listed for every runner to install.
test("the lock file lists every platform's optional packages, so npm ci installs anywhere", () => {
  const missing: string[] = [];
  let optional = 0;
  for (const [at, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      optional++;
      if (!resolve(at, name)) missing.push(`${name} (of ${at || "the project"})`);
    }
  }
  expect(optional).toBeGreaterThan(0);
  expect(missing).toEqual([]);
});
