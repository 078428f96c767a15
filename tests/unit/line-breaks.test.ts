/**
 * A line break in Chinese or Japanese text is no space (scripts/compiler/line-breaks.ts): not in
 * a YAML value folded from several lines, nor in Markdown. Korean, Latin and a space the owner
 * typed keep theirs, and a `|` value keeps its lines.
 */
import { describe, expect, it } from "vitest";
import { breaksWithoutSpace, joinUnspacedLines } from "../../scripts/compiler/line-breaks.ts";
import { markdownToHtml } from "../../scripts/compiler/markdown/markdown.ts";
import { loadYaml } from "../../scripts/compiler/yaml/source.ts";
import { compiledTree } from "./compiled-tree.ts";

describe("a line break between two characters set without spaces", () => {
  it("is no space between kanji, kana and CJK punctuation, and a space beside Hangul or Latin", () => {
    expect(breaksWithoutSpace("の", "設")).toBe(true);
    expect(breaksWithoutSpace("、", "デ")).toBe(true);
    expect(breaksWithoutSpace("据", "（")).toBe(true);
    expect(breaksWithoutSpace("은", "띄")).toBe(false);
    expect(breaksWithoutSpace("の", "S")).toBe(false);
    expect(breaksWithoutSpace("e", "設")).toBe(false);
    expect(joinUnspacedLines("システムの\n  設計と\nStorybook")).toBe("システムの設計と\nStorybook");
  });

  it("is taken out of a YAML value folded from several lines, plain, quoted or folded", () => {
    const loaded = loadYaml(
      "x.yaml",
      [
        "plain: 社内業務システムの",
        "  設計・開発",
        'quoted: "田中 芽衣と共に',
        '  決済画面を改善"',
        "folded: >",
        "  設計・開発を担当し、",
        "  **デザイントークン**と",
        "  Storybook を導入。",
        "korean: 한국어 문장은",
        "  띄어 씁니다",
        "literal: |",
        "  一行目",
        "  二行目",
        "",
      ].join("\n"),
    );
    expect(loaded.ok && loaded.value.data).toEqual({
      plain: "社内業務システムの設計・開発",
      // The space typed between the family and the given name stays.
      quoted: "田中 芽衣と共に決済画面を改善",
      folded: "設計・開発を担当し、**デザイントークン**と Storybook を導入。\n",
      korean: "한국어 문장은 띄어 씁니다",
      literal: "一行目\n二行目\n",
    });
  });

  it("is taken out of Markdown, inside a text and beside emphasis, and kept beside Latin and Hangul", () => {
    expect(
      markdownToHtml("社内業務システムの\n設計・開発。\n**強調**\nして、English\nwords と\n한국어 문장"),
    ).toBe("<p>社内業務システムの設計・開発。<strong>強調</strong>して、English\nwords と\n한국어 문장</p>");
  });

  it("reaches the compiled content: a job's highlights and its Markdown summary read as written", async () => {
    const { content } = await compiledTree("valid-japanese-line-breaks");
    const [role] = content.experience[0]?.roles ?? [];
    expect(role?.highlights).toEqual([
      "社内業務システムの設計・開発",
      "田中 芽衣と共に決済画面を改善",
      "한국어 문장은 띄어 씁니다",
      "一行目\n二行目",
    ]);
    expect(role?.summaryHtml).toBe(
      "<p>社内業務システムの設計・開発を担当し、<strong>デザイントークン</strong>と Storybook を導入。</p>",
    );
  });
});
