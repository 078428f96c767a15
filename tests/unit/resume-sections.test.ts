/**
 * The one list of the Resume's sections (src/shared/resume-sections.ts), held against what it
 * stands for: sections.yaml's schema, and one default place for each section.
 */
import { describe, expect, it } from "vitest";
import { sectionsFileSchema } from "../../scripts/compiler/schema/schema.ts";
import { defaultColumn, KNOWN_NAMES, KNOWN_SECTIONS, TYPED_KINDS } from "../../src/shared/resume-sections.ts";

describe("the Resume's sections", () => {
  it("has sections.yaml's lists as its typed kinds, in the schema's order", () => {
    const lists = Object.keys(sectionsFileSchema.shape).filter((key) => key !== "custom");
    expect(TYPED_KINDS).toEqual(lists);
  });

  it("gives each section one place in the default columns, at a row of its own", () => {
    const side = defaultColumn("side");
    const main = defaultColumn("main");
    expect([...side, ...main].sort()).toEqual([...KNOWN_NAMES].sort());
    for (const column of ["side", "main"] as const) {
      const rows = KNOWN_SECTIONS.filter((section) => section.column === column).map(({ row }) => row);
      expect(new Set(rows).size, column).toBe(rows.length);
    }
  });
});
