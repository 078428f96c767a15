import { describe, expect, it } from "vitest";
import { COLOUR_TOKENS } from "../../src/shared/design-tokens.ts";
import { customProperties, stylesheet } from "./stylesheet.ts";

const THEMES = { light: ":root", dark: ':root[data-theme="dark"]' } as const;

/** Each token of `theme` whose value in the stylesheet differs: name, stylesheet's value, module's. */
function disagreements(css: string | undefined, theme: keyof typeof THEMES): string[] {
  const declared = customProperties(stylesheet(css), THEMES[theme]);
  return Object.entries(COLOUR_TOKENS[theme])
    .filter(([name, value]) => declared.get(name)?.toLowerCase() !== value)
    .map(
      ([name, value]) =>
        `--${name}: ${declared.get(name) ?? "(not declared)"} in styles.css, ${value} in design-tokens.ts`,
    );
}

describe("the colours the build draws with (src/shared/design-tokens.ts)", () => {
  for (const theme of ["light", "dark"] as const)
    it(`are the stylesheet's, in the ${theme} theme`, () => {
      expect(disagreements(undefined, theme)).toEqual([]);
    });

  it("differ from a stylesheet whose colour was changed", () => {
    const changed = stylesheet().toString().replace("--surface-2: #1c2330;", "--surface-2: #1c2331;");
    expect(disagreements(changed, "dark")).toEqual([
      "--surface-2: #1c2331 in styles.css, #1c2330 in design-tokens.ts",
    ]);
  });
});
