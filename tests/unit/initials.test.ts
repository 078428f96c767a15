import { describe, expect, it } from "vitest";
import { monogramSvg } from "../../scripts/vite/share/images.ts";
import { shortName } from "../../scripts/vite/share/metadata.ts";
import { monogramInitials } from "../../src/shared/monogram.ts";

/** Names whose first word is too long for a home screen's label, so the initials stand in. */
const LONG_FIRST_NAMES = [
  "Maximilianusz Jan Kowalski",
  "Bartholomäus-Friedrich von Stein",
  "(Christabelle) Ó Súilleabháin",
  "𝒜lexandrianna 𝒵eta",
];

describe("a name's initials (src/shared/monogram.ts)", () => {
  it("are the monogram's on a home screen, when the first name is too long to show", () => {
    for (const name of LONG_FIRST_NAMES) expect(shortName(name)).toBe(monogramInitials(name));
    expect(shortName("Maximilianusz Jan Kowalski")).toBe("MK");
  });

  it("are the ones the favicon draws", () => {
    for (const name of LONG_FIRST_NAMES)
      expect(monogramSvg(name)).toContain(`>${monogramInitials(name)}</text></svg>`);
  });

  it("leave a first name short enough as it is", () => {
    expect(shortName("Renée O'Sullivan-Лебедева")).toBe("Renée");
  });
});
