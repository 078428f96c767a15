import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMap, isScalar, isSeq, parseDocument, visit } from "yaml";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { contentTree } from "./fixtures.ts";

const FILES = ["profile.yaml", "experience.yaml", "education.yaml", "about.yaml", "projects/tiny.md"];
const RUNS = 150;

/** Any compile either succeeds or returns located diagnostics; it never throws. */
async function expectCompilesOrLocates(dir: string) {
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (result.ok) return;
  expect(result.diagnostics.length).toBeGreaterThan(0);
  for (const d of result.diagnostics) {
    expect(path.isAbsolute(d.file) || d.file.startsWith("..")).toBe(false);
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.message).toMatch(/\S/);
  }
}

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("present", "2021-11", "javascript:alert(1)", "__proto__", "images/missing.png", "", "  "),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("src", "alt", "title", "__proto__", "constructor", "x"), fc.string(), {
    maxKeys: 3,
  }),
);

// Each property compiles the content RUNS times: a few seconds on a busy machine.
describe("the compiler never throws", { timeout: 60_000 }, () => {
  it("on random changes to values, keys and list items of valid YAML", async () => {
    const base = contentTree("valid-minimal");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FILES.filter((f) => f.endsWith(".yaml"))),
        fc.nat(),
        fc.constantFrom("replace", "delete", "rename"),
        anyValue,
        async (file, pick, action, value) => {
          const target = path.join(base, file);
          const original = readFileSync(target, "utf8");
          const doc = parseDocument(original);
          const nodes: unknown[] = [];
          visit(doc, {
            Pair: (_, pair) => void nodes.push(pair),
            Seq: (_, seq) => void nodes.push(seq),
            Map: (_, map) => void nodes.push(map),
          });
          const node = nodes[pick % nodes.length] as { key?: unknown; value?: unknown; items?: unknown[] };
          if (action === "replace" && "value" in node) node.value = doc.createNode(value);
          else if (action === "delete" && (isSeq(node) || isMap(node)))
            node.items.splice(pick % Math.max(1, node.items.length), 1);
          else if (action === "rename" && isScalar(node.key))
            node.key.value = typeof value === "string" ? value : JSON.stringify(value);
          try {
            writeFileSync(target, doc.toString());
            await expectCompilesOrLocates(base);
          } finally {
            writeFileSync(target, original);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("on random edits to the raw text of any file, front matter included", async () => {
    const base = contentTree("valid-minimal");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FILES),
        fc.nat(),
        fc.nat({ max: 20 }),
        fc.oneof(
          fc.string(),
          fc.constantFrom("---\n", ": ", "- ", "&a ", "*a", "\t", "\u0000", "\uFFFD", "'", '"', "[", "{"),
        ),
        async (file, at, cut, insert) => {
          const target = path.join(base, file);
          const original = readFileSync(target, "utf8");
          const offset = at % (original.length + 1);
          try {
            writeFileSync(target, original.slice(0, offset) + insert + original.slice(offset + cut));
            await expectCompilesOrLocates(base);
          } finally {
            writeFileSync(target, original);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("on random bytes in place of a file", async () => {
    const base = contentTree("valid-minimal");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FILES), fc.uint8Array({ maxLength: 200 }), async (file, bytes) => {
        const target = path.join(base, file);
        const original = readFileSync(target);
        try {
          writeFileSync(target, bytes);
          await expectCompilesOrLocates(base);
        } finally {
          writeFileSync(target, original);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
