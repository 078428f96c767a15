import { describe, expect, test } from "vitest";
import { chromiumPath, DEFAULT_CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";

const only =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe("the browser the tests, npm run pdf and npm run audit drive", () => {
  test("is CHROMIUM_PATH, then CHROME_PATH, whatever is installed", () => {
    const installed = only(DEFAULT_CHROMIUM_PATH);
    expect(chromiumPath({ CHROMIUM_PATH: "/a", CHROME_PATH: "/b" }, installed)).toBe("/a");
    expect(chromiumPath({ CHROME_PATH: "/b" }, installed)).toBe("/b");
  });

  test("is otherwise Debian's Chromium, else Google Chrome as on GitHub's Ubuntu runners", () => {
    expect(chromiumPath({}, only(DEFAULT_CHROMIUM_PATH, "/usr/bin/google-chrome"))).toBe(
      DEFAULT_CHROMIUM_PATH,
    );
    expect(chromiumPath({}, only("/usr/bin/google-chrome"))).toBe("/usr/bin/google-chrome");
    expect(chromiumPath({}, only("/usr/bin/google-chrome-stable"))).toBe("/usr/bin/google-chrome-stable");
  });

  test("names Debian's Chromium when no browser is installed, for the error that says how to get one", () => {
    expect(chromiumPath({}, only())).toBe(DEFAULT_CHROMIUM_PATH);
  });
});
