/**
 * The JSON Resume import keeps a link, a web address, a phone number or a date only when the
 * field it goes to takes it: it asks the schema's own rules (scripts/compiler/schema/schema.ts),
 * so what it writes compiles.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { writeTree } from "../../scripts/content/write-tree.ts";
import { importJsonResume } from "../../scripts/interop/import.ts";
import type { JsonResume } from "../../scripts/interop/json-resume/export.ts";
import { temporaryFolder } from "./fixtures.ts";

/** Imports `resume`, compiles what was written; the compiled content, or the compiler's messages. */
async function importAndCompile(resume: JsonResume) {
  const imported = await importJsonResume(resume);
  const dir = temporaryFolder("import-rules");
  writeTree(dir, imported.files);
  const result = await compileContent({ contentDir: dir, cwd: dir });
  return { imported, messages: result.ok ? [] : result.diagnostics.map((d) => d.message), result };
}

const resumeWith = (basics: JsonResume["basics"], work: Record<string, unknown> = {}): JsonResume => ({
  basics: { name: "Ana Lima", label: "Engineer", ...basics },
  work: [{ name: "Lumen", position: "Engineer", startDate: "2020-01", ...work }],
});

describe("the import's links, phone numbers and dates", () => {
  it("leave out what the schema refuses, so the import compiles", async () => {
    const { imported, messages, result } = await importAndCompile(
      resumeWith(
        {
          // A link, but not where the site is published.
          url: "mailto:ana@example.com",
          // A word joiner and a zero-width space: a browser drops them, resume.json would not.
          phone: "+351 912\u2060345 678",
          profiles: [{ network: "Blog", url: "https://ana.example/\u200bposts" }],
        },
        { url: "https://lumen.example/\u200babout", endDate: "2101" },
      ),
    );
    expect(messages).toEqual([]);
    const profile = result.ok ? result.content.profile : undefined;
    expect(profile?.url).toBeUndefined();
    expect(profile?.phone).toBeUndefined();
    expect(imported.skipped).toContain("basics.url (mailto:ana@example.com is not a web page's address)");
  });

  it("write only what the schema takes, whatever the resume holds there", async () => {
    // Text that looks like a link, a phone number or a date, with what the schema refuses in it.
    const odd = fc.constantFrom("", "\u200b", "\u2060", "\t", " ", "\u0007", "\ufeff");
    const value = fc
      .tuple(
        fc.constantFrom(
          "https://a.example/",
          "http://",
          "mailto:",
          "ftp://a.example",
          "a.example/",
          "+351 ",
          "(0) ",
        ),
        fc.string({ maxLength: 8 }),
        odd,
        fc.constantFrom("", "912 345 678", "x", "2020-13", "1899", "2101-01"),
      )
      .map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(
        value,
        value,
        fc.constantFrom("2020-01", "2101", "1899-12", "2019-00", "2019-1"),
        async (a, b, when) => {
          const { messages } = await importAndCompile(
            resumeWith(
              { phone: a, url: b, profiles: [{ network: "Site", url: a }] },
              { url: b, endDate: when },
            ),
          );
          expect(messages).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
