import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import type { Diagnostic } from "../../scripts/compiler/diagnostics/diagnostics.ts";
import { at, contentTree } from "./fixtures.ts";

async function compile(scenario: string) {
  const dir = contentTree(scenario);
  return await compileContent({ contentDir: dir, cwd: dir });
}

async function diagnosticsOf(scenario: string): Promise<Omit<Diagnostic, "hint">[]> {
  const result = await compile(scenario);
  if (result.ok) throw new Error(`${scenario} compiled, but should not have`);
  return result.diagnostics.map(({ hint: _hint, ...rest }) => rest);
}

const LINK = "expected an https:, http: or mailto: link";

describe("valid content", () => {
  it("compiles the minimal site: dates, order, ids, images and Markdown", async () => {
    const result = await compile("valid-minimal");
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const { content } = result;
    expect(content.experience.map((job) => [job.id, job.period])).toEqual([
      [
        "new-co-2019-07",
        {
          start: "2019-07",
          end: null,
          startLabel: "Jul 2019",
          endLabel: "Present",
          display: "Jul 2019 – Present",
        },
      ],
      [
        "old-co-2016",
        {
          start: "2016",
          end: "2019-06",
          startLabel: "2016",
          endLabel: "Jun 2019",
          display: "2016 – Jun 2019",
        },
      ],
    ]);
    expect(content.experience[0]?.roles[0]?.summaryHtml).toBe(
      "<p>Leads the <strong>platform</strong> team.</p>",
    );
    expect(content.experience[1]?.roles[0]).not.toHaveProperty("summaryHtml");
    expect(content.profile.photo).toEqual({
      src: "images/photo.png",
      alt: "Drawing of Robin",
      width: 64,
      height: 64,
      // Never upscaled: a 64 px photo gets one variant per format, at its own width.
      sources: [
        { type: "image/avif", srcset: "images/photo.64w.avif 64w" },
        { type: "image/webp", srcset: "images/photo.64w.webp 64w" },
      ],
      // The <img>'s src: the original is not published.
      fallback: "images/photo.64w.webp",
    });
    expect(content.projects[0]).toMatchObject({
      id: "tiny",
      descriptionHtml: "<p>Tiny is a small project.</p>",
    });
    expect(content.projects[0]?.images[0]).toMatchObject({ width: 160, height: 100 });
    expect(content.profile.hardSkills.map((g) => [g.id, g.lists])).toEqual([
      ["languages-frameworks", [{ title: "Experienced", items: ["TypeScript"] }]],
      ["software-tools-os", [{ items: ["Linux"] }]],
      // The project's technology the groups do not list.
      ["also-used-in-projects", [{ items: ["React"] }]],
    ]);
    expect(content.education[0]).toMatchObject({ id: "example-university", gpa: 3.8, gpaScale: 4 });
    expect(result.assets.size).toBe(3);
  });

  it("gives a GPA ready to show, on the default scale and on another", async () => {
    const dir = contentTree("valid-minimal");
    const compileWith = async (scale: string) => {
      const file = path.join(dir, "education.yaml");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(/gpa: 3\.8\n( {4}gpaScale: \d+\n)?/, `gpa: 3.8\n${scale}`),
      );
      const result = await compileContent({ contentDir: dir, cwd: dir });
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
      return result.content.education[0];
    };
    expect(await compileWith("")).toMatchObject({
      gpa: 3.8,
      gpaScale: 4,
      gpaLabel: "GPA: 3.8",
      gpaScore: "3.8",
    });
    expect(await compileWith("    gpaScale: 5\n")).toMatchObject({
      gpa: 3.8,
      gpaScale: 5,
      gpaLabel: "GPA: 3.8 / 5",
      gpaScore: "3.8/5",
    });
  });

  it("keeps mailto links in the same tab and sends external ones to a new one", async () => {
    const result = await compile("valid-minimal");
    if (!result.ok) throw new Error("expected valid content");
    expect(result.content.about?.sections[0]?.html).toContain('<a href="mailto:robin@example.com">');
    expect(result.content.about?.sections[0]?.html).not.toContain("target");
  });

  it("compiles an SVG logo as drawing programs save it: a DOCTYPE, references inside the file", async () => {
    const result = await compile("valid-svg-images");
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.content.education[0]?.logo).toMatchObject({
      src: "images/logo.svg",
      width: 120,
      height: 60,
    });
  });

  it("warns of raw HTML in Markdown, which the site drops, at its line", async () => {
    const result = await compile("markdown-raw-html");
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const warning = (file: string, line: number, column: number, path: string, tag: string) => ({
      ...at(file, line, column, path, `raw HTML is not shown on the site: ${tag}`),
      hint: "write it in Markdown instead",
      severity: "warning",
    });
    expect(result.warnings).toEqual([
      warning("about.yaml", 7, 7, "sections[0].body", "<iframe …>"),
      warning("projects/tiny.md", 14, 1, "", "<div …>"),
      warning("projects/tiny.md", 20, 4, "", "<script>"),
    ]);
    expect(result.content.projects[0]?.descriptionHtml).not.toContain("<div");
  });

  it("compiles a school with neither a GPA nor courses", async () => {
    const result = await compile("valid-school-without-gpa-or-courses");
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const [school] = result.content.education;
    expect(school).toMatchObject({ id: "harbor-coding-school", degree: "Certificate in Web Development" });
    expect(school).not.toHaveProperty("gpa");
    expect(school).not.toHaveProperty("gpaLabel");
    expect(school).not.toHaveProperty("courses");
  });
});

