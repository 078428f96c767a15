/**
 * A printed PDF's maps from glyphs back to text, rewritten to name the characters the page
 * wrote (scripts/pdf/pdf-to-unicode.ts), on CMaps as Chromium writes them for a Noto CJK face
 * (single-byte codes of a Type 3 font, bfchar and bfrange blocks). The whole path, printed in
 * Chromium and read back by pdf.js and pdftotext: tests/e2e/resume-pdf-facts.spec.ts.
 */
import { describe, expect, test } from "vitest";
import { unifiedCMap } from "../../scripts/pdf/pdf-to-unicode.ts";

/** A CMap as Chromium writes one, around `body` (its bfchar and bfrange blocks). */
const cmap = (body: string) => `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo
<<  /Registry (Adobe)
/Ordering (UCS)
/Supplement 0
>> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<00> <FF>
endcodespacerange
${body}
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`;

/** Each code of a CMap's bfchar blocks and the text it maps to. */
function mapped(text: string): Record<string, string> {
  const pairs = [...text.matchAll(/<([0-9A-F]+)> <([0-9A-F]+)>/g)].filter((match) =>
    text.slice(0, match.index).includes("beginbfchar"),
  );
  return Object.fromEntries(
    pairs.map(([, code = "", hex = ""]) => [
      code,
      String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
    ]),
  );
}

describe("unifiedCMap", () => {
  test("a Kangxi radical, a radical of the supplement, the hyphenation point and the figure dash become what the page wrote", () => {
    // ⼭ (U+2F2D) for 山, ⻄ (U+2EC4) for 西, ‧ for ・, ‒ for –; あ left as it is.
    const fixed = unifiedCMap(
      cmap("5 beginbfchar\n<01> <2F2D>\n<02> <2EC4>\n<03> <2027>\n<04> <2012>\n<05> <3042>\nendbfchar"),
      new Set("山西・–あ"),
    );
    expect(fixed && mapped(fixed)).toEqual({ "01": "山", "02": "西", "03": "・", "04": "–", "05": "あ" });
    // The header and end as they were.
    expect(fixed).toMatch(/^\/CIDInit[\s\S]*endcodespacerange\n5 beginbfchar\n/);
    expect(fixed).toMatch(/endbfchar\nendcmap\nCMapName currentdict/);
  });

  test("a range of radicals becomes one mapping a code, each its own ideograph; a range of other characters keeps its text", () => {
    // ⼤ ⼥ ⼦ (U+2F24–2F26) for 大 女 子, which are not consecutive; ア イ ウ (U+30A2, 30A4…) as a list.
    const fixed = unifiedCMap(
      cmap("2 beginbfrange\n<10> <12> <2F24>\n<20> <22> [<30A2> <30A4> <30A6>]\nendbfrange"),
      new Set("大女子アイウ"),
    );
    expect(fixed && mapped(fixed)).toEqual({
      "10": "大",
      "11": "女",
      "12": "子",
      "20": "ア",
      "21": "イ",
      "22": "ウ",
    });
  });

  test("a radical the page writes itself stays as it is, and a CMap with nothing to change is left alone", () => {
    const own = cmap("2 beginbfchar\n<01> <2F2D>\n<02> <2F24>\nendbfchar");
    expect(mapped(unifiedCMap(own, new Set("⼭大")) ?? "")).toEqual({ "01": "⼭", "02": "大" });
    expect(unifiedCMap(cmap("1 beginbfchar\n<01> <0041>\nendbfchar"), new Set("A"))).toBeUndefined();
    expect(unifiedCMap(own, new Set("⼭⼤"))).toBeUndefined();
  });

  test("over a hundred mappings are written in blocks of a hundred, the format's most", () => {
    const codes = Array.from({ length: 150 }, (_, index) =>
      index.toString(16).toUpperCase().padStart(2, "0"),
    );
    const body = `150 beginbfchar\n${codes.map((code) => `<${code}> <2F2D>`).join("\n")}\nendbfchar`;
    const fixed = unifiedCMap(cmap(body), new Set("山")) ?? "";
    expect([...fixed.matchAll(/(\d+) beginbfchar/g)].map(([, count]) => Number(count))).toEqual([100, 50]);
    expect(Object.values(mapped(fixed)).every((text) => text === "山")).toBe(true);
    expect(Object.keys(mapped(fixed))).toHaveLength(150);
  });
});
