import { describe, expect, test } from "vitest";
import { TEST_PORT_BASE_VARIABLE, testPort } from "../../scripts/lib/site-dirs.ts";

describe("the browser suites' ports", () => {
  test("start at 4173, each suite at its own offset", () => {
    expect([testPort(0, {}), testPort(1, {}), testPort(10, {})]).toEqual([4173, 4174, 4183]);
  });

  test("move together when the environment names another base", () => {
    const env = { [TEST_PORT_BASE_VARIABLE]: "5200" };
    expect([testPort(0, env), testPort(10, env)]).toEqual([5200, 5210]);
  });

  test("refuse a base that is not a port", () => {
    expect(() => testPort(0, { [TEST_PORT_BASE_VARIABLE]: "http" })).toThrow(
      /FOLIO_TEST_PORT_BASE must be a port/,
    );
    expect(() => testPort(0, { [TEST_PORT_BASE_VARIABLE]: "80" })).toThrow(/from 1024 to 65000/);
  });
});