describe("broken content: every problem located", () => {
  const cases: [scenario: string, expected: ReturnType<typeof at>[]][] = [
    [
      "invalid-gpa",
      [at("education.yaml", 10, 10, "education[0].gpa", "expected a number from 0 to 4, got 9.7")],
    ],
    [
      "invalid-unknown-key",
      [at("experience.yaml", 9, 5, "experience[0].hilights", 'unknown field "hilights"')],
    ],
    [
      "invalid-missing-image",
      [at("profile.yaml", 4, 8, "photo.src", "expected an image file at images/phot.png, found none")],
    ],
    [
      "invalid-dates-reversed",
      [
        at(
          "experience.yaml",
          6,
          10,
          "experience[0].end",
          "expected an end date on or after the start (2019-06), got 2016",
        ),
      ],
    ],
    [
      "invalid-date-format",
      [
        at(
          "experience.yaml",
          5,
          12,
          "experience[0].start",
          'expected a date as YYYY or YYYY-MM, got "June 2016"',
        ),
        at("experience.yaml", 6, 10, "experience[0].end", 'expected a month from 01 to 12, got "2019-13"'),
      ],
    ],
    [
      // Years from 1900 to 2100: 0000-01 would show as "Jan 1900".
      "invalid-date-range",
      [
        at(
          "experience.yaml",
          4,
          12,
          "experience[0].start",
          'expected a year from 1900 to 2100, got "0000-01"',
        ),
        at("experience.yaml", 5, 10, "experience[0].end", 'expected a year from 1900 to 2100, got "9999-12"'),
        at("experience.yaml", 10, 12, "experience[1].start", "expected a year from 1900 to 2100, got 1850"),
        at("experience.yaml", 11, 10, "experience[1].end", 'expected a month from 01 to 12, got "2020-00"'),
      ],
    ],
    [
      // Each at its tag; !!str, which keeps a value text, is allowed.
      "invalid-yaml-tags",
      [
        at("about.yaml", 1, 8, "", "unsupported YAML tag !!binary"),
        at("about.yaml", 4, 11, "", "unsupported YAML tag !thing"),
        at("about.yaml", 6, 13, "", "unsupported YAML tag !!set"),
      ],
    ],
    // `#` starts a comment: the field has no value.
    ["yaml-comment-for-value", [at("site.yaml", 2, 11, "theme.accent", "expected text, got nothing")]],
    // `{` starts a mapping: the text after its } is a mistake. Located where the quote goes.
    ["yaml-flow-value", [at("site.yaml", 4, 12, "", "invalid YAML: unexpected scalar at node end")]],
    [
      "invalid-link-protocol",
      [
        at(
          "profile.yaml",
          7,
          10,
          "profiles[0].url",
          'expected an https:, http: or mailto: link, got "javascript:alert(1)"',
        ),
        at(
          "profile.yaml",
          9,
          10,
          "profiles[1].url",
          'expected an https:, http: or mailto: link, got "data:text/html,<script>alert(1)</script>"',
        ),
      ],
    ],
    [
      // A browser would drop the line break and the tab; resume.json would publish them.
      "invalid-link-spaces",
      [
        at(
          "profile.yaml",
          4,
          6,
          "url",
          "expected a link without spaces or line breaks, got a line break at character 27",
        ),
        at(
          "profile.yaml",
          7,
          10,
          "profiles[0].url",
          "expected a link without spaces or line breaks, got a space at character 25",
        ),
        at(
          "profile.yaml",
          9,
          10,
          "profiles[1].url",
          "expected a link without spaces or line breaks, got a tab at character 27",
        ),
        at(
          "profile.yaml",
          11,
          10,
          "profiles[2].url",
          "expected a link without spaces or line breaks, got a line break at character 26",
        ),
      ],
    ],
    ["invalid-empty-list", [at("about.yaml", 2, 11, "sections", "expected at least one section, got none")]],
    [
      "invalid-empty-alt",
      [at("projects/tiny.md", 5, 10, "images[0].alt", 'expected non-empty text, got ""')],
    ],
    [
      "invalid-duplicate-project-title",
      [
        at(
          "projects/tiny.md",
          2,
          8,
          "title",
          'expected a unique project title, got "Tiny", which gives the same link (#/projects?project=tiny) as projects/tiny-again.md',
        ),
      ],
    ],
    [
      "invalid-missing-field",
      [
        at("education.yaml", 9, 10, "education[0].gpa", 'expected a number, got "3.8"'),
        at(
          "education.yaml",
          14,
          13,
          "education[0].courses[0].courses[0].title",
          'missing required field "title"',
        ),
      ],
    ],
    [
      "broken-yaml-syntax",
      [
        // Its second mistake (line 5, a space too few) is not reported: the parser's errors
        // after the first cause are noise.
        at("about.yaml", 4, 11, "", "invalid YAML: nested mappings are not allowed in compact mappings"),
      ],
    ],
    // An unclosed quote or bracket is reported where it opens, not at the end of the file.
    ["yaml-unclosed-quote", [at("about.yaml", 4, 11, "", 'invalid YAML: missing closing "quote')]],
    ["yaml-unclosed-flow-sequence", [at("about.yaml", 5, 13, "", "invalid YAML: missing closing ]")]],
    // One line a space too few, or one tab: one error at that line, not a cascade.
    [
      "yaml-indent-one-space",
      [at("education.yaml", 2, 2, "", "invalid YAML: nested mappings are not allowed in compact mappings")],
    ],
    [
      "yaml-tab-indent",
      [at("experience.yaml", 8, 1, "", "invalid YAML: tabs are not allowed as indentation")],
    ],
    [
      // Each link at its line and column in the file, whatever the YAML style of the field
      // (literal |, folded >, plain, double-quoted) or in a project's body.
      "markdown-unsafe-links",
      [
        at("about.yaml", 7, 11, "sections[0].body", `${LINK}, got "javascript:alert(1)"`),
        at("about.yaml", 8, 9, "sections[0].body", `${LINK}, got "java\\tscript:alert(1)"`),
        at("about.yaml", 8, 46, "sections[0].body", `${LINK}, got "javascript:alert(1)"`),
        at("about.yaml", 9, 7, "sections[0].body", `${LINK}, got "vbscript:msgbox(1)"`),
        at(
          "about.yaml",
          11,
          7,
          "sections[0].body",
          `${LINK}, got "DATA:text/html,<script>alert(1)</script>"`,
        ),
        at("education.yaml", 11, 44, "education[0].description", `${LINK}, got "data:text/html,x"`),
        at("experience.yaml", 19, 24, "experience[1].summary", `${LINK}, got "vbscript:msgbox(1)"`),
        at("profile.yaml", 12, 6, "summary", `${LINK}, got "javascript:void(0)"`),
        at("projects/tiny.md", 14, 9, "", `${LINK}, got "JavaScript:alert(1)"`),
      ],
    ],
    [
      // A page cannot decode these: the site's in-page link handling would throw.
      "markdown-fragment-not-encoded",
      [
        at(
          "about.yaml",
          5,
          29,
          "sections[0].body",
          'expected a link with valid percent-encoding (%XX, of UTF-8), got "#%FF"',
        ),
        at(
          "about.yaml",
          5,
          50,
          "sections[0].body",
          'expected a link with valid percent-encoding (%XX, of UTF-8), got "#%zz"',
        ),
      ],
    ],
    [
      // Relative links are read from the site's folder; notes/../notes.html stays inside it.
      "markdown-links-out-of-site",
      [
        at(
          "about.yaml",
          5,
          10,
          "sections[0].body",
          `expected a link inside the site, got "../../etc/passwd", which climbs above the site's folder`,
        ),
        at(
          "about.yaml",
          5,
          44,
          "sections[0].body",
          `expected a link relative to the site, got "/etc/passwd", which starts at the host's root`,
        ),
        at(
          "about.yaml",
          6,
          7,
          "sections[0].body",
          'expected a link inside the site, got "//evil.example/x", which leads to another site',
        ),
        at(
          "projects/tiny.md",
          14,
          1,
          "",
          `expected a link inside the site, got "..", which climbs above the site's folder`,
        ),
      ],
    ],
    [
      "markdown-images",
      [
        at("about.yaml", 5, 37, "sections[0].body", 'expected no images in Markdown, got "![Robin][photo]"'),
        at(
          "projects/tiny.md",
          14,
          1,
          "",
          'expected no images in Markdown, got "![Architecture](images/diagram.png)"',
        ),
      ],
    ],
    [
      // 3000 quotes in a field, 3000 nested list items in a body: an error at the first level
      // past the limit, never a crash.
      "markdown-too-deep",
      [
        at(
          "about.yaml",
          5,
          107,
          "sections[0].body",
          "expected Markdown nested at most 100 levels deep, got more",
        ),
        at("projects/tiny.md", 14, 201, "", "expected Markdown nested at most 100 levels deep, got more"),
      ],
    ],
    ["empty-file", [at("about.yaml", 1, 1, "", "expected content, got an empty file")]],
    // At the first byte that is not UTF-8, after "title: ".
    ["binary-garbage", [at("about.yaml", 1, 8, "", "expected UTF-8 text, got binary data")]],
    // A file saved as Latin-1: its é is one byte, which UTF-8 never has on its own.
    [
      "invalid-latin1",
      [at("about.yaml", 5, 38, "", "expected UTF-8 text, got the byte 0xE9, which is not UTF-8")],
    ],
    ["alias-bomb", [at("about.yaml", 1, 1, "", "too many YAML aliases (more than 100)")]],
    ["proto-key", [at("about.yaml", 2, 1, "__proto__", 'unknown field "__proto__"')]],
    ["broken-front-matter", [at("projects/tiny.md", 7, 1, "", "front matter is not closed")]],
    [
      "missing-front-matter",
      [at("projects/tiny.md", 1, 1, "", "expected front matter between --- lines at the top of the file")],
    ],
    ["unknown-file", [at("experiance.yaml", 1, 1, "", "unknown content file")]],
    [
      "invalid-svg-content",
      [
        at(
          "about.yaml",
          6,
          14,
          "sections[0].images[0].src",
          `expected an SVG image without scripts or links to other files, got a <script> element in images/script.svg`,
        ),
        at(
          "about.yaml",
          8,
          14,
          "sections[0].images[1].src",
          `expected an SVG image without scripts or links to other files, got an event handler attribute (onload=) in images/onload.svg`,
        ),
        at(
          "about.yaml",
          13,
          14,
          "sections[1].images[0].src",
          `expected an SVG image without scripts or links to other files, got a <foreignObject> element in images/foreign-object.svg`,
        ),
        at(
          "about.yaml",
          15,
          14,
          "sections[1].images[1].src",
          `expected an SVG image without scripts or links to other files, got an external reference (href="https://tracker.example/pixel.png") in images/remote-image.svg`,
        ),
        at(
          "about.yaml",
          20,
          14,
          "sections[2].images[0].src",
          `expected an SVG image without scripts or links to other files, got an external reference (xlink:href="https://other.example/sprites.svg#logo") in images/xlink-use.svg`,
        ),
        at(
          "about.yaml",
          22,
          14,
          "sections[2].images[1].src",
          `expected an SVG image without scripts or links to other files, got an imported style sheet (@import) in images/import.svg`,
        ),
        at(
          "about.yaml",
          27,
          14,
          "sections[3].images[0].src",
          `expected an SVG image without scripts or links to other files, got an external reference in a style (url(http://paint.example/p.svg#g)) in images/style-url.svg`,
        ),
        at(
          "about.yaml",
          29,
          14,
          "sections[3].images[1].src",
          `expected an SVG image without scripts or links to other files, got an entity declaration (<!ENTITY …>) in images/entity.svg`,
        ),
      ],
    ],
    [
      "invalid-control-characters",
      [
        at(
          "profile.yaml",
          1,
          7,
          "name",
          "expected text without control characters, got U+0001 at character 6",
        ),
        at(
          "profile.yaml",
          2,
          8,
          "label",
          "expected text without control characters, got U+0000 at character 9",
        ),
        at(
          "profile.yaml",
          5,
          8,
          "photo.alt",
          "expected text without control characters, got U+001B at character 12",
        ),
        at(
          "profile.yaml",
          7,
          6,
          "url",
          "expected text without control characters, got U+007F at character 1",
        ),
        at(
          "profile.yaml",
          9,
          14,
          "profiles[0].network",
          "expected text without noncharacters, got U+FFFE at character 4",
        ),
        at(
          "profile.yaml",
          11,
          10,
          "summary",
          "expected text without unpaired surrogates, got U+D800 at character 10",
        ),
        at(
          "profile.yaml",
          13,
          5,
          "softSkills[0]",
          "expected text without control characters, got U+0085 at character 10",
        ),
        at(
          "profile.yaml",
          19,
          17,
          "hardSkills[0].lists[0].items[0]",
          "expected text without noncharacters, got U+1FFFF at character 5",
        ),
        at(
          "profile.yaml",
          19,
          41,
          "hardSkills[0].lists[0].items[1]",
          "expected text without control characters, got U+001B at character 2",
        ),
        at(
          "profile.yaml",
          20,
          12,
          "hardSkills[1].title",
          "expected text without control characters, got U+000D at character 15",
        ),
      ],
    ],
  ];

  it.each(cases)("%s", async (scenario, expected) => {
    expect(await diagnosticsOf(scenario)).toEqual(expected);
  });

  it("hints at the fix: did-you-mean for names, an example for missing fields", async () => {
    const hints = async (scenario: string) => {
      const result = await compile(scenario);
      return result.ok ? [] : result.diagnostics.map((d) => d.hint);
    };
    expect(await hints("invalid-unknown-key")).toEqual(['did you mean "highlights"?']);
    expect(await hints("invalid-missing-image")).toEqual(["did you mean images/photo.png?"]);
    expect(await hints("unknown-file")).toEqual(["did you mean experience.yaml?"]);
    expect(await hints("invalid-missing-field")).toEqual([
      "remove the quotes: a number is written without them",
      "add it, for example: title: Operating Systems",
    ]);
  });

  it('hints that an optional field written with no text may be left out: label: "" or label: alone', async () => {
    const dir = contentTree("valid-minimal");
    const profile = path.join(dir, "profile.yaml");
    const text = readFileSync(profile, "utf8");
    for (const [written, message] of [
      ['label: ""', 'expected non-empty text, got ""'],
      ["label:", "expected text, got nothing"],
    ] as const) {
      writeFileSync(profile, text.replace("label: Software Developer", written));
      const result = await compileContent({ contentDir: dir, cwd: dir });
      if (result.ok) throw new Error(`${written} compiled`);
      expect(
        result.diagnostics.map(({ line, path: field, message: said, hint }) => [line, field, said, hint]),
      ).toEqual([[2, "label", message, "write it, or leave out the line: label is optional"]]);
    }
  });

  it("hints at what to write for a value of a common wrong shape: a date, a link, text, a GPA", async () => {
    const result = await compile("invalid-common-shapes");
    if (result.ok) throw new Error("invalid-common-shapes compiled");
    expect(result.diagnostics.map(({ path, hint }) => [path, hint])).toEqual([
      ["education[0].url", "write an email address as a link: url: mailto:admissions@university.example.edu"],
      ["education[0].gpa", "write the GPA and its scale apart: gpa: 3.8 and gpaScale: 4"],
      ["education[1].gpa", "a GPA on another scale wants its top beside it: gpaScale: 5, gpaScale: 10…"],
      ["experience[0].start", "write it as year and month: start: 2016-01"],
      ["experience[0].end", "write it as year and month: end: 2019-06"],
      ["experience[1].url", "write it with its scheme: url: https://new.example.com"],
      ["experience[1].start", "write it as year and month: start: 2019-07"],
      ["experience[1].end", "write present, in lower case: end: present"],
      ["title", 'quote it to keep it as text: title: "2048"'],
    ]);
  });

  it("hints at the cause of a YAML syntax error", async () => {
    const hint = async (scenario: string) => {
      const result = await compile(scenario);
      return result.ok ? [] : result.diagnostics.map((d) => d.hint);
    };
    expect(await hint("broken-yaml-syntax")).toEqual(["a value containing ': ' must be quoted"]);
    expect(await hint("yaml-unclosed-quote")).toEqual(['close the quote with " at the end of the value']);
    expect(await hint("yaml-unclosed-flow-sequence")).toEqual([
      "close the list with ], or write each item on a line of its own starting with -",
    ]);
    expect(await hint("yaml-indent-one-space")).toEqual([
      "check the indentation: the fields of one entry start at the same column, nested fields two spaces further in",
    ]);
    expect(await hint("yaml-tab-indent")).toEqual(["indent with spaces, not tabs"]);
    expect(await hint("yaml-comment-for-value")).toEqual([
      '`#` starts a comment in YAML; quote the value: accent: "#0f766e"',
    ]);
    expect(await hint("yaml-flow-value")).toEqual([
      '`{` starts a mapping in YAML; quote the value: slideOf: "{n} de {count}"',
    ]);
    expect(new Set(await hint("invalid-yaml-tags"))).toEqual(
      new Set([
        "remove the tag: content is text, numbers, true or false, lists and mappings (quote a value to keep it text)",
      ]),
    );
  });

  it("hints at what to write instead of an unsafe link, an image or deep nesting in Markdown", async () => {
    const hints = async (scenario: string) => {
      const result = await compile(scenario);
      return new Set(result.ok ? [] : result.diagnostics.map((d) => d.hint));
    };
    expect(await hints("markdown-unsafe-links")).toEqual(
      new Set(["a link in Markdown is https:, http:, mailto: or relative (#section, page.html)"]),
    );
    expect(await hints("markdown-images")).toEqual(
      new Set([
        "put the image in an images: field, with its alt text (a project's front matter, an About section)",
      ]),
    );
    expect(await hints("markdown-links-out-of-site")).toEqual(
      new Set([
        "a relative link is read from the site's own folder, and ../ leads out of it; link to another site by its https:// address",
        "the site may be served from a folder (https://ada.github.io/folio/), and /x leads to the host's root outside it; write it relative to the site (notes.html, not /notes.html), or as a full https:// address",
        "a link starting with // names another host: write its address with https://",
      ]),
    );
    expect(await hints("markdown-fragment-not-encoded")).toEqual(
      new Set(["write the character itself (#café), or its UTF-8 bytes (#caf%C3%A9); a % on its own is %25"]),
    );
    expect(await hints("markdown-too-deep")).toEqual(
      new Set(["quotes (>), lists and emphasis inside one another each add a level; flatten them"]),
    );
  });

  it("reports the problems of every file in one run", async () => {
    const dir = contentTree("invalid-gpa");
    const other = contentTree("invalid-unknown-key");
    cpSync(`${other}/experience.yaml`, `${dir}/experience.yaml`);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    expect(result.ok ? [] : result.diagnostics.map((d) => d.file)).toEqual([
      "education.yaml",
      "experience.yaml",
    ]);
  });
});
