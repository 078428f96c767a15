import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/** Where the run's temporary folders are made and counted (see global-setup.ts). */
const ALLOWED = ["fixtures.ts", "global-setup.ts"];

it("no unit test makes a temporary folder but through temporaryFolder(), which removes it", () => {
  const makers = readdirSync(import.meta.dirname)
    .filter((file) => !ALLOWED.includes(file) && /\.tsx?$/.test(file))
    .filter((file) =>
      /\bmkdtemp(Sync)?\(|\btmpdir\(/.test(readFileSync(path.join(import.meta.dirname, file), "utf8")),
    );
  expect(makers).toEqual([]);
});
